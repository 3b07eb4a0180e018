"""Cards that play alike (``ai.alike``): the search tries one of each group, and with every
hand open each card it leaves out is worth exactly what a card it keeps is worth."""

from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st
from test_endgame import playouts, position

from cardtable import games
from cardtable.ai.endgame import Solver

GROUPED = ["skat", "hindersche"]


@pytest.mark.parametrize("game", GROUPED)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(seed=st.integers(0, 10**6))
def test_a_card_left_out_is_worth_what_a_kept_card_is_worth(game, seed):
    rules = games.get(game)()
    found = position(rules, seed, 3)
    assume(found is not None)
    state, seat = found
    legal = [a for a in rules.legal_actions(state, seat) if a.card is not None]
    kept = playouts(game).candidates(rules.observation(state, seat), legal)
    assume(len(kept) < len(legal))  # a position where something plays alike (rare: filtered a lot)

    def solved(action) -> float:
        child = rules.clone(state)
        rules.step(child, seat, action)
        return Solver(rules, playouts(game), seat).value(child)

    worth = {a: solved(a) for a in kept}
    for action in legal:
        if action not in kept:
            assert any(math.isclose(solved(action), v, abs_tol=1e-9) for v in worth.values()), action
