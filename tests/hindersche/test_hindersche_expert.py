"""The Hindersche expert's searched decisions: the Hüpscher (the hand played out in sampled
deals against a fresh deal's even chances, ``ai.hindersche.policy.fresh_deal_value``), the
cards worth comparing, the playouts' answer to a March, and the Schleipfe claim of a cheap trick."""

from __future__ import annotations

import random

import pytest
from hindersche_helpers import deal, run, standing

from cardtable.ai import make_player
from cardtable.ai.hindersche.policy import PLAYOUTS, fresh_deal_value
from cardtable.engine.cards import cards
from cardtable.games.hindersche import Hindersche
from cardtable.games.hindersche.rules import CLAIM, LET_GO
from cardtable.games.hindersche.state import PLAY, SCHLEIPFE, TrickRecord


def with_hand(state, seat: int, wanted: str):
    """``state`` with ``wanted`` as ``seat``'s hand: each missing card swapped for one of the
    seat's others, wherever it was (another hand or the undealt rest)."""
    want = cards(wanted)
    spare = [c for c in state.hands[seat] if c not in want]
    for c in want:
        if c not in state.hands[seat]:
            giver = next((h for h in state.hands if c in h), state.undealt)
            giver[giver.index(c)] = spare.pop()
    state.hands[seat] = list(want)
    return state


@pytest.mark.parametrize(("hand", "asks"), [
    ("DJ HJ DA DT DK SA ST CA CT", True),   # both top jacks, the trump ace and ten, two aces: a sure stroke
    ("S6 S7 S8 H6 H7 H8 C6 C7 C8", False),  # nothing but low plain cards: the deal to keep
])
def test_the_expert_asks_for_a_new_deal_with_a_hand_that_takes_the_points(hand, asks):
    # Round two, three players in the game (seat 3 is out), NORMAL: the highest gains a stroke,
    # the lowest wipes one. Diamonds are trumps (the turned card of the Example 8 pack).
    rules = Hindersche()
    state = deal(rules, standing({0: 2, 1: 1, 2: 1}, dealer=2, out=(3,)))
    assert state.phase == "hupscher" and state.to_move == 0 and state.trump == "D"
    state = with_hand(state, 0, hand)
    assert sorted(state.hands[0]) == sorted(cards(hand)) and sum(map(len, state.hands)) == 27
    obs = rules.observation(state, 0)
    choice = make_player(rules, "expert", 0, 1).choose(obs, rules.legal_actions(state, 0))
    assert (choice.kind == "HUPSCHER") == asks
    assert PLAYOUTS.candidates(obs, rules.legal_actions(state, 0))  # the choice was searched


def test_a_fresh_normal_deal_is_worth_no_stroke_either_way():
    # NORMAL: one lowest wipes a stroke, one highest gains one; before the cards are seen each
    # seat is as likely to be either, so a new deal is worth only its card points' tie-break.
    rules = Hindersche()
    state = deal(rules, standing({0: 2, 1: 1, 2: 1}, dealer=2, out=(3,)))
    assert abs(fresh_deal_value(rules, state, 0)) < 0.2


def midgame(takers: str, hands: dict[int, str], leader: int = 0, trick: str = ""):
    """A NORMAL deal (spades trumps: the Alt SJ, the Kloei CJ) after one trick per seat digit
    in ``takers`` (its taker), with these hands and ``trick`` played from ``leader`` on; the
    cards in neither went to the past tricks."""
    rules = Hindersche()
    state = deal(rules, standing({0: 1, 1: 1, 2: 1, 3: 1}, dealer=3))
    assert state.trump == "S"
    on_table = cards(trick)
    elsewhere = {c for text in hands.values() for c in cards(text)} | set(on_table)
    past = [c for h in state.hands for c in h if c not in elsewhere]
    assert len(past) == 4 * len(takers)
    state.hands = [cards(hands[s]) for s in range(4)]
    state.tricks = [TrickRecord(int(t), [(s, past[4 * n + s]) for s in range(4)], int(t), int(t))
                    for n, t in enumerate(takers)]
    state.trick = [((leader + i) % 4, c) for i, c in enumerate(on_table)]
    state.phase, state.hupscher = PLAY, None
    state.leader, state.to_move = leader, (leader + len(on_table)) % 4
    return rules, state


@pytest.mark.parametrize(("seat2", "hearts"), [
    ("D8 D6 HA HK HQ HJ", 1),  # H8 is gone: whichever of H9 H7 H6 seat 0 leads, the rest can go alike
    ("D8 H8 HA HK HQ HJ", 2),  # H8 is still out: H9 is another card than H7 or H6
])
def test_cards_that_play_alike_are_searched_once(seat2, hearts):
    # The Alt (SJ) stays apart from the Kloei (CJ), although both are worth 12.
    hands = {0: "H9 H7 H6 D9 SJ CJ", 1: "D7 DA DK DQ DJ DT", 2: seat2, 3: "HT CA CK CQ CT C9"}
    rules, state = midgame("111", hands)
    obs = rules.observation(state, 0)
    searched = [a.card for a in PLAYOUTS.candidates(obs, rules.legal_actions(state, 0))]
    assert {str(c) for c in searched} >= {"D9", "SJ", "CJ"} and len(searched) == 3 + hearts
    assert sum(c.suit == "H" for c in searched) == hearts


@pytest.mark.parametrize(("takers", "card"), [
    ("111", "HQ"),  # seat 1 took every trick so far: its March is stopped with the queen (3 points)
    ("102", "H6"),  # tricks shared: the usual duck under the nine
])
def test_the_playouts_take_a_cheap_trick_off_a_player_who_took_every_trick(takers, card):
    # Seat 1 leads H9; seat 2 holds HA HQ H6 and may duck. The expert's worlds play the others
    # this way, so its search sees a March coming and what stopping it costs.
    hands = {0: "HK H7 SJ CJ SA SK", 1: "DA DK DQ DJ DT", 2: "HA HQ H6 D8 D6 D7", 3: "HT CA CK CQ CT C9"}
    rules, state = midgame(takers, hands, leader=1, trick="H9")
    seat, action = PLAYOUTS.move(rules, state, random.Random(0))
    assert seat == 2 and str(action.card) == card



def claimable(third: str):
    """Trick 6 complete: seat 2 led H8, seat 3 took it with H9 (spades trumps), seat 0 played
    ``third`` and seat 1 the H6; seats 0 and 1 have let it go, and seat 2 may claim it. Three
    tricks are left: seat 0 holds D9 D8 DQ, seat 1 HA HQ HJ, seat 2 HK DT SA, seat 3 S8 CJ CK."""
    hands = {0: "D9 D8 DQ", 1: "HA HQ HJ H6", 2: "HK DT SA", 3: "S8 CJ CK"}
    rules, state = midgame("01013", hands, leader=2, trick=f"H8 H9 {third}")
    state = run(rules, state, "P1 PLAY:H6", "P0 SCHLEIPFE_PASS", "P1 SCHLEIPFE_PASS")
    assert state.phase == SCHLEIPFE and state.to_move == 2 and state.schleipfe.winner == 3
    return rules, state


@pytest.mark.parametrize("seed", range(3))
def test_the_master_claims_a_cheap_trick_to_keep_the_lead_from_the_seat_that_would_force_its_ace(seed):
    # Left with the lead, seat 3 can lead a trump, and seat 2's only trump, the ace (11), must
    # take that trick with whatever the others shed on it. With the lead, seat 2 leads from its
    # own hand. Three tricks left: the master solves each world exactly, and in every world of
    # this position claiming is worth more than a stroke (the expert's fast playouts mostly miss it).
    rules, state = claimable("H7")  # the trick carries no card points
    obs = rules.observation(state, 2)
    choice = make_player(rules, "master", 2, seed).choose(obs, rules.legal_actions(state, 2))
    assert choice.kind == CLAIM


def test_the_expert_weighs_a_claim_only_for_a_cheap_trick_and_the_master_for_any():
    # With the DA (11) on it, the trick is the expert's normal rule to let go (no March is on);
    # the master, with work to spare, searches that claim too.
    for third, searched in (("H7", {CLAIM, LET_GO}), ("DA", set())):
        rules, state = claimable(third)
        obs, legal = rules.observation(state, 2), rules.legal_actions(state, 2)
        assert {a.kind for a in PLAYOUTS.candidates(obs, legal)} == searched
        assert {a.kind for a in make_player(rules, "master", 2, 0).game.candidates(obs, legal)} == {CLAIM, LET_GO}
        if not searched:
            assert make_player(rules, "expert", 2, 0).choose(obs, legal).kind == LET_GO
