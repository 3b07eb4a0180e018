"""New game with a deal code: the table deals exactly the coded deal in the same seats."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from cardtable.engine import dealcode
from cardtable.i18n import tr
from cardtable.ui.app import App, Settings
from cardtable.ui.scenes.dialogs import Dialog
from cardtable.ui.scenes.menu import NewGameScene
from cardtable.ui.table.scene import TableScene

from .replay_helpers import GAME_SEATS, played_deals


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "home"))
    application = App((1280, 800), Settings(animation="instant"))
    yield application
    for scene in reversed(application.scenes):
        scene.closed()
    pygame.display.quit()


def _enter(app: App, text: str) -> NewGameScene:
    scene = app.push(NewGameScene(app))
    scene.code_field.value = text
    return scene


@pytest.mark.parametrize(("game", "seats"), GAME_SEATS)
def test_a_code_typed_in_new_game_deals_that_deal_at_the_table(app: App, game: str, seats: int) -> None:
    *_, (_match, log) = played_deals(game, seats, seed=31, deals=3)  # a deal later in a match
    scene = _enter(app, str(log.code))
    scene._start()
    if not isinstance(app.scenes[-1], TableScene):  # another game or house rules: the screen takes them over
        assert isinstance(app.scenes[-1], Dialog)
        app.pop(app.scenes[-1])
        assert scene.game == game and len(scene.seat_rows) == seats
        scene._start()
    table = app.scenes[-1]
    assert isinstance(table, TableScene)
    state = table.source.match.state
    assert state.hands == log.start.hands and state.dealer == log.start.dealer
    assert dealcode.code_of(table.source.match) == log.code


def test_a_code_that_does_not_read_is_told_and_nothing_starts(app: App) -> None:
    scene = _enter(app, "skat-3-zz")
    scene._start()
    notice = app.scenes[-1]
    assert isinstance(notice, Dialog) and app.scenes[-2] is scene
    assert tr("menu.code_bad", code="skat-3-zz") in notice.lines
    assert scene.code_field.value == "skat-3-zz"  # kept, to be corrected
