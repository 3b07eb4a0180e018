"""Computer players for Hindersche: easy, normal (heuristics) and expert (sampling + playouts)."""

from .expert import ExpertPlayer
from .players import EasyPlayer, NormalPlayer

GAME = "hindersche"
LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "expert": ExpertPlayer}
