"""Par in the deal summary (``session.par``): the summary opens at once with a line saying the
expert is still playing the player's cards; when the par is found (a worker thread, a second
or two) that line becomes "You +36 · par +48 · −12", one per person at the table. An add-on
(``ui.table.addons``) of tables whose match is held here."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..i18n import tr
from ..i18n.numbers import decimal
from ..session.controller import MatchController
from .scenes.dialogs import Summary
from .table.addons import AddOn, SummaryButtons

if TYPE_CHECKING:
    from .table.scene import TableScene

MINUS = "\u2212"


def signed(value: float) -> str:
    number = decimal(abs(value))
    return ("+" if value > 0 else MINUS if value < 0 else "±") + number


class ParLine(AddOn):
    def __init__(self, table: TableScene, controller: MatchController) -> None:
        self.table, self.controller = table, controller
        self.waiting: str | None = None  # the placeholder line of the summary on screen

    def summary(self, lines: list[str], actions: SummaryButtons) -> tuple[list[str], SummaryButtons]:
        if not self.controller.par_seats:
            return lines, actions
        self.waiting = tr("par.working")
        return [*lines, self.waiting], actions

    def update(self, dt: float) -> None:
        top = self.table.app.top
        if self.waiting is None or not isinstance(top, Summary) or self.waiting not in top.lines:
            return
        pars = self.controller.pars()
        if len(pars) < len(self.controller.par_seats):
            return
        found = [par_line(self.table.names[seat], p.played, p.score) for seat, p in sorted(pars.items())]
        at = top.lines.index(self.waiting)
        top.lines[at:at + 1] = found
        top.resize(self.table.app.size)
        self.waiting = None


def par_line(name: str, played: float, par: float) -> str:
    return tr("par.line", name=name, played=signed(played), par=signed(par), difference=signed(played - par))
