#!/usr/bin/env python3
"""Skat bidding and game choice benchmark: what three computer players make of seeded deals.

Usage: scripts/bench_skat.py [--deals 1000] [--seed 1] [--seats expert,expert,expert]

Deal ``i`` is the first deal of a match seeded ``seed + i`` (so every run and every level sees
the same cards), scored on the Seeger-Fabian list (§10.7). Prints one JSON object: the
passed-out rate, each game type's share of the games played, the soloist's win rate overall and
per type, and list points per deal, each with a 95 % interval (Wilson for rates, normal for the
mean).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from collections import Counter

from cardtable import games
from cardtable.ai import make_player
from cardtable.engine.ruleset import Match
from cardtable.games.skat.bidding import GAME_WORDS
from cardtable.games.skat.state import GAME
from cardtable.session.driver import play_deal

Z = 1.96


def wilson(hits: int, n: int) -> list[float]:
    if n == 0:
        return [0.0, 0.0, 0.0]
    p = hits / n
    centre = (p + Z * Z / (2 * n)) / (1 + Z * Z / n)
    half = Z * math.sqrt(p * (1 - p) / n + Z * Z / (4 * n * n)) / (1 + Z * Z / n)
    return [round(p, 4), round(centre - half, 4), round(centre + half, 4)]


def mean_interval(values: list[float]) -> list[float]:
    m = statistics.fmean(values)
    half = Z * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return [round(m, 2), round(m - half, 2), round(m + half, 2)]


def run(levels: list[str], deals: int, seed: int) -> dict:
    rules = games.get("skat")({"scoring": "seeger_fabian"})
    played: Counter[str] = Counter()
    won: Counter[str] = Counter()
    passed = 0
    list_points: list[float] = []
    for i in range(deals):
        players = [make_player(rules, level, s, seed + i) for s, level in enumerate(levels)]
        match = Match.new(rules, seed + i)
        play_deal(match, players)
        result = match.state.result
        list_points.append(sum(result.scores))
        if result.kind != GAME:
            passed += 1
            continue
        kind = GAME_WORDS[result.game.declaration.type]
        played[kind] += 1
        won[kind] += result.game.won
    games_played = sum(played.values())
    return {
        "seats": levels,
        "deals": deals,
        "seed": seed,
        "passed_out": wilson(passed, deals),
        "share": {k: wilson(played[k], games_played) for k in GAME_WORDS.values()},
        "soloist_won": wilson(sum(won.values()), games_played),
        "won_by_type": {k: wilson(won[k], played[k]) for k in GAME_WORDS.values() if played[k]},
        "list_points_per_seat_and_deal": mean_interval([p / 3 for p in list_points]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--seats", default="expert,expert,expert")
    args = parser.parse_args()
    print(json.dumps(run(args.seats.split(","), args.deals, args.seed)))


if __name__ == "__main__":
    main()
