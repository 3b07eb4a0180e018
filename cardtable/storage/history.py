"""The deal history: every finished deal as one file, ``history/deal-<UTC time>-<game>.json``.

A file holds the deal's code, the deal state as it was dealt, the actions in order (seat and
action id), each seat's player (a person's name or a computer's level) and, since 2026-11,
each seat's name and the deck played with (``names``, ``theme``), the deal's scores, a digest
of the events the actions caused, and ``"practice": true`` for a deal played in practice. Loading replays the actions through the rules, so a file whose actions are not legal,
whose scores or events differ from what the replay gives, or that does not parse at all is
moved aside like any broken file, and the other deals still load. The folder keeps the last
``LIMIT`` deals; ``cardtable simulate --save-deals DIR`` writes the same files, unbounded.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .. import games
from ..engine import codec, dealcode
from ..engine.actions import Action
from ..engine.dealcode import DealCode
from ..engine.events import Event
from ..engine.ruleset import Ruleset, present
from . import atomic, paths
from .atomic import LoadProblem, Warn
from .settings import THEMES

FORMAT = 1
KIND = "deal"
FOLDER = "history"
LIMIT = 500  # deals kept in the history folder
MAX_ACTIONS = 2_000  # far above any real deal
_NAME = re.compile(r"deal-[0-9TZ]+(-[0-9]+)?-[a-z]+\.json")


@dataclass(frozen=True)
class DealRecord:
    code: DealCode
    start: Any  # the deal state as it was dealt
    actions: tuple[tuple[int, Action], ...]  # (seat, action) in the order they were taken
    players: tuple[str, ...]  # per seat: a human's name or a computer level
    played_at: datetime  # UTC, when the deal ended
    scores: tuple[float, ...]
    events: str  # digest of the events the actions caused (see ``digest``)
    practice: bool = False  # played in practice with open cards: kept here, never in the statistics
    names: tuple[str, ...] = ()  # per seat as the table named it ("": the unnamed player); () in older files
    theme: str = ""  # the deck it was played with (``settings.THEMES``); "" in older files
    results: tuple[float, ...] = ()  # ``rules.deal_result`` of the deal (worked out, not stored)
    par: tuple[tuple[int, float], ...] = ()  # (seat, the expert's score from it): session.par, added when found

    @property
    def rules(self) -> Ruleset[Any, Any, Any]:
        return self.code.rules


def folder() -> Path:
    return paths.data_dir() / FOLDER


def digest(events: Sequence[Event]) -> str:
    """A fingerprint of the events the rules gave for a deal's actions: equal lists, equal digests."""
    plain = [codec.encode(e) for e in events]
    return hashlib.sha256(json.dumps(plain, sort_keys=True, ensure_ascii=False).encode()).hexdigest()


def replay(rules: Ruleset[Any, Any, Any], start: Any,
           actions: Sequence[tuple[int, Action]]) -> Iterator[tuple[int, Action, Any, list[Event]]]:
    """Each action with the state it was taken in and the events it caused; an action the
    rules forbid raises ``IllegalAction`` (a ValueError)."""
    state = start
    for seat, action in actions:
        after, events = rules.apply(state, seat, action)
        yield seat, action, state, events
        state = after


def save_deal(record: DealRecord, where: Path | None = None, limit: int | None = LIMIT) -> Path:
    """Write one deal (into the history folder unless ``where``), then drop the oldest files
    beyond ``limit``; raises OSError on a bad disk."""
    target = where if where is not None else folder()
    stamp = record.played_at.astimezone(UTC).strftime("%Y%m%dT%H%M%S%fZ")
    path = target / f"deal-{stamp}-{record.rules.id}.json"
    n = 1
    while path.exists():
        path = target / f"deal-{stamp}-{n}-{record.rules.id}.json"
        n += 1
    atomic.write_json(path, KIND, FORMAT, _to_json(record))
    if limit is not None:
        for old in _deal_files(target)[:-limit]:
            old.unlink(missing_ok=True)
    return path


def add_par(path: Path, seat: int, score: float) -> None:
    """Keep a seat's par in a stored deal (the par is found after the deal was saved); raises
    OSError, or ValueError when the file no longer loads."""
    record = read_deal(path)
    pars = dict(record.par) | {seat: float(score)}
    atomic.write_json(path, KIND, FORMAT, _to_json(replace(record, par=tuple(sorted(pars.items())))))


def load_deal(path: Path) -> tuple[DealRecord | None, list[LoadProblem]]:
    return atomic.load_json(path, KIND, FORMAT, _from_json)


def read_deal(path: Path) -> DealRecord:
    """A deal file named on the command line, validated like the history; a file that does
    not load is left where it is and a ValueError says why."""
    return atomic.read_checked(path, KIND, FORMAT, _from_json)


def deal_files(where: Path | None = None) -> list[Path]:
    """The history's deal files, newest first (``load_deal`` each; the history screen loads
    them on a worker thread: replaying 500 deals takes seconds)."""
    return _deal_files(where if where is not None else folder())[::-1]


def load_history(where: Path | None = None) -> tuple[list[tuple[Path, DealRecord]], list[LoadProblem]]:
    """The stored deals, newest first; broken files are moved aside and reported."""
    deals: list[tuple[Path, DealRecord]] = []
    problems: list[LoadProblem] = []
    for path in deal_files(where):
        record, found = load_deal(path)
        problems += found
        if record is not None:
            deals.append((path, record))
    return deals, problems


def _deal_files(where: Path) -> list[Path]:
    try:
        names = sorted(p.name for p in where.iterdir() if _NAME.fullmatch(p.name))
    except OSError:  # no history yet
        return []
    return [where / name for name in names]


def _dealing(codes: list[DealCode], start: Any) -> DealCode:
    """The one of a code's readings that deals ``start``'s cards (the first when none does)."""
    return next((c for c in codes if present(dealcode.deal(c)[0].state).hands == start.hands), codes[0])


def _par(item: dict[str, float], seats: int) -> tuple[int, float]:
    seat = item.get("seat")
    if set(item) != {"seat", "score"} or seat not in range(seats):
        raise ValueError(f"a par is {{\"seat\": 0 to {seats - 1}, \"score\": a number}}, not {item}")
    return int(item["seat"]), float(item["score"])


def _to_json(record: DealRecord) -> dict[str, Any]:
    return {
        "code": str(record.code),
        "played_at": record.played_at.astimezone(UTC).isoformat(timespec="seconds"),
        "players": list(record.players),
        "start": codec.encode(record.start),
        "actions": [[seat, action.id] for seat, action in record.actions],
        "scores": list(record.scores),
        "events": record.events,
        **({"practice": True} if record.practice else {}),
        **({"names": list(record.names)} if record.names else {}),
        **({"theme": record.theme} if record.theme else {}),
        **({"par": [{"seat": seat, "score": score} for seat, score in record.par]} if record.par else {}),
    }


def _from_json(body: dict[str, Any], warn: Warn) -> DealRecord:
    codes = dealcode.readings(codec.decode(str, body.get("code"), "$.code"), games.rulesets())
    rules = codes[0].rules
    start = codec.decode(rules.STATE_TYPE, body.get("start"), "$.start")
    rules.check_state(start)
    code = codes[0] if len(codes) == 1 else _dealing(codes, start)
    raw_actions = codec.decode(list[tuple[int, str]], body.get("actions"), "$.actions")
    if len(raw_actions) > MAX_ACTIONS:
        raise ValueError(f"{len(raw_actions)} actions: no deal has that many")
    actions = tuple((seat, Action.parse(text)) for seat, text in raw_actions)
    players = codec.decode(tuple[str, ...], body.get("players"), "$.players")
    if len(players) != rules.seats:
        raise ValueError(f"{len(players)} players for {rules.seats} seats")
    scores = codec.decode(tuple[float, ...], body.get("scores"), "$.scores")
    played_at = datetime.fromisoformat(codec.decode(str, body.get("played_at"), "$.played_at"))
    if played_at.tzinfo is None:
        raise ValueError("the time of the deal has no time zone")
    events: list[Event] = []
    state = start
    for seat, action in actions:
        if rules.deal_over(state):
            raise ValueError(f"an action after the deal was over: {action.id}")
        state, caused = rules.apply(state, seat, action)
        events += caused
    if not rules.deal_over(state):
        raise ValueError("the deal is not finished")
    if tuple(rules.deal_scores(state)) != scores:
        raise ValueError("the scores are not what the actions give")
    found = codec.decode(str, body.get("events"), "$.events")
    if found != digest(events):
        raise ValueError("the events are not what the actions give")
    practice = codec.decode(bool, body.get("practice", False), "$.practice")
    names = codec.decode(tuple[str, ...], body.get("names", []), "$.names")
    if names and len(names) != rules.seats:
        raise ValueError(f"{len(names)} names for {rules.seats} seats")
    theme = codec.decode(str, body.get("theme", ""), "$.theme")
    if theme and theme not in THEMES:
        raise ValueError(f"unknown deck {theme!r}; valid: {', '.join(THEMES)}")
    par = tuple(_par(item, rules.seats) for item in codec.decode(list[dict[str, float]], body.get("par", []), "$.par"))
    return DealRecord(code, start, actions, players, played_at, scores, found, practice, names, theme,
                      tuple(rules.deal_result(state)), par)
