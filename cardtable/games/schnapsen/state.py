"""The state of one Schnapsen deal and the match record (rules file §7.1, §10.5, §11)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import checks
from ...engine.cards import Card
from ...engine.ruleset import shallow_copy

LEAD = "LEAD"
LEAD_AFTER_MARRIAGE = "LEAD_AFTER_MARRIAGE"
FOLLOW = "FOLLOW"
DRAW = "DRAW"
CLOSE_EXCHANGE = "CLOSE_EXCHANGE"
FINAL_CLAIM = "FINAL_CLAIM"
DEAL_OVER = "DEAL_OVER"
PHASES = (LEAD, LEAD_AFTER_MARRIAGE, FOLLOW, DRAW, CLOSE_EXCHANGE, FINAL_CLAIM, DEAL_OVER)

# Outcomes (§10.5)
CLAIM_OK = "CLAIM_OK"
CLAIM_FAILED = "CLAIM_FAILED"
CLOSER_AUTO_CLAIM_OK = "CLOSER_AUTO_CLAIM_OK"
CLOSER_AUTO_CLAIM_FAILED = "CLOSER_AUTO_CLAIM_FAILED"
CLOSER_FAILED = "CLOSER_FAILED"
PLAYED_OUT = "PLAYED_OUT"
LAST_TRICK = "LAST_TRICK"
TIE_65 = "TIE_65"
TIE_66 = "TIE_66"


@dataclass
class CloseSnapshot:
    score: int
    has_trick: bool


@dataclass
class TrickRecord:
    leader: int
    led: Card
    followed: Card
    winner: int


@dataclass
class DealResult:
    outcome: str
    winner: int | None
    game_points: int  # base value 0..3, without a pending tie bonus
    scores: tuple[int, int]
    claimant: int | None = None
    closer: int | None = None


@dataclass
class SchnapsenState:
    dealer: int
    trump: str
    phase: str
    leader: int
    hands: list[list[Card]]
    talon: list[Card]  # top first; while open, talon[-1] is the face-up turn-up
    led: Card | None = None
    marriage_suit: str | None = None
    closed: bool = False
    closer: int | None = None
    close_snapshot: CloseSnapshot | None = None
    closed_turnup: Card | None = None  # the turn-up turned down by a close (public)
    closed_at: int | None = None  # tricks completed when the close took effect
    piles: list[list[tuple[Card, Card]]] = field(default_factory=lambda: [[], []])
    marriages: list[list[str]] = field(default_factory=lambda: [[], []])
    tricks: list[TrickRecord] = field(default_factory=list)
    shown: list[list[Card]] = field(default_factory=lambda: [[], []])  # cards the opponent has seen in this hand
    exchanged_by: int | None = None
    last_trick_winner: int | None = None
    result: DealResult | None = None

    def copy(self) -> SchnapsenState:
        """A copy sharing only immutable parts (cards, records); much faster than deepcopy."""
        c = shallow_copy(self)
        # each seat's list by hand, without a comprehension: search clones a state per playout
        hands, piles, marriages, shown = self.hands, self.piles, self.marriages, self.shown
        c.hands = [hands[0][:], hands[1][:]]
        c.talon = self.talon[:]
        c.piles = [piles[0][:], piles[1][:]]
        c.marriages = [marriages[0][:], marriages[1][:]]
        c.tricks = self.tricks[:]
        c.shown = [shown[0][:], shown[1][:]]
        return c

    @property
    def strict(self) -> bool:
        return self.closed or not self.talon

    @property
    def turnup_visible(self) -> bool:
        return not self.closed and bool(self.talon)


@dataclass
class DealLine:
    """One row of the match sheet."""

    dealer: int
    outcome: str
    winner: int | None
    awarded: int  # game points credited, tie bonus included


@dataclass
class SchnapsenRecord:
    dealer: int  # dealer of the next deal
    totals: list[int] = field(default_factory=lambda: [0, 0])
    tie_bonus: int = 0
    sheet: list[DealLine] = field(default_factory=list)
    bummerl: list[int] = field(default_factory=lambda: [0, 0])  # lost matches, carried across matches


OUTCOMES = (
    CLAIM_OK, CLAIM_FAILED, CLOSER_AUTO_CLAIM_OK, CLOSER_AUTO_CLAIM_FAILED, CLOSER_FAILED, PLAYED_OUT, LAST_TRICK,
    TIE_65, TIE_66,
)
MAX_GAME_POINTS = 3  # §10.5: the most one deal is worth, before a tie bonus


def check_record(r: SchnapsenRecord, match_target: int, tie65_bonus: bool) -> None:
    """A loaded record must be one that play reaches: the totals and tie bonus are what the
    sheet adds up to, dealers alternate, and no deal follows the end of the match."""
    checks.seat(r.dealer, 2, "dealer")
    checks.length(r.totals, 2, "totals")
    checks.length(r.bummerl, 2, "bummerl")
    for lost in r.bummerl:
        checks.count(lost, 0, checks.MAX_COUNT, "bummerl")
    totals, bonus = [0, 0], 0
    for n, line in enumerate(r.sheet, 1):
        where = f"sheet line {n}"
        checks.require(max(totals) < match_target, f"{where}: the match was already over")
        checks.seat(line.dealer, 2, f"{where}: dealer")
        checks.require(n == 1 or line.dealer != r.sheet[n - 2].dealer, f"{where}: the deal did not pass on")
        checks.one_of(line.outcome, OUTCOMES, f"{where}: outcome")
        if line.winner is None:
            checks.require(line.outcome in (TIE_65, TIE_66) and line.awarded == 0, f"{where}: only a tie has no winner")
            bonus += line.outcome == TIE_66 or tie65_bonus
        else:
            checks.seat(line.winner, 2, f"{where}: winner")
            checks.count(line.awarded, 1 + bonus, MAX_GAME_POINTS + bonus, f"{where}: game points")
            totals[line.winner] += line.awarded
            bonus = 0
    checks.require(totals == r.totals, f"totals {r.totals} are not the sheet's {totals}")
    checks.require(bonus == r.tie_bonus, f"tie bonus {r.tie_bonus} is not the sheet's {bonus}")
    checks.require(not r.sheet or r.dealer != r.sheet[-1].dealer, "the next deal has the last deal's dealer")
