"""``cardtable server``: many tables in one asyncio process, over WebSockets (``websockets``).

The server is authoritative: clients send actions, the rules engine decides. Every incoming
frame passes ``protocol.parse`` first; what does not fit gets an error frame and changes
nothing, and a connection that floods is closed. Each table has a lock, so its changes happen
one at a time in order; computer moves are worked out on a worker thread and taken only if the
table did not change meanwhile. After every change the table is written with
``storage.atomic`` (``<data>/tables/<CODE>.json``) *before* anyone is told of it, so a killed
server restarts from the last card anybody saw. The server writes nothing outside ``--data``.
"""

from __future__ import annotations

import asyncio
import contextlib
import copy
import functools
import signal
import ssl
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from ..engine.actions import Action, IllegalAction, Reason
from ..engine.ruleset import SaveFormatError
from ..session.driver import computer_choice
from ..storage import atomic
from . import codes, protocol
from .table import SAVE_FORMAT, SAVE_KIND, Table, TableError

FLOOD_RATE, FLOOD_BURST = 100.0, 200  # frames per second a connection may send, and its burst (a fast bot sends ~30)
OUTBOX = 256  # frames waiting for a slow reader before its connection is closed


class Bucket:
    """A token bucket: ``take`` is False when the rate is exceeded."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens, self.stamp = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Client:
    """One connection: its seat once joined, and an outbox written by its own task, so a slow
    reader never holds up a table."""

    def __init__(self, ws: ServerConnection) -> None:
        self.ws = ws
        self.room: Room | None = None
        self.seat = -1
        self.outbox: asyncio.Queue[str] = asyncio.Queue(OUTBOX)
        self.bucket = Bucket(FLOOD_RATE, FLOOD_BURST)
        self.writer = asyncio.create_task(self._write())
        self.closing: asyncio.Task[None] | None = None

    def send(self, text: str) -> None:
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.writer.cancel()
            self.closing = asyncio.create_task(self.ws.close(1008, "too slow"))

    async def _write(self) -> None:
        with contextlib.suppress(ConnectionClosed):
            while True:
                await self.ws.send(await self.outbox.get())


@dataclass
class Room:
    """A table and the connections at it."""

    table: Table
    clients: dict[int, Client] = field(default_factory=dict)
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    grace: dict[int, asyncio.TimerHandle] = field(default_factory=dict)
    timer: asyncio.TimerHandle | None = None
    deadline: float | None = None  # loop time when the person on turn's move timer runs out
    driver: asyncio.Task[None] | None = None
    again: bool = False  # something changed since the driver last looked


class Server:
    def __init__(self, data: Path, joins_per_minute: int = 30) -> None:
        self.folder = data / "tables"
        self.rooms: dict[str, Room] = {}
        self.url = ""
        self.joins_per_minute = joins_per_minute
        self._joins: dict[str, Bucket] = {}
        self._tasks: set[asyncio.Task[Any]] = set()

    # ---- starting and stopping --------------------------------------------------------
    def load(self, warn: Callable[[str], None]) -> None:
        """Every saved table; one that does not load is moved aside (storage.atomic) and named."""
        atomic.sweep_temporaries(self.folder)
        for path in sorted(self.folder.glob("*.json")) if self.folder.is_dir() else []:
            table, problems = atomic.load_json(path, SAVE_KIND, SAVE_FORMAT, functools.partial(_table_at, path))
            for problem in problems:
                warn(str(problem))
            if table is not None:
                room = self.rooms[table.code] = Room(table)
                for seat, s in enumerate(table.seats):  # nobody is connected after a restart
                    if s.person and s.taken and not s.standin:
                        self._start_grace(room, seat)
                self._kick(room)

    async def save_all(self) -> None:
        """Every table, each written through to the disk (the server is stopping)."""
        for room in list(self.rooms.values()):
            async with room.lock:
                await self._save(room, durable=True)

    async def _save(self, room: Room, durable: bool = False) -> None:
        # Not fsynced after every card: an fsync per card per table would bound the whole
        # server by the disk; the atomic replace already survives a killed process. Without
        # the fsync a write into the page cache is quicker than a hop to a worker thread.
        path, body = self.folder / f"{room.table.code}.json", room.table.to_json()
        if durable:
            await asyncio.to_thread(atomic.write_json, path, SAVE_KIND, SAVE_FORMAT, body)
        else:
            atomic.write_json(path, SAVE_KIND, SAVE_FORMAT, body, durable=False)

    # ---- connections ------------------------------------------------------------------
    async def handler(self, ws: ServerConnection) -> None:
        client = Client(ws)
        address = str(ws.remote_address[0]) if ws.remote_address else "?"
        try:
            async for raw in ws:
                if not client.bucket.take():
                    await ws.close(1008, "flood")
                    break
                try:
                    frame = protocol.parse(raw)
                    await self.dispatch(client, frame, address)
                except (protocol.ProtocolError, TableError) as exc:
                    client.send(protocol.error(exc.code, str(exc)))
        except ConnectionClosed:
            pass
        finally:
            await self._dropped(client)
            client.writer.cancel()

    async def dispatch(self, client: Client, frame: dict[str, Any], address: str) -> None:
        kind = frame["t"]
        if kind in ("create", "join", "resume") and not self._join_allowed(address):
            raise TableError("rate_limited", "too many tables joined or created from this address; wait a minute")
        if kind == "create":
            await self._create(client, frame)
        elif kind in ("join", "resume"):
            await self._join(client, frame)
        else:
            room = client.room
            if room is None:
                raise TableError("not_seated", "join a table first")
            async with room.lock:
                if kind == "ready":
                    room.table.set_ready(client.seat)
                    await self._save(room)
                    self._announce(room)
                elif kind == "why":
                    self._why(room, client, Action.parse(frame["action"]))
                else:
                    await self._act(room, client.seat, Action.parse(frame["action"]))
            self._kick(room)

    def _join_allowed(self, address: str) -> bool:
        if len(self._joins) > 10_000:  # forget the addresses that are quiet again
            self._joins = {a: b for a, b in self._joins.items() if b.tokens < b.burst}
        bucket = self._joins.setdefault(address, Bucket(self.joins_per_minute / 60, max(1, self.joins_per_minute // 3)))
        return bucket.take()

    async def _create(self, client: Client, frame: dict[str, Any]) -> None:
        code = codes.new_code()
        while code in self.rooms:
            code = codes.new_code()
        table = Table.create(code, frame["game"], frame["seats"], frame.get("variants", {}),
                             frame.get("grace", 120), frame.get("timer", 0))
        room = self.rooms[code] = Room(table)
        async with room.lock:
            await self._save(room)
        client.send(protocol.frame("created", table=code, url=codes.invite(self.url, code)))

    async def _join(self, client: Client, frame: dict[str, Any]) -> None:
        room = self.rooms.get(frame["table"])
        if room is None:
            raise TableError("no_table", "no table has this code")
        if client.room is not None:
            raise TableError("not_now", "this connection is seated already")
        async with room.lock:
            table = room.table
            token = None
            if frame["t"] == "join":
                seat, token = table.join(frame["name"], frame.get("seat"))
            else:
                seat = table.seat_of(frame["token"])
            old = room.clients.get(seat)
            if old is not None:  # the same person on a new connection: the old one goes
                old.room = None
                self._spawn(old.ws.close(4000, "replaced"))
            handle = room.grace.pop(seat, None)
            if handle is not None:
                handle.cancel()
            table.set_standin(seat, False)
            client.room, client.seat = room, seat
            room.clients[seat] = client
            await self._save(room)
            fields: dict[str, Any] = {"table": table.code, "seat": seat, "game": table.rules.id,
                                      "variants": table.rules.variants.changed(), "seats": table.rules.seats,
                                      "grace": table.grace, "timer": table.timer}
            client.send(protocol.frame("joined", **fields, **({"token": token} if token else {})))
            self._announce(room)
            client.send(protocol.frame("update", **table.view(seat, [], full=True), timer=self._left(room)))
        self._kick(room)

    async def _dropped(self, client: Client) -> None:
        room = client.room
        if room is None or room.clients.get(client.seat) is not client:
            return
        async with room.lock:
            del room.clients[client.seat]
            self._start_grace(room, client.seat)
            self._announce(room)
            if room.table.match.over and not room.clients:  # finished and everybody gone: forget it
                self.rooms.pop(room.table.code, None)
                for handle in room.grace.values():
                    handle.cancel()
                with contextlib.suppress(OSError):
                    (self.folder / f"{room.table.code}.json").unlink()

    def _start_grace(self, room: Room, seat: int) -> None:
        loop = asyncio.get_running_loop()
        room.grace[seat] = loop.call_later(room.table.grace, lambda: self._spawn(self._grace_over(room, seat)))

    async def _grace_over(self, room: Room, seat: int) -> None:
        async with room.lock:
            room.grace.pop(seat, None)
            if seat in room.clients or self.rooms.get(room.table.code) is not room:
                return
            room.table.set_standin(seat, True)
            await self._save(room)
            self._announce(room)
        self._kick(room)

    # ---- the match ---------------------------------------------------------------------
    def _why(self, room: Room, client: Client, action: Action) -> None:
        state = room.table.match.state
        legal = room.table.match.deal_running and action in room.table.rules.legal_actions(state, client.seat)
        reason = None if legal else room.table.rules.why_illegal(state, client.seat, action) if state else None
        client.send(protocol.frame("why", action=action.id, legal=legal, reason=None if reason is None else _reason(reason)))

    async def _act(self, room: Room, seat: int, action: Action) -> None:
        try:
            events = room.table.act(seat, action)
        except IllegalAction as exc:
            room.clients[seat].send(protocol.error("illegal", f"{action.id} is not allowed now", action=action.id,
                                                   reason=_reason(exc.reason)))
            return
        await self._changed(room, events)

    async def _changed(self, room: Room, events: list[Any]) -> None:
        await self._save(room)  # on disk before anybody sees it
        room.deadline = None
        if room.timer is not None:
            room.timer.cancel()
            room.timer = None
        table = room.table
        state = table.match.state
        turn = table.rules.turn(state) if table.match.deal_running else None
        if table.timer and turn is not None and table.seats[turn].person and not table.seats[turn].standin:
            loop = asyncio.get_running_loop()
            room.deadline = loop.time() + table.timer
            version = table.version
            room.timer = loop.call_later(table.timer, lambda: self._spawn(self._timed_out(room, turn, version)))
        for seat, client in room.clients.items():
            client.send(protocol.frame("update", **table.view(seat, events, full=False), timer=self._left(room)))
        if not table.match.deal_running:  # dealt out: who is ready for the next one
            self._announce(room)

    def _left(self, room: Room) -> float | None:
        return None if room.deadline is None else round(max(0.0, room.deadline - asyncio.get_running_loop().time()), 1)

    async def _timed_out(self, room: Room, seat: int, version: int) -> None:
        table = room.table
        if table.version != version or not table.match.deal_running:
            return
        match = copy.copy(table.match)
        player = table.standin(seat)
        obs = table.rules.observation(match.state, seat)
        action = await asyncio.to_thread(player.choose, obs, table.rules.legal_actions(match.state, seat))
        async with room.lock:
            if table.version == version:
                await self._changed(room, table.act(seat, action))
        self._kick(room)

    def _kick(self, room: Room) -> None:
        """Let the computers act (and deal when everyone is ready); a driver already running
        looks again before it stops."""
        room.again = True
        if room.driver is None or room.driver.done():
            room.driver = self._spawn(self._drive(room))

    async def _drive(self, room: Room) -> None:
        for _ in range(100_000):  # far more moves than a match has; bounds a loop that must end
            room.again = False
            if not await self._step(room) and not room.again:
                return

    async def _step(self, room: Room) -> bool:
        """Deal, or let one computer act; False when there was nothing to do."""
        table = room.table
        async with room.lock:
            if not table.match.deal_running:
                if not table.may_deal():
                    return False
                await self._changed(room, table.deal())
                self._announce(room)  # nobody is ready any more
                return True
            version, match, players = table.version, copy.copy(table.match), table.acting_players()
            if not any(players):  # people in every seat: nothing to work out
                return False
        choice = await asyncio.to_thread(computer_choice, match, players)
        async with room.lock:
            if table.version != version:
                return True  # somebody acted meanwhile: think again
            if choice is None:
                return False
            await self._changed(room, table.act(*choice))
            return True

    def _announce(self, room: Room) -> None:
        table = room.table
        text = protocol.frame("table", table=table.code, status=table.status,
                              seats=table.seats_view(set(room.clients)))
        for client in room.clients.values():
            client.send(text)

    def _spawn(self, coro: Any) -> asyncio.Task[Any]:
        task = asyncio.create_task(coro)
        self._tasks.add(task)
        task.add_done_callback(self._finished)
        return task

    def _finished(self, task: asyncio.Task[Any]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            print(f"cardtable server: {task.exception()!r}", file=sys.stderr)


def _reason(reason: Reason) -> dict[str, Any]:
    return {"key": reason.key, "params": dict(reason.params)}


def _table_at(path: Path, body: dict[str, Any], _warn: atomic.Warn) -> Table:
    try:
        table = Table.from_json(body)
    except SaveFormatError as exc:
        raise ValueError(str(exc)) from None
    if table.code != path.stem:
        raise ValueError(f"the table inside is {table.code!r}")
    return table


def tls(cert: Path | None, key: Path | None) -> ssl.SSLContext | None:
    if cert is None and key is None:
        return None
    if cert is None or key is None:
        raise ValueError("TLS needs both --cert and --key")
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    return context


def listen(server: Server, host: str, port: int, context: ssl.SSLContext | None = None) -> Any:
    """The WebSocket server for ``server`` (an async context manager); sets ``server.url``
    once entered (see ``run``)."""
    return serve(server.handler, host, port, ssl=context, compression=None, max_size=4 * protocol.MAX_FRAME,
                 max_queue=4, close_timeout=2)


def bound_url(ws_server: Any, context: ssl.SSLContext | None) -> str:
    host, port = ws_server.sockets[0].getsockname()[:2]
    return f"{'wss' if context else 'ws'}://{f'[{host}]' if ':' in host else host}:{port}"


async def run(host: str, port: int, data: Path, context: ssl.SSLContext | None = None,
              joins_per_minute: int = 30, public_url: str | None = None) -> int:
    """Serve until SIGTERM or SIGINT, then save every table and return 0. Invite links name
    ``public_url`` (the address behind a proxy), else the address listened on."""
    server = Server(data, joins_per_minute)
    server.load(lambda line: print(f"cardtable server: {line}", file=sys.stderr))
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    async with listen(server, host, port, context) as ws_server:
        listening = bound_url(ws_server, context)
        server.url = public_url or listening
        print(f"listening on {listening}", flush=True)
        await stop.wait()
    await server.save_all()
    return 0
