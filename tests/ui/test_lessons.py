"""A lesson at the real table: the scripted moves go through, a wrong legal card is taken back
with the coach's explanation and its cost, and the lesson goes on from the same step."""

from __future__ import annotations

from table_helpers import card_sprite, drag_card, settle

from cardtable.engine.actions import Action
from cardtable.learn.check import check, play_through
from cardtable.learn.course import find, lessons
from cardtable.learn.runner import LessonController
from cardtable.ui.table.scene import TableScene


def test_a_wrong_card_dragged_is_taken_back_with_its_cost_and_the_lesson_goes_on(app):
    lesson = find("schnapsen", "values")
    controller = LessonController(lesson, think_delay=0)
    controller.patient = True
    table = app.push(TableScene(app, controller))
    settle(app, table, until=lambda: controller.step is not None and bool(table.legal))
    step = controller.step
    assert step.action == Action.parse("PLAY:HA")
    wrong = Action.parse("PLAY:DT")  # the diamond ten thrown onto Anna's heart ten
    drag_card(app, table, wrong.card)
    settle(app, table)
    assert controller.step is step and controller.done == 1  # nothing was played
    assert card_sprite(table, wrong.card)  # the card is back in the hand
    answer = controller.answer
    assert not answer.right and answer.key == "lesson.schnapsen.values.1.wrong"
    assert answer.cost is not None and answer.cost > 0.5 and answer.matters
    assert "coach" in table.message.lower()
    drag_card(app, table, step.action.card)
    settle(app, table, until=lambda: controller.step_index == 1)
    assert controller.answer.right and controller.answer.key == "lesson.schnapsen.values.1.right"


def test_every_lesson_is_played_through_with_one_wrong_move(app):
    for lesson in lessons():
        result = play_through(app, lesson, "en")
        assert result["ok"], result


def test_the_check_runs_in_japanese():
    results = list(check(lessons("schnapsen")[:1], "ja"))
    assert [r["ok"] for r in results] == [True]
