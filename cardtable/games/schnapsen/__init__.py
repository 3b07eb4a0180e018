"""Schnapsen: two players, 20 cards, race to 66 (``docs/rules/schnapsen.md``)."""

from ..descriptor import GameInfo
from .rules import Schnapsen
from .state import SchnapsenRecord, SchnapsenState

GAME = GameInfo(
    Schnapsen,
    deck="german",
    players="cardtable.ai.schnapsen",
    panel="cardtable.ui.panels.schnapsen",
    hidden_piles={"talon": True},
    arguments={"MARRIAGE": ("suit", "suit")},
    situations={"trump_exchange": frozenset({"EXCHANGE"}), "marriage": frozenset({"MARRIAGE"}), "close_talon": frozenset({"CLOSE"})},
)

__all__ = ["GAME", "Schnapsen", "SchnapsenRecord", "SchnapsenState"]
