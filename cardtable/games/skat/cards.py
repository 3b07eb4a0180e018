"""Card order, following and trick winners per game type (rules file §4, §5, §9.3, §9.4).

A game type is one letter: a trump suit ``C S H D``, ``G`` (grand; also Ramsch) or ``N``
(null). Each card gets a key ``(effective suit, index)`` with index 0 the strongest, computed
once per game type, so the hot paths of the rules and the computer players are lookups.
Also the exact claim check of variant ``claims`` (§12.5.2–§12.5.3): a claim holds when the
claimant has a way of playing that makes every remaining trick go the claimed way against
every legal play of the other two, an and/or search over the open hands memoised on the
remaining hands and the seat to lead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ...engine.cards import Card, cards, deck
from ...engine.tricks import TRUMP, TrickRules

GAME_TYPES = ("D", "H", "S", "C", "G", "N")
JACKS: tuple[Card, ...] = tuple(cards("CJ SJ HJ DJ"))  # §3.3: the jacks rank like the suits
DECK: tuple[Card, ...] = tuple(deck(32))
POINTS = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}  # §5.1
PLAIN_ORDER = "ATKQ987"  # §4.3, suit and grand
NULL_ORDER = "AKQJT987"  # §4.3, null


def trump_order(game: str) -> tuple[Card, ...]:
    """§4.2: the trumps of ``game``, highest first (empty for null)."""
    if game == "N":
        return ()
    if game == "G":
        return JACKS
    return JACKS + tuple(Card(game, r) for r in PLAIN_ORDER)


def _keys(game: str) -> dict[Card, tuple[str, int]]:
    trumps = trump_order(game)
    order = NULL_ORDER if game == "N" else PLAIN_ORDER
    return {
        c: (TRUMP, trumps.index(c)) if c in trumps else (c.suit, order.index(c.rank))
        for c in DECK
    }


KEYS: dict[str, dict[Card, tuple[str, int]]] = {g: _keys(g) for g in GAME_TYPES}


def effective_suit(c: Card, game: str) -> str:
    """§4.1: ``TRUMP`` for jacks and the trump suit (not in null), else the printed suit."""
    return KEYS[game][c][0]


def legal_moves(hand: Sequence[Card], trick: Sequence[Card], game: str) -> list[Card]:
    """§9.3: lead anything; follow the led effective suit if possible; else anything."""
    if not trick:
        return list(hand)
    keys = KEYS[game]
    led = keys[trick[0]][0]
    same = [c for c in hand if keys[c][0] == led]
    return same or list(hand)


@dataclass(frozen=True)
class Tricks(TrickRules):
    """The card play of game type ``game`` (Ramsch plays as grand)."""

    game: str

    def suit(self, card: Card) -> str:
        return effective_suit(card, self.game)

    def legal(self, hand: Sequence[Card], trick: Sequence[Card], done: int) -> list[Card]:
        return legal_moves(hand, trick, self.game)

    def winner(self, trick: Sequence[Card], done: int) -> int:
        return trick_winner(trick, self.game)

    def points(self, card: Card) -> int:
        return POINTS[card.rank]


def trick_winner(trick: Sequence[Card], game: str) -> int:
    """§9.4: index (in play order) of the card that wins ``trick``."""
    keys = KEYS[game]
    led = keys[trick[0]][0]
    best = 0
    for i in range(1, len(trick)):
        suit, rank = keys[trick[i]]
        best_suit, best_rank = keys[trick[best]]
        if (suit == best_suit and rank < best_rank) or (suit == TRUMP and best_suit != TRUMP):
            best = i
    assert keys[trick[best]][0] in (led, TRUMP)
    return best


def points(cs: Sequence[Card]) -> int:
    return sum(POINTS[c.rank] for c in cs)


Hands = tuple[frozenset[Card], frozenset[Card], frozenset[Card]]


def claim_holds(hands: list[list[Card]], leader: int, game: str, claimant: int, declarer: int) -> bool:
    """Declarer claimant: he wins every remaining trick; opponent claimant: the declarer wins none."""
    frozen: Hands = (frozenset(hands[0]), frozenset(hands[1]), frozenset(hands[2]))

    def trick_ok(winner: int) -> bool:
        return (winner == declarer) == (claimant == declarer)

    @cache
    def forced(hs: Hands, lead: int) -> bool:
        if not hs[lead]:
            return True
        return play(hs, lead, ())

    def play(hs: Hands, lead: int, trick: tuple[Card, ...]) -> bool:
        seat = (lead + len(trick)) % 3
        moves = legal_moves(sorted(hs[seat]), trick, game)
        outcomes = (step(hs, lead, trick, seat, c) for c in moves)
        return any(outcomes) if seat == claimant else all(outcomes)

    def step(hs: Hands, lead: int, trick: tuple[Card, ...], seat: int, c: Card) -> bool:
        rest = list(hs)
        rest[seat] = hs[seat] - {c}
        nxt: Hands = (rest[0], rest[1], rest[2])
        done = trick + (c,)
        if len(done) < 3:
            return play(nxt, lead, done)
        winner = (lead + trick_winner(done, game)) % 3
        return trick_ok(winner) and forced(nxt, winner)

    return forced(frozen, leader)
