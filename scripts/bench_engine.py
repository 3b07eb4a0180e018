#!/usr/bin/env python3
"""Engine benchmark: playout throughput of ``apply`` and of ``clone``/``step``, and decision
latency per computer level, in every game.

Usage: PYTHONPATH=. scripts/bench_engine.py [--game schnapsen ...] [--runs 5] [--deals 200]
                               [--decision-deals 10] [--levels easy normal expert] [--baseline REV]
Prints one JSON object per game; every figure is the median over the runs.
- ``apply_actions_per_s``: random legal actions through ``Ruleset.apply`` (checked, copying);
- ``step_actions_per_s``: the same playouts on one ``clone`` per deal through ``step``;
- ``step_speedup``: step against apply, run by run (both this code);
- with ``--baseline REV`` (a git revision, e.g. ``825c77d``): ``baseline_apply_actions_per_s``,
  the apply playouts of that revision's code (exported with ``git archive`` and run in a
  subprocess, which deals the starts with its own ``Match`` from the same seeds), and
  ``step_vs_baseline``, this code's step figure against it;
- ``<level>``: that level in seat 0 against normal seats, every decision on turn (its
  interjections aside): median and 95th percentile in ms, wall clock and CPU time.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Sequence

from bench_ai import exported  # this folder is the script's first import path

from cardtable import games
from cardtable.ai import levels, make_player
from cardtable.ai.base import Player
from cardtable.engine.actions import Action
from cardtable.engine.observation import Observation
from cardtable.engine.ruleset import Match, Ruleset
from cardtable.session.driver import play_deal


def deal_starts(rules: Ruleset, deals: int, seed: int) -> list:
    """``deals`` fresh deal states, dealt as the matches deal them."""
    out = []
    match = Match.new(rules, seed)
    for n in range(deals):
        if match.over or n % 7 == 0:
            match = Match.new(rules, seed + n)
        match.next_deal()
        out.append(match.state)
        match.state = None
    return out


def random_playouts(rules: Ruleset, starts: list, seed: int, checked: bool) -> int:
    """Play every deal of ``starts`` out with random legal actions (through ``apply`` when
    ``checked``, else on a ``clone`` through ``step``); the number of actions."""
    rng = random.Random(seed)
    actions = 0
    for start in starts:
        state = start if checked else rules.clone(start)
        while not rules.deal_over(state):
            seat = rules.turn(state)
            action = rng.choice(rules.legal_actions(state, seat))
            if checked:
                state, _ = rules.apply(state, seat, action)
            else:
                rules.step(state, seat, action)
            actions += 1
    return actions


def playouts_per_second(rules: Ruleset, starts: list, seed: int, checked: bool) -> float:
    """Random legal actions per second until every deal is over."""
    begin = time.process_time()  # CPU time: other processes on the machine do not count
    actions = random_playouts(rules, starts, seed, checked)
    return actions / (time.process_time() - begin)


class Timed(Player):
    """A player whose ``choose`` calls (not its interjections) are timed: wall clock and CPU."""

    def __init__(self, inner: Player) -> None:
        super().__init__(inner.rules, inner.seat, inner.rng)
        self.inner = inner
        self.wall: list[float] = []
        self.cpu: list[float] = []

    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        wall, cpu = time.perf_counter(), time.process_time()
        action = self.inner.choose(obs, legal)
        self.wall.append((time.perf_counter() - wall) * 1000)
        self.cpu.append((time.process_time() - cpu) * 1000)
        return action

    def interject(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        return self.inner.interject(obs, legal)


def decision_latency(rules: Ruleset, level: str, deals: int, seed: int) -> Timed:
    """``level`` in seat 0 against normal seats; its decisions timed."""
    others = "normal" if "normal" in levels(rules.id) else "random"
    timed = Timed(make_player(rules, level, 0, seed))
    players = [timed] + [make_player(rules, others, s, seed) for s in range(1, rules.seats)]
    match = Match.new(rules, seed)
    for _ in range(deals):
        if match.over:
            match = Match.new(rules, seed + 1, match.record)
        play_deal(match, players)
    return timed


def baseline_apply(rev: str, games_: list[str], runs: int, deals: int) -> dict[str, float]:
    """Each game's median ``apply_actions_per_s`` at git revision ``rev``: this script, run with
    ``--apply-only`` in a subprocess that imports that revision's code, on the same seeds."""
    with exported(rev) as tmp:
        out = subprocess.run(
            [sys.executable, __file__, "--apply-only", "--runs", str(runs), "--deals", str(deals), "--game", *games_],
            env={**os.environ, "PYTHONPATH": tmp}, check=True, stdout=subprocess.PIPE, text=True,
        ).stdout
    return {r["game"]: r["apply_actions_per_s"] for r in map(json.loads, out.splitlines())}


def percentiles(ms: list[float]) -> tuple[float, float]:
    ms = sorted(ms)
    return round(statistics.median(ms), 2), round(ms[int(0.95 * (len(ms) - 1))], 2)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="*", default=list(games.rulesets()))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--decision-deals", type=int, default=10)
    parser.add_argument("--levels", nargs="*", default=None, help="levels to time (default: all)")
    parser.add_argument("--baseline", metavar="REV", help="also measure apply at this git revision")
    parser.add_argument("--apply-only", action="store_true", help=argparse.SUPPRESS)  # the baseline's subprocess
    args = parser.parse_args()
    rng = random.Random(1)
    seeds = [rng.randrange(10**6) for _ in range(args.runs)]
    if args.apply_only:
        assert games.__file__.startswith(os.environ["PYTHONPATH"]), "the baseline's code was not imported"
        for game in args.game:
            rules = games.get(game)()
            starts = deal_starts(rules, args.deals, seeds[0])
            speeds = [playouts_per_second(rules, starts, s, True) for s in seeds]
            print(json.dumps({"game": game, "apply_actions_per_s": statistics.median(speeds)}), flush=True)
        return
    baseline = baseline_apply(args.baseline, args.game, args.runs, args.deals) if args.baseline else {}
    for game in args.game:
        rules = games.get(game)()
        starts = deal_starts(rules, args.deals, seeds[0])
        report: dict = {"game": game, "runs": args.runs}
        pairs = [(playouts_per_second(rules, starts, s, True), playouts_per_second(rules, starts, s, False))
                 for s in seeds]  # back to back, so both see the same machine
        report["apply_actions_per_s"] = round(statistics.median(a for a, _ in pairs), 1)
        report["step_actions_per_s"] = round(statistics.median(b for _, b in pairs), 1)
        report["step_speedup"] = round(statistics.median(b / a for a, b in pairs), 1)
        if game in baseline:
            report["baseline_apply_actions_per_s"] = round(baseline[game], 1)
            report["step_vs_baseline"] = round(report["step_actions_per_s"] / baseline[game], 1)
        for level in args.levels if args.levels is not None else levels(game):
            runs = [decision_latency(rules, level, args.decision_deals, s) for s in seeds]
            wall = percentiles([t for r in runs for t in r.wall])
            cpu = percentiles([t for r in runs for t in r.cpu])
            report[level] = {"decisions": sum(len(r.wall) for r in runs), "ms_median": wall[0], "ms_p95": wall[1],
                             "cpu_ms_median": cpu[0], "cpu_ms_p95": cpu[1]}
        print(json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
