"""The Hindersche expert's searched Hüpscher: it plays the hand out in sampled deals against a
fresh deal's even chances (``ai.hindersche.policy.fresh_deal_value``)."""

from __future__ import annotations

import pytest
from hindersche_helpers import deal, standing

from cardtable.ai import make_player
from cardtable.ai.hindersche.policy import PLAYOUTS, fresh_deal_value
from cardtable.engine.cards import cards
from cardtable.games.hindersche import Hindersche


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
