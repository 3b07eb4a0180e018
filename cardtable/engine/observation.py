"""What one seat may know. Games subclass ``Observation`` and add their own public fields.

The common fields let the table draw any trick-taking game generically; nothing here may
hold a card the seat cannot see (another hand, the stock order, a buried skat).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .actions import Action
from .cards import Card

Trick = tuple[tuple[int, Card], ...]  # (seat, card) in play order


@dataclass
class Observation:
    seat: int
    seat_count: int
    dealer: int
    phase: str
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    turn: int | None  # the seat the deal waits for (None when it is over)
    legal: tuple[Action, ...]  # this seat's legal actions now
    trick: Trick = ()  # the trick on the table
    tricks: tuple[tuple[int, Trick], ...] = ()  # completed tricks as (winner, trick), oldest first
    trump: str | None = None  # trump suit letter, if the deal has one
    tricks_won: tuple[int, ...] = ()
    active: tuple[int, ...] = ()  # seats taking part in this deal (empty: all)
    match_scores: tuple[float, ...] = ()
    notes: dict[str, str] = field(default_factory=dict)  # short public facts for display

    def seen_cards(self) -> set[Card]:
        """Every card this seat has seen: its hand and all played cards."""
        seen = set(self.hand)
        seen.update(c for _, c in self.trick)
        for _, t in self.tricks:
            seen.update(c for _, c in t)
        return seen
