"""``cardtable server``, ``cardtable table`` and ``cardtable bot``: the network commands, added
to the command line by ``add_parser`` and run by ``run``."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

COMMANDS = ("server", "table", "bot")


def add_parser(sub: Any) -> None:
    server = sub.add_parser("server", help="hold tables for players on other machines (WebSocket server)")
    server.add_argument("--host", default="127.0.0.1", help="address to listen on (0.0.0.0: every interface)")
    server.add_argument("--port", type=int, default=8765, help="0: any free port (the first line names it)")
    server.add_argument("--data", type=Path, default=Path("cardtable-server"), metavar="DIR",
                        help="where the tables are kept (the only place the server writes)")
    server.add_argument("--cert", type=Path, metavar="FILE", help="TLS certificate chain (PEM): serve wss://")
    server.add_argument("--key", type=Path, metavar="FILE", help="TLS private key (PEM)")
    server.add_argument("--public-url", metavar="URL",
                        help="the address players reach this server at, for invite links (behind a proxy: wss://HOST/PATH)")
    server.add_argument("--joins-per-minute", type=int, default=30, metavar="N",
                        help="tables created, joined or resumed per minute from one address")
    table = sub.add_parser("table", help="create a table on a server")
    table.add_argument("--server", required=True, metavar="URL", help="ws://HOST:PORT or wss://HOST:PORT")
    table.add_argument("--game", required=True)
    table.add_argument("--variant", action="append", default=[], metavar="ID=VALUE")
    table.add_argument("--seats", help="comma-separated: human (a person's seat) or a computer level, one per seat")
    table.add_argument("--grace", type=int, help="seconds a dropped person keeps the seat (default 120)")
    table.add_argument("--timer", type=int, help="seconds for each move of a person (default: no limit)")
    table.add_argument("--json", action="store_true", help='print {"table": CODE, "url": URL}')
    bot = sub.add_parser("bot", help="join a table as a computer player")
    bot.add_argument("--server", required=True, metavar="URL")
    bot.add_argument("--table", required=True, metavar="CODE", help="the table's code or invite link")
    bot.add_argument("--seat", type=int, help="the seat to take (default: the first open one)")
    bot.add_argument("--level", required=True)
    bot.add_argument("--deals", type=int, help="leave after this many deals (default: the whole match)")
    bot.add_argument("--log", type=Path, metavar="FILE", help="write every frame received, one JSON per line")
    bot.add_argument("--seed", type=int, default=1)


def run(args: argparse.Namespace) -> int:
    from websockets.exceptions import WebSocketException

    try:
        if args.command == "server":
            return _server(args)
        if args.command == "table":
            return _table(args)
        return _bot(args)
    except (ValueError, OSError, WebSocketException) as exc:
        print(f"cardtable: error: {exc}", file=sys.stderr)
        return 2


def _server(args: argparse.Namespace) -> int:
    from .server import run as serve, tls

    if not 0 <= args.port <= 65535:
        raise ValueError(f"--port is 0 to 65535, not {args.port}")
    if args.joins_per_minute < 1:
        raise ValueError("--joins-per-minute takes a number ≥ 1")
    if args.public_url is not None and not args.public_url.startswith(("ws://", "wss://")):
        raise ValueError(f"--public-url starts with ws:// or wss://, not {args.public_url!r}")
    return asyncio.run(serve(args.host, args.port, args.data, tls(args.cert, args.key), args.joins_per_minute,
                             args.public_url))


def _table(args: argparse.Namespace) -> int:
    from .. import games
    from ..session.simulate import parse_variant_args
    from ..storage.seats import HUMAN
    from .client import ServerError, create_table

    rules = games.get(args.game)(parse_variant_args(args.variant))
    seats = [s.strip() for s in args.seats.split(",")] if args.seats else [HUMAN] * rules.seats
    try:
        created = asyncio.run(create_table(args.server, args.game, seats, dict(parse_variant_args(args.variant)),
                                           args.grace, args.timer))
    except ServerError as exc:
        raise ValueError(str(exc)) from None
    report = {"table": created["table"], "url": created["url"]}
    print(json.dumps(report) if args.json else f"table {report['table']}: {report['url']}")
    return 0


def _bot(args: argparse.Namespace) -> int:
    from .bot import play
    from .client import ServerError
    from .codes import table_address

    url, code = table_address(args.server, args.table)
    if args.deals is not None and args.deals < 1:
        raise ValueError("--deals takes a number ≥ 1")
    try:
        return asyncio.run(play(url, code, args.level, args.seat, args.deals, args.log, args.seed))
    except ServerError as exc:
        raise ValueError(str(exc)) from None
