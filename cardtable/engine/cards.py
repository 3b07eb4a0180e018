"""Cards and decks.

A card is a suit letter (``C S H D``) and a rank letter (``A T K Q J 9 8 7 6``); its text
form is those two characters (``"CJ"`` = jack of clubs = Eichel-Unter). Suit names and
pictures belong to the art theme, not to the card. Every card is interned, so ``is`` and
``==`` agree and cards are cheap dictionary keys.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

SUITS = "CSHD"
RANKS = "ATKQJ9876"  # display order, high to low
DECK_RANKS = {20: "ATKQJ", 24: "ATKQJ9", 32: "ATKQJ987", 36: "ATKQJ9876"}


class Card:
    """An immutable playing card; build with ``Card.parse("HK")`` or ``card("HK")``."""

    __slots__ = ("index", "rank", "suit", "text")
    _by_text: ClassVar[dict[str, Card]] = {}

    suit: str
    rank: str
    text: str
    index: int  # 0..35, stable across runs: suit-major, rank order as in RANKS

    def __new__(cls, suit: str, rank: str) -> Card:
        text = suit + rank
        existing = cls._by_text.get(text)
        if existing is not None:
            return existing
        if suit not in SUITS or len(suit) != 1:
            raise ValueError(f"unknown suit {suit!r}: suits are {' '.join(SUITS)}")
        if rank not in RANKS or len(rank) != 1:
            raise ValueError(f"unknown rank {rank!r}: ranks are {' '.join(RANKS)}")
        obj = super().__new__(cls)
        object.__setattr__(obj, "suit", suit)
        object.__setattr__(obj, "rank", rank)
        object.__setattr__(obj, "text", text)
        object.__setattr__(obj, "index", SUITS.index(suit) * len(RANKS) + RANKS.index(rank))
        cls._by_text[text] = obj
        return obj

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[type[Card], tuple[str, str]]:  # copy/deepcopy/pickle keep the interned instance
        return (Card, (self.suit, self.rank))

    @classmethod
    def parse(cls, text: str) -> Card:
        if not isinstance(text, str) or len(text) != 2:
            raise ValueError(f"a card is two characters, suit then rank (e.g. 'HK'), not {text!r}")
        return cls(text[0].upper(), text[1].upper())

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Card({self.text!r})"

    def __hash__(self) -> int:  # by value, not address: sets of cards iterate alike in every run
        return self.index

    def __eq__(self, other: object) -> bool:
        # Identity, as object's equality (cards are interned), but answered in one call: with
        # ``__lt__`` defined, object's ``==`` between two cards asks both sides before falling
        # back, which made ``card in hand`` and ``hand.remove(card)`` 2.5 times slower.
        return self is other

    def __lt__(self, other: Card) -> bool:  # canonical listing order: suit, then rank high→low
        return self.index < other.index


def card(text: str) -> Card:
    return Card.parse(text)


def cards(text: str | Iterable[str]) -> list[Card]:
    """``cards("CA SK HQ")`` → three cards; accepts a space-separated string or an iterable."""
    parts = text.split() if isinstance(text, str) else list(text)
    return [Card.parse(p) for p in parts]


def deck(size: int) -> list[Card]:
    """The canonical, unshuffled deck of 20, 24, 32 or 36 cards (a new list each call)."""
    try:
        return list(_DECKS[size])
    except KeyError:
        raise ValueError(f"no {size}-card deck: sizes are {sorted(DECK_RANKS)}") from None


def card_bits(cs: Iterable[Card]) -> int:
    """A set of cards as one number, bit ``Card.index`` for each card: a cheap key for tables
    of hands, and a hand that search can change with bit operations."""
    out = 0
    for c in cs:
        out |= 1 << c.index
    return out


def text(cs: Iterable[Card]) -> str:
    return " ".join(c.text for c in cs)


_DECKS = {n: tuple(Card(s, r) for s in SUITS for r in ranks) for n, ranks in DECK_RANKS.items()}
ALL_CARDS: tuple[Card, ...] = _DECKS[36]
