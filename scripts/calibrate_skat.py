#!/usr/bin/env python3
"""Calibrate the Skat hand evaluation against play: forehand declares each suit game and the
grand on the same seeded deals (skat taken, the evaluation's own discard), the normal players
play them out, and the raw estimate is fitted to the card points the declarer actually made.

Usage: scripts/calibrate_skat.py [--deals 300] [--seed 1] [--level normal]
Prints one JSON object per game class (suit, grand): slope, offset and residual spread, the
constants of ``ai/skat/bidding.py``.
"""

from __future__ import annotations

import argparse
import json
import statistics

from cardtable import games
from cardtable.ai import make_player
from cardtable.ai.skat import bidding
from cardtable.engine.actions import Action
from cardtable.engine.ruleset import Match
from cardtable.games.skat.bidding import BID, PASS, declare_action
from cardtable.games.skat.cards import POINTS
from cardtable.games.skat.rules import DISCARD, TAKE_SKAT
from cardtable.games.skat.state import (
    BIDDING,
    DECLARE,
    DISCARD as DISCARD_PHASE,
    F_LAST,
    MF_BID,
    R_BID,
    SKAT_CHOICE,
    Declaration,
)


def play_forced(seed: int, game: str, position: int, level: str) -> tuple[float, int]:
    """(raw estimate, declarer card points) when the seat in ``position`` (0 forehand,
    1 middlehand, 2 rearhand) declares ``game`` at 18 after the pickup."""
    rules = games.get("skat")()
    match = Match.new(rules, seed)
    match.next_deal()
    players = [make_player(rules, level, s, seed) for s in range(3)]
    raw = 0.0
    kept: list = []
    while match.deal_running:
        s = match.state
        seat = rules.turn(s)
        legal = rules.legal_actions(s, seat)
        if s.phase == BIDDING:
            # the chosen position says 18 (forehand: plays at 18 when both others passed),
            # everybody else passes (§7.4)
            bidder = {MF_BID: 1, R_BID: 2, F_LAST: 0}.get(s.auction)
            action = Action(BID, arg="18") if bidder == position else Action(PASS)
        elif s.phase == SKAT_CHOICE:
            action = Action(TAKE_SKAT)
        elif s.phase == DISCARD_PHASE:
            if not kept:
                kept, skat_points = bidding.greedy_discard(list(s.hands[seat]), game)
                raw = bidding.raw_points(kept, game, skat_points)
            action = Action(DISCARD, card=next(c for c in s.hands[seat] if c not in kept))
        elif s.phase == DECLARE:
            action = declare_action(Declaration(game))
        else:
            action = players[seat].choose(rules.observation(s, seat), legal)
        match.apply(seat, action)
    return raw, match.state.result.game.declarer_points


def fit(rows: list[tuple[int, float, int]]) -> dict:
    """Least squares of points on the raw estimate with one offset per position."""
    n = 4  # slope, forehand, middlehand and rearhand offsets
    features = [[raw] + [float(pos == k) for k in range(3)] for pos, raw, _ in rows]
    ys = [float(points) for _, _, points in rows]
    # normal equations, solved by Gauss-Jordan elimination (4 unknowns)
    a = [[sum(f[i] * f[j] for f in features) for j in range(n)]
         + [sum(f[i] * y for f, y in zip(features, ys))] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(n):
            if r != col:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col])]
    beta = [a[i][n] / a[i][i] for i in range(n)]
    residual = statistics.pstdev([y - sum(b * x for b, x in zip(beta, f)) for f, y in zip(features, ys)])
    return {"n": len(rows), "slope": round(beta[0], 3), "offsets": [round(b, 2) for b in beta[1:]],
            "spread": round(residual * 0.551, 2)}  # the logistic scale of a normal with that sd


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal")
    args = parser.parse_args()
    suit: list[tuple[int, float, int]] = []
    grand: list[tuple[int, float, int]] = []
    for i in range(args.deals):
        position = i % 3
        for game in "DHSCG":
            raw, points = play_forced(args.seed + i, game, position, args.level)
            (grand if game == "G" else suit).append((position, raw, points))
    print(json.dumps({"suit": fit(suit), "grand": fit(grand), "card_points": sum(POINTS.values())}))


if __name__ == "__main__":
    main()
