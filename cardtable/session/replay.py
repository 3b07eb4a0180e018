"""Playing a finished deal again, and practice with open cards.

"Play this deal again" deals the same code to the same players in the same seats; "Swap seats
and replay" deals it with every player moved one seat on (player of seat *i* to seat *i* + 1,
the last to seat 0): with two players the human gets the computer's hand and the computer the
human's, with three or four the human takes the next seat's hand. A replay is one deal on its
own: it is counted in the statistics and kept in the history like any deal, but it does not
take the place of the match in progress, whose autosave stays to be continued.

Practice is a match under the standard rules (no house rules) with every hand face up and the
hint shown all the time; its deals are kept in the history, never in the statistics, and it
leaves the autosave alone too.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.dealcode import DealCode
from .controller import MatchController, Seat
from .persistence import MatchKeeper


def rotated(seats: Sequence[Seat]) -> list[Seat]:
    """Every player one seat on: seat *i*'s player sits at seat *i* + 1, the last at seat 0."""
    return [seats[i - 1] for i in range(len(seats))]


def keeper(practice: bool) -> MatchKeeper:
    """What a replay or a practice match writes: the history, the statistics unless practice,
    never the autosave (the match in progress keeps its own)."""
    return MatchKeeper(autosave=False, statistics=not practice)


def replay(code: DealCode, seats: Sequence[Seat], swap: bool = False, practice: bool = False) -> MatchController:
    """One deal played again from its code: the same seats, or each player one seat on."""
    chosen = rotated(seats) if swap else list(seats)
    controller = MatchController.from_code(code, chosen, keeper(practice), practice)
    controller.single = code
    return controller
