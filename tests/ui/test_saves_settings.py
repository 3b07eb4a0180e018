"""Settings through the screen: every change applies at once (a running table redraws in the
new deck), is saved on leaving and loads back equal; a broken settings file is told once."""

from __future__ import annotations

import pygame
from table_helpers import click, new_table, settle

from cardtable.storage import load_settings
from cardtable.ui.app import open_main_menu
from cardtable.ui.art import CardArt
from cardtable.ui.scenes.dialogs import Dialog
from cardtable.ui.scenes.menu import MainMenu, NewGameScene
from cardtable.ui.scenes.settings import SettingsScene


def widget(scene, label: str):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def step_choice(app, choice, times: int = 1) -> None:
    for _ in range(times):
        click(app, choice._arrows()[1].center)


def test_settings_round_trip_through_the_screen(app):
    screen = app.push(SettingsScene(app))
    step_choice(app, widget(screen, "Cards"))  # french → french4
    step_choice(app, widget(screen, "Card back"), 2)
    step_choice(app, widget(screen, "Sound"))
    step_choice(app, widget(screen, "Sound volume"), 3)
    step_choice(app, widget(screen, "Animation speed"))
    name = widget(screen, "Player 2")
    click(app, name.value_box().center)
    for _ in name.value:
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE))
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text="Zoë"))
    step_choice(app, screen.widgets[screen.widgets.index(name) + 1])  # seat 2's level
    first_rule = screen.columns[2][1][1]
    step_choice(app, first_rule)
    chosen = app.settings
    click(app, widget(screen, "Done").rect.center)
    settings, problems = load_settings()
    assert problems == []
    assert settings == app.settings
    assert settings.theme == "french4" and settings.sound is False and settings.seats[1].name == "Zoë"
    assert settings.back == chosen.back and settings.volume == chosen.volume and settings.variants == chosen.variants
    again = app.push(SettingsScene(app))  # the screen shows what was saved
    assert widget(again, "Cards").value == "french4" and widget(again, "Player 2").value == "Zoë"
    new_game = app.push(NewGameScene(app))  # and a new game starts from the default players
    assert new_game.seat_rows[1][0].value == "Zoë"


def test_a_theme_switch_redraws_the_running_table_at_once(app, monkeypatch):
    table = new_table(app)
    settle(app, table)
    themes: list[str] = []
    face = CardArt.face

    def spy(art, card, width):
        themes.append(art.theme)
        return face(art, card, width)

    monkeypatch.setattr(CardArt, "face", spy)
    screen = app.push(SettingsScene(app))
    step_choice(app, widget(screen, "Cards"), 2)  # german
    click(app, widget(screen, "Done").rect.center)
    themes.clear()
    app.step(1 / 60)  # one frame of the table alone
    assert app.top is table and themes and set(themes) == {"german"}


def test_a_broken_settings_file_is_told_once_and_defaults_apply(app, cardtable_home):
    cardtable_home.mkdir(parents=True)
    (cardtable_home / "settings.json").write_text('{"format": 99, "kind": "settings"}')
    settings, problems = load_settings()
    assert settings == type(settings)() and len(problems) == 1
    open_main_menu(app, [str(p) for p in problems])
    notice = app.top
    assert isinstance(notice, Dialog) and "settings.json" in " ".join(notice.lines)
    click(app, notice.buttons[0].rect.center)
    assert isinstance(app.top, MainMenu)
    assert load_settings()[1] == []  # moved aside: the next start is quiet


def test_house_rules_open_on_the_game_being_played(app):
    from cardtable import games
    from cardtable.session.controller import MatchController, Seat
    from cardtable.ui.table.scene import TableScene

    rules = games.get("skat")()
    seats = [Seat("Eva")] + [Seat(f"C{i}", "easy") for i in (1, 2)]
    app.push(TableScene(app, MatchController(rules, seats, seed=2, think_delay=0)))
    screen = app.push(SettingsScene(app))  # as the pause menu opens it, over the table
    game_row = screen.columns[2][1][0]
    assert game_row.value == "skat" and screen.variant_game == "skat"
