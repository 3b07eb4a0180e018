"""Exact play once the talon is closed or exhausted: every card is then known (or sampled),
play is strict and nobody draws, so the rest of the deal is a small two-player game.

Values are game points from the solver's side: +g when it wins the deal, -g when it loses.
Either player claims when claiming is best (a claim at 66 or more), as the rules allow at
every lead; the end of play is scored as the rules file's §10.3 cases B and C.

The search is alpha-beta with a table of the bounds found per position to lead. Hands are
bit sets (bit ``Card.index``), so a position is a tuple of small integers; the table also
keeps the card that was best (or cut off) in a position, which is tried first when the
position is met again under another window. The last trick is scored without a search.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine.cards import ALL_CARDS, Card, card_bits
from ...games.schnapsen.cards import STRENGTH, VALUES
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
    h0, h1 = card_bits(hands[0]), card_bits(hands[1])
    p = (scores[0], scores[1], tricks[0], tricks[1], pending[0], pending[1])
    if led is None:
        return {CARDS[i]: search.search(h0 & ~(1 << i), h1, 0, *p, i, -MOST, MOST) for i in _members(h0)}
    j = led.index
    return {CARDS[i]: search.trick(h0 & ~(1 << i), h1, 1, *p, j, i, -MOST, MOST)
            for i in _members(search.follows(h0, j))}


def best_card(values: dict[Card, float]) -> Card:
    """The best card; among equals the one worth least, to keep points in hand."""
    return max(values, key=lambda c: (values[c], -VALUES[c.rank]))


INF = 99  # beyond every game-point value
MOST = 3  # no deal is worth more: a search window of ±MOST still finds every value exactly
NO_LEAD = -1  # the ``led`` of a position where a side is to lead

CARDS = ALL_CARDS  # by Card.index
_PLAYED = [c for c in ALL_CARDS if c.rank in VALUES]
VALUE = [VALUES.get(c.rank, 0) for c in ALL_CARDS]
SUIT = {s: sum(1 << c.index for c in ALL_CARDS if c.suit == s) for s in "CSHD"}
SUIT_OF = [SUIT[c.suit] for c in ALL_CARDS]
HIGHER = [sum(1 << d.index for d in _PLAYED if d.suit == c.suit and STRENGTH[d.rank] > STRENGTH.get(c.rank, 0))
          for c in ALL_CARDS]  # same-suit cards that beat each card
ORDER = [c.index for c in sorted(_PLAYED, key=lambda c: (-VALUES[c.rank], c.index))]  # worth most first


def _members(hand: int) -> list[int]:
    """The card indices of a hand, worth most first (equal worth: canonical order)."""
    found = _MEMBERS.get(hand)
    if found is None:
        found = _MEMBERS[hand] = [i for i in ORDER if hand >> i & 1]
    return found


_MEMBERS: dict[int, list[int]] = {}  # every hand met so far (at most a few hundred thousand)


class Search:
    """Alpha-beta over the strict endgame, with a table of the bounds found per position."""

    def __init__(self, setup: Setup) -> None:
        self.s = setup
        self.trumps = SUIT[setup.trump]
        # per led card: the cards that win the trick against it
        self.beats = [HIGHER[i] | (0 if SUIT_OF[i] == self.trumps else self.trumps) for i in range(len(CARDS))]
        # position → (lower bound, upper bound, card tried first next time)
        self.table: dict[tuple, tuple[float, float, int]] = {}

    def follows(self, hand: int, led: int) -> int:
        """The cards of ``hand`` that may follow ``led`` under strict rules (§8.2)."""
        return hand & HIGHER[led] or hand & SUIT_OF[led] or hand & self.trumps or hand

    def search(self, h0, h1, leader, s0, s1, t0, t1, p0, p1, led, alpha, beta):
        """The value of a position within the window (alpha, beta): side ``leader`` to lead
        (``led`` is NO_LEAD) or the other side to follow card index ``led``; ``p0``/``p1``
        the marriage points pending until that side's first trick."""
        key = (h0, h1, leader, s0, s1, t0, t1, p0, p1, led)
        lo, hi, first = self.table.get(key, (-INF, INF, NO_LEAD))
        if lo >= beta or lo == hi:
            return lo
        if hi <= alpha:
            return hi
        a = alpha if alpha > lo else lo
        b = beta if beta < hi else hi
        if led == NO_LEAD:
            value, first = self._lead(h0, h1, leader, s0, s1, t0, t1, p0, p1, a, b, first)
        else:
            value, first = self._play(h0, h1, leader, s0, s1, t0, t1, p0, p1, led, a, b, first)
        if value <= a:
            hi = value
        elif value >= b:
            lo = value
        else:
            lo = hi = value
        self.table[key] = (lo, hi, first)
        return value

    def _lead(self, h0, h1, leader, s0, s1, t0, t1, p0, p1, alpha, beta, first):
        # Before the lead, the leader and then the non-leader may claim (§7.7): the claims
        # hold the value of the play between a floor and a ceiling.
        floor, ceiling = -INF, INF
        if s0 >= TARGET or s1 >= TARGET:
            scores, tricks = (s0, s1), (t0, t1)
            for side in (leader, 1 - leader):
                if scores[side] >= TARGET:
                    claim = self._claim_value(side, scores, tricks)
                    pick = max if side == 0 else min
                    floor, ceiling = pick(floor, claim), pick(ceiling, claim)
        if floor == ceiling or floor >= beta:
            return floor, first
        if ceiling <= alpha:
            return ceiling, first
        a, b = max(alpha, floor), min(beta, ceiling)
        if not h0 & (h0 - 1):  # the last trick: both cards forced
            i, j = h0.bit_length() - 1, h1.bit_length() - 1
            v = self.trick(0, 0, leader, s0, s1, t0, t1, p0, p1, *((i, j) if leader == 0 else (j, i)), a, b)
            return min(max(v, floor), ceiling), first
        best, chosen = self._play(h0, h1, leader, s0, s1, t0, t1, p0, p1, NO_LEAD, a, b, first)
        return min(max(best, floor), ceiling), chosen

    def _play(self, h0, h1, leader, s0, s1, t0, t1, p0, p1, led, alpha, beta, first):
        """The best card for the side to play (to lead when ``led`` is NO_LEAD, else to
        follow it) and its value."""
        mover = leader if led == NO_LEAD else 1 - leader
        hand = h0 if mover == 0 else h1
        winners = 0
        if led != NO_LEAD:
            hand, winners = self.follows(hand, led), self.beats[led]
        best, chosen = (-INF if mover == 0 else INF), first
        for i in self._ordered(hand, first, winners):
            n0, n1 = (h0 & ~(1 << i), h1) if mover == 0 else (h0, h1 & ~(1 << i))
            if led == NO_LEAD:
                v = self._play(n0, n1, leader, s0, s1, t0, t1, p0, p1, i, alpha, beta, NO_LEAD)[0]
            else:
                v = self.trick(n0, n1, leader, s0, s1, t0, t1, p0, p1, led, i, alpha, beta)
            if mover == 0:
                if v > best:
                    best, chosen = v, i
                    if v > alpha:
                        alpha = v
            elif v < best:
                best, chosen = v, i
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return best, chosen

    @staticmethod
    def _ordered(hand: int, first: int, winners: int = 0) -> list[int]:
        """The cards to try: the table's card first, then winners, each group worth most first."""
        cards = _members(hand & winners) + _members(hand & ~winners) if winners else _members(hand)
        if first != NO_LEAD and hand >> first & 1 and cards[0] != first:
            cards = [first, *(i for i in cards if i != first)]
        return cards

    def trick(self, h0, h1, leader, s0, s1, t0, t1, p0, p1, led, card, alpha, beta):
        """The value after the follower plays ``card`` (already out of its hand) to ``led``."""
        w = 1 - leader if self.beats[led] >> card & 1 else leader
        gain = VALUE[led] + VALUE[card]
        if w == 0:
            s0, t0, p0 = s0 + gain + (0 if t0 else p0), True, 0
        else:
            s1, t1, p1 = s1 + gain + (0 if t1 else p1), True, 0
        if not h0 and not h1:
            return self._end_of_play(s0, s1, t0, t1, w)
        return self.search(h0, h1, w, s0, s1, t0, t1, p0, p1, NO_LEAD, alpha, beta)

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

    def _end_of_play(self, s0, s1, t0, t1, last):
        s = self.s
        scores, tricks = (s0, s1), (t0, t1)
        if s.closer is not None:
            if s.closer_auto_claim and scores[s.closer] >= TARGET:
                return self._claim_value(s.closer, scores, tricks)
            other = 1 - s.closer
            no_trick = not s.snapshot[1] if s.snapshot is not None else not tricks[other]
            g = 3 if no_trick or (s.failed_claim_either and not tricks[s.closer]) else 2
            return g if other == 0 else -g
        if not s.last_trick_bonus:
            return 1 if last == 0 else -1
        sc = [s0, s1]
        sc[last] += 10
        if sc[0] == sc[1]:
            return 0
        w = 0 if sc[0] > sc[1] else 1
        g = win_points(sc[1 - w], tricks[1 - w])
        return g if w == 0 else -g
