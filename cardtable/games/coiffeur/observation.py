"""What a Coiffeur seat may know (§12), load-time validation, and simulation figures."""

from __future__ import annotations

import copy
from collections import Counter, defaultdict
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine.cards import deck
from ...engine.observation import Observation, seat_view
from ...engine.ruleset import SimStats
from . import scoring
from .bidding import Declaration, owner, owner_count
from .cards import PlayType
from .state import BIDDING, MATCH, PHASES, PLAY, RECORD, Bid, Board, CoiffeurState, DealResult

if TYPE_CHECKING:
    from .rules import Coiffeur


@dataclass
class CoiffeurObservation(Observation):
    mode: str = ""
    leader: int = 0
    bids: tuple[Bid, ...] = ()  # every bidding action so far (§12.1)
    may_pass: bool | None = None  # during bidding: whether the seat on turn may pass
    declaration: Declaration | None = None
    trick_number: int = 0  # the trick being played, 1-based
    direction: str | None = None  # its direction in no-trump play types (§4.2)
    points: tuple[int, ...] = ()  # card points taken per seat (derivable from public play, §12.3)
    board: Board | None = None  # the score board at the start of the deal
    open_contracts: tuple[tuple[str, ...], ...] = ()  # per owner, the declared contract removed
    owners: tuple[int, ...] = ()  # owner of each seat's list (team index in 4p_partnership)
    result: DealResult | None = None


def observe(rules: Coiffeur, s: CoiffeurState, seat: int) -> CoiffeurObservation:
    d = s.declaration
    tricks = rules.tricks
    k = min(len(s.tricks) + 1, tricks)
    open_lists = []
    for o in range(owner_count(s.mode)):
        left = scoring.open_contracts(s.board, o)
        if d is not None and owner(s.mode, d.seat) == o:
            left.remove(d.contract)
        open_lists.append(tuple(left))
    history = tuple(
        (t.winner, tuple(((t.leader + i) % s.seats, c) for i, c in enumerate(t.cards))) for t in s.tricks
    )
    return CoiffeurObservation(
        **seat_view(rules, s, seat, s.hands),
        trick=tuple(((s.leader + i) % s.seats, c) for i, c in enumerate(s.trick)),
        tricks=history,
        trump=d.play.trump if d else None,
        tricks_won=tuple(s.tricks_won),
        mode=s.mode,
        leader=s.leader,
        bids=copy.deepcopy(tuple(s.bids)),
        may_pass=s.bid_turns[s.bid_index].may_pass if s.phase == BIDDING else None,
        declaration=d,
        trick_number=k if s.phase == PLAY else 0,
        direction=d.play.direction(k, tricks) if d and s.phase == PLAY else None,
        points=tuple(s.points),
        board=copy.deepcopy(s.board),
        open_contracts=tuple(open_lists),
        owners=tuple(owner(s.mode, p) for p in range(s.seats)),
        result=copy.deepcopy(s.result),
    )


def check_state(rules: Coiffeur, s: CoiffeurState) -> None:
    """Invariants a loaded state must satisfy: the right mode, every card exactly once."""
    if s.mode != rules.mode or s.board.mode != rules.mode or s.seats != rules.seats:
        raise ValueError(f"the state is not a {rules.mode} deal")
    if s.phase not in PHASES:
        raise ValueError(f"unknown phase {s.phase!r}")
    if not 0 <= s.dealer < s.seats or not 0 <= s.leader < s.seats:
        raise ValueError("dealer and leader must be seats")
    placed = [c for h in s.hands for c in h] + list(s.trick) + [c for t in s.tricks for c in t.cards]
    counts = Counter(placed)
    if any(n > 1 for n in counts.values()) or sorted(placed) != deck(36):
        raise ValueError("the cards do not add up to the 36-card deck")
    if not s.bid_turns or not 0 <= s.bid_index < len(s.bid_turns) or s.bid_turns[-1].may_pass:
        raise ValueError("the bidding turns are inconsistent")
    if (s.phase == BIDDING) != (s.declaration is None) or (s.phase == RECORD) != (s.result is not None):
        raise ValueError("the phase does not match the declaration and the result")
    if len(s.tricks) > rules.tricks or len(s.trick) >= s.seats:
        raise ValueError("too many tricks or cards in the trick")
    sizes = {len(h) + (1 if (p - s.leader) % s.seats < len(s.trick) else 0) for p, h in enumerate(s.hands)}
    if len(sizes) != 1:
        raise ValueError("the hands do not have consistent sizes")


class CoiffeurStats(SimStats):
    """``mean_declarer_points`` (recorded P) by effective play type, and ``match_rate``."""

    def __init__(self) -> None:
        self.deals = 0
        self.matches = 0
        self.points: dict[str, list[int]] = defaultdict(list)

    def deal(self, rules: Any, state: CoiffeurState) -> None:
        r = state.result
        assert r is not None  # called for finished deals only
        self.deals += 1
        self.matches += r.outcome == MATCH
        self.points[PlayType.parse(r.play).kind].append(r.value)

    def summary(self) -> dict[str, Any]:
        return {
            "mean_declarer_points": {k: round(sum(v) / len(v), 2) for k, v in sorted(self.points.items())},
            "match_rate": round(self.matches / max(self.deals, 1), 4),
        }
