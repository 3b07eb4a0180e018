"""Hand evaluation for bidding and for choosing the game and the discard.

A suit or grand hand is valued by an estimate of the declarer's card points: trump tricks by
drawing trumps greedily (the top remaining trump wins a round, two defender trumps fall per
round), side winners from the top of each suit down (a long suit is ruffed sooner, unless the
defenders' trumps are all drawn), the skat, and the defenders' cards that fall into the
declarer's tricks. ``win_chance`` turns the margin over 61 into a probability; the estimate is
calibrated by simulation (``scripts/calibrate_skat.py``). Null hands are valued by how far each
suit's cards stand above the ladder of cards that can always duck.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from ...engine.cards import Card
from ...games.skat.bidding import NULL_VALUE
from ...games.skat.cards import DECK, KEYS, PLAIN_ORDER, POINTS, trump_order
from ...games.skat.scoring import BASE, matadors
from ...games.skat.state import Declaration

SUIT_GAMES = ("D", "H", "S", "C", "G")
# Linear calibration of the raw estimate against the declarer's card points in normal-level
# play, suit games and grands apart (scripts/calibrate_skat.py); SPREAD is the logistic scale
# of the residuals.
CALIBRATION = {"suit": (0.682, 6.15), "G": (0.702, 8.18)}
SPREAD = 8.2  # card points per logit step
# A null suit's chance to stay safe by how far its worst card stands above the safe ladder
# (0: safe; a lone eight is 1, a lone ace 7).
NULL_SUIT_SAFE = (0.97, 0.85, 0.6, 0.4, 0.25, 0.15, 0.1, 0.05)


def raw_points(hand: Sequence[Card], game: str, skat_points: float) -> float:
    """The uncalibrated estimate of the declarer's card points with these ten cards."""
    keys = KEYS[game]
    order = trump_order(game)
    held = set(hand)
    mine = [i for i, c in enumerate(order) if c in held]
    theirs = [i for i, c in enumerate(order) if c not in held]
    tricks = 0.0
    won = 0.0
    while mine and theirs:  # drawing trumps, highest first; the defenders follow low
        if mine[0] < theirs[0]:
            tricks += 1
            won += POINTS[order[mine.pop(0)].rank]
            del theirs[-2:]
        else:
            theirs.pop(0)
            mine.pop()
            del theirs[-1:]
    tricks += len(mine)
    won += sum(POINTS[order[i].rank] for i in mine)
    ruffs = len(mine)
    drawn = not theirs  # the defenders hold no trump any more: side suits run to the end
    losers = 0
    for suit in "CSHD":
        ranks = sorted(keys[c][1] for c in hand if keys[c][0] == suit)
        if not ranks:
            continue
        top = 0
        while top < len(ranks) and ranks[top] == top:
            top += 1
        if drawn:
            # after ``top`` rounds the defenders' cards of the suit are mostly gone; each one
            # left still beats one of the declarer's lower cards
            left = max(0, 7 - len(ranks) - 2 * top)
            wins = top + max(0, len(ranks) - top - left)
        else:
            wins = min(top, max(1, (7 - len(ranks)) // 2))  # before a defender ruffs
        tricks += wins
        won += sum(POINTS[PLAIN_ORDER[r]] for r in ranks[:wins])
        losers += len(ranks) - wins
    tricks = min(10.0, tricks + min(ruffs, losers) * 0.3)
    own = sum(POINTS[c.rank] for c in hand)
    per_card = (120 - own - skat_points) / 20
    return skat_points + won + tricks * 2 * per_card * 0.75


def estimate_points(hand: Sequence[Card], game: str, skat_points: float) -> float:
    """Expected declarer card points of a suit/grand game played with these ten cards."""
    slope, offset = CALIBRATION["G" if game == "G" else "suit"]
    return slope * raw_points(hand, game, skat_points) + offset


def win_chance(points: float) -> float:
    return 1 / (1 + math.exp(-(points - 60.5) / SPREAD))


def null_chance(hand: Sequence[Card]) -> float:
    """The chance to lose no trick in a null game: each suit is safe when the declarer's k-th
    lowest card is at most the (2k−1)-th lowest of the suit (7, 9, jack, … can always duck);
    the further a card stands above that, the likelier the defenders force it to win."""
    keys = KEYS["N"]
    chance = 1.0
    for suit in "CSHD":
        lows = sorted(7 - keys[c][1] for c in hand if c.suit == suit)  # 0 = seven
        excess = max((r - 2 * k for k, r in enumerate(lows)), default=0)
        chance *= NULL_SUIT_SAFE[min(max(excess, 0), len(NULL_SUIT_SAFE) - 1)]
    return chance


@dataclass
class Plan:
    declaration: Declaration
    discard: tuple[Card, ...]
    expected: float  # expected score
    chance: float  # estimated chance of winning


def game_value(cards12: Sequence[Card], game: str, expected_points: float, hand: bool) -> int:
    mat, _ = matadors(cards12, game)
    return BASE[game] * (mat + 1 + hand + (expected_points >= 95))


def expected_score(p: float, value: int, bid: int, game: str) -> float:
    if value < bid:  # overbid: lost at the next multiple of the base value
        return -2 * BASE[game] * math.ceil(bid / BASE[game])
    return p * value - (1 - p) * 2 * value


def best_pickup_plan(twelve: Sequence[Card], bid: int) -> Plan:
    """After taking the skat: the game and discard with the best expected score (§8.3 legal)."""
    best: Plan | None = None
    for pair in combinations(sorted(twelve), 2):
        ten = [c for c in twelve if c not in pair]
        skat_points = POINTS[pair[0].rank] + POINTS[pair[1].rank]
        for game in SUIT_GAMES:
            pts = estimate_points(ten, game, skat_points)
            p = win_chance(pts)
            ev = expected_score(p, game_value(twelve, game, pts, False), bid, game)
            if best is None or ev > best.expected:
                best = Plan(Declaration(game), pair, ev, p)
        if NULL_VALUE[(False, False)] >= bid or NULL_VALUE[(False, True)] >= bid:
            p = null_chance(ten)
            ouvert = p > 0.85 and NULL_VALUE[(False, False)] < bid
            value = NULL_VALUE[(False, ouvert)]
            ev = p * value - (1 - p) * 2 * value
            if best is None or ev > best.expected:
                best = Plan(Declaration("N", ouvert=ouvert), pair, ev, p)
    assert best is not None  # twelve cards always have a legal discard and game
    return best


def best_hand_plan(hand: Sequence[Card], bid: int, unseen_points: float) -> Plan:
    """Without the skat: the best hand game (no announcements) and its expected score."""
    skat_points = unseen_points * 2 / 22
    best = Plan(Declaration("G", hand=True), (), -math.inf, 0.0)
    for game in SUIT_GAMES:
        pts = estimate_points(hand, game, skat_points)
        p = win_chance(pts)
        ev = expected_score(p, game_value(hand, game, pts, True), bid, game)
        if ev > best.expected:
            best = Plan(Declaration(game, hand=True), (), ev, p)
    if NULL_VALUE[(True, False)] >= bid:
        p = null_chance(hand) * 0.9
        ev = p * 35 - (1 - p) * 70
        if ev > best.expected:
            best = Plan(Declaration("N", hand=True), (), ev, p)
    return best


def greedy_discard(twelve: Sequence[Card], game: str) -> tuple[list[Card], int]:
    """A quick discard for bidding estimates: twice drop the card whose loss hurts least.
    Returns the ten kept cards and the discarded points."""
    cards, skat_points = list(twelve), 0
    for _ in range(2):
        drop = max(cards, key=lambda c: estimate_points(
            [x for x in cards if x is not c], game, skat_points + POINTS[c.rank]))
        cards.remove(drop)
        skat_points += POINTS[drop.rank]
    return cards, skat_points


def bid_limit(hand: Sequence[Card], rng: random.Random, threshold: float, samples: int = 8) -> int:
    """The highest value this hand should bid: a game wins with chance ≥ ``threshold`` at it,
    averaged over sampled skats (each followed by a quick discard)."""
    others = [c for c in DECK if c not in set(hand)]
    skats = [rng.sample(others, 2) for _ in range(samples)]
    limit = 0
    for game in SUIT_GAMES:
        results = []
        for skat in skats:
            twelve = list(hand) + skat
            ten, skat_points = greedy_discard(twelve, game)
            pts = estimate_points(ten, game, skat_points)
            results.append((win_chance(pts), game_value(twelve, game, pts, False)))
        for value in sorted({v for _, v in results}, reverse=True):
            if value <= limit:
                break
            if sum(p for p, v in results if v >= value) / samples >= threshold:
                limit = value
                break
    if limit < 23:
        # with the skat, the worst of two more cards can go
        if max(null_chance([c for c in hand if c is not d]) for d in hand) >= threshold:
            limit = 23
    return limit

