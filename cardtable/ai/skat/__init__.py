"""Skat computer players (``easy``, ``normal``, ``expert``); they see observations only."""

from .players import EasyPlayer, ExpertPlayer, NormalPlayer

GAME = "skat"
LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "expert": ExpertPlayer}
