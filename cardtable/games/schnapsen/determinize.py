"""Schnapsen's hidden cards for search: the opponent's unknown cards and the talon order.

What the seat knows (§13.5): its hand, every played card, the face-up trump, cards the
opponent showed (marriages, an exchange, the last talon card) and, in strict play, what a
failure to follow, beat or trump reveals.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...engine.cards import Card, deck
from ...engine.hidden import deal_or_fail, follow_voids
from .observation import SchnapsenObservation
from .state import FOLLOW, SchnapsenState, TrickRecord

if TYPE_CHECKING:
    from .rules import Schnapsen

OPP, TALON = "opp", "talon"


def unseen_cards(rules: Schnapsen, obs: SchnapsenObservation) -> list[Card]:
    """Cards neither in this hand, played, face up, turned down by a close nor known in the
    opponent's hand: the opponent's hidden cards and the hidden talon."""
    known = set(obs.seen_cards()) | set(obs.known[1 - obs.seat])
    known.update(c for c in (obs.turnup, obs.closed_turnup) if c is not None)
    return [c for c in deck(int(rules.variants.deck)) if c not in known]


def impossible(rules: Schnapsen, obs: SchnapsenObservation) -> set[Card]:
    """Unseen cards the opponent cannot hold: strict play shows what it lacks (§8.2)."""
    return follow_voids(rules, obs, unseen_cards(rules, obs)).get(1 - obs.seat, set())


def determinize(rules: Schnapsen, obs: SchnapsenObservation, rng: random.Random) -> SchnapsenState:
    if obs.result is not None:
        raise ValueError("the deal is over: nothing is hidden")
    me, opp = obs.seat, 1 - obs.seat
    assert obs.trump is not None  # a Schnapsen deal always has its trump suit
    face_up = obs.turnup if obs.turnup is not None else obs.closed_turnup if obs.closed else None
    known_opp = list(obs.known[opp])
    room = {OPP: obs.hand_sizes[opp] - len(known_opp), TALON: obs.talon_size - (face_up is not None)}
    bad = impossible(rules, obs)
    dealt = deal_or_fail(unseen_cards(rules, obs), room, lambda k, c: k == TALON or c not in bad, rng)
    talon = dealt[TALON]
    rng.shuffle(talon)
    if face_up is not None:
        talon.append(face_up)
    hands: list[list[Card]] = [[], []]
    hands[me], hands[opp] = list(obs.hand), known_opp + dealt[OPP]
    piles: list[list[tuple[Card, Card]]] = [[], []]
    history = []
    for winner, ((leader, led), (_, followed)) in obs.tricks:
        piles[winner].append((led, followed))
        history.append(TrickRecord(leader, led, followed, winner))
    return SchnapsenState(
        dealer=obs.dealer, trump=obs.trump, phase=obs.phase, leader=obs.leader, hands=hands, talon=talon,
        led=obs.trick[0][1] if obs.phase == FOLLOW else None, marriage_suit=obs.marriage_suit,
        closed=obs.closed, closer=obs.closer, close_snapshot=obs.close_snapshot,
        closed_turnup=obs.closed_turnup, closed_at=obs.strict_since if obs.closed else None,
        piles=piles, marriages=[list(m) for m in obs.marriages], tricks=history,
        shown=[list(k) for k in obs.known], exchanged_by=obs.exchanged_by,
        last_trick_winner=obs.tricks[-1][0] if obs.tricks else None,
    )
