"""The expert's hand evaluation by simulation: the hidden cards are dealt many times and each
contract is played out by the playout policy (every hand open, as in the expert's search).

The calibrated estimate of ``bidding.py`` sees a hand as trump tricks, side winners and an
average skat; a played-out deal also sees what that misses (a long side suit that runs once the
trumps are drawn, a bare ten, two defenders' trumps falling together, a null suit that cannot
be forced), and the won share of the sampled deals predicts the real result better (on 248
games of normal play: log loss 0.50 against the estimate's 0.56). The same sampled deals serve
every contract compared, so a difference between two contracts is not the noise of different
cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from ...engine.cards import Card
from ...engine.ruleset import Ruleset
from ...games.skat.bidding import NULL_VALUE
from ...games.skat.cards import DECK, POINTS
from ...games.skat.state import DONE, PLAY, DealResult, Declaration, SkatState
from ..search import playout
from .bidding import (
    SUIT_GAMES,
    Plan,
    estimate_points,
    expected_score,
    game_value,
    greedy_discard,
    null_chance,
    win_chance,
)
from .policy import PLAYOUTS

NULL_DISCARDS = 3  # null discards tried per null candidate: the ones leaving the safest hand
# The share of sampled deals a null must win to be declared, and its estimated chance to be bid
# on: the expert's defenders find the card that forces a loose null more often than the
# playouts do (a null declared at 0.5 or more won 13 of 22 against experts, 200 deals).
NULL_AT_LEAST = 0.75


Outcomes = dict[str, list[int]]  # per game type, its value in each sampled deal (0: lost)


@dataclass(frozen=True)
class Seating:
    """Who declares and who deals (forehand leads the first trick)."""

    declarer: int
    dealer: int


def play_out(rules: Ruleset, seating: Seating, hands: Sequence[Sequence[Card]], discard: Sequence[Card],
             picked_up: Sequence[Card], declaration: Declaration, bid: int, rng: random.Random) -> DealResult:
    """The declarer's game played to the end by the playout policy, every hand open."""
    s = SkatState(deal_no=1, dealer=seating.dealer, phase=PLAY, hands=[list(h) for h in hands], skat=list(discard),
                  auction=DONE, declarer=seating.declarer, bid=bid, skat_taken=bool(picked_up),
                  picked_up=list(picked_up), declaration=declaration, leader=(seating.dealer + 1) % 3)
    playout(rules, s, seating.declarer, PLAYOUTS, rng)
    assert s.result is not None and s.result.game is not None  # a declared game was played to its end
    return s.result


def _hands(seating: Seating, mine: Sequence[Card], others: Sequence[Card]) -> list[list[Card]]:
    hands: list[list[Card]] = [[], [], []]
    hands[seating.declarer] = list(mine)
    hands[(seating.declarer + 1) % 3] = list(others[:10])
    hands[(seating.declarer + 2) % 3] = list(others[10:20])
    return hands


def bid_outcomes(rules: Ruleset, seating: Seating, hand: Sequence[Card], rng: random.Random, worlds: int) -> Outcomes:
    """Per suit game and grand, what it is worth in each sampled deal (the skat taken, the
    game's quick discard): its game value when won, else 0."""
    unseen = [c for c in DECK if c not in set(hand)]
    deals = []
    for _ in range(worlds):
        rng.shuffle(unseen)
        deals.append((unseen[:2], list(unseen[2:])))
    outcomes: Outcomes = {}
    for game in SUIT_GAMES:
        outcomes[game] = []
        for skat, others in deals:
            twelve = list(hand) + skat
            ten, _ = greedy_discard(twelve, game)
            discard = [c for c in twelve if c not in ten]
            r = play_out(rules, seating, _hands(seating, ten, others), discard, skat, Declaration(game), 18, rng).game
            assert r is not None  # a suit game or grand was played
            outcomes[game].append(r.game_value if r.won else 0)
    return outcomes


def bid_limit(outcomes: Outcomes, hand: Sequence[Card], threshold: float, null_threshold: float) -> int:
    """The highest value this hand should bid: some game wins at it in at least ``threshold``
    of the sampled deals, or a null is that safe by the estimate (``null_threshold``)."""
    limit = 0
    for results in outcomes.values():
        for value in sorted(set(results), reverse=True):
            if value <= limit:
                break
            if sum(v >= value for v in results) >= threshold * len(results):
                limit = value
                break
    if limit < NULL_VALUE[(False, False)]:
        # with the skat, the worst of two more cards can go
        if max(null_chance([c for c in hand if c is not d]) for d in hand) >= null_threshold:
            limit = NULL_VALUE[(False, False)]
    return limit


def _candidates(twelve: Sequence[Card], bid: int) -> list[Plan]:
    """Per suit game and grand the estimate's best discard; per legal null the discards
    leaving the safest null hands."""
    plans: list[Plan] = []
    for game in SUIT_GAMES:
        best: Plan | None = None
        for pair in combinations(sorted(twelve), 2):
            ten = [c for c in twelve if c not in pair]
            pts = estimate_points(ten, game, POINTS[pair[0].rank] + POINTS[pair[1].rank])
            p = win_chance(pts)
            ev = expected_score(p, game_value(twelve, game, pts, False), bid, game)
            if best is None or ev > best.expected:
                best = Plan(Declaration(game), pair, ev, p)
        assert best is not None  # twelve cards have discards
        plans.append(best)
    for ouvert in (False, True):
        if NULL_VALUE[(False, ouvert)] >= bid:
            nulls = sorted(combinations(sorted(twelve), 2),
                           key=lambda pair: -null_chance([c for c in twelve if c not in pair]))
            plans += [Plan(Declaration("N", ouvert=ouvert), pair, 0.0, 0.0) for pair in nulls[:NULL_DISCARDS]]
            break  # a null ouvert only where the plain null cannot reach the bid
    return plans


def pickup_plan(rules: Ruleset, seating: Seating, twelve: Sequence[Card], picked_up: Sequence[Card], bid: int,
                rng: random.Random, worlds: int) -> Plan:
    """After taking the skat: the contract and discard with the best mean score for the
    declarer (as the table scores it) over the same sampled defenders' hands."""
    unseen = [c for c in DECK if c not in set(twelve)]
    deals = []
    for _ in range(worlds):
        rng.shuffle(unseen)
        deals.append(list(unseen))
    best: Plan | None = None
    for plan in _candidates(twelve, bid):
        ten = [c for c in twelve if c not in plan.discard]
        total, won = 0.0, 0
        for others in deals:
            r = play_out(rules, seating, _hands(seating, ten, others), plan.discard, picked_up, plan.declaration,
                         bid, rng)
            assert r.game is not None  # the planned game was played
            total += r.scores[seating.declarer]  # as the table scores it (classic or Seeger-Fabian)
            won += r.game.won
        scored = Plan(plan.declaration, plan.discard, total / worlds, won / worlds)
        if plan.declaration.type == "N" and scored.chance < NULL_AT_LEAST:
            continue  # null only on a null hand: a hopeless hand loses a suit game instead
        if best is None or scored.expected > best.expected:
            best = scored
    assert best is not None  # every twelve cards have a suit game
    return best
