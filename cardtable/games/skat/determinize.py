"""Skat's hidden cards for search: the other hands and the skat, dealt consistently with the
seat's knowledge (§13): its hand, the played cards, an ouvert hand, the skat it picked up and
put away, and the suits a seat showed it lacks by not following (§9.3)."""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import replace

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.hidden import deal_or_fail, ruled_out
from ...engine.ruleset import shallow_copy
from ...engine.tricks import plays
from . import bidding
from .cards import DECK, Tricks
from .observation import SkatObservation
from .state import BIDDING, PLAY, RAMSCH_PLAY, SkatState, TrickRecord

SKAT = "skat"
CALL_ACTIONS = {"bid": bidding.BID, "play": bidding.BID, "hold": bidding.HOLD, "pass": bidding.PASS}


def clone(s: SkatState) -> SkatState:
    """The lists play changes are copied; trick records and calls are never changed once made."""
    c = shallow_copy(s)
    c.hands, c.skat, c.trick = [list(h) for h in s.hands], list(s.skat), list(s.trick)
    c.tricks, c.calls, c.picked_up = list(s.tricks), list(s.calls), list(s.picked_up)
    return c


def hidden_seats(obs: SkatObservation) -> list[int]:
    return [p for p in range(3) if p != obs.seat and not (p == obs.declarer and obs.ouvert_hand)]


def unseen_cards(obs: SkatObservation) -> list[Card]:
    known = obs.seen_cards() | set(obs.picked_up) | set(obs.discards) | set(obs.ouvert_hand)
    return [c for c in DECK if c not in known]


def impossible(obs: SkatObservation) -> dict[Hashable, set[Card]]:
    """Per seat, the unseen cards it cannot hold: it did not follow the led suit (§9.3)."""
    if obs.game is None:
        return {}
    return ruled_out(plays(obs), unseen_cards(obs), Tricks(obs.game).legal)


def determinize(obs: SkatObservation, rng: random.Random) -> SkatState:
    if obs.result is not None:
        raise ValueError("the deal is over: nothing is hidden")
    me = obs.seat
    unseen = unseen_cards(obs)
    room: dict[int | str, int] = {p: obs.hand_sizes[p] for p in hidden_seats(obs)}
    room[SKAT] = len(unseen) - sum(room.values())
    bad = impossible(obs)
    dealt = deal_or_fail(unseen, room, lambda k, c: k == SKAT or c not in bad.get(k, ()), rng)
    hands = [list(obs.ouvert_hand) if p == obs.declarer and obs.ouvert_hand else dealt.get(p, []) for p in range(3)]
    hands[me] = list(obs.hand)
    skat = list(obs.discards) + dealt[SKAT]
    picked_up = list(obs.picked_up)
    if obs.skat_taken and not picked_up and obs.declarer is not None:  # a defender: any two of the declarer's twelve cards
        played = [c for _, t in [*obs.tricks, (None, obs.trick)] for p, c in t if p == obs.declarer]
        picked_up = rng.sample(sorted(hands[obs.declarer] + skat + played), 2)
    tricks = [TrickRecord(t[0][0], [c for _, c in t], w) for w, t in obs.tricks]
    playing = obs.phase in (PLAY, RAMSCH_PLAY)
    leader = (obs.turn - len(obs.trick)) % 3 if playing and obs.turn is not None else 0
    return replace(
        auction_of(obs), phase=obs.phase, hands=hands, skat=skat, bock=obs.bock,
        totals=[int(t) for t in obs.match_scores], bock_pending=obs.bock_pending,
        declarer=obs.declarer, bid=obs.bid, skat_taken=obs.skat_taken, picked_up=picked_up,
        declaration=obs.declaration, leader=leader, trick=[c for _, c in obs.trick], tricks=tricks,
    )


def auction_of(obs: SkatObservation) -> SkatState:
    """The auction replayed from the public calls (§7.4): it knows the survivor of the first duel."""
    s = SkatState(deal_no=obs.deal_no, dealer=obs.dealer, phase=BIDDING, hands=[[], [], []], skat=[])
    for call in obs.calls:
        value = None if call.value is None or call.call == "hold" else str(call.value)
        bidding.apply_call(s, call.seat, Action(CALL_ACTIONS[call.call], arg=value))
    return s
