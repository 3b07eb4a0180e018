"""Each game keeps its own deck and card back (the traditional deck until one is chosen), New
game opens on the game played last, and Coiffeur starts as four players in partnerships."""

from __future__ import annotations

from dataclasses import replace

from table_helpers import click

from cardtable import games
from cardtable.session.controller import MatchController, Seat
from cardtable.session.persistence import MatchKeeper
from cardtable.storage import load_settings
from cardtable.storage.settings import THEMES
from cardtable.ui.scenes.menu import MainMenu, NewGameScene
from cardtable.ui.table.scene import TableScene


def test_every_game_has_a_traditional_deck():
    decks = {game: info.deck for game, info in games.infos().items()}
    assert set(decks) == set(games.rulesets()) and set(decks.values()) <= set(THEMES)
    assert (decks["schafkopf"], decks["schnapsen"], decks["coiffeur"], decks["skat"]) == ("german", "german", "swiss", "french")


def deck_rows(scene: NewGameScene):
    theme, back = (w for w in scene.widgets if getattr(w, "on_change", None) in (scene._set_theme, scene._set_back))
    return theme, back


def pick(scene: NewGameScene, game: str) -> None:
    scene.game_choice.select(game)
    scene._pick_game(game)


def test_each_game_opens_with_its_own_deck_and_keeps_the_one_chosen_for_it(app):
    scene = app.push(NewGameScene(app))
    for game, deck in (("schafkopf", "german"), ("coiffeur", "swiss"), ("skat", "french"), ("schnapsen", "german")):
        pick(scene, game)
        assert deck_rows(scene)[0].value == deck and app.art.theme == deck, game
    pick(scene, "schafkopf")
    theme, back = deck_rows(scene)
    theme.select("french4")
    theme.on_change("french4")
    back = deck_rows(scene)[1]
    back.select("plain")
    back.on_change("plain")
    pick(scene, "skat")
    assert app.art.theme == "french"  # Skat's deck is not Schafkopf's
    back = deck_rows(scene)[1]
    back.select("lozenge")
    back.on_change("lozenge")
    pick(scene, "schafkopf")
    assert [row.value for row in deck_rows(scene)] == ["french4", "plain"]
    assert (app.art.theme, app.art.back_name) == ("french4", "plain")
    kept = load_settings()[0]  # for the next start
    assert (kept.deck("schafkopf"), kept.deck("skat")) == (("french4", "plain"), ("french", "lozenge"))


def test_new_game_opens_on_the_game_played_last(app):
    scene = app.push(NewGameScene(app))
    pick(scene, "hindersche")
    scene._start()
    assert isinstance(app.top, TableScene) and app.top.rules.id == "hindersche"
    assert load_settings()[0].last_game == "hindersche"
    app.reset(MainMenu(app))
    again = app.push(NewGameScene(app))
    assert again.game == "hindersche" and again.game_choice.value == "hindersche"


def test_coiffeur_starts_as_four_players_in_partnerships(app):
    app.apply_settings(replace(app.settings, last_game="coiffeur"), save=False)
    scene = app.push(NewGameScene(app))
    assert len(scene.seat_rows) == 4
    scene._start()
    assert app.top.rules.seats == 4 and app.top.rules.mode == "4p_partnership"


def test_a_continued_match_is_shown_in_its_own_deck(app):
    app.apply_settings(replace(app.settings, theme="german"), save=False)
    rules = games.get("skat")()
    controller = MatchController(rules, [Seat(""), Seat("Bea", "easy"), Seat("Carl", "easy")], seed=5, keeper=MatchKeeper())
    controller.next_deal()  # autosaved
    controller.close()
    app.reset(MainMenu(app))
    click(app, next(w for w in app.top.widgets if getattr(w, "label", None) == "Continue").rect.center)
    assert isinstance(app.top, TableScene) and app.art.theme == "french"
    assert load_settings()[0].last_game == "skat"
