"""Hot-seat: two humans and a computer at one Skat table, played through UI input only.

Every card face the painter draws is recorded: none while a hand-off screen is up, and
afterwards none from the hidden hand of the other human (rules: skat.md §13 rule 4)."""

from __future__ import annotations

import random

import pytest
from hotseat_helpers import FaceRecorder, play_by_ui
from table_helpers import click, settle

from cardtable.games.schnapsen import Schnapsen
from cardtable.games.skat import Skat
from cardtable.session.controller import MatchController, Seat
from cardtable.ui.hotseat import HotSeat
from cardtable.ui.scenes.handoff import HandOff
from cardtable.ui.table.scene import TableScene
from cardtable.ui.tween import Pose


@pytest.mark.parametrize("seed", [3, 11])
def test_skat_hot_seat_never_draws_another_humans_hidden_card(app, monkeypatch, seed):
    recorder = FaceRecorder(app, monkeypatch)
    controller = MatchController(Skat(), [Seat("Anna"), Seat("Ben"), Seat("Cleo", "easy")], seed=seed, think_delay=0)
    table = app.push(TableScene(app, controller))
    handoffs = play_by_ui(app, table, random.Random(seed))
    assert handoffs >= 2
    assert recorder.faces_during_handoff == []
    assert recorder.leaks == []
    assert set(recorder.shown) == {0, 1}, "each human saw their own hand"


def test_one_human_gets_no_hand_off(app, monkeypatch):
    controller = MatchController(Skat(), [Seat("Anna"), Seat("Ben", "easy"), Seat("Cleo", "easy")], seed=3, think_delay=0)
    table = app.push(TableScene(app, controller))
    assert play_by_ui(app, table, random.Random(1)) == 0


def test_hand_off_names_the_next_player_and_hides_the_table(app):
    controller = MatchController(Schnapsen(), [Seat("Anna"), Seat("Ben")], seed=2, think_delay=0)
    table = app.push(TableScene(app, controller))
    app.step(1 / 60)
    screen = app.top
    assert isinstance(screen, HandOff) and screen.name == controller.seats[table.addon(HotSeat).wanted()].name
    assert app.scenes[-1] is screen and not screen.modal  # the table below is not drawn at all
    click(app, (640, 400))
    settle(app, table)
    assert table.viewer == controller.match.rules.turn(controller.match.state)


def test_a_waiting_human_may_ask_to_act_out_of_turn(app):
    """Schnapsen §13.6: the non-acting human's claim or exchange goes through a hand-off."""
    rules = Schnapsen()
    controller = MatchController(rules, [Seat("Anna"), Seat("Ben")], seed=2, think_delay=0)
    table = app.push(TableScene(app, controller))
    rng = random.Random(4)

    def waiting_human_may_act() -> bool:
        return app.top is table and any(b.label.endswith(" may act now") for b in table.controls.bar())

    play_by_ui(app, table, rng, stop=waiting_human_may_act)
    acting = table.viewer
    wants = next(b for b in table.controls.bar() if b.label.endswith(" may act now"))
    waiting = next(s for s in controller.humans if s != acting)
    optional = [table.panel.label(a) for a in table.panel.offered(controller.observation(waiting), controller.legal(waiting))]
    assert optional
    assert wants.label == f"{controller.seats[waiting].name} may act now"
    assert all(label in wants.tooltip for label in optional) and "out of turn" in wants.tooltip.lower()  # says what, and why now
    click(app, wants.rect.center)
    assert isinstance(app.top, HandOff) and all(label in app.top.detail for label in optional)
    click(app, (640, 400))
    settle(app, table, until=lambda: table.synced and not table.animating)
    assert table.viewer != acting
    assert {str(a) for a in table.legal} == {str(a) for a in controller.legal(table.viewer)}
    done = next(b for b in table.controls.bar() if b.label == f"Back to {controller.seats[acting].name}")
    click(app, done.rect.center)
    assert isinstance(app.top, HandOff) and app.top.name == controller.seats[acting].name


def test_the_recorder_notices_a_leak(app, monkeypatch):
    """The check above is only worth something if drawing Ben's card for Anna is caught."""
    recorder = FaceRecorder(app, monkeypatch)
    controller = MatchController(Skat(), [Seat("Anna"), Seat("Ben"), Seat("Cleo", "easy")], seed=3, think_delay=0)
    table = app.push(TableScene(app, controller))
    app.step(1 / 60)  # the hand-off screen comes with the first frame
    click(app, (640, 400))
    settle(app, table, until=lambda: table.synced and not table.animating)
    other = next(h for h in controller.humans if h != table.viewer)
    hidden = controller.observation(other).hand[0]
    table.painter.draw(app.screen, hidden, Pose(100, 100, 0, 1.0))
    assert recorder.leaks == [(table.viewer, hidden)]


def test_no_one_is_called_you_at_a_hot_seat_table(app):
    """A hot-seat match saved with an unnamed player: plates, sentences and the hand-off call
    that player "Player 1", never "You" (which would mean whoever looks at the screen)."""
    controller = MatchController(Schnapsen(), [Seat(""), Seat("Ben")], seed=2, think_delay=0)
    table = app.push(TableScene(app, controller))
    app.step(1 / 60)
    screen = app.top
    assert isinstance(screen, HandOff) and screen.name in ("Player 1", "Ben")
    click(app, (640, 400))
    settle(app, table)
    assert table.plates == ["Player 1", "Ben"] and table.names == ["Player 1", "Ben"]


def test_no_out_of_turn_button_for_a_claim_at_0_points(app):
    """At the deal's start the waiting human's only out-of-turn action is a claim with no
    points: not offered, as it is not offered on one's own turn."""
    controller = MatchController(Schnapsen(), [Seat("Anna"), Seat("Ben")], seed=2, think_delay=0)
    table = app.push(TableScene(app, controller))
    app.step(1 / 60)
    click(app, (640, 400))  # the hand-off to the first player
    settle(app, table)
    waiting = next(s for s in controller.humans if s != table.viewer)
    assert [a.kind for a in table.panel.offered(controller.observation(waiting), controller.legal(waiting))] == []
    assert not any(b.label.endswith(" may act now") for b in table.controls.bar())
