"""The Coiffeur computer players (issue 5): ``easy``, ``normal`` and ``expert``.

They see only their seat's observation (rules §12.4) and use the ruleset for its variants.
- easy: declares the play type its hand suits best, never passes; wins tricks greedily.
- normal: declares where the hand beats an average hand most, weighted by the row, and passes
  when nothing fits; plays for its side with card counting and known voids.
- expert: the normal bidding; plays by the shared search (``ai.search``): the unseen hands
  dealt at random, each candidate card played out (perfect-information Monte Carlo).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action, play
from ...engine.cards import Card
from ...engine.ruleset import Ruleset
from ...games.coiffeur.observation import CoiffeurObservation
from ...games.coiffeur.rules import Coiffeur
from ...games.coiffeur.state import BIDDING
from ..base import Player, cards_of
from ..search import Budget, searching
from .bidding import choose_bid, easy_bid
from .knowledge import SeatView, view_of
from .policy import PLAYOUTS, easy_card, normal_card


class CoiffeurPlayer(Player[CoiffeurObservation]):
    def __init__(self, rules: Ruleset, seat: int, rng: random.Random) -> None:
        super().__init__(rules, seat, rng)
        assert isinstance(rules, Coiffeur)
        self.coiffeur = rules
        v = rules.variants
        self.mode = v.mode
        self.slalom_gustav_4p = v.joker_slalom_gustav_4p

    def choose(self, obs: CoiffeurObservation, legal: Sequence[Action]) -> Action:
        if obs.phase == BIDDING:
            return self.bid(list(obs.hand), legal)
        cards = cards_of(legal)
        return play(self.card(view_of(self.coiffeur, obs), cards, obs))

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


# Work per searched decision (latency: scripts/bench_engine.py; strength: scripts/bench_ai.py)
EXPERT_BUDGET = Budget(playouts=64, exact_tricks=2)
MASTER_BUDGET = Budget(playouts=192, exact_tricks=3)
expert = searching("expert", NormalPlayer, PLAYOUTS, EXPERT_BUDGET)
master = searching("master", NormalPlayer, PLAYOUTS, MASTER_BUDGET)
