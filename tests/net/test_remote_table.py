"""The app's side of online play: two ``RemoteTable``s play a deal through nothing but the
``TableSource`` calls the table makes, and one comes back by itself after a server restart."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from net_helpers import LIMIT, run

from cardtable.engine.actions import IllegalAction, play
from cardtable.engine.events import CARD_PLAYED, DEAL
from cardtable.net.client import create_table
from cardtable.net.host import ServerThread
from cardtable.net.remote import RemoteTable
from cardtable.session.source import TableSource


def _wait(done, limit: float = LIMIT) -> None:
    deadline = time.monotonic() + limit
    while not done():
        assert time.monotonic() < deadline, "waited too long"
        time.sleep(0.01)


def _act_once(tables: list[RemoteTable], seen: dict[int, list[str]]) -> None:
    """Whoever's turn it is plays its first legal action; everybody collects their events."""
    for t in tables:
        for e in t.poll() or []:
            seen[t.viewer].append(e.kind)
    mover = next((t for t in tables if t.deal_running and t.observation().turn == t.viewer), None)
    if mover is not None:
        for e in mover.submit(mover.viewer, mover.legal(mover.viewer)[0]):
            seen[mover.viewer].append(e.kind)


def test_two_remote_tables_play_a_deal_through_the_table_source_calls(tmp_path: Path) -> None:
    server = ServerThread(tmp_path / "data").start()
    code = run(create_table(server.url, "schnapsen", ["human", "human"]))["table"]
    tables = [RemoteTable.join(server.url, code, name) for name in ("Anna", "Ben")]
    try:
        source: TableSource = tables[0]  # what the table is given
        assert source.local_match is None and source.humans == [0]
        for t in tables:
            t.next_deal()
        _wait(lambda: all(t.deal_running for t in tables))
        seen: dict[int, list[str]] = {0: [], 1: []}
        waiting = next(t for t in tables if t.observation().turn != t.viewer)
        card = waiting.observation().hand[0]
        with pytest.raises(IllegalAction) as refused:
            waiting.submit(waiting.viewer, play(card))
        assert refused.value.reason.key == "engine.not_your_turn"
        assert [s.name for s in tables[0].seats] == ["Anna", "Ben"] and tables[0].thinking != tables[1].thinking
        deadline = time.monotonic() + LIMIT
        while tables[0].deal_running and time.monotonic() < deadline:
            _act_once(tables, seen)
            time.sleep(0.01)
        _wait(lambda: not tables[1].deal_running)
        for t in tables:
            seen[t.viewer] += [e.kind for e in t.poll() or []]
        assert all(seen[s][0] == DEAL and CARD_PLAYED in seen[s] for s in seen)
        assert tables[0].record.sheet == tables[1].record.sheet and len(tables[0].record.sheet) == 1
        assert tables[0].code == tables[1].code and tables[0].code.startswith("schnapsen-2-")
    finally:
        for t in tables:
            t.close()
        server.stop()


def test_a_remote_table_comes_back_by_itself_after_the_server_restarts(tmp_path: Path) -> None:
    server = ServerThread(tmp_path / "data").start()
    port = server.port_bound
    code = run(create_table(server.url, "schnapsen", ["human", "easy"]))["table"]
    table = RemoteTable.join(server.url, code, "Anna")
    try:
        table.next_deal()
        _wait(lambda: table.deal_running)
        hand = table.observation().hand
        server.stop()
        _wait(lambda: table.reconnecting)
        server = ServerThread(tmp_path / "data", port=port).start()
        _wait(lambda: not table.reconnecting)
        _wait(lambda: table.observation() is not None and table.table_status["seats"][0]["present"])
        assert table.observation().hand == hand or table.observation().hand_sizes != (5, 5)
        assert table.failure == "" and table.deal_running
    finally:
        table.close()
        server.stop()
