#!/usr/bin/env python3
"""Where one level's choices gain on another's, decision by decision, on the true deal.

Usage: PYTHONPATH=. scripts/bench_decisions.py --game hindersche [--pairs master:expert]
                                               [--deals 100] [--seed 1] [--deal 1] [--jobs 2]

For each pair ``strong:weak``, every deal is played by ``weak`` in every seat (deal N of each
match, as ``bench_ai``: the same matches and standings). At each decision of the seat on turn,
``strong`` in that seat is asked too; where it chooses otherwise, both actions are played on
from the true state by ``weak`` in every seat, and the difference of the seat's results
(``Playouts.value``) is that decision's gain. Summed per deal and averaged over the seats, this
estimates what ``strong`` gains over ``weak`` (one decision changed at a time, the rest played
as ``weak`` would), and it shows where: the report gives the share of decisions that differ and
the gain by trick. A benchmark for finding out why a search change helps or not; the strength
of a level is what ``bench_ai`` measures.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
from collections import defaultdict
from typing import Any

from bench_ai import interval, match_at, player, playouts_of

from cardtable import games
from cardtable.engine.actions import Action
from cardtable.engine.ruleset import Ruleset
from cardtable.session.driver import choice_in


def played_on(rules: Ruleset, state: Any, seat: int, action: Action, level: str, seed: int) -> float:
    """The result for ``seat`` of ``action`` in ``state``, the deal played on by ``level``."""
    state = rules.clone(state)
    rules.step(state, seat, action)
    players = [player(rules, level, s, seed) for s in range(rules.seats)]
    while not rules.deal_over(state):
        choice = choice_in(rules, state, players)
        assert choice is not None  # a computer in every seat
        rules.step(state, *choice)
    return playouts_of(rules.id).value(rules, state, seat)


def decisions_of_deal(task: tuple[str, str, str, int, int, int]) -> list[tuple[int, bool, float]] | None:
    """Match ``n``'s measured deal: (trick, whether the levels differ, gain) for every decision
    of the seat on turn; None when the match is over before that deal."""
    game, strong, weak, n, seed, deal = task
    rules = games.get(game)()
    start = match_at(rules, seed * 100_003 + n, deal)
    if start is None:
        return None
    start.next_deal()
    weak_players = [player(rules, weak, s, start.seed) for s in range(rules.seats)]
    strong_players = [player(rules, strong, s, start.seed) for s in range(rules.seats)]
    found = []
    while start.deal_running:
        state = start.state
        choice = choice_in(rules, state, weak_players)
        assert choice is not None
        seat, action = choice
        if seat == rules.turn(state):
            obs, legal = rules.observation(state, seat), rules.legal_actions(state, seat)
            other = strong_players[seat].choose(obs, legal)
            gain = 0.0
            if other != action:
                gain = (played_on(rules, state, seat, other, weak, start.seed)
                        - played_on(rules, state, seat, action, weak, start.seed))
            found.append((len(obs.tricks), other != action, gain))
        start.apply(seat, action)
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="hindersche", choices=list(games.rulesets()))
    parser.add_argument("--pairs", nargs="*", default=["master:expert"])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deal", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (the result does not depend on it)")
    args = parser.parse_args()
    seats = games.get(args.game)().seats
    with multiprocessing.Pool(args.jobs) as pool:
        for pair in args.pairs:
            strong, weak = pair.split(":")
            tasks = [(args.game, strong, weak, n, args.seed, args.deal) for n in range(args.deals)]
            per_deal, by_trick, asked, differ = [], defaultdict(list), 0, 0
            for found in pool.imap(decisions_of_deal, tasks):
                if found is None:
                    continue
                per_deal.append(sum(g for _, _, g in found) / seats)
                asked += len(found)
                differ += sum(d for _, d, _ in found)
                for trick, _, gain in found:
                    by_trick[trick].append(gain)
                print(json.dumps({"deal": len(per_deal), "gain": per_deal[-1]}), file=sys.stderr, flush=True)
            mean, low, high = interval(per_deal)
            print(json.dumps({
                "game": args.game, "stronger": strong, "weaker": weak, "deals": len(per_deal), "seed": args.seed,
                "deal": args.deal, "decisions": asked, "differ": round(differ / asked, 4), "mean_gain": round(mean, 4),
                "ci95": [round(low, 4), round(high, 4)],
                "gain_by_trick": {t: round(sum(g) / len(per_deal) / seats, 4) for t, g in sorted(by_trick.items())},
            }), flush=True)


if __name__ == "__main__":
    main()
