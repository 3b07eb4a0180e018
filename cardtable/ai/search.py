"""The one expert every game uses: determinized sampling with playouts (PIMC).

For a decision worth searching, the expert deals ``worlds`` whole deals consistent with what
its seat knows (``Ruleset.determinize``), tries every candidate action in each of them on a
``clone`` and plays the deal out with the game's fast playout policy through
``Ruleset.step``; the candidate with the best total of the game's deal values wins, each
world counted by how likely its hands are to have made the public bids and calls (each game's
``inference``). Where a game can value a position exactly (Schnapsen once the talon is gone),
the playout stops there; in the last tricks of the other games each world is solved exactly
(``endgame``).

The budget is counted in work, never in seconds: the choice depends on the seed alone, on
any machine under any load. Each game's knowledge stays in its own small ``policy`` module,
which supplies a ``Playouts`` object.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol, cast

from ..engine.actions import Action
from ..engine.observation import Observation
from ..engine.ruleset import Ruleset
from .base import Player, PlayerFactory
from .endgame import Solvable, Solver


class Playouts(Protocol):
    """What a game tells the expert: what to search, how to play on, what a deal is worth."""

    def candidates(self, obs: Any, legal: Sequence[Action]) -> list[Action]:
        """The actions to compare by search; fewer than two leave the choice to the normal player."""
        ...

    def move(self, rules: Any, state: Any, rng: random.Random) -> tuple[int, Action]:
        """The next (seat, action) of a playout, from the whole state (every hand known)."""
        ...

    def value(self, rules: Any, state: Any, seat: int) -> float:
        """What the finished deal ``state`` is worth to ``seat`` (more is better)."""
        ...

    def exact(self, rules: Any, state: Any, seat: int) -> float | None:
        """The exact value of a position, where it is cheap to compute; else None."""
        ...

    def likelihood(self, rules: Any, obs: Any, world: Any) -> float:
        """How likely the hands of ``world`` (a ``determinize`` of ``obs``) are to have made
        the others' public choices so far (bids, calls, declarations), by the game's own
        bidding policy as the model; 1 when nothing is told, never 0 (the model can err)."""
        ...


@dataclass(frozen=True)
class Budget:
    """Work per searched decision: about ``playouts`` playouts, spread over the candidates
    (each candidate is played once in every dealt world), and never fewer worlds than
    ``min_worlds``. Once at most ``exact_tricks`` tricks remain, each world is solved exactly
    (``endgame``) instead of played out, in at most ``exact_worlds`` worlds (a solved world
    tells more than a playout and costs more); 0 leaves that to the game's own ``exact``. With
    ``infer``, each world counts by its ``likelihood`` (what the auction says about it)."""

    playouts: int
    min_worlds: int = 3
    exact_tricks: int = 0
    exact_worlds: int = 12
    infer: bool = True

    def worlds(self, candidates: int) -> int:
        return max(self.min_worlds, self.playouts // candidates)


def playout(rules: Ruleset, state: Any, seat: int, game: Playouts, rng: random.Random) -> float:
    """Play ``state`` (changed in place) to the end of the deal; its value for ``seat``."""
    while not rules.deal_over(state):
        known = game.exact(rules, state, seat)
        if known is not None:
            return known
        mover, action = game.move(rules, state, rng)
        rules.step(state, mover, action)
    return game.value(rules, state, seat)


def search(rules: Ruleset, obs: Observation, candidates: Sequence[Action], game: Playouts, budget: Budget,
           rng: random.Random) -> Action:
    """The candidate with the best total over the same dealt worlds; ties go to the earliest."""
    totals = dict.fromkeys(candidates, 0.0)
    exact = max(obs.hand_sizes) <= budget.exact_tricks  # the tricks left, the current one included
    worlds = budget.worlds(len(candidates))
    for _ in range(min(worlds, budget.exact_worlds) if exact else worlds):
        world = rules.determinize(obs, rng)
        weight = game.likelihood(rules, obs, world) if budget.infer else 1.0
        # only games whose playouts are ``Solvable`` give a budget exact tricks (a test checks)
        solver = Solver(rules, cast(Solvable, game), obs.seat) if exact else None
        for action in candidates:
            state = rules.clone(world)
            rules.step(state, obs.seat, action)
            totals[action] += weight * (playout(rules, state, obs.seat, game, rng) if solver is None
                                        else solver.value(state))
    return max(candidates, key=lambda a: totals[a])  # max keeps the first of equals


class ExpertPlayer(Player[Any]):
    """A game's normal player, with its searchable decisions searched.

    The normal player's choice is tried first, so that equal results keep it. Each search
    draws its worlds from a generator seeded by the player's seed and the observation, so a
    decision does not depend on the decisions asked before it: an adviser giving hints, a
    replayed or undone deal and the seat's own player all choose alike.
    """

    level = "expert"

    def __init__(self, rules: Ruleset, seat: int, rng: random.Random, normal: Player, game: Playouts,
                 budget: Budget, level: str = "expert") -> None:
        super().__init__(rules, seat, rng)
        self.normal, self.game, self.budget, self.level = normal, game, budget, level
        self.seed = rng.getrandbits(64)

    def choose(self, obs: Observation, legal: Sequence[Action]) -> Action:
        usual = self.normal.choose(obs, legal)
        candidates = self.game.candidates(obs, legal)
        if len(candidates) < 2:
            return usual
        if usual in candidates:
            candidates = [usual, *(a for a in candidates if a != usual)]
        key = hashlib.sha256(repr(obs).encode()).hexdigest()
        return search(self.rules, obs, candidates, self.game, self.budget, random.Random(f"{self.seed}/{key}"))

    def interject(self, obs: Observation, legal: Sequence[Action]) -> Action | None:
        return self.normal.interject(obs, legal)


def searching(level: str, normal: PlayerFactory, game: Playouts, budget: Budget) -> PlayerFactory:
    """The factory of a searching level (``expert``, ``master``): ``normal``'s player, its
    searchable decisions searched within ``budget``."""

    def make(rules: Ruleset, seat: int, rng: random.Random) -> Player:
        return ExpertPlayer(rules, seat, rng, normal(rules, seat, rng), game, budget, level)

    return make
