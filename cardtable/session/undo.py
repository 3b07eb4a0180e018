"""Undo of the viewer's last action: a short history of match snapshots.

The table calls ``push(match)`` just before it applies a human action; ``undo()`` returns the
match as it was then (the computers' replies since are undone with it). Snapshots are
``Match.to_json`` texts, so a restored match is exactly the saved one and shares nothing with
the live match. Undo is off when more than one human plays (hot-seat): one player must not
take back another's move.
"""

from __future__ import annotations

import json

from ..engine.ruleset import Match
from ..games import rulesets

DEPTH = 20  # snapshots kept; older ones are dropped


class UndoHistory:
    def __init__(self, human_seats: int = 1, depth: int = DEPTH) -> None:
        self.enabled = human_seats <= 1
        self.depth = depth
        self._snapshots: list[str] = []

    def push(self, match: Match) -> None:
        if not self.enabled:
            return
        self._snapshots.append(json.dumps(match.to_json(), sort_keys=True))
        del self._snapshots[:-self.depth]

    @property
    def can_undo(self) -> bool:
        return self.enabled and bool(self._snapshots)

    def undo(self) -> Match:
        """The match before the last pushed action; raises ``IndexError`` when there is none."""
        if not self.can_undo:
            raise IndexError("nothing to undo")
        return Match.from_json(json.loads(self._snapshots.pop()), rulesets())

    def clear(self) -> None:
        """Forget everything (a new match, or a loaded save)."""
        self._snapshots.clear()
