"""Two modal dialogs the game panels share: a grid of choices and a score sheet.

``ChoiceGrid`` lays out labelled rows of buttons (Skat's declaration, the bidding ladder); the
panel builds the rows from the legal actions only, so the grid never offers an illegal choice.
``SheetDialog`` draws a ruled table (the Skat list) that can be opened at any time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...i18n import tr
from ..widgets import GOLD, INK, INK_DIM, Button, FocusRing, blit_text, font, line_height, panel, shade
from . import Scene

Choice = tuple[str, Callable[[], object]]  # a button's label and what choosing it does (its result unused)
Row = tuple[str, Sequence[Choice]]  # a row label (may be empty) and its choices

ROW_H, GAP = 46, 10


class ChoiceGrid(Scene):
    """A headline, an optional note, rows of buttons and "Cancel"; choosing closes the dialog."""

    modal = True

    def __init__(self, app, headline: str, rows: Sequence[Row], note: str = "", cancel: str | None = None) -> None:
        super().__init__(app)
        self.headline, self.note = headline, note
        self.rows = [(label, [Button(text, self.closing(run), size=24) for text, run in choices]) for label, choices in rows]
        self.cancel = Button(cancel or tr("dialog.cancel"), lambda: self.app.pop(self), size=24)
        self.ring = FocusRing()
        self.resize(app.size)

    @property
    def buttons(self) -> list[Button]:
        return [b for _, row in self.rows for b in row] + [self.cancel]

    def button(self, label: str, row: str = "") -> Button | None:
        """The button ``label``, in the first row whose label starts with ``row``."""
        return next((b for r, buttons in self.rows if r.startswith(row) for b in buttons if b.label == label), None)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        label_w = max([font(24).size(label)[0] for label, _ in self.rows] + [0])
        label_w += 20 if label_w else 0
        widths = [[max(110, font(24).size(b.label)[0] + 32) for b in row] for _, row in self.rows]
        inner = max([label_w + sum(ws) + GAP * (len(ws) - 1) for ws in widths]
                    + [360, font(40).size(self.headline)[0], font(24).size(self.note)[0]])
        self.rect = pygame.Rect(0, 0, min(w - 40, inner + 60), 0)
        row_h = max(ROW_H, line_height(24) + 12)  # rows grow with the UI scale
        top = 24 + line_height(40) + (line_height(24) if self.note else 0) + 8
        self.cancel.rect = pygame.Rect(0, 0, max(160, font(24).size(self.cancel.label)[0] + 40), max(44, line_height(24) + 8))
        self.rect.height = top + len(self.rows) * (row_h + GAP) + self.cancel.rect.height + 36
        self.rect.midtop = (w // 2, max(16, (h - self.rect.height) // 2 - h // 8))  # keep the hand in view
        y = self.rect.top + top
        for (_, row), ws in zip(self.rows, widths):
            x = self.rect.left + 30 + label_w
            for button, bw in zip(row, ws):
                button.rect = pygame.Rect(x, y, bw, row_h - 6)
                x += bw + GAP
            y += row_h + GAP
        self.cancel.rect.midbottom = (self.rect.centerx, self.rect.bottom - 18)

    def handle(self, event: pygame.event.Event) -> None:
        if self.ring.route(event, self.buttons):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size()), (0, 0))
        panel(surface, self.rect, (12, 34, 26, 240))
        blit_text(surface, self.headline, 40, GOLD, midtop=(self.rect.centerx, self.rect.top + 24))
        if self.note:
            blit_text(surface, self.note, 24, INK_DIM, midtop=(self.rect.centerx, self.rect.top + 24 + line_height(40)))
        for label, row in self.rows:
            if row and label:
                blit_text(surface, label, 24, INK, midleft=(self.rect.left + 30, row[0].rect.centery))
            for button in row:
                button.draw(surface)
        self.cancel.draw(surface)


class SheetDialog(Scene):
    """A ruled table: a header row, the newest rows that fit, and a footer row (the totals)."""

    modal = True

    def __init__(self, app, headline: str, header: Sequence[str], rows: Sequence[Sequence[str]], footer: Sequence[str] = ()) -> None:
        super().__init__(app)
        self.headline, self.header, self.rows, self.footer = headline, list(header), [list(r) for r in rows], list(footer)
        self.close = Button(tr("dialog.close"), lambda: self.app.pop(self), size=24)
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.size = max(18, min(24, h // 34))
        f = font(self.size)
        every = [self.header, *self.rows] + ([self.footer] if self.footer else [])
        self.widths = [max(f.size(r[i])[0] for r in every if i < len(r)) + 24 for i in range(len(self.header))]
        self.line_h = line_height(self.size) + 4
        self.head = 22 + line_height(40) + 8  # the headline's room, at any UI scale
        fit = max(1, (h - 170 - 22 - line_height(40) - line_height(24)) // self.line_h - (2 if self.footer else 1))
        self.shown = self.rows[-fit:]
        self.rect = pygame.Rect(0, 0, min(w - 40, max(420, sum(self.widths) + 60)), 0)
        self.close.rect = pygame.Rect(0, 0, max(160, f.size(self.close.label)[0] + 40), max(44, line_height(24) + 8))
        # no deal yet: that note takes the place of the rows
        self.rect.height = self.head + self.line_h * (max(1, len(self.shown)) + 1 + bool(self.footer)) + self.close.rect.height + 46
        self.rect.center = (w // 2, h // 2)
        self.close.rect.midbottom = (self.rect.centerx, self.rect.bottom - 18)

    def handle(self, event: pygame.event.Event) -> None:
        if self.close.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE):
            self.app.pop(self)

    def _row(self, surface: pygame.Surface, cells: Sequence[str], y: int, color) -> None:
        x = self.rect.centerx - sum(self.widths) // 2
        for i, (cell, width) in enumerate(zip(cells, self.widths)):
            anchor = {"midleft": (x + 12, y)} if i == 1 else {"midright": (x + width - 12, y)}
            blit_text(surface, cell, self.size, color, **anchor)
            x += width

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size()), (0, 0))
        panel(surface, self.rect, (12, 34, 26, 245))
        blit_text(surface, self.headline, 40, GOLD, midtop=(self.rect.centerx, self.rect.top + 22))
        left, right = self.rect.centerx - sum(self.widths) // 2, self.rect.centerx + sum(self.widths) // 2
        y = self.rect.top + self.head + self.line_h // 2
        self._row(surface, self.header, y, INK_DIM)
        pygame.draw.line(surface, (120, 110, 80), (left, y + self.line_h // 2), (right, y + self.line_h // 2))
        for cells in self.shown:
            y += self.line_h
            self._row(surface, cells, y, INK)
        if not self.shown:
            y += self.line_h
            blit_text(surface, tr("dialog.no_deal_yet"), self.size, INK_DIM, center=(self.rect.centerx, y))
        if self.footer:
            y += self.line_h
            pygame.draw.line(surface, (120, 110, 80), (left, y - self.line_h // 2), (right, y - self.line_h // 2))
            self._row(surface, self.footer, y, GOLD)
        self.close.draw(surface)
