"""The easy and normal Schafkopf players: rule-of-thumb bidding and card play."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from ...games.schafkopf.observation import SchafkopfObservation
from ..base import Player, cards_of
from ..search import Budget, searching
from .auction import CAUTIOUS, NORMAL, auction_action
from .knowledge import play_view
from .policy import PLAYOUTS, choose_card


class NormalPlayer(Player[SchafkopfObservation]):
    """Bids from trump count and strength, calls the shortest suit, infers the partner,
    schmiert to the own side's tricks and doubles with a strong defence."""

    level = "normal"
    thresholds = NORMAL

    def choose(self, obs: SchafkopfObservation, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if any(a.kind == "PLAY" for a in legal):
            return self.play(obs, legal)
        return auction_action(list(obs.hand), legal, obs.contract, self.thresholds, self.rules.variants)

    def play(self, obs: SchafkopfObservation, legal: Sequence[Action]) -> Action:
        card = choose_card(play_view(obs), cards_of(legal))
        return next(a for a in legal if a.card is card)


class EasyPlayer(NormalPlayer):
    """Cautious bids, never doubles, and plays greedily: takes a trick with its highest
    winning card when it can, else throws its lowest card."""

    level = "easy"
    thresholds = CAUTIOUS

    def play(self, obs: SchafkopfObservation, legal: Sequence[Action]) -> Action:
        assert obs.contract is not None  # cards are played under a contract
        r = obs.contract.ranking
        trick = [c for _, c in obs.trick]
        cards = cards_of(legal)
        winners = [c for c in cards if trick and r.winner_index(trick + [c]) == len(trick)]
        pick = max(winners or cards, key=r.power) if winners or not trick else min(cards, key=r.power)
        return next(a for a in legal if a.card is pick)


# Work per searched decision (latency: scripts/bench_engine.py; strength: scripts/bench_ai.py)
EXPERT_BUDGET = Budget(playouts=80, exact_tricks=2)
MASTER_BUDGET = Budget(playouts=240, exact_tricks=3)
expert = searching("expert", NormalPlayer, PLAYOUTS, EXPERT_BUDGET)
master = searching("master", NormalPlayer, PLAYOUTS, MASTER_BUDGET)
