"""SIGKILL the real table at random moments while it autosaves; every restart continues from
a state reached before the kill, losing at most the trick being played.

``CARDTABLE_KILLS`` sets the number of kills (20 for the full fault run; the suite uses 4)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from autosave_table_driver import digest

from cardtable.storage import load_autosave

DRIVER = Path(__file__).with_name("autosave_table_driver.py")
KILLS = int(os.environ.get("CARDTABLE_KILLS", "4"))


def lines(log: Path, kind: str) -> list[str]:
    return [line.split()[1] for line in log.read_text().splitlines() if line.startswith(kind + " ")]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
@pytest.mark.parametrize("game", ["schnapsen", "skat"])
def test_sigkill_then_continue_loses_at_most_the_current_trick(cardtable_home, tmp_path, game):
    seed = int.from_bytes(os.urandom(4), "big")
    rng = random.Random(seed)
    log = tmp_path / "driver.log"
    log.touch()
    previous: str | None = None  # the digest of the match the last killed table had saved
    for kill in range(KILLS):
        where = f"{game}, kill {kill}, seed {seed}"
        saves_before = len(lines(log, "done"))
        proc = subprocess.Popen([sys.executable, str(DRIVER), game, str(seed), str(log)], env=os.environ.copy(),
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        try:
            deadline = time.monotonic() + 120  # a window's first save, on a machine that may be busy
            while len(lines(log, "done")) <= saves_before:  # it is playing and saving
                assert proc.poll() is None, f"{where}: the table died: {proc.stderr.read().decode()[-2000:]}"
                assert time.monotonic() < deadline, where
                time.sleep(0.01)
            time.sleep(rng.uniform(0, 0.4))
        finally:
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            proc.stderr.close()
        if kill:
            started = [line for line in log.read_text().splitlines() if line.split()[0] in ("resumed", "new")]
            assert started[-1] == (f"resumed {previous}" if previous else "new -"), f"{where}: not continued"
        saved, problems = load_autosave()
        assert problems == [], where
        last = [line.split() for line in log.read_text().splitlines() if line.split()[0] in ("begin", "done", "cleared")]
        if saved is None:  # the match had just ended: nothing left to lose
            assert last[-1][0] == "cleared" or last[-2][0] == "cleared", where
            previous = None
            continue
        previous = digest(saved.match)
        # The file holds the last finished save, or the one being written when the kill came.
        assert previous in {lines(log, "done")[-1], lines(log, "begin")[-1]}, where
