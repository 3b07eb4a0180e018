"""The expert Hindersche player: deal the unseen cards consistently with what this seat knows
(voids shown, cards played, the dealer's turned card), play every candidate card out to the end
of the deal with fast heuristics, and score the outcomes with the game's own scoring rules."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.hidden import deal_unseen
from ...games.hindersche.cards import Trumps, legal_cards, trick_winner
from ...games.hindersche.observation import HinderscheObservation
from ...games.hindersche.scoring import marcher, score_regular
from ...games.hindersche.state import ADD, ERASE, PLAY, PLAYOFF
from .knowledge import PILE, Knowledge, infer
from .players import NormalPlayer
from .policy import beats, choose_card

BUDGET_S = 0.12  # thinking time per card decision; playouts stop when it is spent
MAX_WORLDS = 60
POINT_WEIGHT = 0.004  # fewer card points are better even when no stroke depends on them


class ExpertPlayer(NormalPlayer):
    level = "expert"

    def choose(self, obs: HinderscheObservation, legal: Sequence[Action]) -> Action:
        if obs.phase != PLAY or len(legal) == 1:
            return super().choose(obs, legal)
        know = infer(obs, self.rules.variants.must_trump_when_void)
        cands = [a.card for a in legal]
        prior = choose_card(self.view(obs, know), cands)
        totals = dict.fromkeys(cands, 0.0)
        deadline = time.perf_counter() + BUDGET_S
        worlds = 0
        while worlds < MAX_WORLDS and time.perf_counter() < deadline:
            world = sample_world(know, self.rng)
            for c in cands:
                points, tricks = playout(know, world, c, self.rules.variants)
                totals[c] += self.utility(obs, points, tricks)
            worlds += 1
        totals[prior] += 1e-6 * worlds  # ties go to the heuristic choice
        best = max(cands, key=lambda c: totals[c])
        return next(a for a in legal if a.card is best)

    def utility(self, obs: HinderscheObservation, points: dict[int, int], tricks: dict[int, int]) -> float:
        """Strokes this seat expects to gain (negated) under the deal's scoring, playoffs shared
        evenly among their players, plus a small preference for fewer card points."""
        me = self.seat
        march = marcher(points, tricks, obs.round)
        value = -POINT_WEIGHT * points[me]
        if obs.kind == PLAYOFF:
            return value + _playoff_value(me, obs.label, points, march)
        pending = score_regular(obs.label, obs.dealer, points, march, self.rules.variants.rare_march_marcher_out)
        value -= pending.changes.get(me, 0)
        if me in pending.wiped:
            value += obs.strokes[me]
        for p in pending.playoffs:
            if me in p.seats:
                value += (1 if p.question == ERASE else -1) / len(p.seats)
        return value


def _playoff_value(me: int, question: str, points: dict[int, int], march: int | None) -> float:
    if march is not None:
        if question == ERASE:
            return 1.0 if march == me else 0.0
        return 0.0 if march == me else -1.0
    target = max(points.values()) if question == ADD else min(points.values())
    tied = [s for s in points if points[s] == target]
    if me not in tied:
        return 0.0
    return (-1.0 if question == ADD else 1.0) / len(tied)


def sample_world(know: Knowledge, rng: random.Random) -> dict[int, list[Card]]:
    """Deal the unseen cards to the other participants (and the face-down pile) respecting the
    known voids and hand sizes; after repeated failures ignore the voids rather than give up."""
    strict = lambda s, c: s == PILE or know.can_hold(s, c)  # noqa: E731
    dealt = deal_unseen(know.unseen, know.sizes, strict, rng, tries=25)
    dealt = dealt or deal_unseen(know.unseen, know.sizes, lambda s, c: True, rng, tries=5)
    if dealt is None:
        raise RuntimeError("no deal of the unseen cards fits the hand sizes")
    return {s: list(know.held.get(s, ())) + cards for s, cards in dealt.items()}


def playout(know: Knowledge, world: dict[int, list[Card]], card: Card, variants) -> tuple[dict[int, int], dict[int, int]]:
    """Play ``card`` now and the rest of the deal with fast heuristics; card points and tricks."""
    tr = know.tr
    order = know.order
    hands = {s: list(world[s]) for s in order if s != know.seat}
    hands[know.seat] = [c for c in know.hand if c is not card]
    points, tricks = dict(know.points), dict(know.tricks)
    trick = list(know.trick) + [(know.seat, card)]
    n = len(order)
    seat = order[(order.index(know.seat) + 1) % n]
    must, exempt = variants.must_trump_when_void, variants.alt_exempt
    while True:
        while len(trick) < n:
            played = [c for _, c in trick]
            legal = legal_cards(hands[seat], played, tr, must, exempt)
            c = _fast_card(tr, legal, played, n - len(trick) - 1)
            hands[seat].remove(c)
            trick.append((seat, c))
            seat = order[(order.index(seat) + 1) % n]
        played = [c for _, c in trick]
        winner = trick[trick_winner(played, tr)][0]
        points[winner] += tr.points(played)
        tricks[winner] += 1
        if not hands[winner]:
            return points, tricks
        trick, seat = [], winner
        c = _fast_card(tr, hands[seat], [], n - 1)
        hands[seat].remove(c)
        trick.append((seat, c))
        seat = order[(order.index(seat) + 1) % n]


def _fast_card(tr: Trumps, legal: list[Card], trick: list[Card], to_come: int) -> Card:
    """A cheap point-avoiding choice for playouts: lead low plain cards, duck shedding points,
    take unavoidable tricks cheaply."""
    if len(legal) == 1:
        return legal[0]
    if not trick:
        return min(legal, key=lambda c: (tr.is_trump(c), tr.value[c] > 0, tr.strength[c]))
    best = trick[trick_winner(trick, tr)]
    ducking = [c for c in legal if not beats(c, best, tr)]
    if ducking:
        return max(ducking, key=lambda c: (tr.value[c], tr.strength[c]))
    if to_come == 0:
        return min(legal, key=lambda c: (tr.value[c], -tr.strength[c]))
    return min(legal, key=lambda c: (tr.value[c], tr.strength[c]))
