"""Where cardtable keeps its files: the platform's folders, or ``$CARDTABLE_HOME`` for both.

Nothing is created here; ``atomic.write_json`` makes a folder when it first writes to it,
so merely starting the app (or a test) leaves no trace.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "cardtable"
HOME_ENV = "CARDTABLE_HOME"  # portable installs and tests: config and data both live here


def _home() -> Path | None:
    home = os.environ.get(HOME_ENV)
    return Path(home) if home else None


def config_dir() -> Path:
    """The settings folder."""
    return _home() or Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    """The folder for the autosave, save slots and statistics."""
    return _home() or Path(platformdirs.user_data_dir(APP, appauthor=False))
