"""Command line: ``cardtable`` starts the table; ``cardtable simulate`` plays headless."""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn, Sequence


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, status 2
        self.exit(2, f"cardtable: error: {message}\n")


def _fail(message: str) -> NoReturn:
    print(f"cardtable: error: {message}", file=sys.stderr)
    raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cardtable", description="Trick-taking card games of the German-speaking world.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    sim = sub.add_parser("simulate", help="play computer players against each other headless")
    sim.add_argument("--game", required=True)
    sim.add_argument("--seats", required=True, help="comma-separated levels, one per seat")
    count = sim.add_mutually_exclusive_group(required=True)
    count.add_argument("--matches", type=int)
    count.add_argument("--deals", type=int)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", action="append", default=[], metavar="ID=VALUE")
    sim.add_argument("--json", action="store_true", help="print the report as one JSON object")
    return parser


def simulate_command(args: argparse.Namespace) -> int:
    from . import games
    from .ai import levels
    from .session.simulate import parse_variant_args, simulate

    try:
        ruleset_cls = games.get(args.game)
        seats = [s.strip() for s in args.seats.split(",")]
        rules = ruleset_cls(parse_variant_args(args.variant), len(seats))
        valid = levels(rules.id)
        for level in seats:
            if level not in valid:
                raise ValueError(f"unknown seat level {level!r}; valid: {', '.join(valid)}")
        for count in (args.matches, args.deals):
            if count is not None and count < 1:
                raise ValueError("--matches and --deals take a number ≥ 1")
    except ValueError as exc:
        _fail(str(exc))
    report = simulate(rules, seats, args.seed, matches=args.matches, deals=args.deals)
    if args.json:
        print(json.dumps(report))
    else:
        print(json.dumps(report, indent=2))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        return simulate_command(args)
    from .ui.app import run  # the window; imported late so headless commands never load pygame

    return run()
