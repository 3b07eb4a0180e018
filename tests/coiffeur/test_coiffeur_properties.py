"""Invariants of whole Coiffeur games played with random legal actions (issue 5, Acceptance)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import Phase, given, settings, strategies as st

from cardtable import games
from cardtable.engine.ruleset import Match
from cardtable.games.coiffeur import scoring
from cardtable.games.coiffeur.bidding import owner, owner_count, tricks_per_deal
from cardtable.games.coiffeur.rules import Coiffeur
from cardtable.games.coiffeur.state import MATCH, REVERSE_MATCH

MODES = ["3p", "4p_partnership", "4p_individual"]
DEALS = {"3p": 30, "4p_partnership": 16, "4p_individual": 32}
SETTINGS = settings(max_examples=3, deadline=None, derandomize=True, phases=[Phase.explicit, Phase.generate])


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


def play_game(rules: Coiffeur, seed: int) -> Match:
    rng = random.Random(seed)
    m = Match.new(rules, seed)
    while not m.over:
        m.next_deal()
        for _ in range(200):  # every deal ends
            if not m.deal_running:
                break
            seat = rules.turn(m.state)
            m.apply(seat, rng.choice(rules.legal_actions(m.state, seat)))
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


def test_loaded_state_with_a_duplicated_card_is_rejected():
    rules = Coiffeur()
    m = Match.new(rules, 7)
    m.next_deal()
    data = m.to_json()
    data["state"]["hands"][0][0] = data["state"]["hands"][1][0]
    with pytest.raises(ValueError, match="36-card deck"):
        Match.from_json(data, games.rulesets())
