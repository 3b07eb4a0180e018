"""Command line: ``cardtable`` starts the table; ``cardtable simulate`` plays headless;
``cardtable demo`` watches computers play in the window (the UI benchmark)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from importlib import metadata
from pathlib import Path
from typing import Any, NoReturn

from . import games
from .i18n import LANGUAGES
from .learn import cli as learn_cli
from .net import cli as net_cli
from .storage.settings import MAX_WINDOW, THEMES  # the largest window the settings keep; the decks


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, status 2
        self.exit(2, f"cardtable: error: {message}\n")


def _fail(message: str) -> NoReturn:
    print(f"cardtable: error: {message}", file=sys.stderr)
    raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cardtable", description="Trick-taking card games of the German-speaking world.")
    parser.add_argument("--version", action="version", version=f"cardtable {_version()}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)
    game_ids = list(games.rulesets())
    sim = sub.add_parser("simulate", help="play computer players against each other headless")
    sim.add_argument("--game", required=True, choices=game_ids)
    sim.add_argument("--seats", required=True, help="comma-separated levels, one per seat")
    count = sim.add_mutually_exclusive_group(required=True)
    count.add_argument("--matches", type=int)
    count.add_argument("--deals", type=int)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", action="append", default=[], metavar="ID=VALUE")
    sim.add_argument("--json", action="store_true", help="print the report as one JSON object")
    sim.add_argument("--save-deals", type=Path, metavar="DIR", help="write every deal played as a history file")
    review = sub.add_parser("review", help="the verdict on every card choice of a stored deal")
    review.add_argument("file", type=Path, metavar="FILE", help="a deal file from the history or --save-deals")
    review.add_argument("--seat", type=int, help="only this seat's choices, and its par (default: every seat's)")
    review.add_argument("--json", action="store_true", help="print the verdicts as one JSON object")
    demo = sub.add_parser("demo", help="watch computer players in the window; report frame times")
    demo.add_argument("--game", required=True, choices=game_ids)
    demo.add_argument("--deals", type=int, default=3)
    demo.add_argument("--speed", choices=("slow", "normal", "fast", "instant"), default="normal")
    demo.add_argument("--size", type=_size, default=(1280, 800), metavar="WxH")
    demo.add_argument("--level", help="computer level of every seat (default: the strongest)")
    demo.add_argument("--report", type=Path, metavar="FILE.json")
    gallery = sub.add_parser("gallery", help="render every game's situations to PNG files and layout.json")
    gallery.add_argument("--out", type=Path, required=True, metavar="DIR")
    gallery.add_argument("--sizes", type=_list(_size), default="1024x600,1280x800,1920x1080,2560x1440")
    gallery.add_argument("--langs", type=_list(str), default="en,de", help=f"some of {','.join(LANGUAGES)}")
    gallery.add_argument("--scales", type=_list(int), default="100,200", help="UI scales in percent")
    gallery.add_argument("--themes", type=_list(str), default="french", help=f"some of {','.join(THEMES)}")
    gallery.add_argument("--games", type=_list(str), default="all", help=f"all, or some of {','.join(game_ids)}")
    gallery.add_argument("--situations", type=_list(str), default="all",
                         help="situation names (your_turn,hint,deal_summary,…), or all")
    net_cli.add_parser(sub)
    learn_cli.add_parser(sub)
    return parser


def _version() -> str:
    try:
        return metadata.version("cardtable")
    except metadata.PackageNotFoundError:  # run from a source tree that was never installed
        return "unknown"


MIN_SIZE = (320, 240)


def _list(item):
    """A comma-separated option whose items ``item`` reads ("all" stays "all")."""

    def read(text: str):
        return text if text == "all" else [item(part.strip()) for part in text.split(",") if part.strip()]

    return read


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"a size is written WIDTHxHEIGHT, e.g. 1280x800, not {text!r}") from None
    if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
        raise argparse.ArgumentTypeError(f"{text} is too small a window (at least {MIN_SIZE[0]}x{MIN_SIZE[1]})")
    if w > MAX_WINDOW or h > MAX_WINDOW:
        raise argparse.ArgumentTypeError(f"{text} is too large a window (at most {MAX_WINDOW}x{MAX_WINDOW})")
    return w, h


def _needs_display() -> None:
    """Without a display SDL falls back to an offscreen window nobody sees: say so and stop,
    unless a driver was asked for by name (``SDL_VIDEODRIVER=dummy`` for headless runs)."""
    if not sys.platform.startswith("linux") or os.environ.get("SDL_VIDEODRIVER"):
        return
    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        _fail("no display to open the window on (DISPLAY and WAYLAND_DISPLAY are unset)")


def _writable_folder(path: Path, option: str) -> None:
    """``path`` is a folder this process may write into, or can be made one."""
    if path.exists() and not path.is_dir():
        _fail(f"{option} names a folder, and {path} is a file")
    existing = next(p for p in (path, *path.parents) if p.exists())
    if not existing.is_dir() or not os.access(existing, os.W_OK | os.X_OK):
        _fail(f"{option}: cannot write into {existing}")


def demo_command(args: argparse.Namespace) -> int:
    from .ai import levels

    try:
        rules = games.get(args.game)
        if args.level is not None and args.level not in levels(rules.id):
            raise ValueError(f"unknown level {args.level!r}; valid: {', '.join(levels(rules.id))}")
        if args.deals < 1:
            raise ValueError("--deals takes a number ≥ 1")
    except ValueError as exc:
        _fail(str(exc))
    _needs_display()
    from .ui.app import demo

    return demo(args.game, args.deals, args.speed, args.size, args.report, args.level)


def simulate_command(args: argparse.Namespace) -> int:
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
    try:
        report = simulate(rules, seats, args.seed, matches=args.matches, deals=args.deals, save_deals=args.save_deals)
    except OSError as exc:
        _fail(f"could not write the deals to {args.save_deals}: {exc.strerror or exc}")
    if args.json:
        print(json.dumps(report))
    else:
        print(json.dumps(report, indent=2))
    return 0


def review_command(args: argparse.Namespace) -> int:
    from .session.review import review
    from .storage.history import read_deal

    try:
        record = read_deal(args.file)
    except ValueError as exc:
        _fail(str(exc))
    if args.seat is not None and not 0 <= args.seat < record.rules.seats:
        _fail(f"--seat is a seat from 0 to {record.rules.seats - 1}, not {args.seat}")
    verdicts = review(record, args.seat)
    report: dict[str, Any] = {"game": record.rules.id, "code": str(record.code),
                              "decisions": [v.to_json() for v in verdicts]}
    if args.seat is not None:
        from .session.par import par

        report["par"] = par(record, args.seat).to_json()
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"{record.rules.title} {record.code}")
    for v in verdicts:
        cost = f"costs {v.loss:g}, best {v.best.id}" if v.loss > 0 else "best"
        print(f"  trick {v.trick:2}  seat {v.seat}  {v.action.id:8} {cost}{'' if v.exact else ' (sampled)'}")
    if "par" in report:
        print(f"  seat {args.seat} made {report['par']['played']:g}, the expert in its seat {report['par']['score']:g} (par)")
    return 0


def gallery_command(args: argparse.Namespace) -> int:
    known = list(games.rulesets())
    game_ids = known if args.games == "all" else args.games
    for game in game_ids:
        if game not in known:
            _fail(f"unknown game {game!r}; valid: {', '.join(known)}")
    for lang in args.langs:
        if lang not in LANGUAGES:
            _fail(f"unknown language {lang!r}; valid: {', '.join(LANGUAGES)}")
    for theme in args.themes:
        if theme not in THEMES:
            _fail(f"unknown theme {theme!r}; valid: {', '.join(THEMES)}")
    for scale in args.scales:
        if not 100 <= scale <= 200:
            _fail(f"a UI scale is 100 to 200 (percent), not {scale}")
    from .ui import gallery
    from .ui.gallery.situations import situations

    only = None if args.situations == "all" else args.situations
    names = list(dict.fromkeys(s.name for game in game_ids for s in situations(game)))
    for name in only or ():
        if name not in names:
            _fail(f"unknown situation {name!r}; valid: {', '.join(names)}")
    _writable_folder(args.out, "--out")
    try:
        report = gallery.run(args.out, gallery.looks(args.sizes, args.langs, args.scales, args.themes), game_ids, only,
                             progress=lambda line: print(line, flush=True))
    except OSError as exc:
        _fail(f"could not write the gallery to {args.out}: {exc.strerror or exc}")
    shots = report["shots"]
    print(json.dumps({"shots": len(shots), "overlaps": sum(len(s.get("overlaps", [])) for s in shots),
                      "cut": sum(len(s.get("cut", [])) for s in shots),
                      "min_text_px": min((s["min_text_px"] for s in shots if "min_text_px" in s), default=0),
                      "missing_glyphs": sum(s.get("missing_glyphs", 0) for s in shots),
                      "unreachable": sum(1 for s in shots if s.get("unreachable"))}))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "gallery":
        return gallery_command(args)
    if args.command == "simulate":
        return simulate_command(args)
    if args.command == "review":
        return review_command(args)
    if args.command == "demo":
        return demo_command(args)
    if args.command in net_cli.COMMANDS:
        return net_cli.run(args)
    if args.command == "learn":
        return learn_cli.run(args)
    _needs_display()
    from .ui.app import run  # the window; imported late so headless commands never load pygame

    return run()
