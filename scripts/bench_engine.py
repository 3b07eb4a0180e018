#!/usr/bin/env python3
"""Engine benchmark: random-playout deals per second, and decision latency per level.

Usage: scripts/bench_engine.py [--game schnapsen] [--runs 5] [--deals 300] [--decision-deals 20]
Prints one JSON object; every figure is the median over the runs.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from cardtable import games
from cardtable.ai import levels, make_player
from cardtable.engine.ruleset import Match
from cardtable.session.driver import play_deal


def random_deals_per_second(game: str, deals: int, seed: int) -> float:
    rules = games.get(game)()
    players = [make_player(rules, "random", s, seed) for s in range(rules.seats)]
    start = time.perf_counter()
    match = Match.new(rules, seed)
    for _ in range(deals):
        if match.over:
            match = Match.new(rules, seed + 1, match.record)
        play_deal(match, players)
    return deals / (time.perf_counter() - start)


def decision_latency(game: str, level: str, deals: int, seed: int) -> tuple[float, float]:
    """Median and p95 in ms of ``level``'s decisions, playing against normal (or random) seats."""
    rules = games.get(game)()
    others = "normal" if "normal" in levels(game) else "random"
    players = [make_player(rules, level if s == 0 else others, s, seed) for s in range(rules.seats)]
    times: list[float] = []

    def hook(seat: int, seconds: float) -> None:
        if seat == 0:
            times.append(seconds * 1000)

    match = Match.new(rules, seed)
    for _ in range(deals):
        if match.over:
            match = Match.new(rules, seed + 1, match.record)
        play_deal(match, players, hook)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="schnapsen")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--decision-deals", type=int, default=20)
    args = parser.parse_args()
    rng = random.Random(1)
    seeds = [rng.randrange(10**6) for _ in range(args.runs)]
    report: dict = {"game": args.game, "runs": args.runs}
    report["random_deals_per_second"] = round(statistics.median(
        random_deals_per_second(args.game, args.deals, s) for s in seeds), 1)
    for level in levels(args.game):
        runs = [decision_latency(args.game, level, args.decision_deals, s) for s in seeds]
        report[f"{level}_decision_ms_median"] = round(statistics.median(r[0] for r in runs), 3)
        report[f"{level}_decision_ms_p95"] = round(statistics.median(r[1] for r in runs), 3)
    print(json.dumps(report))


if __name__ == "__main__":
    main()
