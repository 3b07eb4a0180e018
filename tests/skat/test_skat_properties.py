"""Invariants over random deals (issue 3 Acceptance): conservation, 120 points, every deal ends,
the bid ladder, consistent scoring, no leaks in observations, illegal actions change nothing,
save/load continues identically."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings, strategies as st

from cardtable import games
from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.ruleset import Match
from cardtable.games.skat import Skat
from cardtable.games.skat.bidding import BID_VALUES
from cardtable.games.skat.cards import DECK, points
from cardtable.games.skat.state import DEAL_END, GAME, RAMSCH, SkatState

VARIANTS = st.fixed_dictionaries({
    "scoring": st.sampled_from(["classic", "seeger_fabian"]),
    "ramsch": st.booleans(),
    "bock": st.booleans(),
    "claims": st.booleans(),
})
SETTINGS = settings(max_examples=40, deadline=None)


def cards_in(value) -> set[Card]:
    """Every card anywhere inside an observation (dataclasses, tuples, actions)."""
    if isinstance(value, Card):
        return {value}
    if isinstance(value, Action):
        return {value.card} if value.card else set()
    if dataclasses.is_dataclass(value):
        return set().union(*(cards_in(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, (list, tuple)):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(v) for v in value.values())) if value else set()
    return set()


def visible(s: SkatState, seat: int) -> set[Card]:
    """§13: own hand, played cards, an ouvert declarer's hand, the declarer's skat after pickup."""
    allowed = set(s.hands[seat]) | set(s.trick) | {c for t in s.tricks for c in t.cards}
    if s.declaration is not None and s.declaration.ouvert:
        allowed |= set(s.hands[s.declarer])
    if seat == s.declarer:
        allowed |= set(s.picked_up) | (set(s.skat) if s.skat_taken else set())
    if s.phase == DEAL_END and s.result.kind != "thrown_in":
        allowed = set(DECK)
    return allowed


def random_steps(rules: Skat, seed: int):
    """Yield (state, seat, action) through one random deal, ending with the final state."""
    rng = random.Random(seed)
    s, _ = rules.start_deal(rules.new_match(rng), rng)
    while not rules.deal_over(s):
        seat = rules.turn(s)
        action = rng.choice(rules.legal_actions(s, seat))
        yield s, seat, action
        s, _ = rules.apply(s, seat, action)
    yield s, None, None


@SETTINGS
@given(seed=st.integers(0, 10**9), variants=VARIANTS)
def test_a_random_deal_adds_up(seed, variants):
    """Bids climb the ladder; 120 card points and ten tricks are shared out (the contract's
    properties, every card once and no hidden card seen, are tests/conformance)."""
    rules = Skat(variants)
    *_, (s, _seat, _) = random_steps(rules, seed)
    calls = [c.value for c in s.calls if c.call == "bid"]
    assert all(v in BID_VALUES for v in calls) and calls == sorted(set(calls))
    r = s.result
    if r.kind == RAMSCH:
        assert sum(r.ramsch.points) == 120 and sum(r.ramsch.tricks) == 10
    if r.kind == GAME and s.claim is None and len(s.tricks) == 10:
        g = r.game
        taken = sum(points(t.cards) for t in s.tricks) + points(s.skat)
        assert taken == 120 and g.declarer_points + g.opponent_points == 120
        assert g.declarer_tricks + g.opponent_tricks == 10


@SETTINGS
@given(seed=st.integers(0, 10**9), variants=VARIANTS)
def test_scores_follow_the_result(seed, variants):
    rules = Skat(variants)
    *_, (s, _, _) = random_steps(rules, seed)
    r = s.result
    if r.kind != GAME:
        return
    g = r.game
    d = g.declaration
    if d.type == "N":
        assert g.won == (g.declarer_tricks == 0)
    else:  # a game won on points and value can never be scored as lost, nor the reverse
        reached = g.declarer_points >= 61 and (not d.schneider or g.declarer_points >= 90) \
            and (not d.schwarz or g.opponent_tricks == 0)
        assert g.won == (reached and g.game_value >= g.bid and (s.claim is None or s.claim.kind != "resign"))
        assert g.value >= g.bid or g.won is False or g.value == g.game_value
    factor = 2 if r.bock else 1
    assert r.scores[g.declarer] - (50 if g.won else -50) * (variants["scoring"] == "seeger_fabian") \
        == factor * (g.value if g.won else -2 * g.value)


def test_load_rejects_a_duplicated_card():
    rules = Skat()
    match = Match.new(rules, 5)
    match.next_deal()
    data = match.to_json()
    data["state"]["skat"][0] = data["state"]["hands"][0][0]
    try:
        Match.from_json(data, games.rulesets())
    except ValueError as exc:
        assert "32-card pack" in str(exc)
    else:
        raise AssertionError("a duplicated card was accepted")

