"""Invariants of Schnapsen over random deals, variants and (legal) random play."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from cardtable.games.schnapsen import Schnapsen
from cardtable.games.schnapsen.cards import VALUES, pile_points
from cardtable.games.schnapsen.rules import VARIANTS
from cardtable.games.schnapsen.state import (
    CLAIM_FAILED,
    CLAIM_OK,
    CLOSER_AUTO_CLAIM_FAILED,
    CLOSER_AUTO_CLAIM_OK,
    DEAL_OVER,
    PLAYED_OUT,
    TIE_65,
    TIE_66,
)

variant_choices = st.fixed_dictionaries(
    {s.id: st.sampled_from(s.choices or (True, False)) for s in VARIANTS if s.id not in ("match_target",)}
)


def random_moves(rules: Schnapsen, state, rng: random.Random, limit: int = 200):
    """Yield (seat, action, state_before) until the deal ends; either seat may act."""
    for _ in range(limit):
        if rules.deal_over(state):
            return
        seats = [s for s in (0, 1) if rules.legal_actions(state, s)]
        # Mostly the seat on turn, sometimes the other seat's option (claim, exchange).
        seat = rules.turn(state) if rng.random() < 0.85 or len(seats) == 1 else rng.choice(seats)
        legal = rules.legal_actions(state, seat)
        if not legal:
            seat = rules.turn(state)
            legal = rules.legal_actions(state, seat)
        # Claims end a deal at once; keep them rare so that deals get played out too.
        pool = [a for a in legal if a.kind != "CLAIM"] if rng.random() < 0.9 else legal
        action = rng.choice(pool or legal)
        yield seat, action, state
        state, _ = rules.apply(state, seat, action)
    raise AssertionError("deal did not end")


def play_random_deal(rules: Schnapsen, seed: int):
    rng = random.Random(seed)
    state, _ = rules.start_deal(rules.new_match(rng), rng)
    trace = list(random_moves(rules, state, rng))
    final = trace[-1][2]
    final, _ = rules.apply(final, trace[-1][0], trace[-1][1])
    return trace, final


@settings(max_examples=150, deadline=None)
@given(variants=variant_choices, seed=st.integers(0, 10**9))
def test_cards_conserved_deal_ends_and_points_total_120(variants, seed):
    rules = Schnapsen(variants)
    trace, final = play_random_deal(rules, seed)
    for _, _, state in trace:
        rules.check_state(state)  # every card exactly once, at every step
    rules.check_state(final)
    assert final.phase == DEAL_OVER
    leftover = sum(VALUES[c.rank] for c in [*final.hands[0], *final.hands[1], *final.talon])
    assert pile_points(final.piles[0]) + pile_points(final.piles[1]) + leftover == 120


@settings(max_examples=150, deadline=None)
@given(variants=variant_choices, seed=st.integers(0, 10**9))
def test_scoring_follows_the_decision_procedure(variants, seed):
    rules = Schnapsen(variants)
    _, s = play_random_deal(rules, seed)
    r = s.result
    tricks = [len(s.piles[0]), len(s.piles[1])]
    if r.outcome in (CLAIM_OK, CLOSER_AUTO_CLAIM_OK):
        claimant = r.winner
        assert r.scores[claimant] >= 66
        if variants["close_scoring"] == "at_claim":
            loser = 1 - claimant
            expected = 3 if tricks[loser] == 0 else 2 if r.scores[loser] < 33 else 1
            assert r.game_points == expected
    elif r.outcome in (CLAIM_FAILED, CLOSER_AUTO_CLAIM_FAILED):
        claimant = 1 - r.winner
        assert r.scores[claimant] < 66 and r.game_points in (2, 3)
        if variants["close_scoring"] == "at_claim" and variants["failed_claim_rule"] == "either":
            assert r.game_points == (3 if 0 in tricks else 2)
    elif r.outcome == PLAYED_OUT:
        assert r.scores[r.winner] > r.scores[1 - r.winner] and r.scores[r.winner] >= 66
    elif r.outcome in (TIE_65, TIE_66):
        assert r.scores[0] == r.scores[1] and r.winner is None and r.game_points == 0
    assert 0 <= r.game_points <= 3

