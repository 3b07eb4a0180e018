"""Skat: three players, 32 cards, bidding, suit/grand/null games (``shared/rules/skat.md``)."""

from .rules import Skat
from .state import SkatRecord, SkatState  # noqa: F401

RULESET = Skat
