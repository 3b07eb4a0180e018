"""Exact play once the talon is closed or exhausted: every card is then known (or sampled),
play is strict and nobody draws, so the rest of the deal is a small two-player game.

Values are game points from the solver's side: +g when it wins the deal, -g when it loses.
Either player claims when claiming is best (a claim at 66 or more), as the rules allow at
every lead; the end of play is scored as the rules file's §10.3 cases B and C.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial

from ...engine.cards import Card
from ...games.schnapsen.cards import VALUES, legal_follow, trick_winner
from ...games.schnapsen.scoring import SCHNEIDER, TARGET


@dataclass(frozen=True)
class Setup:
    """The fixed part of an endgame: trump, who closed, and the scoring variants."""

    trump: str
    closer: int | None  # 0 = the solver's side, 1 = the opponent, None = talon exhausted
    last_trick_bonus: bool = True
    closer_auto_claim: bool = True
    failed_claim_either: bool = True
    snapshot: tuple[int, bool] | None = None  # non-closer's (score, has_trick) at the close, Viennese scoring


def win_points(loser_score: int, loser_has_trick: bool) -> int:
    return 3 if not loser_has_trick else 2 if loser_score < SCHNEIDER else 1


def solve_options(setup: Setup, hands: tuple[tuple[Card, ...], tuple[Card, ...]], leader: int,
                  scores: tuple[int, int], tricks: tuple[bool, bool], pending: tuple[int, int],
                  led: Card | None = None) -> dict[Card, float]:
    """The exact value for side 0 of each card side 0 may play now.

    ``hands[0]`` is the solver's side, which must be the one to act: to lead when ``led`` is
    None (then ``leader`` is 0), else to follow ``led`` (then ``leader`` is 1). ``pending``
    holds marriage points that count once that side wins a trick.
    """
    search = Search(setup)
    h0, h1 = (tuple(sorted(h)) for h in hands)
    if led is None:
        return {c: search.after_lead(h0, h1, 0, scores, tricks, pending, c) for c in h0}
    return {c: search.after_follow(h0, h1, leader, scores, tricks, pending, led, c)
            for c in legal_follow(list(h0), led, setup.trump, True)}


def best_card(values: dict[Card, float]) -> Card:
    """The best card; among equals the one worth least, to keep points in hand."""
    return max(values, key=lambda c: (values[c], -VALUES[c.rank]))


INF = 99  # beyond every game-point value


def _best(maximise: bool, alpha: float, beta: float, children: Iterable[Callable[[float, float], float]]) -> float:
    """The best child value for the side to move, each child searched within the window left."""
    best: float = -INF if maximise else INF
    for child in children:
        v = child(alpha, beta)
        if maximise:
            best, alpha = max(best, v), max(alpha, v)
        else:
            best, beta = min(best, v), min(beta, v)
        if alpha >= beta:
            break
    return best


class Search:
    """Alpha-beta over the strict endgame, with a table of the bounds found per position."""

    def __init__(self, setup: Setup) -> None:
        self.s = setup
        self.table: dict[tuple, tuple[float, float]] = {}  # position → (lower, upper) bound of its value

    def node(self, h0, h1, leader, scores, tricks, pending, led) -> float:
        """The exact value of a position: side ``leader`` leads (``led`` None) or the other
        side follows ``led``."""
        return self._search(h0, h1, leader, scores, tricks, pending, led, -INF, INF)

    def after_lead(self, h0, h1, leader, scores, tricks, pending, c, alpha=-INF, beta=INF):
        if leader == 0:
            h0 = tuple(x for x in h0 if x is not c)
        else:
            h1 = tuple(x for x in h1 if x is not c)
        return self._search(h0, h1, leader, scores, tricks, pending, c, alpha, beta)

    def after_follow(self, h0, h1, leader, scores, tricks, pending, led, c, alpha=-INF, beta=INF):
        follower = 1 - leader
        if follower == 0:
            h0 = tuple(x for x in h0 if x is not c)
        else:
            h1 = tuple(x for x in h1 if x is not c)
        w = follower if trick_winner(led, c, self.s.trump) else leader
        gain = VALUES[led.rank] + VALUES[c.rank]
        if not tricks[w]:
            gain += pending[w]
        sc = list(scores)
        sc[w] += gain
        tr = list(tricks)
        tr[w] = True
        if not h0 and not h1:
            return self._end_of_play(tuple(sc), tuple(tr), w)
        return self._search(h0, h1, w, tuple(sc), tuple(tr), pending, None, alpha, beta)

    def _search(self, h0, h1, leader, scores, tricks, pending, led, alpha, beta):
        key = (h0, h1, leader, scores, tricks, pending, led)
        lo, hi = self.table.get(key, (-INF, INF))
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
        a, b = max(alpha, lo), min(beta, hi)
        if led is None:
            value = self._lead(h0, h1, leader, scores, tricks, pending, a, b)
        else:
            value = self._follow(h0, h1, leader, scores, tricks, pending, led, a, b)
        if value <= a:
            hi = value
        elif value >= b:
            lo = value
        else:
            lo = hi = value
        self.table[key] = (lo, hi)
        return value

    def _lead(self, h0, h1, leader, scores, tricks, pending, alpha, beta):
        # Before the lead, the leader and then the non-leader may claim (§7.7): the claims
        # hold the value of the play between a floor and a ceiling.
        floor, ceiling = -INF, INF
        for side in (leader, 1 - leader):
            if scores[side] >= TARGET:
                claim = self._claim_value(side, scores, tricks)
                pick = max if side == 0 else min
                floor, ceiling = pick(floor, claim), pick(ceiling, claim)
        if floor == ceiling or floor >= beta:
            return floor
        if ceiling <= alpha:
            return ceiling
        a, b = max(alpha, floor), min(beta, ceiling)
        hand = sorted(h0 if leader == 0 else h1, key=lambda x: -VALUES[x.rank])
        best = _best(leader == 0, a, b, (partial(self.after_lead, h0, h1, leader, scores, tricks, pending, c)
                                         for c in hand))
        return min(max(best, floor), ceiling)

    def _follow(self, h0, h1, leader, scores, tricks, pending, led, alpha, beta):
        follower = 1 - leader
        hand = h0 if follower == 0 else h1
        cards = legal_follow(list(hand), led, self.s.trump, True)
        cards.sort(key=lambda c: (not trick_winner(led, c, self.s.trump), -VALUES[c.rank]))
        return _best(follower == 0, alpha, beta, (partial(self.after_follow, h0, h1, leader, scores, tricks, pending,
                                                          led, c) for c in cards))

    def _claim_value(self, side, scores, tricks):
        other = 1 - side
        s = self.s
        if s.snapshot is not None and s.closer is not None:
            if side == s.closer:
                g = win_points(*s.snapshot)
            else:  # the non-closer's valid claim: the closer failed
                g = 3 if not s.snapshot[1] or (s.failed_claim_either and not tricks[s.closer]) else 2
        else:
            g = win_points(scores[other], tricks[other])
        return g if side == 0 else -g

    def _end_of_play(self, scores, tricks, last):
        s = self.s
        if s.closer is not None:
            if s.closer_auto_claim and scores[s.closer] >= TARGET:
                return self._claim_value(s.closer, scores, tricks)
            other = 1 - s.closer
            if s.snapshot is not None:
                no_trick = not s.snapshot[1]
            else:
                no_trick = not tricks[other]
            g = 3 if no_trick or (s.failed_claim_either and not tricks[s.closer]) else 2
            return g if other == 0 else -g
        if not s.last_trick_bonus:
            return 1 if last == 0 else -1
        sc = list(scores)
        sc[last] += 10
        if sc[0] == sc[1]:
            return 0
        w = 0 if sc[0] > sc[1] else 1
        g = win_points(sc[1 - w], tricks[1 - w])
        return g if w == 0 else -g

