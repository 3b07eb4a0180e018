"""Property tests: card conservation, 140 points, strokes never negative, one loser per game,
observations never leak hidden cards, save/load continues identically, the rubber sums to zero."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from cardtable.engine.ruleset import Match
from cardtable.games.hindersche import Hindersche, trumps
from cardtable.games.hindersche.state import PLAYOFF

VARIANTS = st.fixed_dictionaries({}, optional={
    "schleipfe": st.booleans(), "must_trump_when_void": st.booleans(), "alt_exempt": st.booleans(),
    "hupscher": st.booleans(), "rare_march_marcher_out": st.booleans(),
})
FAST = settings(max_examples=12, deadline=None)


def random_step(match: Match, rng: random.Random) -> None:
    seat = match.rules.turn(match.state)
    match.apply(seat, rng.choice(match.rules.legal_actions(match.state, seat)))


@FAST
@given(seed=st.integers(0, 10**6), variants=VARIANTS)
def test_random_game_invariants(seed, variants):
    rules = Hindersche(variants)
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    while not match.over:
        events = match.next_deal()
        state = match.state
        assert all(e.for_seat(None).cards == () for e in events if e.kind == "Dealt")
        if len(state.participants) == 4:
            assert state.trump_card in state.hands[state.dealer] and not state.undealt
        else:
            assert state.trump_card == state.undealt[0]
        while match.deal_running:
            random_step(match, rng)
        state = match.state
        standing = match.record.standing
        assert all(n >= 0 for n in standing.strokes)
        if state.result.card_points:
            dealt = [c for s in state.participants for t in state.tricks for _, c in t.cards if t.taker == s]
            assert len(dealt) == 9 * len(state.participants)
            total = sum(state.result.card_points.values())
            assert total == trumps(state.trump).points(dealt)
            if len(state.participants) == 4:
                assert total == 140
            if state.kind == PLAYOFF:
                assert state.dealer == state.before.pending.dealer
        assert match.deals < 400
    standing = match.record.standing
    assert standing.loser is not None and standing.active == [standing.loser]
    assert sorted(rules.match_winners(match.record)) == [s for s in range(4) if s != standing.loser]


@settings(max_examples=5, deadline=None)
@given(seed=st.integers(0, 10**6), games_=st.integers(1, 6), stake=st.integers(1, 3))
def test_rubber_settlement_sums_to_zero(seed, games_, stake):
    rules = Hindersche({"rubber_games": games_, "stake": stake, "hupscher": False, "schleipfe": False})
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    while match.record.standing.settlement is None:
        if match.over:
            match = Match.new(rules, seed + match.record.game, previous=match.record)
        match.next_deal()
        while match.deal_running:
            random_step(match, rng)
    standing = match.record.standing
    assert sum(standing.settlement) == 0 and standing.rubber_games >= games_
    assert sum(standing.rubber_losses) == standing.rubber_games
    assert standing.settlement == [stake * (standing.rubber_games - 4 * n) for n in standing.rubber_losses]
