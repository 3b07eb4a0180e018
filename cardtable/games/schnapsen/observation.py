"""What a Schnapsen seat may know (§13), load-time validation, and simulation figures."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine.cards import Card, deck
from ...engine.observation import Observation, seat_view
from ...engine.ruleset import SimStats
from .state import DEAL_OVER, FOLLOW, LEAD_AFTER_MARRIAGE, PHASES, CloseSnapshot, DealResult, SchnapsenState

if TYPE_CHECKING:
    from .rules import Schnapsen


@dataclass
class SchnapsenObservation(Observation):
    leader: int = 0
    talon_size: int = 0
    turnup: Card | None = None  # the face-up trump card while the talon is open
    closed: bool = False
    closer: int | None = None
    closed_turnup: Card | None = None
    close_snapshot: CloseSnapshot | None = None
    strict_since: int | None = None  # tricks completed before the strict rules began
    marriage_suit: str | None = None
    marriages: tuple[tuple[str, ...], ...] = ((), ())
    known: tuple[tuple[Card, ...], ...] = ((), ())  # cards each seat is publicly known to hold
    exchanged_by: int | None = None
    scores: tuple[int, int] = (0, 0)  # reconstructible from public events (§13.5); display per show_points
    result: DealResult | None = None


def observe(rules: Schnapsen, s: SchnapsenState, seat: int) -> SchnapsenObservation:
    trick = ((s.leader, s.led),) if s.phase == FOLLOW and s.led is not None else ()
    history = tuple(
        (t.winner, ((t.leader, t.led), (1 - t.leader, t.followed))) for t in s.tricks
    )
    known = tuple(tuple(c for c in s.shown[p] if c in s.hands[p]) for p in (0, 1))
    return SchnapsenObservation(
        **seat_view(rules, s, seat, s.hands),
        trick=trick,
        tricks=history,
        trump=s.trump,
        tricks_won=(len(s.piles[0]), len(s.piles[1])),
        leader=s.leader,
        talon_size=len(s.talon),
        turnup=s.talon[-1] if s.turnup_visible else None,
        closed=s.closed,
        closer=s.closer,
        closed_turnup=s.closed_turnup,
        close_snapshot=copy.deepcopy(s.close_snapshot),
        strict_since=s.closed_at if s.closed else _exhausted_at(rules, s),
        marriage_suit=s.marriage_suit if s.phase == LEAD_AFTER_MARRIAGE else None,
        marriages=(tuple(s.marriages[0]), tuple(s.marriages[1])),
        known=known,
        exchanged_by=s.exchanged_by,
        scores=(rules.score(s, 0), rules.score(s, 1)),
        result=copy.deepcopy(s.result),
    )


def _exhausted_at(rules: Schnapsen, s: SchnapsenState) -> int | None:
    """Tricks completed when the talon ran out: one pair is drawn after each of the first tricks."""
    if s.talon:
        return None
    talon_at_start = 12 if rules.variants.deck == "24" else 10
    return talon_at_start // 2


def check_state(rules: Schnapsen, s: SchnapsenState) -> None:
    """Invariants a loaded state must satisfy: every card exactly once, sane fields."""
    if s.phase not in PHASES:
        raise ValueError(f"unknown phase {s.phase!r}")
    if s.dealer not in (0, 1) or s.leader not in (0, 1) or s.trump not in "CSHD" or len(s.trump) != 1:
        raise ValueError("dealer, leader and trump must name a seat and a suit")
    if len(s.hands) != 2 or len(s.piles) != 2 or len(s.marriages) != 2 or len(s.shown) != 2:
        raise ValueError("Schnapsen has exactly two seats")
    placed = [*s.hands[0], *s.hands[1], *s.talon, *(c for p in s.piles for t in p for c in t)]
    if s.led is not None:
        placed.append(s.led)
    expected = deck(int(rules.variants.deck))
    dupes = [c.text for c, n in Counter(placed).items() if n > 1]
    if dupes or sorted(placed) != expected:
        raise ValueError(f"the cards do not add up to the {len(expected)}-card deck")
    if (s.phase == DEAL_OVER) != (s.result is not None):
        raise ValueError("a finished deal needs its result, and only a finished deal has one")


class SchnapsenStats(SimStats):
    def __init__(self) -> None:
        self.deals = 0
        self.outcomes: Counter[str] = Counter()
        self.closed = 0
        self.game_points = 0
        self.marriages = 0

    def deal(self, rules: Any, state: SchnapsenState) -> None:
        assert state.result is not None  # called for finished deals only
        self.deals += 1
        self.outcomes[state.result.outcome] += 1
        self.closed += state.closed
        self.game_points += state.result.game_points
        self.marriages += len(state.marriages[0]) + len(state.marriages[1])

    def summary(self) -> dict[str, Any]:
        n = max(self.deals, 1)
        return {
            "outcomes": dict(sorted(self.outcomes.items())),
            "close_rate": round(self.closed / n, 4),
            "mean_game_points": round(self.game_points / n, 4),
            "marriages_per_deal": round(self.marriages / n, 4),
        }
