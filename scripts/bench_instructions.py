#!/usr/bin/env python3
"""Playout cost in CPU instructions per action: ``step`` now against ``apply`` at a baseline
revision, a figure that does not move with the machine's load or clock.

Usage: PYTHONPATH=. scripts/bench_instructions.py [--game schnapsen ...] [--baseline 825c77d]
                                                  [--deals 200]
Needs valgrind (a benchmark tool, never a dependency of the game). bench_engine.py's random
playouts (the same deal starts and seeds) are run under ``valgrind --tool=callgrind`` once with
one pass over the deals and once with three; the difference in instructions divided by the
difference in actions leaves out start-up and imports. ``step`` runs this checkout's code,
``apply`` the baseline revision's (exported with ``git archive``), with a fixed hash seed.
Prints one JSON object per game: instructions per action of each, their ratio, and whether
both made the same random actions (the same count: the same playouts).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def counted(code: Path, game: str, checked: bool, passes: int, deals: int) -> tuple[int, int]:
    """(instructions, actions) of ``passes`` passes of random playouts with ``code`` imported."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", sys.executable, __file__,
               "--loop", "apply" if checked else "step", "--passes", str(passes), "--deals", str(deals), "--game", game]
    env = {**os.environ, "PYTHONPATH": str(code), "PYTHONHASHSEED": "0"}
    done = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    instructions = re.search(r"Collected : (\d+)", done.stderr)
    if instructions is None:
        raise SystemExit(f"valgrind gave no instruction count:\n{done.stderr[-2000:]}")
    return int(instructions.group(1)), int(done.stdout.split()[-1])


def per_action(code: Path, game: str, checked: bool, deals: int) -> tuple[int, int]:
    """Instructions per action, start-up left out, and the actions of two passes."""
    one, three = counted(code, game, checked, 1, deals), counted(code, game, checked, 3, deals)
    actions = three[1] - one[1]
    return (three[0] - one[0]) // actions, actions


def loop(game: str, checked: bool, passes: int, deals: int) -> None:
    """The child: the playouts themselves, with the code on ``PYTHONPATH``; prints the actions."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_engine import deal_starts, random_playouts

    from cardtable import games

    rules = games.get(game)()
    starts = deal_starts(rules, deals, 12345)
    print(sum(random_playouts(rules, starts, seed, checked) for seed in range(passes)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="*", default=["schnapsen", "coiffeur", "skat", "schafkopf", "hindersche"])
    parser.add_argument("--baseline", default="825c77d", help="git revision whose apply is the reference")
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--loop", choices=("apply", "step"), help=argparse.SUPPRESS)  # the measured child
    parser.add_argument("--passes", type=int, default=1, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.loop:
        loop(args.game[0], args.loop == "apply", args.passes, args.deals)
        return
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.Popen(["git", "archive", args.baseline], cwd=ROOT, stdout=subprocess.PIPE)
        subprocess.run(["tar", "-x", "-C", tmp], stdin=archive.stdout, check=True)
        if archive.wait() != 0:
            raise SystemExit(f"git archive {args.baseline} failed")
        for game in args.game:
            step, step_actions = per_action(ROOT, game, False, args.deals)
            apply, apply_actions = per_action(Path(tmp), game, True, args.deals)
            print(json.dumps({"game": game, "baseline": args.baseline, "step_instructions_per_action": step,
                              "baseline_apply_instructions_per_action": apply,
                              "step_vs_baseline": round(apply / step, 2),
                              "same_playouts": step_actions == apply_actions}), flush=True)


if __name__ == "__main__":
    main()
