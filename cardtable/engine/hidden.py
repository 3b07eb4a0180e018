"""Dealing the cards a seat cannot see, consistently with what it knows.

Every ruleset's ``determinize`` uses these: the unseen cards go to the places they may be in
(other hands, a skat, a talon), each place taking exactly its number of cards, a card only
where the seat's inferences (voids shown by the follow rules, a called ace, shown cards)
allow. The most constrained cards are placed first and each card goes to a place chosen in
proportion to its free room, which keeps the deals close to uniform among the consistent ones.
"""

from __future__ import annotations

import random
from bisect import bisect
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from itertools import accumulate
from typing import TYPE_CHECKING, Any, TypeVar

from .cards import Card
from .observation import Observation
from .tricks import plays

if TYPE_CHECKING:
    from .ruleset import Ruleset

K = TypeVar("K", bound=Hashable)

# legal(hand, trick so far, index of the completed tricks before it) → the cards that hand may play
LegalCards = Callable[[Sequence[Card], Sequence[Card], int], Sequence[Card]]


def deal_unseen(cards: Iterable[Card], room: Mapping[K, int], may_hold: Callable[[K, Card], bool],
                rng: random.Random, tries: int = 20) -> dict[K, list[Card]] | None:
    """Fill every place ``k`` with ``room[k]`` of ``cards``; None if no consistent deal is found."""
    pool = sorted(cards)  # a canonical order: the deal depends on the rng only
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
            # rng.choices(open_, weights=free room)[0], the same draw without its generic set-up
            bounds = list(accumulate(free[k] for k in open_))
            k = open_[bisect(bounds, rng.random() * bounds[-1], 0, len(open_) - 1)]
            dealt[k].append(c)
            free[k] -= 1
        else:
            return dealt
    return None


def deal_or_fail(cards: Iterable[Card], room: Mapping[K, int], may_hold: Callable[[K, Card], bool],
                 rng: random.Random) -> dict[K, list[Card]]:
    """``deal_unseen`` for observations of real play, where a consistent deal always exists."""
    dealt = deal_unseen(cards, room, may_hold, rng, tries=200)
    if dealt is None:
        raise ValueError("no deal of the unseen cards agrees with the observation")
    return dealt


def ruled_out(plays: Iterable[tuple[int, Sequence[Card], Card, int]], unseen: Iterable[Card],
              legal: LegalCards) -> dict[Hashable, set[Card]]:
    """Unseen cards each seat cannot hold, read from its past plays by the follow rules.

    ``plays`` are ``(seat, trick before the card, card, tricks completed before)``. A seat that
    followed with ``card`` cannot hold an unseen ``x`` when ``card`` is illegal from the hand
    ``{card, x}``: following is monotone (more cards never make a card legal again), so holding
    ``x`` then (an unseen card held now was held then) would have forbidden it. Leads are
    skipped: they are free, or (Schafkopf's running away) not monotone.
    """
    pool = list(unseen)
    out: dict[Hashable, set[Card]] = {}
    for seat, trick, card, done in plays:
        if not trick:
            continue
        bad = out.setdefault(seat, set())
        bad.update(x for x in pool if x not in bad and card not in legal((card, x), trick, done))
    return out


def follow_voids(rules: Ruleset[Any, Any, Any], obs: Observation, unseen: Iterable[Card]) -> dict[Hashable, set[Card]]:
    """``ruled_out`` with the card play of the deal ``obs`` shows (none before it is known)."""
    tricks = rules.trick_rules(obs)
    return {} if tricks is None else ruled_out(plays(obs), unseen, tricks.legal)


def played_by(obs: Observation) -> list[list[Card]]:
    """The cards each seat has played so far: completed tricks, then the one on the table."""
    out: list[list[Card]] = [[] for _ in range(obs.seat_count)]
    for _, trick in [*obs.tricks, (None, obs.trick)]:
        for seat, c in trick:
            out[seat].append(c)
    return out
