"""The cards on the table as the viewer sees them, moved by engine events.

Every physical card is a ``Token`` with a stable id, so a sprite can follow it from the stock
to a hand, to the trick and onto a pile. A token's ``card`` is None while the viewer cannot
know which card it is (the stock, an opponent's hand). After a batch of events the model is
compared with the engine's observation; ``from_observation`` rebuilds it if they disagree
(and when a saved match is continued).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import events as ev
from ..engine.cards import Card
from ..engine.events import Event
from ..engine.observation import Observation


@dataclass(frozen=True)
class StockView:
    """The stock as a game's panel reads it from the observation."""

    count: int = 0  # face-down cards
    turnup: Card | None = None  # a face-up card under the stock (Schnapsen's trump card)


@dataclass(eq=False)
class Token:
    id: int
    card: Card | None = None


@dataclass
class TableModel:
    seats: int
    hands: list[list[Token]] = field(default_factory=list)
    trick: list[tuple[int, Token]] = field(default_factory=list)
    piles: list[list[Token]] = field(default_factory=list)
    stock: list[Token] = field(default_factory=list)  # top card last
    turnup: Token | None = None
    _next_id: int = 0

    def __post_init__(self) -> None:
        self.hands = self.hands or [[] for _ in range(self.seats)]
        self.piles = self.piles or [[] for _ in range(self.seats)]

    def new(self, card: Card | None = None) -> Token:
        self._next_id += 1
        return Token(self._next_id, card)

    @classmethod
    def from_observation(cls, obs: Observation, stock: StockView) -> TableModel:
        m = cls(obs.seat_count)
        for seat in range(obs.seat_count):
            cards = obs.hand if seat == obs.seat else (None,) * obs.hand_sizes[seat]
            m.hands[seat] = [m.new(c) for c in cards]
        m.trick = [(seat, m.new(c)) for seat, c in obs.trick]
        for winner, trick in obs.tricks:
            m.piles[winner] += [m.new() for _ in trick]
        m.stock = [m.new() for _ in range(stock.count)]
        m.turnup = m.new(stock.turnup) if stock.turnup else None
        return m

    @classmethod
    def fresh_deck(cls, seats: int, size: int) -> TableModel:
        m = cls(seats)
        m.stock = [m.new() for _ in range(size)]
        return m

    def tokens(self) -> list[Token]:
        out = [t for hand in self.hands for t in hand] + [t for _, t in self.trick]
        out += [t for pile in self.piles for t in pile] + self.stock
        return out + ([self.turnup] if self.turnup else [])

    def fans(self) -> dict[int, str]:
        """Each token's place by name ("hand 2", "pile 0", "trick", "stock"): cards sharing one
        lie over each other on purpose (the gallery's overlap measure leaves them be)."""
        out = {t.id: f"hand {seat}" for seat, hand in enumerate(self.hands) for t in hand}
        out |= {t.id: f"pile {seat}" for seat, pile in enumerate(self.piles) for t in pile}
        out |= {t.id: "trick" for _, t in self.trick}
        out |= {t.id: "stock" for t in [*self.stock, *([self.turnup] if self.turnup else [])]}
        return out

    def signature(self, viewer: int) -> tuple:
        """What must agree with the observation: the viewer's cards, every count, the trick."""
        return (
            sorted(t.card.text for t in self.hands[viewer] if t.card),
            [len(h) for h in self.hands],
            [(s, t.card) for s, t in self.trick],
            [len(p) for p in self.piles],
            len(self.stock),
            self.turnup.card if self.turnup else None,
        )

    # ---- events ----------------------------------------------------------------------------
    def apply(self, e: Event) -> None:
        """Move the tokens an event moved (events the table does not move cards for are ignored)."""
        kind = e.kind
        if kind == ev.DEAL and e.data.get("turnup"):
            self.turnup = self._from_stock(e.cards[0] if e.cards else None)
        elif kind == ev.DEAL:
            count = len(e.cards) or e.data.get("hidden", 0)
            for i in range(count):
                self.hands[event_seat(e)].append(self._from_stock(e.cards[i] if e.cards else None))
        elif kind == ev.CARD_PLAYED:
            self.trick.append((event_seat(e), self._from_hand(event_seat(e), e.cards[0])))
        elif kind == ev.TRICK_TAKEN:
            self.piles[event_seat(e)] += [t for _, t in self.trick]
            self.trick = []
        elif kind == ev.STOCK_DRAWN:
            if e.data.get("turnup") and self.turnup:
                token, self.turnup = self.turnup, None
            else:
                token = self._from_stock(None)
            if e.cards:
                token.card = e.cards[0]
            self.hands[event_seat(e)].append(token)
        elif kind == ev.TRUMP_EXCHANGED:
            jack = self._from_hand(event_seat(e), e.cards[0])
            if self.turnup:
                self.hands[event_seat(e)].append(self.turnup)
            self.turnup = jack
        elif kind == ev.STOCK_CLOSED and self.turnup:
            self.stock.append(self.turnup)
            self.turnup = None

    def _from_stock(self, card: Card | None) -> Token:
        token = self.stock.pop() if self.stock else self.new()
        token.card = card
        return token

    def _from_hand(self, seat: int, card: Card) -> Token:
        """The token of ``card`` in ``seat``'s hand; for a hidden hand, an unknown one."""
        hand = self.hands[seat]
        token = next((t for t in hand if t.card == card), None)
        if token is None:
            token = next((t for t in reversed(hand) if t.card is None), hand[-1] if hand else self.new())
        if token in hand:
            hand.remove(token)
        token.card = card
        return token


def event_seat(e: Event) -> int:
    """The seat of an event that moves a seat's cards (the engine always names it)."""
    if e.seat is None:
        raise ValueError(f"a {e.kind} event without a seat")
    return e.seat
