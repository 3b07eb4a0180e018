"""Hot-seat: the table is handed only to a human with something to do — at a deal's start,
after every move and when a match is continued — and every human gets the hint."""

from __future__ import annotations

import time

import pygame
import pytest
from table_helpers import settle

from cardtable import games
from cardtable.session.controller import MatchController, Seat
from cardtable.ui.app import App
from cardtable.ui.hotseat import HotSeat
from cardtable.ui.names import seat_name
from cardtable.ui.scenes.handoff import HandOff
from cardtable.ui.table.scene import TableScene


def hot_seat(rules, humans: tuple[int, ...]) -> list[Seat]:
    return [Seat("" if s == humans[0] else f"H{s}") if s in humans else Seat(f"C{s}", "easy") for s in range(rules.seats)]


def follow(app: App, table: TableScene, handoffs: int) -> list[tuple[int, list[int]]]:
    """Play on (each human its first legal action) through ``handoffs`` hand-offs; each
    hand-off as (the seat it names, the seats that had something to do then)."""
    c, seen = table.source, []
    # bounded by a generous deadline, not a frame count: the computers think on a worker
    # thread, and on a busy machine they need more frames
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        app.step(1 / 60)
        top = app.top
        if isinstance(top, HandOff):
            seat = next(s for s in c.humans if seat_name(c.seats, s) == top.name)
            seen.append((seat, [s for s in c.humans if c.legal(s)]))
            if len(seen) == handoffs:
                return seen
            top.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5)))
        elif top is table and table.synced and not table.animating and table.legal:
            assert any(b.label == "Hint" for b in table.controls.extra)  # every human gets the hint
            table.act(table.legal[0], confirmed=True)  # (a resign or a low claim would ask first)
        elif top is not table:  # a deal summary: on to the next deal
            top.buttons[0].on_click()
    pytest.fail(f"only {len(seen)} hand-offs")


@pytest.mark.parametrize("game, humans", [("skat", (0, 2)), ("schafkopf", (0, 2)), ("coiffeur", (0, 2)),
                                          ("hindersche", (0, 1)), ("schnapsen", (0, 1))])
@pytest.mark.parametrize("seed", [1, 2])
def test_each_hand_off_goes_to_a_human_who_must_act(app, game, humans, seed):
    rules = games.get(game)()
    table = app.push(TableScene(app, MatchController(rules, hot_seat(rules, humans), seed=seed, think_delay=0)))
    for seat, acting in follow(app, table, 8):
        assert seat in acting


def test_a_continued_match_is_not_handed_to_someone_with_nothing_to_do(app):
    rules = games.get("skat")()
    controller = MatchController(rules, hot_seat(rules, (0, 2)), seed=1, think_delay=0)
    controller.match.next_deal()
    assert rules.turn(controller.match.state) == 1  # a computer bids first
    resumed = MatchController.resume(controller.match, controller.seats, think_delay=0)
    table = app.push(TableScene(app, resumed))
    app.step(1 / 60)
    assert app.top is table and table.addon(HotSeat).veiled  # no hand-off yet: every hand face down
    assert not any(t.face > 0.5 for t in (s.pose for s in table.motion.sprites.values()))
    seat, acting = follow(app, table, 1)[0]
    assert seat in acting
    settle(app, table, until=lambda: app.top is not table)
