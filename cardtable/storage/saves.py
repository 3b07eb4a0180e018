"""The match in progress (``autosave.json``) and the player's save slots (``slot-N.json``).

Both hold the same thing: ``Match.to_json()``, the seats (names, human or computer level)
and the time of saving. Loading goes through ``Match.from_json``, so a save is validated
data; a ``SaveFormatError`` (or any other fault) moves the file aside like a broken file.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from .. import ai, games
from ..engine import codec
from ..engine.ruleset import Match
from . import atomic, paths
from .atomic import LoadProblem, Warn
from .seats import SeatConfig

FORMAT = 1
KIND = "match"
AUTOSAVE = "autosave.json"
SLOTS = range(1, 10)


class SeatLike(Protocol):
    """``session.controller.Seat`` or ``SeatConfig``: whatever the table holds."""

    @property
    def name(self) -> str: ...

    @property
    def level(self) -> str: ...


@dataclass(frozen=True)
class SavedMatch:
    match: Match[Any, Any]
    seats: tuple[SeatConfig, ...]
    saved_at: datetime  # UTC


@dataclass(frozen=True)
class SlotInfo:
    """What the load menu shows for one slot, without the caller touching the match."""

    slot: int
    game: str  # ruleset id
    title: str
    saved_at: datetime  # UTC
    deals: int  # deals started so far
    names: tuple[str, ...]
    scores: tuple[float, ...]  # each seat's running total in the game's own unit


def autosave(match: Match[Any, Any], seats: Sequence[SeatLike]) -> None:
    """Save the match in progress (after every trick and deal); raises OSError on a bad disk."""
    atomic.write_json(paths.data_dir() / AUTOSAVE, KIND, FORMAT, _to_json(match, seats))


def load_autosave() -> tuple[SavedMatch | None, list[LoadProblem]]:
    return atomic.load_json(paths.data_dir() / AUTOSAVE, KIND, FORMAT, _from_json)


def clear_autosave() -> None:
    """Forget the match in progress once it has ended."""
    (paths.data_dir() / AUTOSAVE).unlink(missing_ok=True)


def save_slot(slot: int, match: Match[Any, Any], seats: Sequence[SeatLike]) -> None:
    atomic.write_json(_slot_path(slot), KIND, FORMAT, _to_json(match, seats))


def load_slot(slot: int) -> tuple[SavedMatch | None, list[LoadProblem]]:
    return atomic.load_json(_slot_path(slot), KIND, FORMAT, _from_json)


def list_slots() -> tuple[list[SlotInfo], list[LoadProblem]]:
    """The filled slots in order (a broken one is moved aside and reported instead)."""
    infos: list[SlotInfo] = []
    problems: list[LoadProblem] = []
    for slot in SLOTS:
        saved, found = load_slot(slot)
        problems += found
        if saved is not None:
            m = saved.match
            infos.append(
                SlotInfo(
                    slot,
                    m.rules.id,
                    m.rules.title,
                    saved.saved_at,
                    m.deals,
                    tuple(s.name for s in saved.seats),
                    tuple(m.rules.match_scores(m.record)),
                )
            )
    return infos, problems


def _slot_path(slot: int) -> Path:
    if slot not in SLOTS:
        raise ValueError(f"save slots are numbered {SLOTS.start} to {SLOTS.stop - 1}, not {slot!r}")
    return paths.data_dir() / f"slot-{slot}.json"


def _to_json(match: Match[Any, Any], seats: Sequence[SeatLike]) -> dict[str, Any]:
    if len(seats) != match.rules.seats:
        raise ValueError(f"{match.rules.title} has {match.rules.seats} seats, got {len(seats)}")
    return {
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "seats": [{"name": s.name, "level": s.level} for s in seats],
        "match": match.to_json(),
    }


def _from_json(body: dict[str, Any], warn: Warn) -> SavedMatch:
    match = Match.from_json(body.get("match"), games.rulesets())
    seats = codec.decode(tuple[SeatConfig, ...], body.get("seats"), "$.seats")
    if len(seats) != match.rules.seats:
        raise ValueError(f"{len(seats)} seats for {match.rules.title}")
    levels = ai.levels(match.rules.id)
    for seat in seats:
        if not seat.human and seat.level not in levels:
            raise ValueError(f"unknown computer level {seat.level!r}")
    saved_at = datetime.fromisoformat(codec.decode(str, body.get("saved_at"), "$.saved_at"))
    if saved_at.tzinfo is None:
        raise ValueError("the time of saving has no time zone")
    return SavedMatch(match, seats, saved_at)
