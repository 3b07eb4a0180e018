#!/usr/bin/env python3
"""UI benchmark: the watch-mode frame times and the start-up time to the first menu frame.

    .venv/bin/python scripts/bench_ui.py [--runs 5] [--deals 5]

Runs ``cardtable demo --game schnapsen --deals N --speed fast --size 1280x800`` (frame times,
errors) and starts the app ``--runs`` times, timing from process start to the first drawn
menu frame (after one uncounted start that compiles the bytecode, as an install does); prints
both with their medians as JSON. Uses the window system it finds (SDL_VIDEODRIVER=dummy runs
headless).
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
CARDTABLE = ROOT / ".venv" / "bin" / "cardtable"
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


def demo(deals: int) -> dict:
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "demo.json"
        cmd = [str(CARDTABLE), "demo", "--game", "schnapsen", "--deals", str(deals), "--speed", "fast",
               "--size", "1280x800", "--report", str(report)]
        subprocess.run(cmd, check=False, cwd=ROOT, stdout=subprocess.DEVNULL)
        return json.loads(report.read_text())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--deals", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as pycache:
        startup_seconds(pycache)  # the first start compiles the bytecode, as installing does
        startups = [round(startup_seconds(pycache), 3) for _ in range(args.runs)]
    result = {
        "demo": demo(args.deals),
        "startup_s": startups,
        "startup_s_median": statistics.median(startups),
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
