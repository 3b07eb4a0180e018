"""``cardtable learn --draft CODE --seat N``: a start for a new lesson. The deal is played to
its end by computer players of one level (seeded by the code, so the draft is the same every
time) and written as a lesson whose script is that play; the author then turns the learner's
moves that teach something into steps with words, and cuts the script where the lesson ends."""

from __future__ import annotations

from typing import Any

from .. import games
from ..ai import make_player
from ..engine import dealcode
from ..engine.cards import Card
from ..session.driver import computer_choice


def draft(code_text: str, seat: int, level: str = "expert") -> dict[str, Any]:
    code = dealcode.parse(code_text, games.rulesets())
    rules = code.rules
    if not 0 <= seat < rules.seats:
        raise ValueError(f"--seat is a seat from 0 to {rules.seats - 1}, not {seat}")
    match, _ = dealcode.deal(code)
    hands = {s: " ".join(c.text for c in _sorted(rules, match, s)) for s in range(rules.seats)}
    players = [make_player(rules, level, s, str(code)) for s in range(rules.seats)]
    script: list[str] = []
    while match.deal_running:
        choice = computer_choice(match, players)
        assert choice is not None  # every seat has a player
        match.apply(*choice)
        script.append(f"{choice[0]} {choice[1].id}")
    prefix = f"lesson.{rules.id}.NAME"
    note = f"hands {hands}; deal scores {list(rules.deal_scores(match.state))}"
    return {"id": "NAME", "title": f"{prefix}.title", "code": str(code), "seat": seat, "note": note,
            "script": script, "idea": f"{prefix}.idea"}


def _sorted(rules: Any, match: Any, seat: int) -> list[Card]:
    obs = rules.observation(match.state, seat)
    return sorted(obs.hand, key=rules.hand_sort_key(obs))
