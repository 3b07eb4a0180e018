"""``determinize`` in every game: a dealt world keeps everything the seat sees, uses only the
cards the seat cannot see, and puts none where the seat knows it cannot be: every inference
of the game's computer knowledge module (voids, known cards, ...) holds in it."""

from __future__ import annotations

import importlib
import random

import pytest
from hypothesis import given, settings, strategies as st

from cardtable import games
from cardtable.engine.ruleset import Match, Ruleset

# Every game with the house rules that change what is hidden or inferred.
CONFIGS = [
    *((game, {}, None) for game in games.rulesets()),
    ("schnapsen", {"deck": "24", "exchange_by": "leader", "marriages_after_close": True}, None),
    ("skat", {"ramsch": True}, None),
    ("schafkopf", {"klopfen": True, "ramsch": True, "bettel": True, "geier": True, "farbwenz": True}, None),
    ("coiffeur", {"mode": "4p_partnership"}, 4),
    ("coiffeur", {"mode": "4p_individual"}, 4),
    ("hindersche", {"alt_exempt": True, "must_trump_when_void": False}, None),
]


def positions(rules: Ruleset, seed: int, deals: int):
    """Every position of ``deals`` seeded deals played by random legal moves."""
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    for _ in range(deals):
        if match.over:
            match = Match.new(rules, seed + 1, match.record)
        match.next_deal()
        while match.deal_running:
            yield match.state
            turn = rules.turn(match.state)
            match.apply(turn, rng.choice(rules.legal_actions(match.state, turn)))


@pytest.mark.parametrize("game,variants,seats", CONFIGS, ids=lambda x: str(x))
@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_a_dealt_world_shows_the_seat_what_it_saw(game, variants, seats, seed):
    rules = games.get(game)(variants, seats)
    rng = random.Random(seed)
    for state in positions(rules, seed, deals=3):
        seat = rng.randrange(rules.seats)
        obs = rules.observation(state, seat)
        world = rules.determinize(obs, rng)
        rules.check_state(world)  # every card once, consistent bookkeeping
        assert rules.observation(world, seat) == obs
        may_hold = knowledge(game).possible(rules, obs)
        for other, cards in may_hold.items():
            held = set(rules.observation(world, other).hand)
            assert held <= cards, f"seat {other} holds {held - cards}, which seat {seat} knows it cannot"


def knowledge(game: str):
    """The game's computer knowledge module: ``possible(rules, obs)`` → what each other seat may hold."""
    return importlib.import_module(f"cardtable.ai.{game}.knowledge")
