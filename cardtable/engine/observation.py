"""What one seat may know. Games subclass ``Observation`` and add their own public fields.

The common fields let the table draw any trick-taking game generically; nothing here may
hold a card the seat cannot see (another hand, the stock order, a buried skat).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from .actions import Action
from .cards import Card

if TYPE_CHECKING:
    from .ruleset import Ruleset

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


def seat_view(rules: Ruleset[Any, Any, Any], state: Any, seat: int, hands: Sequence[Sequence[Card]]) -> dict[str, Any]:
    """The first eight fields of ``Observation``, which every game fills alike: the dealer and
    phase of ``state``, the seat's own hand in card order and the size of every hand in
    ``hands`` (the hands as the table shows them), whose turn it is and the seat's legal actions."""
    return {
        "seat": seat, "seat_count": len(hands), "dealer": state.dealer, "phase": state.phase,
        "hand": tuple(sorted(hands[seat])), "hand_sizes": tuple(len(h) for h in hands), "turn": rules.turn(state),
        "legal": tuple(rules.legal_actions(state, seat)),
    }
