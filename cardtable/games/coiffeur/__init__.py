"""Coiffeur: Swiss Jass for 3 or 4 players, every contract once (``docs/rules/coiffeur.md``)."""

from ..descriptor import GameInfo
from .rules import Coiffeur
from .state import CoiffeurRecord, CoiffeurState  # noqa: F401

GAME = GameInfo(
    Coiffeur,
    deck="swiss",
    players="cardtable.ai.coiffeur",
    panel="cardtable.ui.panels.coiffeur",
    review_minimum=2.0,
    house_rules={"mode": "4p_partnership"},
    arguments={"DECLARE": ("contract", "coiffeur_declaration")},
    situations={"play_type": frozenset({"DECLARE"})},
)
