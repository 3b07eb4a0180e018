"""Invariants over random deals (issue 3 Acceptance): conservation, 120 points, every deal ends,
the bid ladder, consistent scoring, no leaks in observations, illegal actions change nothing,
save/load continues identically."""

from __future__ import annotations

import dataclasses
import json
import random

from hypothesis import given, settings, strategies as st
from skat_helpers import play_random

from cardtable import games
from cardtable.engine import codec
from cardtable.engine.actions import Action, IllegalAction
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
def test_conservation_observations_and_end(seed, variants):
    rules = Skat(variants)
    steps = 0
    for s, _seat, _ in random_steps(rules, seed):
        steps += 1
        rules.check_state(s)  # 32 cards, each exactly once, sizes consistent
        for viewer in range(3):
            obs = rules.observation(s, viewer)
            leaked = cards_in(obs) - visible(s, viewer)
            assert not leaked, f"seat {viewer} sees {leaked} in {s.phase}"
    assert steps < 120 and rules.deal_over(s)
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


@SETTINGS
@given(seed=st.integers(0, 10**9), pick=st.integers(0, 10**6))
def test_illegal_actions_raise_and_change_nothing(seed, pick):
    rules = Skat({"claims": True})
    rng = random.Random(pick)
    all_actions = ([Action("PLAY", card=c) for c in DECK] + [Action("DISCARD", card=c) for c in DECK]
                   + [Action("BID", arg=str(v)) for v in (17, 18, 19, 25, 264)]
                   + [Action(k) for k in ("HOLD", "PASS", "TAKE_SKAT", "RESIGN", "CLAIM", "DEFENCE_CLAIM")]
                   + [Action("DECLARE", arg=a) for a in ("clubs", "grand+hand", "null", "null+hand+ouvert", "spades+schneider")])
    for s, _seat, _ in random_steps(rules, seed):
        before = json.dumps(codec.encode(s))
        who = rng.randrange(3)
        illegal = [a for a in all_actions if a not in rules.legal_actions(s, who)]
        action = rng.choice(illegal)
        try:
            rules.apply(s, who, action)
        except IllegalAction as exc:
            assert exc.reason and exc.action == action
        else:
            raise AssertionError(f"{action} by seat {who} was accepted in {s.phase}")
        assert json.dumps(codec.encode(s)) == before


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**9), cut=st.integers(0, 60), variants=VARIANTS)
def test_save_and_load_continue_identically(seed, cut, variants):
    rules = Skat({**variants, "series_length": 3})
    match = Match.new(rules, seed)
    rng = random.Random(seed)
    actions = 0
    while not match.over and actions < cut:
        if not match.deal_running:
            match.next_deal()
        seat = rules.turn(match.state)
        match.apply(seat, rng.choice(rules.legal_actions(match.state, seat)))
        actions += 1
    copy = Match.from_json(json.loads(json.dumps(match.to_json())), games.rulesets())
    state_rng = rng.getstate()
    for m in (match, copy):
        rng.setstate(state_rng)
        while not m.over:
            if not m.deal_running:
                m.next_deal()
            seat = m.rules.turn(m.state)
            m.apply(seat, rng.choice(m.rules.legal_actions(m.state, seat)))
    assert match.to_json() == copy.to_json()
    assert match.record.totals == [sum(line.scores[i] for line in match.record.sheet) for i in range(3)]


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


def test_every_random_deal_ends_quickly():
    rules = Skat({"ramsch": True, "claims": True})
    for seed in range(30):
        rng = random.Random(seed)
        s, _ = rules.start_deal(rules.new_match(rng), rng)
        assert rules.deal_over(play_random(rules, s, rng))
