"""Contract choice: estimate what a hand makes in each play type, compare it with what an
average hand makes there, weight by the row (3p weight, 4p multiplier) and declare the best
fit, or pass when every open contract fits worse than average (§7.5 lets another player
declare, keeping the contract for a better hand)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache

from ...engine.actions import Action
from ...engine.cards import ALL_CARDS, Card
from ...games.coiffeur.bidding import JOKERS, MODE_3P, joker_play_types, parse_declaration
from ...games.coiffeur.cards import DEAL_TOTAL, GUSTAV, OBENABE, TRUMP, UNDENUFE, PlayType
from ...games.coiffeur.scoring import MULTIPLIER, WEIGHT

ORDERS = {OBENABE: "AKQJT9876", UNDENUFE: "6789TJQKA"}


def direction_tricks(hand: Sequence[Card], direction: str, suits: str = "CSHD") -> float:
    """Tricks a no-trump direction is likely to bring: top sequences, guarded honours and
    the length that runs once the others are out of a suit."""
    order = ORDERS[direction]
    total = 0.0
    for suit in suits:
        held = [r for r in order if Card(suit, r) in hand]
        top = 0
        while top < len(order) and order[top] in held:
            top += 1
        total += top
        for r in held[top:]:
            missing = order.index(r) - held.index(r)  # higher cards the others hold
            guards = len(held) - held.index(r) - 1
            if guards >= missing:
                total += 0.6 / missing
        if len(held) >= 4 and top >= 1:
            total += 0.5 * (len(held) - 3)
    return total


def trump_tricks(hand: Sequence[Card], x: str) -> float:
    ranks = {c.rank for c in hand if c.suit == x}
    t = len(ranks)
    tricks = float("J" in ranks)
    tricks += ("9" in ranks) * (1.0 if "J" in ranks or t >= 3 else 0.5)
    tricks += ("A" in ranks) * (0.9 if t >= 3 else 0.5)
    tricks += max(0, t - 3) * 0.8
    side = "".join(s for s in "CSHD" if s != x)
    tricks += 0.9 * direction_tricks([c for c in hand if c.rank in "AK"], OBENABE, side)
    short = sum(1 for s in side if sum(1 for c in hand if c.suit == s) <= 1)
    return tricks + 0.4 * short * min(1.0, max(0, t - 2) / 2)


def estimate(hand: Sequence[Card], pt: PlayType, n: int) -> float:
    """Expected card points of the declarer with ``hand`` (a heuristic, 0..157)."""
    if pt.kind == TRUMP:
        tricks = trump_tricks(hand, pt.trump or "")
    elif pt.kind in ORDERS:
        tricks = direction_tricks(hand, pt.kind)
    else:  # Slalom and Gustav: both directions, the start one a little more
        assert pt.start is not None  # Slalom and Gustav name their first direction
        first = direction_tricks(hand, pt.start)
        second = direction_tricks(hand, UNDENUFE if pt.start == OBENABE else OBENABE)
        tricks = 0.55 * first + 0.45 * second if pt.kind == GUSTAV else 0.6 * first + 0.4 * second
    per_trick = DEAL_TOTAL / (12 if n == 3 else 9)
    return min(float(DEAL_TOTAL), tricks * per_trick * 1.1)


@cache
def baselines(mode: str, slalom_gustav_4p: bool) -> dict[str, float]:
    """Mean estimate of random hands per play type id, and per Joker (its best play type)."""
    n = 3 if mode == MODE_3P else 4
    rng = random.Random(20240601)
    types = joker_play_types(mode, slalom_gustav_4p)  # every play type there is
    sums = {pt.id: 0.0 for pt in types}
    best = 0.0
    samples = 150
    for _ in range(samples):
        hand = rng.sample(ALL_CARDS, 36 // n)
        values = {pt.id: estimate(hand, pt, n) for pt in types}
        for k, v in values.items():
            sums[k] += v
        best += max(values.values())
    out = {k: v / samples for k, v in sums.items()}
    out.update(dict.fromkeys(JOKERS, best / samples))
    return out


def rank_declarations(hand: Sequence[Card], legal: Sequence[Action], mode: str, slalom_gustav_4p: bool) -> list[tuple[float, Action]]:
    """(advantage, action) for every legal declaration, best first."""
    n = 3 if mode == MODE_3P else 4
    base = baselines(mode, slalom_gustav_4p)
    scored = []
    for a in legal:
        if a.kind != "DECLARE":
            continue
        d = parse_declaration(a.arg or "", 0)
        factor = WEIGHT[d.contract] if mode == MODE_3P else MULTIPLIER[d.contract]
        reference = base[d.contract] if d.contract in JOKERS else base[d.play.id]
        scored.append((factor * (estimate(hand, d.play, n) - reference), a))
    scored.sort(key=lambda t: -t[0])
    return scored


def choose_bid(hand: Sequence[Card], legal: Sequence[Action], mode: str, slalom_gustav_4p: bool,
               pass_below: float = 0.0) -> Action:
    ranked = rank_declarations(hand, legal, mode, slalom_gustav_4p)
    passing = next((a for a in legal if a.kind == "PASS"), None)
    if passing is not None and ranked[0][0] < pass_below:
        return passing
    return ranked[0][1]


def easy_bid(hand: Sequence[Card], legal: Sequence[Action], mode: str) -> Action:
    """The declaration whose play type the hand suits best, ignoring rows; never passes."""
    n = 3 if mode == MODE_3P else 4
    declares = [a for a in legal if a.kind == "DECLARE"]
    return max(declares, key=lambda a: estimate(hand, parse_declaration(a.arg or "", 0).play, n))

