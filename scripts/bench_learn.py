#!/usr/bin/env python3
"""Learning benchmark: the coach, the bidding help and par, as the table asks for them.

Usage: PYTHONPATH=. nice -n 15 scripts/bench_learn.py [--deals 4] [--seed 1] [--games skat,...]
For each game, ``--deals`` deals are played by normal players (seeded). The coach's verdicts
(``session.coach.advise``, as in a real game: the hidden cards never read) are timed at every
card decision of seat 0 among two or more cards; the bidding help (``session.bidhelp``) at
seat 0's first decision of each deal; par (``session.par``) once per deal for seat 0. Prints one
JSON object per game and a summary: p95 of the coach and the bidding help, median of par, in
seconds of wall clock and of CPU time (the thread's own: what the same work takes on an idle
core, where the wall clock of a machine shared with other work says little). Targets on the
2-core machine: coach and bidding help p95 ≤ 0.3 s, par median ≤ 2 s. Not a test.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from datetime import UTC, datetime

from cardtable import games
from cardtable.ai import make_player
from cardtable.engine.actions import PLAY
from cardtable.engine.dealcode import code_of
from cardtable.engine.ruleset import Match
from cardtable.session.bidhelp import bidding_help
from cardtable.session.coach import advise
from cardtable.session.driver import computer_choice
from cardtable.session.par import par
from cardtable.storage.history import DealRecord


class Clock:
    """Wall clock and this thread's CPU time of one call."""

    def __init__(self) -> None:
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def time(self, call, *args):
        wall, cpu = time.perf_counter(), time.thread_time()
        result = call(*args)
        self.wall.append(time.perf_counter() - wall)
        self.cpu.append(time.thread_time() - cpu)
        return result


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))] if ordered else 0.0


def bench(game: str, deals: int, seed: int) -> dict:
    rules = games.get(game)()
    players = [make_player(rules, "normal", s, seed) for s in range(rules.seats)]
    match = Match.new(rules, seed)
    coach, helps, pars = Clock(), Clock(), Clock()
    for _ in range(deals):
        if match.over:
            match = Match.new(rules, seed + match.deals, previous=match.record)
        match.next_deal()
        code, start = code_of(match), rules.clone(match.state)
        actions = []
        asked_help = False
        while match.deal_running:
            state = match.state
            if 0 in [s for s in range(rules.seats) if rules.legal_actions(state, s)] and not asked_help:
                helps.time(bidding_help, rules, rules.observation(state, 0), code)
                asked_help = True
            if rules.turn(state) == 0 and sum(a.kind == PLAY for a in rules.legal_actions(state, 0)) > 1:
                coach.time(advise, rules, rules.clone(state), 0, code, len(actions))
            choice = computer_choice(match, players)
            assert choice is not None  # computers in every seat
            match.apply(*choice)
            actions.append(choice)
        record = DealRecord(code, start, tuple(actions), ("normal",) * rules.seats, datetime.now(UTC),
                            tuple(rules.deal_scores(match.state)), "", results=tuple(rules.deal_result(match.state)))
        pars.time(par, record, 0)
    return {"game": game, "coach_decisions": len(coach.wall),
            "coach_p95_s": round(p95(coach.wall), 3), "coach_p95_cpu_s": round(p95(coach.cpu), 3),
            "bidhelp_p95_s": round(p95(helps.wall), 3), "bidhelp_p95_cpu_s": round(p95(helps.cpu), 3),
            "par_median_s": round(statistics.median(pars.wall), 3), "par_median_cpu_s": round(statistics.median(pars.cpu), 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--games", default=",".join(games.rulesets()))
    args = parser.parse_args()
    rows = [bench(g, args.deals, args.seed) for g in args.games.split(",")]
    for row in rows:
        print(json.dumps(row))
    keys = ("coach_p95_s", "coach_p95_cpu_s", "bidhelp_p95_s", "bidhelp_p95_cpu_s", "par_median_s", "par_median_cpu_s")
    print(json.dumps({**{k: max(r[k] for r in rows) for k in keys},
                      "targets": {"coach_p95_s": 0.3, "bidhelp_p95_s": 0.3, "par_median_s": 2.0}}))


if __name__ == "__main__":
    main()
