"""Settings, autosave, save slots and statistics on disk: JSON only, validated on load.

Pure Python (no pygame). Every write goes through ``atomic.write_json`` and every read
through ``atomic.load_json``: a file that does not load is moved aside and reported as a
``LoadProblem``, and the caller goes on with defaults.
"""

from .atomic import LoadProblem
from .paths import config_dir, data_dir
from .saves import (
    SavedMatch,
    SeatConfig,
    SlotInfo,
    autosave,
    clear_autosave,
    list_slots,
    load_autosave,
    load_slot,
    save_slot,
)
from .settings import Settings, load_settings, save_settings
from .statistics import PlayerStats, Statistics, load_statistics, record_deal, record_match

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
    "load_settings",
    "load_slot",
    "load_statistics",
    "record_deal",
    "record_match",
    "save_settings",
    "save_slot",
]
