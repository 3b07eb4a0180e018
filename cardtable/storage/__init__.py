"""Settings, autosave, save slots and statistics on disk: JSON only, validated on load.

Pure Python (no pygame). Every write goes through ``atomic.write_json`` and every read
through ``atomic.load_json``: a file that does not load is moved aside and reported as a
``LoadProblem``, and the caller goes on with defaults.
"""

from . import atomic
from .atomic import LoadProblem
from .paths import config_dir, data_dir
from .saves import (
    SavedMatch,
    SlotInfo,
    autosave,
    clear_autosave,
    list_slots,
    load_autosave,
    load_autosaves,
    load_slot,
    save_slot,
)
from .seats import SeatConfig
from .settings import Settings, load_settings, save_settings
from .statistics import PlayerStats, Statistics, load_statistics, record_deal, record_match, record_review


def sweep_interrupted_writes() -> None:
    """At start: delete the temporary files of writes that a crash or kill interrupted."""
    for folder in {config_dir(), data_dir()}:
        atomic.sweep_temporaries(folder)


__all__ = [
    "LoadProblem",
    "PlayerStats",
    "SavedMatch",
    "SeatConfig",
    "Settings",
    "SlotInfo",
    "Statistics",
    "autosave",
    "clear_autosave",
    "config_dir",
    "data_dir",
    "list_slots",
    "load_autosave",
    "load_autosaves",
    "load_settings",
    "load_slot",
    "load_statistics",
    "record_deal",
    "record_match",
    "record_review",
    "save_settings",
    "save_slot",
    "sweep_interrupted_writes",
]
