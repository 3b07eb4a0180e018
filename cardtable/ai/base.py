"""The player interface and the uniform random player every game gets."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from ..engine.actions import Action
from ..engine.observation import Observation
from ..engine.ruleset import Ruleset


class Player:
    """A computer player for one seat. It sees observations only, never the state."""

    level = "player"

    def __init__(self, rules: Ruleset, seat: int, rng: random.Random) -> None:
        self.rules = rules
        self.seat = seat
        self.rng = rng

    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        """The action to take when the deal waits for this seat."""
        raise NotImplementedError

    def interject(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        """An optional action while another seat is on turn (e.g. claim 66); None declines."""
        return None


PlayerFactory = Callable[[Ruleset, int, random.Random], Player]


class RandomPlayer(Player):
    """Uniformly random among the legal actions; never interjects."""

    level = "random"

    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))
