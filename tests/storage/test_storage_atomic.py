"""The shared writer: a failure at any step leaves the old file whole and no litter."""

import json
import os

import pytest

from cardtable.storage import Settings, load_settings, save_settings
from cardtable.storage.atomic import load_json, write_json

OLD = Settings(theme="german")


@pytest.fixture
def old_file(home):
    save_settings(OLD)
    return home / "settings.json"


def _assert_old_file_intact(home, path, before):
    assert path.read_bytes() == before
    assert load_settings() == (OLD, [])
    assert sorted(p.name for p in home.iterdir()) == ["settings.json"]  # no temporary file left


def test_serialisation_failing_half_way_keeps_the_old_file(home, old_file):
    before = old_file.read_bytes()
    with pytest.raises(TypeError):
        write_json(old_file, "settings", 1, {"theme": "swiss", "later": object()})
    _assert_old_file_intact(home, old_file, before)


def test_a_write_failing_half_way_keeps_the_old_file(home, old_file, monkeypatch):
    before = old_file.read_bytes()

    def dump_half(obj, fp, **kwargs):
        fp.write(json.dumps(obj, **kwargs)[:20])
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(json, "dump", dump_half)
        save_settings(Settings(theme="swiss"))
    _assert_old_file_intact(home, old_file, before)


@pytest.mark.parametrize("step", ["fsync", "replace"])
def test_a_failing_fsync_or_replace_keeps_the_old_file(home, old_file, monkeypatch, step):
    before = old_file.read_bytes()

    def fail(*args):
        raise OSError(5, "Input/output error")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr(os, step, fail)
        save_settings(Settings(theme="swiss"))
    _assert_old_file_intact(home, old_file, before)


def test_nan_is_never_written(home, old_file):
    with pytest.raises(ValueError):
        write_json(old_file, "settings", 1, {"volume": float("nan")})
    assert load_settings() == (OLD, [])


def test_the_envelope_wraps_the_body_and_the_validator_sees_it(home):
    path = home / "deep" / "er" / "thing.json"
    write_json(path, "thing", 3, {"a": [1, "ü"]})
    assert json.loads(path.read_text(encoding="utf-8")) == {"format": 3, "kind": "thing", "a": [1, "ü"]}
    assert load_json(path, "thing", 3, lambda body, warn: body["a"]) == ([1, "ü"], [])


def test_a_validator_that_crashes_does_not_crash_the_loader(home):
    path = home / "thing.json"
    write_json(path, "thing", 1, {})
    value, [problem] = load_json(path, "thing", 1, lambda body, warn: body["missing"])
    assert value is None and problem.moved_to.exists()


def test_the_body_cannot_override_the_envelope(home):
    with pytest.raises(ValueError):
        write_json(home / "thing.json", "thing", 1, {"format": 2})
    assert list(home.iterdir()) == []
