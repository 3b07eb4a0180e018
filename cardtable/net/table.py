"""One table on the server: the match (the rules engine decides everything), its seats, and
what each seat is shown. No sockets and no files here: ``server`` feeds it and saves it.

A seat is either a computer level chosen at creation, or a person's seat: open until someone
joins it (receiving the secret token that gives it back), then held by that person. A person
who drops keeps the seat; when the table's grace period runs out a computer (the stand-in)
plays it until the person returns. What a seat is sent is only the engine's view for that
seat: ``rules.observation(state, seat)`` and each event's ``for_seat(seat)``.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from .. import games
from ..ai import levels, make_player
from ..ai.base import Player
from ..engine import codec, dealcode
from ..engine.actions import Action
from ..engine.events import DEAL, DEAL_SCORED, Event
from ..engine.ruleset import Match, Ruleset
from ..storage.seats import HUMAN
from . import codes
from .protocol import MAX_NAME

DEFAULT_GRACE = 120  # seconds a dropped person keeps the seat before a computer plays it
STANDIN_LEVEL = "normal"
SAVE_KIND, SAVE_FORMAT = "cardtable-table", 1


class TableError(ValueError):
    """A request the table refuses; ``code`` is the error frame's code."""

    def __init__(self, code: str, detail: str) -> None:
        super().__init__(detail)
        self.code = code


@dataclass
class Seat:
    kind: str  # HUMAN (a person's seat) or a computer level
    name: str = ""
    token_hash: str = ""  # "" while a person's seat is open
    ready: bool = False  # the person wants the next deal dealt
    standin: bool = False  # the grace period ran out: a computer plays until the person returns

    @property
    def person(self) -> bool:
        return self.kind == HUMAN

    @property
    def taken(self) -> bool:
        return bool(self.token_hash)


class Table:
    def __init__(self, code: str, rules: Ruleset, seats: list[Seat], seed: int, grace: int = DEFAULT_GRACE,
                 timer: int = 0, match: Match | None = None) -> None:
        self.code = code
        self.rules = rules
        self.seats = seats
        self.seed = seed
        self.grace = grace
        self.timer = timer  # seconds a person has for a move (0: no limit); then the stand-in moves
        self.match = match if match is not None else Match.new(rules, seed)
        self.version = 0  # bumped by every change the seats are shown
        self.players: list[Player | None] = [
            None if s.person else make_player(rules, s.kind, i, seed) for i, s in enumerate(seats)]
        self._standins: dict[int, Player] = {}

    @classmethod
    def create(cls, code: str, game: str, kinds: list[str], variants: dict[str, Any], grace: int = DEFAULT_GRACE,
               timer: int = 0) -> Table:
        try:
            rules = games.get(game)({k: str(v).lower() if isinstance(v, bool) else v for k, v in variants.items()},
                                    len(kinds))
        except (ValueError, TypeError) as exc:
            raise TableError("bad_table", str(exc)) from None
        valid = levels(rules.id)
        for kind in kinds:
            if kind != HUMAN and kind not in valid:
                raise TableError("bad_table", f"a seat is {HUMAN} or a level ({', '.join(valid)}), not {kind!r}")
        if HUMAN not in kinds:
            raise TableError("bad_table", "a table needs at least one seat for a person")
        return cls(code, rules, [Seat(k) for k in kinds], secrets.randbits(48), grace, timer)

    # ---- seats -------------------------------------------------------------------------
    def join(self, name: str, seat: int | None) -> tuple[int, str]:
        """Seat a person (the first open seat, or ``seat``); returns the seat and its token."""
        name = " ".join(name.split())[:MAX_NAME]
        open_seats = [i for i, s in enumerate(self.seats) if s.person and not s.taken]
        if seat is None:
            if not open_seats:
                raise TableError("seat_taken", "every seat at this table is taken")
            seat = open_seats[0]
        elif seat not in open_seats:
            raise TableError("seat_taken", f"seat {seat} is not open (open: {open_seats or 'none'})")
        token = codes.new_token()
        self.seats[seat] = Seat(HUMAN, name, codes.token_hash(token))
        self.version += 1
        return seat, token

    def seat_of(self, token: str) -> int:
        for i, s in enumerate(self.seats):
            if s.person and codes.token_matches(token, s.token_hash):
                return i
        raise TableError("bad_token", "this token holds no seat at this table")

    def set_standin(self, seat: int, on: bool) -> None:
        if self.seats[seat].standin != on:
            self.seats[seat].standin = on
            self.version += 1

    def standin(self, seat: int) -> Player:
        if seat not in self._standins:
            self._standins[seat] = make_player(self.rules, STANDIN_LEVEL, seat, self.seed)
        return self._standins[seat]

    def acting_players(self) -> list[Player | None]:
        """Who the computers are now: the computer seats and the stand-ins."""
        return [self.standin(i) if s.standin else self.players[i] for i, s in enumerate(self.seats)]

    # ---- the match ---------------------------------------------------------------------
    @property
    def status(self) -> str:
        if self.match.over:
            return "over"
        if self.match.deal_running:
            return "playing"
        return "waiting" if self.match.deals == 0 else "between"

    def set_ready(self, seat: int) -> None:
        if self.match.deal_running or self.match.over:
            raise TableError("not_now", "a deal is running" if self.match.deal_running else "the match is over")
        self.seats[seat].ready = True
        self.version += 1

    def may_deal(self) -> bool:
        """Every person's seat taken and its person ready (or played by the stand-in)."""
        return (self.match.deals == 0 or not self.match.deal_running) and not self.match.over and all(
            not s.person or s.standin or (s.taken and s.ready) for s in self.seats)

    def deal(self) -> list[Event]:
        events = self.match.next_deal()
        for s in self.seats:
            s.ready = False
        self.version += 1
        return events

    def act(self, seat: int, action: Action) -> list[Event]:
        """Apply one seat's action; raises ``IllegalAction`` and changes nothing."""
        events = self.match.apply(seat, action)
        self.version += 1
        return events

    def view(self, seat: int, events: list[Event], full: bool) -> dict[str, Any]:
        """The update frame's fields for ``seat``: its events, its observation and the public
        match; the record (the score sheet) when a deal was dealt or scored, or ``full``."""
        state = self.match.state
        obs = None if state is None else self.rules.observation(state, seat)
        fields: dict[str, Any] = {
            "version": self.version,
            "events": [codec.encode(e.for_seat(seat)) for e in events],
            "obs": None if obs is None else codec.encode(obs),
            "code": str(dealcode.code_of(self.match)) if state is not None else "",
            "deals": self.match.deals,
            "deal_running": self.match.deal_running,
            "match_over": self.match.over,
        }
        if full or any(e.kind in (DEAL, DEAL_SCORED) for e in events):
            fields["record"] = codec.encode(self.match.record)
        return fields

    def seats_view(self, present: set[int]) -> list[dict[str, Any]]:
        return [{"kind": s.kind, "name": s.name, "taken": s.taken or not s.person, "present": i in present or not s.person,
                 "ready": s.ready, "standin": s.standin} for i, s in enumerate(self.seats)]

    # ---- saving ------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "seed": self.seed, "grace": self.grace, "timer": self.timer, "version": self.version,
                "seats": [{"kind": s.kind, "name": s.name, "token": s.token_hash, "ready": s.ready, "standin": s.standin}
                          for s in self.seats],
                "match": self.match.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Table:
        """A saved table; raises ValueError (and its subclasses) on anything that does not fit."""
        match = Match.from_json(data.get("match"), games.rulesets())
        code = data.get("code")
        if not isinstance(code, str):
            raise ValueError("the table's code is a string")
        seed, grace, timer, version = (_whole(data, k) for k in ("seed", "grace", "timer", "version"))
        raw = data.get("seats")
        if not isinstance(raw, list) or len(raw) != match.rules.seats:
            raise ValueError(f"{match.rules.seats} seats expected")
        seats = []
        for s in raw:
            seat = codec.decode(_SavedSeat, s, "$.seats")
            seats.append(Seat(seat.kind, seat.name, seat.token, seat.ready, seat.standin))
        table = cls(code, match.rules, seats, seed, grace, timer, match)
        table.version = version
        if any(not s.person and s.kind not in levels(match.rules.id) for s in seats):
            raise ValueError("unknown computer level")
        return table


def _whole(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if type(value) is not int or value < 0:
        raise ValueError(f"{key} is a whole number, not {value!r}")
    return value


@dataclass
class _SavedSeat:
    kind: str
    name: str
    token: str
    ready: bool
    standin: bool
