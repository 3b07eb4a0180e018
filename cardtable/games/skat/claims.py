"""Exact claim checks for variant ``claims`` (rules file §12.5.2–§12.5.3).

A claim holds when the claimant has a way of playing that makes every remaining trick go the
claimed way against every legal play of the other two: an and/or search over the open hands,
memoised on the remaining hands and the seat to lead.
"""

from __future__ import annotations

from functools import cache

from ...engine.cards import Card
from .tricks import legal_moves, trick_winner

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
