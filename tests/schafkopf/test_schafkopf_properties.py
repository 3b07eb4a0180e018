"""Invariants over random deals (issue 4 Acceptance): conservation, totals, zero sum,
termination, no leak of hidden cards or of the hidden partner, save/load continuity,
illegal actions rejected without change."""

from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings, strategies as st
from schafkopf_testkit import deal, run
from test_schafkopf_examples import EX11_HANDS

from cardtable import games
from cardtable.engine import codec
from cardtable.engine.actions import Action, IllegalAction, Reason, play
from cardtable.engine.cards import card, cards
from cardtable.engine.ruleset import Match, SaveFormatError
from cardtable.games.schafkopf import Schafkopf
from cardtable.games.schafkopf.cards import Contract, card_points, illegal_card_reason
from cardtable.games.schafkopf.state import DEAL_END, SchafkopfState

VARIANT_CHOICES = st.fixed_dictionaries({
    "ramsch": st.booleans(), "geier": st.booleans(), "farbwenz": st.booleans(), "bettel": st.booleans(),
    "klopfen": st.booleans(), "bock_after_throw_in": st.booleans(), "laufende_symmetric": st.booleans(),
    "tariff": st.sampled_from(["seed", "cents_10_20_50"]),
})
SETTINGS = settings(max_examples=40, deadline=None)


def choose(rules: Schafkopf, state: SchafkopfState, rng: random.Random) -> tuple[int, Action]:
    seat = rules.turn(state)
    legal = rules.legal_actions(state, seat)
    # bias towards bidding so that contracts of every kind are reached
    bids = [a for a in legal if a.kind == "BID"]
    if bids and rng.random() < 0.5:
        return seat, rng.choice(bids)
    return seat, rng.choice(legal)


def play_out(rules: Schafkopf, match: Match, rng: random.Random, check) -> None:
    match.next_deal()
    for _ in range(200):
        if not match.deal_running:
            return
        check(rules, match.state)
        seat, action = choose(rules, match.state, rng)
        match.apply(seat, action)
    raise AssertionError("the deal did not end")


def invariants(rules: Schafkopf, s: SchafkopfState) -> None:
    rules.check_state(s)  # 32 cards conserved, bookkeeping consistent
    turn = rules.turn(s)
    for seat in range(4):
        obs = rules.observation(s, seat)
        visible = set(obs.hand) | {c for _, c in obs.trick} | {c for _, t in obs.tricks for _, c in t}
        others = {c for p in range(4) if p != seat for c in s.hands[p]}
        assert not (set(obs.hand) & others)
        assert set(obs.hand) <= set(s.hands[seat])
        assert not obs.revealed
        assert json.dumps(codec.encode(obs))  # observations are plain data
        assert (seat == turn) == bool(obs.legal)
        assert not (visible - set(obs.hand)) & others
        if s.partner is not None and not s.partner_revealed and seat != s.partner:
            assert obs.partner is None
            assert_partner_hidden(rules, s, seat)


def assert_partner_hidden(rules: Schafkopf, s: SchafkopfState, seat: int) -> None:
    """Swap the partner's hidden cards with another seat the observer cannot tell apart:
    the observer's view must not change (§15 hidden partner)."""
    # Hand sizes are public, so only a seat holding as many cards can stand in for the partner
    # (mid-trick, one of them may already have played).
    candidates = [p for p in range(4) if p not in (seat, s.contract.declarer, s.partner)
                  and len(s.hands[p]) == len(s.hands[s.partner])]
    if not candidates:
        return
    other = candidates[0]
    twin = copy.deepcopy(s)
    for field in ("hands", "dealt"):
        seq = getattr(twin, field)
        seq[s.partner], seq[other] = seq[other], seq[s.partner]
    twin.partner = other
    assert codec.encode(rules.observation(s, seat)) == codec.encode(rules.observation(twin, seat))


@SETTINGS
@given(seed=st.integers(0, 10**9), variants=VARIANT_CHOICES)
def test_random_deals_keep_every_invariant(seed, variants):
    rules = Schafkopf(variants)
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    for _ in range(3):
        play_out(rules, match, rng, invariants)
        s = match.state
        assert s.phase == DEAL_END
        r = s.result
        assert sum(r.vector) == 0 and len(r.vector) == 4
        if len(s.tricks) == 8:
            assert sum(card_points(t.cards) for t in s.tricks) == 120
        if s.contract is not None and s.contract.type in ("sauspiel", "wenz", "solo", "geier", "farbwenz"):
            assert len(s.tricks) == 8
        for seat in range(4):
            assert rules.observation(s, seat).revealed == tuple(tuple(h) for h in s.dealt)
    assert sum(rules.match_scores(match.record)) == 0
    assert match.record.deals == 3


def test_loaded_state_with_a_missing_card_is_rejected():
    rules = Schafkopf()
    match = Match.new(rules, 5)
    match.next_deal()
    data = match.to_json()
    data["state"]["hands"][0] = data["state"]["hands"][0][1:]
    with pytest.raises(SaveFormatError):
        Match.from_json(data, games.rulesets())


def test_reasons_name_the_rule():
    rules = Schafkopf()
    s = deal(rules, EX11_HANDS, dealer=3)
    s = run(rules, s, [(0, "pass"), (1, "bid:sauspiel"), (2, "pass"), (3, "pass"), (1, "call:D")])
    s = run(rules, s, [(0, "pass"), (2, "pass"), (3, "pass"), (0, "CA"), (1, "C7"), (2, "C8")])
    for text, reason in (("DA", Reason.of("schafkopf.keep_called_ace")), ("CQ", Reason.of("engine.not_held", card="CQ"))):
        with pytest.raises(IllegalAction) as exc:
            rules.apply(s, 3, play(card(text)))
        assert exc.value.reason == reason
    with pytest.raises(IllegalAction) as exc:
        rules.apply(s, 0, play(card("DQ")))
    assert exc.value.reason == Reason.of("engine.not_your_turn")
    s = run(rules, s, [(3, "SJ"), (3, "D8"), (0, "DJ")])
    with pytest.raises(IllegalAction) as exc:
        rules.apply(s, 1, play(card("CQ")))
    assert exc.value.reason == Reason.of("engine.follow_suit", suit="D")
    s = run(rules, s, [(1, "DT"), (2, "D7"), (0, "HK"), (1, "SQ")])
    with pytest.raises(IllegalAction) as exc:
        rules.apply(s, 2, play(card("SK")))
    assert exc.value.reason == Reason.of("engine.follow_trump")
    hand = cards("SA S9 CK C7 DT HK DJ H8")
    assert Reason.of("schafkopf.run_away", suit="S") == illegal_card_reason(Contract("sauspiel", 0, called_suit="S"), hand, [], [], card("S9"))
