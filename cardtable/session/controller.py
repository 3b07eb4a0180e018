"""The interactive match: seats (human or computer), human input, computer thinking off-thread.

The table owns one ``MatchController``. Human actions are applied at once; computer seats are
asked through the shared turn loop (``driver.computer_choice``: interjections first, then the
seat on turn) on a worker thread, against a private copy of the match. The result is taken
over only if nobody acted in the meantime (Schnapsen rules §7.7: a human action submitted before the
computer's move is applied first), and not before a short visible delay.
"""

from __future__ import annotations

import copy
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from ..ai import make_player
from ..ai.base import Player
from ..engine import dealcode
from ..engine.actions import Action, Reason
from ..engine.dealcode import DealCode
from ..engine.events import Event
from ..engine.observation import Observation
from ..engine.ruleset import Match, Ruleset
from ..storage.history import DealRecord
from ..storage.seats import HUMAN, SeatConfig  # noqa: F401  (HUMAN: re-exported for the menus)
from .deallog import DealLog
from .driver import computer_choice
from .par import Par, ParWorker
from .persistence import MatchKeeper

Seat = SeatConfig  # one seat type for the table, the settings and the saves


@dataclass
class _Job:
    version: int
    future: Future
    ready_at: float  # monotonic time before which the result is not shown (visible delay)


class MatchController:
    """One match at the table: ``submit`` for humans, ``poll`` to let computers act.

    The ``session.source.TableSource`` of every match held on this machine."""

    def __init__(self, rules: Ruleset, seats: list[Seat], seed: int, think_delay: float = 0.5,
                 keeper: MatchKeeper | None = None, practice: bool = False) -> None:
        if len(seats) != rules.seats:
            raise ValueError(f"{rules.title} needs {rules.seats} seats, got {len(seats)}")
        self.rules = rules
        self.seats = list(seats)
        self.seed = seed
        self.think_delay = think_delay
        self.keeper = keeper  # autosave and statistics; None: nothing is written
        self.match = Match.new(rules, seed)
        self.players: list[Player | None] = [
            None if s.human else make_player(rules, s.level, i, seed) for i, s in enumerate(seats)
        ]
        self.version = 0  # bumped by every applied action: stale computer results are dropped
        self._idle_version = -1  # a version at which the computers declined to act
        self._job: _Job | None = None
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self.deal_log: DealLog | None = None  # the deal being played, for the history
        self.viewer = self.humans[0] if self.humans else 0  # whose hand is shown (hot-seat moves it)
        self.practice = practice  # open cards and a hint always shown (ui.practice); nothing counted
        self.single: DealCode | None = None  # one deal played again from its code (session.replay)
        self.theme: Callable[[], str] = lambda: ""  # the deck the table draws (it sets this): kept with each deal
        self._par_worker: ParWorker | None = None
        self._pars: list[tuple[int, Future[Par]]] = []  # the last finished deal's, by seat
        self._par_found: dict[int, Par] = {}

    @classmethod
    def resume(cls, match: Match, seats: list[Seat], think_delay: float = 0.5,
               keeper: MatchKeeper | None = None) -> MatchController:
        """Continue a loaded match exactly where it was saved (same hands, scores and seats)."""
        controller = cls(match.rules, seats, match.seed, think_delay, keeper)
        controller.match = match
        return controller

    @classmethod
    def from_code(cls, code: DealCode, seats: list[Seat], keeper: MatchKeeper | None = None,
                  practice: bool = False) -> MatchController:
        """A match whose first deal is the code's deal, card for card in the same seats."""
        controller = cls(code.rules, seats, code.seed, keeper=keeper, practice=practice)
        controller.match = dealcode.match_for(code)
        return controller

    # ---- what the table asks -----------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def observation(self, seat: int | None = None) -> Observation | None:
        state = self.match.state
        return None if state is None else self.rules.observation(state, self.viewer if seat is None else seat)

    def legal(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.match.state, seat) if self.match.deal_running else []

    def why_illegal(self, seat: int, action: Action) -> Reason:
        return self.rules.why_illegal(self.match.state, seat, action)

    @property
    def thinking(self) -> bool:
        return self._job is not None

    @property
    def deal_running(self) -> bool:
        return self.match.deal_running

    @property
    def match_over(self) -> bool:
        return self.match.over

    @property
    def record(self) -> Any:
        return self.match.record

    @property
    def code(self) -> str:
        return str(dealcode.code_of(self.match)) if self.match.state is not None else ""

    @property
    def local_match(self) -> Match:
        return self.match

    # ---- acting ------------------------------------------------------------------------
    def next_deal(self) -> list[Event]:
        self.pars()  # the last deal's pars that are ready still go to the history and statistics
        self._pars, self._par_found = [], {}
        if self.match.over:
            self.match = Match.new(self.rules, self.seed + self.match.deals + 1, previous=self.match.record)
        events = self.match.next_deal()
        self.deal_log = DealLog(self.match)
        return self._changed(events)

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Apply a human action; raises ``IllegalAction`` (with its reason) and changes nothing."""
        return self._changed(self.match.apply(seat, action), (seat, action))

    def poll(self, now: float | None = None) -> list[Event] | None:
        """Start or collect computer thinking; the events of a computer action once it is due."""
        if not self.match.deal_running or self._idle_version == self.version:
            return None
        now = time.monotonic() if now is None else now
        job = self._job
        if job is None or job.version != self.version:
            if job is not None:
                job.future.cancel()
            self._job = _Job(self.version, self._pool.submit(self._think, copy.copy(self.match)), now + self.think_delay)
            return None
        if not job.future.done() or now < job.ready_at:
            return None
        self._job = None
        result = job.future.result()  # an exception in a computer player surfaces here
        if result is None:
            self._idle_version = self.version
            return None
        self.match, events, choice = result
        return self._changed(events, choice)

    def restore(self, match: Match) -> None:
        """Continue from an earlier snapshot of this match (undo): pending computer work is
        dropped (the version bump makes it stale) and the computers start afresh from it."""
        if self._job is not None:
            self._job.future.cancel()
            self._job = None
        self.match = match
        if self.deal_log is not None and not self.deal_log.rewind(match):
            self.deal_log = None  # a snapshot of another deal: this one is not kept in the history
        self.players = [None if s.human else make_player(self.rules, s.level, i, self.seed) for i, s in enumerate(self.seats)]
        self.version += 1

    def _think(self, match: Match) -> tuple[Match, list[Event], tuple[int, Action]] | None:
        # Match.apply replaces state and record instead of mutating them, so a shallow copy
        # is a private match the worker may advance.
        choice = computer_choice(match, self.players)
        return None if choice is None else (match, match.apply(*choice), choice)

    def _changed(self, events: list[Event], acted: tuple[int, Action] | None = None) -> list[Event]:
        self.version += 1
        log = self.deal_log
        if log is not None and acted is not None:
            log.add(self.match, *acted, events)
        if self.keeper is not None:
            self.keeper.after(self.match, self.seats, events)
        if log is not None and acted is not None and not self.match.deal_running:
            players = [s.name if s.human else s.level for s in self.seats]
            names = [s.name for s in self.seats]
            record = log.record(self.match, players, self.practice, names, self.theme())
            self.deal_log = None
            if self.keeper is not None:
                self.keeper.deal_played(record)
            self._start_pars(record)
        return events

    # ---- par: the expert in each person's seat, worked out after the deal ----------------------
    def _start_pars(self, record: DealRecord) -> None:
        if self.par_seats:
            if self._par_worker is None:
                self._par_worker = ParWorker()
            worker = self._par_worker
            self._pars = [(seat, worker.start(record, seat)) for seat in self.par_seats]

    @property
    def par_seats(self) -> list[int]:
        """The seats whose par is worked out at a deal's end: the people's."""
        return self.humans

    def pars(self) -> dict[int, Par]:
        """The pars of the last finished deal found so far, by seat (the summary shows them as
        they come); each is added to the history and the statistics once, when first seen."""
        for seat, future in self._pars:
            if seat not in self._par_found and future.done() and not future.cancelled():
                found = self._par_found[seat] = future.result()
                if self.keeper is not None:
                    self.keeper.par_found(self.rules.id, self.seats[seat].name, found)
        return dict(self._par_found)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
        if self._par_worker is not None:
            self._par_worker.close()
