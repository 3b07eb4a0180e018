"""Computer players. Each game's package here (named by its descriptor, ``GameInfo.players``)
exports ``LEVELS`` (level name → factory); ``random`` is shared by every game. Players see only
observations.
"""

from __future__ import annotations

import importlib
import random
from functools import cache

from .. import games
from ..engine.ruleset import Ruleset
from .base import Player, PlayerFactory, RandomPlayer

LEVEL_ORDER = ("random", "easy", "normal", "expert", "master")


@cache
def _levels_by_game() -> dict[str, dict[str, PlayerFactory]]:
    return {game: dict(importlib.import_module(info.players).LEVELS) for game, info in games.infos().items()}


def levels(game: str) -> dict[str, PlayerFactory]:
    """The computer levels for ``game``, weakest first."""
    table: dict[str, PlayerFactory] = {"random": RandomPlayer}
    table.update(_levels_by_game().get(game, {}))
    return {k: table[k] for k in sorted(table, key=lambda k: (LEVEL_ORDER + (k,)).index(k))}


def make_player(rules: Ruleset, level: str, seat: int, seed: int | str) -> Player:
    table = levels(rules.id)
    if level not in table:
        raise ValueError(f"unknown level {level!r} for {rules.id}; valid: {', '.join(table)}")
    return table[level](rules, seat, random.Random(f"{seed}/seat{seat}/{level}"))
