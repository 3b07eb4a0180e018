"""The lesson files (``lessons/<game>.json``, the format in the package docstring), loaded and
checked: every deal code parses for its game, every script action is legal where it stands
(the script is replayed through the rules), every learner step is the learner's, every
highlighted card exists, and every catalog key is in every language."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .. import games
from ..engine import dealcode
from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.dealcode import DealCode
from ..i18n import LANGUAGES, has
from ..storage.settings import THEMES

FOLDER = Path(__file__).resolve().parent / "lessons"
PLAIN = "lesson.play_marked"  # the coach's line for a learner move without words of its own
ELSE = "else"  # in a mapping of wrong moves: every move not named


@dataclass(frozen=True)
class Step:
    """One scripted action; ``learner`` steps wait for the learner and are answered."""

    seat: int
    action: Action
    learner: bool
    look: tuple[Card, ...] = ()
    say: str = PLAIN
    right: str | None = None
    wrong: Mapping[str, str] | None = None  # action id (or ELSE) → key

    def wrong_key(self, action: Action) -> str | None:
        if self.wrong is None:
            return None
        return self.wrong.get(action.id, self.wrong.get(ELSE))


@dataclass(frozen=True)
class Lesson:
    game: str
    id: str
    title: str  # catalog keys
    idea: str
    code: DealCode
    seat: int
    script: tuple[Step, ...]
    names: tuple[str, ...] = ()
    deck: str = "french"  # the deck the lesson's words name the cards in: the table shows it

    @property
    def steps(self) -> list[Step]:
        """The learner's steps, in order."""
        return [s for s in self.script if s.learner]

    def catalog_keys(self) -> list[str]:
        out = [self.title, self.idea]
        for step in self.steps:
            out += [step.say, *([step.right] if step.right else []), *(step.wrong or {}).values()]
        return out


class LessonError(ValueError):
    """A lesson file that is not right; the message names the lesson and what is wrong."""


def lessons(game: str | None = None) -> list[Lesson]:
    """Every lesson (of ``game``), in course order: the games in their order, then the file's."""
    ids = [game] if game is not None else list(games.rulesets())
    return [lesson for g in ids for lesson in _course(g)]


def find(game: str, lesson_id: str) -> Lesson:
    for lesson in lessons(game):
        if lesson.id == lesson_id:
            return lesson
    raise LessonError(f"{game} has no lesson {lesson_id!r}")


@cache
def _course(game: str) -> tuple[Lesson, ...]:
    path = FOLDER / f"{game}.json"
    if not path.exists():
        return ()
    data = json.loads(path.read_text(encoding="utf-8"))
    return tuple(parse_course(data, path.name))


def parse_course(data: Any, where: str = "lessons") -> list[Lesson]:
    if not isinstance(data, dict) or not isinstance(data.get("game"), str) or not isinstance(data.get("lessons"), list):
        raise LessonError(f"{where}: expected {{\"game\": ..., \"lessons\": [...]}}")
    game = data["game"]
    if game not in games.rulesets():
        raise LessonError(f"{where}: unknown game {game!r}")
    deck = data.get("deck", games.info(game).deck)
    if deck not in THEMES:
        raise LessonError(f"{where}: deck is one of {', '.join(THEMES)}")
    out: list[Lesson] = []
    for n, item in enumerate(data["lessons"]):
        name = item.get("id") if isinstance(item, dict) else None
        try:
            lesson = dataclasses.replace(parse_lesson(game, item), deck=deck)
        except (LessonError, ValueError, TypeError, KeyError) as exc:
            raise LessonError(f"{where}: lesson {name or n + 1}: {exc}") from None
        if any(other.id == lesson.id for other in out):
            raise LessonError(f"{where}: lesson id {lesson.id!r} is used twice")
        out.append(lesson)
    return out


def parse_lesson(game: str, item: Any) -> Lesson:
    if not isinstance(item, dict):
        raise LessonError("a lesson is an object")
    unknown = item.keys() - {"id", "title", "code", "seat", "script", "idea", "names", "note"}
    if unknown:
        raise LessonError(f"unknown fields {sorted(unknown)}")
    code = dealcode.parse(_text(item, "code"), games.rulesets())
    if code.rules.id != game:
        raise LessonError(f"the deal code {item['code']} is not a {game} deal")
    seat = item.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < code.rules.seats:
        raise LessonError(f"seat is a number from 0 to {code.rules.seats - 1}")
    names = item.get("names", [])
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names) or len(names) not in (0, code.rules.seats):
        raise LessonError(f"names lists one name per seat ({code.rules.seats})")
    script = item.get("script")
    if not isinstance(script, list) or not script:
        raise LessonError("script is a list of actions")
    steps = tuple(_step(entry, seat) for entry in script)
    if not any(s.learner for s in steps):
        raise LessonError("the script has no move of the learner")
    lesson = Lesson(game, _text(item, "id"), _text(item, "title"), _text(item, "idea"), code, seat, steps, tuple(names))
    replay_script(lesson)
    missing = [(lang, key) for key in lesson.catalog_keys() for lang in LANGUAGES if not has(key, lang)]
    if missing:
        raise LessonError("catalog keys missing: " + ", ".join(f"{k} ({lang})" for lang, k in missing[:6]))
    return lesson


def _text(item: dict[str, Any], field: str) -> str:
    value = item.get(field)
    if not isinstance(value, str) or not value:
        raise LessonError(f"{field} is a text")
    return value


def _step(entry: Any, learner: int) -> Step:
    if isinstance(entry, str):
        seat_text, _, action_text = entry.strip().partition(" ")
        if not seat_text.isdigit() or not action_text:
            raise LessonError(f"a scripted action is \"<seat> <action id>\", not {entry!r}")
        seat = int(seat_text)
        return Step(seat, Action.parse(action_text.strip()), seat == learner)
    if not isinstance(entry, dict):
        raise LessonError(f"a script entry is a text or an object, not {entry!r}")
    unknown = entry.keys() - {"do", "look", "say", "right", "wrong"}
    if unknown:
        raise LessonError(f"unknown step fields {sorted(unknown)}")
    look = entry.get("look", [])
    if not isinstance(look, list):
        raise LessonError("look is a list of cards")
    wrong = entry.get("wrong")
    if isinstance(wrong, str):
        wrong = {ELSE: wrong}
    if wrong is not None and (not isinstance(wrong, dict) or not all(isinstance(v, str) for v in wrong.values())):
        raise LessonError("wrong is a key or a mapping of action ids to keys")
    right = entry.get("right")
    if right is not None and not isinstance(right, str):
        raise LessonError("right is a key")
    return Step(learner, Action.parse(_text(entry, "do")), True, tuple(Card.parse(c) for c in look),
                _text(entry, "say"), right, wrong)


def replay_script(lesson: Lesson) -> None:
    """Play the script through the rules; a LessonError names the first action that does not fit."""
    match, _ = dealcode.deal(lesson.code)
    rules = match.rules
    for n, step in enumerate(lesson.script, 1):
        where = f"script entry {n} ({step.seat} {step.action.id})"
        if not match.deal_running:
            raise LessonError(f"{where}: the deal is already over")
        if not 0 <= step.seat < rules.seats:
            raise LessonError(f"{where}: no such seat")
        legal = rules.legal_actions(match.state, step.seat)
        if step.action not in legal:
            raise LessonError(f"{where}: not legal ({rules.why_illegal(match.state, step.seat, step.action)})")
        if step.learner and step.wrong is not None:
            named = set(step.wrong) - {ELSE, *(a.id for a in legal)}
            if named:
                raise LessonError(f"{where}: wrong names moves that are not legal here: {sorted(named)}")
        match.apply(step.seat, step.action)
