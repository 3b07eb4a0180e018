"""The state of one Hindersche deal, the game's standing between deals and the match record.

A *match* of the engine is one game of Hindersche (until its loser is known); the rubber it
belongs to (section 14) is carried from one match record to the next. Playoffs (section 12)
and Hüpscher redeals (section 13) are deals of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine import checks
from ...engine.cards import Card

# Kinds of deal
REGULAR, PLAYOFF, CANCELLED = "regular", "playoff", "cancelled"

# Scoring states of a regular deal (sections 9, 11.1)
ROUND_ONE, NORMAL, EXCESS, RARE, TWO = "ROUND_ONE", "NORMAL", "EXCESS", "RARE", "TWO"
STATES = (ROUND_ONE, NORMAL, EXCESS, RARE, TWO)

# Playoff questions (section 12)
ADD, ERASE = "ADD", "ERASE"

# Phases of a deal (section 7.4); "schleipfe_objection" is the veto step of section 15
HUPSCHER, HUPSCHER_ANSWER, PLAY, SCHLEIPFE, SCHLEIPFE_OBJECTION, SCORED = (
    "hupscher", "hupscher_answer", "play", "schleipfe", "schleipfe_objection", "scored",
)
PHASES = (HUPSCHER, HUPSCHER_ANSWER, PLAY, SCHLEIPFE, SCHLEIPFE_OBJECTION, SCORED, CANCELLED)


@dataclass
class Playoff:
    question: str  # ADD: the loser (most points) gains a stroke; ERASE: the winner wipes one
    seats: list[int]


@dataclass
class Pending:
    """A regular deal's scoring that waits for playoffs; changes apply together at the end [D-6]."""

    dealer: int  # playoffs are dealt by the dealer of the deal that caused them (6.3)
    changes: dict[int, int]
    wiped: list[int]  # March → 0 (section 11.2)
    playoffs: list[Playoff]  # still to play, the next one first


@dataclass
class SlateLine:
    """One row of the score sheet: a deal and what it did to the slate."""

    kind: str  # REGULAR, PLAYOFF or CANCELLED
    dealer: int
    label: str  # the scoring state (regular deal) or the playoff question
    participants: list[int]
    card_points: dict[int, int] = field(default_factory=dict)
    tricks: dict[int, int] = field(default_factory=dict)
    marcher: int | None = None
    changes: dict[int, int] = field(default_factory=dict)  # net stroke changes applied after this deal
    strokes: list[int] = field(default_factory=list)  # the slate after this deal
    left: list[int] = field(default_factory=list)  # seats that left the game
    loser: int | None = None


@dataclass
class Standing:
    """The game's position between deals: the slate, who is in, whose deal, the rubber."""

    round: int
    strokes: list[int]  # per seat; players who left keep 0
    active: list[int]  # seats still in the game, ascending
    dealer: int  # dealer of the next regular deal; once the game is over, its last dealer
    pending: Pending | None = None
    redeals: int = 0  # consecutive Hüpscher cancellations by the current dealer [D-9]
    loser: int | None = None
    lost: int = 0  # games the loser's defeat counts: 2 for a double loss (section 10)
    rubber_losses: list[int] = field(default_factory=lambda: [0, 0, 0, 0])
    rubber_games: int = 0  # games counted towards the rubber, this one included once lost
    settlement: list[int] | None = None  # each seat's net once the rubber is over
    slate: list[SlateLine] = field(default_factory=list)  # this game's score sheet, one line per deal


@dataclass
class TrickRecord:
    leader: int
    cards: list[tuple[int, Card]]  # (seat, card) in play order
    winner: int  # rightful winner (7.3)
    taker: int  # who took it: differs from the winner after an accepted Schleipfe


@dataclass
class HupscherWindow:
    had_turn: list[int] = field(default_factory=list)
    declarer: int | None = None
    to_answer: list[int] = field(default_factory=list)  # still to agree or refuse, next first


@dataclass
class SchleipfeWindow:
    winner: int
    to_ask: list[int]  # may still claim, next first
    claimant: int | None = None
    to_answer: list[int] = field(default_factory=list)  # may still object, next first


@dataclass
class DealResult:
    card_points: dict[int, int]
    tricks: dict[int, int]
    marcher: int | None
    after: Standing  # the standing this deal leaves behind, its slate line appended


@dataclass
class HinderscheState:
    kind: str  # REGULAR or PLAYOFF
    label: str  # scoring state of a regular deal (ROUND_ONE, NORMAL, ...) or the playoff question
    dealer: int
    participants: list[int]  # play order, starting with the first leader (dealer's right)
    hands: list[list[Card]]
    undealt: list[Card]  # the rest of the pack, top first; with 2-3 participants [0] is the turned card
    trump_card: Card
    phase: str
    to_move: int | None
    leader: int
    before: Standing  # the standing when the deal began
    trick: list[tuple[int, Card]] = field(default_factory=list)
    tricks: list[TrickRecord] = field(default_factory=list)
    hupscher: HupscherWindow | None = None
    schleipfe: SchleipfeWindow | None = None
    result: DealResult | None = None

    @property
    def trump(self) -> str:
        return self.trump_card.suit


@dataclass
class HinderscheRecord:
    standing: Standing
    game: int = 1  # this game's number within its rubber


ROUNDS = (1, 2)
KINDS = (REGULAR, PLAYOFF, CANCELLED)
MAX_STROKES = 99  # a sanity bound: a game ends long before any slate holds this many


def check_standing(st: Standing, max_redeals: int, rubber_games: int) -> None:
    """A standing (of the record, or of a deal as it began) that play reaches."""
    checks.one_of(st.round, ROUNDS, "round")
    checks.length(st.strokes, 4, "strokes")
    for strokes in st.strokes:
        checks.count(strokes, 0, MAX_STROKES, "strokes")
    checks.seats(st.active, 4, "players in the game")
    checks.require(bool(st.active) and st.active == sorted(st.active), "the players in the game are listed in order")
    checks.require(st.round == 2 or len(st.active) == 4 or st.lost == 2, "everybody plays round one")
    checks.require(all(st.strokes[s] == 0 for s in range(4) if s not in st.active), "a player who left has strokes")
    checks.seat(st.dealer, 4, "dealer")
    checks.count(st.redeals, 0, max_redeals, "Hüpscher redeals")
    if st.pending is not None:
        checks.seat(st.pending.dealer, 4, "dealer of the pending deal")
        checks.seats(st.pending.changes, 4, "pending changes")
        checks.seats(st.pending.wiped, 4, "wiped slates")
        for playoff in st.pending.playoffs:
            checks.one_of(playoff.question, (ADD, ERASE), "playoff")
            checks.seats(playoff.seats, 4, "playoff seats")
            checks.require(len(playoff.seats) >= 2, "a playoff is between two players or more")
    checks.seat(st.loser, 4, "loser", optional=True)
    checks.require(st.lost in ((0,) if st.loser is None else (1, 2)), f"{st.lost} games lost by {st.loser!r}")
    checks.length(st.rubber_losses, 4, "games lost in the rubber")
    checks.require(min(st.rubber_losses) >= 0, "games lost in the rubber cannot be negative")
    checks.count(st.rubber_games, 0, rubber_games + 1, "games in the rubber")  # a double loss may step past
    checks.require(sum(st.rubber_losses) == st.rubber_games, "the rubber's losses do not add up to its games")
    settled = st.rubber_games >= rubber_games
    checks.require((st.settlement is not None) == settled, "only a full rubber is settled, and it is")
    if st.settlement is not None:
        checks.length(st.settlement, 4, "settlement")
        checks.require(sum(st.settlement) == 0, "the settlement does not balance")
    for n, line in enumerate(st.slate, 1):
        where = f"slate line {n}"
        checks.one_of(line.kind, KINDS, f"{where}: kind")
        checks.seat(line.dealer, 4, f"{where}: dealer")
        checks.seats(line.participants, 4, f"{where}: participants")
        checks.require(not line.strokes or len(line.strokes) == 4, f"{where}: strokes")
    last = [line.strokes for line in st.slate if line.strokes]
    checks.require(not last or last[-1] == st.strokes, "the strokes are not the slate's last line")


def check_record(r: HinderscheRecord, max_redeals: int, rubber_games: int) -> None:
    check_standing(r.standing, max_redeals, rubber_games)
    checks.count(r.game, 1, rubber_games, "game of the rubber")
