"""The deal summary's replay part: the deal's code, "Play this deal again" and "Swap seats and
replay" (``session.replay``), and what a replay or practice deal tells the player there."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..engine.dealcode import DealCode, code_of
from ..i18n import tr
from ..session import replay
from ..storage import load_autosave

if TYPE_CHECKING:
    from .scenes.table import TableScene

Actions = list[tuple[str, Callable[[], object]]]


def summary(table: TableScene, lines: Sequence[str], actions: Sequence[tuple[str, Callable[[], object]]]) -> tuple[list[str], Actions]:
    """The summary's lines and buttons with the deal code and the two replays added; a replayed
    deal stands alone, so its summary leads back to the menu instead of to a next deal."""
    controller = table.controller
    code = code_of(controller.match)
    lines = [*lines, tr("summary.deal_code", code=str(code))]
    if controller.practice:
        lines.append(tr("summary.practice_note"))
    if not controller.humans:  # computers only (the demo): nothing to play again
        return lines, list(actions)
    if controller.single is not None:
        saved, _ = load_autosave(controller.rules.id)  # a broken file is told by the main menu
        if saved is not None:
            lines.append(tr("summary.match_kept"))
        actions = [(tr("menu.main_menu"), table._to_menu)]
    seats = controller.seats
    after = (controller.viewer + 1) % len(seats)
    swap = tr("summary.swap") if len(seats) == 2 else tr("summary.swap_to", name=table.plates[after])
    return lines, [*actions, (tr("summary.replay"), lambda: _play(table, code, False)), (swap, lambda: _play(table, code, True))]


def _play(table: TableScene, code: DealCode, swap: bool) -> None:
    from .scenes.table import TableScene

    controller = table.controller
    again = replay.replay(code, controller.seats, swap, controller.practice)
    table.app.reset(TableScene(table.app, again))
