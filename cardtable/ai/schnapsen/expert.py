"""The expert: normal play, plus search.

- Talon closed or used up: the opponent's unknown cards are sampled consistently with what
  the seat knows (voids, shown cards) and every sample is solved exactly; the card with the
  best mean value is played (exact outright when counting reveals the opponent's hand).
- Talon open: complete deals agreeing with the observation are sampled, each candidate
  (every card, closing, drawing) is tried in each and played out by normal players; the best
  mean result is chosen. Marriages, exchanges and claims follow the sure rules of thumb.
Every decision has a time budget.
"""

from __future__ import annotations

import time

from ...engine.actions import Action
from ...engine.cards import Card
from ...games.schnapsen.rules import CLAIM, CLOSE, DRAW_ACTION, EXCHANGE, MARRIAGE
from ...games.schnapsen.scoring import TARGET
from ...games.schnapsen.state import DRAW, FOLLOW, LEAD
from .heuristic import NormalPlayer
from .knowledge import Knowledge, read
from .rollout import rollout_values
from .solver import best_card

BUDGET_S = 0.12
MAX_SAMPLES = 30


class RolloutPlayer(NormalPlayer):
    """Plays out sampled deals inside the expert's search: normal play, smaller exact endgames."""

    solve_at = 3


class ExpertPlayer(NormalPlayer):
    level = "expert"

    def choose(self, obs, legal):
        candidates = self.open_candidates(obs, legal)
        if candidates is None:
            return super().choose(obs, legal)
        k = read(obs, self.deck_size)
        players = [RolloutPlayer(self.rules, seat, self.rng) for seat in (0, 1)]
        totals = dict.fromkeys(candidates, 0.0)
        deadline = time.perf_counter() + BUDGET_S
        for n in range(1, MAX_SAMPLES + 1):
            for a, v in rollout_values(self.rules, k, candidates, players, self.rng, 1).items():
                totals[a] += v
            if n >= 2 and time.perf_counter() > deadline:
                break
        return max(candidates, key=lambda a: totals[a])

    def open_candidates(self, obs, legal) -> list[Action] | None:
        """The real alternatives of an open-talon decision, or None where rules of thumb decide."""
        if obs.phase not in (LEAD, DRAW, FOLLOW) or obs.closed or obs.talon_size == 0:
            return None
        kinds = {a.kind for a in legal}
        if EXCHANGE in kinds or MARRIAGE in kinds or (CLAIM in kinds and obs.scores[obs.seat] >= TARGET):
            return None
        candidates = [a for a in legal if a.card is not None or a.kind in (CLOSE, DRAW_ACTION)]
        return candidates if len(candidates) > 1 else None

    def pick_card(self, k: Knowledge, cards: list[Card]) -> Card:
        """Strict play: exact when the opponent's hand is known, else sampled exact solutions."""
        if not k.strict:
            return super().pick_card(k, cards)
        closer = None if k.obs.closer is None else (0 if k.obs.closer == k.me else 1)
        known = k.opp_hand_if_known()
        if known is not None:
            return best_card(self.solved_values(k, [known], closer))
        deadline = time.perf_counter() + BUDGET_S
        totals: dict[Card, float] = {}
        for _ in range(MAX_SAMPLES):
            for c, v in self.solved_values(k, [tuple(k.sample_opp_hand(self.rng))], closer).items():
                totals[c] = totals.get(c, 0.0) + v
            if time.perf_counter() > deadline:
                break
        return best_card(totals)
