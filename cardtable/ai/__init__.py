"""Computer players. Each game module here exports ``GAME`` (its id) and ``LEVELS``
(level name → factory); ``random`` is shared by every game. Players see only observations.
"""

from __future__ import annotations

import importlib
import pkgutil
import random
from functools import cache

from ..engine.ruleset import Ruleset
from .base import Player, PlayerFactory, RandomPlayer

LEVEL_ORDER = ("random", "easy", "normal", "expert", "master")


@cache
def _levels_by_game() -> dict[str, dict[str, PlayerFactory]]:
    found: dict[str, dict[str, PlayerFactory]] = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        game = getattr(module, "GAME", None)
        if game is not None:
            found[game] = dict(module.LEVELS)
    return found


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
