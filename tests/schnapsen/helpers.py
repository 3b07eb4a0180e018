"""Small helpers for the Schnapsen tests: play actions by their text ids."""

from __future__ import annotations

from cardtable.engine.actions import Action
from cardtable.games.schnapsen import Schnapsen, SchnapsenState


def ids(rules: Schnapsen, state: SchnapsenState, seat: int) -> set[str]:
    return {a.id for a in rules.legal_actions(state, seat)}


def run(rules: Schnapsen, state: SchnapsenState, *moves: str) -> SchnapsenState:
    """Apply moves written "P0 PLAY:ST" in order; every move must be legal."""
    for move in moves:
        who, text = move.split()
        state, _ = rules.apply(state, int(who[1]), Action.parse(text))
    return state
