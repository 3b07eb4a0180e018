"""Events: what an action caused, in the order it happened.

The UI animates them and logs replay them. An event whose cards only one seat may see
(a card drawn from the stock) names that seat in ``private``; ``for_seat`` hides the cards
from everybody else, so events can be handed to any seat safely.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from .cards import Card

# Well-known kinds shared by the games (a game may add its own).
DEAL = "Dealt"
CARD_PLAYED = "CardPlayed"
TRICK_TAKEN = "TrickTaken"
STOCK_DRAWN = "StockDrawn"
TRUMP_EXCHANGED = "TrumpExchanged"
STOCK_CLOSED = "StockClosed"
ANNOUNCED = "Announced"
DEAL_SCORED = "DealScored"
MATCH_OVER = "MatchOver"


@dataclass(frozen=True)
class Event:
    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)
    private: int | None = None  # only this seat may see ``cards``

    def for_seat(self, seat: int | None) -> Event:
        """The event as ``seat`` may see it (``None``: a spectator who sees no private card)."""
        if self.private is None or self.private == seat or not self.cards:
            return self
        return replace(self, cards=(), data={**self.data, "hidden": len(self.cards)})
