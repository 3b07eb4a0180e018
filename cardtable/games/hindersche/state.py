"""The state of one Hindersche deal, the game's standing between deals and the match record.

A *match* of the engine is one game of Hindersche (until its loser is known); the rubber it
belongs to (section 14) is carried from one match record to the next. Playoffs (section 12)
and Hüpscher redeals (section 13) are deals of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

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
