"""Coiffeur computer players (``easy``, ``normal``, ``expert``); they see observations only."""

from .players import EasyPlayer, NormalPlayer, expert, master

LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "expert": expert, "master": master}
