"""Helpers for the network tests: bots at a table, test clients, the server as a process.
Every wait is bounded in time; every address is 127.0.0.1."""

from __future__ import annotations

import asyncio
import json
import select
import subprocess
import sys
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

LIMIT = 60.0  # seconds any one test may wait for the network


def run(coro: Coroutine[Any, Any, Any], limit: float = LIMIT) -> Any:
    """Run a client coroutine to its end, within ``limit`` seconds."""
    return asyncio.run(asyncio.wait_for(coro, limit))


SHORT = {  # the shortest whole match of each game, so that a test plays all of it in seconds
    "schnapsen": {"match_target": 5},
    "skat": {"series_length": 3},
    "schafkopf": {"match_rounds": 1},
    "coiffeur": {},
    "hindersche": {},
}


async def bots_play(url: str, game: str, logs: Path, level: str = "random", deals: int | None = None) -> list[int]:
    """Create a table of person seats for ``game`` and let one ``cardtable bot`` player take
    each seat; each bot's frames are written to ``logs/seat<N>.jsonl``. The bots' exit codes."""
    from cardtable import games
    from cardtable.net.bot import play
    from cardtable.net.client import create_table

    seats = games.get(game)(SHORT[game]).seats
    created = await create_table(url, game, ["human"] * seats, SHORT[game])
    logs.mkdir(parents=True, exist_ok=True)
    return list(await asyncio.gather(*(play(url, created["table"], level, seat, deals, logs / f"seat{seat}.jsonl", seed=seat)
                                       for seat in range(seats))))


def read_log(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


class Person:
    """A test client at one seat: its connection, what it was sent and its view of the table."""

    def __init__(self, conn: Any, view: Any, token: str | None) -> None:
        self.conn, self.view, self.token = conn, view, token
        self.frames: list[dict[str, Any]] = []

    @classmethod
    async def join(cls, url: str, code: str, name: str = "", seat: int | None = None) -> Person:
        from cardtable.net.client import Connection, SeatView

        conn = await Connection.open(url)
        joined = await conn.request("join", "joined", table=code, name=name, **({} if seat is None else {"seat": seat}))
        return cls(conn, SeatView.joined(joined), joined["token"])

    @classmethod
    async def resume(cls, url: str, code: str, token: str) -> Person:
        from cardtable.net.client import Connection, SeatView, ServerError

        conn = await Connection.open(url)
        try:
            joined = await conn.request("resume", "joined", table=code, token=token)
        except ServerError:
            await conn.close()
            raise
        assert "token" not in joined  # the token is never sent again
        return cls(conn, SeatView.joined(joined), token)

    async def until(self, done: Any, limit: float = 20.0) -> dict[str, Any]:
        """Read frames until ``done(view, frame)``; that frame. Fails after ``limit`` seconds."""
        async def read() -> dict[str, Any]:
            while True:
                frame = await self.conn.receive()
                self.frames.append(frame)
                self.view.take(frame)
                if done(self.view, frame):
                    return frame
        return await asyncio.wait_for(read(), limit)

    async def play_card(self) -> str:
        """Wait for this seat's turn, then play its first legal card (or its first legal
        action, where no card may be played); the action's id."""
        if not on_turn(self.view):
            await self.until(lambda view, frame: on_turn(view))
        legal = self.view.obs.legal
        action = next((a for a in legal if a.card is not None), legal[0]).id
        await self.conn.send("act", action=action)
        return action


    async def play_until(self, done: Any, limit: float = 20.0) -> None:
        """Play a card whenever it is this seat's turn, until ``done(view)``."""
        async def play() -> None:
            acted = -1
            while not done(self.view):
                if on_turn(self.view) and acted != self.view.version:
                    acted = self.view.version
                    await self.play_card()
                frame = await self.conn.receive()
                self.frames.append(frame)
                self.view.take(frame)
        await asyncio.wait_for(play(), limit)


def on_turn(view: Any) -> bool:
    return view.must_answer and view.obs.turn == view.seat


def spawn_server(data: Path, *extra: str, scheme: str = "ws") -> tuple[subprocess.Popen[str], str]:
    """``cardtable server`` as its own process on a port the OS chooses; the process and its URL
    (from its first line, which must come within ``LIMIT`` seconds)."""
    proc = subprocess.Popen([sys.executable, "-m", "cardtable", "server", "--host", "127.0.0.1", "--port", "0",
                             "--data", str(data), *extra], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    ready, _, _ = select.select([proc.stdout], [], [], LIMIT)
    line = proc.stdout.readline() if ready else ""
    if not line.startswith(f"listening on {scheme}://127.0.0.1:"):
        proc.kill()
        raise AssertionError(f"the server's first line was {line!r}")
    return proc, line.split()[-1]
