"""Placeholder replaced below."""
from .players import NormalPlayer


class ExpertPlayer(NormalPlayer):
    level = "expert"
