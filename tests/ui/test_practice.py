"""Practice with open cards: the standard rules, every hand face up, the expert's hint on the
message line without a key pressed, and nothing counted in the statistics."""

from __future__ import annotations

import pytest
from table_helpers import settle

from cardtable import games
from cardtable.i18n import tr
from cardtable.session.hints import hint
from cardtable.storage import load_autosave, load_statistics
from cardtable.ui.app import App
from cardtable.ui.practice import Practice
from cardtable.ui.scenes.dialogs import Dialog, Summary
from cardtable.ui.scenes.menu import NewGameScene
from cardtable.ui.table.scene import TableScene


def start_practice(app: App, game: str, code: str = "") -> NewGameScene:
    scene = app.push(NewGameScene(app))
    scene._pick_game(game)
    scene.practice_choice.select(True)
    scene._practice_changed(True)
    scene.code_field.value = code
    scene._start()
    return scene


def until(app: App, done) -> None:
    settle(app, app.top, until=done, timeout=30.0)


def hint_shown(table: TableScene) -> bool:
    shown = table.addon(Practice).shown
    return shown is not None and shown[0] == table.source.version and table.message_left > 0


def every_hand_face_up(table: TableScene) -> bool:
    hands = [[table.motion.sprites[t.id] for t in hand] for hand in table.model.hands]
    return all(s.token.card is not None and s.target.face == 1.0 for hand in hands for s in hand)


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_practice_shows_every_hand_and_the_hint_without_a_key(app: App, game: str) -> None:
    scene = start_practice(app, game)
    table = app.top
    assert isinstance(table, TableScene) and table.source.practice
    assert dict(table.rules.variants.changed()) == {}  # the standard rules
    assert len(table.rules.variants) and len(scene.seat_rows) == table.rules.seats
    until(app, lambda: hint_shown(table))
    assert every_hand_face_up(table)
    assert all(len(hand) for hand in table.model.hands)
    c = table.source
    expected = hint(table.rules, table.obs, f"{c.seed}/hint/{c.match.deals}", app.settings.theme)
    assert expected.action is not None
    assert table.message == tr("table.hint_line", advice=expected.text)


def test_a_practice_deal_stays_open_to_its_end_and_is_not_counted(app: App) -> None:
    start_practice(app, "schnapsen", code="schnapsen-2-a1-1-0")  # a fixed deal: a random one may be claimed early
    table = app.top
    assert isinstance(table, TableScene)
    turns = 0
    while not isinstance(app.top, Summary):
        until(app, lambda: hint_shown(table) or isinstance(app.top, Summary))
        if isinstance(app.top, Summary):
            break
        assert every_hand_face_up(table), f"a hand face down at turn {turns}"
        advice = table.addon(Practice).advice
        assert advice is not None and advice.action in table.legal
        assert table.act(advice.action, confirmed=True)  # following the hints
        assert table.message_left == 0  # the hint goes with the position it was for
        turns += 1
    assert turns >= 4 and table.desyncs == 0
    summary = app.top
    assert tr("summary.practice_note") in summary.lines
    stats, _ = load_statistics()
    assert stats.games == {}  # the finished practice deal is not in the statistics
    assert load_autosave("schnapsen")[0] is None  # nor does it take the autosave


def test_practice_refuses_a_code_with_house_rules(app: App) -> None:
    scene = start_practice(app, "schnapsen", code="schnapsen-2-k2j9x-1-0-A0")
    notice = app.top
    assert isinstance(notice, Dialog) and tr("menu.practice_code") in notice.lines
    assert app.scenes[-2] is scene


def test_turning_practice_off_brings_the_house_rules_back(app: App) -> None:
    scene = app.push(NewGameScene(app))
    scene._pick_game("coiffeur")
    mode = next(r for r in scene.variant_rows if r.label == tr("variant.coiffeur.mode.label"))
    mode.select("4p_partnership")
    mode.on_change("4p_partnership")
    assert len(scene.seat_rows) == 4
    scene.practice_choice.select(True)
    scene._practice_changed(True)
    assert len(scene.seat_rows) == 3 and scene._visible_variants() == []
    scene.practice_choice.select(False)
    scene._practice_changed(False)
    assert len(scene.seat_rows) == 4
    assert next(r for r in scene.variant_rows if r.label == tr("variant.coiffeur.mode.label")).value == "4p_partnership"
