"""Exact endings: the last tricks of a dealt world (every hand known) solved by alpha-beta over
the ``clone``/``step`` contract, for every game whose ``Playouts`` can name its sides and its
positions (``Solvable``). Schnapsen keeps its faster solver on bit sets (``schnapsen.solver``).

The seats of ``seat``'s side maximise its deal value (``Playouts.value``), all others minimise
it: exact minimax between two parties (Skat's declarer and defenders, Schafkopf's and
Coiffeur's teams). Where each plays for himself (Hindersche, Ramsch) it is the cautious
reading, everyone else against the seat. Only card plays branch; a window between tricks
(Hindersche's Schleipfe) is answered as the playouts answer it. Positions met again by another
order of the same cards are looked up in a table of value bounds, keyed by the game's
``position`` (the hands, the trick and whatever of the past the value still depends on).
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Iterable
from typing import Any, Protocol, runtime_checkable

from ..engine.actions import PLAY, Action
from ..engine.cards import Card, card_bits
from ..engine.ruleset import Ruleset

_NO_DRAWS = random.Random(0)  # the playout policies' card play draws no numbers; ordering only


@runtime_checkable
class Solvable(Protocol):
    """What the exact solver needs of a game's playouts (``search.Playouts`` and two more)."""

    def move(self, rules: Any, state: Any, rng: random.Random) -> tuple[int, Action]:
        """The playout policy's (seat, action): tried first, and the answer to any window."""
        ...

    def value(self, rules: Any, state: Any, seat: int) -> float:
        """What the finished deal ``state`` is worth to ``seat``."""
        ...

    def side(self, rules: Any, state: Any, seat: int) -> frozenset[int]:
        """The seats playing for ``seat``'s value in this deal (``seat`` among them)."""
        ...

    def position(self, rules: Any, state: Any) -> Hashable | None:
        """Before a trick is led: what decides the rest of the deal's value (the hands, the
        leader, each seat's card points and tricks so far), a transposition's key; None
        within a trick, where the same position is rarely met again."""
        ...


def hands_key(hands: Iterable[Iterable[Card]]) -> tuple[int, ...]:
    """Every seat's hand as bits: the hands part of a ``position``."""
    return tuple(card_bits(hand) for hand in hands)


def won(seats: int, tricks: Iterable[tuple[int, int]]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Each seat's card points and tricks from its (taker, points) pairs: the past part of a
    ``position``."""
    points, count = [0] * seats, [0] * seats
    for taker, value in tricks:
        points[taker] += value
        count[taker] += 1
    return tuple(points), tuple(count)


class Solver:
    """The exact value for ``seat`` of positions of one deal, with a table shared by every
    position solved through the same solver (the candidates of one world)."""

    def __init__(self, rules: Ruleset, game: Solvable, seat: int) -> None:
        self.rules, self.game, self.seat = rules, game, seat
        self.friends: frozenset[int] | None = None
        self.table: dict[Hashable, tuple[float, float]] = {}
        self.nodes = 0

    def value(self, state: Any) -> float:
        """The value of ``state`` (not changed) when every seat plays perfectly from here on."""
        if self.friends is None:
            self.friends = self.game.side(self.rules, state, self.seat)
        return self._search(self.rules.clone(state), -math.inf, math.inf)

    def _search(self, state: Any, alpha: float, beta: float) -> float:
        rules, game = self.rules, self.game
        self.nodes += 1
        while not rules.deal_over(state):
            mover, first = game.move(rules, state, _NO_DRAWS)
            if first.kind == PLAY:
                break
            rules.step(state, mover, first)  # a window between tricks, answered as in playouts
        else:
            return game.value(rules, state, self.seat)
        key = game.position(rules, state)
        low, high = (-math.inf, math.inf) if key is None else self.table.get(key, (-math.inf, math.inf))
        if low >= beta:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        assert self.friends is not None
        maximise = mover in self.friends
        best = -math.inf if maximise else math.inf
        floor, ceiling = alpha, beta
        for action in _ordered(first, rules.legal_actions(state, mover)):
            child = rules.clone(state)
            rules.step(child, mover, action)
            v = self._search(child, alpha, beta)
            if maximise:
                best = max(best, v)
                alpha = max(alpha, v)
            else:
                best = min(best, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        if best <= floor:  # failed low: the true value is at most this
            high = min(high, best)
        elif best >= ceiling:  # failed high: at least this
            low = max(low, best)
        else:
            low = high = best
        if key is not None:
            self.table[key] = (low, high)
        return best


def _ordered(first: Action, legal: list[Action]) -> list[Action]:
    """The card plays, the playout policy's choice first (it is usually best, so cuts come early)."""
    return [first, *(a for a in legal if a.kind == PLAY and a != first)]
