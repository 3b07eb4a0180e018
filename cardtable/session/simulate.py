"""Headless simulation: computer players in every seat, one JSON report.

The interface every benchmark and strength test uses (``cardtable simulate``). Same seed,
same report, timings aside. Seats keep their player; the dealer rotates by the game's rules.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai import make_player
from ..engine.ruleset import Match, Ruleset
from ..storage.history import save_deal
from .driver import play_deal


@dataclass
class SeatTally:
    player: str
    match_wins: int = 0
    score: float = 0.0
    times: list[float] = field(default_factory=list)

    def report(self) -> dict[str, Any]:
        ms = sorted(t * 1000 for t in self.times)
        return {
            "player": self.player,
            "match_wins": self.match_wins,
            "score": round(self.score, 6),
            "decisions": len(ms),
            "decision_ms_median": round(statistics.median(ms), 3) if ms else 0.0,
            "decision_ms_p95": round(ms[min(len(ms) - 1, int(0.95 * len(ms)))], 3) if ms else 0.0,
        }


def simulate(
    rules: Ruleset,
    seats: list[str],
    seed: int,
    matches: int | None = None,
    deals: int | None = None,
    save_deals: Path | None = None,
) -> dict[str, Any]:
    """Play ``matches`` whole matches, or ``deals`` deals (matches restart as they end);
    ``save_deals``: a folder that receives every deal as a history file."""
    if (matches is None) == (deals is None):
        raise ValueError("give either matches or deals")
    players = [make_player(rules, level, seat, seed) for seat, level in enumerate(seats)]
    tallies = [SeatTally(level) for level in seats]
    stats = rules.new_stats()

    def on_decision(seat: int, seconds: float) -> None:
        tallies[seat].times.append(seconds)

    start = time.perf_counter()
    finished = played = 0
    match: Match | None = None
    while (matches is not None and finished < matches) or (deals is not None and played < deals):
        if match is None or match.over:
            match = Match.new(rules, seed=_match_seed(seed, finished), previous=match.record if match else None)
        log = play_deal(match, players, on_decision, keep_log=save_deals is not None)
        if log is not None and save_deals is not None:
            save_deal(log.record(match, seats), save_deals, limit=None)
        played += 1
        stats.deal(rules, match.state)
        if match.over:
            finished += 1
            _close_match(rules, match, tallies)
            stats.match(rules, match.record)
    if match is not None and not match.over:  # --deals cut a match short: count its scores
        for tally, score in zip(tallies, rules.match_scores(match.record)):
            tally.score += score
    return {
        "game": rules.id,
        "seed": seed,
        "matches": finished,
        "deals": played,
        "seconds": round(time.perf_counter() - start, 3),
        "seats": [t.report() for t in tallies],
        "stats": stats.summary(),
    }


def _match_seed(seed: int, index: int) -> int:
    return seed * 1_000_003 + index


def _close_match(rules: Ruleset, match: Match, tallies: list[SeatTally]) -> None:
    for seat, score in enumerate(rules.match_scores(match.record)):
        tallies[seat].score += score
    for seat in rules.match_winners(match.record):
        tallies[seat].match_wins += 1


def parse_variant_args(pairs: list[str]) -> Mapping[str, str]:
    out: dict[str, str] = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key or not value:
            raise ValueError(f"a variant is written id=value, not {pair!r}")
        out[key] = value
    return out
