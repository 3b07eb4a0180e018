"""Skat: three players, 32 cards, bidding, suit/grand/null games (``docs/rules/skat.md``)."""

from ..descriptor import GameInfo
from .rules import Skat
from .state import SkatRecord, SkatState

GAME = GameInfo(
    Skat,
    deck="french",
    players="cardtable.ai.skat",
    panel="cardtable.ui.panels.skat",
    review_minimum=2.0,
    hidden_piles={"skat": False},
    arguments={"BID": ("n", "number"), "DECLARE": ("game", "skat_game")},
    situations={"bidding": frozenset({"BID", "HOLD"}), "skat_pickup": frozenset({"TAKE_SKAT"}), "skat_discard": frozenset({"DISCARD"}), "declaring": frozenset({"DECLARE"})},
)

__all__ = ["GAME", "Skat", "SkatRecord", "SkatState"]
