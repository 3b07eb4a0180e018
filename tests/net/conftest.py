"""The ``server`` fixture: a table server on 127.0.0.1 in a thread of the test process."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from cardtable.net.host import ServerThread


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerThread]:
    thread = ServerThread(tmp_path / "data").start()
    yield thread
    thread.stop()
