"""The card play every game answers the same way, for code above the games that reasons about
plays (hints, what a seat can infer from the follows of others, samplers of hidden cards).

Each game's ``cards.py`` defines ``Tricks(TrickRules)`` for the game being played; the
ruleset builds it from what a seat sees (``Ruleset.trick_rules(obs)``), so Skat's jacks and
Schafkopf's Ober and Unter are trumps there, not cards of their printed suit.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence

from .cards import Card
from .observation import Observation

TRUMP = "trump"  # the suit every trump counts as


class TrickRules(ABC):
    @abstractmethod
    def suit(self, card: Card) -> str:
        """The suit ``card`` counts as when following: ``TRUMP`` for trumps, else its own."""

    @abstractmethod
    def legal(self, hand: Sequence[Card], trick: Sequence[Card], done: int) -> list[Card]:
        """The cards of ``hand`` that may be played to ``trick`` (cards so far, in play order),
        ``done`` tricks of the deal being complete before it."""

    @abstractmethod
    def winner(self, trick: Sequence[Card], done: int) -> int:
        """The index in ``trick`` of the card that wins it (or is winning it so far)."""

    @abstractmethod
    def points(self, card: Card) -> int:
        """What ``card`` counts in the trick pile (0 in games that count no card points)."""

    def is_trump(self, card: Card) -> bool:
        return self.suit(card) == TRUMP


Play = tuple[int, tuple[Card, ...], Card, int]  # (seat, the trick before its card, card, tricks done before)


def plays(obs: Observation) -> list[Play]:
    """Every card of the deal played so far, as the follow rules read it (``hidden.ruled_out``)."""
    out: list[Play] = []
    for done, trick in enumerate([*(t for _, t in obs.tricks), obs.trick]):
        out += [(seat, tuple(c for _, c in trick[:k]), card, done) for k, (seat, card) in enumerate(trick)]
    return out
