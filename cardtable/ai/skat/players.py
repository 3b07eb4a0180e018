"""The Skat computer players: one class, three strengths.

``easy`` bids by the same evaluation but loosely and plays the heuristic without void
inference, now and then a random legal card; ``normal`` bids carefully and plays the full
heuristic (card counting, void inference, defender cooperation); ``expert`` adds sampling and
the shared search (``ai.search``) to the card play, and bids and chooses its game from sampled
deals played out (``forecast``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action, play
from ...games.skat.bidding import BID, HOLD, PASS, declare_action
from ...games.skat.cards import DECK, POINTS
from ...games.skat.observation import SkatObservation
from ...games.skat.rules import DISCARD, TAKE_SKAT
from ...games.skat.state import BIDDING, DECLARE, DISCARD as DISCARD_PHASE, F_LAST, SKAT_CHOICE
from ..base import Player
from ..search import Budget, searching
from . import forecast, policy
from .bidding import Plan, best_hand_plan, best_pickup_plan, bid_limit
from .knowledge import table_from

HAND_GAME_CHANCE = 0.9  # play hand only when the evaluation is this sure without the skat
# The expert: sampled deals per bid limit and per pickup, and the won share it bids at. On the
# plain list a game pays when won more than twice in three (v against −2v), but the forecasts
# before the skat (a quick discard, every hand open) underrate a hand that the pickup then
# plays better. On XSkat's 1000 deals (scripts/bench_skat.py --xskat), bidding at 0.5 of them
# (0.4 after two passes) passed out 9 % and the soloists won 81.7 %; at 0.6 (0.5): 19 % and
# 83.9 %; at 0.7: 44 % and 90.1 %. 0.5 made the most on the plain list and on the
# Seeger-Fabian sheet (measured while the card play still weighed its worlds by the auction).
BID_WORLDS, PICKUP_WORLDS = 16, 16
BID_THRESHOLD, LAST_CHANCE = 0.5, 0.4


class SkatPlayer(Player[SkatObservation]):
    level = "normal"
    bid_threshold = 0.5  # win chance needed to bid a value
    # forehand after two passes: a thinner game is still worth more to the table than a deal
    # thrown in (a lost game pays each defender 40 on the list)
    last_chance = 0.25
    infer_voids = True
    blunder = 0.0  # chance of a random legal card

    def __init__(self, rules, seat: int, rng: random.Random) -> None:
        super().__init__(rules, seat, rng)
        self._limit: tuple[int, tuple, float, int] | None = None  # (deal, hand, threshold, limit)
        self._plan: tuple[int, Plan] | None = None

    def choose(self, obs: SkatObservation, legal: Sequence[Action]) -> Action:
        if obs.phase == BIDDING:
            return self._call(obs, legal)
        if obs.phase == SKAT_CHOICE:
            return self._skat_choice(obs, legal)
        if obs.phase == DISCARD_PHASE:
            plan = self._pickup_plan(obs)
            return Action(DISCARD, card=next(c for c in plan.discard if c in obs.hand))
        if obs.phase == DECLARE:
            wanted = declare_action(self._pickup_plan(obs).declaration)
            return wanted if wanted in legal else legal[0]
        cards = [a for a in legal if a.kind == "PLAY"]
        if self.blunder and self.rng.random() < self.blunder:
            return self.rng.choice(cards)
        return play(self.card(obs)) if len(cards) > 1 else cards[0]

    def card(self, obs: SkatObservation):
        return policy.choose(table_from(obs, self.infer_voids))

    # ---- bidding and declaring -------------------------------------------------------------
    def _call(self, obs: SkatObservation, legal: Sequence[Action]) -> Action:
        if obs.auction == F_LAST:
            return Action(BID, arg="18") if self._bid_limit(obs, self.last_chance) >= 18 else Action(PASS)
        limit = self._bid_limit(obs, self.bid_threshold)
        if Action(HOLD) in legal:
            return Action(HOLD) if obs.highest is not None and obs.highest <= limit else Action(PASS)
        bids = [int(a.arg) for a in legal if a.kind == BID and a.arg]
        return Action(BID, arg=str(bids[0])) if bids and bids[0] <= limit else Action(PASS)

    def _bid_limit(self, obs: SkatObservation, threshold: float) -> int:
        key = (obs.deal_no, obs.hand, threshold)
        if self._limit is None or self._limit[:3] != key:
            self._limit = (*key, self.evaluate_limit(obs, threshold))
        return self._limit[3]

    def evaluate_limit(self, obs: SkatObservation, threshold: float) -> int:
        return bid_limit(obs.hand, self.rng, threshold)

    def _skat_choice(self, obs: SkatObservation, legal: Sequence[Action]) -> Action:
        unseen_points = sum(POINTS[c.rank] for c in DECK if c not in obs.hand)
        assert obs.bid is not None  # the skat is offered to the auction's winner
        plan = best_hand_plan(obs.hand, obs.bid, unseen_points)
        action = declare_action(plan.declaration)
        if plan.chance >= HAND_GAME_CHANCE and action in legal:
            return action
        return Action(TAKE_SKAT)

    def _pickup_plan(self, obs: SkatObservation) -> Plan:
        if self._plan is None or self._plan[0] != obs.deal_no:
            assert obs.bid is not None  # the skat is picked up by the auction's winner
            self._plan = (obs.deal_no, self.evaluate_pickup(obs, obs.bid))
        return self._plan[1]

    def evaluate_pickup(self, obs: SkatObservation, bid: int) -> Plan:
        return best_pickup_plan(obs.hand, bid)


class EasyPlayer(SkatPlayer):
    level = "easy"
    bid_threshold = 0.35  # overbids now and then
    infer_voids = False
    blunder = 0.15


class NormalPlayer(SkatPlayer):
    level = "normal"


class ForecastPlayer(NormalPlayer):
    """The expert's judgement before the play: bid limits and the game after the pickup from
    sampled deals played out (``forecast``), each drawn from a generator seeded by the
    player's seed and the cards it holds."""

    bid_threshold = BID_THRESHOLD
    last_chance = LAST_CHANCE

    def __init__(self, rules, seat: int, rng: random.Random) -> None:
        super().__init__(rules, seat, rng)
        self.seed = rng.getrandbits(64)
        self._outcomes: tuple[int, tuple, forecast.Outcomes] | None = None  # (deal, hand, outcomes)

    def _rng(self, obs: SkatObservation, what: str) -> random.Random:
        return random.Random(f"{self.seed}/{what}/{' '.join(map(str, sorted(obs.hand)))}")

    def evaluate_limit(self, obs: SkatObservation, threshold: float) -> int:
        key = (obs.deal_no, obs.hand)
        if self._outcomes is None or self._outcomes[:2] != key:
            seating = forecast.Seating(obs.seat, obs.dealer)
            self._outcomes = (*key, forecast.bid_outcomes(self.rules, seating, obs.hand, self._rng(obs, "bid"),
                                                          BID_WORLDS))
        # after two passes a thin null is still worth more to the table than a deal thrown in
        # (the pickup declares it only if it is safe, else the best suit game)
        null_threshold = threshold if obs.auction == F_LAST else max(threshold, forecast.NULL_AT_LEAST)
        return forecast.bid_limit(self._outcomes[2], obs.hand, threshold, null_threshold)

    def evaluate_pickup(self, obs: SkatObservation, bid: int) -> Plan:
        seating = forecast.Seating(obs.seat, obs.dealer)
        return forecast.pickup_plan(self.rules, seating, obs.hand, obs.picked_up, bid, self._rng(obs, "pickup"),
                                    PICKUP_WORLDS)


# Work per searched decision (latency: scripts/bench_engine.py; strength: scripts/bench_ai.py).
# The card play draws its worlds without weighing them by the auction (``inference``): weighed,
# the expert played worse, −2.4 [−4.7, −0.0] per deal on 200 duplicate deals
# (``bench_ai.py --game skat --pairs expert:expert-inference --deals 200``); the review still
# draws its worlds before the cards by it.
EXPERT_BUDGET = Budget(playouts=80, exact_tricks=3, infer=False)
MASTER_BUDGET = Budget(playouts=240, exact_tricks=4, infer=False)
expert = searching("expert", ForecastPlayer, policy.PLAYOUTS, EXPERT_BUDGET)
master = searching("master", ForecastPlayer, policy.PLAYOUTS, MASTER_BUDGET)
