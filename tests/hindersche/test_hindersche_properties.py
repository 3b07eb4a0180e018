"""Property tests: card conservation, 140 points, strokes never negative, one loser per game,
observations never leak hidden cards, save/load continues identically, the rubber sums to zero."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings, strategies as st

from cardtable import games
from cardtable.engine import codec
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


def hidden_cards(rules: Hindersche, state, seat: int) -> set[str]:
    hidden = {c.text for s in range(4) if s != seat for c in state.hands[s]}
    hidden |= {c.text for c in state.undealt}
    return hidden - {state.trump_card.text}  # the turned card is public wherever it lies


def check_deal_step(rules: Hindersche, state) -> None:
    rules.check_state(state)
    for seat in range(4):
        obs = codec.encode(rules.observation(state, seat))
        obs.pop("alt"), obs.pop("kloei")  # the names of the two top jacks, not where they are
        assert not hidden_cards(rules, state, seat) & set(json.dumps(obs).replace('"', " ").split())


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
            if rng.random() < 0.1:
                check_deal_step(rules, match.state)
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


@FAST
@given(seed=st.integers(0, 10**6), cut=st.integers(1, 120), variants=VARIANTS)
def test_save_and_load_continues_identically(seed, cut, variants):
    rules = Hindersche(variants)
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    for _ in range(cut):
        if match.over:
            break
        if not match.deal_running:
            match.next_deal()
        random_step(match, rng)
    saved = json.loads(json.dumps(match.to_json()))
    copy = Match.from_json(saved, games.rulesets())
    assert copy.to_json() == saved
    rng_a, rng_b = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(60):
        if match.over:
            break
        for m, r in ((match, rng_a), (copy, rng_b)):
            if not m.deal_running:
                m.next_deal()
            random_step(m, r)
        assert copy.to_json() == match.to_json()


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
