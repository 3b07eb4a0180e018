"""Dealing the cards a seat cannot see, consistently with what it knows.

Every expert samples worlds the same way: the unseen cards go to the places they may be in
(other hands, a skat, a talon), each place taking exactly its number of cards, a card only
where the seat's inferences (voids, a called ace, shown cards) allow. The most constrained
cards are placed first and each card goes to a place chosen in proportion to its free room,
which keeps the deals close to uniform among the consistent ones.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import TypeVar

from ..engine.cards import Card

K = TypeVar("K", bound=Hashable)


def deal_unseen(cards: Iterable[Card], room: Mapping[K, int], may_hold: Callable[[K, Card], bool],
                rng: random.Random, tries: int = 20) -> dict[K, list[Card]] | None:
    """Fill every place ``k`` with ``room[k]`` of ``cards``; None if no consistent deal is found."""
    pool = list(cards)
    if len(pool) != sum(room.values()):
        raise ValueError(f"{len(pool)} unseen cards for {sum(room.values())} places")
    options = {c: [k for k in room if may_hold(k, c)] for c in pool}
    for _ in range(tries):
        rng.shuffle(pool)
        pool.sort(key=lambda c: len(options[c]))
        free = dict(room)
        dealt: dict[K, list[Card]] = {k: [] for k in room}
        for c in pool:
            open_ = [k for k in options[c] if free[k] > 0]
            if not open_:
                break
            k = rng.choices(open_, weights=[free[k] for k in open_])[0]
            dealt[k].append(c)
            free[k] -= 1
        else:
            return dealt
    return None
