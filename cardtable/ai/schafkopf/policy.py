"""Heuristic card play shared by the normal player and the expert's rollouts.

Follow: feed points (schmieren) to a trick the own side safely wins, take a trick worth
taking as cheaply as is safe, otherwise throw the least valuable card. Lead: the playing side
draws trumps with its best ones, everyone cashes sure aces, Sauspiel defenders search the
called suit, and otherwise a low card of a short suit goes out.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from ...engine.actions import PLAY, Action, play
from ...engine.cards import Card
from ...games.schafkopf.cards import BETTEL, POINTS, RAMSCH, SAUSPIEL, TOUTS, Ranking, card_points
from ...games.schafkopf.observation import SchafkopfObservation
from ...games.schafkopf.rules import Schafkopf
from ...games.schafkopf.state import BIDDING, DECLARE, PLAY as PLAY_PHASE, RAMSCH_PLAY, SchafkopfState
from ..endgame import hands_key, won
from . import inference
from .auction import NORMAL, auction_action, bid_candidates
from .knowledge import FOE, FRIEND, PlayView, friend_leads


def choose_card(v: PlayView, legal: list[Card]) -> Card:
    if len(legal) == 1:
        return legal[0]
    kind = v.contract.type
    if kind == RAMSCH or (kind == BETTEL and v.seat == v.contract.declarer):
        return _dodge(v, legal)
    if kind == BETTEL:  # a defender never takes a trick away from the declarer
        if v.trick and v.team[_winner_seat(v)] == FRIEND:
            return _lowest(v, legal)
        return _dodge(v, legal)
    return _follow(v, legal) if v.trick else _lead(v, legal)


# ---- card values ----------------------------------------------------------------------
def give_value(r: Ranking, c: Card) -> float:
    """What a card is worth to hand over: its points, less for trumps worth keeping."""
    if r.is_trump(c):
        return POINTS[c.rank] - 0.6 * (r.power(c) - 100)
    return POINTS[c.rank]


def is_boss(v: PlayView, c: Card, outstanding: list[Card]) -> bool:
    """No card still out (in other hands) beats ``c`` in its effective suit."""
    r = v.contract.ranking
    e, p = r.eff(c), r.power(c)
    return not any(r.eff(x) == e and r.power(x) > p for x in outstanding)


def _may_ruff(v: PlayView, c: Card, foes: list[int], outstanding: list[Card]) -> bool:
    """Whether one of ``foes`` may trump the plain card ``c``: trumps are still out and a foe
    has shown it lacks the suit, or the suit has gone round before (someone may be out of it)."""
    r = v.contract.ranking
    suit = r.eff(c)
    if r.is_trump(c) or not any(r.is_trump(x) for x in outstanding):
        return False
    if v.hands is not None:  # a dealt world: every hand is known
        return any(not any(r.eff(x) == suit for x in v.hands[s]) and any(r.is_trump(x) for x in v.hands[s])
                   for s in foes)
    return any(suit in v.voids[s] for s in foes) or any(r.eff(x) == suit for x in v.leads)


def _winner_seat(v: PlayView) -> int:
    return (v.leader + v.contract.ranking.winner_index(v.trick)) % 4


def _wins(r: Ranking, trick: list[Card], c: Card) -> bool:
    return r.winner_index(trick + [c]) == len(trick)


def _lowest(v: PlayView, legal: list[Card]) -> Card:
    r = v.contract.ranking
    return min(legal, key=lambda c: (r.is_trump(c), POINTS[c.rank], r.power(c)))


def _richest(v: PlayView, legal: list[Card]) -> Card:
    r = v.contract.ranking
    return max(legal, key=lambda c: (give_value(r, c), -r.power(c)))


# ---- following ------------------------------------------------------------------------
def _follow(v: PlayView, legal: list[Card]) -> Card:
    r = v.contract.ranking
    n = len(v.trick)
    after = [(v.leader + k) % 4 for k in range(n + 1, 4)]
    wseat = _winner_seat(v)
    wcard = v.trick[r.winner_index(v.trick)]
    points = card_points(v.trick)
    outstanding = v.outstanding()
    if v.team[wseat] == FRIEND:
        foes = [s for s in after if v.team[s] != FRIEND]
        safe = not foes or (is_boss(v, wcard, outstanding) and not _may_ruff(v, wcard, foes, outstanding))
        return _richest(v, legal) if safe else _lowest(v, legal)
    winners = [c for c in legal if _wins(r, v.trick, c)]
    if not winners:
        return _lowest(v, legal)
    plain = [c for c in winners if not r.is_trump(c)]
    if not after:  # last to play: take it with the card that brings most, or the cheapest trump
        return max(plain, key=lambda c: POINTS[c.rank]) if plain else min(winners, key=r.power)
    bosses = [c for c in winners if is_boss(v, c, outstanding)]
    declarer = v.contract.declarer
    friendly = declarer is not None and v.team[declarer] == FRIEND
    if v.contract.type in TOUTS and not friendly:
        return max(winners, key=r.power)  # one trick breaks a Tout
    defending_solo = v.contract.type != SAUSPIEL and not friendly
    if points >= 10 or defending_solo:  # a solo declarer must be stopped trick by trick
        if bosses:
            return min(bosses, key=r.power)
        return max(winners, key=r.power) if points >= 10 else _lowest(v, legal)
    sure_plain = [c for c in bosses if not r.is_trump(c)]
    if sure_plain:
        return max(sure_plain, key=lambda c: POINTS[c.rank])
    return _lowest(v, legal)


# ---- leading --------------------------------------------------------------------------
def _lead(v: PlayView, legal: list[Card]) -> Card:
    c = v.contract
    r = c.ranking
    outstanding = v.outstanding()
    playing = c.declarer is not None and v.team[c.declarer] == FRIEND
    trumps = [x for x in legal if r.is_trump(x)]
    if c.type in TOUTS and playing:
        return max(legal, key=r.power)
    foe_trumps = [x for x in outstanding if r.is_trump(x)]
    if playing and trumps and foe_trumps:
        top = max(trumps, key=r.power)
        if is_boss(v, top, outstanding) or len(trumps) >= 3:
            return top if is_boss(v, top, outstanding) else min(trumps, key=r.power)
    aces = [x for x in legal if not r.is_trump(x) and is_boss(v, x, outstanding) and POINTS[x.rank] >= 10]
    if aces:
        return max(aces, key=lambda x: POINTS[x.rank])
    if c.type == SAUSPIEL and not playing and c.called_suit and Card(c.called_suit, "A") in outstanding:
        search = [x for x in legal if r.eff(x) == c.called_suit]
        if search:
            return min(search, key=r.power)
    foes = [s for s in range(4) if v.team[s] == FOE]
    for led in v.friend_leads:  # return a friend's plain suit, low, unless a foe showed he can trump it
        suit = r.eff(led)
        back = [x for x in legal if not r.is_trump(led) and r.eff(x) == suit]
        if back and not any(suit in v.voids[s] for s in foes):
            return min(back, key=lambda x: (POINTS[x.rank], r.power(x)))
    plain = [x for x in legal if not r.is_trump(x)]
    if plain:
        def suit_len(x: Card) -> int:
            return sum(1 for y in v.hand if r.eff(y) == r.eff(x))
        return min(plain, key=lambda x: (suit_len(x), POINTS[x.rank], r.power(x)))
    return min(legal, key=r.power)


# ---- Ramsch and Bettel: avoid tricks --------------------------------------------------
def _dodge(v: PlayView, legal: list[Card]) -> Card:
    """Play the highest card that does not take the trick, else get rid of the highest."""
    r = v.contract.ranking
    if not v.trick:
        return min(legal, key=r.power)
    losers = [c for c in legal if not _wins(r, v.trick, c)]
    if losers:
        return max(losers, key=lambda c: (r.power(c), POINTS[c.rank]))
    return max(legal, key=r.power)


# ---- the expert's playouts ----------------------------------------------------------------------
POINT_WEIGHT = 0.004  # card points of the own side break ties below one unit


class Playouts:
    """Schafkopf for ``ai.search``: card play is searched, every seat plays on by this policy
    knowing the teams (in a dealt world the called ace's holder is known)."""

    def candidates(self, obs: SchafkopfObservation, legal: Sequence[Action]) -> list[Action]:
        """The cards; the game to bid (``auction.bid_candidates``); the ace to call or the trump suit."""
        if obs.phase in (PLAY_PHASE, RAMSCH_PLAY):
            return [a for a in legal if a.kind == PLAY]
        if obs.phase in BIDDING:
            return bid_candidates(list(obs.hand), legal, NORMAL)
        return list(legal) if obs.phase == DECLARE else []

    def move(self, rules: Schafkopf, s: SchafkopfState, rng: random.Random) -> tuple[int, Action]:
        seat = rules.turn(s)
        assert seat is not None
        if s.phase not in (PLAY_PHASE, RAMSCH_PLAY):  # the rest of the auction, by the normal player's rules
            return seat, auction_action(s.hands[seat], rules.legal_actions(s, seat), s.contract, NORMAL, rules.variants)
        assert s.contract is not None and s.current is not None
        side = s.playing_side
        if s.contract.type == RAMSCH:
            team = [FRIEND if p == seat else FOE for p in range(4)]
        else:
            team = [FRIEND if (p in side) == (seat in side) else FOE for p in range(4)]
        leads = [t.cards[0] for t in s.tricks]
        view = PlayView(s.contract, seat, s.hands[seat], s.current.leader, list(s.current.cards), leads, team,
                        hands=s.hands, friend_leads=friend_leads(seat, team, [(t.leader, t.cards[0]) for t in s.tricks]))
        return seat, play(choose_card(view, rules.legal_cards(s, seat)))

    def value(self, rules: Schafkopf, s: SchafkopfState, seat: int) -> float:
        """The seat's units, with its side's card points as a tie-break (its own in Ramsch)."""
        side = s.playing_side if seat in s.playing_side else [p for p in range(4) if p not in s.playing_side]
        if s.contract is not None and s.contract.type == RAMSCH:
            return rules.deal_scores(s)[seat] - POINT_WEIGHT * sum(card_points(t.cards) for t in s.tricks if t.winner == seat)
        mine = sum(card_points(t.cards) for t in s.tricks if t.winner in side)
        return rules.deal_scores(s)[seat] + POINT_WEIGHT * mine

    def exact(self, rules: Schafkopf, s: SchafkopfState, seat: int) -> float | None:
        return None

    def likelihood(self, rules: Schafkopf, obs: SchafkopfObservation, world: SchafkopfState) -> float:
        return inference.likelihood(obs, world, NORMAL)

    def side(self, rules: Schafkopf, s: SchafkopfState, seat: int) -> frozenset[int]:
        """The seat's team (known in a dealt world); in Ramsch each seat alone."""
        if s.contract is not None and s.contract.type == RAMSCH:
            return frozenset({seat})
        playing = seat in s.playing_side
        return frozenset(p for p in range(4) if (p in s.playing_side) == playing)

    def position(self, rules: Schafkopf, s: SchafkopfState) -> Hashable | None:
        assert s.current is not None
        if s.current.cards:
            return None
        return (hands_key(s.hands), s.current.leader,
                won(4, ((t.winner, card_points(t.cards)) for t in s.tricks if t.winner is not None)))


PLAYOUTS = Playouts()
