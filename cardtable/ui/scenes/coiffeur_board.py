"""Coiffeur's score board, drawn like the paper one: a row per contract, a column per player
or team with the recorded points, strokes (I) and circles (o) of ranked rows, the Match row
and the totals. It opens over the table at any time; the game waits meanwhile."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...games.coiffeur import scoring
from ...games.coiffeur.bidding import MODE_3P
from ...games.coiffeur.observation import CoiffeurObservation
from ...i18n import tr
from ...i18n.punctuation import aside, listed
from ..widgets import (
    GOLD,
    INK,
    INK_DIM,
    Button,
    blit_text,
    font,
    label_sizes,
    line_height,
    panel,
    scaled,
    shade,
    text_px,
)
from . import Scene
from .dialogs import DrawnLine

if TYPE_CHECKING:
    from ..panels.coiffeur import CoiffeurPanel

CHALK = (236, 232, 214)
CURRENT = (70, 96, 60, 150)  # the row being played
BOARD_SIZE = 30  # the board's words at most (before the UI scale): a large window's board


def draw_marks(surface: pygame.Surface, right: int, cy: int, strokes: int, circles: int, h: int) -> None:
    """Strokes as upright pen lines and circles as small rings, written leftwards from ``right``."""
    x = right
    for _ in range(circles):
        pygame.draw.circle(surface, (230, 150, 130), (x - h // 4, cy), h // 4, 2)
        x -= h // 2 + 3
    for _ in range(strokes):
        pygame.draw.line(surface, CHALK, (x - 3, cy - h // 2), (x - 5, cy + h // 2), 3)
        x -= 7


class MatchRowLine(DrawnLine):
    """The 3-player summary's Match row: each owner's name with real strokes and circles."""

    caption: str
    marks: list[tuple[str, int, int]]

    def __new__(cls, caption: str, marks: Sequence[tuple[str, int, int]]) -> MatchRowLine:
        line = super().__new__(cls, caption + listed((n, f"{s} I / {c} o") for n, s, c in marks))
        line.caption, line.marks = caption, list(marks)
        return line

    def width(self, size: int) -> int:
        h = line_height(size)
        width = font(size).size(self.caption)[0]
        for name, strokes, circles in self.marks:  # a name, then its marks (a dash for none)
            width += font(size).size(name + " ")[0] + max(_marks_width(strokes, circles, h), font(size).size("–")[0]) + h // 2
        return width

    def draw(self, surface: pygame.Surface, midtop: tuple[int, int], size: int) -> None:
        h = line_height(size)
        x, cy = midtop[0] - self.width(size) // 2, midtop[1] + h // 2
        x = blit_text(surface, self.caption, size, INK, midleft=(x, cy)).right
        for name, strokes, circles in self.marks:
            x = blit_text(surface, name + " ", size, INK, midleft=(x, cy)).right
            if strokes or circles:
                x += _marks_width(strokes, circles, h)
                draw_marks(surface, x, cy, strokes, circles, h - 8)
            else:
                x = blit_text(surface, "–", size, INK_DIM, midleft=(x, cy)).right
            x += h // 2


def _marks_width(strokes: int, circles: int, h: int) -> int:
    """How wide ``draw_marks`` writes ``strokes`` and ``circles`` at height ``h - 8``."""
    return circles * ((h - 8) // 2 + 3) + strokes * 7 + 4


Row = tuple[str, list[tuple[str, int, int]], bool]  # (label, per owner (text, strokes, circles), in play)


def _pitch(size: int) -> int:
    """A row of the board: a line of words at ``size`` and a fifth of their size between rows."""
    return line_height(size) + text_px(size) // 5


def _key_size(size: int) -> int:
    """The key beside the title: a little smaller than the board's words, never below the smallest text."""
    return max(size - 4, label_sizes(size)[-1])


def _label_width(size: int, rows: list[Row]) -> int:
    return max(font(size).size(label)[0] for label, _, _ in rows) + 24


class ScoreBoardScene(Scene):
    modal = True

    def __init__(self, app, panel: CoiffeurPanel, record: Any, names: Sequence[str], obs: CoiffeurObservation | None) -> None:
        super().__init__(app)
        self.panel, self.record, self.obs = panel, record, obs
        self.owners = panel.owner_names(record.mode, names)
        self.close = Button(tr("dialog.close"), lambda: app.pop(self), size=26, hot=True)
        self.resize(app.size)

    @property
    def three(self) -> bool:
        return self.record.mode == MODE_3P

    @property
    def key(self) -> str:
        return tr("coiffeur.board_key_3p" if self.three else "coiffeur.board_key_4p")

    def resize(self, size: tuple[int, int]) -> None:
        """The board's words at the largest size, up to ``BOARD_SIZE``, at which every row, the
        title, the column heads and the Close button fit the window whole and apart (a large UI
        scale on a small window), never below the smallest text."""
        w, h = size
        rows = self.cells()
        smallest = label_sizes(BOARD_SIZE)[-1]
        self.size = next((n for n in range(BOARD_SIZE, smallest, -1) if self._fits(n, rows, (w - 40, h - 40))), smallest)
        self.line = _pitch(self.size)
        self.label_w = _label_width(self.size, rows)
        self.close.size = self.size
        self.close.rect = pygame.Rect(0, 0, max(160, self.close.natural_width(self.size)), line_height(self.size) + 14)
        width = max(self._width(self.size, rows), scaled(300 + len(self.owners) * 210))
        self.rect = pygame.Rect(0, 0, min(w - 40, width), self._height(self.size, len(rows)))
        self.rect.center = (w // 2, h // 2)
        self.close.rect.bottomright = (self.rect.right - 20, self.rect.bottom - 14)

    def _fits(self, size: int, rows: list[Row], room: tuple[int, int]) -> bool:
        return self._width(size, rows) <= room[0] and self._height(size, len(rows)) <= room[1]

    def _width(self, size: int, rows: list[Row]) -> int:
        """The title with the key beside it; the label column, and per owner its head or its
        widest number beside its marks."""
        marks = _pitch(size) - 4  # (``draw_marks`` draws them ``line - 12`` high)
        cells = [font(size).size(shown)[0] + _marks_width(strokes, circles, marks) for _, cells, _ in rows
                 for shown, strokes, circles in cells]
        column = max(cells + [font(size).size(name)[0] for name in self.owners]) + 30
        heading = font(size * 3 // 2).size(tr("coiffeur.board"))[0] + font(_key_size(size)).size(self.key)[0] + 72
        return max(heading, _label_width(size, rows) + len(self.owners) * column + 48)

    @staticmethod
    def _height(size: int, rows: int) -> int:
        """The title, the column heads, ``rows`` rows and the Close button below them."""
        return 18 + line_height(size * 3 // 2) + 16 + (rows + 1) * _pitch(size) + 20 + line_height(size) + 14 + 14

    def handle(self, event: pygame.event.Event) -> None:
        if self.close.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_b):
            self.app.pop(self)

    def cells(self) -> list[Row]:
        """Each row as drawn: its label, per owner (text, strokes, circles), is its contract in play."""
        board = self.record.board
        playing = self.obs.declaration.contract if self.obs is not None and self.obs.declaration and self.obs.result is None else None
        out = []
        for row in board.rows:
            factor = tr("coiffeur.weight", n=row.factor) if self.three else f"×{row.factor}"
            label = aside(self.panel.contract_words(row.contract), factor)
            cells = []
            for o, value in enumerate(row.values):
                if value is None:
                    shown = ""
                elif self.three:
                    shown = str(value)
                else:
                    shown = f"{value} » {row.scores[o]}"  # (the bundled font has no arrow glyph)
                cells.append((shown, row.strokes[o] if self.three else 0, row.circles[o] if self.three else 0))
            out.append((label, cells, row.contract == playing))
        if self.three:
            strokes, circles = scoring.match_row(board)
            out.append((tr("term.match"), [("", s, c) for s, c in zip(strokes, circles)], False))
        totals = scoring.totals(board)
        out.append((tr("skat.total"), [(f"{t:+d}" if self.three else str(t), 0, 0) for t in totals], False))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size(), 140), (0, 0))
        r, line, size = self.rect, self.line, self.size
        panel(surface, r, (26, 38, 34, 245))
        title = blit_text(surface, tr("coiffeur.board"), size * 3 // 2, GOLD, topleft=(r.left + 24, r.top + 18))
        blit_text(surface, self.key, _key_size(size), INK_DIM, topright=(r.right - 24, r.top + 28))
        rows = self.cells()
        label_w = self.label_w
        col_w = (r.width - label_w - 48) // len(self.owners)
        y = title.bottom + 16
        for i, name in enumerate(self.owners):
            blit_text(surface, name, size, GOLD, midtop=(r.left + 24 + label_w + col_w * i + col_w // 2, y))
        y += line
        pygame.draw.line(surface, CHALK, (r.left + 20, y - 4), (r.right - 20, y - 4), 2)
        for n, (label, cells, current) in enumerate(rows):
            if current:
                panel(surface, pygame.Rect(r.left + 16, y - 2, r.width - 32, line), CURRENT, radius=6, border=None)
            if n == len(rows) - 1 or label == tr("term.match"):
                pygame.draw.line(surface, CHALK, (r.left + 20, y - 2), (r.right - 20, y - 2), 1)
            cy = y + line // 2
            total = n == len(rows) - 1
            blit_text(surface, label, size, GOLD if total else INK, midleft=(r.left + 24, cy))
            for i, (shown, strokes, circles) in enumerate(cells):
                left = r.left + 24 + label_w + col_w * i
                pygame.draw.line(surface, (110, 120, 105), (left - 6, y), (left - 6, y + line), 1)
                blit_text(surface, shown, size, GOLD if total else INK, midleft=(left + 8, cy))
                draw_marks(surface, left + col_w - 14, cy, strokes, circles, line - 12)
            y += line
        self.close.draw(surface)
