"""Bidding help at the table (``session.bidhelp``): a button and the key B show or hide a few
lines on the viewer's hand in the side panel's place, worked out on a worker thread (the
panel shows at once and fills in). It is no dialog: the table stays in play beside it, the
bid buttons, the prompt or a lesson's coach panel and the highlighted cards in view. In the
games with bidding it gives the panel back once the play begins (a card may be played, or one
was); a lesson of those shows it from the start (B still hides it). An add-on (``ui.table.addons``)."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

import pygame

from ..engine.actions import PLAY
from ..i18n import tr
from ..session.bidhelp import bidding_help, offers_help
from ..session.source import TableSource
from . import recording
from .table.addons import AddOn
from .widgets import GOLD, INK, SMALLEST_PX, Button, blit_text, fitted, font, line_height, panel, text_px, wrap

if TYPE_CHECKING:
    from .table.scene import TableScene

KEY = pygame.K_b
BIDDING_GAMES = ("skat", "schafkopf", "coiffeur")


def title(game: str) -> str:
    """The help's name: "Advice" in a game without bidding (Schnapsen's speaks of the exchange,
    marriages, closing and claiming)."""
    return tr("bidhelp.title" if game in BIDDING_GAMES else "bidhelp.advice")


class BiddingHelp(AddOn):
    def __init__(self, table: TableScene, source: TableSource, always: bool = False) -> None:
        self.table, self.source = table, source
        self.wanted = always and table.rules.id in BIDDING_GAMES  # the player's choice (a lesson with bids starts with it on)
        self._pool: ThreadPoolExecutor | None = None
        self._future: Future[list[str]] | None = None
        self._asked_for: tuple[int, int] | None = None  # the source version and viewer the lines are for

    # ---- the hooks -------------------------------------------------------------------------
    @property
    def own_panel(self) -> bool:  # type: ignore[override]
        return self.shown()

    def buttons(self) -> list[Button]:
        if not self.table.interactive or not offers_help(self.table.rules.id):
            return []  # (Hindersche: nothing is bid, so no button that could only say so)
        return [Button(title(self.table.rules.id), self.toggle, size=self.table.layout.button_size, key="B")]

    def key(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == KEY and self.table.interactive and offers_help(self.table.rules.id):
            self.toggle()
            return True
        return False

    def update(self, dt: float) -> None:
        """Ask for the lines again once the viewer has a new decision (or has none yet)."""
        table = self.table
        if not self.shown() or self._asked_for == self._now() or not table.synced or table.animating:
            return
        if self._future is None or table.legal:
            self._ask()

    def draw(self, surface: pygame.Surface) -> None:
        if not self.shown():
            return
        rect = self.rect()
        pad = max(12, rect.width // 16)
        heading = title(self.table.rules.id)
        title_size = fitted(heading, max(20, rect.width // 11), rect.width - 2 * pad)
        lines = self.lines()
        top = rect.top + pad + line_height(title_size) + pad // 2
        size, items = _fit(lines, max(18, rect.width // 13), rect.width - 2 * pad, rect.bottom - pad - top)
        with recording.group("bidding help", rect):
            panel(surface, rect)
            blit_text(surface, heading, title_size, GOLD, topleft=(rect.left + pad, rect.top + pad))
            y = top
            for item in items:
                for line in item:
                    if y + line_height(size) > rect.bottom:
                        return  # only where even the smallest text is too tall: never under the side buttons
                    blit_text(surface, line, size, INK, topleft=(rect.left + pad, y))
                    y += line_height(size)
                y += _gap(size)

    def closed(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)

    # ---- the help ------------------------------------------------------------------------------
    def toggle(self) -> None:
        self.wanted = not self.wanted

    def show(self) -> None:
        self.wanted = True

    def shown(self) -> bool:
        """On while wanted and the deal is on: in a game with bidding until its first card."""
        obs = self.table.obs
        if not self.wanted or obs is None or obs.turn is None or any(a.veiled for a in self.table.addons):
            return False  # (a hot-seat hand-off: the hand it speaks of is hidden)
        if self.table.rules.id not in BIDDING_GAMES:
            return True
        # the auction is over once a card may be played: the panel's game, called ace and
        # partner lines say more than the help on the bidding then
        return not (obs.trick or obs.tricks or any(a.kind == PLAY for a in obs.legal))

    def ready(self) -> bool:
        return self._future is not None and self._future.done() and self._asked_for == self._now()

    def lines(self) -> list[str]:
        """The help's lines, "…" while the worker thread is still at them."""
        future = self._future
        if future is None or not future.done() or future.cancelled() or self._asked_for is None \
                or self._asked_for[1] != self.table.viewer:
            return [tr("bidhelp.working")]  # (never the lines on another seat's hand)
        return future.result()

    def rect(self) -> pygame.Rect:
        """The side panel's place down to its side buttons."""
        panel_rect = self.table.layout.panel
        bottom = self.table.view().bottom or panel_rect.bottom
        return pygame.Rect(panel_rect.left, panel_rect.top, panel_rect.width, bottom - panel_rect.top)

    def _now(self) -> tuple[int, int]:
        return self.source.version, self.table.viewer

    def _ask(self) -> None:
        table = self.table
        obs = table.obs
        if obs is None:
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bidhelp")
        if self._future is not None:
            self._future.cancel()
        self._asked_for = self._now()
        self._future = self._pool.submit(bidding_help, table.rules, obs, self.source.code, table.app.settings.theme)


def _fit(lines: list[str], size: int, width: int, height: int) -> tuple[int, list[list[str]]]:
    """The largest text size (down to the smallest allowed) at which ``lines``, each wrapped to
    ``width`` and set a little apart, stack within ``height`` and no long word runs wider than
    ``width``; the wrapped lines."""
    while True:
        items = [wrap(line, size, width) for line in lines]
        needed = sum(map(len, items)) * line_height(size) + (len(items) - 1) * _gap(size)
        widest = max((font(size).size(part)[0] for item in items for part in item), default=0)
        if (needed <= height and widest <= width) or text_px(size - 1) < SMALLEST_PX:
            return size, items
        size -= 1


def _gap(size: int) -> int:
    """The room between two of the help's lines (a wrapped line's parts stay together)."""
    return line_height(size) // 3
