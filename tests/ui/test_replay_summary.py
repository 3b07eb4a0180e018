"""The deal summary plays the deal again: the same cards in the same seats, or with the seats
moved one on (the human takes the next seat's hand); and it shows the deal's code."""

from __future__ import annotations

import copy

import pygame
import pytest
from table_helpers import settle

from cardtable import games
from cardtable.ai import make_player
from cardtable.engine import codec
from cardtable.engine.dealcode import code_of
from cardtable.engine.ruleset import Match
from cardtable.i18n import language, set_language, tr
from cardtable.session.controller import MatchController, Seat
from cardtable.session.driver import computer_choice
from cardtable.session.persistence import MatchKeeper
from cardtable.storage import load_autosave
from cardtable.ui.app import App, Settings
from cardtable.ui.scenes.dialogs import Summary
from cardtable.ui.table.scene import TableScene
from cardtable.ui.widgets import STYLE, set_style

NAMES = ("Alex", "Bea", "Carl", "Dora")


def summary_of_a_played_deal(app: App, game: str, seed: int = 3, keeper: MatchKeeper | None = None):
    """A table whose first deal was played by computers in every seat (seat 0 is the human's,
    played here by an easy player) up to its last action, which the table then applies: the
    table, its deal summary and the deal's state as it was dealt."""
    rules = games.get(game)()
    match = Match.new(rules, seed)
    match.next_deal()
    dealt = rules.clone(match.state)
    players = [make_player(rules, "easy", s, seed) for s in range(rules.seats)]
    while True:
        choice = computer_choice(match, players)
        assert choice is not None
        before = copy.copy(match)
        match.apply(*choice)
        if not match.deal_running:
            break
    seats = [Seat(NAMES[0])] + [Seat(NAMES[s], "easy") for s in range(1, rules.seats)]
    controller = MatchController(rules, seats, seed, think_delay=3600, keeper=keeper)
    controller.match = before
    table = app.push(TableScene(app, controller))
    settle(app, table, until=lambda: table.synced and not table.animating)
    table.feed(controller.submit(*choice))
    settle(app, table, until=lambda: isinstance(app.top, Summary))
    return table, app.top, dealt


def press(summary: Summary, label: str) -> None:
    button = next((b for b in summary.buttons if b.label == label), None)
    assert button is not None, [b.label for b in summary.buttons]
    button.on_click()


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_play_this_deal_again_deals_it_card_for_card_in_the_same_seats(app: App, game: str) -> None:
    table, summary, dealt = summary_of_a_played_deal(app, game)
    code = code_of(table.source.match)
    assert tr("summary.deal_code", code=str(code)) in summary.lines
    press(summary, tr("summary.replay"))
    again = app.top
    assert isinstance(again, TableScene) and again is not table
    assert codec.encode(again.source.match.state) == codec.encode(dealt)  # every card where it was
    assert [s.name for s in again.source.seats] == list(NAMES[:table.rules.seats])
    assert again.viewer == 0


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_swap_seats_gives_the_human_the_next_seats_hand(app: App, game: str) -> None:
    table, summary, dealt = summary_of_a_played_deal(app, game)
    n = table.rules.seats
    label = tr("summary.swap") if n == 2 else tr("summary.swap_to", name=NAMES[1])
    press(summary, label)
    again = app.top
    assert isinstance(again, TableScene)
    assert codec.encode(again.source.match.state) == codec.encode(dealt)  # the same deal
    seats = again.source.seats
    assert seats[1] == Seat(NAMES[0]) and [s.name for s in seats] == [NAMES[(i - 1) % n] for i in range(n)]
    assert again.viewer == 1
    obs = again.source.observation()
    assert sorted(c.text for c in obs.hand) == sorted(c.text for c in dealt.hands[1])  # the hand seat 1 was dealt
    if n == 2:  # and the computer got the human's
        computer = again.source.observation(0)
        assert sorted(c.text for c in computer.hand) == sorted(c.text for c in dealt.hands[0])


def test_a_replayed_deal_stands_alone_and_the_match_in_progress_stays_saved(app: App) -> None:
    _, summary, _ = summary_of_a_played_deal(app, "schnapsen", keeper=MatchKeeper())
    saved, _ = load_autosave("schnapsen")
    assert saved is not None and saved.match.deals == 1
    assert summary.buttons[0].label == tr("summary.next_deal")
    press(summary, tr("summary.replay"))
    again = app.top
    assert isinstance(again, TableScene)
    controller = again.source
    players = [make_player(controller.rules, "easy", s, 9) for s in range(2)]
    while controller.match.deal_running:  # the human's moves too, straight through the controller
        controller.submit(*computer_choice(controller.match, players))
    again.feed([])
    settle(app, again, until=lambda: isinstance(app.top, Summary))
    end = app.top
    labels = [b.label for b in end.buttons]
    assert tr("summary.next_deal") not in labels
    assert labels[0] == tr("menu.main_menu") and tr("summary.replay") in labels and tr("summary.swap") in labels
    assert tr("summary.match_kept") in end.lines
    kept, _ = load_autosave("schnapsen")
    assert kept is not None and codec.encode(kept.match.record) == codec.encode(saved.match.record)


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_the_summary_with_its_replay_buttons_fits_a_small_window_at_twice_the_scale(game: str) -> None:
    before = language(), STYLE.scale, STYLE.high_contrast  # the app sets them for the whole process
    small = App((1024, 600), Settings(language="ja", ui_scale=200, animation="instant", sound=False))
    try:
        _, summary, _ = summary_of_a_played_deal(small, game)
        window = small.screen.get_rect()
        assert window.contains(summary.rect)
        assert all(window.contains(b.rect) and summary.rect.contains(b.rect) for b in summary.buttons)
        assert len(summary.buttons) == 3
    finally:
        for scene in reversed(small.scenes):
            scene.closed()
        pygame.display.quit()
        set_language(before[0])
        set_style(round(before[1] * 100), before[2])
