"""The player interface and the uniform random player every game gets."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from ..engine.actions import Action
from ..engine.cards import Card
from ..engine.observation import Observation
from ..engine.ruleset import Ruleset
from ..engine.tricks import TrickRules

O = TypeVar("O", bound=Observation)  # the game's observation  # noqa: E741


class Player(Generic[O]):
    """A computer player for one seat. It sees observations only, never the state."""

    level = "player"

    def __init__(self, rules: Ruleset[Any, Any, O], seat: int, rng: random.Random) -> None:
        self.rules = rules
        self.seat = seat
        self.rng = rng

    def choose(self, obs: O, legal: Sequence[Action]) -> Action:
        """The action to take when the deal waits for this seat."""
        raise NotImplementedError

    def interject(self, obs: O, legal: Sequence[Action]) -> Action | None:
        """An optional action while another seat is on turn (e.g. claim 66); None declines."""
        return None


def cards_of(legal: Sequence[Action]) -> list[Card]:
    """The cards among ``legal`` (the actions that play one), in their order."""
    return [a.card for a in legal if a.card is not None]


def shown_voids(obs: Observation, tricks: TrickRules) -> list[set[str]]:
    """Per seat, the suits (as ``tricks`` counts them: trumps are one suit) it has shown to
    lack by not following them."""
    out: list[set[str]] = [set() for _ in range(obs.seat_count)]
    for trick in [*(t for _, t in obs.tricks), obs.trick]:
        if trick:
            led = tricks.suit(trick[0][1])
            for seat, c in trick[1:]:
                if tricks.suit(c) != led:
                    out[seat].add(led)
    return out


PlayerFactory = Callable[[Ruleset[Any, Any, Any], int, random.Random], Player[Any]]


class RandomPlayer(Player[Observation]):
    """Uniformly random among the legal actions; never interjects."""

    level = "random"

    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))
