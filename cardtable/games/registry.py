"""The games, in the order the app offers them: each a package of ``cardtable.games``
exporting ``GAME`` (its ``GameInfo``). The one shared line to add for a new game (see
ARCHITECTURE.md, "How to add a game")."""

GAMES = ("schnapsen", "skat", "schafkopf", "coiffeur", "hindersche")
