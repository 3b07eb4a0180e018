"""The state of one Coiffeur deal, the score board and the match record (rules §1, §9, §10).

Everything here is plain data for the engine codec.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import checks
from ...engine.cards import Card
from .bidding import BidTurn, Declaration

# Phases (§1): DEAL and GAME_END are automatic and never held by a state.
BIDDING, PLAY, RECORD = "BIDDING", "PLAY", "RECORD"
PHASES = (BIDDING, PLAY, RECORD)

# Outcomes of a deal (§9.2)
NORMAL, MATCH, REVERSE_MATCH = "normal", "match", "reverse_match"


@dataclass
class TieDraw:
    """One round of the tie-break draw (§10.3): ``cards[i]`` was drawn by ``seats[i]``."""

    seats: list[int]
    cards: list[Card]


@dataclass
class Row:
    """One contract row of the board; lists are indexed by owner (§2.2)."""

    contract: str
    factor: int  # 3p: ranking weight w (§10.2); 4p: multiplier (§7.1)
    values: list[int | None]  # recorded P; None while the owner has not played the contract
    scores: list[int | None] = field(default_factory=list)  # 4p: contract score S (§9.4)
    order: list[int] = field(default_factory=list)  # 3p, once complete: owners best → worst
    strokes: list[int] = field(default_factory=list)  # 3p ranking marks (§10.2)
    circles: list[int] = field(default_factory=list)
    draws: list[TieDraw] = field(default_factory=list)


@dataclass
class MatchEvent:
    """A Match or reverse Match in 3p and the marks it gave (§9.3 step 2)."""

    declarer: int
    contract: str
    kind: str  # MATCH or REVERSE_MATCH
    strokes: list[int]
    circles: list[int]


@dataclass
class Board:
    """The Coiffeur score board (Tafel) as data."""

    mode: str
    rows: list[Row]
    match_events: list[MatchEvent] = field(default_factory=list)


@dataclass
class Bid:
    """A bidding action as shown to everybody (§12.1): ``PASS`` or a ``DECLARE:…`` id."""

    seat: int
    action: str
    forced: bool = False


@dataclass
class TrickRecord:
    number: int
    leader: int
    cards: list[Card]  # in play order
    winner: int
    points: int
    direction: str | None


@dataclass
class DealResult:
    """§9.1–9.2: the declaring side's tricks and points and the recorded value P."""

    declarer: int
    contract: str
    play: str  # the effective play type id
    side: list[int]
    side_tricks: int
    side_points: int
    value: int  # recorded P
    outcome: str
    score: int | None  # 4p contract score S
    points: list[int]  # card points per seat


@dataclass
class CoiffeurState:
    mode: str
    dealer: int
    phase: str
    hands: list[list[Card]]
    board: Board  # the board when the deal started: public, and it tells who owns which contracts
    bid_turns: list[BidTurn]
    bid_index: int = 0
    bids: list[Bid] = field(default_factory=list)
    declaration: Declaration | None = None
    leader: int = 0
    trick: list[Card] = field(default_factory=list)
    tricks: list[TrickRecord] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    tricks_won: list[int] = field(default_factory=list)
    result: DealResult | None = None
    draw_seed: int = 0  # seeds the tie-break draws of §10.3 when this deal completes a row; never shown

    @property
    def seats(self) -> int:
        return len(self.hands)


@dataclass
class DealLine:
    """One line of the deal log."""

    dealer: int
    declarer: int
    contract: str
    play: str
    forced: bool
    value: int
    outcome: str


@dataclass
class CoiffeurRecord:
    mode: str
    dealer: int  # dealer of the next deal
    board: Board
    sheet: list[DealLine] = field(default_factory=list)


OUTCOMES = (NORMAL, MATCH, REVERSE_MATCH)
MATCH_VALUE = 257  # §9.2: all tricks, the 157 card points and the 100 bonus


def check_record(r: CoiffeurRecord, mode: str, seats: int, contracts: tuple[str, ...]) -> None:
    """The record's own fields and its deal log: the mode, dealers in turn, each deal's
    contract and value possible; ``board.check_replay`` checks that the board is the log's."""
    checks.require(r.mode == mode and r.board.mode == mode, f"a {r.mode} record for a {mode} game")
    checks.seat(r.dealer, seats, "dealer")
    for n, line in enumerate(r.sheet, 1):
        where = f"deal {n}"
        checks.seat(line.dealer, seats, f"{where}: dealer")
        checks.require(n == 1 or line.dealer == (r.sheet[n - 2].dealer + 1) % seats, f"{where}: dealer out of turn")
        checks.seat(line.declarer, seats, f"{where}: declarer")
        checks.one_of(line.contract, contracts, f"{where}: contract")
        checks.one_of(line.outcome, OUTCOMES, f"{where}: outcome")
        checks.count(line.value, 0, MATCH_VALUE, f"{where}: value")
        checks.require(line.outcome != MATCH or line.value == MATCH_VALUE, f"{where}: a Match is worth {MATCH_VALUE}")
        checks.require(line.outcome != REVERSE_MATCH or line.value == 0, f"{where}: a reverse Match is worth 0")
    checks.require(not r.sheet or r.dealer == (r.sheet[-1].dealer + 1) % seats, "the next dealer is out of turn")
