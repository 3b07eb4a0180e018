"""``cardtable learn``: the lessons without a window.

``--list [--json]`` names every lesson; ``--check [--lang L] [--game G]`` plays each at the
headless table (``learn.check``), one JSON line per lesson, status 0 only if all pass;
``--draft CODE --seat N`` prints a lesson skeleton whose script the computer players play.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def add_parser(sub: Any) -> None:
    learn = sub.add_parser("learn", help="the lessons: list them, check them, draft a new one")
    what = learn.add_mutually_exclusive_group(required=True)
    what.add_argument("--list", action="store_true", help="every lesson: game, id, title, steps")
    what.add_argument("--check", action="store_true", help="play every lesson at the headless table")
    what.add_argument("--draft", metavar="CODE", help="a lesson skeleton on this deal code")
    learn.add_argument("--json", action="store_true", help="--list as one JSON object")
    learn.add_argument("--lang", default="en", help="language of the titles and the check (en, de, ja)")
    learn.add_argument("--game", help="only this game's lessons")
    learn.add_argument("--seat", type=int, default=0, help="--draft: the learner's seat")
    learn.add_argument("--level", default="expert", help="--draft: the computer level that plays the script")


def run(args: argparse.Namespace) -> int:
    from .. import games
    from ..i18n import LANGUAGES, set_language, tr
    from .course import LessonError, lessons

    def fail(message: str) -> int:
        print(f"cardtable: error: {message}", file=sys.stderr)
        return 2

    if args.lang not in LANGUAGES:
        return fail(f"unknown language {args.lang!r}; valid: {', '.join(LANGUAGES)}")
    if args.game is not None and args.game not in games.rulesets():
        return fail(f"unknown game {args.game!r}; valid: {', '.join(games.rulesets())}")
    if args.draft:
        from .draft import draft

        try:
            print(json.dumps(draft(args.draft, args.seat, args.level), ensure_ascii=False, indent=1))
        except ValueError as exc:
            return fail(str(exc))
        return 0
    try:
        chosen = lessons(args.game)
    except LessonError as exc:
        return fail(str(exc))
    set_language(args.lang)
    if args.list:
        listed = [{"game": lesson.game, "id": lesson.id, "title": tr(lesson.title), "steps": len(lesson.steps)}
                  for lesson in chosen]
        if args.json:
            print(json.dumps({"lessons": listed}, ensure_ascii=False))
        else:
            for item in listed:
                print(f"{item['game']:11} {item['id']:16} {item['steps']:3} steps  {item['title']}")
        return 0
    from .check import check

    ok = True
    for result in check(chosen, args.lang):
        ok = ok and result["ok"]
        print(json.dumps(result, ensure_ascii=False), flush=True)
    return 0 if ok else 1
