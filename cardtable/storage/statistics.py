"""Statistics per game and per player name, in ``statistics.json``.

Every ``record_*`` call reads, adds and writes the file atomically, so a crash loses at most
the deal being recorded. Names are the keys: two seats with one name add up.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine import codec
from . import atomic, paths
from .atomic import LoadProblem, Warn

FORMAT = 1
KIND = "statistics"
FILE = "statistics.json"


@dataclass(frozen=True)
class PlayerStats:
    deals: int = 0
    points: float = 0.0  # the sum of the deal scores, for the average
    best_deal: float | None = None
    matches: int = 0
    wins: int = 0
    best_match: float | None = None  # the highest final total

    def __post_init__(self) -> None:
        if min(self.deals, self.matches, self.wins) < 0 or self.wins > self.matches:
            raise ValueError(f"impossible counts {self}")
        if not all(math.isfinite(x) for x in (self.points, self.best_deal or 0, self.best_match or 0)):
            raise ValueError(f"a score is not a finite number {self}")

    @property
    def average(self) -> float | None:
        """The average score per deal, None before the first deal."""
        return self.points / self.deals if self.deals else None


@dataclass(frozen=True)
class Statistics:
    games: dict[str, dict[str, PlayerStats]] = field(default_factory=dict)  # game id → name → figures

    def player(self, game: str, name: str) -> PlayerStats:
        return self.games.get(game, {}).get(name, PlayerStats())

    def with_deal(self, game: str, names: Sequence[str], scores: Sequence[float]) -> Statistics:
        """Add one finished deal: each seat's deal score."""
        return self._with(game, names, scores, (), _add_deal)

    def with_match(self, game: str, names: Sequence[str], scores: Sequence[float], winners: Sequence[int]) -> Statistics:
        """Add one finished match: each seat's final total and the winning seats."""
        return self._with(game, names, scores, winners, _add_match)

    def _with(self, game: str, names: Sequence[str], scores: Sequence[float], winners: Sequence[int], add: _Add) -> Statistics:
        if len(names) != len(scores):
            raise ValueError(f"{len(names)} names for {len(scores)} scores")
        table = {g: dict(players) for g, players in self.games.items()}
        players = table.setdefault(game, {})
        for seat, (name, score) in enumerate(zip(names, scores)):
            players[name] = add(players.get(name, PlayerStats()), float(score), seat in winners)
        return Statistics(table)


_Add = Callable[[PlayerStats, float, bool], PlayerStats]  # (figures, score, won) → new figures


def _add_deal(p: PlayerStats, score: float, won: bool) -> PlayerStats:
    best = score if p.best_deal is None else max(p.best_deal, score)
    return replace(p, deals=p.deals + 1, points=p.points + score, best_deal=best)


def _add_match(p: PlayerStats, score: float, won: bool) -> PlayerStats:
    best = score if p.best_match is None else max(p.best_match, score)
    return replace(p, matches=p.matches + 1, wins=p.wins + won, best_match=best)


def _from_json(body: dict[str, Any], warn: Warn) -> Statistics:
    return Statistics(codec.decode(dict[str, dict[str, PlayerStats]], body.get("games"), "$.games"))


def load_statistics() -> tuple[Statistics, list[LoadProblem]]:
    stats, problems = atomic.load_json(paths.data_dir() / FILE, KIND, FORMAT, _from_json)
    return (stats if stats is not None else Statistics()), problems


def _save(stats: Statistics) -> None:
    atomic.write_json(paths.data_dir() / FILE, KIND, FORMAT, {"games": codec.encode(stats.games)})


def record_deal(game: str, names: Sequence[str], scores: Sequence[float]) -> list[LoadProblem]:
    """Add one finished deal (each seat's deal score); returns problems met reading the file."""
    stats, problems = load_statistics()
    _save(stats.with_deal(game, names, scores))
    return problems


def record_match(game: str, names: Sequence[str], scores: Sequence[float], winners: Sequence[int]) -> list[LoadProblem]:
    """Add one finished match (final totals, winning seats); returns problems met reading."""
    stats, problems = load_statistics()
    _save(stats.with_match(game, names, scores, winners))
    return problems
