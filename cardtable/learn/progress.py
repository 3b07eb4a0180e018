"""Which lessons a player has done: ``lessons.json`` in the data folder, written and read with
``storage.atomic`` (a file that does not load is moved aside and the course starts afresh)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..storage import atomic, paths
from ..storage.atomic import LoadProblem, Warn

FORMAT = 1
KIND = "lessons"
FILE = "lessons.json"
MAX_LESSONS = 1_000  # far above any course


@dataclass(frozen=True)
class Progress:
    done: Mapping[str, frozenset[str]] = field(default_factory=dict)  # game → ids of the lessons done

    def is_done(self, game: str, lesson_id: str) -> bool:
        return lesson_id in self.done.get(game, frozenset())

    def with_done(self, game: str, lesson_id: str) -> Progress:
        return Progress({**self.done, game: self.done.get(game, frozenset()) | {lesson_id}})


def path() -> Path:
    return paths.data_dir() / FILE


def load_progress() -> tuple[Progress, list[LoadProblem]]:
    found, problems = atomic.load_json(path(), KIND, FORMAT, _validate)
    return found or Progress(), problems


def save_progress(progress: Progress) -> None:
    """Raises OSError when it cannot be written (the caller tells the player)."""
    atomic.write_json(path(), KIND, FORMAT, {"done": {g: sorted(ids) for g, ids in sorted(progress.done.items())}})


def mark_done(game: str, lesson_id: str) -> Progress:
    """Record one lesson as done and return the progress; raises OSError like ``save_progress``."""
    progress = load_progress()[0].with_done(game, lesson_id)
    save_progress(progress)
    return progress


def _validate(data: dict[str, Any], warn: Warn) -> Progress:
    done = data.get("done")
    if not isinstance(done, dict):
        raise ValueError("done is not an object")
    out: dict[str, frozenset[str]] = {}
    for game, ids in done.items():
        if not isinstance(ids, list) or len(ids) > MAX_LESSONS or not all(isinstance(i, str) for i in ids):
            warn(f"the lessons of {game!r} are not a list of names; ignored")
            continue
        out[str(game)] = frozenset(ids)
    return Progress(out)
