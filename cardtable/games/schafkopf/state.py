"""The state of one Schafkopf deal and the match record (rules file §8.0, §12, §13)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import checks
from ...engine.cards import Card
from .cards import Contract

# Phases of the §8.0 state machine; the automatic ones (dealing, AUCTION_END, THROWN_IN)
# happen inside the action that leads to them.
KLOPFEN = "KLOPFEN"
MAIN = "MAIN"
DUEL_HOLDER = "DUEL_HOLDER"
DUEL_CHALLENGER = "DUEL_CHALLENGER"
DECLARE = "DECLARE"
KONTRA = "KONTRA"
RE = "RE"
PLAY = "PLAY"
RAMSCH_PLAY = "RAMSCH_PLAY"
DEAL_END = "DEAL_END"
PHASES = (KLOPFEN, MAIN, DUEL_HOLDER, DUEL_CHALLENGER, DECLARE, KONTRA, RE, PLAY, RAMSCH_PLAY, DEAL_END)
BIDDING = (MAIN, DUEL_HOLDER, DUEL_CHALLENGER)

# Outcomes of a deal
PLAYED, THROWN_IN, RAMSCH_DONE, SIE_SHOWN = "played", "thrown_in", "ramsch", "sie"


@dataclass
class Trick:
    leader: int
    cards: list[Card] = field(default_factory=list)  # in play order from the leader
    winner: int | None = None  # set once complete

    @property
    def taker(self) -> int:
        """Who took the completed trick."""
        assert self.winner is not None  # asked of completed tricks only
        return self.winner


# The terms of a deal's value V (§12.3), as the summary explains it.
BASE, SCHNEIDER_TERM, SCHWARZ_TERM, LAUFENDE_TERM, FACTOR_TERM, DOUBLED = (
    "base", "schneider", "schwarz", "laufende", "factor", "doubled",
)


@dataclass(frozen=True)
class ValueTerm:
    """One term of V: ``amount`` points added (base, schneider, schwarz; Laufende: ``count``
    runners at ``amount`` each), or a factor ``amount`` (a Tout or Sie; ``count`` doublings)."""

    kind: str
    amount: int
    count: int = 0


@dataclass
class DealResult:
    outcome: str  # PLAYED, THROWN_IN, RAMSCH_DONE or SIE_SHOWN
    vector: list[int]  # zero-sum units per seat (§12.4)
    playing_side: list[int] = field(default_factory=list)
    points: int = 0  # P: card points of the playing side
    tricks: int = 0  # T: tricks of the playing side
    laufende: int = 0
    won: bool | None = None
    schneider: bool = False
    schwarz: bool = False
    value: int = 0  # V (per defender)
    losers: list[int] = field(default_factory=list)  # Ramsch (§14.1)
    durchmarsch: int | None = None
    terms: list[ValueTerm] = field(default_factory=list)  # how V is made up, in order


@dataclass
class SchafkopfState:
    dealer: int
    phase: str
    hands: list[list[Card]]  # current hands; during KLOPFEN only the first four are known
    dealt: list[list[Card]]  # the hands as dealt (Laufende count dealt cards, §12.2)
    bock: int = 0  # consecutive throw-ins before this deal (§14.6)
    match_totals: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # before this deal
    deal_number: int = 1
    # public log of knocks, bids, calls, Kontra and Re: (seat, action id)
    announcements: list[tuple[int, str]] = field(default_factory=list)
    knocks: list[int] = field(default_factory=list)
    speaker: int = 0  # index into the bidding order (forehand first) in KLOPFEN and MAIN
    holder: int | None = None
    holder_game: str | None = None
    challenger: int | None = None
    challenger_game: str | None = None
    contract: Contract | None = None
    partner: int | None = None  # hidden until revealed (§9.2, §15)
    partner_revealed: bool = False
    poll: list[int] = field(default_factory=list)  # seats still to ask in KONTRA / RE (§10)
    kontra_by: int | None = None
    re_by: int | None = None
    tricks: list[Trick] = field(default_factory=list)  # completed tricks
    current: Trick | None = None
    result: DealResult | None = None

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % 4

    @property
    def order(self) -> list[int]:
        return [(self.forehand + k) % 4 for k in range(4)]

    @property
    def playing_side(self) -> list[int]:
        c = self.contract
        if c is None or c.declarer is None:
            return []
        return sorted([c.declarer] if self.partner is None else [c.declarer, self.partner])


@dataclass
class DealLine:
    """One row of the score sheet."""

    dealer: int
    outcome: str
    game: str | None  # the contract's id (``Contract.id``), e.g. "sauspiel/D"
    declarer: int | None
    partner: int | None
    won: bool | None
    value: int
    vector: list[int]


@dataclass
class SchafkopfRecord:
    dealer: int  # dealer of the next deal
    first_dealer: int
    deals: int = 0  # finished deals
    totals: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    throw_ins: int = 0  # consecutive thrown-in deals just before the next one (§14.6)
    sheet: list[DealLine] = field(default_factory=list)


OUTCOMES = (PLAYED, THROWN_IN, RAMSCH_DONE, SIE_SHOWN)


def check_record(r: SchafkopfRecord, deals_per_match: int, ramsch: bool) -> None:
    """A loaded record must be one that play reaches: one sheet line per finished deal in
    dealer order, each deal's vector summing to zero, totals and throw-ins as the sheet says."""
    checks.seat(r.first_dealer, 4, "first dealer")
    checks.count(r.deals, 0, deals_per_match, "finished deals")
    checks.require(len(r.sheet) == r.deals, f"{len(r.sheet)} sheet lines for {r.deals} finished deals")
    checks.require(r.dealer == (r.first_dealer + r.deals) % 4, f"dealer {r.dealer} out of turn")
    checks.length(r.totals, 4, "totals")
    totals, throw_ins = [0, 0, 0, 0], 0
    for n, line in enumerate(r.sheet, 1):
        where = f"sheet line {n}"
        checks.require(line.dealer == (r.first_dealer + n - 1) % 4, f"{where}: dealer {line.dealer} out of turn")
        checks.one_of(line.outcome, [o for o in OUTCOMES if o != (THROWN_IN if ramsch else RAMSCH_DONE)], where)
        checks.length(line.vector, 4, f"{where}: vector")
        checks.require(sum(line.vector) == 0 and line.value >= 0, f"{where}: the payments do not balance")
        checks.seat(line.declarer, 4, f"{where}: declarer", optional=True)
        checks.seat(line.partner, 4, f"{where}: partner", optional=True)
        checks.require(line.partner is None or (line.declarer is not None and line.partner != line.declarer),
                       f"{where}: a partner needs another seat as declarer")
        if line.outcome == THROWN_IN:
            checks.require(line.declarer is None and line.value == 0 and not any(line.vector),
                           f"{where}: a thrown-in deal pays nothing")
        throw_ins = throw_ins + 1 if line.outcome == THROWN_IN else 0
        totals = [t + v for t, v in zip(totals, line.vector)]
    checks.require(r.totals == totals, f"totals {r.totals} are not the sheet's {totals}")
    checks.require(r.throw_ins == throw_ins, f"{r.throw_ins} throw-ins in a row, the sheet has {throw_ins}")
