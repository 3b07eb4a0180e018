"""Keyboard alone plays a whole deal of every game: only synthetic key events reach the app.

The player is a seeded random walk over what the keyboard can reach: on the table a legal
card (Down to the hand, Right to the card, Enter) or an action button (Up to the buttons,
Right to one, Enter); in a dialog a choice (Tab to it, Enter). Computers play the other seats.
"""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import settle

from cardtable import games
from cardtable.session.controller import MatchController, Seat
from cardtable.storage import Settings
from cardtable.ui.app import App
from cardtable.ui.scenes.dialogs import Summary
from cardtable.ui.table.scene import TableScene


def press(app: App, key: int, mod: int = 0) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))



def use_table(app: App, table: TableScene, rng: random.Random) -> None:
    hand = table.hand_sprites()
    cards = [i for i, s in enumerate(hand) if table.is_legal(s)]
    if not cards and not table.controls.buttons:  # the table draws by itself, or a claim at 0 points is not offered
        assert table.auto is not None or table.obs.turn != table.viewer, "the viewer must act but nothing is offered"
        app.step(1 / 60)
        return
    if cards and (not table.controls.buttons or rng.random() < 0.8):
        press(app, pygame.K_DOWN)  # the focus goes to the first card of the hand
        for _ in range(rng.choice(cards)):
            press(app, pygame.K_RIGHT)
    else:
        press(app, pygame.K_UP)  # the focus goes to the first button
        for _ in range(rng.randrange(len(table.controls.buttons))):
            press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)


def use_dialog(app: App, rng: random.Random) -> None:
    dialog = app.top
    choices = [i for i, b in enumerate(dialog.buttons) if b.enabled and b is not getattr(dialog, "cancel", None)]
    for _ in range(rng.choice(choices) + 1):  # from no focus, the first Tab reaches the first button
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)


def keyboard_deal(app: App, game: str) -> TableScene:
    """A deal of ``game`` played to its end by keys alone (the human in seat 0, easy computers)."""
    rules = games.get(game)()
    seats = [Seat("You")] + [Seat(f"C{i}", "easy") for i in range(1, rules.seats)]
    table = app.push(TableScene(app, MatchController(rules, seats, seed=3, think_delay=0)))
    rng = random.Random(game)
    for _ in range(600):
        settle(app, table, until=lambda: app.top is not table or (table.synced and not table.animating and (
            table.legal or not table.source.match.deal_running)), timeout=20)
        if isinstance(app.top, Summary) or not table.source.match.deal_running:
            return table
        use_table(app, table, rng) if app.top is table else use_dialog(app, rng)
    raise AssertionError("the deal did not finish")


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_a_whole_deal_by_keyboard_alone(game):
    app = App((1280, 800), Settings(animation="instant"))
    table = keyboard_deal(app, game)
    assert table.source.match.record is not None and table.deals_done == 1
    app.step(1 / 60)
