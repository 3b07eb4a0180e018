"""The state of one Skat deal, its result and the match record (score sheet) as plain data."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field

from ...engine import checks
from ...engine.cards import Card

# Deal phases (rules file §1 flow chart; OUVERT_REVEAL happens inside the declaration).
BIDDING = "BIDDING"
SKAT_CHOICE = "SKAT_CHOICE"
DISCARD = "DISCARD"
DECLARE = "DECLARE"
PLAY = "PLAY"
RAMSCH_PLAY = "RAMSCH_PLAY"
DEAL_END = "DEAL_END"
PHASES = (BIDDING, SKAT_CHOICE, DISCARD, DECLARE, PLAY, RAMSCH_PLAY, DEAL_END)

# Auction states (§7.4).
MF_BID, MF_ANSWER, R_BID, R_ANSWER, F_LAST = "MF_BID", "MF_ANSWER", "R_BID", "R_ANSWER", "F_LAST"
DONE, ALL_PASSED = "DONE", "ALL_PASSED"
AUCTION_STATES = (MF_BID, MF_ANSWER, R_BID, R_ANSWER, F_LAST, DONE, ALL_PASSED)

# Deal result kinds.
GAME, THROWN_IN, RAMSCH = "game", "thrown_in", "ramsch"


@dataclass(frozen=True)
class Declaration:
    """§8.2, always stored normalised (ouvert ⇒ both announcements, schwarz ⇒ schneider)."""

    type: str  # D H S C G N
    hand: bool = False
    schneider: bool = False  # schneider announced
    schwarz: bool = False  # schwarz announced
    ouvert: bool = False


@dataclass
class Call:
    """One public auction step (§7.4 note 5): ``bid``, ``hold``, ``pass`` or ``play`` (F_LAST)."""

    seat: int
    call: str
    value: int | None = None


@dataclass
class TrickRecord:
    leader: int
    cards: list[Card]  # in play order, starting with the leader
    winner: int


@dataclass
class Claim:
    """Variant ``claims`` (§12.5): who claimed what, whether it held, the cards it credited."""

    seat: int
    kind: str  # "resign", "claim" (declarer) or "defence" (an opponent)
    valid: bool
    cards: list[Card] = field(default_factory=list)
    tricks: int = 0
    to_declarer: bool = False


@dataclass
class GameResult:
    """§10.8 for a suit, grand or null game."""

    declarer: int
    bid: int
    declaration: Declaration
    skat_taken: bool
    matadors: int | None  # None for null
    with_matadors: bool | None
    declarer_points: int
    opponent_points: int
    declarer_tricks: int
    opponent_tricks: int
    levels: int | None  # the multiplier (§10.5); None for null
    game_value: int
    overbid: bool
    won: bool
    value: int  # the score value (§10.6)
    ended_early: bool = False


@dataclass
class RamschResult:
    """§12.3: points after the skat went to the last trick's winner."""

    points: list[int]
    tricks: list[int]
    losers: list[int]
    jungfrau: bool
    durchmarsch: int | None


@dataclass
class DealResult:
    kind: str  # GAME, THROWN_IN or RAMSCH
    scores: list[int]  # per seat, scoring system and Bock doubling applied
    bock: bool = False
    bock_triggers: int = 0  # §12.4.3: T1 and T2 that fired
    skat: list[Card] = field(default_factory=list)  # revealed at the deal summary (§13)
    game: GameResult | None = None
    ramsch: RamschResult | None = None


@dataclass
class SkatState:
    deal_no: int  # 1-based number in the series
    dealer: int
    phase: str
    hands: list[list[Card]]
    skat: list[Card]  # the face-down skat: the original, or the discards after a pickup
    bock: bool = False  # this deal is a Bock deal (§12.4.2)
    # The match record as the deal began, for the observation (the engine passes only the state).
    totals: list[int] = field(default_factory=lambda: [0, 0, 0])
    bock_pending: int = 0
    auction: str = MF_BID
    highest: int | None = None
    survivor: int | None = None
    calls: list[Call] = field(default_factory=list)
    declarer: int | None = None
    bid: int | None = None
    skat_taken: bool = False
    picked_up: list[Card] = field(default_factory=list)  # the original skat, seen by the declarer
    declaration: Declaration | None = None
    leader: int = 0
    trick: list[Card] = field(default_factory=list)  # cards on the table, leader first
    tricks: list[TrickRecord] = field(default_factory=list)
    claim: Claim | None = None
    result: DealResult | None = None

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % 3

    @property
    def middlehand(self) -> int:
        return (self.dealer + 2) % 3

    @property
    def rearhand(self) -> int:
        return self.dealer

    @property
    def game(self) -> str | None:
        """The game type whose card order applies: the declared one, or ``G`` in Ramsch."""
        if self.phase == RAMSCH_PLAY or (self.result is not None and self.result.kind == RAMSCH):
            return "G"
        return self.declaration.type if self.declaration else None


@dataclass
class SheetLine:
    """One row of the classical score sheet."""

    deal: int
    dealer: int
    kind: str
    declarer: int | None
    game: str  # a declaration id ("clubs+hand", "null+ouvert"), "ramsch", or "" when thrown in
    bid: int | None
    won: bool | None
    value: int
    bock: bool
    scores: list[int]
    totals: list[int]


@dataclass
class SkatRecord:
    first_dealer: int
    deals: int = 0  # finished deals
    totals: list[int] = field(default_factory=lambda: [0, 0, 0])
    bock_pending: int = 0
    sheet: list[SheetLine] = field(default_factory=list)

    @property
    def next_dealer(self) -> int:
        """§6.4: deal n is dealt by (first_dealer + n − 1) mod 3."""
        return (self.first_dealer + self.deals) % 3


KINDS = (GAME, THROWN_IN, RAMSCH)
MAX_VALUE = 270  # §10.6: an overbid diamonds game at 264 is lost at 9 × 30 (the highest game is worth 264)
BASE_VALUE = 9  # the lowest base (diamonds): every game is worth at least twice it
MAX_BOCK_TRIGGERS = 2  # §12.4.3: T1 and T2 in one deal
MAX_DEAL_SCORE = 2 * (2 * MAX_VALUE) + 100  # a lost game doubled by Bock, Seeger-Fabian's 50 on top
RAMSCH_SCORES = (-2 * 2 * 120, 2 * 120)  # everything lost with a Jungfrau in a Bock deal, a Durchmarsch


def check_record(
    r: SkatRecord, series_length: int, ramsch: bool, bock: bool, bids: Collection[int], bock_deals: int
) -> None:
    """A loaded record must be one that play reaches: one sheet line per finished deal in
    dealer order, running totals that add up, bids and values that exist."""
    checks.seat(r.first_dealer, 3, "first dealer")
    checks.count(r.deals, 0, series_length, "finished deals")
    checks.require(len(r.sheet) == r.deals, f"{len(r.sheet)} sheet lines for {r.deals} finished deals")
    checks.length(r.totals, 3, "totals")
    most_pending = bock_deals * MAX_BOCK_TRIGGERS * r.deals if bock else 0
    checks.count(r.bock_pending, 0, most_pending, "Bock deals pending")
    totals = [0, 0, 0]
    for n, line in enumerate(r.sheet, 1):
        where = f"sheet line {n}"
        checks.require(line.deal == n, f"{where}: numbered {line.deal}")
        checks.require(line.dealer == (r.first_dealer + n - 1) % 3, f"{where}: dealer {line.dealer} out of turn")
        checks.one_of(line.kind, (GAME, RAMSCH if ramsch else THROWN_IN), f"{where}: kind")
        checks.require(bock or not line.bock, f"{where}: a Bock deal without Bock rounds")
        checks.length(line.scores, 3, f"{where}: scores")
        if line.kind == GAME:
            checks.seat(line.declarer, 3, f"{where}: declarer")
            checks.require(line.bid in bids and line.won is not None, f"{where}: bid {line.bid!r} is not a Skat bid")
            checks.count(line.value, BASE_VALUE * 2, MAX_VALUE, f"{where}: value")
            for score in line.scores:
                checks.count(score, -MAX_DEAL_SCORE, MAX_DEAL_SCORE, f"{where}: score")
        else:
            checks.require(line.declarer is None and line.bid is None and line.won is None and line.value == 0,
                           f"{where}: a {line.kind} deal has no declarer, bid or value")
            low, high = RAMSCH_SCORES if line.kind == RAMSCH else (0, 0)
            for score in line.scores:
                checks.count(score, low, high, f"{where}: score")
        totals = [t + s for t, s in zip(totals, line.scores)]
        checks.require(line.totals == totals, f"{where}: totals {line.totals} do not add up")
    checks.require(r.totals == totals, f"totals {r.totals} are not the sheet's {totals}")
