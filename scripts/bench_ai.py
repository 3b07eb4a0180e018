#!/usr/bin/env python3
"""Strength of the computer levels on duplicate deals, with 95 % intervals.

Usage: PYTHONPATH=. scripts/bench_ai.py [--game skat ...] [--deals 100] [--seed 1] [--deal 1]
                                        [--pairs expert:normal normal:easy] [--baseline REV]
                                        [--variant mode=4p_partnership]

Each deal is played once with the weaker level in every seat, then once more for every seat
with the stronger level in that seat alone; the stronger level's gain in a seat is its result
there minus the weaker level's result in the same seat of the same cards. A result is what the
expert's search maximises (``Playouts.value``: game points, the declarer's score for his
party, units, the recorded P for the declaring side, strokes avoided); a change to a game's
``Playouts.value`` therefore changes the measure too, and has to be measured with the old value
(else the changed expert is judged by its own objective). Per deal the gains are
averaged over the seats; the report gives their mean and its 95 % interval (normal
approximation), one JSON object per game and pair. ``weak_no_trick`` is the share of the
weaker level's hands, played beside the stronger level, that took no trick at all (Schnapsen:
the normal player's hands lost without a trick against the expert). A level ``expert-inference``
or ``expert-exact`` is the expert without that part (``--pairs expert:expert-exact``: what the
exact endings bring).

With ``--baseline REV`` (a git revision, e.g. ``87ea122``) each pair ``strong:weak`` is read
as today's ``strong`` against REV's ``weak`` (``--pairs expert:expert`` by default then).
REV's code is exported with ``git archive`` and plays its seats from a subprocess that deals
the same deal with its own ``Match`` and is told every action taken. Every deal is played in
both seatings, as duplicate bridge is: today's level in some seats (deal n: seat n mod 3 in a
three-seat game, seats n mod 2 and n mod 2 + 2 — partners — in a four-seat one, seat n mod 2
in Schnapsen) and REV's in the others, then the other way round on the same cards; the gain
of a deal is today's result minus REV's in the same seat, averaged over all seats.

Each of the ``--deals`` matches is measured on one deal, by default its first. With ``--deal N``
it is the match's deal N, the deals before it played by today's normal players (the same for
every level measured; the baseline is sent the match as a save): a later standing, such as
Hindersche's round two with its Hüpscher and its other aims. Matches over before deal N are
left out and counted (``matches_over_before``).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, nullcontext
from dataclasses import replace
from pathlib import Path
from typing import IO, Any

from cardtable import games
from cardtable.ai import make_player
from cardtable.ai.base import Player
from cardtable.ai.search import ExpertPlayer, Playouts
from cardtable.engine.actions import Action
from cardtable.engine.ruleset import Match, Ruleset
from cardtable.session.driver import computer_choice, play_deal
from cardtable.session.simulate import parse_variant_args


def playouts_of(game: str) -> Playouts:
    """The game's ``Playouts`` (its ``policy.PLAYOUTS``): the measure of a deal's result."""
    module = __import__(f"cardtable.ai.{game}.policy", fromlist=["PLAYOUTS"])
    return module.PLAYOUTS


ABLATIONS: dict[str, dict[str, Any]] = {"inference": {"infer": False}, "exact": {"exact_tricks": 0}}


def player(rules: Ruleset, level: str, seat: int, seed: int) -> Player:
    """``make_player``, where ``expert-inference`` (``-exact``, both) is the expert without
    its inference from the bidding (without its exact endings): for an ablation table."""
    name, *without = level.split("-")
    made = make_player(rules, name, seat, seed)
    for part in without:
        assert isinstance(made, ExpertPlayer), f"{level}: only a searching level has {part} to take away"
        made.budget = replace(made.budget, **ABLATIONS[part])
    return made


def match_at(rules: Ruleset, seed: int, deal: int) -> Match | None:
    """The match ``seed`` before its deal number ``deal``: the deals before it played by
    today's normal players, whatever levels are measured, so that every level meets the same
    standing; None when the match is over by then."""
    match = Match.new(rules, seed)
    normal = [player(rules, "normal", seat, seed) for seat in range(rules.seats)]
    while match.deals < deal - 1 and not match.over:
        play_deal(match, normal)
    return None if match.over else match


def copied(match: Match) -> Match:
    """A copy of ``match`` to play on, the way a save is read back: each level plays the
    measured deal from the same start, which is reached only once."""
    return Match.from_json(match.to_json(), games.rulesets())


def deal_results(rules: Ruleset, levels: Sequence[str], start: Match,
                 measure: Playouts) -> tuple[list[float], list[bool]]:
    """The next deal of ``start`` (left as it is) played by ``levels`` (one per seat): each
    seat's result, and whether it took no trick."""
    players = [player(rules, level, seat, start.seed) for seat, level in enumerate(levels)]
    match = copied(start)
    play_deal(match, players)
    won = rules.observation(match.state, 0).tricks_won
    return ([measure.value(rules, match.state, seat) for seat in range(rules.seats)],
            [not won[seat] for seat in range(rules.seats)])


def interval(gains: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``gains`` and its 95 % interval (normal approximation)."""
    mean = statistics.fmean(gains)
    half = 1.96 * statistics.stdev(gains) / math.sqrt(len(gains)) if len(gains) > 1 else math.inf
    return mean, mean - half, mean + half


def gap_of_deal(rules: Ruleset, strong: str, weak: str, n: int, seed: int, deal: int) -> tuple[float, int, int] | None:
    """Match ``n``'s measured deal: the stronger level's gain averaged over the seats, the
    weaker level's hands beside it and how many of them took no trick."""
    measure = playouts_of(rules.id)
    start = match_at(rules, seed * 100_003 + n, deal)
    if start is None:
        return None
    base, _ = deal_results(rules, [weak] * rules.seats, start, measure)
    per_seat = []
    weak_hands = weak_blank = 0
    for seat in range(rules.seats):
        levels = [strong if s == seat else weak for s in range(rules.seats)]
        results, blank = deal_results(rules, levels, start, measure)
        per_seat.append(results[seat] - base[seat])
        weak_hands += rules.seats - 1
        weak_blank += sum(blank[s] for s in range(rules.seats) if s != seat)
    return statistics.fmean(per_seat), weak_hands, weak_blank


# ---- today's level against an older revision's ---------------------------------------------
class Baseline:
    """The players of an older revision, in a subprocess (``--serve``) that keeps its own copy
    of the deal: told the deal and every action, asked for its seats' choices."""

    def __init__(self, code: str) -> None:
        """Serve the revision exported to the directory ``code``; the subprocess ends with
        this process (its input closes)."""
        self.process = subprocess.Popen([sys.executable, __file__, "--serve"], env={**os.environ, "PYTHONPATH": code},
                                        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def ask(self, **request: Any) -> Any:
        stdin, stdout = self.process.stdin, self.process.stdout
        assert stdin is not None and stdout is not None
        stdin.write(json.dumps(request) + "\n")
        stdin.flush()
        answer = stdout.readline()
        if not answer:
            raise SystemExit(f"the baseline's player stopped (request {request})")
        return json.loads(answer)

    def deal(self, rules: Ruleset, match: Match, seats: dict[int, str]) -> list[list[str]]:
        """The next deal of ``match`` (sent as a save when a deal was played before it), with
        REV's ``level`` at each of ``seats``; the hands."""
        request: dict[str, Any] = {"cmd": "deal", "game": rules.id, "variants": dict(rules.variants.changed()),
                                   "seed": match.seed, "seats": {str(s): v for s, v in seats.items()}}
        if match.deals:
            request["match"] = match.to_json()
        return self.ask(**request)


class RemotePlayer(Player):
    """A seat played by the baseline's player; it reads the deal from its own copy."""

    def __init__(self, rules: Ruleset, seat: int, baseline: Baseline) -> None:
        super().__init__(rules, seat, None)  # type: ignore[arg-type]  # it draws no numbers here
        self.baseline = baseline

    def choose(self, obs: Any, legal: Sequence[Action]) -> Action:
        return Action.parse(self.baseline.ask(cmd="choose", seat=self.seat))

    def interject(self, obs: Any, legal: Sequence[Action]) -> Action | None:
        answer = self.baseline.ask(cmd="interject", seat=self.seat)
        return None if answer is None else Action.parse(answer)


@contextmanager
def exported(rev: str) -> Iterator[str]:
    """REV's code exported to a temporary directory."""
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.Popen(["git", "archive", rev], cwd=root, stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", tmp], stdin=archive.stdout, check=True)
        if archive.wait() != 0:
            raise SystemExit(f"git archive {rev} failed")
        yield tmp


def mixed_results(rules: Ruleset, levels: Sequence[tuple[str, str]], start: Match, baseline: Baseline,
                  measure: Playouts) -> list[float]:
    """The next deal of ``start`` (left as it is) with, per seat, (``"now"`` or ``"rev"``,
    level); each seat's result."""
    match, seed = copied(start), start.seed
    remote = {seat: level for seat, (side, level) in enumerate(levels) if side == "rev"}
    players = [RemotePlayer(rules, seat, baseline) if side == "rev" else player(rules, level, seat, seed)
               for seat, (side, level) in enumerate(levels)]
    sent = baseline.deal(rules, match, remote)
    match.next_deal()
    hands = [[c.text for c in rules.observation(match.state, s).hand] for s in range(rules.seats)]
    if sent != hands:
        raise SystemExit(f"the baseline deals {rules.id} match {seed} differently: not comparable")
    while match.deal_running:
        choice = computer_choice(match, players)
        assert choice is not None
        match.apply(*choice)
        baseline.ask(cmd="apply", seat=choice[0], action=choice[1].id)
    return [measure.value(rules, match.state, seat) for seat in range(rules.seats)]


def seating(seats: int, n: int) -> set[int]:
    """The seats of one side of deal ``n``'s duplicate: partners in a four-seat game."""
    first = n % (2 if seats in (2, 4) else seats)
    return {first, first + 2} if seats == 4 else {first}


def baseline_gain_of_deal(rules: Ruleset, strong: str, weak: str, n: int, seed: int, deal: int,
                          baseline: Baseline) -> float | None:
    """Match ``n``'s measured deal in both seatings: today's result minus REV's in the same
    seat, averaged; None when the match is over before it."""
    measure = playouts_of(rules.id)
    now, old = ("now", strong), ("rev", weak)
    deal_seed = seed * 100_003 + n
    mine = seating(rules.seats, n)
    start = match_at(rules, deal_seed, deal)
    if start is None:
        return None
    first = mixed_results(rules, [now if s in mine else old for s in range(rules.seats)], start, baseline, measure)
    second = mixed_results(rules, [old if s in mine else now for s in range(rules.seats)], start, baseline, measure)
    return statistics.fmean(first[s] - second[s] if s in mine else second[s] - first[s] for s in range(rules.seats))


# ---- worker processes: the deals are independent, the result does not depend on how many --------
_BASELINE: Baseline | None = None


def _start_worker(code: str | None) -> None:
    global _BASELINE
    _BASELINE = None if code is None else Baseline(code)


def _deal_task(task: tuple[str, dict[str, Any], str, str, int, int, int]) -> tuple[float, int, int] | None:
    game, variants, strong, weak, n, seed, deal = task
    rules = games.get(game)(variants)
    if _BASELINE is None:
        return gap_of_deal(rules, strong, weak, n, seed, deal)
    gain = baseline_gain_of_deal(rules, strong, weak, n, seed, deal, _BASELINE)
    return None if gain is None else (gain, 0, 0)


def measure_pair(rules: Ruleset, strong: str, weak: str, deals: int, seed: int, pool: Any,
                 deal: int = 1) -> dict[str, Any]:
    """The gain of ``strong`` over ``weak`` on deal number ``deal`` of ``deals`` matches,
    through ``pool``'s workers."""
    variants = dict(rules.variants.changed())
    tasks = [(rules.id, variants, strong, weak, n, seed, deal) for n in range(deals)]
    results = []  # the matches that reach the measured deal
    for n, result in enumerate(pool.imap(_deal_task, tasks)):
        if result is not None:
            results.append(result)
        print(json.dumps({"game": rules.id, "stronger": strong, "weaker": weak, "deal": n,
                          "gain": None if result is None else result[0]}),
              file=sys.stderr, flush=True)  # progress: a long run can be read before it ends
    mean, low, high = interval([g for g, _, _ in results])
    report = {"game": rules.id, "stronger": strong, "weaker": weak, "deals": len(results), "seed": seed,
              "mean_gain": round(mean, 4), "ci95": [round(low, 4), round(high, 4)], "clear_of_zero": low > 0,
              "clear_behind": high < 0}
    if deal > 1:
        report.update(deal=deal, matches_over_before=deals - len(results))
    hands = sum(h for _, h, _ in results)
    if hands:
        report["weak_no_trick"] = round(sum(b for _, _, b in results) / hands, 4)
    return report


def serve(stdin: IO[str], stdout: IO[str]) -> None:
    """The baseline's side (run with REV's code on the path): one JSON request a line, one
    answer a line. Only calls that every revision since the levels were made offers."""
    assert games.__file__.startswith(os.environ["PYTHONPATH"]), "the baseline's code was not imported"
    match: Match | None = None
    players: dict[int, Player] = {}
    for line in stdin:
        request = json.loads(line)
        answer: Any = None
        if request["cmd"] == "deal":
            rules = games.get(request["game"])(request["variants"])
            match = (Match.from_json(request["match"], games.rulesets()) if "match" in request
                     else Match.new(rules, request["seed"]))
            match.next_deal()
            players = {int(s): make_player(rules, level, int(s), request["seed"])
                       for s, level in request["seats"].items()}
            answer = [[c.text for c in rules.observation(match.state, s).hand] for s in range(rules.seats)]
        else:
            assert match is not None and match.state is not None
            seat = request["seat"]
            if request["cmd"] == "apply":
                match.apply(seat, Action.parse(request["action"]))
            else:
                obs = match.rules.observation(match.state, seat)
                legal = match.rules.legal_actions(match.state, seat)
                action = getattr(players[seat], request["cmd"])(obs, legal)  # choose or interject
                answer = None if action is None else action.id
        stdout.write(json.dumps(answer) + "\n")
        stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="*", default=list(games.rulesets()))
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deal", type=int, default=1,
                        help="measure this deal of each match, the deals before it played by today's normal players")
    parser.add_argument("--variant", action="append", default=[], metavar="ID=VALUE",
                        help="a house rule of the games played (e.g. mode=4p_partnership)")
    parser.add_argument("--pairs", nargs="*", default=None,
                        help="strong:weak level pairs (default expert:normal normal:easy; with --baseline expert:expert)")
    parser.add_argument("--baseline", metavar="REV", help="today's strong level against this git revision's weak one")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (the result does not depend on it)")
    parser.add_argument("--serve", action="store_true", help=argparse.SUPPRESS)  # the baseline's subprocess
    args = parser.parse_args()
    if args.serve:
        serve(sys.stdin, sys.stdout)
        return
    pairs = args.pairs or (["expert:expert"] if args.baseline else ["expert:normal", "normal:easy"])
    with exported(args.baseline) if args.baseline else nullcontext() as code, \
            multiprocessing.Pool(args.jobs, _start_worker, (code,)) as pool:
        for game in args.game:
            rules = games.get(game)(parse_variant_args(args.variant))
            for pair in pairs:
                strong, weak = pair.split(":")
                start = time.perf_counter()
                report = measure_pair(rules, strong, weak, args.deals, args.seed, pool, args.deal)
                if args.baseline:
                    report["weaker"] = f"{weak}@{args.baseline}"
                report["seconds"] = round(time.perf_counter() - start, 1)
                print(json.dumps(report), flush=True)


if __name__ == "__main__":
    main()
