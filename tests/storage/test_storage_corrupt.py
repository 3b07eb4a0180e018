"""Broken files of every kind: moved aside, reported once, defaults, never an exception."""

import json
import os

import pytest
from storage_helpers import mid_deal, seats_for

from cardtable import games
from cardtable.storage import (
    Settings,
    Statistics,
    autosave,
    list_slots,
    load_autosave,
    load_settings,
    load_statistics,
    save_slot,
)
from cardtable.storage.atomic import MAX_BYTES

LOADERS = {
    "settings.json": (load_settings, Settings()),
    "statistics.json": (load_statistics, Statistics()),
    "autosave.json": (load_autosave, None),  # the one autosave of earlier versions
    "autosave-skat.json": (load_autosave, None),
    "slot-3.json": (lambda: list_slots(), []),
}

BROKEN = {
    "empty": b"",
    "blank": b"  \n",
    "truncated": b'{"format": 1, "kind": "settings", "theme": "fre',
    "random-bytes": os.urandom(64) + b"\xff\xfe",
    "not-utf8": b'{"format": 1, "kind": "\xff"}',
    "wrong-version": b'{"format": 2, "kind": "settings"}',
    "format-true": b'{"format": true, "kind": "settings"}',
    "no-envelope": b'{"theme": "german"}',
    "a-list": b"[1, 2, 3]",
    "a-number": b"42",
    "nan": b'{"format": NaN, "kind": "settings"}',
    "deeply-nested": b"[" * 200_000 + b"]" * 200_000,
    "nested-object": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
    "huge": b'{"format": 1, "pad": "' + b"x" * (MAX_BYTES + 10) + b'"}',
}


def _fix_kind(name: str, content: bytes) -> bytes:
    # The settings envelope in the samples above is made to fit each file, so only the
    # content is wrong, not merely the kind.
    kind = {"settings.json": b"settings", "statistics.json": b"statistics"}.get(name, b"match")
    return content.replace(b'"kind": "settings"', b'"kind": "' + kind + b'"')


@pytest.mark.parametrize("name", LOADERS)
@pytest.mark.parametrize("broken", BROKEN)
def test_a_broken_file_is_moved_aside_and_reported_once(home, name, broken):
    load, default = LOADERS[name]
    content = _fix_kind(name, BROKEN[broken])
    (home / name).write_bytes(content)

    value, problems = load()
    assert value == default
    [problem] = problems
    assert problem.path == home / name and problem.reason and "\n" not in problem.reason
    assert problem.moved_to.parent == home and problem.moved_to.name.startswith(f"{name}.corrupt-")
    assert problem.moved_to.read_bytes() == content  # kept, not deleted
    assert name in str(problem) and problem.moved_to.name in str(problem)
    assert not (home / name).exists()
    assert load() == (default, [])  # told once; the next start is clean


def test_a_folder_where_the_file_should_be_is_moved_aside(home):
    (home / "settings.json").mkdir()
    (home / "settings.json" / "keep.txt").write_text("mine")
    settings, [problem] = load_settings()
    assert settings == Settings()
    assert (problem.moved_to / "keep.txt").read_text() == "mine"


def test_an_unreadable_file_does_not_stop_the_start(home, monkeypatch):
    path = home / "statistics.json"
    path.write_text('{"format": 1, "kind": "statistics", "games": {}}')
    real_open = os.open

    def refuse(file, *args, **kwargs):
        if os.fspath(file) == os.fspath(path):
            raise PermissionError(13, "Permission denied", os.fspath(file))
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(os, "open", refuse)
    stats, [problem] = load_statistics()
    assert stats == Statistics() and problem.reason == "Permission denied"


def test_a_file_that_cannot_be_moved_aside_is_still_reported(home, monkeypatch):
    (home / "settings.json").write_text("{")
    monkeypatch.setattr(os, "replace", lambda *a: (_ for _ in ()).throw(PermissionError(13, "Permission denied")))
    settings, [problem] = load_settings()
    assert settings == Settings() and problem.moved_to is None
    assert "could not be moved aside" in problem.reason


def test_two_failures_in_one_second_keep_both_files(home):
    for text in ("{", "[", "x"):
        (home / "settings.json").write_text(text)
        load_settings()
    kept = sorted(p.read_text() for p in home.glob("settings.json.corrupt-*"))
    assert kept == ["[", "x", "{"]


def test_a_file_of_another_kind_is_not_taken_for_a_save(home):
    rules = games.get("skat")()
    save_slot(1, mid_deal(rules, 1, 2), seats_for(rules))
    os.replace(home / "slot-1.json", home / "settings.json")
    settings, [problem] = load_settings()
    assert settings == Settings() and "not a settings file" in problem.reason


def test_nothing_else_is_lost(home):
    rules = games.get("skat")()
    autosave(mid_deal(rules, 1, 2), seats_for(rules))
    (home / "settings.json").write_bytes(b"\x00" * 10)
    load_settings()
    saved, problems = load_autosave()
    assert saved is not None and problems == []
    assert json.loads((home / "autosave-skat.json").read_text())["kind"] == "match"
