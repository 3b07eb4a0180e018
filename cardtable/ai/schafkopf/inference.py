"""What the auction, the call and the doubles say about the hidden hands, for the expert's
worlds.

The model is the normal player's own auction (``auction``): a seat that bid a game is likely to
hold the strength it asks for (the declarer's for the game as played, with its trump suit), a
seat that passed in the first round likely lacks a Sauspiel hand, a Kontra comes from a strong
defence. A Sauspiel caller must hold a card of the called suit (§9.1): a world without one is
all but ruled out. No fact weighs a world below ``FLOOR``: people bid differently.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cards import Card
from ...games.schafkopf.cards import SAUSPIEL, Contract, ranking
from ...games.schafkopf.observation import SchafkopfObservation
from ...games.schafkopf.rules import BID, CALL, KNOCK, KONTRA_ACT, NO_KNOCK, PASS
from ...games.schafkopf.state import SchafkopfState
from .auction import Thresholds, best_suit, defence_strength, strength

FLOOR = 0.05  # the least weight a fact of the bidding gives a world
BROKEN_RULE = 1e-3  # a world in which the caller could not have called
SCALE = 2.0  # strength units per logistic step around a bar


def _fits(margin: float) -> float:
    """The chance that a hand this far above a bar is played as if above it."""
    return 1 / (1 + math.exp(-margin / SCALE))


def _weight(chance: float) -> float:
    return max(FLOOR, min(1.0, 2 * chance))


def game_strength(hand: Sequence[Card], kind: str, contract: Contract | None, seat: int) -> float:
    """The hand's strength for ``kind``: with the contract's trump suit for its declarer, else
    the best suit."""
    if contract is not None and contract.declarer == seat and contract.type == kind:
        return strength(hand, kind, contract.trump_suit)[0]
    return best_suit(hand, kind)[1]


def likelihood(obs: SchafkopfObservation, world: SchafkopfState, bars: Thresholds) -> float:
    weight = 1.0
    contract = obs.contract
    first_round = [(seat, a) for seat, a in ((s, Action.parse(t)) for s, t in obs.announcements)
                   if a.kind not in (KNOCK, NO_KNOCK)][:4]
    for seat, action in first_round:
        if seat != obs.seat and action.kind == PASS:
            weight *= _weight(1 - _fits(strength(world.dealt[seat], SAUSPIEL, None)[0] - bars.sauspiel))
    for seat, text in obs.announcements:
        if seat == obs.seat:
            continue
        action = Action.parse(text)
        hand = world.dealt[seat]
        if action.kind == BID and action.arg:
            weight *= _weight(_fits(game_strength(hand, action.arg, contract, seat) - bars.bid_bar(action.arg)))
        elif action.kind == CALL and action.arg:
            plain = ranking(SAUSPIEL, None)
            if not any(c.suit == action.arg and not plain.is_trump(c) for c in hand):
                weight *= BROKEN_RULE
        elif action.kind == KONTRA_ACT and contract is not None:
            bar = bars.kontra + (0 if contract.type == SAUSPIEL else 2)
            weight *= _weight(_fits(defence_strength(hand, contract.type, contract.trump_suit) - bar))
    return weight
