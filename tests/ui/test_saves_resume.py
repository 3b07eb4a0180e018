"""Autosave and resume through the menu: a match saved mid-deal comes back identical (same
hands, legal actions, scores and seats) for every game; save slots from the pause menu;
statistics after a deal; a broken autosave is moved aside and told once."""

from __future__ import annotations

import json
import random

import pygame
import pytest
from hotseat_helpers import play_by_ui
from table_helpers import click, settle

from cardtable import games
from cardtable.engine.ruleset import Match
from cardtable.i18n import tr
from cardtable.session.controller import MatchController, Seat
from cardtable.session.persistence import MatchKeeper
from cardtable.storage import autosave as write_autosave, load_autosave, load_statistics
from cardtable.ui.app import open_main_menu
from cardtable.ui.scenes.dialogs import Dialog, PauseMenu
from cardtable.ui.scenes.menu import MainMenu
from cardtable.ui.scenes.saves import LoadScene, SaveScene
from cardtable.ui.scenes.statistics import StatisticsScene
from cardtable.ui.table.scene import TableScene


def button(scene, label: str):
    return next(w for w in scene.widgets if getattr(w, "label", None) == label)


def start_table(app, game: str, seed: int = 7) -> TableScene:
    rules = games.get(game)()
    seats = [Seat("You")] + [Seat(f"Computer {i}", "random") for i in range(1, rules.seats)]
    controller = MatchController(rules, seats, seed=seed, think_delay=0, keeper=MatchKeeper())
    return app.push(TableScene(app, controller))


def snapshot(match: Match) -> dict:
    return json.loads(json.dumps(match.to_json(), sort_keys=True))


def legal_by_seat(match: Match) -> list[list[str]]:
    return [[str(a) for a in match.rules.legal_actions(match.state, s)] for s in range(match.rules.seats)]


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_a_mid_deal_autosave_continues_identically(app, game, monkeypatch):
    saved: list[dict] = []

    def spy(match, seats):  # what the file holds after each autosave
        write_autosave(match, seats)
        saved.append(snapshot(match))

    monkeypatch.setattr("cardtable.storage.autosave", spy)
    table = start_table(app, game)
    keeper = table.source.keeper
    play_by_ui(app, table, random.Random(1), stop=lambda: keeper.saves >= 3)  # the deal start and two actions
    seats = table.source.seats
    app.reset(MainMenu(app))
    menu = app.top
    assert button(menu, "Continue").enabled
    click(app, button(menu, "Continue").rect.center)
    resumed = app.top
    assert isinstance(resumed, TableScene) and resumed is not table
    match = resumed.source.match
    assert snapshot(match) == saved[-1]
    expected = Match.from_json(saved[-1], games.rulesets())
    assert legal_by_seat(match) == legal_by_seat(expected)
    assert match.rules.match_scores(match.record) == expected.rules.match_scores(expected.record)
    assert resumed.source.seats == seats
    settle(app, resumed, until=lambda: resumed.synced and not resumed.animating)
    assert resumed.desyncs == 0
    hand = sorted(t.card.text for t in resumed.model.hands[resumed.viewer])
    assert hand == sorted(c.text for c in resumed.source.observation().hand)


def test_save_slot_from_the_pause_menu_and_load_it(app):
    table = start_table(app, "schnapsen")
    play_by_ui(app, table, random.Random(2), stop=lambda: table.source.keeper.saves >= 2)
    before = snapshot(table.source.match)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert isinstance(app.top, PauseMenu)
    click(app, next(b for b in app.top.buttons if b.label == "Save").rect.center)
    saving = app.top
    assert isinstance(saving, SaveScene)
    click(app, saving.widgets[2].rect.center)  # slot 3
    assert app.top is table and table.message.startswith("Saved in slot 3")
    app.reset(MainMenu(app))
    click(app, button(app.top, "Load game").rect.center)
    loading = app.top
    assert isinstance(loading, LoadScene) and [s for s in range(1, 10) if loading.usable(s)] == [3]
    click(app, loading.widgets[2].rect.center)
    assert isinstance(app.top, TableScene) and snapshot(app.top.source.match) == before


def test_finished_deals_reach_the_statistics_screen(app):
    table = start_table(app, "schnapsen")
    play_by_ui(app, table, random.Random(3))
    stats, problems = load_statistics()
    assert problems == [] and stats.player("schnapsen", "You").deals == 1
    screen = app.push(StatisticsScene(app))
    app.step(1 / 60)
    assert screen.game == "schnapsen" and app.top is screen


def test_a_match_that_ends_clears_the_autosave(app):
    table = start_table(app, "schnapsen")
    for deal in range(40):
        play_by_ui(app, table, random.Random(deal))
        if table.source.match.over:
            break
        click(app, app.top.buttons[0].rect.center)  # "Next deal"
    assert table.source.match.over
    assert load_autosave() == (None, [])
    assert load_statistics()[0].player("schnapsen", "You").matches == 1


@pytest.mark.parametrize("content", [b"", b"{\"format\": 1, \"kind\": \"match\", \"match\": [", bytes(range(256)) * 4])
def test_a_broken_autosave_is_moved_aside_and_told_once(app, cardtable_home, content):
    cardtable_home.mkdir(parents=True, exist_ok=True)
    (cardtable_home / "autosave.json").write_bytes(content)
    open_main_menu(app, [])
    app.step(1 / 60)
    notice = app.top
    assert isinstance(notice, Dialog) and "autosave.json" in " ".join(notice.lines)
    assert not (cardtable_home / "autosave.json").exists()
    assert len(list(cardtable_home.glob("autosave.json.corrupt-*"))) == 1
    click(app, notice.buttons[0].rect.center)
    menu = app.top
    assert isinstance(menu, MainMenu) and not button(menu, "Continue").enabled
    app.reset(MainMenu(app))  # the menu again: nothing more to tell
    app.step(1 / 60)
    assert isinstance(app.top, MainMenu)


def test_quitting_during_schafkopfs_announcements_resumes_there(app):
    """Each announcement is saved as it is made: quit right after the human's first decision
    (before any card) and Continue shows the auction as it stood, not the start of the deal."""
    table = start_table(app, "schafkopf", seed=3)
    settle(app, table)
    match = table.source.match
    assert match.state.current is None and not match.state.tricks  # still before the first card
    table.act(table.legal[0])
    before = snapshot(table.source.match)
    assert table.source.match.state.announcements and table.source.match.state.current is None
    app.reset(MainMenu(app))  # quit to the menu at once (no frame ran: no computer moved since)
    click(app, button(app.top, "Continue").rect.center)
    assert isinstance(app.top, TableScene)
    assert snapshot(app.top.source.match) == before


@pytest.mark.parametrize(("game", "humans"), [("schnapsen", 1), ("schnapsen", 2), ("skat", 1), ("schafkopf", 2)])
def test_quitting_mid_trick_resumes_with_the_trick_as_it_stood(app, game, humans):
    """Every card is saved as it is played: a lead the other human has seen cannot be taken
    back by quitting, and the table shows the cards of the trick in place."""
    rules = games.get(game)()
    seats = [Seat("" if s == 0 else f"H{s}") if s < humans else Seat(f"C{s}", "random") for s in range(rules.seats)]
    table = app.push(TableScene(app, MatchController(rules, seats, seed=11, think_delay=0, keeper=MatchKeeper())))
    play_by_ui(app, table, random.Random(4), stop=lambda: bool(table.source.match.deal_running
                                                               and table.source.observation(0).trick))
    match = table.source.match
    before, trick, turn = snapshot(match), list(table.source.observation(0).trick), match.rules.turn(match.state)
    app.reset(MainMenu(app))
    click(app, button(app.top, "Continue").rect.center)
    play_by_ui(app, app.scenes[0], random.Random(0), stop=lambda: isinstance(app.top, TableScene))  # past a hand-off
    resumed = app.top
    assert isinstance(resumed, TableScene) and snapshot(resumed.source.match) == before
    assert resumed.source.match.rules.turn(resumed.source.match.state) == turn
    app.step(1 / 60)  # the first frame, before anyone moves on
    assert [(seat, token.card) for seat, token in resumed.model.trick] == trick


class HeldElsewhere(MatchController):
    """A match the table may not see whole, as an online table's (``local_match`` None)."""

    @property
    def local_match(self) -> None:  # type: ignore[override]
        return None


def test_the_pause_menu_offers_save_only_for_a_match_held_here(app):
    rules = games.get("schnapsen")()
    seats = [Seat(""), Seat("Anna", "easy")]
    for source, saves in ((MatchController(rules, seats, seed=3, think_delay=0), True),
                          (HeldElsewhere(rules, seats, seed=3, think_delay=0), False)):
        app.reset(TableScene(app, source))
        pause = app.push(PauseMenu(app))
        assert (tr("menu.save") in [b.label for b in pause.buttons]) == saves
