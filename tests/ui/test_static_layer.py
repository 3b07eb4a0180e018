"""The table's static layer (felt, resting cards, panel) is repainted only where something
changed: the screen always equals a table painted from scratch, after a theme switch, a resize,
and on every frame of a deal with cards in flight."""

from __future__ import annotations

from dataclasses import replace

import pygame
from table_helpers import new_table, settle

from cardtable.games.schafkopf import Schafkopf
from cardtable.session.controller import MatchController, Seat
from cardtable.ui.table.scene import TableScene


def shot(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def drawn_from_scratch(table: TableScene) -> bytes:
    """The table painted with an empty layer: every resting card and the panel drawn anew."""
    table.drawing.layer.invalidate()
    fresh = pygame.Surface(table.app.size)
    table.draw(fresh)
    return shot(fresh)


def drawn_as_is(table: TableScene) -> bytes:
    surface = pygame.Surface(table.app.size)
    table.draw(surface)
    return shot(surface)


def quiet(table: TableScene) -> bool:
    """The human is to act and nothing changes by the frame any more (no banner counting down)."""
    return table.synced and not table.animating and bool(table.legal) and table.motion.banner is None and table.message_left == 0


def test_a_theme_switch_repaints_the_resting_cards(app):
    table = new_table(app, seed=3)
    settle(app, table, until=lambda: quiet(table))
    before = drawn_as_is(table)
    app.apply_settings(replace(app.settings, theme="german"), save=False)
    app.step(1 / 60)
    after = shot(app.screen)
    assert after != before, "the screen still shows the old theme"
    assert after == drawn_from_scratch(table)


def test_a_resize_repaints_everything_at_the_new_size(app):
    table = new_table(app, seed=3)
    settle(app, table, until=lambda: quiet(table))
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    app.handle(pygame.event.Event(pygame.WINDOWSIZECHANGED, x=1600, y=1000))
    settle(app, table, until=lambda: quiet(table))
    assert app.screen.get_size() == table.drawing.layer.surface.get_size() == (1600, 1000)
    assert shot(app.screen) == drawn_from_scratch(table)


def test_every_frame_of_a_deal_equals_a_table_drawn_from_scratch(app, monkeypatch):
    app.settings = replace(app.settings, animation="fast")  # cards in flight over the resting ones
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 0)  # the "thinking…" dots hold still between two draws
    controller = MatchController(Schafkopf(), [Seat(f"P{i}", "easy") for i in range(4)], seed=2, think_delay=0)
    table = app.push(TableScene(app, controller))
    repaints = table.drawing.layer.repaints
    for frame in range(900):
        app.step(1 / 60)
        if frame % 5 == 0 and app.top is table:
            assert drawn_as_is(table) == drawn_from_scratch(table), f"frame {frame}"
    assert table.drawing.layer.repaints - repaints < 900 // 5 + 5, "most frames repainted only what changed"
