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
