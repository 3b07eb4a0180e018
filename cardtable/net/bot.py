"""``cardtable bot``: a computer player that joins a table over the network and plays its seat
with the same players as local play, seeing only what the server sends that seat."""

from __future__ import annotations

import json
from pathlib import Path
from typing import IO, Any

from ..ai import make_player
from .client import Connection, SeatView, ServerError


async def play(url: str, code: str, level: str, seat: int | None = None, deals: int | None = None,
               log: Path | None = None, seed: int = 1) -> int:
    """Join ``code`` and play until the match (or ``deals`` deals) ends; 0 when it did."""
    out: IO[str] | None = log.open("w", encoding="utf-8") if log is not None else None
    try:
        conn = await Connection.open(url, None if out is None else lambda frame: _log(out, frame))
        try:
            return await _play(conn, code, level, seat, deals, seed)
        finally:
            await conn.close()
    finally:
        if out is not None:
            out.close()


def _log(out: IO[str], frame: dict[str, Any]) -> None:
    out.write(json.dumps(frame, ensure_ascii=False) + "\n")
    out.flush()


async def _play(conn: Connection, code: str, level: str, seat: int | None, deals: int | None, seed: int) -> int:
    extra = {} if seat is None else {"seat": seat}
    view = SeatView.joined(await conn.request("join", "joined", table=code, name=f"{level} bot", **extra))
    player = make_player(view.rules, level, view.seat, seed)
    acted_at = -1  # the table version this bot last acted on: one action per change
    ready_for = -1  # the number of deals after which it said ready
    sent: dict[str, int] = {}  # each action sent: the table version it answered
    while True:
        frame = await conn.receive()
        if frame["t"] == "error":
            if frame.get("code") == "illegal" and sent.get(str(frame.get("action")), view.version) != view.version:
                continue  # a move out of turn (Schnapsen's exchange) lost the race to the one on turn
            raise ServerError(frame)  # the player chose from its seat's legal actions: a fault to report
        view.take(frame)
        if view.match_over or (deals is not None and view.deals >= deals and not view.deal_running):
            return 0
        if not view.deal_running and ready_for != view.deals:
            ready_for = view.deals
            await conn.send("ready")
        obs = view.obs if view.must_answer and acted_at != view.version else None
        if obs is None:
            continue
        ask = player.choose if obs.turn == view.seat else player.interject
        action = ask(obs, list(obs.legal))  # in line: a decision takes far less than the keepalive's 20 s
        if action is not None:
            acted_at = sent[action.id] = view.version
            await conn.send("act", action=action.id)
