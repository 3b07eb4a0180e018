"""Checks for loaded records and states: each raises ValueError saying what is impossible.

The codec already guarantees the types of a loaded value; these say whether the values fit
the game: a seat that exists, a count in its range, a list as long as the table has seats.
"""

from __future__ import annotations

from collections.abc import Iterable, Sized

MAX_COUNT = 1_000_000  # a bound for counters that carry on from match to match (no real play nears it)


def require(ok: bool, message: str) -> None:
    if not ok:
        raise ValueError(message)


def seat(value: int | None, seats: int, what: str, optional: bool = False) -> None:
    """``value`` names one of ``seats`` seats (or is None when ``optional``)."""
    if value is None and optional:
        return
    require(value is not None and 0 <= value < seats, f"{what}: {value!r} is not a seat of {seats}")


def seats(values: Iterable[int], count: int, what: str) -> None:
    """Every value names a seat, none twice."""
    found = list(values)
    for v in found:
        seat(v, count, what)
    require(len(set(found)) == len(found), f"{what}: a seat is named twice")


def count(value: int, low: int, high: int, what: str) -> None:
    require(low <= value <= high, f"{what}: {value!r} is not from {low} to {high}")


def length(items: Sized, n: int, what: str) -> None:
    require(len(items) == n, f"{what}: {len(items)} entries for {n} seats")


def one_of(value: object, allowed: Iterable[object], what: str) -> None:
    options = tuple(allowed)
    require(value in options, f"{what}: {value!r} is not one of {', '.join(map(str, options))}")
