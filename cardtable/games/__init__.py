"""One module (or package) per game, each exporting ``RULESET``: the rules and nothing else."""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from typing import Any

from ..engine.ruleset import Ruleset


@cache
def rulesets() -> dict[str, type[Ruleset[Any, Any, Any]]]:
    """Every game in this package, by id."""
    found: dict[str, type[Ruleset[Any, Any, Any]]] = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        ruleset = getattr(module, "RULESET", None)
        if ruleset is not None:
            found[ruleset.id] = ruleset
    return dict(sorted(found.items()))


def get(game: str) -> type[Ruleset[Any, Any, Any]]:
    games = rulesets()
    if game not in games:
        raise ValueError(f"unknown game {game!r}; valid: {', '.join(games)}")
    return games[game]
