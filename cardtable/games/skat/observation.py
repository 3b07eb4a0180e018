"""What a Skat seat may see (rules file §13), load-time validation and simulation figures."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine.cards import Card
from ...engine.observation import Observation, Trick, seat_view
from ...engine.ruleset import SimStats
from .bidding import BID_VALUES, GAME_WORDS
from .cards import DECK
from .state import (
    AUCTION_STATES,
    BIDDING,
    DEAL_END,
    DECLARE,
    DISCARD,
    GAME,
    PHASES,
    PLAY,
    RAMSCH_PLAY,
    SKAT_CHOICE,
    THROWN_IN,
    Call,
    DealResult,
    Declaration,
    SkatState,
)

if TYPE_CHECKING:
    from .rules import Skat


@dataclass
class SkatObservation(Observation):
    deal_no: int = 1
    series_length: int = 36
    positions: tuple[int, int, int] = (1, 2, 0)  # forehand, middlehand, rearhand seats
    auction: str = "MF_BID"
    calls: tuple[Call, ...] = ()  # the public bidding history
    highest: int | None = None
    declarer: int | None = None
    bid: int | None = None
    skat_taken: bool = False
    declaration: Declaration | None = None
    game: str | None = None  # the game type letter whose card order applies (G in Ramsch)
    picked_up: tuple[Card, ...] = ()  # the original skat: the declarer after pickup, all at the end
    discards: tuple[Card, ...] = ()  # the new skat: the declarer only, all at the end
    ouvert_hand: tuple[Card, ...] = ()  # the declarer's remaining cards in an ouvert game
    bock: bool = False
    bock_pending: int = 0
    result: DealResult | None = None


def observe(rules: Skat, s: SkatState, seat: int) -> SkatObservation:
    over = s.phase == DEAL_END
    shown = over and s.result is not None and s.result.kind != THROWN_IN
    is_declarer = seat == s.declarer
    d = s.declaration
    trick: Trick = tuple(((s.leader + i) % 3, c) for i, c in enumerate(s.trick))
    history = tuple(
        (t.winner, tuple(((t.leader + i) % 3, c) for i, c in enumerate(t.cards))) for t in s.tricks
    )
    won = [0, 0, 0]
    for t in s.tricks:
        won[t.winner] += 1
    trump = d.type if d is not None and d.type in "CSHD" else None
    return SkatObservation(
        **seat_view(rules, s, seat, s.hands),
        trick=trick,
        tricks=history,
        trump=trump,
        tricks_won=tuple(won),
        deal_no=s.deal_no,
        series_length=rules.variants.series_length,
        positions=(s.forehand, s.middlehand, s.rearhand),
        auction=s.auction,
        calls=copy.deepcopy(tuple(s.calls)),
        highest=s.highest,
        declarer=s.declarer,
        bid=s.bid,
        skat_taken=s.skat_taken,
        declaration=copy.deepcopy(s.declaration),
        game=s.game,
        picked_up=tuple(s.picked_up) if (is_declarer or shown) else (),
        discards=tuple(s.skat) if (s.skat_taken and is_declarer) or shown else (),
        ouvert_hand=tuple(sorted(s.hands[s.declarer])) if d is not None and d.ouvert and s.declarer is not None else (),
        match_scores=tuple(s.totals),
        bock=s.bock,
        bock_pending=s.bock_pending,
        result=copy.deepcopy(s.result) if over else None,
    )


def check_state(rules: Skat, s: SkatState) -> None:
    """Invariants a loaded state must satisfy: 32 cards each once, consistent phase and sizes."""
    if s.phase not in PHASES or s.auction not in AUCTION_STATES:
        raise ValueError(f"unknown phase {s.phase!r} or auction state {s.auction!r}")
    if s.dealer not in (0, 1, 2) or len(s.hands) != 3 or s.leader not in (0, 1, 2):
        raise ValueError("Skat has exactly three seats")
    placed = [*(c for h in s.hands for c in h), *s.skat, *s.trick, *(c for t in s.tricks for c in t.cards)]
    if len(placed) != 32 or set(placed) != set(DECK):
        dupes = sorted(c.text for c, n in Counter(placed).items() if n > 1)
        raise ValueError(f"the cards do not add up to the 32-card pack (twice: {' '.join(dupes) or 'none'})")
    if any(len(t.cards) != 3 or t.winner not in (0, 1, 2) for t in s.tricks) or len(s.trick) > 2:
        raise ValueError("a trick holds three cards")
    if any(v is not None and v not in BID_VALUES for v in (s.bid, s.highest)):
        raise ValueError(f"bid {s.bid!r} or highest bid {s.highest!r} is not a Skat bid")
    if not 1 <= s.deal_no <= rules.variants.series_length or len(s.totals) != 3 or s.bock_pending < 0:
        raise ValueError("the deal number, totals or pending Bock deals do not fit the series")
    in_game = s.phase in (SKAT_CHOICE, DISCARD, DECLARE, PLAY)
    if in_game and (s.declarer not in (0, 1, 2) or s.bid is None):
        raise ValueError("after the auction a declarer and a bid are needed")
    if s.phase == PLAY and s.declaration is None:
        raise ValueError("play needs a declaration")
    if s.phase in (BIDDING, SKAT_CHOICE) and (any(len(h) != 10 for h in s.hands) or len(s.skat) != 2):
        raise ValueError("before the skat decision every hand holds ten cards and the skat two")
    if s.phase in (PLAY, RAMSCH_PLAY):
        sizes = [len(h) for h in s.hands]
        expected = [10 - len(s.tricks) - (1 if (p - s.leader) % 3 < len(s.trick) else 0) for p in range(3)]
        if sizes != expected or len(s.skat) != 2:
            raise ValueError("hand sizes do not match the tricks played")
    if (s.phase == DEAL_END) != (s.result is not None):
        raise ValueError("a finished deal needs its result, and only a finished deal has one")


class SkatStats(SimStats):
    """The figures the issue asks for: win rate, all-pass rate, games by type, mean value."""

    def __init__(self) -> None:
        self.deals = self.games = self.won = self.passed = self.value = 0
        self.by_type: Counter[str] = Counter()

    def deal(self, rules: Any, s: SkatState) -> None:
        self.deals += 1
        r = s.result
        assert r is not None  # called for finished deals only
        if r.kind != GAME or r.game is None:
            self.passed += 1
            return
        self.games += 1
        self.won += r.game.won
        self.value += r.game.value
        self.by_type[GAME_WORDS[r.game.declaration.type]] += 1

    def summary(self) -> dict[str, Any]:
        return {
            "declarer_win_rate": round(self.won / max(self.games, 1), 4),
            "all_pass_rate": round(self.passed / max(self.deals, 1), 4),
            "games_by_type": {w: self.by_type[w] for w in GAME_WORDS.values()},
            "mean_game_value": round(self.value / max(self.games, 1), 4),
        }
