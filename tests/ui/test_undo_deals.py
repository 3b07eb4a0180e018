"""Undo stays inside the deal being played, and every finished deal is counted once in the
statistics, also when a deal is undone and played again."""

from __future__ import annotations

import copy

import pygame
from table_helpers import settle
from test_keyboard_play import press

from cardtable.games.schnapsen import Schnapsen
from cardtable.i18n import tr
from cardtable.session.controller import MatchController, Seat
from cardtable.session.persistence import MatchKeeper
from cardtable.storage import load_statistics
from cardtable.ui.app import App
from cardtable.ui.scenes.dialogs import Summary
from cardtable.ui.table.scene import TableScene


def open_table(app: App) -> TableScene:
    seats = [Seat("Eva"), Seat("Anna", "easy")]
    controller = MatchController(Schnapsen(), seats, seed=8, think_delay=0, keeper=MatchKeeper())
    return app.push(TableScene(app, controller))


def play_until_deal_over(app: App, table: TableScene) -> None:
    """The human plays the first legal action each time until the deal is scored; the last
    human action is the last thing done (no frame runs after it)."""
    while True:
        settle(app, table, until=lambda: app.top is not table or (
            table.synced and not table.animating and (table.legal or not table.source.match.deal_running)))
        match = table.source.match
        if not match.deal_running:
            return
        assert app.top is table
        table.act(table.legal[0], confirmed=True)  # (a claim below 66 would ask first)
        if not table.source.match.deal_running:
            return


def deals_counted() -> int:
    return load_statistics()[0].player("schnapsen", "Eva").deals


def test_u_at_a_deals_start_leaves_the_finished_deal_alone(app):
    table = open_table(app)
    play_until_deal_over(app, table)
    scored = table.source.match.to_json()
    press(app, pygame.K_u)  # the deal is over, even before its summary shows: nothing comes back
    assert table.source.match.to_json() == scored
    settle(app, table, until=lambda: isinstance(app.top, Summary))
    assert deals_counted() == 1
    app.top.buttons[0].on_click()  # next deal
    settle(app, table)
    started = table.source.match.to_json()
    assert started["deals"] == 2
    press(app, pygame.K_u)
    assert table.message == tr("table.undo_none")
    assert table.source.match.to_json() == started
    assert started["record"] == scored["record"]  # the previous deal as it was scored
    assert deals_counted() == 1


def test_a_deal_scored_again_after_a_restore_is_counted_once(app):
    """The controller taken back to before the deal's last action (as an undo would) and the
    deal played to its end again: the statistics still count one deal."""
    table = open_table(app)
    snapshot = None
    while True:
        settle(app, table, until=lambda: not table.source.match.deal_running or (
            table.synced and not table.animating and table.legal))
        if not table.source.match.deal_running:
            break
        snapshot = copy.copy(table.source.match)
        table.act(table.legal[0], confirmed=True)  # (a claim below 66 would ask first)
    settle(app, table, until=lambda: isinstance(app.top, Summary))
    assert deals_counted() == 1 and snapshot is not None
    app.pop(app.top)
    table.source.restore(snapshot)
    table.restored()
    play_until_deal_over(app, table)
    settle(app, table, until=lambda: isinstance(app.top, Summary))
    assert not table.source.match.deal_running
    assert deals_counted() == 1
