"""Card play heuristics: the ``normal`` policy (also the expert's playout policy) and the
plainer ``easy`` one. Sides: the declaring side against everybody else (§2.3) — defenders
in 3p and 4p_individual cooperate too, since only the declarer's result is written down."""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from ...engine.actions import PLAY as PLAY_KIND, Action, play
from ...engine.cards import Card
from ...games.coiffeur.bidding import side
from ...games.coiffeur.cards import TRUMP, TRUMP_ORDER, strength, win_keys, winning_index
from ...games.coiffeur.observation import CoiffeurObservation
from ...games.coiffeur.rules import Coiffeur
from ...games.coiffeur.state import PLAY, CoiffeurState
from ..endgame import hands_key
from . import inference
from .knowledge import SeatView, partner_leads


def _value(view: SeatView, c: Card) -> int:
    return view.pt.value(c, view.six_high)


def _is_trump(view: SeatView, c: Card) -> bool:
    return c.suit == view.pt.trump


def can_be_beaten(view: SeatView, played: list[Card], seats: list[int]) -> bool:
    """Whether one of ``seats`` may hold a card that takes the trick from ``played``'s winner
    (follow rules aside: a cautious estimate)."""
    if not seats:
        return False
    trump, led, keys = view.pt.trump, played[0].suit, win_keys(view.pt, view.direction)
    top = keys[played[winning_index(played, view.pt, view.direction)]]  # the winner so far
    return any(
        (x.suit == led or x.suit == trump)
        and keys[x] > top
        and any(view.may_hold(p, x) for p in seats)
        for x in view.out
    )


def _opponents(view: SeatView, seats: list[int]) -> list[int]:
    return [p for p in seats if (p in view.side) != view.declaring]


def _discard_key(view: SeatView, c: Card) -> tuple:
    """Throw away cheap cards first, keep trumps and high cards."""
    return (_is_trump(view, c), _value(view, c), strength(c, view.pt, view.direction))


def normal_card(view: SeatView, legal: list[Card]) -> Card:
    if len(legal) == 1:
        return legal[0]
    if not view.trick:
        return _lead(view, legal)
    pt, d = view.pt, view.direction
    cards = [c for _, c in view.trick]
    win_seat = view.trick[winning_index(cards, pt, d)][0]
    opps_later = _opponents(view, view.to_play_after_me())
    winners = [c for c in legal if winning_index(cards + [c], pt, d) == len(cards)]
    if (win_seat in view.side) == view.declaring:  # our side holds the trick
        if not can_be_beaten(view, cards, opps_later):
            losers = [c for c in legal if c not in winners] or legal
            # smear points onto the partner's trick, but never waste high trumps
            return max(losers, key=lambda c: (not _is_trump(view, c), _value(view, c), -strength(c, pt, d)))
        secure = [c for c in winners if not can_be_beaten(view, cards + [c], opps_later)]
        if secure:
            return min(secure, key=lambda c: (strength(c, pt, d), -_value(view, c)))
        return min(legal, key=lambda c: _discard_key(view, c))
    if winners:
        secure = [c for c in winners if not can_be_beaten(view, cards + [c], opps_later)]
        if secure:
            at_stake = sum(_value(view, c) for c in cards) + (5 if view.k == view.tricks else 0)
            cheap = min(secure, key=lambda c: (_is_trump(view, c), strength(c, pt, d)))
            if at_stake > 0 or not _is_trump(view, cheap) or view.declaring:
                return cheap
    return min(legal, key=lambda c: _discard_key(view, c))


def _boss(view: SeatView, c: Card, opps: list[int]) -> bool:
    """``c`` led now wins unless the opponents can beat it: no higher card of its suit, and
    no trump they may hold when ``c`` is a side suit card."""
    return not can_be_beaten(view, [c], opps)


def _lead(view: SeatView, legal: list[Card]) -> Card:
    pt, d = view.pt, view.direction
    opps = _opponents(view, [(view.seat + i) % view.n for i in range(1, view.n)])
    suit_len = {s: sum(1 for c in view.hand if c.suit == s) for s in "CSHD"}
    if pt.kind == TRUMP and view.declaring:  # draw trumps while holding the top one
        mine = [c for c in legal if _is_trump(view, c)]
        theirs = [x for x in view.out if _is_trump(view, x) and any(view.may_hold(p, x) for p in opps)]
        if mine and theirs:
            top = max(mine, key=lambda c: TRUMP_ORDER[c.rank])
            if TRUMP_ORDER[top.rank] > max(TRUMP_ORDER[x.rank] for x in theirs):
                return top
    bosses = [c for c in legal if _boss(view, c, opps)]
    if bosses:
        return max(bosses, key=lambda c: (not _is_trump(view, c), _value(view, c), suit_len[c.suit]))
    for suit in view.partner_leads:  # return the partner's suit, low: the partner holds its top
        back = [c for c in legal if c.suit == suit and not _is_trump(view, c)]
        if back:
            return min(back, key=lambda c: (strength(c, pt, d), _value(view, c)))
    return min(legal, key=lambda c: (_is_trump(view, c), _value(view, c) > 4, -suit_len[c.suit] if view.declaring else suit_len[c.suit], strength(c, pt, d)))


def easy_card(view: SeatView, legal: list[Card]) -> Card:
    """Win the trick with the strongest card when possible, else throw the cheapest."""
    pt, d = view.pt, view.direction
    if not view.trick:
        return max(legal, key=lambda c: strength(c, pt, d))
    cards = [c for _, c in view.trick]
    winners = [c for c in legal if winning_index(cards + [c], pt, d) == len(cards)]
    if winners:
        return max(winners, key=lambda c: strength(c, pt, d))
    return min(legal, key=lambda c: (_value(view, c), strength(c, pt, d)))


# ---- the expert's playouts ----------------------------------------------------------------------
class Playouts:
    """Coiffeur for ``ai.search``: card play is searched, every seat plays on by the normal
    policy; a deal is worth its recorded value P to the declaring side, −P to the others."""

    def candidates(self, obs: CoiffeurObservation, legal: Sequence[Action]) -> list[Action]:
        return [a for a in legal if a.kind == PLAY_KIND] if obs.phase == PLAY else []

    def move(self, rules: Coiffeur, s: CoiffeurState, rng: random.Random) -> tuple[int, Action]:
        seat = (s.leader + len(s.trick)) % s.seats
        d = s.declaration
        assert d is not None
        hand = s.hands[seat]
        out = {c for p, h in enumerate(s.hands) if p != seat for c in h}
        trick = [((s.leader + i) % s.seats, c) for i, c in enumerate(s.trick)]
        view = SeatView(seat, s.seats, rules.tricks, d.play, frozenset(side(s.mode, d.seat)), hand, trick,
                        len(s.tricks) + 1, out, {}, rules.variants.puur_exempt, rules.six_high,
                        partner_leads=partner_leads(s.mode, seat, [(t.leader, t.cards[0], t.winner) for t in s.tricks]))
        return seat, play(normal_card(view, rules.legal_cards(s, seat)))

    def value(self, rules: Coiffeur, s: CoiffeurState, seat: int) -> float:
        r = s.result
        assert r is not None
        return r.value if seat in r.side else -r.value

    def exact(self, rules: Coiffeur, s: CoiffeurState, seat: int) -> float | None:
        return None

    def likelihood(self, rules: Coiffeur, obs: CoiffeurObservation, world: CoiffeurState) -> float:
        return inference.likelihood(obs, world, rules.variants.joker_slalom_gustav_4p)

    def side(self, rules: Coiffeur, s: CoiffeurState, seat: int) -> frozenset[int]:
        """The declaring side, or everybody else."""
        assert s.declaration is not None
        declaring = frozenset(side(s.mode, s.declaration.seat))
        return declaring if seat in declaring else frozenset(range(s.seats)) - declaring

    def position(self, rules: Coiffeur, s: CoiffeurState) -> Hashable | None:
        if s.trick:
            return None
        return hands_key(s.hands), s.leader, tuple(s.points), tuple(s.tricks_won)


PLAYOUTS = Playouts()
