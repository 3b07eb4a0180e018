"""Undo of the viewer's last action: a short history of match snapshots within the deal.

The table calls ``push(match)`` just before it applies a human action; ``undo(match)`` returns
the match as it was then (the computers' replies since are undone with it). Snapshots are
``Match.to_json`` texts, so a restored match is exactly the saved one and shares nothing with
the live match. Undo stays inside the deal being played: a finished deal has been scored and
counted in the statistics, so neither its last card nor anything before it is taken back.
Undo is off when more than one human plays (hot-seat): one player must not take back
another's move.
"""

from __future__ import annotations

import json

from ..engine.ruleset import Match
from ..games import rulesets

DEPTH = 20  # snapshots kept; older ones are dropped


def _deal_of(match: Match) -> tuple[int, int]:
    """Which deal of which match: a new match (play again) starts counting deals afresh."""
    return match.seed, match.deals


class UndoHistory:
    def __init__(self, human_seats: int = 1, depth: int = DEPTH) -> None:
        self.enabled = human_seats <= 1
        self.depth = depth
        self._snapshots: list[tuple[tuple[int, int], str]] = []  # (deal, match as JSON text)

    def push(self, match: Match) -> None:
        if not self.enabled:
            return
        deal = _deal_of(match)
        self._snapshots = [s for s in self._snapshots if s[0] == deal]  # earlier deals are settled
        self._snapshots.append((deal, json.dumps(match.to_json(), sort_keys=True)))
        del self._snapshots[:-self.depth]

    def can_undo(self, match: Match) -> bool:
        """True when ``match`` is in a running deal and an action of this deal can be taken back."""
        return (self.enabled and match.deal_running and bool(self._snapshots)
                and self._snapshots[-1][0] == _deal_of(match))

    def undo(self, match: Match) -> Match:
        """``match`` before the last pushed action of its deal; raises ``IndexError`` when there
        is none (nothing pushed, hot-seat, or the deal has just begun or is over)."""
        if not self.can_undo(match):
            raise IndexError("nothing to undo in this deal")
        return Match.from_json(json.loads(self._snapshots.pop()[1]), rulesets())

    def clear(self) -> None:
        """Forget everything (a new match, or a loaded save)."""
        self._snapshots.clear()
