"""A lesson in progress: the table's ``TableSource`` for a lesson.

``LessonController`` is a ``MatchController`` on the lesson's deal whose computer seats play
exactly the script (nobody is asked: the worker only takes the next scripted action, with
the usual visible delay), and whose learner may make only the scripted move: any other legal
move raises ``IllegalAction`` with ``lesson.take_back`` and changes nothing, so the table takes
it back as it takes back an illegal card, and ``answer`` holds the explanation. An illegal
move keeps the rules' own reason. When the learner's step comes, the expert's value of each
move worth comparing (its cards at a card, else its bids, calls and declarations: the review's
``choices``) is worked out on a worker thread (``session.review.evaluate``, seeded as the review
seeds that decision; a bid or a declaration is valued with the rest of the auction and the
play after it), so a wrong move's cost is mostly ready by the time it is made. A move outside
that set (a jump bid) is valued when it is made, against the intended one; a cost not yet
ready when the answer is given joins the answer once it is.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from ..engine import dealcode
from ..engine.actions import PLAY, Action, IllegalAction, Reason
from ..engine.events import Event
from ..engine.observation import Observation
from ..engine.ruleset import Match
from ..session import review
from ..session.controller import MatchController, Seat
from ..session.persistence import MatchKeeper
from .course import Lesson, Step

LEVEL = "expert"  # the level the computer seats are shown as; they only follow the script


@dataclass(frozen=True)
class Answer:
    """The coach's answer to the learner's last move at a step."""

    step: int  # index into ``Lesson.steps``
    action: Action
    right: bool
    key: str | None  # the step's ``right`` or ``wrong`` line (None: the step has none)
    cost: float | None = None  # what the move would have cost, in the review's unit (None: not known)
    matters: bool = False  # the cost is a real mistake by the review's noise rule


class LessonController(MatchController):
    def __init__(self, lesson: Lesson, keeper: MatchKeeper | None = None, think_delay: float = 0.5) -> None:
        names = lesson.names or ("",) * lesson.code.rules.seats
        seats = [Seat(name, Seat(name).level if s == lesson.seat else LEVEL) for s, name in enumerate(names)]
        super().__init__(lesson.code.rules, seats, lesson.code.seed, think_delay, keeper)
        self.match = dealcode.match_for(lesson.code)
        self.single = lesson.code
        self.lesson = lesson
        self.done = 0  # script entries applied
        self._answer: Answer | None = None
        self.patient = False  # the headless check: values worked out when asked and waited for
        self._values: Future[review.Evaluation | None] | None = None
        self._values_at = -1  # the script position whose values are being worked out
        self._candidates: list[Action] = []  # the moves valued at _values_at
        self._others: dict[Action, Future[review.Evaluation | None]] = {}  # moves valued as made, at _values_at
        self._judge = ThreadPoolExecutor(max_workers=1, thread_name_prefix="lesson")

    # ---- where the lesson stands ---------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.done >= len(self.lesson.script)

    @property
    def next(self) -> Step | None:
        return None if self.finished else self.lesson.script[self.done]

    @property
    def step(self) -> Step | None:
        """The learner's step being waited for, or None (the others act, or the lesson is over)."""
        step = self.next
        return step if step is not None and step.learner else None

    @property
    def step_index(self) -> int:
        """How many of the learner's steps are done."""
        return sum(1 for s in self.lesson.script[:self.done] if s.learner)

    @property
    def par_seats(self) -> list[int]:
        return []  # a lesson's deal is the script's: no par

    def legal(self, seat: int) -> list[Action]:
        return [] if self.finished else super().legal(seat)

    def observation(self, seat: int | None = None) -> Observation | None:
        """As the match's, with nothing left to do once the lesson is over."""
        obs = super().observation(seat)
        return replace(obs, legal=()) if obs is not None and self.finished else obs

    # ---- acting ----------------------------------------------------------------------------
    def submit(self, seat: int, action: Action) -> list[Event]:
        step = self.step
        if step is None or seat != step.seat:
            raise IllegalAction(action, Reason.of("lesson.wait") if not self.finished else Reason.of("lesson.over"))
        if action != step.action and action not in super().legal(seat):
            return super().submit(seat, action)  # raises with the rule it breaks
        self.answer = self.judge(action)
        if not self.answer.right:
            raise IllegalAction(action, Reason.of("lesson.take_back"))
        return super().submit(seat, action)

    def judge(self, action: Action) -> Answer:
        """The coach's answer to the learner playing ``action`` (a legal move) at this step:
        the intended move confirmed, any other with its line and what it would cost."""
        step = self.step
        assert step is not None  # only asked while the learner is to move
        if action == step.action:
            return Answer(self.step_index, action, True, step.right)
        return self._costed(Answer(self.step_index, action, False, step.wrong_key(action)), self.patient)

    @property
    def answer(self) -> Answer | None:
        """The answer to the learner's last move; a wrong move's cost joins it once worked out."""
        if self._answer is not None and not self._answer.right and self._answer.cost is None \
                and self._answer.step == self.step_index:
            self._answer = self._costed(self._answer, wait=False)
        return self._answer

    @answer.setter
    def answer(self, answer: Answer | None) -> None:
        self._answer = answer

    def _costed(self, answer: Answer, wait: bool) -> Answer:
        """``answer`` to a wrong move with what the move costs against the step's, when known."""
        step = self.step
        assert step is not None
        found = self._values_of(answer.action, wait)
        if found is None or answer.action not in found.values or step.action not in found.values:
            return answer
        return replace(answer, cost=round(found.loss(answer.action, step.action), 1) + 0.0,  # never -0.0
                       matters=found.matters(answer.action, step.action))

    def values(self, wait: bool = False) -> review.Evaluation | None:
        """The expert's values of the learner's moves worth comparing at this step (None until ready)."""
        if self._values_at != self.done:
            return None
        if self._values is None and wait:
            self._start()
        future = self._values
        if future is None or (not wait and not future.done()):
            return None
        return future.result()

    def better_move(self) -> Action | None:
        """A move the review holds better than the step's by a real mistake's worth, or None
        (``review.mistake``; waits for the step's values). A choice in several parts (the skat
        taken, two cards put away, the game) is judged at its last part: an earlier part's
        value is what the review's own player would make of the rest, not the lesson's."""
        step, state = self.step, self.match.state
        following = self.lesson.script[self.done + 1:self.done + 2]
        if step is None or state is None or (following and following[0].seat == step.seat
                                             and following[0].action.kind != PLAY):
            return None
        found = self.values(wait=True)
        if found is None or step.action not in found.values:
            return None
        rules = self.rules
        return review.mistake(rules, review.playouts(rules), rules.clone(state), step.seat, step.action, found,
                              review.decision_rng(self.lesson.code, self.done, again=True), self._seen(self.done))

    def _values_of(self, action: Action, wait: bool) -> review.Evaluation | None:
        """Values that include ``action`` at this step: the step's own, or ``action``'s against
        the intended move, started now if need be (None until ready)."""
        if self._values_at != self.done:
            return None
        if action in self._candidates:
            return self.values(wait)
        step = self.step
        future = self._others.get(action)
        if future is None and step is not None and self.match.state is not None:
            future = self._others[action] = self._judge.submit(
                self._evaluate, self.rules.clone(self.match.state), step.seat, self.done, [step.action, action])
        if future is None or (not wait and not future.done()):
            return None
        return future.result()

    def _think(self, match: Match) -> tuple[Match, list[Event], tuple[int, Action]] | None:
        step = self.next
        if step is None or step.learner:
            return None
        return match, match.apply(step.seat, step.action), (step.seat, step.action)

    def _changed(self, events: list[Event], acted: tuple[int, Action] | None = None) -> list[Event]:
        if acted is not None:
            self.done += 1
        self._judge_step()
        return super()._changed(events, acted)

    def restore(self, match: Match) -> None:
        """Undo within the lesson: the script resumes from the restored state."""
        super().restore(match)
        self.done = len(self.deal_log.actions) if self.deal_log is not None else 0
        self.answer = None
        self._judge_step()

    def _judge_step(self) -> None:
        """At a learner's step, start working out what each of its moves is worth."""
        step = self.step
        if step is None or self._values_at == self.done or self.match.state is None:
            return
        for future in [self._values, *self._others.values()]:
            if future is not None:
                future.cancel()  # a step left behind is not worked out any more, unless under way
        self._values_at, self._values, self._others = self.done, None, {}
        legal = self.rules.legal_actions(self.match.state, step.seat)
        cards = [a for a in legal if a.kind == PLAY]
        candidates = cards if cards and step.action.kind == PLAY else review.choices(legal)
        candidates += [step.action] if step.action not in candidates else []
        self._candidates = candidates
        if not self.patient:  # the table works them out while the learner thinks
            self._start()

    def _start(self) -> None:
        step, state = self.step, self.match.state
        assert step is not None and state is not None  # only at a learner's step
        self._values = self._judge.submit(self._evaluate, self.rules.clone(state), step.seat, self.done,
                                          self._candidates)

    def _seen(self, index: int) -> list[Any]:
        """The states of the learner's own script actions in a row up to action ``index``
        (``review.play_out``'s ``seen``)."""
        script = self.lesson.script
        first = index
        while first > 0 and script[first - 1].seat == script[index].seat:
            first -= 1
        match, _ = dealcode.deal(self.lesson.code)
        states = []
        for n, step in enumerate(script[:index + 1]):
            if n >= first:
                states.append(self.rules.clone(match.state))
            if n < index:
                match.apply(step.seat, step.action)
        return states

    def _evaluate(self, state: Any, seat: int, index: int, candidates: list[Action]) -> review.Evaluation | None:
        """The review's values of ``candidates`` at the script's action ``index`` (None: nothing to choose)."""
        if len(candidates) < 2:
            return None
        rules = self.rules
        rng: random.Random = review.decision_rng(self.lesson.code, index)
        return review.evaluate(rules, review.playouts(rules), state, seat, candidates, rng, seen=self._seen(index))

    def close(self) -> None:
        self._judge.shutdown(wait=False, cancel_futures=True)
        super().close()
