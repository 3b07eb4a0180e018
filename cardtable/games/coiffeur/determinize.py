"""Coiffeur's hidden cards for search (§12): the other hands dealt consistently with what the
seat knows (its hand, the played cards, the suits a seat showed it lacks by the follow rules
of §8.2), then the public bids and tricks replayed on that deal."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...engine.actions import Action, play
from ...engine.cards import deck
from ...engine.hidden import deal_or_fail, follow_voids, played_by
from .observation import CoiffeurObservation
from .state import CoiffeurState

if TYPE_CHECKING:
    from .rules import Coiffeur


def determinize(rules: Coiffeur, obs: CoiffeurObservation, rng: random.Random) -> CoiffeurState:
    if obs.result is not None:
        raise ValueError("the deal is over: nothing is hidden")
    n, me = obs.seat_count, obs.seat
    played = played_by(obs)
    seen = obs.seen_cards()
    unseen = [c for c in deck(36) if c not in seen]
    bad = follow_voids(rules, obs, unseen)
    room = {p: obs.hand_sizes[p] for p in range(n) if p != me}
    dealt = deal_or_fail(unseen, room, lambda k, c: c not in bad.get(k, ()), rng)
    dealt[me] = list(obs.hand)
    as_dealt = [dealt[p] + played[p] for p in range(n)]
    pack = [c for k in range(12) for c in as_dealt[(obs.dealer + 1 + k) % n][3 * (k // n):3 * (k // n) + 3]]
    s = rules.deal_from(pack, obs.dealer, obs.board, draw_seed=rng.getrandbits(48))
    for bid in obs.bids:
        rules.step(s, bid.seat, Action.parse(bid.action))
    for _, trick in [*obs.tricks, (None, obs.trick)]:
        for seat, c in trick:
            rules.step(s, seat, play(c))
    return s
