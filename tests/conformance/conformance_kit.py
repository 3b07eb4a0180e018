"""Shared by the conformance suite: every game with the house rules that switch on its optional
actions, seeded random play through the public contract, and structural walks."""

from __future__ import annotations

import ast
import contextlib
import dataclasses
import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import cardtable
from cardtable import games
from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.engine.events import Event
from cardtable.engine.ruleset import Match, Ruleset

# (game, variants, seats): every game as dealt by default, and the house rules that add actions
CONFIGS: list[tuple[str, dict[str, Any], int | None]] = [
    *((game, {}, None) for game in games.rulesets()),
    ("schnapsen", {"deck": "24", "exchange_by": "leader", "marriages_after_close": True,
                   "claim_after_last_trick": True, "closer_auto_claim": False}, None),
    ("skat", {"ramsch": True, "claims": True, "bock": True}, None),
    ("schafkopf", {"klopfen": True, "ramsch": True, "bettel": True, "geier": True, "farbwenz": True}, None),
    ("coiffeur", {"mode": "4p_partnership"}, 4),
    ("coiffeur", {"mode": "4p_individual", "joker_slalom_gustav_4p": True}, 4),
    ("hindersche", {"alt_exempt": True, "must_trump_when_void": False}, None),
]
IDS = [f"{game}{'-' + '-'.join(map(str, variants.values())) if variants else ''}" for game, variants, _ in CONFIGS]
MAX_ACTIONS = 400  # a deal of any game ends long before this


def ruleset(game: str, variants: dict[str, Any], seats: int | None) -> Ruleset[Any, Any, Any]:
    return games.get(game)(variants, seats)


def moves(match: Match[Any, Any]) -> list[tuple[int, Action]]:
    """Every (seat, action) allowed now, interjections of seats not on turn included."""
    rules, state = match.rules, match.state
    return [(seat, a) for seat in range(rules.seats) for a in rules.legal_actions(state, seat)]


def random_deal(match: Match[Any, Any], rng: random.Random) -> Iterator[tuple[int, Action, list[Event]]]:
    """Start the next deal and play it by random legal moves; yields each move and its events
    (the deal's own events first, as seat None)."""
    yield -1, Action("DEAL"), match.next_deal()
    for _ in range(MAX_ACTIONS):
        if not match.deal_running:
            return
        seat, action = rng.choice(moves(match))
        yield seat, action, match.apply(seat, action)
    raise AssertionError(f"a {match.rules.id} deal did not end within {MAX_ACTIONS} actions")


def cards_in(value: Any) -> Iterator[Card]:
    """Every card reachable from ``value``: dataclass fields, containers, dict keys and values."""
    if isinstance(value, Card):
        yield value
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from cards_in(getattr(value, f.name))
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from cards_in(k)
            yield from cards_in(v)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for item in value:
            yield from cards_in(item)
    elif isinstance(value, str) and len(value) == 2:
        with contextlib.suppress(ValueError):  # a card's text form ("HK") in event data
            yield Card.parse(value)


def reason_keys_in_source() -> set[str]:
    """Every reason key the engine, the games and the lessons can raise: the string constants of
    the engine's and the games' source shaped ``<engine or game id>.<rule>`` (keys are always
    written out whole), and the lessons' ``Reason.of("lesson.<rule>")`` (their other
    ``lesson.*`` strings are the coach's lines)."""
    owners = "|".join(["engine", *sorted(games.rulesets())])
    shape = re.compile(rf"({owners})\.[a-z][a-z0-9_]*")
    root = Path(cardtable.__file__).parent
    keys: set[str] = set()
    for path in [*root.joinpath("engine").rglob("*.py"), *root.joinpath("games").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and shape.fullmatch(node.value):
                keys.add(node.value)
    for path in root.joinpath("learn").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "of"
                    and isinstance(node.func.value, ast.Name) and node.func.value.id == "Reason"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                keys.add(node.args[0].value)
    return keys
