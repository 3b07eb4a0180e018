"""Computer players for Hindersche: easy, normal (heuristics) and expert (the shared search)."""

from .players import EasyPlayer, NormalPlayer, expert, master

GAME = "hindersche"
LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "expert": expert, "master": master}
