"""Hindersche: four players, 36 cards, avoid card points (``docs/rules/hindersche.md``)."""

from ..descriptor import GameInfo
from .cards import Trumps, legal_cards, trick_winner, trumps  # noqa: F401
from .rules import Hindersche, after, receipt_order  # noqa: F401
from .state import HinderscheRecord, HinderscheState, Standing  # noqa: F401

GAME = GameInfo(
    Hindersche,
    deck="german",
    players="cardtable.ai.hindersche",
    panel="cardtable.ui.panels.hindersche",
    situations={"schleipfe": frozenset({"SCHLEIPFE"})},
)
