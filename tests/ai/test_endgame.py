"""The shared exact solver of the last tricks (``ai.endgame``): the same values as plain
minimax over the rules, in every game that uses it."""

from __future__ import annotations

import importlib
import math
import random

import pytest
from hypothesis import HealthCheck, assume, given, settings, strategies as st

from cardtable import games
from cardtable.ai import make_player
from cardtable.ai.endgame import Solvable, Solver
from cardtable.engine.actions import PLAY
from cardtable.engine.ruleset import Match, Ruleset
from cardtable.session.driver import computer_choice

SOLVED = ["skat", "schafkopf", "coiffeur", "hindersche"]


def playouts(game: str) -> Solvable:
    return importlib.import_module(f"cardtable.ai.{game}.policy").PLAYOUTS


def position(rules: Ruleset, seed: int, tricks: int):
    """A position of a seeded deal played by normal players, a card to play and at most
    ``tricks`` tricks left; None when the deal ends without that (thrown in)."""
    match = Match.new(rules, seed)
    players = [make_player(rules, "normal", s, seed) for s in range(rules.seats)]
    match.next_deal()
    game = playouts(rules.id)
    while match.deal_running:
        s = match.state
        turn = rules.turn(s)
        if turn is not None and max(map(len, s.hands)) <= tricks:
            obs = rules.observation(s, turn)
            if game.candidates(obs, rules.legal_actions(s, turn)):
                return s, turn
        choice = computer_choice(match, players)
        assert choice is not None
        match.apply(*choice)
    return None


def minimax(rules: Ruleset, game: Solvable, state, seat: int, friends: frozenset[int]) -> float:
    """Every legal card of every seat tried, no table, no cuts."""
    if rules.deal_over(state):
        return game.value(rules, state, seat)
    mover, first = game.move(rules, state, random.Random(0))
    options = [first] if first.kind != PLAY else [a for a in rules.legal_actions(state, mover) if a.kind == PLAY]
    values = []
    for action in options:
        child = rules.clone(state)
        rules.step(child, mover, action)
        values.append(minimax(rules, game, child, seat, friends))
    return max(values) if mover in friends else min(values)


@pytest.mark.parametrize("game", SOLVED)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), tricks=st.sampled_from([2, 3]))
def test_the_solver_agrees_with_plain_minimax(game, seed, tricks):
    rules = games.get(game)()
    found = position(rules, seed, tricks)
    assume(found is not None)
    state, seat = found
    solvable = playouts(game)
    friends = solvable.side(rules, state, seat)
    assert seat in friends
    before = rules.clone(state)
    solver = Solver(rules, solvable, seat)
    value = solver.value(state)
    assert math.isclose(value, minimax(rules, solvable, rules.clone(state), seat, friends), abs_tol=1e-9)
    assert rules.deal_over(state) == rules.deal_over(before) and state.hands == before.hands  # not changed


@pytest.mark.parametrize("game", list(games.rulesets()))
def test_only_solvable_games_get_exact_endings(game):
    """A budget with exact tricks is only given to a game whose playouts the solver can read."""
    players = importlib.import_module(f"cardtable.ai.{game}.players")
    budgets = [v for k, v in vars(players).items() if k.endswith("_BUDGET")]
    assert budgets
    for budget in budgets:
        assert budget.exact_tricks == 0 or isinstance(playouts(game), Solvable)
