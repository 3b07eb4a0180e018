"""Help at the table: a hint (H), undo (U, Ctrl+Z) and the rules (F1).

The hint is the expert computer player's choice for the viewer (``session.hints``), shown
as a line and by moving the keyboard focus to that card or button; every human gets it, in
hot-seat play too (each seat its own adviser). Undo takes back the viewer's last action
together with the computers' replies since, within the deal being played (``session.undo``);
it is there only when every other seat is a computer, so nobody takes back another's move, and
only where the whole match is held on this machine. An add-on (``ui.table.addons``).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING

import pygame

from ..engine.actions import Action
from ..engine.events import Event
from ..engine.ruleset import Match
from ..i18n import tr
from ..session.controller import MatchController
from ..session.hints import Adviser
from ..session.undo import UndoHistory
from .table.addons import AddOn
from .widgets import Button

if TYPE_CHECKING:
    from .table.scene import TableScene


class Assist(AddOn):
    def __init__(self, table: TableScene, controller: MatchController | None) -> None:
        self.table, self.controller = table, controller  # undo needs the whole match
        humans = len(table.source.humans)
        self.enabled = bool(humans)  # hint and rules for every human
        self.history = UndoHistory(humans)  # undo: only against computers
        self._advisers: dict[int, Adviser] = {}
        self._before: Match | None = None

    @property
    def adviser(self) -> Adviser:
        """The viewer's, made on the first request (a player that plans ahead keeps its plan
        within the deal); in hot-seat play each human has their own."""
        seat = self.table.viewer
        if seat not in self._advisers:
            seed = self.controller.seed if self.controller is not None else self.table.source.code
            self._advisers[seat] = Adviser(self.table.rules, seat, f"{seed}/hint")
        return self._advisers[seat]

    # ---- what the table calls -------------------------------------------------------------
    def acting(self, action: Action) -> None:
        """Keep the match before a human action (``Match.apply`` replaces state and record, so
        a shallow copy keeps the old ones)."""
        self._before = copy.copy(self.controller.match) if self.controller is not None else None

    def acted(self, action: Action, events: list[Event]) -> None:
        """A human action was applied: remember the match as it was before it."""
        if self._before is not None:
            self.history.push(self._before)
        self._before = None

    def buttons(self) -> list[Button]:
        if not self.enabled:
            return []
        hint = Button(tr("table.hint"), self.hint, size=26, key="H", tooltip=tr("table.hint_tip"))
        if not self.history.enabled or self.controller is None:
            return [hint]
        undo = Button(tr("table.undo"), self.undo, size=26, key="U", enabled=self.history.can_undo(self.controller.match))
        return [hint, undo]

    def key(self, event: pygame.event.Event) -> bool:
        """F1, H, U and Ctrl+Z; True when the key was one of them."""
        if event.key == pygame.K_F1:
            self.table.app.router.rules(self.table.rules.id)
        elif event.key == pygame.K_h and self.enabled:
            self.hint()
        elif (event.key == pygame.K_u or (event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL)) and self.enabled:
            self.undo()
        else:
            return False
        return True

    # ---- the two helpers --------------------------------------------------------------------
    def hint(self) -> None:
        table = self.table
        if table.obs is None or not table.legal:
            table.say(tr("table.hint_line_wait"))
            return
        advice = self.adviser.hint(table.obs, table.app.settings.theme)
        if advice.action is None:
            table.say(tr("table.hint_line_wait"))
            return
        table.say(tr("table.hint_line", advice=advice.text))
        table.focus_on(advice.action)

    def undo(self) -> None:
        """Take back the viewer's last action of this deal; at a deal's start, or with nothing
        to take back, only say so (the finished deal stays as it was scored)."""
        c = self.controller
        if c is None or not self.history.can_undo(c.match):
            self.table.say(tr("table.undo_off") if not self.history.enabled or c is None else tr("table.undo_none"))
            return
        c.restore(self.history.undo(c.match))
        self._advisers.clear()  # their plans belonged to the undone future
        self.table.restored()
