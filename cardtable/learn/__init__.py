"""Lessons: learn a game by playing it (issue 23). A lesson is data, never code of its own.

The format
==========
Each game's course is one file, ``cardtable/learn/lessons/<game>.json`` (package data)::

    {"game": "schnapsen",
     "deck": "french",                           # the deck the words name the cards in (default: the
                                                 #   game's own): the lesson's table shows it
     "lessons": [
       {"id": "values",                          # unique within the game; progress is kept by it
        "title": "lesson.schnapsen.values.title",  # catalog keys, never text
        "code": "schnapsen-2-4f-1-1",            # the deal (engine.dealcode): the same for everyone
        "seat": 0,                               # the seat the learner plays
        "names": ["", "Anna"],                   # optional: how the table names each seat
        "note": "…",                             # optional: for authors (hands, why this deal), never shown
        "script": [                              # every action of the lesson, in order
          "1 PLAY:HA",                           # another seat's action: "<seat> <action id>"
          {"do": "PLAY:HT",                      # a learner step: the intended action
           "look": ["HT", "HA"],                 #   cards highlighted on the table (optional)
           "say": "lesson.schnapsen.values.1.say",      # the coach, before the move
           "right": "lesson.schnapsen.values.1.right",  # the confirmation with its reason
           "wrong": "lesson.schnapsen.values.1.wrong"}, # another legal move, taken back
          "0 PLAY:CQ",                           # a learner move without words: shown, must be played
          ...],
        "idea": "lesson.schnapsen.values.idea"}  # the lesson's idea in one sentence, at its end
     ]}

The script is the whole lesson: every seat's actions in the order they happen, computer and
learner alike. The computer seats play exactly their scripted actions (no player is asked,
so a lesson never changes when the computer players get stronger), and the learner's moves
are the scripted ones: a learner step (an object) or a bare learner entry waits for the
learner, confirms the intended action and takes any other legal action back — the card
glides back to the hand with the step's ``wrong`` line and what the move would have cost in
the review's unit (``session.review``: game points, the game's score, strokes). A learner
entry without words gets the coach's ``lesson.play_marked`` line, its card highlighted. The
lesson ends when the script does (at the deal's end or before it) with the ``idea`` line.

``wrong`` may also be a mapping from action ids to keys, with ``"else"`` for every other
move: ``{"PLAY:HK": "lesson.….keep_marriage", "else": "lesson.….wrong"}``. Every key must be in
every language's catalog (``cardtable/i18n/<lang>/lessons.json``); a coach line is at most two
lines at the coach panel's width, and ``{suit:C}`` or ``{rank:K}`` in it name the card as the deck
on the table does (``i18n.cards.named``). ``cardtable learn --check`` plays every lesson at the real
table (headless) with its intended moves and one wrong move, in every language;
``cardtable learn --draft CODE --seat N`` prints a lesson skeleton whose script the computer
players (seeded) would play, as a start for a new lesson.

Modules: ``course`` (loading and checking the files: ``lessons()``), ``runner`` (a lesson in
progress: ``LessonController``, the table source whose other seats follow the script),
``check`` (the headless table run), ``cli`` (``cardtable learn``).
"""
