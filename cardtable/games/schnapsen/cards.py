"""The card play of Schnapsen: card values, trick winner and the follow rule (§7, §8)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine.cards import Card
from ...engine.tricks import TRUMP, TrickRules

VALUES = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
STRENGTH = {"A": 6, "T": 5, "K": 4, "Q": 3, "J": 2, "9": 1}


def strength(c: Card) -> int:
    return STRENGTH[c.rank]


def trick_winner(led: Card, followed: Card, trump: str) -> bool:
    """True when the follower wins (§8.3)."""
    if followed.suit == led.suit:
        return STRENGTH[followed.rank] > STRENGTH[led.rank]
    return followed.suit == trump


def legal_follow(hand: list[Card], led: Card, trump: str, strict: bool) -> list[Card]:
    """§8.2: free in the open phase; strict: follow and beat, else trump, else anything."""
    if not strict:
        return list(hand)
    suit = led.suit
    same = [c for c in hand if c.suit == suit]
    if same:
        beat = STRENGTH[led.rank]
        higher = [c for c in same if STRENGTH[c.rank] > beat]
        return higher or same
    trumps = [c for c in hand if c.suit == trump]
    return trumps or list(hand)


def pile_points(pile: list[tuple[Card, Card]]) -> int:
    # a plain loop by rank: a comprehension is a call, and so is a card's hash
    points = 0
    for a, b in pile:
        points += VALUES[a.rank] + VALUES[b.rank]
    return points


@dataclass(frozen=True)
class Tricks(TrickRules):
    """The card play with ``trump``; the strict follow rule applies from the trick numbered
    ``strict_since`` (the talon closed or used up; None: not yet)."""

    trump: str
    strict_since: int | None = None

    def suit(self, card: Card) -> str:
        return TRUMP if card.suit == self.trump else card.suit

    def legal(self, hand: Sequence[Card], trick: Sequence[Card], done: int) -> list[Card]:
        if not trick:
            return list(hand)
        strict = self.strict_since is not None and done >= self.strict_since
        return legal_follow(list(hand), trick[0], self.trump, strict)

    def winner(self, trick: Sequence[Card], done: int) -> int:
        return 1 if len(trick) == 2 and trick_winner(trick[0], trick[1], self.trump) else 0

    def points(self, card: Card) -> int:
        return VALUES[card.rank]
