"""What the chosen contract and the passes say about the hidden hands, for the expert's worlds.

The model is the normal player's contract choice (``bidding``): a declarer is likely to hold a
hand that makes more than an average hand in the play type it chose, and a seat that passed
without being forced likely had no play type far above average. No fact weighs a world below
``FLOOR``: people choose differently (a forced declaration says nothing, §7.5).
"""

from __future__ import annotations

import math

from ...engine.cards import Card
from ...games.coiffeur.bidding import MODE_3P, joker_play_types, parse_declaration
from ...games.coiffeur.cards import PlayType
from ...games.coiffeur.observation import CoiffeurObservation
from ...games.coiffeur.state import CoiffeurState
from .bidding import baselines, estimate

FLOOR = 0.05  # the least weight a fact of the bidding gives a world
SCALE = 12.0  # card points above an average hand per logistic step


def dealt_hand(world: CoiffeurState, seat: int) -> list[Card]:
    """The cards ``seat`` held when the contract was chosen, in this world."""
    n = world.seats
    played = [c for t in world.tricks for i, c in enumerate(t.cards) if (t.leader + i) % n == seat]
    played += [c for i, c in enumerate(world.trick) if (world.leader + i) % n == seat]
    return world.hands[seat] + played


def advantage(hand: list[Card], play: PlayType, mode: str, slalom_gustav_4p: bool) -> float:
    """Card points the hand makes in ``play`` above an average hand."""
    n = 3 if mode == MODE_3P else 4
    return estimate(hand, play, n) - baselines(mode, slalom_gustav_4p)[play.id]


def _chance(margin: float) -> float:
    return 1 / (1 + math.exp(-margin / SCALE))


def likelihood(obs: CoiffeurObservation, world: CoiffeurState, slalom_gustav_4p: bool) -> float:
    weight = 1.0
    mode = world.mode
    for bid in obs.bids:
        if bid.seat == obs.seat or bid.forced:
            continue
        hand = dealt_hand(world, bid.seat)
        kind, _, arg = bid.action.partition(":")
        if kind == "DECLARE":
            play = parse_declaration(arg, bid.seat).play
            chance = _chance(advantage(hand, play, mode, slalom_gustav_4p))
        else:  # a pass: no play type stood out
            best = max(advantage(hand, play, mode, slalom_gustav_4p) for play in joker_play_types(mode, slalom_gustav_4p))
            chance = 1 - _chance(best)
        weight *= max(FLOOR, min(1.0, 2 * chance))
    return weight
