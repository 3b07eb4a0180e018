"""The expert: determinized sampling and rollouts for the card play.

For every card decision it deals the unseen cards to the other seats at random, consistent
with what this seat knows (hand sizes, shown voids, who can hold the called ace), plays each
of its legal cards in that world and finishes the deal with the heuristic policy for all
seats, and keeps the card with the best average result in units (card points break ties).
The auction, the call and doubling use the normal player's judgment.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.hidden import deal_unseen
from ...games.schafkopf.cards import RAMSCH, SAUSPIEL, Contract, card_points, legal_cards
from ...games.schafkopf.observation import SchafkopfObservation
from ...games.schafkopf.scoring import Tariff, deal_value, outcome_flags, payment, ramsch_vector
from .players import NormalPlayer
from .policy import choose_card
from .view import FOE, FRIEND, PlayView, play_view

BUDGET_S = 0.12  # per card decision; keeps the median well under 300 ms on a busy 2-core box
MAX_WORLDS = 60
POINT_WEIGHT = 0.004  # card points as a tie-break below one unit


class ExpertPlayer(NormalPlayer):
    level = "expert"

    def play(self, obs: SchafkopfObservation, legal: Sequence[Action]) -> Action:
        cards = [a.card for a in legal]
        view = play_view(obs)
        totals = dict.fromkeys(cards, 0.0)
        deadline = time.perf_counter() + BUDGET_S
        worlds = 0
        while worlds < MAX_WORLDS and time.perf_counter() < deadline:
            hands = sample_hands(obs, view, self.rng)
            for c in cards:
                totals[c] += rollout(obs, view, hands, c, self.rules.tariff)
            worlds += 1
        best = max(cards, key=lambda c: totals[c])
        return next(a for a in legal if a.card is best)


def sample_hands(obs: SchafkopfObservation, view: PlayView, rng: random.Random) -> list[list[Card]]:
    """Deal the unseen cards to the other seats: hand sizes kept, shown voids respected, the
    called ace only with a seat that can hold it. Falls back to ignoring voids if stuck."""
    me, c = obs.seat, obs.contract
    r = c.ranking
    others = [s for s in range(4) if s != me]
    unseen = view.outstanding()
    ace = Card(c.called_suit, "A") if c.type == SAUSPIEL else None
    ace_seats = set(others)
    if ace in unseen:
        ace_seats = {obs.partner} if obs.partner is not None else set(others) - {c.declarer}
    room = {s: obs.hand_sizes[s] for s in others}

    def may_hold(seat: int, card: Card, respect_voids: bool = True) -> bool:
        return (card is not ace or seat in ace_seats) and not (respect_voids and r.eff(card) in view.voids[seat])

    dealt = deal_unseen(unseen, room, may_hold, rng, tries=3)
    dealt = dealt or deal_unseen(unseen, room, lambda s, c: may_hold(s, c, False), rng, tries=1)
    if dealt is None:
        raise RuntimeError("no deal of the unseen cards fits the hand sizes")
    hands: list[list[Card]] = [[], [], [], []]
    hands[me] = list(obs.hand)
    for seat, cards in dealt.items():
        hands[seat] = cards
    return hands


def rollout(obs: SchafkopfObservation, view: PlayView, hands: list[list[Card]], first: Card, tariff: Tariff) -> float:
    """Play ``first`` for this seat, finish the deal with the policy, return this seat's result."""
    c = obs.contract
    me = obs.seat
    hands = [list(h) for h in hands]
    side = _playing_side(c, hands, obs)
    views = [_perfect_view(c, s, hands[s], side, view) for s in range(4)]
    gone = set(view.gone)
    leads = list(view.leads)
    leader, trick = view.leader, list(view.trick)
    tricks = [(w, [x for _, x in t]) for w, t in obs.tricks]
    seat, card = me, first
    while True:
        hands[seat].remove(card)
        trick.append(card)
        gone.add(card)
        if len(trick) == 4:
            winner = (leader + c.ranking.winner_index(trick)) % 4
            tricks.append((winner, trick))
            leads.append(trick[0])
            if len(tricks) == 8 or _ended(c, side, winner):
                return _utility(c, side, me, tricks, tariff)
            leader, trick = winner, []
        seat = (leader + len(trick)) % 4
        v = views[seat]
        v.hand, v.leader, v.trick, v.leads, v.gone = hands[seat], leader, trick, leads, gone
        card = choose_card(v, legal_cards(c, hands[seat], leads, trick))


def _playing_side(c: Contract, hands: list[list[Card]], obs: SchafkopfObservation) -> set[int]:
    if c.declarer is None:
        return set()
    if c.type != SAUSPIEL:
        return {c.declarer}
    if obs.partner is not None:
        return {c.declarer, obs.partner}
    ace = Card(c.called_suit, "A")
    return {c.declarer, next(s for s in range(4) if ace in hands[s])}


def _perfect_view(c: Contract, seat: int, hand: list[Card], side: set[int], base: PlayView) -> PlayView:
    if c.type == RAMSCH:
        team = [FRIEND if s == seat else FOE for s in range(4)]
    else:
        team = [FRIEND if (s in side) == (seat in side) else FOE for s in range(4)]
    return PlayView(c, seat, hand, base.leader, base.trick, base.leads, team, base.gone)


def _ended(c: Contract, side: set[int], winner: int) -> bool:
    if c.type in ("wenz_tout", "solo_tout"):
        return winner not in side
    return c.type == "bettel" and winner == c.declarer


def _utility(c: Contract, side: set[int], me: int, tricks: list[tuple[int, list[Card]]], tariff: Tariff) -> float:
    points = [0, 0, 0, 0]
    counts = [0, 0, 0, 0]
    for w, t in tricks:
        points[w] += card_points(t)
        counts[w] += 1
    if c.type == RAMSCH:
        _, vector, _ = ramsch_vector(points, counts, 1)
        return vector[me] - POINT_WEIGHT * points[me]
    p = sum(points[s] for s in side)
    t = sum(counts[s] for s in side)
    won, schneider, schwarz = outcome_flags(c.type, p, t, counts[c.declarer])
    vector = payment(c.type, sorted(side), won, deal_value(c.type, tariff, 0, schneider, schwarz, 0))
    mine = p if me in side else 120 - p
    return vector[me] + POINT_WEIGHT * mine
