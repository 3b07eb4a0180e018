"""Hindersche at the table through mouse input alone: a whole deal, Schleipfe offered and let
go by default, Hüpscher asked and answered, a player who left, an illegal card snapping back."""

from __future__ import annotations

import random

from table_helpers import click, drag_card, settle

from cardtable.engine.actions import PLAY, Action
from cardtable.games.hindersche import Hindersche
from cardtable.games.hindersche.rules import CLAIM, DECLARE, KEEP
from cardtable.games.hindersche.state import HUPSCHER_ANSWER, SCHLEIPFE, SCHLEIPFE_OBJECTION, Standing
from cardtable.i18n.reasons import reason as translated
from cardtable.session.controller import MatchController, Seat
from cardtable.ui.scenes.dialogs import Summary
from cardtable.ui.scenes.hindersche_slate import SlateScene
from cardtable.ui.table.scene import TableScene


def hindersche_table(app, seed=4, standing: Standing | None = None, level="easy") -> TableScene:
    seats = [Seat("You"), *(Seat(n, level) for n in ("Anna", "Bert", "Clara"))]
    controller = MatchController(Hindersche(), seats, seed=seed, think_delay=0)
    if standing is not None:
        controller.match.record.standing = standing
    return app.push(TableScene(app, controller))


def until_decision(app, table: TableScene) -> None:
    settle(app, table, until=lambda: app.top is not table or (table.synced and not table.animating and bool(table.legal)))


def test_a_full_deal_through_ui_input_and_the_slate(app):
    table = hindersche_table(app, seed=11)
    rng = random.Random(3)
    offered = 0
    while not isinstance(app.top, Summary):
        until_decision(app, table)
        if isinstance(app.top, Summary):
            break
        plays = [a.card for a in table.legal if a.kind == PLAY]
        if plays:
            drag_card(app, table, rng.choice(plays))
        elif table.source.match.state.phase == SCHLEIPFE:
            offered += 1
            assert [b.label for b in table.controls.buttons] == [table.panel.label(Action(CLAIM))]
            app.step(1 / 60)  # not pressed: the table lets the trick go
        else:
            click(app, rng.choice(table.controls.buttons).rect.center)
    assert offered  # the human could have claimed some trick
    state, record = table.source.match.state, table.source.match.record
    line = record.standing.slate[-1]
    assert any(str(p) in app.top.lines[0] for p in state.result.card_points.values())
    if line.changes:
        assert app.top.lines[-1].startswith("Slate:") or any(line.startswith("Slate:") for line in app.top.lines)
    assert [v for _, v in table.panel.scores(table.view())] == [str(k) for k in record.standing.rubber_losses]
    click(app, app.top.buttons[0].rect.center)
    settle(app, table)
    click(app, table.controls.side[0].rect.center)
    assert isinstance(app.top, SlateScene) and app.top.record.standing.slate == record.standing.slate
    assert table.desyncs == 0


def test_schleipfe_pressed_claims_the_trick(app):
    table = hindersche_table(app, seed=11)
    while True:
        until_decision(app, table)
        state = table.source.match.state
        if state.phase == SCHLEIPFE:
            break
        plays = sorted(a.card for a in table.legal if a.kind == PLAY)
        drag_card(app, table, plays[0])
    click(app, table.controls.buttons[0].rect.center)
    state = table.source.match.state
    assert state.phase == SCHLEIPFE_OBJECTION or state.tricks[-1].taker == 0


def test_hupscher_request_and_answers(app):
    standing = Standing(2, [1, 1, 1, 1], [0, 1, 2, 3], dealer=3)  # round two: seat 0 is asked first
    table = hindersche_table(app, standing=standing, level="random")
    until_decision(app, table)
    labels = {b.label for b in table.controls.buttons}
    assert labels == {table.panel.label(Action(DECLARE)), table.panel.label(Action(KEEP))}
    assert "Hüpscher" in table.prompt()
    click(app, next(b for b in table.controls.buttons if b.label.startswith("Call")).rect.center)
    settle(app, table, until=lambda: app.top is not table or table.source.match.state.phase != HUPSCHER_ANSWER)
    assert table.desyncs == 0


def test_a_player_who_left_greys_out(app):
    standing = Standing(2, [2, 0, 1, 1], [0, 2, 3], dealer=0)
    table = hindersche_table(app, standing=standing)
    until_decision(app, table)
    view = table.view()
    assert table.panel.seat_away(view, 1) == "out, safe"
    assert [table.panel.seat_away(view, s) for s in (0, 2, 3)] == [None, None, None]
    assert len(table.model.hands[1]) == 0 and sum(map(len, table.model.hands)) == 27  # three play
    assert table.desyncs == 0


def test_an_illegal_card_snaps_back_with_the_reason(app):
    table = hindersche_table(app, seed=6)
    while True:
        until_decision(app, table)
        legal = {a.card for a in table.legal if a.kind == PLAY}
        illegal = [c for c in table.source.observation().hand if c not in legal]
        if legal and illegal:
            break
        if table.source.match.state.phase == SCHLEIPFE:
            app.step(1 / 60)
        else:
            drag_card(app, table, sorted(legal)[0])
    drag_card(app, table, illegal[0])
    reason = translated(table.source.why_illegal(0, Action(PLAY, illegal[0])))
    assert table.message.lower().startswith(reason.lower()[:20])
    assert illegal[0] in [s.token.card for s in table.hand_sprites()]
