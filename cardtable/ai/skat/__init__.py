"""Skat computer players (``easy``, ``normal``, ``expert``); they see observations only."""

from .players import EasyPlayer, NormalPlayer, expert, master

GAME = "skat"
LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "expert": expert, "master": master}
