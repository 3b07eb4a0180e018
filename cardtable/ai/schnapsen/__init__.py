"""Computer players for Schnapsen: easy and normal (rules of thumb, card counting), expert, master
(the shared search, exact endgames)."""

from .players import HeuristicPlayer, NormalPlayer, expert, master

LEVELS = {"easy": HeuristicPlayer, "normal": NormalPlayer, "expert": expert, "master": master}
