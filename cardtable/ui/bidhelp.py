"""Bidding help at the table (``session.bidhelp``): a button and the key B open a panel over
the table with a few lines on the viewer's hand, worked out on a worker thread (the panel shows
at once and fills in); in lessons of the games with bidding it opens by itself at every
decision that is not a card. An add-on (``ui.table.addons``)."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

import pygame

from ..engine.actions import PLAY
from ..i18n import tr
from ..session.bidhelp import bidding_help
from ..session.source import TableSource
from .scenes.dialogs import Dialog
from .table.addons import AddOn
from .widgets import Button

if TYPE_CHECKING:
    from .table.scene import TableScene

KEY = pygame.K_b
BIDDING_GAMES = ("skat", "schafkopf", "coiffeur")


class HelpPanel(Dialog):
    """The help's lines over the table; "…" until the worker thread has found them."""

    def __init__(self, app, future: Future[list[str]]) -> None:
        self.future = future
        super().__init__(app, tr("bidhelp.title"), [tr("bidhelp.working")], [(tr("summary.done"), lambda: None)])

    def update(self, dt: float) -> None:
        if self.future.done() and self.lines == [tr("bidhelp.working")] and not self.future.cancelled():
            self.lines = self.future.result()
            self.resize(self.app.size)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == KEY:
            self.app.pop(self)
            return
        super().handle(event)


class BiddingHelp(AddOn):
    def __init__(self, table: TableScene, source: TableSource, always: bool = False) -> None:
        self.table, self.source = table, source
        self.always = always  # a lesson: open by itself at every bidding decision
        self._pool: ThreadPoolExecutor | None = None
        self._shown_at = -1  # the source version the help last opened by itself at

    def buttons(self) -> list[Button]:
        if not self.table.interactive:
            return []
        return [Button(tr("bidhelp.title"), self.show, size=self.table.layout.button_size, key="B")]

    def key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == KEY and self.table.interactive:
            self.show()
            return True
        return False

    def show(self) -> HelpPanel | None:
        """Open the panel on the viewer's hand as it is now."""
        table = self.table
        obs = table.obs
        if obs is None or table.app.top is not table:
            return None
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bidhelp")
        future = self._pool.submit(bidding_help, table.rules, obs, self.source.code, table.app.settings.theme)
        panel = HelpPanel(table.app, future)
        table.app.push(panel)
        return panel

    def update(self, dt: float) -> None:
        table = self.table
        legal = table.legal
        bidding = table.rules.id in BIDDING_GAMES and len(legal) > 1 and not any(a.kind == PLAY for a in legal)
        if self.always and bidding and self._shown_at != self.source.version and table.app.top is table \
                and table.synced and not table.animating:
            self._shown_at = self.source.version
            self.show()

    def closed(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
