"""The coach: its *best* is the review's best on every decision of the lessons; its *why*
after a computer's card never claims a seat lacks a suit it holds."""

from __future__ import annotations

import random
from datetime import UTC, datetime

from cardtable import games
from cardtable.engine import dealcode
from cardtable.engine.actions import PLAY
from cardtable.engine.ruleset import Match
from cardtable.i18n import set_language, tr
from cardtable.learn.course import lessons
from cardtable.session import review
from cardtable.session.coach import advise, why
from cardtable.storage.history import DealRecord


def test_the_coachs_best_is_the_reviews_best_on_every_lesson_decision():
    checked = 0
    for lesson in lessons():
        match, _ = dealcode.deal(lesson.code)
        start = match.rules.clone(match.state)
        actions = tuple((s.seat, s.action) for s in lesson.script)
        record = DealRecord(lesson.code, start, actions, ("",) * match.rules.seats, datetime.now(UTC), (), "")
        verdicts = iter(review.review(record, lesson.seat))
        for index, step in enumerate(lesson.script):
            state = match.state
            if step.learner and step.action.kind == PLAY and match.rules.turn(state) == step.seat:
                advice = advise(match.rules, state, step.seat, lesson.code, index, open_cards=True)
                if advice:
                    verdict = next(verdicts)
                    assert verdict.action == step.action
                    assert advice[verdict.best].best, (lesson.id, index, verdict, advice)
                    checked += 1
            match.apply(step.seat, step.action)
    assert checked >= len(lessons())


def test_advice_says_best_or_what_a_card_costs():
    set_language("en")
    lesson = lessons("schnapsen")[0]
    match, _ = dealcode.deal(lesson.code)
    match.apply(1, lesson.script[0].action)  # Anna leads her ten
    advice = advise(match.rules, match.state, 0, lesson.code, 1)
    texts = {a.id: v.text("schnapsen") for a, v in advice.items()}
    assert tr("coach.best") in texts.values()
    assert texts["PLAY:DT"].startswith("costs about") and texts["PLAY:DT"].endswith("game points")


def test_why_never_claims_a_void_that_is_not_there():
    set_language("en")
    seen: set[str] = set()
    for game in ("schnapsen", "skat", "schafkopf", "hindersche"):
        rules = games.get(game)({}, games.get(game).SEAT_COUNTS[0])
        rng = random.Random(3)
        for seed in range(4):
            match = Match.new(rules, seed)
            match.next_deal()
            names = [f"P{s}" for s in range(rules.seats)]
            while match.deal_running:
                seat = rules.turn(match.state)
                action = rng.choice(rules.legal_actions(match.state, seat))
                match.apply(seat, action)
                if action.kind != PLAY or match.state is None:
                    continue
                line = why(rules, rules.observation(match.state, (seat + 1) % rules.seats), names)
                if line is None:
                    continue
                seen.add(line.split(": ")[0].split(" ", 1)[1] if ": " in line else line.split(" ", 1)[1])
                if "left" in line:  # "no hearts left": the seat really holds none of the suit led
                    tricks = rules.trick_rules(rules.observation(match.state, seat))
                    led = _led_suit(rules, match, seat)
                    assert all(tricks.suit(c) != led for c in match.state.hands[seat]), line
    assert len(seen) >= 3, seen


def _led_suit(rules, match, seat):
    from cardtable.engine.tricks import plays

    obs = rules.observation(match.state, seat)
    _, before, _, _ = plays(obs)[-1]
    return rules.trick_rules(obs).suit(before[0])
