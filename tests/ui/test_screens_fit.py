"""The screens around the table fit small windows and grow with large ones: at 1024×600 no
text is under 11 px at 100 % and nothing overlaps (at 200 % neither); every house rule of
every game can be reached in the settings; the menu's text grows with the window."""

from __future__ import annotations

import pygame
import pytest
from test_keyboard_play import press

from cardtable import games
from cardtable.engine.ruleset import Match
from cardtable.storage import Settings, autosave, load_autosaves, record_deal, save_slot
from cardtable.storage.seats import SeatConfig
from cardtable.ui.app import App
from cardtable.ui.gallery import shoot
from cardtable.ui.scenes.handoff import HandOff
from cardtable.ui.scenes.menu import MainMenu, NewGameScene
from cardtable.ui.scenes.saves import ContinueScene, LoadScene
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.scenes.statistics import StatisticsScene
from cardtable.ui.widgets import Choice

SCREENS = {
    "menu": lambda app: [MainMenu(app)],
    "new_game": lambda app: [MainMenu(app), NewGameScene(app)],
    "settings": lambda app: [MainMenu(app), SettingsScene(app)],
    "statistics": lambda app: [MainMenu(app), StatisticsScene(app)],
    "load": lambda app: [MainMenu(app), LoadScene(app)],
    "continue": lambda app: [MainMenu(app), ContinueScene(app, load_autosaves()[0])],
    "handoff": lambda app: [HandOff(app, "", lambda: None)],
}


def games_in_progress() -> None:
    for game, seed in (("schafkopf", 1), ("skat", 2)):
        rules = games.get(game)()
        match = Match.new(rules, seed)
        match.next_deal()
        seats = [SeatConfig("")] + [SeatConfig(n, "normal") for n in ("Anna", "Ben", "Clara")[:rules.seats - 1]]
        autosave(match, seats)
        save_slot(seed, match, seats)
        record_deal(game, [s.name for s in seats], [3.5, -1, 2, 0][:rules.seats])


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("scale", [100, 200])
def test_every_screen_fits_1024x600(lang, scale):
    games_in_progress()
    app = App((1024, 600), Settings(language=lang, ui_scale=scale, sound=False))
    try:
        for name, stack in SCREENS.items():
            app.scenes.clear()
            for scene in stack(app):
                app.push(scene)
            app.step(1 / 60)
            measured = shoot(app, None, name)
            assert measured["overlaps"] == [], name
            assert measured["missing_glyphs"] == 0, name
            assert measured["min_text_px"] >= 11, name
            for widget in app.top.widgets if hasattr(app.top, "widgets") else []:
                assert app.screen.get_rect().contains(widget.rect), (name, widget)
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_every_house_rule_is_reachable_in_the_settings_at_1024x600(game):
    app = App((1024, 600), Settings(sound=False))
    try:
        app.push(MainMenu(app))
        screen = app.push(SettingsScene(app))
        screen._pick_variant_game(game)
        rows = screen.house[1:]
        assert len(rows) == len(games.get(game).VARIANTS)
        seen = set()
        for _ in range(len(screen.focusables()) + 1):
            press(app, pygame.K_TAB)
            focused = next((r for r in rows if r.focused), None)
            if focused is not None:
                assert focused in screen.widgets and app.screen.get_rect().contains(focused.rect)
                seen.add(id(focused))
        assert seen == {id(r) for r in rows}
        screen.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-100, flipped=False))
        assert rows[-1] in screen.widgets and isinstance(rows[-1], Choice)  # the wheel reaches the last one too
    finally:
        pygame.display.quit()


def test_the_menu_grows_with_the_window():
    sizes = []
    for size in ((1280, 800), (2560, 1440)):
        app = App(size, Settings(sound=False))
        try:
            menu = app.push(MainMenu(app))
            sizes.append((menu.widgets[0].size, menu.widgets[0].rect.height))
        finally:
            pygame.display.quit()
    assert sizes[1][0] > sizes[0][0] and sizes[1][1] > sizes[0][1]
