"""Lessons done are kept across starts; a broken file is moved aside and the course starts afresh."""

from __future__ import annotations

import pytest

from cardtable.learn.progress import Progress, load_progress, mark_done, path


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def test_a_lesson_done_is_remembered():
    assert load_progress() == (Progress(), [])
    mark_done("schnapsen", "values")
    mark_done("skat", "jacks")
    progress, problems = load_progress()
    assert problems == []
    assert progress.is_done("schnapsen", "values") and progress.is_done("skat", "jacks")
    assert not progress.is_done("schnapsen", "exchange")


def test_a_broken_file_is_moved_aside_and_nothing_is_done(home):
    path().write_text("{not json", encoding="utf-8")
    progress, problems = load_progress()
    assert progress == Progress()
    assert len(problems) == 1 and problems[0].moved_to is not None and problems[0].moved_to.exists()


def test_a_game_with_a_bad_list_is_ignored_and_the_others_kept(home):
    path().write_text('{"format": 1, "kind": "lessons", "done": {"skat": 3, "schnapsen": ["values"]}}', encoding="utf-8")
    progress, problems = load_progress()
    assert progress.is_done("schnapsen", "values") and "skat" not in progress.done
    assert len(problems) == 1 and problems[0].moved_to is None
