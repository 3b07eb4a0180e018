#!/usr/bin/env python3
"""Find the deals of the lessons and write their scripts (``cardtable/learn/lessons/<game>.json``).

Each lesson teaches one idea with a fixed deal (a deal code). The deal is the first one, in
order of match seeds, whose play reaches the position the lesson needs: the rules engine deals
each code, seeded computer players (``normal``) play every seat, and the lesson's hook
(``scripts/lessons/<game>.py``, one function per lesson, its docstring says what it looks for)
steers the learner's seat at its steps — the intended move is the review's best card or the
expert's action there. The texts of the steps are written by hand in
``cardtable/i18n/<lang>/lessons.json``; this script prints each step's position and what its
wrong cards would cost, so the texts can be checked against the deal.

    .venv/bin/python scripts/find_lesson_deals.py schnapsen [--write]
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "scripts"))

from lessons.finder import lesson  # noqa: E402

FOLDER = ROOT / "cardtable" / "learn" / "lessons"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--write", action="store_true", help="write the game's lesson file")
    args = parser.parse_args()
    module = importlib.import_module(f"lessons.{args.game}")
    path = FOLDER / f"{args.game}.json"
    written = {e["id"]: e for e in json.loads(path.read_text(encoding="utf-8"))["lessons"]} if path.exists() else {}
    entries = []
    for lesson_id, found in module.course():
        if found is None:  # arranged by hand: kept as the file has it
            entries.append(written[lesson_id])
            print(f"{lesson_id}: kept as written")
            continue
        print(f"{lesson_id}: {found.code} seat {found.seat}, {found.steps} steps, costs {found.costs}")
        for entry in found.script:
            print("   ", entry)
        entries.append(lesson(args.game, lesson_id, found, getattr(module, "NAMES", None)))
    if args.write:
        path.parent.mkdir(parents=True, exist_ok=True)
        text = json.dumps({"game": args.game, "lessons": entries}, ensure_ascii=False, indent=1)
        path.write_text(text + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
