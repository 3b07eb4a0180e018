"""Coiffeur computer players (issue 5): ``easy``, ``normal`` and ``expert``.

They see only their seat's observation (rules §12.4) and use the ruleset for its variants.
- easy: declares the play type its hand suits best, never passes; wins tricks greedily.
- normal: declares where the hand beats an average hand most, weighted by the row, and passes
  when nothing fits; plays for its side with card counting and known voids.
- expert: the normal bidding; plays by sampling the unseen hands and playing each candidate
  card out (perfect-information Monte Carlo) within a time budget.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action, play
from ...engine.cards import Card
from ...engine.ruleset import Ruleset
from ...games.coiffeur.observation import CoiffeurObservation
from ...games.coiffeur.state import BIDDING
from ..base import Player
from .bidding import choose_bid, easy_bid
from .policy import easy_card, normal_card
from .search import best_card
from .view import SeatView, view_of

GAME = "coiffeur"


class CoiffeurPlayer(Player):
    def __init__(self, rules: Ruleset, seat: int, rng: random.Random) -> None:
        super().__init__(rules, seat, rng)
        v = rules.variants
        self.mode = v.mode
        self.slalom_gustav_4p = v.joker_slalom_gustav_4p
        self.puur_exempt = v.puur_exempt
        self.six_high = v.undenufe_six_high_value

    def choose(self, obs: CoiffeurObservation, legal: Sequence[Action]) -> Action:
        if obs.phase == BIDDING:
            return self.bid(list(obs.hand), legal)
        cards = [a.card for a in legal]
        return play(self.card(view_of(obs, self.puur_exempt, self.six_high), cards, obs))

    def bid(self, hand: list[Card], legal: Sequence[Action]) -> Action:
        return choose_bid(hand, legal, self.mode, self.slalom_gustav_4p)

    def card(self, view: SeatView, legal: list[Card], obs: CoiffeurObservation) -> Card:
        return normal_card(view, legal)


class EasyPlayer(CoiffeurPlayer):
    level = "easy"

    def bid(self, hand: list[Card], legal: Sequence[Action]) -> Action:
        return easy_bid(hand, legal, self.mode)

    def card(self, view: SeatView, legal: list[Card], obs: CoiffeurObservation) -> Card:
        return easy_card(view, legal)


class NormalPlayer(CoiffeurPlayer):
    level = "normal"


class ExpertPlayer(CoiffeurPlayer):
    level = "expert"
    budget = 0.12  # seconds per card decision

    def card(self, view: SeatView, legal: list[Card], obs: CoiffeurObservation) -> Card:
        sizes = {p: obs.hand_sizes[p] for p in range(obs.seat_count) if p != self.seat}
        return best_card(view, legal, sizes, self.rng, self.budget)


LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "expert": ExpertPlayer}
