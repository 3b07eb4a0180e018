"""Card order, card values and the follow rule of Hindersche (rules file sections 3-5, 7.2, 7.3).

Everything depends on the trump suit only, so one frozen table per trump suit (``trumps(t)``)
answers every card question quickly; the rules and the computer players share it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from ...engine.actions import Reason
from ...engine.cards import ALL_CARDS, Card
from ...engine.tricks import TRUMP, TrickRules

PARTNER = {"C": "S", "S": "C", "H": "D", "D": "H"}  # same-colour partner suit (section 3)
PLAIN_ORDER = "6789TJQKA"  # low → high; the ten ranks below the jack (section 4)
TRUMP_ORDER = "6789TQKA"  # trump suit without its jacks, low → high; the Kloei and Alt follow
VALUES = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}  # plain jacks 2, pips 0 (section 5)
TOP_JACK_VALUE = 12
MARCH_POINTS = 100


@dataclass(frozen=True)
class Trumps:
    """The card table for one trump suit: effective suit, strength and value of every card."""

    suit: str
    alt: Card  # jack of trumps, the highest card
    kloei: Card  # jack of the partner suit, second trump; a trump for every rule
    suit_of: dict[Card, str]
    strength: dict[Card, int]  # comparable within a suit; every trump beats every plain card
    value: dict[Card, int]

    def is_trump(self, c: Card) -> bool:
        return self.suit_of[c] == self.suit

    def points(self, cs: Iterable[Card]) -> int:
        return sum(self.value[c] for c in cs)

    def order(self, suit: str) -> list[Card]:
        """The cards whose effective suit is ``suit``, highest first (Example 1)."""
        return sorted((c for c in ALL_CARDS if self.suit_of[c] == suit), key=lambda c: -self.strength[c])


@cache
def trumps(suit: str) -> Trumps:
    alt, kloei = Card(suit, "J"), Card(PARTNER[suit], "J")
    suit_of, strength, value = {}, {}, {}
    for c in ALL_CARDS:
        if c is alt or c is kloei:
            suit_of[c], strength[c], value[c] = suit, 100 + (c is alt), TOP_JACK_VALUE
            continue
        suit_of[c] = c.suit
        value[c] = VALUES.get(c.rank, 0)
        strength[c] = 50 + TRUMP_ORDER.index(c.rank) if c.suit == suit else PLAIN_ORDER.index(c.rank)
    return Trumps(suit, alt, kloei, suit_of, strength, value)


def legal_cards(
    hand: Sequence[Card], trick: Sequence[Card], tr: Trumps, must_trump: bool = True, alt_exempt: bool = False
) -> list[Card]:
    """Section 7.2 [R-1]: follow the effective suit led; void in a plain suit, trump (variant
    ``must_trump_when_void``); no obligation to head the trick [D-3]."""
    if not trick:
        return list(hand)
    led = tr.suit_of[trick[0]]
    follow = [c for c in hand if tr.suit_of[c] == led]
    if led == tr.suit:
        if alt_exempt and follow == [tr.alt]:  # variant alt_exempt: the Alt alone need not be played
            return list(hand)
        return follow or list(hand)
    if follow:
        return follow
    trump_cards = [c for c in hand if tr.suit_of[c] == tr.suit]
    if trump_cards and must_trump:
        return trump_cards
    return list(hand)


def follow_reason(hand: Sequence[Card], trick: Sequence[Card], tr: Trumps) -> Reason:
    """Why a card outside ``legal_cards`` may not be played."""
    led = tr.suit_of[trick[0]]
    if led == tr.suit:
        return Reason.of("hindersche.follow_trump_kloei")
    if any(tr.suit_of[c] == led for c in hand):
        return Reason.of("engine.follow_suit", suit=led)
    return Reason.of("hindersche.must_trump_kloei", suit=led)


@dataclass(frozen=True)
class Tricks(TrickRules):
    """The card play under the trump table ``table`` with the house rules of section 7.2."""

    table: Trumps
    must_trump: bool = True
    alt_exempt: bool = False

    def suit(self, card: Card) -> str:
        return TRUMP if self.table.is_trump(card) else card.suit

    def legal(self, hand: Sequence[Card], trick: Sequence[Card], done: int) -> list[Card]:
        return legal_cards(hand, trick, self.table, self.must_trump, self.alt_exempt)

    def winner(self, trick: Sequence[Card], done: int) -> int:
        return trick_winner(trick, self.table)

    def points(self, card: Card) -> int:
        return self.table.value[card]


def trick_winner(trick: Sequence[Card], tr: Trumps) -> int:
    """Index of the winning card (section 7.3): the highest trump, else the highest of the suit led."""
    best = 0  # the best card so far is always of the suit led or a trump
    for i, c in enumerate(trick[1:], 1):
        b = trick[best]
        if tr.suit_of[c] == tr.suit_of[b]:
            if tr.strength[c] > tr.strength[b]:
                best = i
        elif tr.suit_of[c] == tr.suit:
            best = i
    return best
