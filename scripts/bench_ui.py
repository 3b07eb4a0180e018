#!/usr/bin/env python3
"""UI benchmark: the watch-mode frame times of every game and the start-up time to the first menu frame.

    .venv/bin/python scripts/bench_ui.py [--games all] [--demo-runs 3] [--deals 3] [--size 1280x800] [--runs 5]

Runs ``cardtable demo --game G --deals N --speed fast --size WxH`` ``--demo-runs`` times for each
game (frame times, errors; the machine may be shared, so each game's ``frame_ms_p95`` is the
median over its runs) and starts the app ``--runs`` times, timing from process start to the
first drawn menu frame (after one uncounted start that compiles the bytecode, as an install
does); prints all with their medians as JSON. Uses the window system it finds
(SDL_VIDEODRIVER=dummy runs headless). ``--runs 0`` skips the start-up timing.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ("schnapsen", "skat", "schafkopf", "coiffeur", "hindersche")
# What ``cardtable`` does (ui.app.run), stopped after the first frame of its loop.
FIRST_FRAME = (
    "from cardtable.ui.app import App\n"
    "from cardtable.ui.scenes.menu import MainMenu\n"
    "app = App()\n"
    "app.push(MainMenu(app))\n"
    "app.step(0.0)\n"
    "print('drawn', flush=True)\n"
)


def startup_seconds(pycache: str) -> float:
    # As after an install: bytecode compiled once and reused (kept out of the checkout).
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = pycache
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", FIRST_FRAME], stdout=subprocess.PIPE, text=True, cwd=ROOT, env=env)
    for line in proc.stdout:
        if line.strip() == "drawn":
            elapsed = time.perf_counter() - start
            break
    else:
        raise RuntimeError("the app exited before drawing its menu")
    proc.wait()
    return elapsed


def demo(game: str, deals: int, size: str) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "demo.json"
        # ``-m`` from ROOT: the checkout this script belongs to, whatever the venv has installed
        cmd = [sys.executable, "-m", "cardtable", "demo", "--game", game, "--deals", str(deals), "--speed", "fast",
               "--size", size, "--report", str(report)]
        subprocess.run(cmd, check=False, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        return json.loads(report.read_text())


def bench_game(game: str, runs: int, deals: int, size: str) -> dict:
    reports = [demo(game, deals, size) for _ in range(runs)]
    p95s = [r["frame_ms_p95"] for r in reports]
    return {
        "frame_ms_p95": p95s,
        "frame_ms_p95_median": statistics.median(p95s),
        "frame_ms_median": statistics.median(r["frame_ms_median"] for r in reports),
        "errors": sum(r["errors"] for r in reports),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="all", help="comma-separated game ids, or all")
    parser.add_argument("--demo-runs", type=int, default=3, help="demo runs per game")
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--runs", type=int, default=5, help="start-up timings")
    args = parser.parse_args()
    games = GAMES if args.games == "all" else tuple(args.games.split(","))
    result: dict = {"size": args.size, "games": {}}
    for game in games:
        result["games"][game] = bench_game(game, args.demo_runs, args.deals, args.size)
        print(f"{game:<11} p95 {result['games'][game]['frame_ms_p95_median']:6.2f} ms (median of "
              f"{result['games'][game]['frame_ms_p95']}), errors {result['games'][game]['errors']}", flush=True)
    if args.runs:
        with tempfile.TemporaryDirectory() as pycache:
            startup_seconds(pycache)  # the first start compiles the bytecode, as installing does
            startups = [round(startup_seconds(pycache), 3) for _ in range(args.runs)]
        result["startup_s"] = startups
        result["startup_s_median"] = statistics.median(startups)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
