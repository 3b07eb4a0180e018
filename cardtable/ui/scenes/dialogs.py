"""Modal dialogs over the table: the deal summary / match result, and the pause menu."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ...i18n import tr
from ..tween import ease_out_cubic
from ..widgets import (
    GOLD,
    INK,
    INK_DIM,
    SMALLEST_PX,
    Button,
    FocusRing,
    blit_text,
    fitted,
    font,
    line_height,
    panel,
    shade,
    text_px,
    wrap,
)
from . import Scene

COUNT_SECONDS = 1.2  # a deal summary's scores count from the old totals to the new in this time


class DrawnLine(str):
    """A dialog line that draws itself (marks rather than words, e.g. Coiffeur's strokes and
    circles); its text is what tests, logs and the strict-translation check read."""

    def width(self, size: int) -> int:
        return font(size).size(self)[0]

    def draw(self, surface: pygame.Surface, midtop: tuple[int, int], size: int) -> None:
        blit_text(surface, self, size, INK, midtop=midtop)


class Dialog(Scene):
    """A centred panel with a headline, lines of text and a row of buttons (or a grid of
    ``columns`` when there are many choices)."""

    modal = True
    extra_h = 0  # room a subclass draws in between the lines and the buttons

    def __init__(self, app, headline: str, lines: Sequence[str], actions: Sequence[tuple[str, Callable[[], object]]],
                 columns: int | None = None) -> None:
        super().__init__(app)
        self.headline, self.lines = headline, list(lines)
        self.columns = columns
        self.buttons = [Button(label, self.closing(action), hot=i == 0) for i, (label, action) in enumerate(actions)]
        self.ring = FocusRing()
        self.resize(app.size)

    def resize(self, size: tuple[int, int], smaller: int = 0) -> None:
        w, h = size
        self.size = max(22, h // 32) - smaller  # smaller > 0: the panel was taller than the window
        drawn = [line.width(self.size) + 60 for line in self.lines if isinstance(line, DrawnLine)]
        self.rect = pygame.Rect(0, 0, w - 80 if smaller else min(w - 80, max(520, w // 2, *drawn)), 0)
        self.wrapped = [part for line in self.lines
                        for part in ([line] if isinstance(line, DrawnLine) else wrap(line, self.size, self.rect.width - 60))]
        columns = self.columns or len(self.buttons)
        rows = [self.buttons[i:i + columns] for i in range(0, len(self.buttons), columns)]
        self.step = line_height(self.size) + 2  # lines and buttons grow with the UI scale
        bh = max(48, line_height(28) + 8)
        self.rect.height = (40 + line_height(self.size * 2) + len(self.wrapped) * self.step + self.extra_h + bh + 50
                            + (len(rows) - 1) * (bh + 10))
        self.rect.center = (w // 2, h // 2)
        for r, row in enumerate(rows):
            if self.columns:  # a grid: equal cells across the panel
                cell = (self.rect.width - 60 - 16 * (columns - 1)) // columns
                widths = [cell] * len(row)
            else:
                widths = [max(170, font(28).size(b.label)[0] + 40) for b in row]
            x = self.rect.centerx - (sum(widths) + 16 * (len(widths) - 1)) // 2
            for button, bw in zip(row, widths):
                button.rect = pygame.Rect(x, self.rect.bottom - bh - 22 - (len(rows) - 1 - r) * (bh + 10), bw, bh)
                x += bw + 16
        if self.rect.height > h - 16 and text_px(self.size - 1) >= SMALLEST_PX:
            # too tall (a long summary at a large UI scale): wider, then smaller words (this class's
            # layout again: a subclass's resize has done its part already)
            Dialog.resize(self, size, smaller + 1)

    def handle(self, event: pygame.event.Event) -> None:
        if self.ring.route(event, self.buttons):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.buttons[0].on_click()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size()), (0, 0))
        panel(surface, self.rect, (12, 34, 26, 240))
        size = fitted(self.headline, self.size * 2, self.rect.width - 40)  # a large UI scale: shrink to fit
        blit_text(surface, self.headline, size, GOLD, midtop=(self.rect.centerx, self.rect.top + 26))
        y = self.rect.top + 30 + line_height(self.size * 2)
        for line in self.wrapped:
            if isinstance(line, DrawnLine):
                line.draw(surface, (self.rect.centerx, y), self.size)
            else:
                blit_text(surface, line, self.size, INK, midtop=(self.rect.centerx, y))
            y += self.step
        for button in self.buttons:
            button.draw(surface)


@dataclass(frozen=True)
class Tally:
    """The match scores before and after a deal, seat by seat, for the summary to count up."""

    names: tuple[str, ...]
    before: tuple[float, ...]
    after: tuple[float, ...]


class Summary(Dialog):
    """End of a deal or a match; in watch mode it presses its first button by itself. With a
    ``tally`` the scores count from the old totals to the new, each change sliding in beside
    its score (at once under reduced motion)."""

    def __init__(self, app, headline, lines, actions, auto_after: float | None = None, tally: Tally | None = None) -> None:
        self.tally = tally
        self.elapsed = COUNT_SECONDS if app.settings.reduced_motion else 0.0
        super().__init__(app, headline, lines, actions, columns=2 if len(actions) > 2 else None)  # replays: two rows
        self.auto_after = auto_after

    def resize(self, size: tuple[int, int], smaller: int = 0) -> None:
        self.extra_h = (line_height(max(22, size[1] // 32) - smaller) + 14) if self.tally is not None else 0
        super().resize(size, smaller)

    def update(self, dt: float) -> None:
        self.elapsed = min(COUNT_SECONDS, self.elapsed + dt)
        if self.auto_after is not None and self is self.app.top:
            self.auto_after -= dt
            if self.auto_after <= 0:
                self.buttons[0].on_click()

    def shown_scores(self) -> list[float]:
        """The scores as they stand in the count at this moment."""
        assert self.tally is not None
        t = ease_out_cubic(self.elapsed / COUNT_SECONDS)
        return [b + (a - b) * t for b, a in zip(self.tally.before, self.tally.after)]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.tally is not None:
            self._draw_tally(surface)

    def _draw_tally(self, surface: pygame.Surface) -> None:
        assert self.tally is not None
        tally, t = self.tally, self.elapsed / COUNT_SECONDS
        top = min(b.rect.top for b in self.buttons) - self.extra_h - 6
        cell = (self.rect.width - 60) // len(tally.names)
        exact = all(float(v).is_integer() for v in (*tally.before, *tally.after))
        for seat, (name, shown) in enumerate(zip(tally.names, self.shown_scores())):
            change = tally.after[seat] - tally.before[seat]
            score = f"{round(shown) if exact else shown:g}"
            words = f"{name} {score}"
            delta = f"{change:+g}" if change else ""
            size = fitted(f"{words}  {delta}", self.size, cell - 8)
            x = self.rect.left + 30 + cell * seat + cell // 2
            width = font(size).size(f"{words}  {delta}")[0]
            rect = blit_text(surface, words, size, GOLD if change > 0 else INK, midleft=(x - width // 2, top + self.extra_h // 2))
            if delta and t > 0.35:  # the change slides in from below once the count is under way
                rise = round((1 - min(1.0, (t - 0.35) / 0.4)) * self.extra_h / 3)
                blit_text(surface, delta, size, GOLD if change > 0 else INK_DIM,
                          midleft=(rect.right + font(size).size("  ")[0], rect.centery + rise))


class PauseMenu(Dialog):
    """Over the table: resume, save (only a match held on this machine: an online table's match
    is kept by its server), settings, the main menu, quit."""

    def __init__(self, app) -> None:
        def quit_app() -> None:
            app.running = False

        table = app.router.table_below()
        local = table is None or table.source.local_match is not None
        super().__init__(app, tr("menu.paused"), [tr("dialog.paused_note")], [
            (tr("menu.resume"), lambda: None),
            *([(tr("menu.save"), app.router.save)] if local else []),
            (tr("menu.settings"), app.router.settings),
            (tr("menu.main_menu"), app.router.main_menu),
            (tr("menu.quit"), quit_app),
        ], columns=3)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop(self)
            return
        super().handle(event)


def tell_problems(app, problems: Sequence[str]) -> None:
    """Tell the player once, in a dismissible notice, what could not be loaded or saved."""
    if problems:
        app.push(Dialog(app, tr("dialog.not_loaded"), [*problems, tr("dialog.not_loaded_note")], [(tr("dialog.ok"), lambda: None)]))
