"""The easy and normal Schafkopf players: rule-of-thumb bidding and card play."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from ...games.schafkopf.cards import SAUSPIEL
from ...games.schafkopf.observation import SchafkopfObservation
from ..base import Player, cards_of
from ..search import Budget, searching
from .auction import CAUTIOUS, NORMAL, best_suit, choose_bid, choose_call, defence_strength, strength, wants_knock
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
        kinds = {a.kind for a in legal}
        hand = list(obs.hand)
        if "PLAY" in kinds:
            return self.play(obs, legal)
        if "KNOCK" in kinds:
            return Action("KNOCK" if wants_knock(hand) else "NO_KNOCK")
        if "BID" in kinds:
            games = [a.arg for a in legal if a.kind == "BID" and a.arg]
            game = choose_bid(hand, games, self.thresholds, self.rules.variants)
            return Action("BID", arg=game) if game else Action("PASS")
        if "CALL" in kinds:
            return Action("CALL", arg=choose_call(hand, [a.arg for a in legal if a.arg]))
        c = obs.contract  # set once the auction is over (trump, Kontra and Re come after it)
        if "TRUMP" in kinds and c is not None:
            return Action("TRUMP", arg=best_suit(hand, c.type)[0])
        if "KONTRA" in kinds and c is not None:
            bar = self.thresholds.kontra + (0 if c.type == SAUSPIEL else 2)
            return Action("KONTRA" if defence_strength(hand, c.type, c.trump_suit) >= bar else "PASS")
        if "RE" in kinds and c is not None:
            # Re answers a Kontra with a hand well above what the game needed
            bar = self.thresholds.bid_bar(c.type) + self.thresholds.re
            return Action("RE" if strength(hand, c.type, c.trump_suit)[0] >= bar else "PASS")
        return legal[0]

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
