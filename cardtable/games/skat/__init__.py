"""Skat: three players, 32 cards, bidding, suit/grand/null games (``docs/rules/skat.md``)."""

from .rules import Skat
from .state import SkatRecord, SkatState

RULESET = Skat

__all__ = ["RULESET", "Skat", "SkatRecord", "SkatState"]
