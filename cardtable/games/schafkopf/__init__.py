"""Schafkopf: four players, 32 German-suited cards, called-ace partnerships (``docs/rules/schafkopf.md``)."""

from ..descriptor import GameInfo
from .cards import Contract, callable_suits, legal_cards, trick_winner  # noqa: F401
from .rules import Schafkopf
from .state import SchafkopfRecord, SchafkopfState  # noqa: F401

GAME = GameInfo(
    Schafkopf,
    deck="german",
    players="cardtable.ai.schafkopf",
    panel="cardtable.ui.panels.schafkopf",
    arguments={"BID": ("game", "schafkopf_game"), "CALL": ("suit", "suit"), "TRUMP": ("suit", "suit")},
    situations={"announcement": frozenset({"BID"}), "call_ace": frozenset({"CALL"}), "kontra": frozenset({"KONTRA"})},
)
