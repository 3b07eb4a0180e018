"""Cards that play alike, for the search: one card of each such group is tried.

Two cards in a hand play alike when they belong to the same effective suit, are worth the same,
and no card lies between them that another seat may hold or that is worth something else
(the nine and the seven once the eight is gone, or the eight in the same hand). Whichever of
them is played, the rest of the deal can go the same way, so the search spends its worlds on
the choices that differ.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterable, Sequence

from ..engine.actions import Action
from ..engine.cards import Card


def distinct_cards(legal: Sequence[Action], order: Callable[[Card], tuple[Hashable, int]],
                   worth: Callable[[Card], float], others: Iterable[Card], hand: Iterable[Card],
                   apart: Collection[Card] = ()) -> list[Action]:
    """``legal`` with one action kept per group of cards that play alike, in their order.
    ``order`` gives a card's effective suit and its place in that suit, ``worth`` what it
    counts, ``others`` the cards other seats may still hold; a card in ``apart`` is never
    grouped (a rule treats it specially)."""
    held_elsewhere, hand = set(others), list(hand)  # a card may be possible for several seats

    def blocks(c: Card, a: Card) -> bool:
        return c in held_elsewhere or worth(c) != worth(a)

    def alike(a: Card, b: Card) -> bool:
        (suit, place_a), (suit_b, place_b) = order(a), order(b)
        if a in apart or b in apart or suit != suit_b or worth(a) != worth(b):
            return False
        low, high = sorted((place_a, place_b))
        return not any(order(c)[0] == suit and low < order(c)[1] < high and blocks(c, a) for c in [*held_elsewhere, *hand])

    kept: list[Action] = []
    for action in legal:
        card = action.card
        if card is None or not any(k.card is not None and alike(card, k.card) for k in kept):
            kept.append(action)
    return kept
