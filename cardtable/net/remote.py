"""``RemoteTable``: the ``session.source.TableSource`` of a seat at a table on a server.

The table asks it what it would ask a local match; the answers come from the frames the server
sends this seat (``client.SeatView``). The connection lives on a thread of its own with an
asyncio loop; when it drops, that thread comes back with the seat token, again and again with
a growing pause (``reconnecting`` is true meanwhile, for the table's banner). Frames are read
on that thread and handed over under a lock: events wait in a queue for ``poll``.

What only the whole match knows is not here: ``local_match`` is None (no undo, no open cards,
no replay of a deal), and ``observation`` answers for this seat only.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from typing import Any

from websockets.exceptions import ConnectionClosed, WebSocketException

from ..engine.actions import Action, IllegalAction, Reason
from ..engine.events import Event
from ..engine.observation import Observation
from ..storage.seats import HUMAN, SeatConfig
from .client import Connection, SeatView, ServerError

ANSWER_WAIT = 5.0  # seconds ``submit`` and ``why_illegal`` wait for the server's answer
RETRY = (0.5, 1.0, 2.0, 3.0, 5.0)  # pauses between attempts to come back, the last repeated


class RemoteTable:
    def __init__(self, url: str, code: str, view: SeatView, token: str, conn: Connection,
                 loop: asyncio.AbstractEventLoop) -> None:
        self.url, self.table_code, self.token = url, code, token
        self.rules = view.rules
        self.viewer = view.seat
        self.think_delay = 0.0  # the server paces nobody; the table's animations do
        self.version = 0
        self.reconnecting = False
        self.comebacks = 0  # times the connection was lost and the seat taken back
        self.closed = False
        self.failure = ""  # why the seat could not be taken back (the table's message), "" while fine
        self._view = view
        self.seats: list[SeatConfig] = [SeatConfig("") for _ in range(self.rules.seats)]  # names come with the table frames
        self._conn = conn
        self._loop = loop
        self._lock = threading.Lock()
        self._events: list[Event] = []
        self._answers: dict[str, asyncio.Future[dict[str, Any]]] = {}
        self._reader = asyncio.run_coroutine_threadsafe(self._read(), loop)

    # ---- opening -----------------------------------------------------------------------
    @classmethod
    def join(cls, url: str, code: str, name: str, token: str | None = None) -> RemoteTable:
        """Take a seat (or, with ``token``, take one's seat back); raises ``ServerError``,
        ``OSError`` or ``WebSocketException`` when the server says no or cannot be reached."""
        loop = asyncio.new_event_loop()
        threading.Thread(target=loop.run_forever, daemon=True, name="table-connection").start()

        async def enter() -> tuple[Connection, dict[str, Any]]:
            conn = await Connection.open(url)
            try:
                if token is None:
                    return conn, await conn.request("join", "joined", table=code, name=name)
                return conn, await conn.request("resume", "joined", table=code, token=token)
            except BaseException:
                await conn.close()
                raise

        try:
            conn, joined = asyncio.run_coroutine_threadsafe(enter(), loop).result(ANSWER_WAIT * 2)
        except BaseException:
            loop.call_soon_threadsafe(loop.stop)
            raise
        return cls(url, code, SeatView.joined(joined), token or joined["token"], conn, loop)

    # ---- what the table asks -----------------------------------------------------------
    @staticmethod
    def _seats_of(shown: list[dict[str, Any]]) -> list[SeatConfig]:
        return [SeatConfig(" ".join(str(s["name"]).split())[:40], HUMAN if s["kind"] == HUMAN else str(s["kind"]) or HUMAN)
                for s in shown]

    @property
    def humans(self) -> list[int]:
        return [self.viewer]

    @property
    def thinking(self) -> bool:
        obs = self._view.obs
        return self.deal_running and obs is not None and obs.turn not in (None, self.viewer)

    @property
    def deal_running(self) -> bool:
        return self._view.deal_running

    @property
    def match_over(self) -> bool:
        return self._view.match_over

    @property
    def record(self) -> Any:
        with self._lock:
            return self._view.record

    @property
    def code(self) -> str:
        """The running (or last) deal's code."""
        return self._view.code

    @property
    def local_match(self) -> None:
        return None

    @property
    def table_status(self) -> dict[str, Any]:
        """The table frame's seats and status (names, present, ready, stand-ins), for the screen."""
        with self._lock:
            return {"status": self._view.status, "seats": list(self._view.seats)}

    @property
    def timer(self) -> float | None:
        """Seconds the seat on turn had left when the last update came, or None."""
        return self._view.timer

    def observation(self, seat: int | None = None) -> Observation | None:
        if seat not in (None, self.viewer):
            return None
        with self._lock:
            return self._view.obs

    def legal(self, seat: int) -> list[Action]:
        obs = self.observation(seat)
        return list(obs.legal) if obs is not None and seat == self.viewer and self.deal_running else []

    def why_illegal(self, seat: int, action: Action) -> Reason:
        answer = self._ask("why", action=action.id)
        reason = answer.get("reason") if answer else None
        if not isinstance(reason, dict):
            return Reason.of("engine.illegal")
        return Reason.of(str(reason.get("key")), **reason.get("params", {}))

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Send the action and wait for the server to show it; raises ``IllegalAction`` (with the
        rule the server names) and changes nothing when it is not legal."""
        if seat != self.viewer or action not in self.legal(seat):
            raise IllegalAction(action, self.why_illegal(seat, action) if seat == self.viewer else
                                Reason.of("engine.not_your_turn"))
        before = self.version
        answer = self._ask("act", action=action.id)
        if answer is not None and answer.get("t") == "error":
            raise IllegalAction(action, Reason.of(str(answer.get("reason", {}).get("key", "engine.illegal")),
                                                  **answer.get("reason", {}).get("params", {})))
        deadline = time.monotonic() + ANSWER_WAIT
        while self.version == before and time.monotonic() < deadline:
            time.sleep(0.005)
        return self._take_events() or []

    def poll(self, now: float | None = None) -> list[Event] | None:
        return self._take_events()

    def next_deal(self) -> list[Event]:
        """Say ready; the server deals when everybody is. The deal's events come by ``poll``
        (at once, when the others were ready first)."""
        if not self.deal_running and not self.match_over:
            asyncio.run_coroutine_threadsafe(self._send("ready"), self._loop)
        return self._take_events() or []

    def close(self) -> None:
        self.closed = True
        self._reader.cancel()
        with contextlib.suppress(Exception):  # closing a connection that is gone already
            asyncio.run_coroutine_threadsafe(self._conn.close(), self._loop).result(ANSWER_WAIT)
        self._loop.call_soon_threadsafe(self._loop.stop)

    # ---- the connection's thread -------------------------------------------------------
    def _take_events(self) -> list[Event] | None:
        with self._lock:
            events, self._events = self._events, []
        return events or None

    def _ask(self, kind: str, **fields: Any) -> dict[str, Any] | None:
        """Send a request; its answer frame (or an error frame), None when none came in time."""
        async def ask() -> dict[str, Any]:
            future = self._loop.create_future()
            self._answers[kind] = future
            await self._conn.send(kind, **fields)
            return await asyncio.wait_for(future, ANSWER_WAIT)

        try:
            return asyncio.run_coroutine_threadsafe(ask(), self._loop).result(ANSWER_WAIT + 1)
        except (TimeoutError, ConnectionClosed, OSError):
            return None

    async def _send(self, kind: str, **fields: Any) -> None:
        with contextlib.suppress(ConnectionClosed, OSError):
            await self._conn.send(kind, **fields)

    async def _read(self) -> None:
        while not self.closed:
            try:
                while True:
                    self._take(await self._conn.receive())
            except (ConnectionClosed, OSError):
                if not self.closed:
                    await self._come_back()

    def _take(self, frame: dict[str, Any]) -> None:
        kind = frame.get("t")
        if kind == "error":
            waiting = self._answers.pop("act", None) or self._answers.pop("why", None)
            if waiting is not None and not waiting.done():
                waiting.set_result(frame)
            return
        if kind == "why":
            waiting = self._answers.pop("why", None)
            if waiting is not None and not waiting.done():
                waiting.set_result(frame)
            return
        with self._lock:
            events = self._view.take(frame)
            if kind == "table":
                self.seats = self._seats_of(self._view.seats)
            if kind == "update":
                _ = self._view.obs  # decoded here, on the connection's thread, so the table never waits
                self._events.extend(events)
                self.version = self._view.version
        if kind == "update":
            waiting = self._answers.pop("act", None)
            if waiting is not None and not waiting.done():
                waiting.set_result(frame)

    async def _come_back(self) -> None:
        """Reconnect with the seat token until it works (or the seat is refused)."""
        self.reconnecting = True
        for attempt in range(10_000):  # about half a day of attempts; the table may close first
            if self.closed:
                return
            await asyncio.sleep(RETRY[min(attempt, len(RETRY) - 1)])
            try:
                conn = await Connection.open(self.url)
                await conn.request("resume", "joined", table=self.table_code, token=self.token)
            except ServerError as exc:
                if exc.code in ("bad_token", "no_table"):
                    self.failure = exc.code
                    self.closed = True
                    return
                continue
            except (OSError, WebSocketException, TimeoutError):
                continue
            self._conn = conn
            self.reconnecting = False
            self.comebacks += 1
            return
