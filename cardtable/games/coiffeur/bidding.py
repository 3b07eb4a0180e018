"""Who may declare or pass in which order (§7.3–7.7)."""

from __future__ import annotations

from .contracts import MODE_4P_TEAMS, owner
from .state import BidTurn


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
