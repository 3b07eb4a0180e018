"""Schafkopf's hidden cards for search (§15): the other hands dealt consistently with what the
seat knows (its hand, the played cards, the called ace's possible holders, the suits a seat
showed it lacks), then the public announcements and tricks replayed on that deal, so partner,
polls and flags come out exactly as the rules keep them."""

from __future__ import annotations

import random
from collections.abc import Hashable
from typing import TYPE_CHECKING

from ...engine.actions import Action, play
from ...engine.cards import Card, deck
from ...engine.hidden import deal_or_fail, played_by, ruled_out
from ...engine.ruleset import shallow_copy
from ...engine.tricks import plays
from .cards import SAUSPIEL, Tricks
from .observation import SchafkopfObservation
from .state import KLOPFEN, MAIN, SchafkopfState, Trick

if TYPE_CHECKING:
    from .rules import Schafkopf

AUCTION_TRIES = 500  # deals until one fits the auction; the real deal fits, so some deal always does
OWN_REST = "own"  # this seat's last four cards, unseen while the knocking goes round (§14.5)


def clone(s: SchafkopfState) -> SchafkopfState:
    """The lists play changes are copied; completed tricks and dealt hands never change."""
    c = shallow_copy(s)
    if s.current is not None:
        c.current = Trick(s.current.leader, list(s.current.cards), s.current.winner)
    c.hands, c.announcements, c.knocks = [list(h) for h in s.hands], list(s.announcements), list(s.knocks)
    c.poll, c.tricks = list(s.poll), list(s.tricks)
    return c


def ace_holders(obs: SchafkopfObservation) -> set[int] | None:
    """Seats that may hold the called ace while it is unseen (§9.2): the known partner, else
    anybody but the declarer; None when nothing is called."""
    c = obs.contract
    if c is None or c.type != SAUSPIEL or c.called_suit is None:
        return None
    if obs.partner is not None:
        return {obs.partner}
    return {p for p in range(4) if p not in (obs.seat, c.declarer)}


def impossible(obs: SchafkopfObservation, unseen: list[Card]) -> dict[Hashable, set[Card]]:
    """Per seat, the unseen cards it cannot hold by the follow rules (§11.4)."""
    c = obs.contract
    bad: dict[Hashable, set[Card]] = {}
    if c is not None:
        bad = ruled_out(plays(obs), unseen, Tricks(c, tuple(t[0][1] for _, t in obs.tricks)).legal)
    holders = ace_holders(obs)
    if holders is not None and c is not None and c.called_suit is not None:
        ace = Card(c.called_suit, "A")
        for p in range(4):
            if p not in holders:
                bad.setdefault(p, set()).add(ace)
    return bad


def determinize(rules: Schafkopf, obs: SchafkopfObservation, rng: random.Random) -> SchafkopfState:
    if obs.result is not None:
        raise ValueError("the deal is over: nothing is hidden")
    me = obs.seat
    played = played_by(obs)
    seen = obs.seen_cards()
    unseen = [c for c in deck(32) if c not in seen]
    knocking = obs.phase == KLOPFEN
    room: dict[int | str, int] = {p: 8 - len(played[p]) if knocking else obs.hand_sizes[p] for p in range(4) if p != me}
    if knocking:
        room[OWN_REST] = 4
    bad = impossible(obs, unseen)
    for _ in range(AUCTION_TRIES):
        s = _replayed(rules, obs, played, deal_or_fail(unseen, room, lambda k, c: c not in bad.get(k, ()), rng))
        if s is not None:
            return s
    raise ValueError("no deal of the unseen cards makes every bid and call legal")


def _replayed(rules: Schafkopf, obs: SchafkopfObservation, played: list[list[Card]],
              dealt: dict[int | str, list[Card]]) -> SchafkopfState | None:
    """The deal (``dealt``, with each seat's ``played`` cards) with the public announcements and
    tricks replayed on it; None when a bid or call was not legal from the hand dealt to its
    seat (a Sauspiel needs a suit to call)."""
    me = obs.seat
    hands = [list(obs.hand) + dealt.get(OWN_REST, []) if p == me else dealt[p] for p in range(4)]
    as_dealt = [h + played[p] for p, h in enumerate(hands)]  # the replay starts from the deal
    s = SchafkopfState(
        dealer=obs.dealer, phase=KLOPFEN if rules.variants.klopfen else MAIN,
        hands=[list(h) for h in as_dealt], dealt=as_dealt, bock=obs.bock,
        match_totals=[int(t) for t in obs.match_scores], deal_number=obs.deal_number,
    )
    for seat, action in obs.announcements:
        announced = Action.parse(action)
        if announced not in rules.legal_actions(s, seat):
            return None
        rules.step(s, seat, announced)
    for _, trick in [*obs.tricks, (None, obs.trick)]:
        for seat, c in trick:
            rules.step(s, seat, play(c))
    return s
