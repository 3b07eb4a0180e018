"""The calls the computer players' search makes, the same for every game: ``step`` on a
``clone`` does to a legal action exactly what ``apply`` does (events aside), and neither a
step nor a playout on a clone changes the state, the dealt world or the observation it came
from."""

from __future__ import annotations

import random
from typing import Any

import pytest
from conformance_kit import CONFIGS, IDS, moves, ruleset
from hypothesis import given, settings, strategies as st

from cardtable.engine import codec
from cardtable.engine.ruleset import Match, Ruleset


def same_position(rules: Ruleset[Any, Any, Any], a: Any, b: Any) -> None:
    """Two states are the same position: every field, whose turn, every seat's legal actions."""
    assert codec.encode(a) == codec.encode(b)
    assert rules.turn(a) == rules.turn(b)
    for seat in range(rules.seats):
        assert rules.legal_actions(a, seat) == rules.legal_actions(b, seat)


@pytest.mark.parametrize(("game", "variants", "seats"), CONFIGS, ids=IDS)
@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_step_on_a_clone_is_apply(game, variants, seats, seed):
    """Random legal moves (interjections included) through ``apply``; beside it one clone
    stepped along the whole deal and, at every move, a fresh clone stepped once: all three
    are the same position after every move, the original untouched by the steps."""
    rules = ruleset(game, variants, seats)
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    for _ in range(2):
        if match.over:
            break
        match.next_deal()
        along = rules.clone(match.state)
        while match.deal_running:
            seat, action = rng.choice(moves(match))
            before = codec.encode(match.state)
            once = rules.clone(match.state)
            rules.step(once, seat, action)
            rules.step(along, seat, action)
            assert codec.encode(match.state) == before, "a step on a clone changed the original"
            match.apply(seat, action)
            same_position(rules, once, match.state)
            same_position(rules, along, match.state)
        assert rules.deal_over(along)
        assert rules.deal_scores(along) == rules.deal_scores(match.state)


@pytest.mark.parametrize(("game", "variants", "seats"), CONFIGS, ids=IDS)
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_playouts_on_clones_of_a_dealt_world_leave_it_alone(game, variants, seats, seed):
    """As the expert searches: a world dealt from a seat's observation, cloned and played out
    by random steps again and again; the world and the observation stay as they were, and
    every clone starts from the same position."""
    rules = ruleset(game, variants, seats)
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    match.next_deal()
    while match.deal_running:
        seat = rules.turn(match.state)
        obs = rules.observation(match.state, seat)
        world = rules.determinize(obs, rng)
        world_before, obs_before = codec.encode(world), codec.encode(obs)
        for _ in range(2):
            state = rules.clone(world)
            same_position(rules, state, world)
            while not rules.deal_over(state):
                mover = rules.turn(state)
                rules.step(state, mover, rng.choice(rules.legal_actions(state, mover)))
        assert codec.encode(world) == world_before
        assert codec.encode(obs) == obs_before
        match.apply(seat, rng.choice(rules.legal_actions(match.state, seat)))
