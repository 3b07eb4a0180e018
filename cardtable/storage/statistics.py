"""Statistics per game and per player name, in ``statistics.json``.

Every ``record_*`` call reads, adds and writes the file atomically, so a crash loses at most
the deal being recorded. Names are the keys: two seats with one name add up.

Beside the figures of every seat, each game keeps what its pictures need, for the human
players only: their last ``RESULTS`` deal scores in order (results over time), their matches
and wins against each level of computer (the strongest computer at the table; ``human`` when
there was none), and the points the review found their decisions cost (each reviewed deal
once). The game played last is remembered, for the screen to open on.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from typing import Any

from ..engine import codec
from . import atomic, paths
from .atomic import LoadProblem, Warn
from .seats import COMPUTER_LEVELS, HUMAN

FORMAT = 1
KIND = "statistics"
FILE = "statistics.json"
RESULTS = 200  # deal scores kept per game for the chart over time
REVIEWED = 500  # reviewed deals remembered per game: a deal reviewed again is not counted twice


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
class Result:
    """One finished deal of a human player: the chart of results over time."""

    name: str
    score: float
    day: str = ""  # the UTC date it was played, YYYY-MM-DD

    def __post_init__(self) -> None:
        if not math.isfinite(self.score):
            raise ValueError(f"a score is not a finite number {self}")


@dataclass(frozen=True)
class Record:
    """Matches played and won (against one level of computer)."""

    matches: int = 0
    wins: int = 0

    def __post_init__(self) -> None:
        if not 0 <= self.wins <= self.matches:
            raise ValueError(f"impossible counts {self}")


@dataclass(frozen=True)
class Costs:
    """What the review found a player's decisions cost, over the deals reviewed."""

    deals: int = 0
    loss: float = 0.0

    def __post_init__(self) -> None:
        if self.deals < 0 or not math.isfinite(self.loss) or self.loss < 0:
            raise ValueError(f"impossible review figures {self}")

    @property
    def average(self) -> float | None:
        return self.loss / self.deals if self.deals else None


@dataclass(frozen=True)
class ParResult:
    """One deal of a human player against par: their score and the expert's from their seat."""

    name: str
    played: float
    par: float
    day: str = ""  # the UTC date, YYYY-MM-DD

    def __post_init__(self) -> None:
        if not (math.isfinite(self.played) and math.isfinite(self.par)):
            raise ValueError(f"a score is not a finite number {self}")


@dataclass(frozen=True)
class Pictures:
    """One game's figures for the pictures of the statistics screen (human players only)."""

    results: tuple[Result, ...] = ()  # the last RESULTS deals, oldest first
    levels: dict[str, dict[str, Record]] = field(default_factory=dict)  # name → opponent level → matches
    costs: dict[str, Costs] = field(default_factory=dict)  # name → reviewed deals
    reviewed: tuple[str, ...] = ()  # the reviewed deals' ids, the last REVIEWED
    pars: tuple[ParResult, ...] = ()  # the last RESULTS deals with their par, oldest first

    def names(self) -> list[str]:
        """The human players of this game, the one with the most deals first."""
        counts: dict[str, int] = {}
        for r in self.results:
            counts[r.name] = counts.get(r.name, 0) + 1
        for name in [*self.levels, *self.costs]:
            counts.setdefault(name, 0)
        return sorted(counts, key=lambda n: (-counts[n], n))


@dataclass(frozen=True)
class Statistics:
    games: dict[str, dict[str, PlayerStats]] = field(default_factory=dict)  # game id → name → figures
    pictures: dict[str, Pictures] = field(default_factory=dict)  # game id → its pictures' figures
    last_game: str = ""  # the game a deal was finished in last

    def player(self, game: str, name: str) -> PlayerStats:
        return self.games.get(game, {}).get(name, PlayerStats())

    def of(self, game: str) -> Pictures:
        return self.pictures.get(game, Pictures())

    def with_deal(self, game: str, names: Sequence[str], scores: Sequence[float], levels: Sequence[str] = (),
                  day: str = "") -> Statistics:
        """Add one finished deal: each seat's deal score; with the seats' ``levels`` (``human``
        or a computer level) the humans' scores go into the results over time too."""
        stats = self._with(game, names, scores, (), _add_deal)
        pic = self.of(game)
        added = tuple(Result(name, float(score), day) for name, score, level in zip(names, scores, levels) if level == HUMAN)
        results = (*pic.results, *added)[-RESULTS:]
        return replace(stats, pictures={**self.pictures, game: replace(pic, results=results)}, last_game=game)

    def with_match(self, game: str, names: Sequence[str], scores: Sequence[float], winners: Sequence[int],
                   levels: Sequence[str] = ()) -> Statistics:
        """Add one finished match: each seat's final total and the winning seats; with the
        seats' ``levels``, each human's match against the strongest computer at the table."""
        stats = self._with(game, names, scores, winners, _add_match)
        pic = self.of(game)
        table = {name: dict(records) for name, records in pic.levels.items()}
        for seat, (name, level) in enumerate(zip(names, levels)):
            if level == HUMAN:
                against = opponent_level([lv for s, lv in enumerate(levels) if s != seat])
                old = table.setdefault(name, {}).get(against, Record())
                table[name][against] = Record(old.matches + 1, old.wins + (seat in winners))
        return replace(stats, pictures={**self.pictures, game: replace(pic, levels=table)})

    def with_review(self, game: str, name: str, deal: str, loss: float) -> Statistics:
        """Add what the review of one deal (``deal``: its id) found ``name``'s decisions cost;
        a deal already counted is not counted again."""
        pic = self.of(game)
        if deal in pic.reviewed:
            return self
        old = pic.costs.get(name, Costs())
        costs = {**pic.costs, name: Costs(old.deals + 1, old.loss + max(0.0, float(loss)))}
        new = replace(pic, costs=costs, reviewed=(*pic.reviewed, deal)[-REVIEWED:])
        return replace(self, pictures={**self.pictures, game: new})

    def with_par(self, game: str, name: str, played: float, par: float, day: str = "") -> Statistics:
        """Add one deal of ``name`` with its par (the results against par over time)."""
        pic = self.of(game)
        pars = (*pic.pars, ParResult(name, float(played), float(par), day))[-RESULTS:]
        return replace(self, pictures={**self.pictures, game: replace(pic, pars=pars)})

    def _with(self, game: str, names: Sequence[str], scores: Sequence[float], winners: Sequence[int], add: _Add) -> Statistics:
        if len(names) != len(scores):
            raise ValueError(f"{len(names)} names for {len(scores)} scores")
        table = {g: dict(players) for g, players in self.games.items()}
        players = table.setdefault(game, {})
        for seat, (name, score) in enumerate(zip(names, scores)):
            players[name] = add(players.get(name, PlayerStats()), float(score), seat in winners)
        return replace(self, games=table)


def opponent_level(levels: Sequence[str]) -> str:
    """The strongest computer level among ``levels``; ``human`` when none is a computer."""
    computers = [lv for lv in levels if lv in COMPUTER_LEVELS]
    return max(computers, key=COMPUTER_LEVELS.index) if computers else HUMAN


_Add = Callable[[PlayerStats, float, bool], PlayerStats]  # (figures, score, won) → new figures


def _add_deal(p: PlayerStats, score: float, won: bool) -> PlayerStats:
    best = score if p.best_deal is None else max(p.best_deal, score)
    return replace(p, deals=p.deals + 1, points=p.points + score, best_deal=best)


def _add_match(p: PlayerStats, score: float, won: bool) -> PlayerStats:
    best = score if p.best_match is None else max(p.best_match, score)
    return replace(p, matches=p.matches + 1, wins=p.wins + won, best_match=best)


def _from_json(body: dict[str, Any], warn: Warn) -> Statistics:
    return Statistics(codec.decode(dict[str, dict[str, PlayerStats]], body.get("games"), "$.games"),
                      codec.decode(dict[str, Pictures], body.get("pictures", {}), "$.pictures"),
                      codec.decode(str, body.get("last_game", ""), "$.last_game"))


def load_statistics() -> tuple[Statistics, list[LoadProblem]]:
    stats, problems = atomic.load_json(paths.data_dir() / FILE, KIND, FORMAT, _from_json)
    return (stats if stats is not None else Statistics()), problems


def _save(stats: Statistics) -> None:
    atomic.write_json(paths.data_dir() / FILE, KIND, FORMAT, {"games": codec.encode(stats.games),
                                                              "pictures": codec.encode(stats.pictures), "last_game": stats.last_game})


def record_deal(game: str, names: Sequence[str], scores: Sequence[float], levels: Sequence[str] = ()) -> list[LoadProblem]:
    """Add one finished deal (each seat's deal score and level); returns problems met reading the file."""
    stats, problems = load_statistics()
    _save(stats.with_deal(game, names, scores, levels, datetime.now(UTC).date().isoformat()))
    return problems


def record_match(game: str, names: Sequence[str], scores: Sequence[float], winners: Sequence[int],
                 levels: Sequence[str] = ()) -> list[LoadProblem]:
    """Add one finished match (final totals, winning seats, each seat's level); returns problems met reading."""
    stats, problems = load_statistics()
    _save(stats.with_match(game, names, scores, winners, levels))
    return problems


def record_par(game: str, name: str, played: float, par: float) -> list[LoadProblem]:
    """Add one deal's score against its par; returns problems met reading the file."""
    stats, problems = load_statistics()
    _save(stats.with_par(game, name, played, par, datetime.now(UTC).date().isoformat()))
    return problems


def record_review(game: str, name: str, deal: str, loss: float) -> list[LoadProblem]:
    """Add the cost the review found in one deal of ``name`` (once per deal id); returns problems met reading."""
    stats, problems = load_statistics()
    _save(stats.with_review(game, name, deal, loss))
    return problems
