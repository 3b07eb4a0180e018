"""Par: what the expert would have made of a finished deal from a player's seat.

The deal is played again from the cards as they were dealt (the history's ``start``), with
the expert in that seat and every other seat as it was: a computer at its level, a person
by the expert too (their real moves no longer fit once the deal goes another way). Every
player is seeded by the deal's code, and the computers' budgets are work, not time, so the
same deal gives the same par on any machine. The score is the seat's deal result in the
game's own terms, as its players rank deals and the statistics count them
(``Ruleset.deal_result``: a Skat game's value, game points won or lost in Schnapsen, strokes
wiped or gained in Hindersche); the summary then reads "You +36 · par +48 · −12".
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from ..ai import levels, make_player
from ..engine import dealcode
from ..storage.history import DealRecord
from .driver import computer_choice

EXPERT = "expert"


@dataclass(frozen=True)
class Par:
    seat: int
    score: float  # the expert's deal result from this seat
    played: float  # the seat's actual deal result

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "score": self.score, "played": self.played}


def par(record: DealRecord, seat: int) -> Par:
    """The par of ``seat`` in the finished deal ``record``."""
    rules = record.rules
    if not 0 <= seat < rules.seats:
        raise ValueError(f"seat {seat} is not a seat of {rules.title} (0 to {rules.seats - 1})")
    computers = levels(rules.id)
    players = [make_player(rules, EXPERT if s == seat or player not in computers else player, s, f"{record.code}/par")
               for s, player in enumerate(record.players)]
    match = dealcode.match_for(record.code)
    match.state, match.deals = rules.clone(record.start), record.code.deal
    while match.deal_running:
        choice = computer_choice(match, players)
        assert choice is not None  # every seat has a player
        match.apply(*choice)
    return Par(seat, float(rules.deal_result(match.state)[seat]), float(record.results[seat]))


class ParWorker:
    """Pars worked out one after another on a worker thread, never in a frame."""

    def __init__(self) -> None:
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="par")

    def start(self, record: DealRecord, seat: int) -> Future[Par]:
        return self._pool.submit(par, record, seat)

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
