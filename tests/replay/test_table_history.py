"""A match played at the table keeps each finished deal in the history, undo included."""

from __future__ import annotations

import pytest

from cardtable.engine.dealcode import code_of
from cardtable.games.schnapsen import Schnapsen
from cardtable.games.skat import Skat
from cardtable.session.controller import MatchController, Seat
from cardtable.session.persistence import MatchKeeper
from cardtable.session.undo import UndoHistory
from cardtable.storage import history, paths


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))


def _finish(controller: MatchController, human_moves: int = 0, undo: UndoHistory | None = None) -> int:
    """Play the deal out: computers through ``poll``, the human with its first legal card;
    after ``human_moves`` human actions, undo the last one once. Returns the human's actions."""
    done = 0
    while controller.match.deal_running:
        if controller.poll(now=1e12) is not None or controller.thinking:
            continue
        seat = controller.humans[0]
        if undo is not None and done == human_moves:
            controller.restore(undo.undo(controller.match))
            undo = None
            continue
        if undo is not None:
            undo.push(controller.match)
        controller.submit(seat, controller.legal(seat)[0])
        done += 1
    return done


def test_a_deal_of_computers_at_the_table_is_in_the_history() -> None:
    controller = MatchController(Skat(), [Seat("a", "easy"), Seat("b", "easy"), Seat("c", "easy")], seed=5,
                                 think_delay=0, keeper=MatchKeeper(autosave=False, statistics=False))
    controller.next_deal()
    _finish(controller)
    (_path, record), = history.load_history()[0]
    assert record.code == code_of(controller.match) and record.players == ("easy", "easy", "easy")
    assert record.scores == tuple(controller.rules.deal_scores(controller.match.state))
    controller.close()


def test_an_undone_card_is_not_in_the_stored_deal() -> None:
    controller = MatchController(Schnapsen(), [Seat("Ann"), Seat("", "normal")], seed=9, think_delay=0,
                                 keeper=MatchKeeper(autosave=False, statistics=False))
    controller.next_deal()
    _finish(controller, human_moves=3, undo=UndoHistory())
    deals, problems = history.load_history()
    assert problems == [] and len(deals) == 1  # it loads: its actions replay to the deal's end
    record = deals[0][1]
    assert record.players == ("Ann", "normal")
    assert record.scores == tuple(controller.rules.deal_scores(controller.match.state))
    controller.close()


def test_a_practice_deal_is_stored_as_practice() -> None:
    controller = MatchController(Schnapsen(), [Seat("Ann"), Seat("", "easy")], seed=4, think_delay=0,
                                 keeper=MatchKeeper(autosave=False, statistics=False), practice=True)
    controller.next_deal()
    _finish(controller)
    (_path, record), = history.load_history()[0]
    assert record.practice
    controller.close()
