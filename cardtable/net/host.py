"""A table server on a thread of this process (the tests'; the app's *Host on this machine*).

The server's loop runs on its own thread; everything else talks to it through frames on a
socket, like any client, or through ``call`` (a function run on the server's loop).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from .server import Server, bound_url, listen

T = TypeVar("T")
WAIT = 30.0  # seconds to wait for the server to start, answer or stop


class ServerThread:
    def __init__(self, data: Path, host: str = "127.0.0.1", port: int = 0, joins_per_minute: int = 10_000) -> None:
        self.server = Server(data, joins_per_minute)
        self.host, self.port = host, port
        self.loop = asyncio.new_event_loop()
        self.failure: OSError | None = None
        self._up = threading.Event()
        self._stop: asyncio.Event | None = None
        self.thread = threading.Thread(target=self._run, daemon=True, name="table-server")

    def _run(self) -> None:
        try:
            self.loop.run_until_complete(self._main())
        except OSError as exc:  # the port is taken, the address not this machine's
            self.failure = exc
            self._up.set()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        self.server.load(lambda line: None)
        async with listen(self.server, self.host, self.port) as ws_server:
            self.server.url = bound_url(ws_server, None)
            self._up.set()
            await self._stop.wait()
        await self.server.save_all()

    def start(self) -> ServerThread:
        """Start listening; raises OSError when the server could not."""
        self.thread.start()
        if not self._up.wait(WAIT):
            raise OSError("the table server did not start")
        if self.failure is not None:
            raise self.failure
        return self

    @property
    def url(self) -> str:
        return self.server.url

    @property
    def port_bound(self) -> int:
        return int(self.url.rsplit(":", 1)[1])

    def call(self, fn: Callable[[], T]) -> T:
        """``fn()`` run on the server's loop (the only place its state is touched); its result."""
        async def call() -> T:
            return fn()
        return asyncio.run_coroutine_threadsafe(call(), self.loop).result(WAIT)

    def stop(self) -> None:
        """Save every table and stop."""
        if self._stop is not None and self.thread.is_alive():
            self.loop.call_soon_threadsafe(self._stop.set)
        self.thread.join(WAIT)


def lan_addresses() -> list[str]:
    """This machine's IPv4 addresses that others on the home network can reach (no loopback),
    from its own name; nothing is sent on the network. Empty when there are none."""
    found: list[str] = []
    with contextlib.suppress(OSError):
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if not address.startswith("127.") and address not in found:
                found.append(address)
    return found


HOME_HOST, HOME_PORT = "0.0.0.0", 8765  # every interface of this machine; the port people are told


def host_table(data: Path, game: str, kinds: list[str], variants: dict[str, Any], timer: int) -> tuple[ServerThread, str]:
    """Start a server for the home network (``HOME_PORT``, else any free port) and create a
    table on it; the server and the table's code."""
    from .client import create_table

    try:
        thread = ServerThread(data, HOME_HOST, HOME_PORT).start()
    except OSError:
        thread = ServerThread(data, HOME_HOST, 0).start()
    local = f"ws://127.0.0.1:{thread.port_bound}"
    created = asyncio.run(create_table(local, game, kinds, variants, timer=timer or None))
    return thread, str(created["table"])
