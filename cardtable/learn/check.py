"""``cardtable learn --check``: every lesson played at the real table, headless.

Each lesson opens in a ``TableScene`` (SDL's dummy drivers, instant animations) in the chosen
language; at each of the learner's steps the table is given the scripted move through
``TableScene.act``, as a click would. At the first step that has another legal card the
check first plays that card: the lesson must take it back (the move refused, the step
unchanged, the coach's answer a wrong one) and then go on. A lesson passes when its script is
played to the end with every step confirmed, every coach key in the language and every coach
line within two lines, and no step teaching a move the review would call a mistake: such a
step is listed under ``"not_best"`` with the review's better move, and fails the lesson
(``LessonController.better_move``: a bid or a declaration is judged as a card is).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from typing import Any

from ..engine.actions import PLAY, Action
from ..i18n import has, tr
from ..i18n.cards import named
from .course import PLAIN, Lesson
from .runner import LessonController

SMALLEST = (1024, 600)  # the smallest window a coach line must fit in two lines
PATIENCE = 120.0  # seconds to wait for the table at one step (instant animations: a few frames)
IDLE = 0.002  # the frame loop's pause, so the computer and judge threads get the interpreter


def check(lessons: list[Lesson], lang: str) -> Iterator[dict[str, Any]]:
    """One result per lesson: ``{"game", "id", "lang", "ok", "steps"}`` (and ``"error"``)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from ..storage import Settings
    from ..ui.app import App

    app = App((1280, 800), Settings(language=lang, animation="instant", sound=False))
    try:
        for lesson in lessons:
            yield play_through(app, lesson, lang)
    finally:
        pygame.display.quit()


def play_through(app: Any, lesson: Lesson, lang: str, wrong: bool = True) -> dict[str, Any]:
    """Play ``lesson`` at a fresh table of ``app``; ``wrong``: try one wrong card first (at
    the first step with words and another card)."""
    from ..ui.lesson import coach_fit, wrong_message
    from ..ui.scenes.learn import lesson_table

    result: dict[str, Any] = {"game": lesson.game, "id": lesson.id, "lang": lang, "ok": False, "steps": 0}
    missing = [key for key in lesson.catalog_keys() if not has(key, lang)]
    if missing:
        return result | {"error": f"catalog keys missing: {', '.join(missing)}"}
    controller = LessonController(lesson, think_delay=0)
    controller.patient = True  # a wrong move's cost is waited for, not left out
    ended: list[bool] = []
    table = app.reset(lesson_table(app, controller, lambda table: ended.append(True)))
    too_long = _too_long(lesson, table)
    if too_long:
        return result | {"error": f"longer than two lines in the coach panel: {too_long}"}
    try:
        while True:
            step = _wait_for_learner(app, table, controller)
            if step is None:
                if controller.finished:
                    break
                return result | {"error": f"the table did not reach step {result['steps'] + 1}"}
            if wrong and step.wrong is not None:
                other = _wrong_card(controller, step.action)
                if other is not None:
                    wrong = False
                    refused = not table.act(other, confirmed=True)
                    answer = controller.answer
                    if not refused or controller.step is not step or answer is None or answer.right:
                        return result | {"error": f"{other.id} at step {result['steps'] + 1} was not taken back"}
                    if coach_fit(wrong_message(lesson.game, answer, app.settings.theme), table.layout) is None:
                        return result | {"error": f"the take-back of {other.id} is longer than two lines"}
            better = controller.better_move()
            if better is not None:  # the review would call the intended move a mistake
                result.setdefault("not_best", []).append(f"{step.action.id} (best {better.id})")
            if not table.act(step.action, confirmed=True):
                return result | {"error": f"{step.action.id} at step {result['steps'] + 1} was refused"}
            result["steps"] = controller.step_index
        for _ in _frames():  # the lesson's end: its idea, its progress saved
            if ended:
                break
            if app.top is not table and not isinstance(app.top, type(table)):
                app.top.buttons[0].on_click()  # the deal summary of a lesson that plays the deal out
            app.step(1 / 60)
        return result | {"ok": result["steps"] == len(lesson.steps) and bool(ended) and "not_best" not in result}
    finally:
        controller.close()


def _too_long(lesson: Lesson, table: Any) -> str:
    """The first of the lesson's lines that takes more than two lines in the coach panel, at
    the table's size or the smallest window (1024×600)."""
    from ..ui.layout import TableLayout
    from ..ui.lesson import coach_fit

    small = TableLayout(SMALLEST, table.rules.seats, table.viewer, table.panel.counter_clockwise)
    for key in [*lesson.catalog_keys()[1:], PLAIN]:
        for layout in (table.layout, small):
            if coach_fit(named(tr(key), table.app.settings.theme), layout) is None:
                return f"{key} at {layout.size[0]}x{layout.size[1]}"
    return ""


def _wait_for_learner(app: Any, table: Any, controller: LessonController) -> Any:
    for _ in _frames():
        if controller.finished:
            return None
        if app.top is table and table.synced and not table.animating and controller.step is not None \
                and controller.step.action in table.legal:
            return controller.step
        app.step(1 / 60)
    return None


def _frames() -> Iterator[None]:
    """Frames until ``PATIENCE`` runs out, each after a short pause: the table's workers must
    not be starved by a frame loop that never waits (a loaded machine took seconds a move)."""
    end = time.monotonic() + PATIENCE
    while time.monotonic() < end:
        yield
        time.sleep(IDLE)


def _wrong_card(controller: LessonController, intended: Action) -> Action | None:
    seat = controller.lesson.seat
    return next((a for a in controller.legal(seat) if a.kind == PLAY and a != intended), None)
