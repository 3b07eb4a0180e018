"""One package per game, each exporting ``GAME`` (its ``descriptor.GameInfo``: the ruleset and
what the code around it needs to know), listed in ``registry.GAMES``."""

from __future__ import annotations

import importlib
from functools import cache
from typing import Any

from ..engine.ruleset import Ruleset
from .descriptor import GameInfo
from .registry import GAMES


@cache
def infos() -> dict[str, GameInfo]:
    """Every registered game's descriptor, by id, in the registry's order."""
    found: dict[str, GameInfo] = {}
    for name in GAMES:
        game: GameInfo = importlib.import_module(f"{__name__}.{name}").GAME
        found[game.id] = game
    return found


def info(game: str) -> GameInfo:
    """The descriptor of ``game``; a ``ValueError`` naming the games for an unknown one."""
    found = infos()
    if game not in found:
        raise ValueError(f"unknown game {game!r}; valid: {', '.join(found)}")
    return found[game]


def rulesets() -> dict[str, type[Ruleset[Any, Any, Any]]]:
    """Every game's ruleset, by id (sorted by id, as the app has always listed them)."""
    return {game: infos()[game].ruleset for game in sorted(infos())}


def get(game: str) -> type[Ruleset[Any, Any, Any]]:
    return info(game).ruleset
