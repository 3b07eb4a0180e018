"""The deal history (from the main menu): the stored deals, newest first, by date, game, result
and code; a click, or Enter on the chosen row, opens the deal's review."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ...ai import levels
from ...i18n import tr
from ...storage.history import DealRecord, load_history
from ..names import shown_name
from ..widgets import BORDER, BUTTON_HOVER, GOLD, INK, INK_DIM, blit_text, ellipsized, fitted, line_height, panel
from .menu import MenuScene
from .saves import back_button, title_bottom

COLUMNS = (("when", 0.0), ("game", 0.22), ("result", 0.42), ("code", 0.70))  # history.<id>, share of the width


def humans(record: DealRecord) -> list[int]:
    """The seats a person played (the others hold a computer level)."""
    computers = levels(record.rules.id)
    return [s for s, player in enumerate(record.players) if player not in computers]


def player_name(record: DealRecord, seat: int) -> str:
    """A seat's player as the review names it: the person's name, or the computer's level."""
    player = record.players[seat]
    if seat in humans(record):
        return shown_name(player)
    return tr("menu.computer", level=tr(f"menu.level.{player}"))


def result_text(record: DealRecord) -> str:
    """The deal's score for the first person at the table (every seat's when computers played alone)."""
    people = humans(record)
    if people:
        return f"{player_name(record, people[0])} {record.scores[people[0]]:+g}"
    return " · ".join(f"{score:g}" for score in record.scores)


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
        """The deals of the history folder, or ``deals`` (newest first)."""
        problems: list[str] = []
        if deals is None:
            found, troubles = load_history()  # broken files are moved aside and told once
            deals, problems = [record for _path, record in found], [str(p) for p in troubles]
        self.deals = list(deals)
        self.chosen = 0
        self.top = 0  # the first row shown
        super().__init__(app)
        self.problems = problems

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        back = back_button(self.app, self, size)
        self.widgets = [back]
        self.text_size = max(18, h // 34)
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
        from .review import ReviewScene

        self.chosen = index
        self.app.push(ReviewScene(self.app, self.deals[index]))

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
        if not self.deals:
            blit_text(surface, tr("history.none"), fitted(tr("history.none"), self.text_size, self.sheet.width - 40),
                      INK_DIM, center=self.sheet.center)
        else:
            self._draw_rows(surface)
        for widget in self.widgets:
            widget.draw(surface)

    def _draw_rows(self, surface: pygame.Surface) -> None:
        size, inner = self.text_size, self.sheet.width - 40
        lefts = [self.sheet.left + 20 + round(share * inner) for _, share in COLUMNS]
        rooms = [b - a - 12 for a, b in zip(lefts, [*lefts[1:], self.sheet.left + 20 + inner + 12])]
        for (key, _), x, room in zip(COLUMNS, lefts, rooms):
            heading = tr(f"history.{key}")
            blit_text(surface, ellipsized(heading, fitted(heading, size, room), room), fitted(heading, size, room), GOLD,
                      topleft=(x, self.head_y))
        last = min(len(self.deals), self.top + self.shown)
        for index in range(self.top, last):
            rect = self._row_rect(index)
            if index == self.chosen:
                pygame.draw.rect(surface, BUTTON_HOVER, rect, border_radius=6)
                pygame.draw.rect(surface, BORDER, rect, width=1, border_radius=6)
            for c, (cell, x, room) in enumerate(zip(row_cells(self.deals[index]), lefts, rooms)):
                shown = ellipsized(cell, size, room)
                blit_text(surface, shown, size, INK if c else INK_DIM, midleft=(x, rect.centery))
        if len(self.deals) > self.shown:  # where the rows shown lie in the whole list
            where = tr("history.rows", first=self.top + 1, last=last, n=len(self.deals))
            blit_text(surface, where, self.note_size, INK_DIM, bottomright=(self.sheet.right - 14, self.sheet.bottom - 6))
