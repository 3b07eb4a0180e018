"""``TableSource``: everything the table asks of the match it shows, and nothing more.

The table (``ui``) talks to a match only through this protocol, so one table serves every
way a match can be held: ``MatchController`` holds the whole match on this machine (local
play, hot-seat, practice, replays and lessons, which wrap it); a network client holds only
what its seat receives from a server. What the protocol gives is what any seat may know:
one seat's observation, the public match record (scores), the deal's code. Features that
need the whole match (undo, open cards, replaying a deal) ask ``local_match``, which is
``None`` where the match is not on this machine.
"""

from __future__ import annotations

from typing import Any, Protocol

from ..engine.actions import Action, Reason
from ..engine.events import Event
from ..engine.observation import Observation
from ..engine.ruleset import Match, Ruleset
from ..storage.seats import SeatConfig


class TableSource(Protocol):
    rules: Ruleset
    seats: list[SeatConfig]  # names and who is human, in seat order
    viewer: int  # whose hand the table shows (hot-seat moves it)
    think_delay: float  # seconds a computer's move is held back, so a person can follow it
    version: int  # bumped by every change the table must show

    @property
    def humans(self) -> list[int]: ...  # the seats played at this table

    @property
    def thinking(self) -> bool: ...  # some other seat is deciding

    @property
    def deal_running(self) -> bool: ...

    @property
    def match_over(self) -> bool: ...

    @property
    def record(self) -> Any: ...  # the game's match record: scores and past deals, public to all

    @property
    def code(self) -> str: ...  # the running (or last) deal's code, "" before the first deal

    @property
    def local_match(self) -> Match | None: ...  # the whole match, where it is held here

    def observation(self, seat: int | None = None) -> Observation | None: ...

    def legal(self, seat: int) -> list[Action]: ...

    def why_illegal(self, seat: int, action: Action) -> Reason: ...

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Apply a seat's action at once; raises ``IllegalAction`` and changes nothing."""
        ...

    def poll(self, now: float | None = None) -> list[Event] | None:
        """Events that happened since the last call (other seats acting), or None."""
        ...

    def next_deal(self) -> list[Event]: ...

    def close(self) -> None: ...
