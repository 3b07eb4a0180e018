"""The menus without a mouse: Tab moves the focus over buttons, choosers and text fields,
Left / Right change a chooser, typing (Backspace deletes) edits a name, Enter presses a button.
Only synthetic KEYDOWN / TEXTINPUT events reach the app."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from test_keyboard_play import press

from cardtable.storage import load_settings
from cardtable.ui.app import App
from cardtable.ui.scenes.menu import MainMenu, MenuScene, NewGameScene
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.table.scene import TableScene
from cardtable.ui.widgets import Widget


def type_text(app: App, words: str) -> None:
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text=words))


def focused(scene: MenuScene) -> Widget | None:
    return next((w for w in scene.focusables() if getattr(w, "focused", False)), None)


def tab_to(app: App, want: Callable[[Widget], bool]) -> Widget:
    """Tab until the focus is on a widget ``want`` accepts."""
    for _ in range(80):
        press(app, pygame.K_TAB)
        widget = focused(app.top)
        if widget is not None and want(widget):
            return widget
    raise AssertionError("no such widget within reach of Tab")


def labelled(words: str) -> Callable[[Widget], bool]:
    return lambda w: getattr(w, "label", None) == words


def test_a_new_game_is_configured_and_started_by_keyboard(app: App):
    app.push(MainMenu(app))
    tab_to(app, labelled("New game"))
    press(app, pygame.K_RETURN)
    setup = app.top
    assert isinstance(setup, NewGameScene)
    game = tab_to(app, labelled("Game"))
    for _ in range(len(setup.rulesets)):
        if game.value == "skat":
            break
        press(app, pygame.K_RIGHT)
        game = setup.game_choice  # the rows are rebuilt for the chosen game
    assert setup.game == "skat" and game.focused
    name = tab_to(app, labelled("Name 1"))
    for _ in range(len(name.value)):
        press(app, pygame.K_BACKSPACE)
    type_text(app, "Eva")
    assert name.value == "Eva"
    seat2 = tab_to(app, labelled("Seat 2"))
    press(app, pygame.K_LEFT)  # the next weaker computer, or a human from the strongest
    level = seat2.value
    rule = tab_to(app, lambda w: w in setup.variant_rows[-1:])  # the last house rule, scrolled into view
    assert rule in setup._visible_variants()
    press(app, pygame.K_RIGHT)
    value = rule.value
    tab_to(app, labelled("Start"))
    press(app, pygame.K_RETURN)
    table = app.top
    assert isinstance(table, TableScene)
    controller = table.source
    assert controller.rules.id == "skat" and controller.seats[0].name == "Eva" and controller.seats[1].level == level
    spec = type(controller.rules).VARIANTS[-1]
    assert controller.rules.variants[spec.id] == value


def test_settings_are_changed_by_keyboard(app: App):
    app.push(MainMenu(app))
    tab_to(app, labelled("Settings"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, SettingsScene)
    sound = tab_to(app, labelled("Sound"))
    press(app, pygame.K_RIGHT)
    assert app.settings.sound is sound.value is False
    press(app, pygame.K_RETURN)  # Enter steps a chooser too
    assert app.settings.sound is True
    press(app, pygame.K_LEFT)
    name = tab_to(app, labelled("Player 2"))
    press(app, pygame.K_BACKSPACE)
    type_text(app, "x")
    typed = name.value
    tab_to(app, labelled("Done"))
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, MainMenu)
    settings, problems = load_settings()
    assert problems == [] and settings.sound is False and settings.seats[1].name == typed
