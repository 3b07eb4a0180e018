"""Schnapsen: two players, 20 cards, race to 66 (``docs/rules/schnapsen.md``)."""

from .rules import Schnapsen, legal_follow, pile_points, strength, trick_winner  # noqa: F401
from .state import SchnapsenRecord, SchnapsenState  # noqa: F401

RULESET = Schnapsen
