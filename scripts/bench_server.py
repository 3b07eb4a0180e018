#!/usr/bin/env python3
"""How many tables one ``cardtable server`` process holds: real sockets on 127.0.0.1.

One server process (``cardtable server --port 0``, its data in a temporary folder); client
processes open ``--tables`` tables at once, each with ``--clients-per-table`` computer clients
(random players, so that the clients cost little) in the person seats and server computers in
the rest. Every table is joined before any is dealt, then all play ``--deals`` deals at the
same time, each client waiting ``--think`` seconds before each of its moves like a quick person.

Reported as one JSON object: ``tables``, ``clients``, ``frames_per_s`` (frames the server sent,
per second of play), ``rtt_ms_p50``/``rtt_ms_p95`` (from sending an action to receiving the
update that shows it; the thinking is not counted), ``kib_per_table`` (the server's resident
memory with every table open and dealt, less its memory before the first table, per table),
plus ``seconds``, the server's CPU time per action (what the machine's load moves least) and
the settings.

    nice -n 15 .venv/bin/python scripts/bench_server.py --tables 1000 --clients-per-table 2
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from cardtable import games
from cardtable.net.client import Connection, SeatView
from cardtable.storage.seats import HUMAN

GAMES_BY_SEATS = {2: "schnapsen", 3: "skat", 4: "schafkopf"}
LIMIT = 600.0  # seconds the whole run may take


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--clients-per-table", type=int, default=2)
    parser.add_argument("--game", help="default: schnapsen, skat or schafkopf by the number of clients")
    parser.add_argument("--deals", type=int, default=1)
    parser.add_argument("--think", type=float, default=1.0, help="seconds each client waits before a move")
    parser.add_argument("--workers", type=int, default=2, help="client processes")
    args = parser.parse_args()
    game = args.game or GAMES_BY_SEATS.get(args.clients_per_table, "schafkopf")
    seats = games.get(game)().seats
    if not 1 <= args.clients_per_table <= seats or args.tables < 1 or args.workers < 1:
        parser.error(f"{game} has {seats} seats: 1 to {seats} clients per table, and at least one table and worker")
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as data:
        server = subprocess.Popen([sys.executable, "-m", "cardtable", "server", "--port", "0", "--data", data,
                                   "--joins-per-minute", "1000000"], stdout=subprocess.PIPE, text=True)
        try:
            print(json.dumps(_run(server, args, game, seats)), flush=True)
        finally:
            server.terminate()  # it saves every table first
            try:
                server.wait(LIMIT)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait(LIMIT)
    return 0


def _run(server: subprocess.Popen[str], args: argparse.Namespace, game: str, seats: int) -> dict[str, Any]:
    assert server.stdout is not None
    url = server.stdout.readline().split()[-1]
    idle = _rss_kib(server.pid)
    kinds = [HUMAN] * args.clients_per_table + ["random"] * (seats - args.clients_per_table)
    shares = [args.tables // args.workers + (i < args.tables % args.workers) for i in range(args.workers)]
    ctx = multiprocessing.get_context("spawn")
    joined, go, results = ctx.Barrier(args.workers + 1), ctx.Event(), ctx.Queue()
    workers = [ctx.Process(target=_worker, args=(url, game, kinds, n, args.deals, args.think, i, joined, go, results))
               for i, n in enumerate(shares) if n]
    for w in workers:
        w.start()
    joined.wait(LIMIT)  # every table created and every seat joined
    cpu_before = _cpu_seconds(server.pid)
    go.set()
    time.sleep(min(2.0, args.think + 0.5))  # every table dealt
    open_kib = _rss_kib(server.pid)
    parts = [results.get(timeout=LIMIT) for _ in workers]
    cpu = _cpu_seconds(server.pid) - cpu_before
    for w in workers:
        w.join(LIMIT)
    rtts = sorted(r for p in parts for r in p["rtts"])
    seconds = max(p["end"] for p in parts) - min(p["start"] for p in parts)
    return {
        "tables": args.tables, "clients": args.tables * args.clients_per_table,
        "frames_per_s": round(sum(p["frames"] for p in parts) / seconds),
        "rtt_ms_p50": round(_quantile(rtts, 0.5), 1), "rtt_ms_p95": round(_quantile(rtts, 0.95), 1),
        "kib_per_table": round((open_kib - idle) / args.tables, 1),
        "seconds": round(seconds, 1), "game": game, "deals": args.deals, "think_s": args.think,
        "actions": len(rtts), "errors": sum(p["errors"] for p in parts),
        "server_cpu_ms_per_action": round(cpu * 1000 / max(1, len(rtts)), 2),
    }


def _worker(url: str, game: str, kinds: list[str], tables: int, deals: int, think: float, index: int,
            joined: Any, go: Any, results: Any) -> None:
    results.put(asyncio.run(_tables(url, game, kinds, tables, deals, think, index, joined, go)))


async def _tables(url: str, game: str, kinds: list[str], tables: int, deals: int, think: float, index: int,
                  joined: Any, go: Any) -> dict[str, Any]:
    stats: dict[str, Any] = {"rtts": [], "frames": 0, "errors": 0}
    clients = []
    maker = await Connection.open(url, open_timeout=LIMIT)
    for t in range(tables):
        code = (await maker.request("create", "created", game=game, seats=kinds))["table"]
        if t % 50 == 49:
            await asyncio.sleep(1.0)  # within the server's limit of frames per second and connection
        for _ in range(kinds.count(HUMAN)):
            conn = await Connection.open(url, open_timeout=LIMIT)  # a loaded machine answers slowly
            view = SeatView.joined(await conn.request("join", "joined", table=code, name=f"bench {index}.{t}"))
            clients.append((conn, view))
    await maker.close()
    await asyncio.to_thread(joined.wait, LIMIT)
    await asyncio.to_thread(go.wait, LIMIT)
    stats["start"] = time.monotonic()
    rng = random.Random(index)
    await asyncio.gather(*(_client(conn, view, deals, think, rng, stats) for conn, view in clients))
    stats["end"] = time.monotonic()
    for conn, _ in clients:
        await conn.close()
    return stats


async def _client(conn: Connection, view: SeatView, deals: int, think: float, rng: random.Random,
                  stats: dict[str, Any]) -> None:
    """Say ready, then play random legal actions until ``deals`` deals are over."""
    await conn.send("ready")
    sent_at: float | None = None
    acted = -1
    while True:
        frame = await conn.receive()
        stats["frames"] += 1
        if frame["t"] == "error":
            stats["errors"] += 1
            sent_at = None
            continue
        view.take(frame)
        if frame["t"] != "update":
            continue
        if sent_at is not None and view.version > acted:
            stats["rtts"].append((time.monotonic() - sent_at) * 1000)
            sent_at = None
        if view.match_over or (view.deals >= deals and not view.deal_running):
            return
        if not view.deal_running and view.deals:
            await conn.send("ready")
        obs = view.obs if view.must_answer and view.obs is not None and view.obs.turn == view.seat else None
        if obs is None:
            continue
        await asyncio.sleep(think * (0.5 + rng.random()))
        acted = view.version
        sent_at = time.monotonic()
        await conn.send("act", action=rng.choice(obs.legal).id)


def _rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def _cpu_seconds(pid: int) -> float:
    """User and system CPU time of a process so far (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _quantile(values: list[float], q: float) -> float:
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


if __name__ == "__main__":
    raise SystemExit(main())
