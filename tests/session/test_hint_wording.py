"""A hint reads as one sentence that names the move and says why: "Lead the Jack of Diamonds,
a low card, and keep your strong cards for later." — never the label with its reason in
brackets ("Play the King of Spades (lead a low card…)"), in English, German and Japanese."""

from __future__ import annotations

import pytest

from cardtable.engine.actions import Action
from cardtable.engine.cards import cards
from cardtable.engine.ruleset import Match
from cardtable.games.coiffeur import Coiffeur
from cardtable.games.schnapsen import Schnapsen
from cardtable.i18n import catalog, language, set_language
from cardtable.session.hints import explain

SENTENCE_END = {"en": ".", "de": ".", "ja": "。"}
LEAD_LOW = {"en": "Lead the Jack of Clubs, a low card, and keep your strong cards for later.",
            "de": "Klein anspielen mit Kreuz-Bube und die starken Karten für später aufheben.",
            "ja": "低いクラブのジャックをリードして、強いカードは後に取っておきましょう。"}
DECLARE = {"en": "Declare Bells trumps, the game that suits your cards best.",
           "de": "„Schellen ist Trumpf“ ansagen, das passt am besten zu deinen Karten.",
           "ja": "「鈴が切り札」を宣言しましょう。この手札にいちばん合います。"}


@pytest.fixture(params=["en", "de", "ja"])
def lang(request):
    before = language()
    set_language(request.param)
    yield request.param
    set_language(before)


def test_every_hint_is_a_sentence_and_the_hint_line_shows_it_whole(lang):
    advice = {key: text for key, text in catalog(lang).items() if key.startswith("hint.") and key != "hint.title"}
    assert advice
    for key, text in advice.items():
        assert text.endswith(SENTENCE_END[lang]), key
        if lang != "ja":
            assert text.lstrip("„")[0].isupper() or text.startswith(("{", "„{")), key
    assert "{advice}" in catalog(lang)["table.hint_line"] and "(" not in catalog(lang)["table.hint_line"]


def test_a_card_hint_names_the_card_in_its_sentence(lang):
    """Schnapsen, diamonds trumps: the leader holds CJ CT SA HA HT and leads the Jack of Clubs."""
    rules = Schnapsen()
    state = rules.deal_from(cards("HA HT HK CQ CJ CT SA SK DQ DJ DA DT DK SQ HQ HJ CK CA ST SJ"), dealer=0)
    obs = rules.observation(state, rules.turn(state))
    assert explain(rules, Action.parse("PLAY:CJ"), obs) == LEAD_LOW[lang]


def test_a_declaration_hint_is_one_sentence_that_names_the_game_once(lang):
    """Coiffeur with Swiss cards: one sentence, the game named once."""
    rules = Coiffeur()
    match = Match.new(rules, 3)
    match.next_deal()
    obs = rules.observation(match.state, rules.turn(match.state))
    assert explain(rules, Action.parse("DECLARE:trump_H"), obs, "swiss") == DECLARE[lang]
