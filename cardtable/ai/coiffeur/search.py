"""The expert's card play: deal the unseen cards at random consistently with what the seat
knows (hand sizes, shown voids), play every candidate card out in each sampled world with
the normal policy for all seats, and keep the card with the best mean result for its side."""

from __future__ import annotations

import random
import time
from dataclasses import replace

from ...engine.cards import Card
from ...engine.hidden import deal_unseen
from ...games.coiffeur.cards import MATCH_BONUS, legal_cards, trick_points, winning_index
from .policy import normal_card
from .view import SeatView


def sample_world(view: SeatView, sizes: dict[int, int], rng: random.Random) -> dict[int, list[Card]] | None:
    """The other seats' hands: each gets ``sizes[p]`` cards it may hold; None if the random
    deal gets stuck (the caller retries)."""
    return deal_unseen(view.out, sizes, view.may_hold, rng, tries=1)


def playout(view: SeatView, hands: dict[int, list[Card]], first: Card) -> int:
    """Play the deal to its end from ``view`` with ``first`` played now; the declaring
    side's points from now on, with the Match bonus if it takes every trick (§9.2)."""
    n, pt, T = view.n, view.pt, view.tricks
    hands = {p: list(h) for p, h in hands.items()}
    hands[view.seat] = [c for c in view.hand if c is not first]
    remaining = set(view.out) | set(hands[view.seat])
    trick = list(view.trick) + [(view.seat, first)]
    k, side_points, side_tricks = view.k, 0, view.side_tricks
    while True:
        if len(trick) == n:
            cards = [c for _, c in trick]
            winner = trick[winning_index(cards, pt, pt.direction(k, T))][0]
            if winner in view.side:
                side_points += trick_points(cards, pt, k == T, view.six_high)
                side_tricks += 1
            if k == T:
                return side_points + (MATCH_BONUS if side_tricks == T else 0)
            k, trick = k + 1, []
            seat = winner
        else:
            seat = (trick[-1][0] + 1) % n
        hand = hands[seat]
        legal = legal_cards(hand, [c for _, c in trick], pt, view.puur_exempt)
        v = SeatView(seat, n, T, pt, view.side, hand, trick, k, remaining - set(hand), {}, view.puur_exempt,
                     view.six_high)
        c = normal_card(v, legal)
        hand.remove(c)
        remaining.discard(c)
        trick.append((seat, c))


def best_card(view: SeatView, legal: list[Card], sizes: dict[int, int], rng: random.Random,
              budget: float = 0.12, max_worlds: int = 60) -> Card:
    """PIMC: the same sampled worlds for every candidate, until the time budget is spent."""
    if len(legal) == 1:
        return legal[0]
    deadline = time.perf_counter() + budget
    totals = dict.fromkeys(legal, 0.0)
    worlds = 0
    while worlds < max_worlds and (worlds < 4 or time.perf_counter() < deadline):
        world = None
        for _ in range(20):
            world = sample_world(view, sizes, rng)
            if world is not None:
                break
        if world is None:  # constraints contradict (should not happen): ignore the voids
            world = sample_world(replace(view, excluded={}), sizes, rng)
        for c in legal:
            totals[c] += playout(view, world, c)
        worlds += 1
    sign = 1 if view.declaring else -1
    return max(legal, key=lambda c: sign * totals[c])

