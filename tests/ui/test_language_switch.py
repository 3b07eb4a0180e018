"""A language switch reaches every label at once, and the unnamed player is called by the
language's word: nothing English stays on the settings screen or the table after a switch to
German, and no match stores the English "You" as a name."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest
from table_helpers import click, settle

import cardtable.i18n as i18n
from cardtable.i18n import tr
from cardtable.session.controller import MatchController, Seat
from cardtable.storage import Settings, load_autosave
from cardtable.ui import widgets
from cardtable.ui.app import App
from cardtable.ui.names import You, seat_name, shown_name, table_names
from cardtable.ui.panels import said
from cardtable.ui.scenes.menu import MainMenu, NewGameScene, chosen_seats
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.table.scene import TableScene


def english_only() -> set[str]:
    """Catalog texts that German says differently (the words a missed switch would leave)."""
    en, de = i18n.catalog("en"), i18n.catalog("de")
    return {v for k, v in en.items() if de.get(k) != v and "{" not in v and any(c.isalpha() for c in v)}


@pytest.fixture
def drawn(monkeypatch):
    words: list[str] = []
    real = widgets._text

    def text(w, *args):
        words.append(w)
        return real(w, *args)

    monkeypatch.setattr(widgets, "_text", text)
    return words


def open_from_new_game(app: App) -> TableScene:
    app.push(MainMenu(app))
    menu = app.push(NewGameScene(app))
    click(app, next(w for w in menu.widgets if getattr(w, "label", "") == tr("menu.start")).rect.center)
    table = app.top
    assert isinstance(table, TableScene)
    return table


def switch_to_german(app: App, screen: SettingsScene) -> None:
    row = next(w for w in screen.widgets if getattr(w, "label", "") == tr("settings.language"))
    while row.value != "de":
        click(app, row._arrows()[1].center)


def test_a_switch_to_german_over_the_table_relabels_everything_at_once(drawn):
    app = App((1280, 800), Settings(animation="instant"))
    table = open_from_new_game(app)
    settle(app, table)
    assert table.controls.buttons or table.controls.extra
    screen = app.push(SettingsScene(app))  # as the pause menu opens it
    switch_to_german(app, screen)
    drawn.clear()
    app.step(1 / 60)  # the settings screen, in German
    assert screen.title == "Einstellungen"
    assert [f.label for f in screen.name_fields] == ["Spieler 1", "Spieler 2", "Spieler 3", "Spieler 4"]
    app.pop(screen)
    app.step(1 / 60)  # the table, before anyone moved
    assert table.controls.peek_button.label == "Letzter Stich"
    assert table.plates[0] == "Du" and table.names[0] == "Du"
    german = {b.label for b in table.controls.extra}
    assert tr("table.hint") in german and "Hint" not in german
    legal = [a for a in table.legal if table.panel.label(a) in {b.label for b in table.controls.buttons}]
    assert [table.panel.label(a) for a in legal] == [b.label for b in table.controls.buttons][:len(legal)]
    left = sorted(set(drawn) & english_only())
    assert left == []
    app.pop(table)


def test_the_unnamed_player_is_never_stored_as_you(app):
    assert Settings().seats[0].name == ""  # the factory default: no English word
    app.apply_settings(replace(app.settings, language="de"), save=False)
    table = open_from_new_game(app)
    settle(app, table)
    assert table.source.seats[0].name == ""
    assert table.plates[0] == "Du"
    saved, _ = load_autosave()
    assert saved is not None and saved.seats[0].name == ""
    assert "You" not in json.dumps([s.name for s in saved.seats])
    app.apply_settings(replace(app.settings, language="en"), save=False)
    assert table.plates[0] == "You"  # the same player, now in English


def test_sentences_pick_their_grammar_by_who_is_meant_not_by_the_word():
    i18n.set_language("de")
    try:
        assert said("panel.wins_match", You(tr("table.you"))) != said("panel.wins_match", "Du")
        assert said("panel.wins_match", shown_name("")) == said("panel.wins_match", You("Du"))
    finally:
        i18n.set_language("en")


def test_empty_names_in_a_new_game():
    """One person playing stays unnamed ("You" in any language); at a hot-seat table every
    person gets a name ("Player 1", "Player 2"), never "You", which would mean whoever looks."""
    seats = chosen_seats([("", "human"), ("", "easy"), (" Anna ", "normal")])
    assert [s.name for s in seats] == ["", "Seat 2", "Anna"]
    seats = chosen_seats([("", "human"), ("", "human"), (" Anna ", "normal"), ("", "easy")])
    assert [s.name for s in seats] == ["Player 1", "Player 2", "Anna", "Seat 4"]
    i18n.set_language("de")
    try:
        assert [s.name for s in chosen_seats([("", "human"), ("Bea", "human")])] == ["Spieler 1", "Bea"]
    finally:
        i18n.set_language("en")


def test_a_hot_seat_match_saved_with_an_unnamed_player_calls_no_one_you():
    seats = [Seat(""), Seat("Bea"), Seat("Carl", "easy")]
    assert table_names(seats, 1) == ["Player 1", "Bea", "Carl"]
    assert [seat_name(seats, s) for s in range(3)] == ["Player 1", "Bea", "Carl"]
    alone = [Seat(""), Seat("Carl", "easy")]
    assert table_names(alone, 0) == ["You", "Carl"] and isinstance(table_names(alone, 0)[0], You)


def test_the_pause_menu_speaks_of_the_game_not_of_a_computer(app):
    from cardtable.ui.scenes.dialogs import PauseMenu

    for language in ("en", "de", "ja"):
        i18n.set_language(language)
        try:
            note = " ".join(PauseMenu(app).lines)
        finally:
            i18n.set_language("en")
        assert not any(word in note for word in ("computer", "Computer", "コンピューター")), note


def test_a_controller_from_the_default_seats_names_the_player_by_the_language():
    from cardtable.games.schnapsen import Schnapsen

    controller = MatchController(Schnapsen(), list(Settings().seats[:2]), seed=1)
    assert shown_name(controller.seats[0].name) == tr("table.you")


def test_every_screen_open_during_a_switch_is_drawn_in_german_at_once(drawn):
    """Each screen made in English, then the language switched under it (as the settings
    screen does): its next frame draws no English catalog text."""
    from test_screens_fit import SCREENS, games_in_progress

    games_in_progress()
    for name, stack in SCREENS.items():
        app = App((1280, 800), Settings(sound=False))
        try:
            for scene in stack(app):
                app.push(scene)
            app.step(1 / 60)
            app.apply_settings(replace(app.settings, language="de"), save=False)
            drawn.clear()
            app.step(1 / 60)
            assert sorted(set(drawn) & english_only()) == [], name
        finally:
            i18n.set_language("en")
