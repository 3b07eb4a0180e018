"""Helpers for the table tests: a table on a fixed deal, frames until it settles, mouse input
posted through the app's event handler (conftest.py has already chosen the dummy drivers)."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from cardtable.engine.actions import PLAY, Action
from cardtable.engine.cards import Card, cards
from cardtable.games.schnapsen import Schnapsen
from cardtable.session.controller import MatchController, Seat
from cardtable.ui.app import App
from cardtable.ui.table.scene import TableScene

# Dealer seat 0, so the computer (seat 1) leads. Seat 0 (the human) is dealt HK CQ SK DQ DJ,
# seat 1 HA HT CA CT SA; the turn-up is DA (diamonds are trump).
FIXED_DECK = cards("HA HT HK CQ CA CT SA SK DQ DJ DA DT DK SQ HQ HJ CK CJ ST SJ")


def new_table(app: App, variants: dict | None = None, seed: int = 5, fixed: list[Action] | None = None) -> TableScene:
    """A human (seat 0) against the random player; ``fixed``: deal FIXED_DECK and apply these
    actions (seat 1's unless it is seat 0's turn) before the table opens."""
    rules = Schnapsen(variants or {})
    controller = MatchController(rules, [Seat("You"), Seat("Anna", "random")], seed=seed, think_delay=0)
    if fixed is not None:
        match = controller.match
        match.deals = 1
        match.state = rules.deal_from(FIXED_DECK, dealer=0)
        for action in fixed:
            match.apply(rules.turn(match.state), action)
    return app.push(TableScene(app, controller))


def settle(app: App, table: TableScene, until: Callable[[], bool] | None = None, timeout: float = 10.0) -> None:
    """Run frames until the table waits for the human (or ``until`` holds)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        app.step(1 / 60)
        if until is not None:
            if until():
                return
        elif app.top is not table or (table.synced and not table.animating and not table.source.thinking and table.legal):
            return
        time.sleep(0.001)
    raise AssertionError("the table did not settle")


def mouse(app: App, kind: int, pos: tuple[float, float]) -> None:
    pos = (round(pos[0]), round(pos[1]))
    if kind == pygame.MOUSEMOTION:
        app.handle(pygame.event.Event(kind, pos=pos, rel=(0, 0), buttons=(1, 0, 0)))
    else:
        app.handle(pygame.event.Event(kind, pos=pos, button=1))


def drag(app: App, start: tuple[float, float], end: tuple[float, float]) -> None:
    mouse(app, pygame.MOUSEBUTTONDOWN, start)
    for i in range(1, 6):
        t = i / 5
        mouse(app, pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
    mouse(app, pygame.MOUSEBUTTONUP, end)


def click(app: App, pos: tuple[float, float]) -> None:
    mouse(app, pygame.MOUSEBUTTONDOWN, pos)
    mouse(app, pygame.MOUSEBUTTONUP, pos)


def card_sprite(table: TableScene, card: Card):
    return next(s for s in table.hand_sprites() if s.token.card == card)


def drag_card(app: App, table: TableScene, card: Card, to: tuple[float, float] | None = None) -> None:
    sprite = card_sprite(table, card)
    drag(app, (sprite.pose.x, sprite.pose.y), to or table.layout.center)


def button(table: TableScene, label: str):
    return next((b for b in table.controls.buttons if b.label == label), None)


def labels(table: TableScene, actions) -> set[str]:
    return {table.panel.label(a) for a in actions if a.kind != PLAY}
