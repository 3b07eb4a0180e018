"""Play online in the app, headless: *Host on this machine* starts a server inside the app
(here on 127.0.0.1) with a computer in the other seat, the lobby takes Ready, and the usual
table plays the deal with a ``RemoteTable``: hint but no undo, the reconnecting banner when
the server goes away, and the seat back when it returns."""

from __future__ import annotations

import asyncio
import time

import pytest
from table_helpers import settle

from cardtable.i18n import tr
from cardtable.net import codes, host, recent
from cardtable.net.client import create_table
from cardtable.net.remote import RemoteTable
from cardtable.ui.online import Online
from cardtable.ui.scenes.online import LobbyScene, OnlineScene
from cardtable.ui.table.scene import TableScene


@pytest.fixture(autouse=True)
def loopback(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hosted server on 127.0.0.1 and a port the OS chooses; no address lookup."""
    monkeypatch.setattr(host, "HOME_HOST", "127.0.0.1")
    monkeypatch.setattr(host, "HOME_PORT", 0)
    monkeypatch.setattr("cardtable.ui.scenes.online.lan_addresses", list)


def _frames(app, until, limit: float = 30.0) -> None:
    end = time.monotonic() + limit
    while not until():
        assert time.monotonic() < end, "waited too long"
        app.step(1 / 60)
        time.sleep(0.002)


def test_host_a_table_and_play_a_deal_at_the_usual_table(app) -> None:
    menu = app.push(OnlineScene(app))
    menu.game = "schnapsen"
    menu.resize(app.size)
    menu.others = ["easy"]
    menu.name_field.value = "Anna"
    menu.host()
    lobby = app.top
    assert isinstance(lobby, LobbyScene)
    _frames(app, lambda: any("Anna" in line for line, _ in lobby.lines()))  # the seats as the server tells them
    lobby.ready()
    _frames(app, lambda: isinstance(app.top, TableScene))
    table = app.top
    remote = table.source
    assert isinstance(remote, RemoteTable) and remote.local_match is None
    settle(app, table)
    labels = {b.label for b in table.controls.bar()}
    assert tr("table.hint") in labels and tr("table.undo") not in labels  # hints here, no undo online
    online = table.addon(Online)
    for _ in range(40):  # the deal, card by card, through the table's own act
        if not remote.deal_running:
            break
        settle(app, table, until=lambda: app.top is not table or (table.synced and not table.animating and table.legal
                                                                  and table.obs.turn == table.viewer))
        if app.top is not table:
            break
        card = next(a for a in table.legal if a.card is not None) if any(a.card for a in table.legal) else table.legal[0]
        assert table.act(card)
    _frames(app, lambda: app.top is not table)  # the deal summary
    assert not remote.deal_running and remote.record.sheet
    server = online.server
    assert server is not None
    port = server.port_bound
    server.stop()
    _frames(app, lambda: remote.reconnecting)
    assert online.banner() == (tr("online.reconnecting"), online.banner()[1])
    online.server = host.ServerThread(server.server.folder.parent, "127.0.0.1", port).start()
    _frames(app, lambda: not remote.reconnecting)
    assert online.banner() is None and remote.comebacks == 1


def test_join_remembers_the_address_and_code(app, tmp_path) -> None:
    server = host.ServerThread(tmp_path / "data").start()
    try:
        menu = app.push(OnlineScene(app))
        menu.address_field.value = server.url
        menu.code_field.value = "acdef-hjkmn"
        menu.join()  # no such table: told, nothing else
        assert app.top is not menu and tr("online.error.no_table") in str(app.top.__dict__)
        assert recent.load() == recent.Recent(server.url, "ACDEF-HJKMN", "")
        app.pop(app.top)
        menu.address_field.value = "192.168.1.20:8765"
        menu.join()
        assert tr("online.bad_address", form="ws://HOST:PORT", link="cardtable://HOST:PORT/CODE") in str(app.top.__dict__)
        app.pop(app.top)
        menu.address_field.value, menu.code_field.value = codes.invite(server.url, "ACDEFHJKMN"), ""
        menu.join()  # an invite link as the address: its server and code
        assert tr("online.error.no_table") in str(app.top.__dict__)
        app.pop(app.top)
        menu.address_field.value = "cardtable://nowhere"
        menu.join()
        assert tr("online.bad_address", form="ws://HOST:PORT", link="cardtable://HOST:PORT/CODE") in str(app.top.__dict__)
    finally:
        server.stop()


def test_join_again_takes_the_same_seat_back_with_the_kept_token(app, tmp_path) -> None:
    server = host.ServerThread(tmp_path / "data").start()
    try:
        code = asyncio.run(create_table(server.url, "schnapsen", ["human", "human"]))["table"]
        menu = app.push(OnlineScene(app))
        menu.address_field.value, menu.code_field.value = server.url, code
        menu.join()
        lobby = app.top
        assert isinstance(lobby, LobbyScene) and lobby.table.viewer == 0
        lobby.leave()  # the app is closed: the seat waits for its person (the grace period)
        assert recent.load().token == lobby.table.token
        menu.join()
        again = app.top
        assert isinstance(again, LobbyScene) and again.table.viewer == 0
        _frames(app, lambda: len(again.table.table_status["seats"]) == 2)
        assert not again.table.table_status["seats"][1]["taken"]  # no second seat was taken
        again.leave()
    finally:
        server.stop()
