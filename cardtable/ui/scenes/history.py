"""The deal history (from the main menu): the stored deals, newest first, by date, game, result
and code; a click, or Enter on the chosen row, opens the deal's review."""

from __future__ import annotations

from collections.abc import Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pygame

from ...i18n import tr
from ...i18n.punctuation import dotted
from ...session.review import people
from ...storage.history import DealRecord, deal_files, load_deal
from ..names import shown_name
from ..widgets import (
    BORDER,
    BUTTON_HOVER,
    GOLD,
    INK,
    INK_DIM,
    SMALLEST_PX,
    blit_text,
    ellipsized,
    fitted,
    font,
    line_height,
    panel,
    text_px,
)
from .menu import MenuScene
from .saves import back_button, title_bottom

COLUMNS = ("when", "game", "result", "code")  # history.<column>


def player_name(record: DealRecord, seat: int) -> str:
    """A seat's player as the review names it: the name the table showed (a computer's with
    its level), or for an older record without names the person's name or the computer by its
    seat and level."""
    player = record.players[seat]
    if seat in people(record):
        return shown_name(record.names[seat] if record.names else player)
    level = tr(f"menu.level.{player}")
    if record.names:
        return tr("history.computer_named", name=record.names[seat], level=level)
    return tr("history.computer", n=seat + 1, level=level)


def result_text(record: DealRecord) -> str:
    """The deal for the first person at the table (every seat's when computers played alone),
    in the game's own measure (a lost Schnapsen deal is the points lost, Hindersche's strokes)."""
    persons = people(record)
    results = record.results or record.scores
    if persons:
        return f"{player_name(record, persons[0])} {results[persons[0]]:+g}"
    return dotted(f"{score:g}" for score in results)


def row_cells(record: DealRecord) -> tuple[str, str, str, str]:
    when = record.played_at.astimezone().strftime("%Y-%m-%d %H:%M")  # digits only: no month names to translate
    return when, tr(f"game.{record.rules.id}"), result_text(record), str(record.code)


class HistoryScene(MenuScene):
    """Up / Down (Page Up / Page Down, Home / End) choose a deal, Enter opens its review, the
    wheel scrolls; Escape or Back returns to the menu."""

    @property
    def title(self) -> str:
        return tr("history.title")

    def __init__(self, app, deals: Sequence[DealRecord] | None = None) -> None:
        """The deals of the history folder, loaded (replayed and checked) on a worker thread
        and listed as they come; or ``deals`` (newest first)."""
        self.deals: list[DealRecord] = list(deals or [])
        self.chosen = 0
        self.top = 0  # the first row shown
        self.files: list[Path] = [] if deals is not None else deal_files()
        self.loaded = 0 if deals is None else len(self.deals)  # files read so far
        self._closed = False
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="history")
        self._job: Future[list[str]] | None = self._pool.submit(self._load) if deals is None else None
        super().__init__(app)

    def _load(self) -> list[str]:
        """Each file in turn, newest first; what could not be loaded (moved aside) is returned."""
        problems: list[str] = []
        for path in self.files:
            if self._closed:
                break
            record, found = load_deal(path)
            problems += [str(p) for p in found]
            if record is not None:
                self.deals.append(record)
            self.loaded += 1
        return problems

    @property
    def loading(self) -> bool:
        return self._job is not None

    def update(self, dt: float) -> None:
        if self._job is not None and self._job.done():
            self.problems = self._job.result()  # told once, over this screen (MenuScene.update)
            self._job = None
        super().update(dt)

    def wait(self) -> None:
        """Until every file is read (tests)."""
        if self._job is not None:
            self._job.result()
            self.update(0)

    def closed(self) -> None:
        self._closed = True
        self._pool.shutdown(wait=False, cancel_futures=True)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        back = back_button(self.app, self, size)
        self.widgets = [back]
        self.text_size = max(18, h // 30)
        self.row_h = line_height(self.text_size) + max(6, h // 90)
        top = title_bottom(h) + 12
        self.sheet = pygame.Rect(max(20, w // 24), top, w - 2 * max(20, w // 24), back.rect.top - 14 - top)
        self.head_y = self.sheet.top + 10
        self.rows_top = self.head_y + line_height(self.text_size) + 8
        self.note_size = max(14, self.text_size * 4 // 5)  # "rows 1–12 of 40" under the rows
        self.shown = max(1, (self.sheet.bottom - 8 - line_height(self.note_size) - self.rows_top) // self.row_h)
        self._keep_in_view()

    # ---- choosing ------------------------------------------------------------------------------
    def _keep_in_view(self) -> None:
        self.top = min(max(self.top, self.chosen - self.shown + 1), self.chosen)
        self.top = max(0, min(self.top, len(self.deals) - self.shown))

    def _move(self, step: int) -> None:
        if self.deals:
            self.chosen = max(0, min(len(self.deals) - 1, self.chosen + step))
            self._keep_in_view()

    def _row_rect(self, index: int) -> pygame.Rect:
        return pygame.Rect(self.sheet.left + 8, self.rows_top + (index - self.top) * self.row_h, self.sheet.width - 16, self.row_h)

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for index in range(self.top, min(len(self.deals), self.top + self.shown)):
            if self._row_rect(index).collidepoint(pos):
                return index
        return None

    def open(self, index: int) -> None:
        self.chosen = index
        self.app.router.review(self.deals[index])

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.top = max(0, min(self.top - event.y * 3, len(self.deals) - self.shown))
            self.chosen = min(max(self.chosen, self.top), self.top + self.shown - 1)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index = self._row_at(event.pos)
            if index is not None:
                self.open(index)
                return
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.shown, pygame.K_PAGEDOWN: self.shown,
                     pygame.K_HOME: -len(self.deals), pygame.K_END: len(self.deals)}
            if event.key in steps:
                self.ring.index = None  # the keys choose a row, not the Back button
                self.ring.show(self.focusables())
                self._move(steps[event.key])
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.deals and self.ring.index is None:
                self.open(self.chosen)
                return
        super().handle(event)

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        blit_text(surface, self.title, h // 14, GOLD, midtop=(w // 2, round(h * 0.03)))
        panel(surface, self.sheet)
        if not self.deals and not self.loading:
            blit_text(surface, tr("history.none"), fitted(tr("history.none"), self.text_size, self.sheet.width - 40),
                      INK_DIM, center=self.sheet.center)
        else:
            self._draw_rows(surface)
        for widget in self.widgets:
            widget.draw(surface)

    def _columns(self, rows: list[tuple[str, ...]]) -> tuple[int, list[int], list[int]]:
        """The text size and each column's left edge and room: as wide as its widest cell,
        the spare room shared out; the text shrinks (not below the smallest size) until the
        columns fit, and only then are cells cut short."""
        inner, gap = self.sheet.width - 40, 24
        size = self.text_size
        while True:
            widths = [max(font(size).size(cell)[0] for cell in column) for column in zip(*rows)]
            if sum(widths) + gap * (len(widths) - 1) <= inner or text_px(size - 1) < SMALLEST_PX:
                break
            size -= 1
        spare = max(0, inner - sum(widths) - gap * (len(widths) - 1)) // len(widths)
        lefts, x = [], self.sheet.left + 20
        for width in widths:
            lefts.append(x)
            x += width + spare + gap
        rooms = [b - a - gap for a, b in zip(lefts, [*lefts[1:], self.sheet.left + 20 + inner + gap])]
        return size, lefts, rooms

    def _draw_rows(self, surface: pygame.Surface) -> None:
        last = min(len(self.deals), self.top + self.shown)
        rows = [row_cells(self.deals[index]) for index in range(self.top, last)]
        headings = tuple(tr(f"history.{key}") for key in COLUMNS)
        size, lefts, rooms = self._columns([headings, *rows])
        for heading, x, room in zip(headings, lefts, rooms):
            blit_text(surface, ellipsized(heading, size, room), size, GOLD, topleft=(x, self.head_y))
        for index, cells in zip(range(self.top, last), rows):
            rect = self._row_rect(index)
            if index == self.chosen:
                pygame.draw.rect(surface, BUTTON_HOVER, rect, border_radius=6)
                pygame.draw.rect(surface, BORDER, rect, width=1, border_radius=6)
            for c, (cell, x, room) in enumerate(zip(cells, lefts, rooms)):
                blit_text(surface, ellipsized(cell, size, room), size, INK if c else INK_DIM, midleft=(x, rect.centery))
        if self.loading:  # the files are still being read
            where = tr("history.loading", done=self.loaded, n=len(self.files))
        else:  # where the rows shown lie in the whole list
            where = tr("history.rows", first=self.top + 1, last=last, n=len(self.deals)) if len(self.deals) > self.shown else ""
        if where:
            blit_text(surface, where, self.note_size, INK_DIM, bottomright=(self.sheet.right - 14, self.sheet.bottom - 6))
