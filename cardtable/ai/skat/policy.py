"""Heuristic card play for declarer, defenders, null and Ramsch (the ``normal`` level's play and
the expert's rollout policy).

Principles, all from ordinary Skat practice: the declarer draws trumps while he holds the top
one and cashes safe side winners; defenders cash aces, lead through the declarer, smear points
onto a partner's safe trick and win the declarer's tricks as cheaply as possible; in null the
declarer ducks under the best card and throws his most dangerous card when void, the defenders
keep the bar low.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from ...engine.actions import PLAY as PLAY_KIND, Action, play
from ...engine.cards import Card
from ...engine.tricks import TRUMP
from ...games.skat.cards import KEYS, POINTS, legal_moves, points, trick_winner
from ...games.skat.observation import SkatObservation
from ...games.skat.rules import Skat
from ...games.skat.state import PLAY, RAMSCH_PLAY, SkatState
from .. import alike
from ..endgame import hands_key, won
from . import inference
from .knowledge import Table, table_from


def beats(a: Card, b: Card, led: str, game: str) -> bool:
    """Does ``a`` beat the currently winning ``b`` in a trick whose led effective suit is ``led``?"""
    keys = KEYS[game]
    sa, ra = keys[a]
    sb, rb = keys[b]
    if sa == sb:
        return ra < rb
    return (sa == TRUMP and game != "N") or (sa == led and sb != led and sb != TRUMP)


def cost(c: Card, game: str) -> float:
    """How much a card is worth keeping: its points plus a premium for trumps and jacks."""
    suit, rank = KEYS[game][c]
    premium = 0.0
    if suit == TRUMP:
        premium = 6 + (4 - min(rank, 4)) * 2
    return POINTS[c.rank] + premium + (6 - rank) * 0.1


def threat(t: Table, seat: int, c: Card) -> bool:
    """Could ``seat``, still to play in this trick, beat ``c``?

    In a sampled world the hands are exact and the follow rule narrows the seat's options;
    from an observation a seat may always be void, so every possible card counts.
    """
    trick = t.trick or [c]
    led = KEYS[t.game][trick[0]][0]
    cards = legal_moves(sorted(t.possible[seat]), trick, t.game) if t.exact else t.possible[seat]
    return any(beats(o, c, led, t.game) for o in cards)


def is_master(t: Table, c: Card) -> bool:
    """``c`` led now would win: no enemy may hold a higher card of its suit, and for a side
    card no enemy known to be void in the suit may still hold a trump to ruff it."""
    suit, rank = KEYS[t.game][c]
    enemies = [t.tops[s] for s in range(3) if not t.friends(s, t.me)]
    if any(tops.get(suit, rank) < rank for tops in enemies):
        return False
    return suit == TRUMP or t.game == "N" or not any(suit not in tops and TRUMP in tops for tops in enemies)


def choose(t: Table) -> Card:
    legal = legal_moves(t.hand, t.trick, t.game)
    if len(legal) == 1:
        return legal[0]
    if t.declarer is None:
        return _ramsch(t, legal)
    if t.game == "N":
        return _null(t, legal)
    return _lead(t, legal) if not t.trick else _follow(t, legal)


# ---- suit and grand ---------------------------------------------------------------------------
def _follow(t: Table, legal: list[Card]) -> Card:
    game = t.game
    led = KEYS[game][t.trick[0]][0]
    wi = trick_winner(t.trick, game)
    best = t.trick[wi]
    winner = (t.leader + wi) % 3
    later = t.seats_after_me()
    enemies_later = [s for s in later if not t.friends(s, t.me)]
    at_stake = sum(POINTS[c.rank] for c in t.trick)
    if t.friends(winner, t.me):
        if not any(threat(t, s, best) for s in enemies_later):  # smear onto the safe trick
            return max(legal, key=lambda c: (POINTS[c.rank] - (8 if KEYS[game][c][0] == TRUMP else 0), -cost(c, game)))
        overtake = [c for c in legal if beats(c, best, led, game) and not any(threat(t, s, c) for s in enemies_later)]
        if overtake and at_stake >= 10:
            return min(overtake, key=lambda c: cost(c, game))
        return min(legal, key=lambda c: cost(c, game))
    winners = [c for c in legal if beats(c, best, led, game)]
    safe = [c for c in winners if not any(threat(t, s, c) for s in enemies_later)]
    if safe:
        pick = min(safe, key=lambda c: cost(c, game))
        gain = at_stake + POINTS[pick.rank]
        if gain >= 3 or cost(pick, game) < 6 or len(t.hand) <= 3:
            return pick
    if winners and enemies_later and at_stake >= 10:  # make the last seat pay with its trump
        return min(winners, key=lambda c: cost(c, game))
    return min(legal, key=lambda c: cost(c, game))


def _lead(t: Table, legal: list[Card]) -> Card:
    game = t.game
    keys = KEYS[game]
    others = [s for s in range(3) if not t.friends(s, t.me)]
    enemy_trumps = {c for s in others for c in t.possible[s] if keys[c][0] == TRUMP}
    my_trumps = sorted((c for c in legal if keys[c][0] == TRUMP), key=lambda c: keys[c][1])
    side = [c for c in legal if keys[c][0] != TRUMP]
    masters = [c for c in side if is_master(t, c)]
    if t.me == t.declarer:
        # draw trumps while holding the top one or more than a defender holds on average:
        # a side winner led with trumps still out is ruffed as soon as a defender is void
        drawing = my_trumps and enemy_trumps and (
            is_master(t, my_trumps[0]) or 2 * len(my_trumps) >= len(enemy_trumps))
        if drawing:
            return my_trumps[0] if is_master(t, my_trumps[0]) else my_trumps[-1]
        if masters:
            return max(masters, key=lambda c: POINTS[c.rank])
        if side and not (enemy_trumps and len(my_trumps) >= 2):
            return _low_from_short_suit(t, side)
        if my_trumps:  # no side winner: keep pulling trumps rather than open a short suit
            return my_trumps[-1] if not is_master(t, my_trumps[0]) else my_trumps[0]
        return _low_from_short_suit(t, side)
    # defender
    if masters:
        return max(masters, key=lambda c: POINTS[c.rank])
    if side:
        declarer_next = (t.me + 1) % 3 == t.declarer
        by_suit = _by_suit(side)
        # "lead through the declarer with a long suit, up to him with a short one"
        suits = sorted(by_suit, key=lambda s: (-len(by_suit[s]) if declarer_next else len(by_suit[s])))
        cheap = [min(by_suit[s], key=lambda c: cost(c, game)) for s in suits]
        low = [c for c in cheap if POINTS[c.rank] < 10]
        return (low or cheap)[0]
    return min(legal, key=lambda c: cost(c, game))


def _by_suit(side: list[Card]) -> dict[str, list[Card]]:
    groups: dict[str, list[Card]] = {}
    for c in side:
        groups.setdefault(c.suit, []).append(c)
    return groups


def _low_from_short_suit(t: Table, side: list[Card]) -> Card:
    by_suit = _by_suit(side)
    suit = min(by_suit, key=lambda s: (len(by_suit[s]), min(POINTS[c.rank] for c in by_suit[s])))
    return min(by_suit[suit], key=lambda c: cost(c, t.game))


# ---- null -------------------------------------------------------------------------------------
def _null(t: Table, legal: list[Card]) -> Card:
    keys = KEYS["N"]
    rank = lambda c: keys[c][1]  # noqa: E731  (0 = ace, the highest)
    declarer = t.me == t.declarer
    if not t.trick:
        if declarer:  # lead where opponents hold the fewest lower cards
            opp = t.possible[(t.me + 1) % 3] | t.possible[(t.me + 2) % 3]
            return min(legal, key=lambda c: (sum(1 for o in opp if o.suit == c.suit and rank(o) > rank(c)), -rank(c)))
        dec_cards = t.possible[t.declarer] if t.declarer is not None else set()
        suits = [c for c in legal if any(o.suit == c.suit for o in dec_cards)] or legal
        return max(suits, key=rank)  # lowest card in a suit the declarer may hold
    led = t.trick[0].suit
    wi = trick_winner(t.trick, "N")
    best = t.trick[wi]
    following = legal[0].suit == led
    if declarer:
        if following:
            under = [c for c in legal if not beats(c, best, led, "N")]
            return min(under, key=rank) if under else max(legal, key=rank)
        return min(legal, key=rank)  # void: throw the most dangerous (highest) card
    declarer_won = (t.leader + wi) % 3 == t.declarer
    if following:
        under = [c for c in legal if not beats(c, best, led, "N")]
        if declarer_won or t.declarer in t.seats_after_me():
            return max(under or legal, key=rank)  # keep the bar low
        return min(legal, key=rank)
    return min(legal, key=rank)


# ---- Ramsch: avoid points ---------------------------------------------------------------------
def _ramsch(t: Table, legal: list[Card]) -> Card:
    game = t.game
    if not t.trick:
        return max(legal, key=lambda c: (KEYS[game][c][1], -POINTS[c.rank]))
    led = KEYS[game][t.trick[0]][0]
    best = t.trick[trick_winner(t.trick, game)]
    under = [c for c in legal if not beats(c, best, led, game)]
    if under:
        return max(under, key=lambda c: (POINTS[c.rank], -KEYS[game][c][1]))
    return min(legal, key=lambda c: cost(c, game)) if t.seats_after_me() else max(legal, key=lambda c: KEYS[game][c][1])


# ---- the expert's playouts ----------------------------------------------------------------------
class Playouts:
    """Skat for ``ai.search``: card play is searched, every seat plays on by this policy."""

    def candidates(self, obs: SkatObservation, legal: Sequence[Action]) -> list[Action]:
        """The card play, one card of each group that plays alike (``ai.alike``); in null
        no card counts anything."""
        if obs.phase not in (PLAY, RAMSCH_PLAY):
            return []
        t = table_from(obs)
        assert obs.game is not None  # the cards are played in a declared game or Ramsch
        keys = KEYS[obs.game]
        worth = (lambda c: 0) if obs.game == "N" else (lambda c: POINTS[c.rank])
        others = [c for seat, cards in enumerate(t.possible) if seat != obs.seat for c in cards]
        return alike.distinct_cards([a for a in legal if a.kind == PLAY_KIND], keys.__getitem__, worth, others,
                                    obs.hand)

    def move(self, rules: Skat, s: SkatState, rng: random.Random) -> tuple[int, Action]:
        seat = (s.leader + len(s.trick)) % 3
        game = s.game or "G"
        return seat, play(choose(Table(game, s.declarer, seat, s.leader, list(s.trick), [set(h) for h in s.hands], exact=True)))

    def value(self, rules: Skat, s: SkatState, seat: int) -> float:
        """The declarer's score for his party, against it for the defenders; in Ramsch the
        seat's own score, fewer card points breaking ties."""
        scores = rules.deal_scores(s)
        if s.declarer is None:
            taken = sum(points(t.cards) for t in s.tricks if t.winner == seat)
            return scores[seat] - 0.01 * taken
        return scores[s.declarer] if seat == s.declarer else -scores[s.declarer]

    def exact(self, rules: Skat, s: SkatState, seat: int) -> float | None:
        return None

    def likelihood(self, rules: Skat, obs: SkatObservation, world: SkatState) -> float:
        return inference.likelihood(obs, world)

    def side(self, rules: Skat, s: SkatState, seat: int) -> frozenset[int]:
        """The declarer alone, or the two defenders; in Ramsch each seat alone."""
        if s.declarer is None or seat == s.declarer:
            return frozenset({seat})
        return frozenset(p for p in range(3) if p != s.declarer)

    def position(self, rules: Skat, s: SkatState) -> Hashable | None:
        if s.trick:
            return None
        return hands_key(s.hands), s.leader, won(3, ((t.winner, points(t.cards)) for t in s.tricks))


PLAYOUTS = Playouts()
