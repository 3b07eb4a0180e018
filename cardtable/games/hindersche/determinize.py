"""Hindersche's hidden cards for search (section 17): the other participants' hands and the
undealt pile, dealt consistently with what the seat knows (its hand, the played cards, the
dealer's turned trump card, the suits a seat showed it lacks), then the deal's public steps
replayed: Hüpscher turns, the tricks and their Schleipfe windows."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from ...engine.actions import Action, play
from ...engine.cards import ALL_CARDS
from ...engine.hidden import deal_or_fail, follow_voids, played_by
from ...engine.ruleset import shallow_copy
from .observation import HinderscheObservation
from .state import SCHLEIPFE, SCHLEIPFE_OBJECTION, HinderscheState

if TYPE_CHECKING:
    from .rules import Hindersche

PILE = "pile"  # the undealt cards under the turned trump card (2 or 3 participants)


def clone(s: HinderscheState) -> HinderscheState:
    """A copy sharing what a deal never changes: the standing it began with, trick records."""
    c = shallow_copy(s)
    c.hands = [list(h) for h in s.hands]
    c.trick, c.tricks = list(s.trick), list(s.tricks)
    if s.hupscher is not None:
        w = c.hupscher = shallow_copy(s.hupscher)
        w.had_turn, w.to_answer = list(w.had_turn), list(w.to_answer)
    if s.schleipfe is not None:
        sw = c.schleipfe = shallow_copy(s.schleipfe)
        sw.to_ask, sw.to_answer = list(sw.to_ask), list(sw.to_answer)
    return c


def determinize(rules: Hindersche, obs: HinderscheObservation, rng: random.Random) -> HinderscheState:
    if obs.result is not None or obs.standing is None:
        raise ValueError("the deal is over: nothing is hidden")
    me, order, dealer, turned = obs.seat, list(obs.active), obs.dealer, obs.trump_card
    assert turned is not None  # every deal turns its trump card
    played = played_by(obs)
    seen = obs.seen_cards() | {turned}
    unseen = [c for c in ALL_CARDS if c not in seen]
    pinned = obs.trump_held_by if obs.trump_held_by != me else None
    room: dict[int | str, int] = {p: obs.hand_sizes[p] - (p == pinned) for p in order if p != me}
    if len(order) < 4:
        room[PILE] = 35 - 9 * len(order)
    bad = follow_voids(rules, obs, unseen)
    dealt = deal_or_fail(unseen, room, lambda k, c: c not in bad.get(k, ()), rng)
    dealt[me] = [c for c in obs.hand if c is not turned]
    as_dealt = {p: dealt[p] + played[p] for p in order}
    if len(order) == 4:  # the dealer's last card is the turned trump (6.2)
        as_dealt[dealer] = [c for c in as_dealt[dealer] if c is not turned] + [turned]
    pack = [c for k in range(3) for p in order for c in as_dealt[p][3 * k:3 * k + 3]]
    pack += [turned] + dealt[PILE] if len(order) < 4 else []
    s = rules.deal_from(pack, dealer, order, obs.standing, obs.kind, obs.label)
    _replay(rules, s, obs)
    return s


def _replay(rules: Hindersche, s: HinderscheState, obs: HinderscheObservation) -> None:
    from .rules import AGREE, ALLOW, CLAIM, DECLARE, KEEP, LET_GO, after

    declarer = obs.hupscher_declarer
    for seat in obs.hupscher_had_turn:
        rules.step(s, seat, Action(DECLARE if seat == declarer else KEEP))
    if declarer is not None:  # those before the seat now asked have agreed
        for seat in after(s.participants, declarer):
            if seat == obs.turn:
                break
            rules.step(s, seat, Action(AGREE))
    rightful = [*obs.rightful_winners, obs.schleipfe_winner]
    for i, (taker, trick) in enumerate([*obs.tricks, (obs.schleipfe_claimant, obs.trick)]):
        for seat, c in trick:
            rules.step(s, seat, play(c))
        if s.phase not in (SCHLEIPFE, SCHLEIPFE_OBJECTION):
            continue
        last = i == len(obs.tricks)
        claimant = taker if taker != rightful[i] else None
        while s.schleipfe is not None and s.to_move != claimant and not (last and s.to_move == obs.turn):
            rules.step(s, s.schleipfe.to_ask[0], Action(LET_GO))
        if claimant is not None and s.schleipfe is not None and s.phase == SCHLEIPFE:
            rules.step(s, claimant, Action(CLAIM))
        while s.schleipfe is not None and not (last and s.to_move == obs.turn):
            rules.step(s, s.schleipfe.to_answer[0], Action(ALLOW))
