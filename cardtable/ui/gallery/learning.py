"""The gallery's learning situations: a lesson's step and a wrong move taken back (the game's
first lesson), a bidding lesson with its help, the coach's word on a hovered card, and the
bidding help open."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from ...engine.actions import PLAY
from ...learn.course import lessons
from ...learn.runner import LessonController
from ..bidhelp import BiddingHelp
from ..coach import Coach
from ..scenes.learn import lesson_table

if TYPE_CHECKING:
    from ..app import App
    from ..table.scene import TableScene

FRAMES = 3000  # frames to wait for a worker thread's answer (the coach, the bidding help)


def open_lesson(app: App, game: str, bidding: bool = False) -> TableScene | None:
    """The game's first lesson at its first step (None: the game has no lessons yet);
    ``bidding``: the lesson with the most bids of the learner instead, its bidding help
    beside the table."""
    course = lessons(game)
    if not course:
        return None
    lesson = max(course, key=lambda lesson: sum(s.action.kind != PLAY for s in lesson.steps)) if bidding else course[0]
    controller = LessonController(lesson, think_delay=0)
    controller.patient = True
    table = lesson_table(app, controller, lambda table: None)
    app.push(table)
    for _ in range(FRAMES):
        if (controller.step is not None and table.synced and not table.animating and controller.step.action in table.legal
                and table.message_left <= 0 and table.motion.banner is None):  # the others' last words gone: the coach's line shows
            break
        app.step(1 / 30, draw=False)
        if not table.animating:
            time.sleep(0.01)  # the computer's scripted cards come from a worker thread
    help_ = table.addon(BiddingHelp)
    if help_.shown():
        _until(table, help_.ready)
    return table


def lesson_wrong(table: TableScene) -> None:
    """A legal card other than the step's, taken back with the coach's explanation."""
    controller = table.source
    assert isinstance(controller, LessonController)
    step = controller.step
    other = next((a for a in table.legal if a.kind == PLAY and step is not None and a != step.action), None)
    if other is not None:
        table.act(other, confirmed=True)
        table.app.step(1 / 30, draw=False)


def coach_hover(table: TableScene) -> None:
    """The coach on, its verdicts found, the pointer over a card that is not the best."""
    coach = table.addon(Coach)
    coach.enabled = True
    _until(table, lambda: bool(coach.current()))
    advice = coach.current()
    worst = min(advice.values(), key=lambda v: (not v.matters, -v.cost)) if advice else None
    for sprite in table.hand_sprites():
        if worst is not None and sprite.token.card == worst.action.card:
            table.pointer.hover = sprite
    table.app.step(1 / 30, draw=False)


def bidding_help(table: TableScene) -> None:
    """The bidding help shown beside the table, its lines found."""
    help_ = table.addon(BiddingHelp)
    help_.show()
    _until(table, help_.ready)
    table.app.step(1 / 30, draw=False)


def _until(table: TableScene, done) -> None:
    for _ in range(FRAMES):
        table.app.step(1 / 30, draw=False)
        if done():
            return
        time.sleep(0.01)  # the answer comes from a worker thread
