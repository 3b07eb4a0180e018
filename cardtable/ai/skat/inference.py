"""What the auction and the declaration say about the hidden hands, for the expert's worlds.

The model is the players' own hand evaluation (``bidding``): a seat that bid or held a value
is likely to hold ten cards that win a game worth that much, a seat that passed is likely not
to, and a declarer's cards are likely to win the game it declared. Each such fact weighs a
dealt world by how well its hands fit, never below ``FLOOR``: people bid differently.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Card
from ...games.skat.bidding import higher_bids
from ...games.skat.cards import POINTS
from ...games.skat.observation import SkatObservation
from ...games.skat.state import Call, SkatState
from .bidding import SUIT_GAMES, estimate_points, game_value, null_chance, win_chance

FLOOR = 0.05  # the least weight any one fact gives a world
SURE = 0.5  # the win chance at which the model bids (the normal player's threshold)
SKAT_POINTS = 120 * 2 / 32  # the skat's expected card points before it is seen
NULL_BID = 23


def played(world: SkatState, seat: int) -> list[Card]:
    """The cards ``seat`` has played so far."""
    out = [c for t in world.tricks for i, c in enumerate(t.cards) if (t.leader + i) % 3 == seat]
    return out + [c for i, c in enumerate(world.trick) if (world.leader + i) % 3 == seat]


def dealt_hand(world: SkatState, seat: int) -> list[Card]:
    """The ten cards ``seat`` held in the auction in this world."""
    hand = world.hands[seat] + played(world, seat)
    if seat == world.declarer and world.skat_taken:
        return [c for c in hand + world.skat if c not in world.picked_up]
    return hand


def reach(hand: Sequence[Card]) -> list[tuple[int, float]]:
    """(value, win chance) of each game the hand could bid: suit games, grand and null."""
    options = []
    for game in SUIT_GAMES:
        points = estimate_points(hand, game, SKAT_POINTS)
        options.append((game_value(hand, game, points, False), win_chance(points)))
    options.append((NULL_BID, null_chance(hand)))
    return options


def chance_at(options: list[tuple[int, float]], value: int) -> float:
    """The best win chance of a game worth at least ``value``."""
    return max((chance for worth, chance in options if worth >= value), default=0.0)


def facts(calls: Sequence[Call], me: int) -> list[tuple[int, int, bool]]:
    """(seat, value, went on) for every other seat's call: it bid or held ``value`` (True) or
    passed rather than bid or hold it (False)."""
    out: list[tuple[int, int, bool]] = []
    highest: int | None = None
    previous: Call | None = None
    for call in calls:
        if call.call in ("bid", "play") and call.value is not None:
            highest = call.value
            if call.seat != me:
                out.append((call.seat, call.value, True))
        elif call.call == "hold" and highest is not None and call.seat != me:
            out.append((call.seat, highest, True))
        elif call.call == "pass" and call.seat != me:
            answering = previous is not None and previous.call in ("bid", "play") and previous.seat != call.seat
            declined = highest if answering and highest is not None else min(higher_bids(highest), default=0)
            out.append((call.seat, declined, False))
        previous = call
    return out


def likelihood(obs: SkatObservation, world: SkatState) -> float:
    weight = 1.0
    options: dict[int, list[tuple[int, float]]] = {}
    for seat, value, went_on in facts(obs.calls, obs.seat):
        if seat not in options:
            options[seat] = reach(dealt_hand(world, seat))
        chance = chance_at(options[seat], value)
        weight *= max(FLOOR, min(1.0, chance / SURE if went_on else (1 - chance) / (1 - SURE)))
    declarer, declared = world.declarer, obs.declaration
    if declarer is not None and declarer != obs.seat and declared is not None:
        ten = world.hands[declarer] + played(world, declarer)  # the hand it declared with
        if declared.type == "N":
            chance = null_chance(ten)
        else:
            skat = sum(POINTS[c.rank] for c in world.skat) if world.skat_taken else SKAT_POINTS
            chance = win_chance(estimate_points(ten, declared.type, skat))
        weight *= max(FLOOR, min(1.0, chance / SURE))
    return weight
