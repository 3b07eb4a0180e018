"""The add-ons of a table whose match is held on this machine (``MatchController``): hot-seat,
hint and undo, practice with open cards, the replay summary, and what the match keeps (the
deck of each deal, the autosave's notices). A
match held elsewhere (online) gets hot-seat and the hint only: the others need the whole match.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.events import Event
from ...session.controller import MatchController
from ..assist import Assist
from ..bidhelp import BiddingHelp
from ..coach import Coach, coach_wanted
from ..hotseat import HotSeat
from ..par import ParLine
from ..practice import Practice
from ..replay import Replay
from .addons import AddOn

if TYPE_CHECKING:
    from .scene import TableScene


class Keeping(AddOn):
    """What the match keeps of the table: the deck each deal is played with (for its review);
    an autosave that failed is told on the message line, never raised."""

    def __init__(self, table: TableScene, controller: MatchController) -> None:
        self.table, self.controller = table, controller
        controller.theme = lambda: table.app.settings.theme

    def events(self, events: list[Event]) -> list[Event]:
        if self.controller.keeper is not None:
            for problem in self.controller.keeper.take_problems():
                self.table.say(problem)
        return events


def standard_addons(table: TableScene) -> list[AddOn]:
    source = table.source
    local = source if isinstance(source, MatchController) and source.local_match is not None else None
    addons: list[AddOn] = [HotSeat(table), Assist(table, local), BiddingHelp(table, source)]
    if local is not None:
        people = [s.name for s in local.seats if s.human]
        coach = Coach(table, local, bool(people) and coach_wanted(table.app.settings.coach, local.rules.id, people))
        addons += [Practice(table, local), Replay(table, local), Keeping(table, local), coach, ParLine(table, local)]
    return addons
