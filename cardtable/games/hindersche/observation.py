"""What a Hindersche seat may know (section 17), load-time validation, and simulation figures."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine.cards import ALL_CARDS, Card
from ...engine.observation import Observation, seat_view
from ...engine.ruleset import SimStats
from .state import (
    CANCELLED,
    HUPSCHER,
    HUPSCHER_ANSWER,
    PHASES,
    PLAY,
    PLAYOFF,
    REGULAR,
    SCHLEIPFE,
    SCHLEIPFE_OBJECTION,
    SCORED,
    STATES,
    DealResult,
    HinderscheState,
    Playoff,
    SlateLine,
    Standing,
    check_standing,
)

if TYPE_CHECKING:
    from .rules import Hindersche


@dataclass
class HinderscheObservation(Observation):
    kind: str = REGULAR  # regular deal or playoff
    label: str = ""  # scoring state of a regular deal (NORMAL, ...) or the playoff question
    round: int = 1
    leader: int = 0  # leader of the current trick
    trump_card: Card | None = None
    trump_held_by: int | None = None  # the dealer, while the turned card is still in their hand
    rightful_winners: tuple[int, ...] = ()  # per completed trick; differs from its taker after a Schleipfe
    strokes: tuple[int, ...] = (0, 0, 0, 0)  # the slate as the deal began
    in_game: tuple[int, ...] = ()  # seats still in the game (not yet safely out)
    playoffs: tuple[Playoff, ...] = ()  # playoffs still to come after this deal
    hupscher_declarer: int | None = None
    hupscher_had_turn: tuple[int, ...] = ()
    redeals: int = 0  # Hüpscher cancellations in a row by this dealer
    schleipfe_winner: int | None = None  # rightful winner of the trick on the table
    schleipfe_claimant: int | None = None
    rubber_losses: tuple[int, ...] = (0, 0, 0, 0)
    rubber_games: int = 0
    slate: tuple[SlateLine, ...] = ()  # this game's score sheet before this deal
    result: DealResult | None = None  # card points, tricks, March and the new standing, once scored
    standing: Standing | None = None  # the whole public standing as the deal began (pending playoffs too)


def observe(rules: Hindersche, s: HinderscheState, seat: int) -> HinderscheObservation:
    before = s.before
    held_by = s.dealer if len(s.participants) == 4 and s.trump_card in s.hands[s.dealer] else None
    pending = before.pending.playoffs[1:] if s.kind == PLAYOFF and before.pending is not None else ()
    won = [0] * 4
    for t in s.tricks:
        won[t.taker] += 1
    return HinderscheObservation(
        **seat_view(rules, s, seat, s.hands),
        trick=tuple(s.trick),
        tricks=tuple((t.taker, tuple(t.cards)) for t in s.tricks),
        trump=s.trump,
        tricks_won=tuple(won),
        active=tuple(s.participants),
        match_scores=tuple(float(-n) for n in before.rubber_losses),
        kind=s.kind,
        label=s.label,
        round=before.round,
        leader=s.leader,
        trump_card=s.trump_card,
        trump_held_by=held_by,
        rightful_winners=tuple(t.winner for t in s.tricks),
        strokes=tuple(before.strokes),
        in_game=tuple(before.active),
        playoffs=tuple(pending),
        hupscher_declarer=s.hupscher.declarer if s.hupscher else None,
        hupscher_had_turn=tuple(s.hupscher.had_turn) if s.hupscher else (),
        redeals=before.redeals,
        schleipfe_winner=s.schleipfe.winner if s.schleipfe else None,
        schleipfe_claimant=s.schleipfe.claimant if s.schleipfe else None,
        rubber_losses=tuple(before.rubber_losses),
        rubber_games=before.rubber_games,
        slate=copy.deepcopy(tuple(before.slate)),
        result=copy.deepcopy(s.result),
        standing=copy.deepcopy(before),
    )


def check_state(rules: Hindersche, s: HinderscheState) -> None:
    """Invariants a loaded state must satisfy: every card exactly once, sane seats and phase."""
    if s.phase not in PHASES or s.kind not in (REGULAR, PLAYOFF):
        raise ValueError(f"unknown phase {s.phase!r} or kind {s.kind!r}")
    if s.kind == REGULAR and s.label not in STATES:
        raise ValueError(f"unknown scoring state {s.label!r}")
    seats = set(range(4))
    if len(s.hands) != 4 or s.dealer not in seats or not set(s.participants) <= seats:
        raise ValueError("Hindersche has four seats")
    if not 2 <= len(s.participants) <= 4 or len(set(s.participants)) != len(s.participants):
        raise ValueError("a deal has 2 to 4 distinct participants")
    if any(s.hands[p] for p in seats - set(s.participants)):
        raise ValueError("only participants hold cards")
    placed = [c for h in s.hands for c in h] + [c for _, c in s.trick] + list(s.undealt)
    placed += [c for t in s.tricks for _, c in t.cards]
    dupes = [c.text for c, n in Counter(placed).items() if n > 1]
    if dupes or set(placed) != set(ALL_CARDS):
        raise ValueError("the cards do not add up to the 36-card pack")
    if len(s.undealt) != 36 - 9 * len(s.participants):
        raise ValueError("9 cards per participant are dealt")
    check_standing(s.before, rules.variants.hupscher_max_redeals, rules.variants.rubber_games)
    over = s.phase in (SCORED, CANCELLED)
    if over != (s.result is not None) or over != (s.to_move is None):
        raise ValueError("a finished deal has a result and nobody to move, and only a finished deal")
    if s.to_move is not None and s.to_move not in s.participants:
        raise ValueError("the seat to move must take part in the deal")
    windows = {HUPSCHER: s.hupscher, HUPSCHER_ANSWER: s.hupscher, SCHLEIPFE: s.schleipfe, SCHLEIPFE_OBJECTION: s.schleipfe}
    if s.phase in windows and windows[s.phase] is None:
        raise ValueError(f"phase {s.phase} needs its window")
    if s.phase == PLAY and s.schleipfe is not None:
        raise ValueError("no Schleipfe window during play")


class HinderscheStats(SimStats):
    """``mean_deals_per_game``: deals of every kind per finished game; ``march_rate``: Marches
    per deal played out; ``playoff_rate``: playoff deals per deal played out; ``hupscher_rate``:
    Hüpscher-cancelled deals per round-two regular deal dealt."""

    def __init__(self) -> None:
        self.deals = self.played = self.marches = self.playoffs = 0
        self.round_two = self.cancelled = self.games = self.game_deals = 0

    def deal(self, rules: Any, state: HinderscheState) -> None:
        self.deals += 1
        if state.kind == REGULAR and state.before.round == 2:
            self.round_two += 1
        if state.phase == CANCELLED:
            self.cancelled += 1
            return
        self.played += 1
        assert state.result is not None  # called for finished deals only
        self.marches += state.result.marcher is not None
        self.playoffs += state.kind == PLAYOFF

    def match(self, rules: Any, record: Any) -> None:
        self.games += 1
        self.game_deals = self.deals

    def summary(self) -> dict[str, Any]:
        return {
            "mean_deals_per_game": round(self.game_deals / max(self.games, 1), 4),
            "march_rate": round(self.marches / max(self.played, 1), 4),
            "playoff_rate": round(self.playoffs / max(self.played, 1), 4),
            "hupscher_rate": round(self.cancelled / max(self.round_two, 1), 4),
        }
