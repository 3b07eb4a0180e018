"""The log of the deal being played: its code, the state as dealt, the actions and the events,
turned into a history record (``storage.history``) once the deal is over."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from ..engine import codec
from ..engine.actions import Action
from ..engine.dealcode import code_of
from ..engine.events import Event
from ..engine.ruleset import Match
from ..storage.history import DealRecord, digest


class DealLog:
    """Start one right after a deal is dealt; ``add`` every action the match applies."""

    def __init__(self, match: Match[Any, Any]) -> None:
        self.code = code_of(match)
        self.start = match.rules.clone(match.state)
        self.actions: list[tuple[int, Action]] = []
        self.events: list[Event] = []

    def add(self, match: Match[Any, Any], seat: int, action: Action, events: Sequence[Event]) -> None:
        """Log an action ``match.apply`` just carried out with the events it returned."""
        self.actions.append((seat, action))
        # Ending the deal, the match adds its deal score (and the match's end) to the rules' events.
        added = 0 if match.deal_running else 1 + match.over
        self.events += events[:len(events) - added]

    def rewind(self, match: Match[Any, Any]) -> bool:
        """Take back the actions after ``match``'s state (an undo); False when that state is
        not one this deal went through."""
        if match.state is None or code_of(match) != self.code:
            return False
        rules, target = match.rules, codec.encode(match.state)
        state = self.start
        events: list[Event] = []
        for n in range(len(self.actions) + 1):
            if codec.encode(state) == target:
                del self.actions[n:]
                self.events = events
                return True
            if n < len(self.actions):
                state, caused = rules.apply(state, *self.actions[n])
                events += caused
        return False

    def record(self, match: Match[Any, Any], players: Sequence[str], practice: bool = False,
               names: Sequence[str] = (), theme: str = "") -> DealRecord:
        """The history record of the finished deal ``match.state`` (``names`` and ``theme``:
        the seats' names and the deck at the table, for the review)."""
        if match.deal_running:
            raise ValueError("the deal is not over")
        return DealRecord(self.code, self.start, tuple(self.actions), tuple(players), datetime.now(UTC),
                          tuple(match.rules.deal_scores(match.state)), digest(self.events), practice,
                          tuple(names), theme, tuple(match.rules.deal_result(match.state)))
