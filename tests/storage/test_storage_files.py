"""Only regular files are read: a FIFO, a device, a folder or a link at a data-file path is
refused at once and moved aside; temporary files of interrupted writes are swept at start."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from storage_helpers import mid_deal, seats_for

from cardtable import games
from cardtable.storage import atomic, autosave, load_autosave, load_settings, sweep_interrupted_writes

posix_only = pytest.mark.skipif(os.name != "posix", reason="FIFOs and O_NOFOLLOW are POSIX")


@posix_only
@pytest.mark.parametrize("name", ["autosave-skat.json", "autosave.json"])  # a game's, and the old shared one
def test_a_fifo_in_place_of_the_autosave_does_not_hang_the_start(home, name):
    os.mkfifo(home / name)
    # A separate process with a time limit: a read that blocks fails the test instead of hanging it.
    probe = "from cardtable.storage import load_autosaves; saved, [p] = load_autosaves(); print(saved, p.reason)"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=60,
                          env={**os.environ, "CARDTABLE_HOME": str(home)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[] not a regular file"
    assert not (home / name).exists() and len(list(home.glob(f"{name}.corrupt-*"))) == 1


@posix_only
def test_a_link_is_not_followed(home, tmp_path):
    rules = games.get("schnapsen")()
    autosave(mid_deal(rules, 1, 3), seats_for(rules))
    elsewhere = tmp_path / "elsewhere.json"
    os.replace(home / "autosave-schnapsen.json", elsewhere)
    (home / "autosave-schnapsen.json").symlink_to(elsewhere)
    saved, [problem] = load_autosave()
    assert saved is None and problem.reason == "a link, not a regular file"
    assert problem.moved_to is not None and problem.moved_to.is_symlink()  # the link moved, not its target
    assert elsewhere.is_file()


@posix_only
def test_a_device_is_refused(home):
    (home / "settings.json").symlink_to("/dev/zero")
    _, [problem] = load_settings()
    assert problem.reason == "a link, not a regular file"
    with pytest.raises(ValueError, match="not a regular file"):  # were it there itself
        atomic._read(Path("/dev/zero"), "settings", 1)


def _temporary(folder: Path, name: str, age: float) -> Path:
    path = folder / name
    path.write_text("{half a save")
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def test_temporary_files_of_interrupted_writes_are_swept_at_start(home):
    stale = [_temporary(home, f".autosave.json.{tag}.tmp", 3600) for tag in ("a1b2", "c3d4")]
    fresh = _temporary(home, ".settings.json.e5f6.tmp", 0)  # a write in progress right now
    other = _temporary(home, "notes.tmp", 3600)  # not one of ours
    sweep_interrupted_writes()
    assert not any(p.exists() for p in stale)
    assert fresh.exists() and other.exists()


def test_the_window_start_sweeps(home, monkeypatch):
    import pygame

    from cardtable.ui import app

    stale = _temporary(home, ".statistics.json.x.tmp", 3600)
    monkeypatch.setattr(app.App, "loop", lambda self: 0)
    try:
        assert app.run() == 0
    finally:
        pygame.display.quit()
    assert not stale.exists()


def test_sweeping_a_folder_that_does_not_exist_is_quiet(tmp_path):
    assert atomic.sweep_temporaries(tmp_path / "missing") == []
