"""Schnapsen: two players, 20 cards, race to 66 (``docs/rules/schnapsen.md``)."""

from .rules import Schnapsen
from .state import SchnapsenRecord, SchnapsenState

RULESET = Schnapsen

__all__ = ["RULESET", "Schnapsen", "SchnapsenRecord", "SchnapsenState"]
