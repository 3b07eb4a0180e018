"""A wrong bid, call or declaration in a lesson is taken back with what it would have cost, as
a wrong card is: the review values a move before the play with the rest of the auction and the
play after it, in worlds dealt from what the learner's seat sees, seeded as the review seeds
the decision."""

from __future__ import annotations

import time

import pytest

from cardtable import games
from cardtable.engine import dealcode
from cardtable.engine.actions import Action
from cardtable.learn.course import find
from cardtable.learn.runner import Answer, LessonController
from cardtable.session import review

WORLDS = 4  # fewer dealt worlds than the review's: the same values on every run, in seconds


@pytest.fixture(autouse=True)
def _few_worlds(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review, "WORLDS", WORLDS)


def _wrong_answer(game: str, lesson_id: str, intended: str, wrong: str) -> Answer:
    """The coach's answer to ``wrong`` at the lesson's step whose move is ``intended``."""
    controller = LessonController(find(game, lesson_id), think_delay=0)
    controller.patient = True
    try:
        controller.next_deal()
        end = time.monotonic() + 30
        while time.monotonic() < end:
            step = controller.step
            if step is not None and step.action == Action.parse(intended):
                return controller.judge(Action.parse(wrong))
            if step is not None:
                controller.submit(step.seat, step.action)
            else:
                controller.poll()
                time.sleep(0.001)
        raise AssertionError(f"{game} {lesson_id} never reached {intended}")
    finally:
        controller.close()


@pytest.mark.parametrize(("game", "lesson_id", "intended", "wrong", "clear"), [
    ("skat", "skat", "DECLARE:diamonds", "DECLARE:hearts", True),
    ("schafkopf", "sauspiel", "BID:sauspiel", "PASS", True),
    ("coiffeur", "puur", "DECLARE:trump_C", "DECLARE:obenabe", True),
    ("hindersche", "hupscher", "HUPSCHER", "HUPSCHER_PASS", False),
])
def test_a_wrong_move_before_the_play_is_answered_with_its_cost(game: str, lesson_id: str, intended: str,
                                                                 wrong: str, clear: bool) -> None:
    """``clear``: the lesson warns against a move that costs at least a real mistake's worth."""
    answer = _wrong_answer(game, lesson_id, intended, wrong)
    assert not answer.right and answer.key is not None
    assert isinstance(answer.cost, float)
    least = games.info(game).review_minimum
    assert answer.cost >= least if clear else answer.cost > -least  # the lesson's move is never the mistake


def test_a_jump_bid_is_valued_as_it_is_made() -> None:
    answer = _wrong_answer("skat", "bidding", "BID:18", "BID:30")
    assert not answer.right and isinstance(answer.cost, float)


def _bid_step(game: str, lesson_id: str, index: int) -> tuple[object, object, int]:
    lesson = find(game, lesson_id)
    match, _ = dealcode.deal(lesson.code)
    for step in lesson.script[:index]:
        match.apply(step.seat, step.action)
    return lesson, match, lesson.script[index].seat


def test_the_values_of_a_bid_are_the_same_on_every_run_and_in_any_company() -> None:
    lesson, match, seat = _bid_step("schafkopf", "sauspiel", 0)
    rules = match.rules
    legal = rules.legal_actions(match.state, seat)

    def values(candidates: list[Action]) -> dict[Action, float]:
        found = review.evaluate(rules, review.playouts(rules), rules.clone(match.state), seat, candidates,
                                review.decision_rng(lesson.code, 0))
        return found.values

    everything = values(legal)
    assert values(legal) == everything
    assert len(set(everything.values())) > 1  # the moves differ: a real auction and play behind each
    pair = [Action.parse("BID:sauspiel"), Action.parse("PASS")]
    assert values(pair) == {a: everything[a] for a in pair}  # a move valued alone is valued alike


def test_only_the_lowest_of_the_numbered_bids_is_compared_up_front() -> None:
    legal = [Action.parse(a) for a in ("BID:18", "BID:20", "BID:22", "PASS", "DECLARE:grand")]
    assert review.choices(legal) == [Action.parse("BID:18"), Action.parse("PASS"), Action.parse("DECLARE:grand")]
