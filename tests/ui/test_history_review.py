"""Issue 17 at the table and on its screens: the deal code in the side panel, the history
screen and the review of a stored deal."""

from __future__ import annotations

import random
import threading
import time
from dataclasses import replace
from datetime import timedelta

import pygame
import pytest
from hotseat_helpers import play_by_ui
from test_translations import marked, untranslated  # noqa: F401  (marked: the fixture)

from cardtable import games
from cardtable.engine.dealcode import code_of
from cardtable.i18n import tr
from cardtable.i18n.cards import card_name
from cardtable.session import review as review_module
from cardtable.session.controller import MatchController, Seat
from cardtable.session.persistence import MatchKeeper
from cardtable.storage import Settings, history, load_statistics
from cardtable.ui import recording
from cardtable.ui.app import App
from cardtable.ui.gallery.situations import NAMES, Situation, open_table, played_deal
from cardtable.ui.scenes import history as history_scene, review as review_scene
from cardtable.ui.scenes.dialogs import Dialog
from cardtable.ui.scenes.history import HistoryScene
from cardtable.ui.scenes.menu import MainMenu
from cardtable.ui.scenes.review import ReviewScene, number
from cardtable.ui.table.scene import TableScene


def _panel_texts(app, table) -> list[str]:
    table.repaint()
    with recording.recording() as rec:
        table.draw(app.screen)
    return [t.name for t in rec.texts() if table.layout.panel.contains(t.box)]


@pytest.mark.parametrize("game", list(games.rulesets()))
def test_the_side_panel_shows_the_code_that_deals_this_deal_again(app, game):
    def playing(rules, match) -> bool:
        return match.deal_running and len(rules.observation(match.state, 0).tricks) >= 1

    table = open_table(app, game, Situation("playing", playing))
    assert table is not None
    code = str(code_of(table.source.match))
    assert code.startswith(game) and code in _panel_texts(app, table)


# ---- the history screen -----------------------------------------------------------------------------
def _texts(app) -> list[str]:
    with recording.recording() as rec:
        app.top.draw(app.screen)
    return [t.name for t in rec.texts()]


def _key(app, key: int) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def _click(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        app.handle(pygame.event.Event(kind, pos=pos, button=1))


def test_the_menu_lists_the_stored_deals_newest_first_and_a_click_opens_a_deals_review(app):
    # played_deal is cached: whichever test played a game first made its record older, so the
    # times are set here (the skat deal a minute after the schnapsen deal)
    first = played_deal("schnapsen").played_at
    stored = [played_deal("schnapsen"), replace(played_deal("skat"), played_at=first + timedelta(minutes=1))]
    for record in stored:
        history.save_deal(record)
    menu = app.push(MainMenu(app))
    _click(app, next(b for b in menu.widgets if b.label == tr("menu.history")).rect.center)
    screen = app.top
    assert isinstance(screen, HistoryScene)
    screen.wait()  # the files are read on a worker thread
    shown = _texts(app)
    for record in stored:
        assert {tr(f"game.{record.rules.id}"), str(record.code), f"Alex {record.scores[0]:+g}"} <= set(shown)
    assert shown.index(str(stored[1].code)) < shown.index(str(stored[0].code))  # the newest first
    _click(app, screen._row_rect(1).center)
    review = app.top
    assert isinstance(review, ReviewScene) and review.record.code == stored[0].code
    _key(app, pygame.K_ESCAPE)
    assert app.top is screen
    _key(app, pygame.K_HOME)
    _key(app, pygame.K_RETURN)
    assert isinstance(app.top, ReviewScene) and app.top.record.code == stored[1].code


def test_an_empty_history_says_where_deals_come_from(app):
    app.push(MainMenu(app))
    app.push(HistoryScene(app)).wait()
    assert tr("history.none") in _texts(app)
    _key(app, pygame.K_RETURN)  # nothing to open
    assert isinstance(app.top, HistoryScene)


def test_a_long_history_scrolls_with_the_keys_and_keeps_the_chosen_deal_in_view(app):
    deals = [played_deal("schnapsen", seed) for seed in range(1, 4)] * 12
    screen = app.push(HistoryScene(app, deals))
    assert screen.shown < len(deals)
    _key(app, pygame.K_END)
    assert screen.chosen == len(deals) - 1 and screen.top == len(deals) - screen.shown
    assert tr("history.rows", first=screen.top + 1, last=len(deals), n=len(deals)) in _texts(app)
    _key(app, pygame.K_PAGEUP)
    assert screen.chosen == len(deals) - 1 - screen.shown and screen.top <= screen.chosen


# ---- the review screen ------------------------------------------------------------------------------
def test_a_deal_is_reviewed_with_the_deck_and_names_it_was_played_with(app):
    app.apply_settings(replace(app.settings, theme="french"), save=False)
    seats = [Seat(""), Seat("Bea", "random")]
    controller = MatchController(games.get("schnapsen")(), seats, seed=3, think_delay=0, keeper=MatchKeeper(autosave=False))
    table = app.push(TableScene(app, controller))
    play_by_ui(app, table, random.Random(1))
    [(_path, record)], problems = history.load_history()
    assert problems == [] and (record.names, record.theme) == (("", "Bea"), "french")
    app.reset(MainMenu(app))
    app.apply_settings(replace(app.settings, theme="swiss"), save=False)  # the deck changed since
    screen = app.push(ReviewScene(app, record))
    screen.wait()
    words = " ".join(_texts(app))
    assert tr("history.computer_named", name="Bea", level=tr("menu.level.random")) in words
    assert tr("history.computer", n=2, level=tr("menu.level.random")) not in words
    chosen = [v.action.card for v in screen.verdicts if v.action.card is not None]
    assert chosen and all(f"{v.trick}. {card_name(v.action.card, 'french')}" in words for v in screen.verdicts[:3])
    assert not any(card_name(card, "swiss") in words for card in chosen)
    assert screen.painter.art.theme == "french"  # the pictures too


def test_the_review_is_worked_out_off_the_ui_thread_while_the_screen_shows_how_far_it_is(app, monkeypatch):
    record = played_deal("skat")
    release, threads = threading.Event(), []

    def slow_review(rec, seat, progress):
        threads.append(threading.current_thread())
        progress(1, 3)
        release.wait(10)
        return review_module.review(rec, seat, progress)

    monkeypatch.setattr(review_scene, "review", slow_review)
    screen = app.push(ReviewScene(app, record))
    deadline = time.monotonic() + 10
    while screen.done != 1 and time.monotonic() < deadline:
        app.step(1 / 60)
    assert screen.verdicts is None and tr("review.working", done=1, n=3) in _texts(app)  # the screen is drawn meanwhile
    release.set()
    while screen.verdicts is None and time.monotonic() < deadline:
        app.step(1 / 60)
        time.sleep(0.01)
    assert screen.verdicts is not None and threads and threads[0] is not threading.main_thread()


def test_the_review_steps_through_the_tricks_and_says_what_a_mistake_cost(app):
    record = played_deal("skat")
    screen = app.push(ReviewScene(app, record))
    screen.wait()
    mistake = next(v for v in screen.verdicts if v.seat == 0 and v.matters)
    for _ in range(mistake.trick - 1):
        _key(app, pygame.K_RIGHT)
    assert screen.step == mistake.trick - 1
    words = " ".join(_texts(app))
    unit, best = tr("review.unit.skat"), card_name(mistake.best.card, app.settings.theme)
    assert tr("review.cost", loss=number(mistake.loss), unit=unit, card=best) in words
    assert tr("review.trick", n=mistake.trick, of=len(screen.steps)) in words
    assert all(tr("history.computer", n=n, level=tr("menu.level.easy")) in words for n in (2, 3))  # every hand open, named
    _key(app, pygame.K_HOME)
    _click(app, next(rect for rect, trick in screen.decision_rows if trick == mistake.trick).center)  # its line in the list
    assert screen.step == mistake.trick - 1
    _key(app, pygame.K_END)
    assert screen.step == len(screen.steps) - 1
    _key(app, pygame.K_RIGHT)
    assert screen.step == len(screen.steps) - 1  # the last trick stays
    _key(app, pygame.K_HOME)
    _key(app, pygame.K_LEFT)
    assert screen.step == 0


def test_the_review_judges_the_seat_chosen_beside_it(app):
    record = played_deal("schafkopf")
    screen = app.push(ReviewScene(app, record))
    assert screen.seat == 0  # the person at the table first
    assert screen.seat_choice is not None
    _click(app, screen.seat_choice._arrows()[1].center)  # the next seat's decisions
    assert screen.seat == 1
    screen.wait()
    assert screen.verdicts and {v.seat for v in screen.verdicts} == {1}
    assert tr("history.computer", n=2, level=tr("menu.level.easy")) in _texts(app)


@pytest.mark.parametrize(("game", "code"), [*((g, "de") for g in games.rulesets()), ("skat", "ja")])
def test_the_history_and_every_step_of_a_review_draw_only_translated_words(marked, game, code):  # noqa: F811
    record = played_deal(game)
    app = App((1024, 600), Settings(language=code, sound=False))
    app.push(HistoryScene(app, [record]))
    app.step(1 / 60)
    screen = app.push(ReviewScene(app, record))
    screen.wait()
    for step in range(len(screen.steps)):
        screen.go(step)
        app.step(1 / 60)
    assert marked and [w for w in sorted(marked) if untranslated(w, {NAMES[0]})] == []
    app.pop(app.scenes[0])
    pygame.display.quit()


def test_a_broken_history_file_is_told_once_and_the_other_deals_are_listed(app):
    kept, broken = (history.save_deal(played_deal(game)) for game in ("skat", "coiffeur"))
    broken.write_text('{"format": 1, "kind": "deal", "code": "rm -rf /"}')
    app.push(MainMenu(app))
    screen = app.push(HistoryScene(app))
    screen.wait()
    app.step(1 / 60)
    notice = app.top
    assert isinstance(notice, Dialog) and any(broken.name in line for line in notice.lines)
    app.pop(notice)
    app.step(1 / 60)
    assert app.top is screen and [str(r.code) for r in screen.deals] == [str(history.load_deal(kept)[0].code)]
    assert not broken.exists()  # moved aside, kept for the player to look at


def test_the_history_is_read_off_the_ui_thread_and_its_rows_come_as_they_load(app, monkeypatch):
    for game in ("skat", "schnapsen"):
        history.save_deal(played_deal(game))
    release, threads = threading.Event(), []
    real = history_scene.load_deal

    def slow_load(path):
        threads.append(threading.current_thread())
        release.wait(10)
        return real(path)

    monkeypatch.setattr(history_scene, "load_deal", slow_load)
    screen = app.push(HistoryScene(app))
    app.step(1 / 60)
    assert screen.loading and tr("history.loading", done=0, n=2) in _texts(app)  # the screen is drawn meanwhile
    release.set()
    screen.wait()
    assert not screen.loading and len(screen.deals) == 2 and threads[0] is not threading.main_thread()


def test_a_practice_deal_is_kept_as_practice_and_its_review_adds_nothing_to_the_statistics(app):
    path = history.save_deal(replace(played_deal("schnapsen"), practice=True))
    record, problems = history.load_deal(path)
    assert problems == [] and record is not None and record.practice
    screen = app.push(ReviewScene(app, record))
    deadline = time.monotonic() + 60
    while screen.verdicts is None and time.monotonic() < deadline:
        app.step(1 / 60)
        time.sleep(0.01)
    assert screen.verdicts is not None
    assert load_statistics()[0].of("schnapsen").costs == {}
