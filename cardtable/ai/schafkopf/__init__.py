"""Computer players for Schafkopf: easy, normal and expert (issue 4)."""

from .players import EasyPlayer, NormalPlayer, expert, master

LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "expert": expert, "master": master}
