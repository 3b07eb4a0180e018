"""Buttons from the legal actions, and whole deals and matches played through UI input alone."""

from __future__ import annotations

import random

from table_helpers import button, click, drag_card, labels, new_table, settle

from cardtable.engine.actions import PLAY, Action
from cardtable.engine.cards import card
from cardtable.ui.scenes.dialogs import Summary

# Seat 1 leads CT, seat 0 (the human) trumps it with DQ: the human won a trick, holds the trump
# jack DJ and is to draw, so exchanging and closing are both legal now.
HUMAN_WON_FIRST_TRICK = [Action.parse("PLAY:CT"), Action.parse("PLAY:DQ")]


def exchange_and_close(table) -> tuple[bool, bool]:
    return (button(table, table.panel.label(Action("EXCHANGE"))) is not None,
            button(table, table.panel.label(Action("CLOSE"))) is not None)


def test_exchange_and_close_buttons_appear_exactly_when_legal(app):
    table = new_table(app, fixed=[])
    settle(app, table)  # the computer leads; the human may only claim
    assert exchange_and_close(table) == (False, False)
    assert {b.label for b in table.controls.buttons} == labels(table, table.source.legal(0))

    app.pop(table)
    table = new_table(app, fixed=HUMAN_WON_FIRST_TRICK)
    settle(app, table)
    assert exchange_and_close(table) == (True, True)
    click(app, button(table, table.panel.label(Action("EXCHANGE"))).rect.center)
    settle(app, table)
    assert card("DA") in table.source.observation().hand  # the jack and the trump card swapped
    assert exchange_and_close(table) == (False, True)
    click(app, button(table, table.panel.label(Action("CLOSE"))).rect.center)
    settle(app, table)
    assert table.source.observation().closed
    assert exchange_and_close(table) == (False, False)
    assert table.desyncs == 0


def play_by_mouse(app, table, rng: random.Random, until) -> int:
    """Play as the human with the mouse only, checking the buttons at every decision."""
    decisions = 0
    while not until():
        settle(app, table, timeout=20)
        if app.top is not table and not isinstance(app.top, Summary):  # a claim below 66 asks first: yes
            click(app, app.top.buttons[1].rect.center)
            continue
        if app.top is not table:
            summary = app.top
            if until():
                break
            click(app, summary.buttons[0].rect.center)
            continue
        legal = table.legal
        obs = table.obs
        # the draw from the talon happens by itself; a claim is offered only with points to claim
        offered = [a for a in legal if a != table.panel.auto_action(obs) and not (a.kind == "CLAIM" and obs.scores[obs.seat] == 0)]
        assert {b.label for b in table.controls.buttons} == labels(table, offered)
        if not offered and not any(a.kind == PLAY for a in legal):
            app.step(1 / 60)
            continue
        plays = [a.card for a in legal if a.kind == PLAY]
        others = [a for a in legal if a.kind not in (PLAY, "CLAIM")]
        if plays and (not others or rng.random() < 0.8):
            drag_card(app, table, rng.choice(plays))
        elif others:
            click(app, button(table, table.panel.label(rng.choice(others))).rect.center)
        else:
            click(app, button(table, table.panel.label(Action("CLAIM"))).rect.center)
            settle(app, table, until=lambda: app.top is not table or not table.legal, timeout=5)
        decisions += 1
    return decisions


def test_a_full_deal_completes_through_ui_input(app):
    table = new_table(app, seed=11)
    decisions = play_by_mouse(app, table, random.Random(1), until=lambda: isinstance(app.top, Summary))
    assert decisions >= 3
    assert table.source.match.state.result is not None
    assert app.top.headline and app.top.lines
    assert table.desyncs == 0


def test_a_full_match_completes_through_ui_input(app):
    table = new_table(app, seed=12)
    play_by_mouse(app, table, random.Random(2), until=lambda: table.source.match.over and isinstance(app.top, Summary))
    result = app.top
    assert [b.label for b in result.buttons] == ["Play again", "Main menu", "Play this deal again", "Swap seats and replay"]
    assert "match" in result.headline
    click(app, result.buttons[0].rect.center)  # play again: a fresh match starts
    assert app.top is table and not table.source.match.over
    assert table.desyncs == 0
