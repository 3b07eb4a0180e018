"""Resizing relayouts the table, the menus and the dialogs at any size from 960×600 to 4K."""

from __future__ import annotations

from dataclasses import replace

import pygame
from table_helpers import new_table, settle

from cardtable.ui.scenes.menu import MainMenu, NewGameScene
from cardtable.ui.scenes.settings import SettingsScene

SIZES = [(960, 600), (1920, 1080), (3840, 2160), (1280, 800), (1000, 900)]


def resize(app, size) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.handle(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=size[0], y=size[1]))
    app.step(1 / 60)


def test_resizing_the_table_relayouts_everything(app):
    table = new_table(app, seed=3)
    settle(app, table)
    for size in SIZES:
        resize(app, size)
        settle(app, table)
        window = pygame.Rect((0, 0), size)
        assert table.layout.size == size
        for sprite in table.motion.sprites.values():
            assert window.collidepoint(sprite.pose.x, sprite.pose.y)
        for b in table.controls.buttons:
            assert table.layout.table.contains(b.rect)
        hand = [table.painter.hit_rect(s.pose) for s in table.hand_sprites()]
        assert all(window.contains(r) for r in hand)


def test_resizing_during_an_animation(app):
    app.settings = replace(app.settings, animation="normal")
    table = new_table(app, seed=4)
    app.step(1 / 60)
    assert table.animating
    resize(app, (1600, 1000))
    settle(app, table, until=lambda: table.synced)
    assert table.desyncs == 0


def test_menus_relayout(app):
    app.push(MainMenu(app))
    app.push(NewGameScene(app))
    app.push(SettingsScene(app))
    for size in SIZES:
        resize(app, size)
    assert all(app.screen.get_rect().contains(w.rect) for w in app.top.widgets)


def test_window_is_never_smaller_than_960x600(app):
    resize(app, (640, 400))
    assert app.size == (960, 600)
