"""A table server on 127.0.0.1 (a port the OS chooses) in a thread of the test process, and
small helpers to run clients against it. Every wait is bounded in time."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Coroutine, Iterator
from pathlib import Path
from typing import Any

from cardtable.net.server import Server, bound_url, listen

LIMIT = 60.0  # seconds any one test may wait for the network


class ServerThread:
    def __init__(self, data: Path, joins_per_minute: int = 10_000) -> None:
        self.server = Server(data, joins_per_minute)
        self.loop = asyncio.new_event_loop()
        self._up = threading.Event()
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=self.loop.run_until_complete, args=(self._main(),), daemon=True)

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        self.server.load(lambda line: None)
        async with listen(self.server, "127.0.0.1", 0) as ws_server:
            self.server.url = bound_url(ws_server, None)
            self._up.set()
            await self._stop.wait()
        await self.server.save_all()

    def start(self) -> ServerThread:
        self.thread.start()
        assert self._up.wait(LIMIT)
        return self

    @property
    def url(self) -> str:
        return self.server.url

    def call(self, fn: Any) -> Any:
        """Run ``fn()`` on the server's loop (its state is only touched there) and return its result."""
        async def call() -> Any:
            return fn()
        return asyncio.run_coroutine_threadsafe(call(), self.loop).result(LIMIT)

    def stop(self) -> None:
        if self._stop is not None:
            self.loop.call_soon_threadsafe(self._stop.set)
        self.thread.join(LIMIT)


def run(coro: Coroutine[Any, Any, Any], limit: float = LIMIT) -> Any:
    """Run a client coroutine to its end, within ``limit`` seconds."""
    return asyncio.run(asyncio.wait_for(coro, limit))


SHORT = {  # the shortest whole match of each game, so that a test plays all of it in seconds
    "schnapsen": {"match_target": 3},
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
