"""The lesson files: every lesson loads (its script legal, its keys in every language), and a
broken lesson is refused with a message that names the lesson and what is wrong."""

from __future__ import annotations

import copy
import json

import pytest

from cardtable.cli import main
from cardtable.engine.actions import Action
from cardtable.i18n import catalog
from cardtable.learn.course import FOLDER, LessonError, find, lessons, parse_course


def _schnapsen() -> dict:
    return json.loads((FOLDER / "schnapsen.json").read_text(encoding="utf-8"))


def test_every_lesson_file_loads_and_has_learner_steps():
    found = lessons()
    assert found, "no lessons at all"
    for lesson in found:
        assert lesson.steps, lesson.id
        assert all(step.seat == lesson.seat for step in lesson.steps)


def test_the_example_lesson_is_schnapsens_values_with_its_wrong_move_lines():
    lesson = find("schnapsen", "values")
    first = lesson.steps[0]
    assert first.action == Action.parse("PLAY:HA")
    assert first.wrong_key(Action.parse("PLAY:CT")) == "lesson.schnapsen.values.keep_trump_ten"
    assert first.wrong_key(Action.parse("PLAY:HK")) == "lesson.schnapsen.values.1.wrong"


def test_an_illegal_script_action_is_named():
    data = _schnapsen()
    broken = copy.deepcopy(data)
    broken["lessons"][0]["script"][0] = "1 PLAY:CA"  # Anna does not hold the club ace
    with pytest.raises(LessonError, match=r"lesson values: script entry 1 \(1 PLAY:CA\): not legal"):
        parse_course(broken)


def test_a_missing_catalog_key_and_a_deal_of_another_game_are_named():
    data = _schnapsen()
    broken = copy.deepcopy(data)
    broken["lessons"][0]["idea"] = "lesson.schnapsen.values.no_such_key"
    with pytest.raises(LessonError, match=r"catalog keys missing: lesson\.schnapsen\.values\.no_such_key"):
        parse_course(broken)
    broken = copy.deepcopy(data)
    broken["lessons"][0]["code"] = "skat-3-1-1-0"
    with pytest.raises(LessonError, match="not a schnapsen deal"):
        parse_course(broken)


def test_a_wrong_line_for_a_move_that_is_not_legal_is_refused():
    data = _schnapsen()
    data["lessons"][0]["script"][1]["wrong"] = {"PLAY:CA": "lesson.schnapsen.values.1.wrong"}
    with pytest.raises(LessonError, match="not legal here"):
        parse_course(data)


def test_learn_list_json(capsys):
    assert main(["learn", "--list", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)["lessons"]
    assert {"game": "schnapsen", "id": "values", "title": "Card values and 66", "steps": 5} in listed
    assert main(["learn", "--list", "--json", "--lang", "ja", "--game", "schnapsen"]) == 0
    assert json.loads(capsys.readouterr().out)["lessons"][0]["title"] == catalog("ja")["lesson.schnapsen.values.title"]


def test_learn_refuses_an_unknown_language(capsys):
    assert main(["learn", "--list", "--lang", "fr"]) == 2
    assert "unknown language 'fr'" in capsys.readouterr().err


def test_a_draft_is_a_lesson_whose_script_loads_and_is_the_same_twice():
    from cardtable.learn.draft import draft

    first = draft("schnapsen-2-22-1-0", 0, "normal")
    assert first == draft("schnapsen-2-22-1-0", 0, "normal")
    body = {k: v for k, v in first.items() if k not in ("title", "idea")}
    lesson = {**body, "id": "draft", "title": "lesson.schnapsen.values.title", "idea": "lesson.schnapsen.values.idea"}
    (loaded,) = parse_course({"game": "schnapsen", "lessons": [lesson]})
    assert loaded.steps
