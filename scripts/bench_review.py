#!/usr/bin/env python3
"""Review benchmark: how long the review of a deal played to its last trick takes.

Usage: PYTHONPATH=. scripts/bench_review.py [--game skat] [--deals 5] [--seed 1]
Plays ``--deals`` deals with normal players in every seat, keeps those whose card play ran all
its tricks, and reviews each for seat 0 (what the table shows a human) and for every seat.
Prints one JSON object: the median and the slowest, wall clock and CPU time, in seconds, how
many verdicts were exact, how many showed any loss and how many the review marks as mistakes
(the loss matters: the game's ``GameInfo.review_minimum`` and above the sampling noise). Target: a median ≤ 3 s for
one seat on the 2-core machine.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from cardtable import games
from cardtable.ai import make_player
from cardtable.engine.ruleset import Match
from cardtable.session.driver import play_deal
from cardtable.session.review import review
from cardtable.storage.history import DealRecord


def full_deals(game: str, count: int, seed: int) -> list[DealRecord]:
    rules = games.get(game)(None)
    players = [make_player(rules, "normal", s, seed) for s in range(rules.seats)]
    match = Match.new(rules, seed)
    out: list[DealRecord] = []
    while len(out) < count:
        if match.over:
            match = Match.new(rules, seed + match.deals, previous=match.record)
        log = play_deal(match, players, keep_log=True)
        assert log is not None
        # every hand played out (a Schnapsen deal may end with the talon closed, not used up)
        if not any(rules.observation(match.state, s).hand for s in range(rules.seats)):
            out.append(log.record(match, ["normal"] * rules.seats))
    return out


def timed(record: DealRecord, seat: int | None) -> tuple[float, float, int, int, int, int]:
    wall, cpu = time.perf_counter(), time.process_time()
    verdicts = review(record, seat)
    return (time.perf_counter() - wall, time.process_time() - cpu, len(verdicts), sum(v.exact for v in verdicts),
            sum(v.loss > 0 for v in verdicts), sum(v.matters for v in verdicts))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="skat")
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    deals = full_deals(args.game, args.deals, args.seed)
    report: dict[str, object] = {"game": args.game, "deals": len(deals)}
    for name, seat in (("seat0", 0), ("all_seats", None)):
        runs = [timed(d, seat) for d in deals]
        report[name] = {
            "wall_s_median": round(statistics.median(r[0] for r in runs), 3),
            "wall_s_max": round(max(r[0] for r in runs), 3),
            "cpu_s_median": round(statistics.median(r[1] for r in runs), 3),
            "decisions": sum(r[2] for r in runs),
            "exact": sum(r[3] for r in runs),
            "with_loss": sum(r[4] for r in runs),
            "marked": sum(r[5] for r in runs),
        }
    print(json.dumps(report))


if __name__ == "__main__":
    main()
