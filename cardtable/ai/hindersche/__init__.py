"""Computer players for Hindersche: easy, normal (heuristics) and expert (the shared search)."""

from .players import EasyPlayer, NormalPlayer, expert, master

LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "expert": expert, "master": master}
