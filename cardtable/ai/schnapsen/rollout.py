"""Sampling before the talon is used up: rebuild complete deals that agree with everything
the seat knows, try each candidate action in every sample, and play the deal out with the
normal players on both sides. The mean result estimates the action's value."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action
from ...games.schnapsen import Schnapsen, SchnapsenState
from ...games.schnapsen.state import FOLLOW, TrickRecord
from ..base import Player
from .knowledge import Knowledge


def sample_deal(rules: Schnapsen, k: Knowledge, rng: random.Random) -> SchnapsenState:
    """A full deal consistent with the observation: sampled opponent hand and talon order."""
    obs = k.obs
    opp_hand = k.sample_opp_hand(rng)
    rest = [c for c in k.unseen if c not in opp_hand]
    rng.shuffle(rest)
    talon = rest + ([obs.turnup] if obs.turnup is not None else [])
    if obs.closed:
        talon = rest + [obs.closed_turnup]
    hands = [[], []]
    hands[k.me], hands[k.opp] = list(obs.hand), list(opp_hand)
    piles: list[list] = [[], []]
    history = []
    for winner, ((leader, led), (_, followed)) in obs.tricks:
        piles[winner].append((led, followed))
        history.append(TrickRecord(leader, led, followed, winner))
    shown = [[], []]
    shown[k.me] = list(obs.known[k.me])
    shown[k.opp] = list(obs.known[k.opp])
    return SchnapsenState(
        dealer=obs.dealer, trump=obs.trump, phase=obs.phase, leader=obs.leader, hands=hands, talon=talon,
        led=obs.trick[0][1] if obs.phase == FOLLOW else None, marriage_suit=obs.marriage_suit,
        closed=obs.closed, closer=obs.closer, close_snapshot=obs.close_snapshot,
        closed_turnup=obs.closed_turnup, closed_at=obs.strict_since if obs.closed else None,
        piles=piles, marriages=[list(m) for m in obs.marriages], tricks=history, shown=shown,
        exchanged_by=obs.exchanged_by, last_trick_winner=obs.tricks[-1][0] if obs.tricks else None,
    )


def playout(rules: Schnapsen, s: SchnapsenState, players: Sequence[Player]) -> SchnapsenState:
    """Play to the end of the deal: optional actions of the seat not on turn first (§7.7)."""
    while not rules.deal_over(s):
        turn = rules.turn(s)
        other = 1 - turn
        legal = rules.legal_actions(s, other)
        action = players[other].interject(rules.observation(s, other), legal) if legal else None
        seat = other
        if action is None:
            seat = turn
            action = players[turn].choose(rules.observation(s, turn), rules.legal_actions(s, turn))
        s = rules.copy_state(s)
        rules._apply(s, seat, action)
    return s


def deal_value(s: SchnapsenState, seat: int) -> float:
    """Game points won (+) or lost (-), with a small tie-break for the card-point margin."""
    r = s.result
    sign = 0 if r.winner is None else (1 if r.winner == seat else -1)
    return sign * r.game_points + 0.002 * (r.scores[seat] - r.scores[1 - seat])


def rollout_values(rules: Schnapsen, k: Knowledge, candidates: Sequence[Action], players: Sequence[Player],
                   rng: random.Random, samples: int) -> dict[Action, float]:
    totals = dict.fromkeys(candidates, 0.0)
    for _ in range(samples):
        world = sample_deal(rules, k, rng)
        for a in candidates:
            s = rules.copy_state(world)
            rules._apply(s, k.me, a)
            totals[a] += deal_value(playout(rules, s, players), k.me)
    return totals
