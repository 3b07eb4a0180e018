"""Modes, contract lists, owners, declarations and the order of bidding (rules file §2, §7.1–7.7, §10.2)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from .cards import DIRECTIONS, GUSTAV, OBENABE, SLALOM, TRUMP, UNDENUFE, PlayType

MODE_3P, MODE_4P_TEAMS, MODE_4P_SOLO = "3p", "4p_partnership", "4p_individual"
MODES = (MODE_3P, MODE_4P_TEAMS, MODE_4P_SOLO)

JOKERS = ("joker1", "joker2")
# §7.1, in multiplier order; Slalom and Gustav only in 3p
CONTRACTS_4P = ("trump_S", "trump_C", "trump_D", "trump_H", OBENABE, UNDENUFE, *JOKERS)
CONTRACTS_3P = ("trump_S", "trump_C", "trump_D", "trump_H", OBENABE, UNDENUFE, SLALOM, GUSTAV, *JOKERS)
# The seed's score board lists the rows in this order (Example 16).
BOARD_ROWS_3P = ("trump_S", "trump_H", "trump_D", "trump_C", OBENABE, UNDENUFE, SLALOM, GUSTAV, *JOKERS)



def seat_count(mode: str) -> int:
    return 3 if mode == MODE_3P else 4


def tricks_per_deal(mode: str) -> int:
    return 12 if mode == MODE_3P else 9  # §0.5


def board_rows(mode: str) -> tuple[str, ...]:
    return BOARD_ROWS_3P if mode == MODE_3P else CONTRACTS_4P


def owner_count(mode: str) -> int:
    return 2 if mode == MODE_4P_TEAMS else seat_count(mode)


def owner(mode: str, seat: int) -> int:
    """The owner of ``seat``'s contract list (§2.2): team 0 = seats 0 and 2, team 1 = 1 and 3."""
    return seat % 2 if mode == MODE_4P_TEAMS else seat


def side(mode: str, declarer: int) -> tuple[int, ...]:
    """The declaring side (§2.3)."""
    return (declarer, (declarer + 2) % 4) if mode == MODE_4P_TEAMS else (declarer,)


@dataclass
class BidTurn:
    seat: int
    may_pass: bool


@dataclass(frozen=True)
class Declaration:
    """A declaration (§7.2): the contract and the play type it is played in."""

    seat: int
    contract: str
    play: PlayType
    forced: bool = False

    @property
    def arg(self) -> str:
        """The payload of the ``DECLARE`` action id: ``trump_H``, ``slalom/obenabe``,
        ``joker1/gustav/undenufe``."""
        if self.contract in JOKERS:
            return f"{self.contract}/{self.play.id}"
        return self.play.id


def joker_play_types(mode: str, slalom_gustav_4p: bool) -> list[PlayType]:
    """§7.2: any play type in 3p; suits, Obenabe, Undenufe in 4p (plus Slalom/Gustav by variant)."""
    types = [PlayType(TRUMP, trump=s) for s in "SCDH"] + [PlayType(OBENABE), PlayType(UNDENUFE)]
    if mode == MODE_3P or slalom_gustav_4p:
        types += [PlayType(k, start=d) for k in (SLALOM, GUSTAV) for d in DIRECTIONS]
    return types


@cache
def declaration_args(contract: str, mode: str, slalom_gustav_4p: bool) -> tuple[str, ...]:
    """Every ``DECLARE`` payload for one open contract (worked out once: bidding asks often)."""
    if contract in JOKERS:
        return tuple(f"{contract}/{pt.id}" for pt in joker_play_types(mode, slalom_gustav_4p))
    if contract in (SLALOM, GUSTAV):
        return tuple(f"{contract}/{d}" for d in DIRECTIONS)
    return (contract,)


def parse_declaration(arg: str, seat: int, forced: bool = False) -> Declaration:
    contract, _, rest = arg.partition("/")
    if contract in JOKERS:
        return Declaration(seat, contract, PlayType.parse(rest), forced)
    return Declaration(seat, contract, PlayType.parse(arg), forced)


def bid_turns(mode: str, dealer: int, seats: int, has_contracts: list[bool]) -> list[BidTurn]:
    """The turns of the bidding state machine of §7.7; ``has_contracts`` is per owner.

    The last turn never allows a pass, so bidding always ends with a declaration.
    """
    order = [(dealer + 1 + i) % seats for i in range(seats)]  # P1..PN
    eligible = [p for p in order if has_contracts[owner(mode, p)]]
    if not eligible:
        raise ValueError("no player has a contract left: the game is over")
    if mode == MODE_4P_TEAMS:
        if len(eligible) == seats:  # rule B.1: both teams have contracts
            return [BidTurn(p, True) for p in order] + [BidTurn(order[0], False)]
        first, second = eligible  # rule B.2: the unfinished team's two members
        return [BidTurn(first, True), BidTurn(second, False)]
    if len(eligible) == 1:  # rule A.1
        return [BidTurn(eligible[0], False)]
    if order[0] in eligible:  # rule A.2: everybody passed → P1 is forced
        return [BidTurn(p, True) for p in eligible] + [BidTurn(order[0], False)]
    return [BidTurn(p, True) for p in eligible[:-1]] + [BidTurn(eligible[-1], False)]  # rule A.3
