"""Variant ``claims`` through the engine (§12.5) and the announced-schwarz early end (§9.5.2),
on the sample deal of the rules file."""

from __future__ import annotations

import random

import pytest
from skat_helpers import SAMPLE_AUCTION, SAMPLE_DECK, SAMPLE_LEADERS, SAMPLE_PLAY, run, sample_after_declaration

from cardtable.engine.actions import Action, IllegalAction
from cardtable.games.skat import Skat


def play_tricks(rules: Skat, s, count: int):
    for leader, trick in list(zip(SAMPLE_LEADERS, SAMPLE_PLAY))[:count]:
        s = run(rules, s, [((leader + i) % 3, f"PLAY:{c}") for i, c in enumerate(trick.split())])
    return s


def test_declarer_claim_credits_the_remaining_tricks():
    rules = Skat({"claims": True})
    s = play_tricks(rules, sample_after_declaration(rules), 8)
    assert Action("CLAIM") in rules.legal_actions(s, 1)
    s = run(rules, s, [(1, "CLAIM")])
    g = s.result.game
    assert s.claim.valid and (g.declarer_points, g.declarer_tricks, g.opponent_tricks) == (96, 9, 1)
    assert list(rules.deal_scores(s)) == [0, 60, 0]


def test_failed_defence_claim_gives_the_rest_to_the_declarer():
    rules = Skat({"claims": True})
    s = play_tricks(rules, sample_after_declaration(rules), 7)  # middlehand won trick 7 and leads
    assert rules.turn(s) == 2 and Action("DEFENCE_CLAIM") in rules.legal_actions(s, 2)
    s = run(rules, s, [(2, "DEFENCE_CLAIM")])
    assert not s.claim.valid and s.result.game.declarer_tricks == 9 and s.result.game.won


def test_resignation_before_the_first_card():
    rules = Skat({"claims": True})
    s = sample_after_declaration(rules)
    assert Action("RESIGN") in rules.legal_actions(s, 1)
    s = run(rules, s, [(1, "RESIGN")])
    g = s.result.game
    assert (g.matadors, g.levels, g.value, g.won) == (3, 4, 48, False)
    assert list(rules.deal_scores(s)) == [0, -96, 0]


def test_claims_need_the_variant_and_the_lead():
    rules = Skat()
    s = sample_after_declaration(rules)
    with pytest.raises(IllegalAction, match=r"skat\.claims_off"):
        rules.apply(s, 1, Action("RESIGN"))
    rules = Skat({"claims": True})
    s = run(rules, sample_after_declaration(rules), [(1, "PLAY:CJ")])
    with pytest.raises(IllegalAction, match=r"skat\.resign_when"):
        rules.apply(s, 1, Action("RESIGN"))
    assert Action("CLAIM") not in rules.legal_actions(s, 1)


@pytest.mark.parametrize("seed", range(8))
def test_announced_schwarz_ends_at_the_first_lost_trick(seed):
    rules = Skat()
    rng = random.Random(seed)
    s = run(rules, rules.deal_from(SAMPLE_DECK, dealer=0), SAMPLE_AUCTION + [(1, "DECLARE:clubs+hand+schwarz")])
    while not rules.deal_over(s):
        seat = rules.turn(s)
        s, _ = rules.apply(s, seat, rng.choice(rules.legal_actions(s, seat)))
    opponent_tricks = [t for t in s.tricks if t.winner != 1]
    assert len(opponent_tricks) <= 1 and (not opponent_tricks or s.tricks[-1] is opponent_tricks[0])
    g = s.result.game
    assert g.won == (len(s.tricks) == 10 and not opponent_tricks) and g.ended_early == bool(opponent_tricks)
