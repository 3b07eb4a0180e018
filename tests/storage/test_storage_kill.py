"""SIGKILL a process that autosaves in a loop: the file on disk always loads, old or new."""

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from autosave_writer import digest

from cardtable.storage import load_autosave

WRITER = Path(__file__).with_name("autosave_writer.py")
KILLS = 5


def _wait_for_growth(log: Path, size: int, proc: subprocess.Popen, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while (log.stat().st_size if log.exists() else 0) <= size:
        assert proc.poll() is None, "the writer died on its own"
        assert time.monotonic() < deadline, "the writer never wrote"
        time.sleep(0.01)


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_at_random_moments_never_leaves_a_broken_autosave(home):
    seed = int.from_bytes(os.urandom(4), "big")
    rng = random.Random(seed)
    log = home / "writer.log"
    for kill in range(KILLS):
        before = log.stat().st_size if log.exists() else 0
        proc = subprocess.Popen([sys.executable, str(WRITER), "schnapsen", str(seed + 1000 * kill), str(log)], env=os.environ.copy())
        try:
            _wait_for_growth(log, before, proc)
            time.sleep(rng.uniform(0, 0.2))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait()

        begun = [line.split()[1] for line in log.read_text().splitlines() if line.startswith("begin ")]
        done = [line.split()[1] for line in log.read_text().splitlines() if line.startswith("done ")]
        saved, problems = load_autosave()
        where = f"kill {kill}, seed {seed}"
        assert problems == [], where
        if saved is None:  # the kill cut off the very first write: nothing had been saved yet
            assert not done, where
            continue
        assert digest(saved.match) in {done[-1] if done else None, begun[-1]}, where
