"""The window opens where and as large as it was when the app closed; Settings shows its real size."""

from __future__ import annotations

import pygame

from cardtable.i18n import tr
from cardtable.storage import load_settings
from cardtable.ui import app as app_module
from cardtable.ui.app import App, Settings, run
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.window import on_screen


def window_row(scene: SettingsScene):
    return next(row for row in scene.columns[0][1] if getattr(row, "label", None) == tr("settings.window"))


def test_settings_show_the_size_the_window_has():
    app = App((1024, 600), Settings(window=(1280, 800)))  # fitted to a small display
    try:
        row = window_row(app.push(SettingsScene(app)))
        assert row.value == (1024, 600) and row.options[row.index][1] == "1024 × 600"
        app.resize_window((1100, 700))  # dragged larger
        app.top.resize(app.size)
        assert window_row(app.top).value == (1100, 700)
    finally:
        pygame.display.quit()


def test_size_and_place_are_kept_for_the_next_start(monkeypatch):
    seen: list[tuple[tuple[int, int], tuple[int, int]]] = []
    opened = app_module.open_main_menu

    def then_move_and_quit(app, problems):
        opened(app, problems)
        seen.append((pygame.display.get_window_position(), app.size))
        pygame.display.set_window_position((150, 60))
        app.resize_window((980, 640))
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    monkeypatch.setattr(app_module, "open_main_menu", then_move_and_quit)
    assert run() == 0
    settings, problems = load_settings()
    assert problems == [] and (settings.window, settings.window_position) == ((980, 640), (150, 60))
    assert run() == 0
    assert seen[1][0] == (150, 60)  # the second start opens where the first one closed
    pygame.display.quit()


def test_a_place_on_a_display_that_is_gone_is_not_used():
    assert on_screen((150, 60), [(1920, 1080)])
    assert on_screen((2500, 60), [(1920, 1080), (1920, 1080)])
    assert not on_screen((2500, 60), [(1920, 1080)])
    assert not on_screen((-400, 60), [(1920, 1080)])
    assert not on_screen((150, 60), [])
