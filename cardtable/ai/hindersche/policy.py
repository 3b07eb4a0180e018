"""Card-play judgement for a point-avoiding game, shared by the normal player and the expert's
playouts: shed high cards on tricks others win, duck under the current winner, lead cards that
others can beat, keep low cards of long suits, count trumps (both top jacks), spend (or lead) a
card that would win a later trick while the trick is cheap, chase a March only with an
overwhelming hand and break another player's March when it is on.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass

from ...engine.actions import Action, play
from ...engine.cards import Card
from ...engine.ruleset import present
from ...games.hindersche.cards import Trumps, trick_winner, trumps
from ...games.hindersche.observation import HinderscheObservation
from ...games.hindersche.rules import AGREE, ALLOW, DECLARE, KEEP, LET_GO, REFUSE, Hindersche
from ...games.hindersche.scoring import score_regular
from ...games.hindersche.state import (
    ADD,
    CANCELLED,
    ERASE,
    HUPSCHER,
    HUPSCHER_ANSWER,
    PLAY,
    PLAYOFF,
    SCHLEIPFE,
    SCHLEIPFE_OBJECTION,
    HinderscheState,
)
from .. import alike
from ..endgame import hands_key, won
from .knowledge import infer

MARCH_THREAT_TRICKS = 3  # someone who has taken every trick this far may be marching
BREAK_AT = 4  # card points worth giving up to take a trick off a marching player
SHARE = 4.0  # expected card points each later card adds to a trick (140 / 36 ≈ 3.9)
LATER_TRICK = 15  # card points a sure winner kept for later takes with it (the others shed onto it)
DECLARE_AT = 48.0  # hand danger that makes a Hüpscher worth asking for
AGREE_AT = 30.0  # a hand this poor is glad of a new deal too
CLAIM_AT = 4  # card points a trick may carry and still be worth a Schleipfe claim for its lead
EVERY_TRICK = 140  # the pack's card points: a claim of any trick is weighed


@dataclass
class View:
    """The facts a card choice needs: own hand, trick so far, outstanding cards, March race."""

    tr: Trumps
    hand: Sequence[Card]
    trick: Sequence[Card]
    outstanding: Iterable[Card]  # cards others may still hold
    to_come: int  # cards still to be played to this trick after this one
    march: bool = False  # this seat is going for a March
    breaker: bool = False  # another player's March is on: take a trick cheaply to stop it
    threat_to_come: bool = False  # the marching player plays after this seat in this trick


def beats(c: Card, best: Card, tr: Trumps) -> bool:
    """Would ``c`` take over from ``best``, the card now winning the trick?"""
    if tr.suit_of[c] == tr.suit_of[best]:
        return tr.strength[c] > tr.strength[best]
    return tr.suit_of[c] == tr.suit


def higher_lower(c: Card, outstanding: Iterable[Card], tr: Trumps) -> tuple[int, int]:
    """Outstanding cards of ``c``'s effective suit above and below it."""
    suit, s = tr.suit_of[c], tr.strength[c]
    hi = lo = 0
    for o in outstanding:
        if tr.suit_of[o] == suit:
            if tr.strength[o] > s:
                hi += 1
            else:
                lo += 1
    return hi, lo


def is_sure(c: Card, out: Sequence[Card], tr: Trumps, trumps_out: bool) -> bool:
    """Does ``c`` win any trick it is played to, whoever holds the cards ``out``? The top of
    its suit (a plain suit only while no trump is out)."""
    return higher_lower(c, out, tr)[0] == 0 and (tr.is_trump(c) or not trumps_out)


def sure_winners(hand: Sequence[Card], outstanding: Iterable[Card], tr: Trumps) -> int:
    """How many cards of ``hand`` win the trick whoever holds the rest (``is_sure``)."""
    out = list(outstanding)
    trumps_out = any(tr.is_trump(o) for o in out)
    return sum(1 for c in hand if is_sure(c, out, tr, trumps_out))


def taking_anyway(winning: Sequence[Card], out: Sequence[Card], tr: Trumps) -> Card:
    """The card for a trick that every legal card wins: a card that would win a later trick
    anyway goes now (there the others would shed their points onto it), else the fewest points."""
    trumps_out = any(tr.is_trump(o) for o in out)
    return min(winning, key=lambda c: (-LATER_TRICK if is_sure(c, out, tr, trumps_out) else tr.value[c],
                                       tr.value[c], -tr.strength[c]))


def choose_card(v: View, legal: Sequence[Card]) -> Card:
    tr = v.tr
    if len(legal) == 1:
        return legal[0]
    if not v.trick:
        return _lead(v, legal)
    best = v.trick[trick_winner(v.trick, tr)]
    winning = [c for c in legal if beats(c, best, tr)]
    ducking = [c for c in legal if c not in winning]
    if v.march and winning:
        return max(winning, key=lambda c: tr.strength[c])
    if v.breaker and winning:
        cheap = min(winning, key=lambda c: (tr.value[c], -tr.strength[c] if v.threat_to_come else tr.strength[c]))
        if tr.value[cheap] <= BREAK_AT:
            return cheap
    if ducking:  # it never wins: shed the most points, keep low cards for later ducking
        suit_len = _suit_lengths(v.hand, tr)
        return max(ducking, key=lambda c: (tr.value[c], tr.strength[c], -suit_len[tr.suit_of[c]]))
    return taking_anyway(winning, list(v.outstanding), tr)  # the trick is mine, for now at least


def _lead(v: View, legal: Sequence[Card]) -> Card:
    tr = v.tr
    out = list(v.outstanding)
    if v.march:  # lead sure winners, strongest first
        return max(legal, key=lambda c: (higher_lower(c, out, tr)[0] == 0, tr.is_trump(c), tr.strength[c]))
    suit_len = _suit_lengths(v.hand, tr)
    trumps_out = sum(1 for o in out if tr.is_trump(o))
    opponents = v.to_come

    def cost(c: Card) -> float:
        hi, lo = higher_lower(c, out, tr)
        if hi + lo == 0:  # nobody can follow: plain leads get trumped if trumps are out
            p_win = 1.0 if tr.is_trump(c) or trumps_out == 0 else 0.35
        elif hi == 0:
            p_win = 1.0
        else:
            p_win = (lo + 0.3) / (lo + hi + 1) * 0.8
        value = tr.value[c]
        shed = (1 - p_win) * 0.5 * value  # a lost high card gives its points away
        keep_low = 0.6 if suit_len[tr.suit_of[c]] >= 3 and lo == 0 else 0.0  # exits of long suits
        later = (value + LATER_TRICK) * is_sure(c, out, tr, trumps_out > 0)  # it would win a later trick
        return p_win * (value + SHARE * opponents) - shed + keep_low - 0.3 * (suit_len[tr.suit_of[c]] == 1) - later

    return min(legal, key=lambda c: (cost(c), tr.strength[c]))


def _suit_lengths(hand: Sequence[Card], tr: Trumps) -> dict[str, int]:
    lengths = dict.fromkeys("CSHD", 0)
    for c in hand:
        lengths[tr.suit_of[c]] += 1
    return lengths


def hand_danger(hand: Sequence[Card], tr: Trumps) -> float:
    """Rough card points a hand will take: top trumps win their tricks, aces and tens are hard to
    shed, many trumps force one to take tricks; low cards are exits."""
    danger = 0.0
    for c in hand:
        if c is tr.alt or c is tr.kloei:
            danger += 18
        elif tr.is_trump(c):
            danger += 4 + 0.5 * tr.value[c]
        else:
            danger += {"A": 7, "T": 4, "K": 3}.get(c.rank, 0) - (1.5 if c.rank in "678" else 0)
    trumps_held = sum(1 for c in hand if tr.is_trump(c))
    return danger + 3 * max(0, trumps_held - 3)


# ---- the expert's playouts ----------------------------------------------------------------------
POINT_WEIGHT = 0.004  # fewer card points are better even when no stroke depends on them


class Playouts:
    """Hindersche for ``ai.search``: card play is searched; playouts avoid points cheaply, take
    a cheap trick off a player who has taken every trick so far, and let every Schleipfe go; a
    deal is worth the strokes it costs the seat under the deal's scoring (playoffs shared evenly
    among their players), fewer card points breaking ties. A Schleipfe claim is searched for a
    trick carrying at most ``claim_at`` card points."""

    def __init__(self, claim_at: int = CLAIM_AT) -> None:
        self.claim_at = claim_at

    def candidates(self, obs: HinderscheObservation, legal: Sequence[Action]) -> list[Action]:
        """Card play (one card of each group that plays alike); the Hüpscher: asking for a
        new deal, agreeing to one (this hand played out against a fresh deal's even chances);
        the Schleipfe: claiming a cheap trick (the lead for next to nothing; a dearer one is
        left to the normal player's rule, which claims only for its own March), objecting to
        another's claim."""
        if obs.phase == PLAY:
            return distinct_cards(obs, legal)
        if obs.phase == SCHLEIPFE:
            cheap = trumps(present(obs.trump)).points(c for _, c in obs.trick) <= self.claim_at
            return list(legal) if cheap else []
        return list(legal) if obs.phase in (HUPSCHER, HUPSCHER_ANSWER, SCHLEIPFE_OBJECTION) else []

    def move(self, rules: Hindersche, s: HinderscheState, rng: random.Random) -> tuple[int, Action]:
        seat = s.to_move
        assert seat is not None
        if s.phase == HUPSCHER:  # the normal player's rule of thumb (rules section 18)
            return seat, Action(DECLARE if hand_danger(s.hands[seat], rules.table(s)) > DECLARE_AT else KEEP)
        if s.phase == HUPSCHER_ANSWER:
            return seat, Action(AGREE if hand_danger(s.hands[seat], rules.table(s)) > AGREE_AT else REFUSE)
        if s.phase != PLAY:
            return seat, Action(LET_GO if s.phase == SCHLEIPFE else ALLOW)
        trick = [c for _, c in s.trick]
        to_come = len(s.participants) - len(trick) - 1
        tr, legal = rules.table(s), rules.legal_cards(s, seat)
        if trick and sweeping(s) not in (None, seat):  # stop another's March with a cheap trick
            best = trick[trick_winner(trick, tr)]
            cheap = [c for c in legal if beats(c, best, tr) and tr.value[c] <= BREAK_AT]
            if cheap:
                return seat, play(min(cheap, key=lambda c: (tr.value[c], -tr.strength[c])))
        return seat, play(fast_card(tr, legal, trick, to_come))

    def value(self, rules: Hindersche, s: HinderscheState, seat: int) -> float:
        r = s.result
        assert r is not None
        if s.phase == CANCELLED:
            return fresh_deal_value(rules, s, seat)
        return deal_value(rules, s, seat, r.card_points, r.marcher)

    def exact(self, rules: Hindersche, s: HinderscheState, seat: int) -> float | None:
        return None

    def likelihood(self, rules: Hindersche, obs: HinderscheObservation, world: HinderscheState) -> float:
        """Every world alike: nobody bids, and once a Hüpscher is refused the deal no longer
        shows who asked for it (``hupscher_had_turn`` holds those who passed as well)."""
        return 1.0

    def side(self, rules: Hindersche, s: HinderscheState, seat: int) -> frozenset[int]:
        """Each for himself: the exact endings read the others as playing against the seat."""
        return frozenset({seat})

    def position(self, rules: Hindersche, s: HinderscheState) -> Hashable | None:
        if s.trick:
            return None
        tr = rules.table(s)
        return hands_key(s.hands), s.leader, won(4, ((t.taker, tr.points(c for _, c in t.cards)) for t in s.tricks))


PLAYOUTS = Playouts()


def distinct_cards(obs: HinderscheObservation, legal: Sequence[Action]) -> list[Action]:
    """The legal cards, each group that plays alike searched once (``ai.alike``). The Alt
    stands alone: one variant lets it stay in the hand when trumps are led."""
    know = infer(obs)
    tr = know.tr
    return alike.distinct_cards(legal, lambda c: (tr.suit_of[c], tr.strength[c]), tr.value.__getitem__,
                                know.outstanding(), know.hand, apart=(tr.alt,))


def deal_value(rules: Hindersche, s: HinderscheState, seat: int, points: dict[int, int], march: int | None) -> float:
    """What the deal ``s`` ending with ``points`` (and ``march``) is worth to ``seat``."""
    value = -POINT_WEIGHT * points.get(seat, 0)
    if s.kind == PLAYOFF:
        return value + _playoff_value(seat, s.label, points, march)
    pending = score_regular(s.label, s.dealer, points, march, rules.variants.rare_march_marcher_out)
    value -= pending.changes.get(seat, 0)
    if seat in pending.wiped:
        value += s.before.strokes[seat]
    for p in pending.playoffs:
        if seat in p.seats:
            value += (1 if p.question == ERASE else -1) / len(p.seats)
    return value


def fresh_deal_value(rules: Hindersche, s: HinderscheState, seat: int) -> float:
    """A new deal of the same state (after a Hüpscher), unseen: the mean of its value over the
    seat's place among the card points (fewest to most, everyone apart, about 140 / n each)."""
    others = [p for p in s.participants if p != seat]
    n = len(s.participants)
    total = 0.0
    for place in range(n):
        order = [*others[:place], seat, *others[place:]]
        points = {p: 140 // n - n // 2 + i for i, p in enumerate(order)}
        total += deal_value(rules, s, seat, points, None)
    return total / n


def _playoff_value(me: int, question: str, points: dict[int, int], march: int | None) -> float:
    if march is not None:
        if question == ERASE:
            return 1.0 if march == me else 0.0
        return 0.0 if march == me else -1.0
    target = max(points.values()) if question == ADD else min(points.values())
    tied = [s for s in points if points[s] == target]
    if me not in tied:
        return 0.0
    return (-1.0 if question == ADD else 1.0) / len(tied)


def sweeping(s: HinderscheState) -> int | None:
    """The participant who has taken every trick so far, once enough are played for a March
    to be on (``MARCH_THREAT_TRICKS``)."""
    if len(s.tricks) < MARCH_THREAT_TRICKS:
        return None
    taker = s.tricks[0].taker
    return taker if all(t.taker == taker for t in s.tricks) else None


def fast_card(tr: Trumps, legal: list[Card], trick: list[Card], to_come: int) -> Card:
    """A cheap point-avoiding choice for playouts: lead low plain cards, duck shedding points,
    take unavoidable tricks cheaply."""
    if len(legal) == 1:
        return legal[0]
    if not trick:
        return min(legal, key=lambda c: (tr.is_trump(c), tr.value[c] > 0, tr.strength[c]))
    best = trick[trick_winner(trick, tr)]
    ducking = [c for c in legal if not beats(c, best, tr)]
    if ducking:
        return max(ducking, key=lambda c: (tr.value[c], tr.strength[c]))
    if to_come == 0:
        return min(legal, key=lambda c: (tr.value[c], -tr.strength[c]))
    return min(legal, key=lambda c: (tr.value[c], tr.strength[c]))
