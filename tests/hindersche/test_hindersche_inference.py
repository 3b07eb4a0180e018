"""The master's reading of the card play (``ai.hindersche.inference``): the normal card rule,
seen from each seat as it was, as the model of the others' choices."""

from __future__ import annotations

import random
from unittest.mock import patch

from hypothesis import given, settings, strategies as st
from test_hindersche_expert import midgame

from cardtable.ai import make_player
from cardtable.ai.hindersche import inference
from cardtable.engine.ruleset import Match
from cardtable.games.hindersche import Hindersche
from cardtable.games.hindersche.state import PLAY

SEAT0, SEAT2 = "H8 H9 C9 CT CQ CK CA DA", "S7 S8 S9 ST SJ SQ SK SA CJ"


def test_a_seat_that_ducks_with_a_pip_is_read_as_holding_no_ten_of_the_suit():
    # Spades trumps. Seat 0 led the heart ace and seat 1 played the six under it. The normal
    # rule sheds the most points on a trick it cannot win: with the ten of hearts it would
    # have played the ten, so seat 2 counts the world where seat 1 holds it as less likely.
    worlds = {
        holder: midgame("", {0: SEAT0, 1: f"{h1} D6 D7 D8 C6 C7 C8 S6", 2: SEAT2, 3: f"{h3} HK HQ HJ D9 DT DJ DQ DK"},
                        trick="HA H6")[1]
        for holder, (h1, h3) in {"seat 1": ("HT", "H7"), "seat 3": ("H7", "HT")}.items()
    }
    rules = Hindersche()
    obs = rules.observation(worlds["seat 1"], 2)
    assert obs == rules.observation(worlds["seat 3"], 2) and obs.turn == 2  # seat 2 cannot tell them apart
    weight = {holder: inference.likelihood(obs, world, True, False) for holder, world in worlds.items()}
    assert weight["seat 1"] < weight["seat 3"]


@settings(max_examples=8, deadline=None)
@given(st.integers(0, 10_000))
def test_the_true_hands_never_stray_when_the_others_play_the_normal_rule(seed):
    # With no stray allowed, a world weighs 1 only if every card the others chose is the
    # kind the normal rule would choose from that world's hands as the chooser saw the deal
    # then. Normal players make exactly those choices, so the true hands always weigh 1,
    # while some other world consistent with the seat's knowledge is ruled out.
    rules = Hindersche()
    match = Match.new(rules, seed)
    players = [make_player(rules, "normal", seat, seed) for seat in range(4)]
    match.next_deal()
    ruled_out = 0
    rng = random.Random(seed)
    while match.deal_running:
        s = match.state  # a deal with a Hüpscher asked and granted ends early
        seat = rules.turn(s)
        obs = rules.observation(s, seat)
        if s.phase == PLAY:
            with patch.multiple(inference, STRAY=0.0, LEAD_STRAY=0.0):
                assert inference.likelihood(obs, s, True, False) == 1.0
                ruled_out += inference.likelihood(obs, rules.determinize(obs, rng), True, False) == 0.0
        match.apply(seat, players[seat].choose(obs, rules.legal_actions(s, seat)))
    assert ruled_out > 0


def test_the_master_reads_the_play_and_the_expert_does_not():
    rules, world = midgame("", {0: SEAT0, 1: "HT D6 D7 D8 C6 C7 C8 S6", 2: SEAT2, 3: "H7 HK HQ HJ D9 DT DJ DQ DK"},
                           trick="HA H6")
    obs = rules.observation(world, 2)
    master, expert = (make_player(rules, level, 2, 1) for level in ("master", "expert"))
    assert master.game.likelihood(rules, obs, world) < 1.0  # type: ignore[attr-defined]
    assert expert.game.likelihood(rules, obs, world) == 1.0  # type: ignore[attr-defined]
