"""One autosave per game: a new match of one game never replaces another game's; Continue
lists the games in progress; a new match of a game in progress asks first."""

from __future__ import annotations

from table_helpers import click

from cardtable import games
from cardtable.engine.ruleset import Match
from cardtable.i18n import tr
from cardtable.storage import atomic, autosave, clear_autosave, load_autosaves, paths
from cardtable.storage.saves import FORMAT, KIND, OLD_AUTOSAVE, _to_json
from cardtable.storage.seats import SeatConfig
from cardtable.ui.scenes.dialogs import Dialog
from cardtable.ui.scenes.menu import MainMenu, NewGameScene
from cardtable.ui.scenes.saves import ContinueScene
from cardtable.ui.table.scene import TableScene


def in_progress(game: str, seed: int = 1) -> Match:
    rules = games.get(game)()
    match = Match.new(rules, seed)
    match.next_deal()
    return match


def seats(match: Match) -> list[SeatConfig]:
    return [SeatConfig("")] + [SeatConfig(f"C{i}", "easy") for i in range(1, match.rules.seats)]


def button(scene, label: str):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def test_each_game_keeps_its_own_match_in_progress():
    schnapsen, skat = in_progress("schnapsen"), in_progress("skat")
    autosave(schnapsen, seats(schnapsen))
    autosave(skat, seats(skat))
    found, problems = load_autosaves()
    assert problems == [] and sorted(s.match.rules.id for s in found) == ["schnapsen", "skat"]
    clear_autosave("skat")
    found, _ = load_autosaves()
    assert [s.match.rules.id for s in found] == ["schnapsen"]


def test_the_one_autosave_of_earlier_versions_becomes_its_games():
    skat = in_progress("skat")
    atomic.write_json(paths.data_dir() / OLD_AUTOSAVE, KIND, FORMAT, _to_json(skat, seats(skat)))
    found, problems = load_autosaves()
    assert problems == [] and [s.match.to_json() for s in found] == [skat.to_json()]
    assert not (paths.data_dir() / OLD_AUTOSAVE).exists() and (paths.data_dir() / "autosave-skat.json").exists()


def test_continue_lists_the_games_in_progress_and_opens_the_chosen_one(app):
    schnapsen, skat = in_progress("schnapsen"), in_progress("skat")
    autosave(schnapsen, seats(schnapsen))
    autosave(skat, seats(skat))
    menu = app.push(MainMenu(app))
    click(app, button(menu, tr("menu.continue")).rect.center)
    listing = app.top
    assert isinstance(listing, ContinueScene)
    rows = [w for w in listing.widgets if w.label != tr("menu.back")]
    assert len(rows) == 2 and any(tr("game.skat") in w.label for w in rows)
    click(app, next(w for w in rows if tr("game.skat") in w.label).rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.source.match.to_json() == skat.to_json()


def start_new(app, game: str) -> NewGameScene:
    app.push(MainMenu(app))
    screen = app.push(NewGameScene(app))
    screen._pick_game(game)
    click(app, button(screen, tr("menu.start")).rect.center)
    return screen


def test_a_new_match_of_another_game_leaves_the_one_in_progress_alone(app):
    skat = in_progress("skat")
    autosave(skat, seats(skat))
    start_new(app, "schnapsen")
    assert isinstance(app.top, TableScene)  # no question: Skat's match is not touched
    found, _ = load_autosaves()
    assert "skat" in [s.match.rules.id for s in found]


def test_a_new_match_of_the_game_in_progress_asks_first(app):
    schnapsen = in_progress("schnapsen", seed=4)
    autosave(schnapsen, seats(schnapsen))
    screen = start_new(app, "schnapsen")
    question = app.top
    assert isinstance(question, Dialog) and tr("game.schnapsen") in " ".join(question.lines)
    click(app, next(b for b in question.buttons if b.label == tr("menu.back")).rect.center)
    assert app.top is screen  # nothing started, nothing replaced
    found, _ = load_autosaves()
    assert [s.match.to_json() for s in found] == [schnapsen.to_json()]
    click(app, button(screen, tr("menu.start")).rect.center)
    click(app, next(b for b in app.top.buttons if b.label == tr("menu.replace_yes")).rect.center)
    table = app.top
    assert isinstance(table, TableScene) and table.source.match.seed != schnapsen.seed
