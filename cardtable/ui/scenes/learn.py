"""Learn (main menu → Learn): the lessons of each game, the ones done marked, and the lesson
played at the table with its coach (``ui.lesson``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ... import games
from ...i18n import tr
from ...i18n.cards import named
from ...learn.course import Lesson, lessons
from ...learn.progress import load_progress
from ...learn.runner import LessonController
from ..bidhelp import BiddingHelp
from ..coach import Coach
from ..lesson import LessonCoach
from ..par import ParLine
from ..replay import Replay
from ..table.addons import AddOn
from ..table.local import standard_addons
from ..table.scene import TableScene
from ..widgets import GOLD, INK_DIM, Button, Choice, blit_text, line_height, scaled
from .dialogs import Dialog
from .menu import MenuScene
from .saves import back_button, title_bottom

FIRST = "schnapsen"


class LearnScene(MenuScene):
    @property
    def title(self) -> str:
        return tr("learn.title")

    def __init__(self, app, game: str | None = None) -> None:
        self.progress, problems = load_progress()
        with_lessons = [g for g in games.rulesets() if lessons(g)]
        self.game = game if game in with_lessons else (with_lessons or [FIRST])[0]
        self.games = with_lessons
        super().__init__(app)
        self.problems = [str(p) for p in problems]

    def _pick(self, game: str) -> None:
        self.game = game
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        choice = Choice(tr("learn.game"), [(g, tr(f"game.{g}")) for g in self.games], on_change=self._pick)
        choice.select(self.game)
        choice.size = max(20, h // 30)
        row_h = max(scaled(34), line_height(choice.size) + 8)
        width = min(w - 80, scaled(640))
        choice.rect = pygame.Rect(w // 2 - width // 2, title_bottom(h) + 10, width, row_h)
        back = back_button(self.app, self, size)
        course = lessons(self.game)
        top, bottom = choice.rect.bottom + line_height(max(18, h // 36)) + 16, back.rect.top - 12
        gap = max(4, h // 120)
        bh = min(max(scaled(40), line_height(max(20, h // 32)) + 10), (bottom - top) // max(1, len(course)) - gap)
        self.rows: list[tuple[Button, bool]] = []
        for i, lesson in enumerate(course):
            done = self.progress.is_done(lesson.game, lesson.id)
            button = Button(f"{i + 1}. {tr(lesson.title)}", self._opener(lesson), size=max(18, min(h // 32, bh * 3 // 5)),
                            hot=not done and not any(not d for _, d in self.rows))
            button.rect = pygame.Rect(w // 2 - width // 2 + bh, top + i * (bh + gap), width - bh, bh)
            self.rows.append((button, done))
        self.count_y = choice.rect.bottom + 8
        self.widgets = [choice, *(b for b, _ in self.rows), back]

    def _opener(self, lesson: Lesson):
        return lambda: start_lesson(self.app, lesson)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        blit_text(surface, self.title, h // 14, GOLD, midtop=(w // 2, round(h * 0.03)))
        done = sum(d for _, d in self.rows)
        blit_text(surface, tr("learn.done_count", done=done, total=len(self.rows)), max(18, h // 36), INK_DIM,
                  midtop=(w // 2, self.count_y))
        for button, is_done in self.rows:
            _draw_mark(surface, button.rect, is_done)
        for widget in self.widgets:
            widget.draw(surface)

    def returned(self) -> None:
        """Back from a lesson: its done mark is read again."""
        self.progress = load_progress()[0]
        self.resize(self.app.size)


def _draw_mark(surface: pygame.Surface, rect: pygame.Rect, done: bool) -> None:
    """A gold tick in a ring left of a lesson done, an empty ring before one to do."""
    r = max(6, rect.height // 3)
    center = (rect.left - r - max(6, rect.height // 4), rect.centery)
    pygame.draw.circle(surface, GOLD if done else INK_DIM, center, r, width=max(2, r // 4))
    if done:
        x, y = center
        points = [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.45), (x + r * 0.55, y - r * 0.45)]
        pygame.draw.lines(surface, GOLD, False, points, max(2, r // 3))


def start_lesson(app, lesson: Lesson) -> TableScene:
    """The lesson at the table, over the Learn screen; at its end the idea and what next."""
    table = lesson_table(app, LessonController(lesson), lambda table: _ended(app, table, lesson))
    app.push(table)
    return table


def lesson_table(app, controller: LessonController, on_end: Callable[[TableScene], None]) -> TableScene:
    """A table for the lesson ``controller`` holds, with the coach, the bidding help always at
    hand and the lesson's panel; ``on_end`` is called once the lesson is over."""

    def addons(table: TableScene) -> list[AddOn]:
        kept = [a for a in standard_addons(table) if not isinstance(a, (Replay, Coach, BiddingHelp, ParLine))]
        coach = Coach(table, controller, True, open_cards=True)
        return [*kept, coach, BiddingHelp(table, controller, always=True),
                LessonCoach(table, controller, lambda saved: on_end(table), coach)]

    app.apply_settings(app.settings.with_deck(None, theme=controller.lesson.deck), save=False)  # the deck its words name
    return TableScene(app, controller, addons=addons)


def _ended(app, table: TableScene, lesson: Lesson) -> None:
    course = lessons(lesson.game)
    later = course[course.index(lesson) + 1:] if lesson in course else []

    def leave() -> None:
        app.pop(table)
        below = app.top
        if isinstance(below, LearnScene):
            below.returned()

    def again() -> None:
        leave()
        start_lesson(app, lesson)

    def follow() -> None:
        leave()
        start_lesson(app, later[0])

    actions = [(tr("lesson.back"), leave), (tr("lesson.again"), again)]
    if later:
        actions.insert(0, (tr("lesson.next"), follow))
    app.push(Dialog(app, tr("lesson.done"), [tr(lesson.title), named(tr(lesson.idea), app.settings.theme)], actions))

