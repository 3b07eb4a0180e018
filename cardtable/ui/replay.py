"""The deal summary's replay part: "Play this deal again" and "Swap seats and replay"
(``session.replay``), and what a replay or practice deal tells the player there. An add-on
(``ui.table.addons``) of a match held on this machine."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.dealcode import DealCode, code_of
from ..i18n import tr
from ..session import replay
from ..session.controller import MatchController
from ..storage import load_autosave
from .table.addons import AddOn, SummaryButtons

if TYPE_CHECKING:
    from .table.scene import TableScene


class Replay(AddOn):
    def __init__(self, table: TableScene, controller: MatchController) -> None:
        self.table, self.controller = table, controller

    def summary(self, lines: list[str], actions: SummaryButtons) -> tuple[list[str], SummaryButtons]:
        """The two replays added; a replayed deal stands alone, so its summary leads back to the
        menu instead of to a next deal."""
        controller, table = self.controller, self.table
        if controller.practice:
            lines = [*lines, tr("summary.practice_note")]
        if not controller.humans:  # computers only (the demo): nothing to play again
            return lines, actions
        if controller.single is not None:
            saved, _ = load_autosave(controller.rules.id)  # a broken file is told by the main menu
            if saved is not None:
                lines = [*lines, tr("summary.match_kept")]
            actions = [(tr("menu.main_menu"), table.to_menu)]
        code = code_of(controller.match)
        seats = controller.seats
        after = (controller.viewer + 1) % len(seats)
        swap = tr("summary.swap") if len(seats) == 2 else tr("summary.swap_to", name=table.plates[after])
        return lines, [*actions, (tr("summary.replay"), lambda: self._play(code, False)), (swap, lambda: self._play(code, True))]

    def _play(self, code: DealCode, swap: bool) -> None:
        controller = self.controller
        self.table.app.router.table(replay.replay(code, controller.seats, swap, controller.practice))
