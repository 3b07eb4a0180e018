"""The expert: normal play, plus exact search wherever the rest of the deal can be solved.

Once the talon is closed or exhausted, the opponent's unknown cards are sampled consistently
with what the seat knows (voids, known cards) and every sample is solved exactly; the card
with the best mean value is played. Closing is judged the same way: close when the sampled
closed endgames are clearly won. Each decision has a time budget.
"""

from __future__ import annotations

import time

from ...engine.cards import Card
from .heuristic import NormalPlayer, endgame_setup
from .knowledge import Knowledge
from .solver import best_card, solve_options

BUDGET_S = 0.12
MAX_SAMPLES = 30


class ExpertPlayer(NormalPlayer):
    level = "expert"

    def pick_card(self, k: Knowledge, cards: list[Card]) -> Card:
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

    def wants_to_close(self, k: Knowledge) -> bool:
        """Close when the sampled closed endgames are won clearly (mean ≥ 1 point, 85 % won)."""
        if k.my_score + self.sure_points(k) >= 66:
            return True
        setup = endgame_setup(self.rules.variants, k, closer=0)
        deadline = time.perf_counter() + BUDGET_S
        results: list[float] = []
        for _ in range(MAX_SAMPLES):
            opp = tuple(k.sample_opp_hand(self.rng))
            options = solve_options(setup, (tuple(k.hand), opp), 0, (k.my_score, k.opp_score), k.has_tricks, k.pending)
            results.append(max(options.values()))
            if time.perf_counter() > deadline:
                break
        won = sum(v > 0 for v in results)
        return sum(results) / len(results) >= 1.0 and won >= 0.85 * len(results)
