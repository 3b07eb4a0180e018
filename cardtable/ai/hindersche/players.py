"""The easy and normal Hindersche players: card judgement from ``policy`` plus the Hüpscher and
Schleipfe decisions of the rules file's section 18."""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cards import ALL_CARDS
from ...games.hindersche.observation import HinderscheObservation
from ...games.hindersche.rules import AGREE, ALLOW, CLAIM, DECLARE, KEEP, LET_GO, OBJECT, REFUSE
from ...games.hindersche.state import HUPSCHER, HUPSCHER_ANSWER, PLAY, SCHLEIPFE, SCHLEIPFE_OBJECTION
from ..base import Player, cards_of
from ..search import Budget, searching
from .knowledge import Knowledge, infer
from .policy import (
    AGREE_AT,
    DECLARE_AT,
    EVERY_TRICK,
    MARCH_THREAT_TRICKS,
    PLAYOUTS,
    Playouts,
    View,
    choose_card,
    hand_danger,
    sure_winners,
)


class NormalPlayer(Player[HinderscheObservation]):
    """Counts cards and voids from the observation; plays the point-avoiding heuristics."""

    level = "normal"

    def choose(self, obs: HinderscheObservation, legal: Sequence[Action]) -> Action:
        phase = obs.phase
        if phase == PLAY:
            know = infer(obs, self.rules.variants.must_trump_when_void, self.rules.variants.alt_exempt)
            card = choose_card(self.view(obs, know), cards_of(legal))
            return next(a for a in legal if a.card is card)
        if phase == HUPSCHER:
            return Action(DECLARE if self.danger(obs) > DECLARE_AT else KEEP)
        if phase == HUPSCHER_ANSWER:
            return Action(AGREE if self.danger(obs) > AGREE_AT else REFUSE)
        if phase == SCHLEIPFE:
            return Action(CLAIM if self.march_on(obs, infer(obs)) else LET_GO)
        if phase == SCHLEIPFE_OBJECTION:
            return Action(OBJECT if self.claim_helps_march(obs) else ALLOW)
        return legal[0]

    def danger(self, obs: HinderscheObservation) -> float:
        return hand_danger(obs.hand, infer(obs).tr)

    def view(self, obs: HinderscheObservation, know: Knowledge) -> View:
        outstanding = know.outstanding()
        to_play = know.still_to_play()
        threat = self.marching_opponent(obs, know)
        return View(
            know.tr, know.hand, [c for _, c in know.trick], outstanding, len(to_play),
            march=self.march_on(obs, know), breaker=threat is not None, threat_to_come=threat in to_play,
        )

    def march_on(self, obs: HinderscheObservation, know: Knowledge) -> bool:
        """Go for a March only with every trick so far and (nearly) every card a sure winner."""
        played = len(obs.tricks)
        if know.tricks.get(self.seat, 0) != played:
            return False
        outstanding = know.outstanding()
        winners = sure_winners(know.hand, outstanding, know.tr)
        if winners == len(know.hand):
            return True
        jacks = know.tr.alt in know.hand and know.tr.kloei in know.hand
        trumps_held = sum(1 for c in know.hand if know.tr.is_trump(c))
        return jacks and trumps_held >= 6 and winners >= len(know.hand) - 1

    def marching_opponent(self, obs: HinderscheObservation, know: Knowledge) -> int | None:
        played = len(obs.tricks)
        for s, n in know.tricks.items():
            if s != self.seat and played >= MARCH_THREAT_TRICKS and n == played:
                return s
        return None

    def claim_helps_march(self, obs: HinderscheObservation) -> bool:
        """Object when the claimant has taken every trick so far (section 18)."""
        claimant = obs.schleipfe_claimant
        played = len(obs.tricks)
        return claimant is not None and played >= 1 and obs.tricks_won[claimant] == played


class EasyPlayer(NormalPlayer):
    """Remembers nothing (no card or void counting), never asks for a Hüpscher, and plays a
    random legal card now and then."""

    level = "easy"
    NOISE = 0.3

    def choose(self, obs: HinderscheObservation, legal: Sequence[Action]) -> Action:
        if obs.phase == PLAY and self.rng.random() < self.NOISE:
            return self.rng.choice(list(legal))
        if obs.phase == HUPSCHER:
            return Action(KEEP)
        return super().choose(obs, legal)

    def view(self, obs: HinderscheObservation, know: Knowledge) -> View:
        everything_else = [c for c in ALL_CARDS if c not in know.hand]
        return View(know.tr, know.hand, [c for _, c in know.trick], everything_else, len(know.still_to_play()))


# Work per searched decision (latency: scripts/bench_engine.py; strength: scripts/bench_ai.py)
EXPERT_BUDGET = Budget(playouts=150, exact_tricks=2)
MASTER_BUDGET = Budget(playouts=450, exact_tricks=3)
expert = searching("expert", NormalPlayer, PLAYOUTS, EXPERT_BUDGET)
master = searching("master", NormalPlayer, Playouts(claim_at=EVERY_TRICK), MASTER_BUDGET)  # weighs a claim of any trick
