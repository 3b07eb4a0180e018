"""Invariants of whole Coiffeur games played with random legal actions (issue 5, Acceptance)."""

from __future__ import annotations

import json
import random
from collections import Counter
from dataclasses import replace

import pytest
from hypothesis import Phase, given, settings, strategies as st

from cardtable import games
from cardtable.engine import codec
from cardtable.engine.actions import Action, IllegalAction
from cardtable.engine.cards import ALL_CARDS
from cardtable.engine.ruleset import Match
from cardtable.games.coiffeur import scoring
from cardtable.games.coiffeur.bidding import owner, owner_count, tricks_per_deal
from cardtable.games.coiffeur.rules import Coiffeur
from cardtable.games.coiffeur.state import MATCH, REVERSE_MATCH

MODES = ["3p", "4p_partnership", "4p_individual"]
DEALS = {"3p": 30, "4p_partnership": 16, "4p_individual": 32}
CARD_TEXTS = {c.text for c in ALL_CARDS}
SETTINGS = settings(max_examples=3, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate])


def cards_in(value) -> set[str]:
    """Every card text inside an encoded value (plain cards and ``PLAY:XX`` ids)."""
    if isinstance(value, str):
        tail = value.rsplit(":", 1)[-1]
        return {tail} if tail in CARD_TEXTS else set()
    if isinstance(value, dict):
        return set().union(*(cards_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(cards_in(v) for v in value)) if value else set()
    return set()


def check_deal_step(rules: Coiffeur, m: Match, events) -> None:
    s = m.state
    rules.check_state(s)  # 36 cards, each exactly once
    for seat in range(rules.seats):
        hidden = {c.text for p, h in enumerate(s.hands) if p != seat for c in h}
        obs = replace(rules.observation(s, seat), board=None)  # the board holds only public tie-break draws
        assert set(obs.hand) == set(s.hands[seat])
        assert not cards_in(codec.encode(obs)) & hidden
        for e in events:
            assert not {c.text for c in e.for_seat(seat).cards} & hidden


def check_finished_deal(rules: Coiffeur, s) -> None:
    r = s.result
    assert sum(s.points) == 157 and sum(s.tricks_won) == tricks_per_deal(rules.mode)
    assert r.value == (257 if r.outcome == MATCH else 0 if r.outcome == REVERSE_MATCH else r.side_points)


def check_board(rules: Coiffeur, m: Match) -> None:
    b = m.record.board
    assert scoring.complete(b) and len(m.record.sheet) == DEALS[rules.mode]
    played = Counter((owner(rules.mode, line.declarer), line.contract) for line in m.record.sheet)
    assert all(n == 1 for n in played.values()) and len(played) == owner_count(rules.mode) * len(b.rows)
    totals = scoring.totals(b)
    if rules.mode == "3p":
        for row in b.rows:  # one first (w strokes) and one last (w circles) per row
            assert sum(row.strokes) == sum(row.circles) == row.factor
            assert sorted(row.order) == [0, 1, 2]
        strokes, circles = scoring.match_row(b)
        assert sum(strokes) == sum(circles) == 2 * len(b.match_events)
        assert sum(totals) == 0
    else:
        assert all(s == scoring.contract_score(v, row.factor, False) for row in b.rows for v, s in zip(row.values, row.scores))


def play_game(rules: Coiffeur, seed: int, checks: bool = True) -> Match:
    rng = random.Random(seed)
    m = Match.new(rules, seed)
    while not m.over:
        m.next_deal()
        for _ in range(200):  # every deal ends
            if not m.deal_running:
                break
            seat = rules.turn(m.state)
            s = m.state
            events = m.apply(seat, rng.choice(rules.legal_actions(s, seat)))
            if checks and m.state is not None:
                check_deal_step(rules, m, events)
        else:
            pytest.fail("a deal did not end")
        check_finished_deal(rules, m.state)
    return m


@pytest.mark.parametrize("mode", MODES)
@settings(SETTINGS, max_examples=2)
@given(seed=st.integers(0, 2**32))
def test_whole_games_keep_the_invariants(mode, seed):
    rules = Coiffeur({"mode": mode})
    check_board(rules, play_game(rules, seed))


@SETTINGS
@given(seed=st.integers(0, 2**32), cut=st.integers(1, 400))
def test_save_and_load_continue_identically(seed, cut):
    rules = Coiffeur({"puur_exempt": False})
    rng = random.Random(seed)
    m = Match.new(rules, seed)
    steps = 0
    while not m.over:
        if not m.deal_running:
            m.next_deal()
            continue
        steps += 1
        if steps == cut:
            saved = json.loads(json.dumps(m.to_json()))
            loaded = Match.from_json(saved, games.rulesets())
            twin_rng = random.Random()
            twin_rng.setstate(rng.getstate())
            a = _finish(m, rng)
            b = _finish(loaded, twin_rng)
            assert codec.encode(a.record) == codec.encode(b.record)
            return
        seat = rules.turn(m.state)
        m.apply(seat, rng.choice(rules.legal_actions(m.state, seat)))


def _finish(m: Match, rng: random.Random) -> Match:
    while not m.over:
        if not m.deal_running:
            m.next_deal()
            continue
        seat = m.rules.turn(m.state)
        m.apply(seat, rng.choice(m.rules.legal_actions(m.state, seat)))
    return m


@SETTINGS
@given(seed=st.integers(0, 2**32), data=st.data())
def test_illegal_actions_raise_and_change_nothing(seed, data):
    rules = Coiffeur({"mode": data.draw(st.sampled_from(MODES))})
    rng = random.Random(seed)
    m = Match.new(rules, seed)
    m.next_deal()
    all_actions = [Action.parse(f"PLAY:{c}") for c in sorted(CARD_TEXTS)] + [
        Action("PASS"), Action.parse("DECLARE:trump_S"), Action.parse("DECLARE:slalom"), Action.parse("DECLARE:joker1/gustav/obenabe"),
    ]
    while m.deal_running:
        s = m.state
        before = json.dumps(codec.encode(s))
        seat = data.draw(st.integers(0, rules.seats - 1))
        legal = rules.legal_actions(s, seat)
        for bad in (a for a in all_actions if a not in legal):
            with pytest.raises(IllegalAction) as err:
                rules.apply(s, seat, bad)
            assert err.value.reason
        assert json.dumps(codec.encode(s)) == before
        turn = rules.turn(s)
        m.apply(turn, rng.choice(rules.legal_actions(s, turn)))


def test_loaded_state_with_a_duplicated_card_is_rejected():
    rules = Coiffeur()
    m = Match.new(rules, 7)
    m.next_deal()
    data = m.to_json()
    data["state"]["hands"][0][0] = data["state"]["hands"][1][0]
    with pytest.raises(ValueError, match="36-card deck"):
        Match.from_json(data, games.rulesets())
