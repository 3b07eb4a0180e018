"""``cardtable bot`` and a move out of turn that loses its race: Schnapsen lets the player not
on lead exchange the trump jack between tricks (§7.5.5), so the leader's card can reach the
server first and the exchange is refused as illegal. The bot takes that as a lost race and plays
on; an illegal answer to a move on the table as it stands is still a fault it reports.

The frames are what the server sent seat 0 in such a match (recorded over loopback)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from cardtable.net import bot
from cardtable.net.client import ServerError

RECORDED = [json.loads(line) for line in (Path(__file__).parent / "data" / "exchange_race.jsonl").read_text().splitlines()]


class Replay:
    """A connection that answers the join with the recorded ``joined`` and then hands out the
    recorded frames; what the bot sends is kept."""

    def __init__(self, frames: list[dict[str, Any]]) -> None:
        self.frames = list(frames)
        self.sent: list[tuple[str, dict[str, Any]]] = []

    async def request(self, kind: str, answer: str, **fields: Any) -> dict[str, Any]:
        frame = self.frames.pop(0)
        assert frame["t"] == answer
        return frame

    async def receive(self) -> dict[str, Any]:
        return self.frames.pop(0)

    async def send(self, kind: str, **fields: Any) -> None:
        self.sent.append((kind, fields))


def _match_over(after: dict[str, Any]) -> dict[str, Any]:
    return after | {"version": after["version"] + 1, "events": [], "deal_running": False, "match_over": True}


def test_an_exchange_that_lost_the_race_is_not_a_fault() -> None:
    updates = [f for f in RECORDED if f["t"] == "update"]
    conn = Replay([*RECORDED, _match_over(updates[-1])])
    assert asyncio.run(bot._play(conn, "JWXDJWWFFK", "easy", None, None, 1)) == 0  # type: ignore[arg-type]
    assert ("act", {"action": "EXCHANGE"}) in conn.sent  # offered at version 12, refused after 13


def test_an_illegal_answer_to_the_table_as_it_stands_is_reported() -> None:
    upto = next(i for i, f in enumerate(RECORDED) if f["t"] == "update" and f["version"] == 12)
    error = next(f for f in RECORDED if f["t"] == "error")
    conn = Replay([*RECORDED[:upto + 1], error])  # no newer update: the bot's move was on time
    with pytest.raises(ServerError):
        asyncio.run(bot._play(conn, "JWXDJWWFFK", "easy", None, None, 1))  # type: ignore[arg-type]
