"""A lesson at the table: the coach panel, the step's cards highlighted, a wrong move taken
back with its explanation, and the lesson's idea at its end (``learn``: the lesson's data and
its ``LessonController``).

The coach panel lies across the felt where the prompt and the message line go, above the
buttons, with a tab on top ("Coach · step 2 of 5"); it holds one message of at most two lines — the step's words while the
learner is to move, the confirmation after the intended move (until the next step's words are
due), or why another move was taken back and what it would have cost. A message that does not
fit two lines at the panel's width is set smaller, never cut (``coach_fits`` is what
``cardtable learn --check`` asks of every line).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from .. import games
from ..engine.actions import PLAY, Action
from ..engine.cards import Card
from ..i18n import tr
from ..i18n.cards import named
from ..i18n.numbers import decimal
from ..learn.course import PLAIN, Lesson, Step
from ..learn.progress import mark_done
from ..learn.runner import Answer, LessonController
from . import recording
from .coach import Coach
from .layout import GAP, TableLayout
from .table.addons import AddOn, SummaryButtons
from .widgets import GOLD, INK, SMALLEST_PX, blit_text, line_height, panel, text, text_px, wrap

if TYPE_CHECKING:
    from .table.scene import TableScene

CONFIRM_SECONDS = 3.0  # a confirmation stays at least this long before the next step's words
LINES = 2  # a coach message is never longer than this
SOLID = (12, 32, 24, 250)  # the panel hides the prompt it lies over


def coach_rect(layout: TableLayout, bar_top: int | None = None, plates: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Where the coach panel goes: across the felt in the bands of the message and the prompt
    (which the table leaves to it), just above the action buttons (``bar_top``: their top row),
    clear of the name ``plates``."""
    band, m = layout.band, layout.margin
    height = LINES * line_height(coach_size(layout)) + m
    bottom = layout.prompt_y + layout.prompt_h // 2
    if bar_top is not None:
        bottom = min(bottom, bar_top - GAP)
    rect = pygame.Rect(band.left + m, bottom - height, band.width - 2 * m, height)
    tab = line_height(tab_size(layout))
    in_way = [p for p in plates if p.colliderect(rect.inflate(2 * GAP, 2 * GAP).move(0, -tab // 2).inflate(0, tab))]
    if in_way:
        # many rows of buttons (a large scale) lift it to the side seats' name plates: it narrows to
        # pass between them, a line taller where the top hand leaves room, so that its words keep their size
        left = max([rect.left, *(p.right + GAP for p in in_way if p.centerx < rect.centerx)])
        right = min([rect.right, *(p.left - GAP for p in in_way if p.centerx >= rect.centerx)])
        taller = height + line_height(coach_size(layout))
        if rect.bottom - taller - tab < layout.top_edge + GAP:
            taller = height
        rect = pygame.Rect(left, rect.bottom - taller, right - left, taller)
    return rect


def coach_size(layout: TableLayout) -> int:
    return max(18, layout.word_size * 3 // 4)


def tab_size(layout: TableLayout) -> int:
    """The size of the words on the panel's tab."""
    return max(16, coach_size(layout) * 3 // 4)


def coach_fit(words: str, layout: TableLayout, rect: pygame.Rect | None = None) -> tuple[int, list[str]] | None:
    """The text size and lines that show ``words`` in at most two lines in the coach panel
    (``rect``: where it lies now, else its usual place), or None when even the smallest text
    needs more."""
    rect = rect or coach_rect(layout)
    width, size = rect.width - 2 * layout.margin, coach_size(layout)
    room = max(LINES, (rect.height - layout.margin) // line_height(size))
    while True:
        lines = wrap(words, size, width)
        if len(lines) <= room:
            return size, lines
        if text_px(size - 1) < SMALLEST_PX:
            return None
        size -= 1


class LessonCoach(AddOn):
    own_bands = True  # the coach panel says what the prompt and the message line would

    def __init__(self, table: TableScene, controller: LessonController, on_end: Callable[[bool], None],
                 coach: Coach | None = None) -> None:
        self.table, self.controller = table, controller
        self.coach = coach  # its word on a hovered card shows in this panel
        self.lesson: Lesson = controller.lesson
        self.on_end = on_end  # called once at the lesson's end (True: its progress was saved)
        self.confirmation = ""  # the last intended move's reason, shown while the others play
        self.confirm_left = 0.0
        self.ended = False

    # ---- the hooks -------------------------------------------------------------------------
    def vet(self, action: Action) -> str | None:
        controller = self.controller
        step = controller.step
        if step is None or action == step.action or action not in controller.legal(step.seat):
            return None  # the intended move, or one the rules refuse with their own reason
        controller.answer = controller.judge(action)
        self.table.message_left = 0.0  # a computer's why still on the line would hide the answer
        return ""  # taken back without a word on the message line: the coach panel says why

    def acted(self, action: Action, events: list) -> None:
        answer = self.controller.answer
        if answer is not None and answer.right and answer.key:
            self.confirmation, self.confirm_left = self.words(answer.key), CONFIRM_SECONDS

    def highlighted(self) -> frozenset[Card]:
        step = self.controller.step
        if step is None:
            return frozenset()
        if step.look:
            return frozenset(step.look)
        return frozenset([step.action.card]) if step.say == PLAIN and step.action.card is not None else frozenset()

    def summary(self, lines: list[str], actions: SummaryButtons) -> tuple[list[str], SummaryButtons]:
        """A lesson is one deal: its summary closes onto the lesson's end, never a next deal."""
        return lines, [(tr("summary.done"), lambda: None)]

    def update(self, dt: float) -> None:
        self.confirm_left = max(0.0, self.confirm_left - dt)
        table = self.table
        if (not self.ended and self.controller.finished and table.synced and not table.animating
                and table.app.top is table):
            self.ended = True
            self.on_end(self._save())

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        words = self.message()
        banner = table.motion.banner
        if table.message_left > 0:
            words = table.message  # a rule's reason for an illegal card, a computer's why: said here
        elif banner is not None:
            words = banner.text  # a bid or an announcement, for the moment it is shown
        elif self.coach is not None and self.coach.hovered_words():
            words = self.coach.hovered_words()  # the expert's word on the card under the pointer
        if not words:
            return
        layout = table.layout
        bar = [b.rect.top for b in table.controls.bar()] if not table.animating else []
        rect = coach_rect(layout, min(bar, default=None), table.drawing.plate_boxes)
        m, size = layout.margin, coach_size(layout)
        title = self.title()
        title_size = tab_size(layout)
        tab = text(title, title_size, GOLD).get_rect(bottomleft=(rect.left + m, rect.top))
        with recording.group("coach", rect.union(tab)):
            panel(surface, tab.inflate(m, m // 2).move(0, -m // 4), radius=8)
            blit_text(surface, title, title_size, GOLD, topleft=tab.topleft)
            panel(surface, rect, SOLID)
            fit = coach_fit(words, layout, rect)
            room = max(LINES, (rect.height - m) // line_height(size))
            text_size, lines = fit if fit is not None else (size, wrap(words, size, rect.width - 2 * m)[:room])
            y = rect.top + m // 2 + (room * line_height(size) - len(lines) * line_height(text_size)) // 2
            for line in lines:
                blit_text(surface, line, text_size, INK, topleft=(rect.left + m, y))
                y += line_height(text_size)

    # ---- what the coach says -----------------------------------------------------------------
    def message(self) -> str:
        """The coach's message at this moment (one of the step's lines, or the idea at the end)."""
        controller = self.controller
        answer, step = controller.answer, controller.step
        if controller.finished:
            return self.words(self.lesson.idea)
        if answer is not None and not answer.right and step is not None and answer.step == controller.step_index:
            return wrong_message(self.lesson.game, answer, self.table.app.settings.theme)
        if self.confirmation and (self.confirm_left > 0 or step is None or not counted(step)):
            return self.confirmation
        return self.words(step.say) if step is not None else ""

    def words(self, key: str) -> str:
        """A lesson line, its cards named as the deck on the table names them."""
        return named(tr(key), self.table.app.settings.theme)

    def title(self) -> str:
        """"Coach · step 2 of 5": the steps a learner notices (a card to play or words to read)."""
        steps = [s for s in self.lesson.steps if counted(s)]
        done = sum(1 for s in self.lesson.script[:self.controller.done] if s.learner and counted(s))
        return tr("lesson.coach_title", step=min(done + 1, len(steps)), steps=len(steps))

    def _save(self) -> bool:
        try:
            mark_done(self.lesson.game, self.lesson.id)
        except OSError as exc:
            self.table.say(tr("lesson.not_saved", error=exc.strerror or exc))
            return False
        return True


def counted(step: Step) -> bool:
    """A step the learner takes in person: a card, or a move the coach has words for (a
    bare draw from the talon is made by the table)."""
    return step.say != PLAIN or step.action.kind == PLAY


def wrong_message(game: str, answer: Answer, theme: str) -> str:
    """Why a move was taken back, with what it would have cost where that is known (its cards
    named as the deck of ``theme`` names them)."""
    words = named(tr(answer.key or PLAIN), theme)
    if answer.cost is None:
        return words
    if answer.cost < games.info(game).review_minimum:
        return tr("lesson.with_cost", words=words, cost=tr("lesson.no_cost"))
    # a loss within the noise of the sampled worlds is still the average: said as one
    key = "lesson.cost" if answer.matters else "lesson.cost_on_average"
    cost = decimal(answer.cost)
    return tr("lesson.with_cost", words=words, cost=tr(key, cost=cost, unit=tr(f"review.unit.{game}")))
