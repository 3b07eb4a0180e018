"""The client side of the protocol: a connection to a server, and a seat's view of its table
rebuilt from the frames it receives (used by ``cardtable bot``, the benchmark and the app).
"""

from __future__ import annotations

import json
import typing
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from .. import games
from ..engine import codec
from ..engine.events import Event
from ..engine.observation import Observation
from ..engine.ruleset import Ruleset
from . import protocol


class ServerError(RuntimeError):
    """An error frame in answer to a request."""

    def __init__(self, frame: dict[str, Any]) -> None:
        super().__init__(f"{frame.get('code')}: {frame.get('detail')}")
        self.code = str(frame.get("code"))
        self.frame = frame


@dataclass
class SeatView:
    """What one seat knows of its table: rebuilt from ``joined``, ``table`` and ``update``."""

    rules: Ruleset
    seat: int
    raw_obs: dict[str, Any] | None = None  # as received; decoded when first asked for (``obs``)
    raw_record: Any = None
    code: str = ""
    deals: int = 0
    deal_running: bool = False
    match_over: bool = False
    version: int = 0
    timer: float | None = None  # seconds the seat on turn had left when the update was sent
    status: str = "waiting"
    seats: list[dict[str, Any]] = field(default_factory=list)

    _obs: tuple[int, Observation | None] | None = None
    _record: tuple[int, Any] | None = None

    @property
    def obs(self) -> Observation | None:
        if self._obs is None or self._obs[0] != self.version:
            raw = self.raw_obs
            self._obs = (self.version, None if raw is None else codec.decode(observation_type(self.rules), raw, "$.obs"))
        return self._obs[1]

    @property
    def record(self) -> Any:
        if self._record is None or self._record[0] != id(self.raw_record):
            raw = self.raw_record
            self._record = (id(raw), None if raw is None else codec.decode(self.rules.MATCH_TYPE, raw, "$.record"))
        return self._record[1]

    @property
    def must_answer(self) -> bool:
        """This seat has a legal action now (read without decoding the observation)."""
        return self.deal_running and self.raw_obs is not None and bool(self.raw_obs.get("legal"))

    @classmethod
    def joined(cls, frame: dict[str, Any]) -> SeatView:
        rules = games.get(frame["game"])(frame["variants"], frame["seats"])
        return cls(rules, frame["seat"])

    def take(self, frame: dict[str, Any]) -> list[Event]:
        """Apply a ``table`` or ``update`` frame; the events it brought (this seat's view)."""
        if frame["t"] == "table":
            self.status, self.seats = frame["status"], frame["seats"]
            return []
        if frame["t"] != "update":
            return []
        self.raw_obs = frame["obs"]
        if "record" in frame:
            self.raw_record = frame["record"]
        self.code, self.deals, self.version = frame["code"], frame["deals"], frame["version"]
        self.deal_running, self.match_over, self.timer = frame["deal_running"], frame["match_over"], frame["timer"]
        return [codec.decode(Event, e, "$.events") for e in frame["events"]]


@cache
def _observation_type(ruleset: type[Ruleset]) -> type[Observation]:
    return typing.get_type_hints(ruleset.observation)["return"]


def observation_type(rules: Ruleset) -> type[Observation]:
    """The game's ``Observation`` subclass, which the frames' ``obs`` is decoded to."""
    return _observation_type(type(rules))


class Connection:
    """One WebSocket to a server; every frame received is handed to ``on_frame`` first (logs)."""

    def __init__(self, ws: ClientConnection, on_frame: Callable[[dict[str, Any]], None] | None = None) -> None:
        self.ws = ws
        self.on_frame = on_frame

    @classmethod
    async def open(cls, url: str, on_frame: Callable[[dict[str, Any]], None] | None = None,
                   open_timeout: float = 10.0) -> Connection:
        ws = await connect(url, compression=None, max_size=4 * 1024 * 1024, proxy=None, open_timeout=open_timeout)
        return cls(ws, on_frame)

    async def send(self, kind: str, **fields: Any) -> None:
        await self.ws.send(protocol.frame(kind, **fields))

    async def receive(self) -> dict[str, Any]:
        frame = json.loads(await self.ws.recv())
        if self.on_frame is not None:
            self.on_frame(frame)
        return dict(frame)

    async def request(self, kind: str, answer: str, **fields: Any) -> dict[str, Any]:
        """Send a frame and wait for the answer of type ``answer`` (an error frame raises)."""
        await self.send(kind, **fields)
        while True:
            frame = await self.receive()
            if frame["t"] == answer:
                return frame
            if frame["t"] == "error":
                raise ServerError(frame)

    async def close(self) -> None:
        await self.ws.close()


async def create_table(url: str, game: str, seats: list[str], variants: dict[str, Any] | None = None,
                       grace: int | None = None, timer: int | None = None) -> dict[str, Any]:
    """Create a table on the server at ``url``: the ``created`` frame (``table``, ``url``)."""
    conn = await Connection.open(url)
    try:
        extra = {k: v for k, v in (("grace", grace), ("timer", timer)) if v is not None}
        return await conn.request("create", "created", game=game, seats=seats, variants=variants or {}, **extra)
    finally:
        await conn.close()

