"""Computer players for Schnapsen: easy and normal (rules of thumb, card counting), expert
(normal plus exact endgames and sampling searches)."""

from .expert import ExpertPlayer
from .heuristic import HeuristicPlayer, NormalPlayer

GAME = "schnapsen"
LEVELS = {"easy": HeuristicPlayer, "normal": NormalPlayer, "expert": ExpertPlayer}
