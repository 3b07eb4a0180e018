"""The matches in progress, one per game (``autosave-<game>.json``), and the player's save
slots (``slot-N.json``). A match of one game never replaces another game's: "Continue" lists
every game in progress. (``autosave.json``, the single autosave of earlier versions, is still
read, and moved to its game's name on the first load.)

Both hold the same thing: ``Match.to_json()``, the seats (names, human or computer level)
and the time of saving. Loading goes through ``Match.from_json``, so a save is validated
data; a ``SaveFormatError`` (or any other fault) moves the file aside like a broken file.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Protocol

from .. import games
from ..engine import codec
from ..engine.ruleset import Match
from . import atomic, paths
from .atomic import LoadProblem, Warn
from .seats import COMPUTER_LEVELS, SeatConfig

FORMAT = 1
KIND = "match"
AUTOSAVE = "autosave-{game}.json"
OLD_AUTOSAVE = "autosave.json"  # one for all games, before each game had its own
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


def _autosave_path(game: str) -> Path:
    return paths.data_dir() / AUTOSAVE.format(game=game)


def autosave(match: Match[Any, Any], seats: Sequence[SeatLike]) -> None:
    """Save the match in progress of its game; raises OSError on a bad disk."""
    atomic.write_json(_autosave_path(match.rules.id), KIND, FORMAT, _to_json(match, seats))


def load_autosaves() -> tuple[list[SavedMatch], list[LoadProblem]]:
    """Every game's match in progress, the most recently saved first (a broken file is
    moved aside and reported instead)."""
    problems = _move_old_autosave()
    found: list[SavedMatch] = []
    for game in games.rulesets():
        saved, more = atomic.load_json(_autosave_path(game), KIND, FORMAT, _from_json)
        problems += more
        if saved is not None and saved.match.rules.id == game:
            found.append(saved)
    return sorted(found, key=lambda s: s.saved_at, reverse=True), problems


def load_autosave(game: str | None = None) -> tuple[SavedMatch | None, list[LoadProblem]]:
    """The match in progress of ``game`` (None: the one saved last, whatever its game)."""
    if game is None:
        saved, problems = load_autosaves()
        return (saved[0] if saved else None), problems
    problems = _move_old_autosave()
    one, more = atomic.load_json(_autosave_path(game), KIND, FORMAT, _from_json)
    return one, problems + more


def clear_autosave(game: str) -> None:
    """Forget the match in progress of ``game`` once it has ended."""
    _autosave_path(game).unlink(missing_ok=True)


def _move_old_autosave() -> list[LoadProblem]:
    """The single autosave of earlier versions becomes its game's, unless that game has a
    newer one of its own; a broken one is moved aside like any broken file."""
    old = paths.data_dir() / OLD_AUTOSAVE
    if not old.exists() and not old.is_symlink():
        return []
    saved, problems = atomic.load_json(old, KIND, FORMAT, _from_json)
    if saved is not None:
        target = _autosave_path(saved.match.rules.id)
        own, more = atomic.load_json(target, KIND, FORMAT, _from_json)
        problems += more
        if own is not None and own.saved_at > saved.saved_at:
            old.unlink()
        else:
            os.replace(old, target)
    return problems


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
    for seat in seats:  # every game offers every level (a test checks)
        if not seat.human and seat.level not in COMPUTER_LEVELS:
            raise ValueError(f"unknown computer level {seat.level!r}")
    saved_at = datetime.fromisoformat(codec.decode(str, body.get("saved_at"), "$.saved_at"))
    if saved_at.tzinfo is None:
        raise ValueError("the time of saving has no time zone")
    return SavedMatch(match, seats, saved_at)
