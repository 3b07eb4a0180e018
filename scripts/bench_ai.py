#!/usr/bin/env python3
"""Strength of the computer levels on duplicate deals, with 95 % intervals.

Usage: PYTHONPATH=. scripts/bench_ai.py [--game skat ...] [--deals 100] [--seed 1]
                                        [--pairs expert:normal normal:easy]

Each deal is played once with the weaker level in every seat, then once more for every seat
with the stronger level in that seat alone; the stronger level's gain in a seat is its result
there minus the weaker level's result in the same seat of the same cards. A result is what the
expert's search maximises (``Playouts.value``: game points, the declarer's score for his
party, units, the recorded P for the declaring side, strokes avoided). Per deal the gains are
averaged over the seats; the report gives their mean and its 95 % interval (normal
approximation), one JSON object per game and pair. ``weak_no_trick`` is the share of the
weaker level's hands, played beside the stronger level, that took no trick at all (Schnapsen:
the normal player's hands lost without a trick against the expert).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections.abc import Sequence
from typing import Any

from cardtable import games
from cardtable.ai import make_player
from cardtable.ai.search import Playouts
from cardtable.engine.ruleset import Match, Ruleset
from cardtable.session.driver import play_deal


def playouts_of(game: str) -> Playouts:
    """The game's ``Playouts`` (its ``policy.PLAYOUTS``): the measure of a deal's result."""
    module = __import__(f"cardtable.ai.{game}.policy", fromlist=["PLAYOUTS"])
    return module.PLAYOUTS


def deal_results(rules: Ruleset, levels: Sequence[str], seed: int, measure: Playouts) -> tuple[list[float], list[bool]]:
    """Deal 1 of the match ``seed`` played by ``levels`` (one per seat): each seat's result,
    and whether it took no trick."""
    players = [make_player(rules, level, seat, seed) for seat, level in enumerate(levels)]
    match = Match.new(rules, seed)
    play_deal(match, players)
    won = rules.observation(match.state, 0).tricks_won
    return ([measure.value(rules, match.state, seat) for seat in range(rules.seats)],
            [not won[seat] for seat in range(rules.seats)])


def gap(rules: Ruleset, strong: str, weak: str, deals: int, seed: int) -> dict[str, Any]:
    measure = playouts_of(rules.id)
    gains: list[float] = []
    weak_hands = weak_blank = 0
    for n in range(deals):
        deal_seed = seed * 100_003 + n
        base, _ = deal_results(rules, [weak] * rules.seats, deal_seed, measure)
        per_seat = []
        for seat in range(rules.seats):
            levels = [strong if s == seat else weak for s in range(rules.seats)]
            results, blank = deal_results(rules, levels, deal_seed, measure)
            per_seat.append(results[seat] - base[seat])
            weak_hands += rules.seats - 1
            weak_blank += sum(blank[s] for s in range(rules.seats) if s != seat)
        gains.append(statistics.fmean(per_seat))
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else math.inf
    return {"game": rules.id, "stronger": strong, "weaker": weak, "deals": deals, "seed": seed,
            "mean_gain": round(mean, 4), "ci95": [round(mean - half, 4), round(mean + half, 4)],
            "clear_of_zero": mean - half > 0, "weak_no_trick": round(weak_blank / weak_hands, 4)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="*", default=list(games.rulesets()))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pairs", nargs="*", default=["expert:normal", "normal:easy"])
    args = parser.parse_args()
    for game in args.game:
        rules = games.get(game)()
        for pair in args.pairs:
            strong, weak = pair.split(":")
            start = time.perf_counter()
            report = gap(rules, strong, weak, args.deals, args.seed)
            report["seconds"] = round(time.perf_counter() - start, 1)
            print(json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
