"""``GameInfo``: what the code around a game needs to know of it, declared once in the game's
own package as ``GAME`` (as OpenSpiel declares ``GameType`` and ``GameInfo``).

The rules themselves — seat counts (``Ruleset.SEAT_COUNTS``), house rules
(``Ruleset.VARIANTS``) — stay the ruleset's; the descriptor adds the rest: the deck the game is
traditionally played with, the house rules New game offers first, the piles no seat sees, the review's least real mistake, how its action arguments are
spelled, the situations the gallery shows, and where its computer players and its table panel
live (module names: the layers above import them, the game never does).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ..engine.ruleset import Ruleset


@dataclass(frozen=True)
class GameInfo:
    ruleset: type[Ruleset[Any, Any, Any]]
    deck: str  # the card theme it is traditionally played with: "german", "french", "swiss"
    players: str  # the module of its computer players (``LEVELS``, and ``policy.PLAYOUTS``)
    panel: str  # the module of its table panel (``PANEL``)
    # the house rules New game offers first (any not named: the ruleset's defaults)
    house_rules: Mapping[str, Any] = field(default_factory=dict)
    # session.review: the least loss that counts as a mistake, in the game's own units (game
    # points, the deal's score, strokes): half a unit where every result is whole units and the
    # card-point tie-breaks of the deal values stay below half of one; two points of a Skat or
    # Coiffeur score, whose Ramsch and card-point differences move in smaller steps
    review_minimum: float = 0.5
    # the state's piles of cards no seat sees: field name → whether their order matters (a talon
    # is drawn in order, a skat is not)
    hidden_piles: Mapping[str, bool] = field(default_factory=dict)
    # i18n.actions: action kind → (the argument's name in the catalog's templates, its speller)
    arguments: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    # the gallery: situation → the action kinds the viewer is offered there (the game's own decisions)
    situations: Mapping[str, frozenset[str]] = field(default_factory=dict)

    @property
    def id(self) -> str:
        return self.ruleset.id
