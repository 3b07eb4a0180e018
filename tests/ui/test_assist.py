"""Hint and undo through the table, by key: H shows the expert's choice for the viewer,
U after a card puts the match back exactly as it was before the card."""

from __future__ import annotations

import random

import pygame
import pytest
from table_helpers import settle
from test_keyboard_play import press, use_dialog

from cardtable import games
from cardtable.ai import make_player
from cardtable.engine.actions import PLAY
from cardtable.i18n import tr
from cardtable.session.controller import MatchController, Seat
from cardtable.session.hints import LEVEL, explain
from cardtable.storage import Settings
from cardtable.ui.app import App
from cardtable.ui.table.scene import TableScene
from cardtable.ui.widgets import Button

SEED = 3


def open_table(game: str) -> tuple[App, TableScene]:
    app = App((1280, 800), Settings(animation="instant"))
    rules = games.get(game)()
    seats = [Seat("You")] + [Seat(f"C{i}", "easy") for i in range(1, rules.seats)]
    return app, app.push(TableScene(app, MatchController(rules, seats, seed=SEED, think_delay=0)))


def viewer_to_act(app: App, table: TableScene) -> bool:
    """Frames until the viewer must act at the table (dialogs answered by keyboard); False
    when the deal is over."""
    while True:
        settle(app, table, until=lambda: app.top is not table or (table.synced and not table.animating and (
            table.legal or not table.source.match.deal_running)), timeout=20)
        if not table.source.match.deal_running or (app.top is not table and not hasattr(app.top, "buttons")):
            return False
        if app.top is table:
            return True
        use_dialog(app, random.Random(0))


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_h_shows_the_experts_choice(game):
    app, table = open_table(game)
    # The table's Adviser: one expert for the viewer's seat, kept through the deal
    # (Skat's remembers its discard plan), asked once per H.
    expected = make_player(table.rules, LEVEL, table.viewer, f"{SEED}/hint")
    checked = 0
    while checked < 6 and viewer_to_act(app, table):
        obs = table.obs
        ask = expected.choose if obs.turn == obs.seat else expected.interject
        action = ask(obs, list(obs.legal))
        table.pointer.focus = None
        press(app, pygame.K_h)
        if action is None:  # a call that may interrupt others' turns (Schnapsen's claim), not advised now
            assert table.message == tr("table.hint_line_wait")
            settle(app, table, until=lambda: table.obs.turn == table.viewer or not table.source.match.deal_running)
            continue
        assert table.message == tr("table.hint_line", advice=explain(table.rules, action, obs, "french"))
        focused = table.pointer.targets()[table.pointer.focus] if table.pointer.focus is not None else None
        if isinstance(focused, Button):  # a button with its label, or one opening a choice ("Joker 1 …")
            assert focused.label.rstrip(" …") in table.panel.label(action)
        elif focused is not None:
            assert focused.token.card == action.card
        else:  # no button carries the hint's words (Skat's "Hold (yes)" is "Hold 18")
            assert action.kind != PLAY
        assert table.act(action)
        checked += 1
    assert checked


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_u_after_a_card_restores_the_match_and_the_hand(game):
    app, table = open_table(game)
    while viewer_to_act(app, table):
        hand = table.hand_sprites()
        playable = [i for i, s in enumerate(hand) if table.is_legal(s)]
        if playable:
            break
        if table.obs.turn == table.viewer:  # a bid or a declaration first
            table.act(table.legal[0])
        else:  # only a call into others' turns is offered: wait for the viewer's turn
            settle(app, table, until=lambda: table.obs.turn == table.viewer)
    else:
        pytest.fail("the viewer never had a card to play")
    before = table.source.match.to_json()
    card = hand[playable[-1]].token.card
    press(app, pygame.K_DOWN)
    for _ in range(playable[-1]):
        press(app, pygame.K_RIGHT)
    press(app, pygame.K_RETURN)
    viewer_to_act(app, table)  # the computers reply (or the deal ends)
    assert card not in [s.token.card for s in table.hand_sprites()]
    press(app, pygame.K_u)
    settle(app, table, until=lambda: table.synced and not table.animating)
    assert table.source.match.to_json() == before
    assert card in [s.token.card for s in table.hand_sprites()]
    assert table.is_legal(next(s for s in table.hand_sprites() if s.token.card == card))
