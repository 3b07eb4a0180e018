"""Expert card play: sample hidden hands consistent with what the seat knows, play every legal
card out in each sample with the heuristic policy for all seats, keep the card with the best
mean result (perfect-information Monte Carlo within a time budget)."""

from __future__ import annotations

import random
import time

from ...engine.cards import Card
from ...games.skat.cards import points, trick_winner
from ...games.skat.observation import SkatObservation
from ...games.skat.scoring import score_game
from . import policy
from .table import Table, sample_world, table_from


def search_card(obs: SkatObservation, rng: random.Random, budget: float, max_worlds: int) -> Card:
    legal = [a.card for a in obs.legal if a.kind == "PLAY"]
    if len(legal) == 1:
        return legal[0]
    deadline = time.perf_counter() + budget
    totals = dict.fromkeys(legal, 0.0)
    worlds = 0
    while worlds < max_worlds and time.perf_counter() < deadline:
        sampled = sample_world(obs, rng)
        if sampled is None:
            break
        hands, skat = sampled
        for c in legal:
            totals[c] += rollout(obs, hands, skat, c)
        worlds += 1
    if worlds == 0:
        return policy.choose(table_from(obs))
    return max(legal, key=lambda c: totals[c])


def rollout(obs: SkatObservation, hands: list[list[Card]], skat: list[Card], first: Card) -> float:
    """Play the deal out from ``first`` in one world; the result for ``obs.seat``'s party."""
    game, declarer = obs.game, obs.declarer
    hands = [list(h) for h in hands]
    played: list[list[Card]] = [[], [], []]
    won, taken = [0, 0, 0], [0, 0, 0]
    for w, t in obs.tricks:
        won[w] += points([c for _, c in t])
        taken[w] += 1
        for s, c in t:
            played[s].append(c)
    for s, c in obs.trick:
        played[s].append(c)
    leader = obs.trick[0][0] if obs.trick else obs.turn
    trick = [c for _, c in obs.trick]
    seat, card = obs.seat, first
    while True:
        hands[seat].remove(card)
        played[seat].append(card)
        trick.append(card)
        if len(trick) == 3:
            winner = (leader + trick_winner(trick, game)) % 3
            won[winner] += points(trick)
            taken[winner] += 1
            leader, trick = winner, []
            if not hands[winner] or _ends(obs, winner):
                break
        seat = (leader + len(trick)) % 3
        card = policy.choose(Table(game, declarer, seat, leader, trick, [set(h) for h in hands], exact=True))
    if declarer is None:  # Ramsch: avoid points
        return -won[obs.seat]
    return _declarer_result(obs, hands[declarer] + played[declarer] + skat, won, taken, skat)


def _ends(obs: SkatObservation, winner: int) -> bool:
    d = obs.declaration
    if d is None:
        return False
    return (winner == obs.declarer) if d.type == "N" else (d.schwarz and winner != obs.declarer)


def _declarer_result(obs: SkatObservation, cards12: list[Card], won: list[int], taken: list[int],
                     skat: list[Card]) -> float:
    """The declarer's classic score in this world, signed for ``obs.seat``'s party."""
    declarer = obs.declarer
    dt = taken[declarer]
    r = score_game(obs.declaration, obs.bid, declarer, obs.skat_taken, cards12,
                   won[declarer] + points(skat), dt, sum(taken) - dt)
    score = r.value if r.won else -2 * r.value
    return score if obs.seat == declarer else -score
