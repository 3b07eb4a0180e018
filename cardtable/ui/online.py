"""Online play at the table: the table is the local one (``ui.table``) with a ``RemoteTable``
as its source; this add-on adds what playing across machines needs — a "reconnecting …"
banner, the move timer counting down, waiting for the others between deals (the server deals
when everybody is ready), the deal shown again as it stands after coming back — and takes the
hosted server down with the table. Undo is not offered online (the standard add-ons give a
remote source the hint only, worked out on this machine).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import pygame

from ..i18n import tr
from ..net import codes
from ..net.host import ServerThread
from ..net.remote import RemoteTable
from .table.addons import AddOn, SummaryButtons
from .table.local import standard_addons
from .table.scene import TableScene
from .widgets import GOLD, INK, RED, blit_text, fitted, font, line_height, panel

if TYPE_CHECKING:
    from .app import App


class Online(AddOn):
    def __init__(self, table: TableScene, remote: RemoteTable, server: ServerThread | None) -> None:
        self.table, self.remote, self.server = table, remote, server
        self.waiting = False  # said ready for the next deal; the others have not yet
        self.comebacks = remote.comebacks
        self._timer: tuple[int, float, float] | None = None  # (version, seconds left then, when)

    @classmethod
    def table_for(cls, app: App, remote: RemoteTable, server: ServerThread | None) -> TableScene:
        """The table for a deal the lobby saw dealt: shown as it stands (its events, already
        queued, are not played again)."""
        remote.poll()
        return TableScene(app, remote, addons=lambda table: [*standard_addons(table), cls(table, remote, server)])

    # ---- hooks ---------------------------------------------------------------------------------
    def holding(self) -> bool:
        return self.waiting

    def summary(self, lines: list[str], actions: SummaryButtons) -> tuple[list[str], SummaryButtons]:
        """Next deal: say ready and wait for the others. After the match: back to the menu
        (a new match is a new table)."""
        if self.remote.match_over:
            return lines, [(label, run) for label, run in actions if run != self.table.start_deal]
        return lines, [(label, self.ready if run == self.table.start_deal else run) for label, run in actions]

    def ready(self) -> None:
        self.remote.next_deal()
        self.waiting = True

    def update(self, dt: float) -> None:
        remote = self.remote
        if self.waiting and remote.deal_running:  # everybody was ready: the next deal is dealt
            self.waiting = False
            self.table.start_deal()
        if remote.comebacks != self.comebacks:  # back after a lost connection: the deal as it is now
            self.comebacks = remote.comebacks
            remote.poll()
            if remote.deal_running and not self.waiting:
                self.table.show_as_is()
        if remote.failure:
            self.table.say(tr("online.no_seat", why=tr(f"online.error.{remote.failure}")))

    def closed(self) -> None:
        if self.server is not None:
            self.server.stop()

    # ---- drawing ---------------------------------------------------------------------------------
    def banner(self) -> tuple[str, tuple[int, int, int]] | None:
        """The line over the table: the connection first, then waiting, then the move timer."""
        remote = self.remote
        if remote.reconnecting:
            return tr("online.reconnecting"), RED
        if self.waiting:
            return tr("online.next_waiting"), GOLD
        left = self.seconds_left()
        if left is not None:
            return tr("online.time_left", n=int(left + 0.999)), GOLD if left > 5 else RED
        return None

    def seconds_left(self) -> float | None:
        """The move timer of the seat on turn, counted down here from the server's last word."""
        remote = self.remote
        if remote.timer is None or not remote.deal_running:
            self._timer = None
            return None
        if self._timer is None or self._timer[0] != remote.version:
            self._timer = (remote.version, remote.timer, time.monotonic())
        _, left, since = self._timer
        return max(0.0, left - (time.monotonic() - since))

    def draw(self, surface: pygame.Surface) -> None:
        # top left, where no seat sits: the table's code, and below it the banner
        size = max(16, surface.get_height() // 40)
        code = tr("online.table", code=codes.shown(self.remote.table_code))
        below = blit_text(surface, code, size - 2, INK, topleft=(12, 8)).bottom
        line = self.banner()
        if line is None:
            return
        words, color = line
        box = pygame.Rect(8, below + 6, min(surface.get_width() // 3, font(size).size(words)[0] + 32), line_height(size) + 12)
        panel(surface, box, border=color)
        blit_text(surface, words, fitted(words, size, box.width - 24), color, center=box.center)
