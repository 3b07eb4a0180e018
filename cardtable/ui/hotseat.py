"""Hot-seat play: several humans at one screen, each seeing only their own hand.

The table asks ``HotSeat`` before it offers actions: when another human must act next, a
hand-off screen covers the table, and only after the click is the table turned to that
player (``TableScene.set_viewer``). An add-on (``ui.table.addons``). Only a human with something to do is handed the table:
while computers act first (a new deal, a continued match), the table stays veiled — every
hand face down — until a human must act. A human not on turn who may act anyway (Schnapsen rules
§13.6: claim, trump exchange) gets a "may act now" button (its tooltip names what) that asks
for a hand-off, and a "Back to …" button to give the table back. With one human nothing here does anything.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ..engine.actions import Action
from ..engine.events import Event
from ..i18n import tr
from ..i18n.punctuation import join
from .names import seat_name
from .scenes.handoff import HandOff
from .table.addons import AddOn
from .widgets import Button

if TYPE_CHECKING:
    from .table.scene import TableScene


class HotSeat(AddOn):
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.enabled = len(table.source.humans) > 1
        self.interjector: int | None = None  # a human acting out of turn
        self.screen: HandOff | None = None
        self._pending: HandOff | None = None  # made before the table was on the stack
        self.veiled = False  # no human's hand is shown: only computers have acted since the deal or the resume

    def holding(self) -> bool:
        """True while the table must wait for the next player to click."""
        return self.screen is not None

    def wanted(self) -> int | None:
        """The human who must act now and so should see the table; None while it is a
        computer's turn (whoever watches goes on watching)."""
        c = self.table.source
        if self.interjector is not None and c.legal(self.interjector):
            return self.interjector
        self.interjector = None
        if not c.deal_running:
            return None
        turn = self._turn()
        if turn is None:
            return next((s for s in c.humans if c.legal(s)), None)
        return turn if c.seats[turn].human else None

    def _turn(self) -> int | None:
        obs = self.table.source.observation()
        return obs.turn if obs is not None else None

    def deal_shown(self, events: list[Event] | None) -> bool:
        """A new deal (its ``events``) or a continued match (None): hand it to the human who
        acts first, or, while computers act first, show it veiled without a hand-off."""
        if not self.enabled:
            return False
        seat = self.wanted()
        if seat is not None:
            self.hand_to(seat, events)
            return True
        self.veiled = True
        return False

    def wait_before_actions(self) -> bool:
        """Start a hand-off if a human other than the one watching (or anyone, while the table
        is veiled) must act next; True while the table waits."""
        seat = self.wanted() if self.enabled and not self.holding() else None
        if seat is not None and (seat != self.table.viewer or self.veiled):
            self.hand_to(seat)
        return self.holding()

    def hand_to(self, seat: int, events: list[Event] | None = None, detail: str = "") -> None:
        """Cover the table; once ``seat``'s player clicks, turn the table to them (and deal ``events``)."""
        def ready() -> None:
            self.screen, self.veiled = None, False
            self.table.set_viewer(seat, events)

        self.screen = HandOff(self.table.app, seat_name(self.table.source.seats, seat), ready, detail)
        if self.table.app.scenes and self.table.app.top is self.table:
            self.table.app.push(self.screen)
        else:
            self._pending = self.screen

    def update(self, dt: float) -> None:
        """Show a hand-off asked for before the table was on the stack."""
        if self._pending is not None and self.table.app.top is self.table:
            self.table.app.push(self._pending)
            self._pending = None

    def buttons(self) -> list[Button]:
        """"Anna may act now" for each other human with an optional action (its tooltip says
        which and that the table goes to them and back); "Back to …" for them."""
        if not self.enabled:
            return []
        c, viewer = self.table.source, self.table.viewer
        if self.interjector == viewer:
            turn = self._turn()
            return [Button(tr("hotseat.back_to", name=self.table.plates[turn]) if turn is not None else tr("summary.done"), self._give_back, size=26)]
        return [
            Button(tr("hotseat.may_act", name=self.table.plates[s]), partial(self._interject, s), size=26,
                   tooltip=tr("hotseat.may_act_tip", name=self.table.plates[s], actions=self._optional(s)))
            for s in c.humans if s != viewer and self._offered(s)
        ]

    def _offered(self, seat: int) -> list[Action]:
        """What ``seat`` would be offered out of turn (as the panel offers it: no claim at 0 points)."""
        source = self.table.source
        return self.table.panel.offered(source.observation(seat), source.legal(seat))

    def _optional(self, seat: int) -> str:
        """What ``seat`` may do out of turn, in words ("Claim: I have 66")."""
        return join(self.table.panel.label(a) for a in self._offered(seat))

    def _interject(self, seat: int) -> None:
        self.interjector = seat
        self.hand_to(seat, detail=tr("hotseat.out_of_turn", actions=self._optional(seat)))

    def _give_back(self) -> None:
        self.interjector = None
        if not self.wait_before_actions():
            self.table.set_viewer(self.table.viewer)
