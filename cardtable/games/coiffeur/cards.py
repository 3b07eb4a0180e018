"""Play types, trick directions, rank orders, card values, legal cards and trick winners.

Pure functions of ``docs/rules/coiffeur.md`` §4, §5 and §8, shared by the rules and the
computer players (which simulate deals with them).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...engine import tricks
from ...engine.actions import Reason
from ...engine.cards import SUITS, Card, deck

TRUMP, OBENABE, UNDENUFE, SLALOM, GUSTAV = "trump", "obenabe", "undenufe", "slalom", "gustav"
DIRECTIONS = (OBENABE, UNDENUFE)
LAST_TRICK_BONUS = 5  # §5.3
DEAL_TOTAL = 157  # §5.4
MATCH_BONUS = 100  # §5.5

# §4.3 strengths, higher beats lower
PLAIN = {r: 9 - i for i, r in enumerate("AKQJT9876")}
REVERSE = {r: 9 - i for i, r in enumerate("6789TJQKA")}
TRUMP_ORDER = {r: 9 - i for i, r in enumerate("J9AKQT876")}

# §5 card values
TRUMP_VALUES = {"J": 20, "9": 14, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0, "6": 0}
SIDE_VALUES = {"J": 2, "9": 0, "A": 11, "T": 10, "K": 4, "Q": 3, "8": 0, "7": 0, "6": 0}
NO_TRUMP_VALUES = {"A": 11, "T": 10, "8": 8, "K": 4, "Q": 3, "J": 2, "9": 0, "7": 0, "6": 0}
# variant undenufe_six_high_value (§11): sixes 11, aces 0, total unchanged
SIX_HIGH_VALUES = {**NO_TRUMP_VALUES, "A": 0, "6": 11}



def other(direction: str) -> str:
    return UNDENUFE if direction == OBENABE else OBENABE


@dataclass(frozen=True)
class PlayType:
    """The effective play type of a deal (§4.1): ``trump`` with a suit, or a no-trump kind;
    ``start`` is the direction of trick 1 for Slalom and Gustav."""

    kind: str
    trump: str | None = None
    start: str | None = None

    @property
    def id(self) -> str:
        """``trump_H``, ``obenabe``, ``slalom/undenufe``: the text used in action ids."""
        if self.kind == TRUMP:
            return f"trump_{self.trump}"
        return f"{self.kind}/{self.start}" if self.start else self.kind

    @classmethod
    def parse(cls, text: str) -> PlayType:
        kind, _, start = text.partition("/")
        if kind.startswith("trump_") and len(kind) == 7 and kind[6] in "CSHD" and not start:
            return cls(TRUMP, trump=kind[6])
        if kind in (OBENABE, UNDENUFE) and not start:
            return cls(kind)
        if kind in (SLALOM, GUSTAV) and start in DIRECTIONS:
            return cls(kind, start=start)
        raise ValueError(f"unknown play type {text!r}")

    def direction(self, k: int, tricks: int) -> str | None:
        """The direction of trick ``k`` (1-based) in a deal of ``tricks`` tricks (§4.2)."""
        if self.kind == TRUMP:
            return None
        if self.kind in DIRECTIONS:
            return self.kind
        assert self.start is not None  # Slalom and Gustav name their first direction
        if self.kind == SLALOM:
            return self.start if k % 2 == 1 else other(self.start)
        half = 6 if tricks == 12 else 5  # Gustav: 6+6, or "Guschti 5/4" with 9 tricks
        return self.start if k <= half else other(self.start)

    def values(self, six_high: bool = False) -> dict[str, int]:
        """Rank → value for non-trump cards of this play type (§5.2, variant six-high)."""
        if self.kind == TRUMP:
            return SIDE_VALUES
        return SIX_HIGH_VALUES if six_high and self.kind == UNDENUFE else NO_TRUMP_VALUES

    def value(self, c: Card, six_high: bool = False) -> int:
        if c.suit == self.trump:
            return TRUMP_VALUES[c.rank]
        return self.values(six_high)[c.rank]


def legal_cards(hand: Sequence[Card], trick: Sequence[Card], pt: PlayType, puur_exempt: bool = True) -> list[Card]:
    """LEGAL(hand, trick) of §8.2, in the order of ``hand``."""
    if not trick:
        return list(hand)
    led = trick[0].suit
    follow = [c for c in hand if c.suit == led]
    if pt.kind != TRUMP:
        return follow or list(hand)
    x = pt.trump
    trumps = [c for c in hand if c.suit == x]
    if led == x:  # step 3: trump led
        if not trumps or (puur_exempt and len(trumps) == 1 and trumps[0].rank == "J"):
            return list(hand)
        return trumps
    played_trumps = [c for c in trick if c.suit == x]
    if not played_trumps:  # step 4, no trump in the trick yet
        return [c for c in hand if c.suit in (led, x)] if follow else list(hand)
    if len(trumps) == len(hand):  # only trumps: may undertrump
        return list(hand)
    top = max(TRUMP_ORDER[c.rank] for c in played_trumps)
    if follow:
        return [c for c in hand if c.suit == led or (c.suit == x and TRUMP_ORDER[c.rank] > top)]
    return [c for c in hand if c.suit != x or TRUMP_ORDER[c.rank] > top]


def why_not_legal(hand: Sequence[Card], trick: Sequence[Card], pt: PlayType, puur_exempt: bool, c: Card) -> Reason:
    """The rule of §8.2 that forbids playing ``c`` (which is in ``hand`` but not legal)."""
    led = trick[0].suit
    if pt.kind != TRUMP or (led != pt.trump and not any(t.suit == pt.trump for t in trick)):
        if pt.kind == TRUMP:
            return Reason.of("coiffeur.follow_or_trump", suit=led)
        return Reason.of("engine.follow_suit", suit=led)
    if led == pt.trump:
        return Reason.of("engine.follow_trump")
    if c.suit == pt.trump:
        return Reason.of("coiffeur.undertrump")
    return Reason.of("coiffeur.follow_or_overtrump", suit=led)


def strength(c: Card, pt: PlayType, direction: str | None) -> int:
    """Strength of ``c`` in its own suit (§4.3); trumps rank in the trump order."""
    if c.suit == pt.trump:
        return TRUMP_ORDER[c.rank]
    return REVERSE[c.rank] if direction == UNDENUFE else PLAIN[c.rank]


def winning_index(cards: Sequence[Card], pt: PlayType, direction: str | None) -> int:
    """Index of the card that wins (or is winning) the trick so far (§8.3): the highest trump,
    else the highest card of the led suit."""
    trump, led = pt.trump, cards[0].suit
    keys = _WIN_KEYS[trump, direction]
    best, best_key = 0, -1
    for i, c in enumerate(cards):
        if c.suit == led or c.suit == trump:
            key = keys[c]
            if key > best_key:
                best, best_key = i, key
    return best


def win_keys(pt: PlayType, direction: str | None) -> dict[Card, int]:
    """Card → its rank in a trick of this play: a card takes the trick from the winner so far
    iff it is of the led suit or a trump and its key is higher (ties cannot happen)."""
    return _WIN_KEYS[pt.trump, direction]


def _win_keys(trump: str | None, direction: str | None) -> dict[Card, int]:
    """Card → its rank in a trick: a trump 100 and up by the trump order, any other card by the
    order of its suit (plain, or reversed in an Undenufe trick)."""
    plain = REVERSE if direction == UNDENUFE else PLAIN
    return {c: 100 + TRUMP_ORDER[c.rank] if c.suit == trump else plain[c.rank] for c in deck(36)}


_WIN_KEYS = {(t, d): _win_keys(t, d) for t in (None, *SUITS) for d in (None, *DIRECTIONS)}  # looked up per trick


@dataclass(frozen=True)
class Tricks(tricks.TrickRules):
    """The card play of play type ``pt`` in a deal of ``count`` tricks, with the house rules
    ``puur_exempt`` (§8.2) and ``six_high`` (§11)."""

    pt: PlayType
    count: int
    puur_exempt: bool = True
    six_high: bool = False

    def suit(self, card: Card) -> str:
        return tricks.TRUMP if card.suit == self.pt.trump else card.suit

    def legal(self, hand: Sequence[Card], trick: Sequence[Card], done: int) -> list[Card]:
        return legal_cards(hand, trick, self.pt, self.puur_exempt)

    def winner(self, trick: Sequence[Card], done: int) -> int:
        return winning_index(trick, self.pt, self.pt.direction(done + 1, self.count))

    def points(self, card: Card) -> int:
        return self.pt.value(card, self.six_high)


def trick_points(cards: Sequence[Card], pt: PlayType, last: bool, six_high: bool = False) -> int:
    """§8.4: the trick's card values, plus 5 for the last trick."""
    side, trump = pt.values(six_high), pt.trump
    return sum(TRUMP_VALUES[c.rank] if c.suit == trump else side[c.rank] for c in cards) + (LAST_TRICK_BONUS if last else 0)
