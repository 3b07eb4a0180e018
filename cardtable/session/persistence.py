"""What a match in progress writes to disk as it goes: the autosave and the statistics.

The controller hands every batch of events to its ``MatchKeeper``: the match is autosaved after
every change — at each deal's start, after every bid, announcement or other decision, after
every card and at the deal's end — so quitting or a crash loses nothing, and a card played
(a lead another human has seen) cannot be taken back by quitting; a finished deal and a finished match are added to the statistics,
and the autosave is cleared when the match ends. Each deal is counted once, even when it is
scored again (undo and replay, a deal shown again after a resume). Writes never raise: a
failure becomes a line in ``problems`` for the table to show.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from .. import storage
from ..engine import events as ev
from ..engine.events import Event
from ..engine.ruleset import Match
from ..i18n import tr
from ..storage import SeatConfig
from ..storage.history import DealRecord, add_par, save_deal
from .par import Par


class MatchKeeper:
    def __init__(self, autosave: bool = True, statistics: bool = True, history: bool = True) -> None:
        self.autosave = autosave
        self.statistics = statistics
        self.history = history  # each finished deal into the deal history (storage.history)
        self.problems: list[str] = []  # to tell the player; the table takes them
        self._told: set[str] = set()  # a full disk is reported once, not after every trick
        self.saves = 0  # autosaves written (for tests and the demo report)
        self._counted: set[tuple[int, int]] = set()  # (match seed, deal number) in the statistics
        self._last_deal: Path | None = None  # the history file of the deal finished last

    def after(self, match: Match, seats: Sequence[SeatConfig], events: list[Event]) -> None:
        """Called after every change of the match with the events it produced."""
        kinds = {e.kind for e in events}
        if ev.MATCH_OVER in kinds:
            if self.autosave:
                self._write(storage.clear_autosave, match.rules.id)
        elif self.autosave:
            self._write(storage.autosave, match, seats)
            self.saves += 1
        if not self.statistics:
            return
        names, levels = [s.name for s in seats], [s.level for s in seats]
        deal = (match.seed, match.deals)
        if ev.DEAL_SCORED in kinds and not match.deal_running and deal not in self._counted:
            self._counted.add(deal)  # once, whatever a game adds itself
            self._write(storage.record_deal, match.rules.id, names, match.rules.deal_result(match.state), levels)
        if ev.MATCH_OVER in kinds:
            scores = match.rules.match_scores(match.record)
            self._write(storage.record_match, match.rules.id, names, scores, match.rules.match_winners(match.record), levels)

    def deal_played(self, record: DealRecord) -> None:
        """Keep a finished deal in the history (the oldest beyond the limit go)."""
        self._last_deal = None
        if self.history:
            self._write(self._save_deal, record)

    def _save_deal(self, record: DealRecord) -> None:
        self._last_deal = save_deal(record)

    def par_found(self, game: str, name: str, found: Par) -> None:
        """A person's par of the deal finished last: into its history file and the statistics."""
        if self.history and self._last_deal is not None:
            self._write(add_par, self._last_deal, found.seat, found.score)
        if self.statistics:
            self._write(storage.statistics.record_par, game, name, found.played, found.score)

    def _write(self, write, *args) -> None:
        for problem in attempt(write, *args):
            if problem not in self._told:
                self._told.add(problem)
                self.problems.append(problem)

    def take_problems(self) -> list[str]:
        problems, self.problems = self.problems, []
        return problems


def attempt(write, *args) -> list[str]:
    """Run a storage write; what went wrong (a file moved aside, a failed write) comes back as
    lines to tell the player, never as an exception."""
    try:
        found = write(*args)
    except ValueError as exc:  # a stored file that changed under us (add_par): told, never raised
        found = [str(exc)]
    except OSError as exc:
        found = [tr("saves.write_failed", folder=storage.data_dir(), why=exc.strerror or exc)]
    return [str(p) for p in found or ()]
