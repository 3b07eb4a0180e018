"""Schnapsen for the shared search (``ai.search``): what the expert searches, how a dealt
world is played on, and what a deal is worth.

While the talon is open the expert compares every card, closing and drawing; playouts use
fast rules of thumb on the whole state (claim at 66, exchange, marry, never close, keep aces
and tens out of tricks they cannot win). Once the talon is closed or used up every card of a
dealt world is known and play is strict: the exact solver values the rest of the deal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...engine.actions import Action, play
from ...engine.cards import Card, card_bits
from ...games.schnapsen.cards import VALUES, strength, trick_winner
from ...games.schnapsen.observation import SchnapsenObservation
from ...games.schnapsen.rules import (
    CLAIM,
    CLOSE,
    DRAW_ACTION,
    EXCHANGE,
    MARRIAGE,
    PASS,
    Schnapsen,
)
from ...games.schnapsen.scoring import TARGET
from ...games.schnapsen.state import (
    CLOSE_EXCHANGE,
    DRAW,
    FINAL_CLAIM,
    FOLLOW,
    LEAD,
    LEAD_AFTER_MARRIAGE,
    SchnapsenState,
)
from . import inference
from .knowledge import deck_size, read
from .solver import MOST, NO_LEAD, Search, Setup

SCORE_TIE_BREAK = 0.002  # card points decide between equal game points
EXACT_CARDS = 10  # cards left in both hands from which on strict playouts are solved exactly (all of them)


class Playouts:
    def candidates(self, obs: SchnapsenObservation, legal: Sequence[Action]) -> list[Action]:
        """Card play, closing and drawing; marriages, exchanges and claims at 66 follow the
        sure rules of thumb of the normal player."""
        if obs.phase not in (LEAD, DRAW, FOLLOW) or read(obs, deck_size(obs)).opp_hand_if_known() is not None:
            return []  # every card known: the normal player's exact solver decides
        kinds = {a.kind for a in legal}
        if EXCHANGE in kinds or MARRIAGE in kinds or (CLAIM in kinds and obs.scores[obs.seat] >= TARGET):
            return []
        return [a for a in legal if a.card is not None or a.kind in (CLOSE, DRAW_ACTION)]

    def move(self, rules: Schnapsen, s: SchnapsenState, rng: random.Random) -> tuple[int, Action]:
        turn = rules.turn(s)
        assert turn is not None
        for seat in (1 - turn, turn):  # a claim at 66 comes first, whoever is on turn (§7.7)
            if rules.score(s, seat) >= TARGET and Action(CLAIM) in rules.legal_actions(s, seat):
                return seat, Action(CLAIM)
        legal = rules.legal_actions(s, turn)
        for kind in (EXCHANGE, MARRIAGE, DRAW_ACTION):
            options = [a for a in legal if a.kind == kind]
            if options:
                return turn, max(options, key=lambda a: a.arg == s.trump)
        if s.phase in (CLOSE_EXCHANGE, FINAL_CLAIM):
            return turn, Action(PASS)
        if s.phase == LEAD_AFTER_MARRIAGE:
            return turn, play(Card(s.marriage_suit or s.trump, "Q"))
        cards = [a.card for a in legal if a.card is not None]
        return turn, play(quick_card(cards, s.led, s.trump))

    def value(self, rules: Schnapsen, s: SchnapsenState, seat: int) -> float:
        """Game points won (+) or lost (−), the card-point margin breaking ties."""
        r = s.result
        assert r is not None
        sign = 0 if r.winner is None else (1 if r.winner == seat else -1)
        return sign * r.game_points + SCORE_TIE_BREAK * (r.scores[seat] - r.scores[1 - seat])

    def likelihood(self, rules: Schnapsen, obs: SchnapsenObservation, world: SchnapsenState) -> float:
        return inference.likelihood(rules, obs, world)

    def exact(self, rules: Schnapsen, s: SchnapsenState, seat: int) -> float | None:
        """Strict play in a dealt world, every card known: the solver's value of the rest of
        the deal, once it is small enough to solve in about a millisecond."""
        if not s.strict or s.phase not in (LEAD, FOLLOW) or len(s.hands[0]) + len(s.hands[1]) > EXACT_CARDS:
            return None
        return endgame_value(rules, s, seat)


PLAYOUTS = Playouts()


def quick_card(cards: list[Card], led: Card | None, trump: str) -> Card:
    """A cheap card for playouts: lead a low side card; take a valuable lead cheaply, bank an
    ace or ten on a lead it beats, and otherwise throw the cheapest card."""
    if len(cards) == 1:
        return cards[0]
    if led is None:
        side = [c for c in cards if c.suit != trump and c.rank not in "AT"]
        return min(side or cards, key=lambda c: (c.suit == trump, VALUES[c.rank], strength(c)))
    winners = [c for c in cards if trick_winner(led, c, trump)]
    same = [c for c in winners if c.suit == led.suit]
    if led.rank in "AT" and winners:
        return min(same or winners, key=lambda c: (c.suit == trump, VALUES[c.rank]))
    banked = [c for c in same if c.rank in "AT"]
    if banked:
        return max(banked, key=lambda c: VALUES[c.rank])
    losers = [c for c in cards if c not in winners] or cards
    return min(losers, key=lambda c: (c.suit == trump, VALUES[c.rank], strength(c)))


_SEARCHES: dict[Setup, Search] = {}  # solved positions are kept per scoring setup
MAX_SOLVED = 200_000  # positions kept per setup before its memory starts afresh


def endgame_value(rules: Schnapsen, s: SchnapsenState, seat: int) -> float:
    """The exact game-point value for ``seat`` of a strict position with both hands known."""
    v, other = rules.variants, 1 - seat
    closer = None if s.closer is None else (0 if s.closer == seat else 1)
    snapshot = None
    if v.close_scoring == "at_close" and s.close_snapshot is not None:
        snapshot = (s.close_snapshot.score, s.close_snapshot.has_trick)
    setup = Setup(trump=s.trump, closer=closer, last_trick_bonus=v.last_trick_bonus,
                  closer_auto_claim=v.closer_auto_claim, failed_claim_either=v.failed_claim_rule == "either",
                  snapshot=snapshot)
    search = _SEARCHES.get(setup)
    if search is None or len(search.table) > MAX_SOLVED:
        if len(_SEARCHES) > 64:
            _SEARCHES.clear()
        search = _SEARCHES[setup] = Search(setup)
    t0, t1 = bool(s.piles[seat]), bool(s.piles[other])
    p0, p1 = (0 if won else sum(40 if m == s.trump else 20 for m in s.marriages[p])
              for won, p in ((t0, seat), (t1, other)))
    return search.search(card_bits(s.hands[seat]), card_bits(s.hands[other]), 0 if s.leader == seat else 1,
                         rules.score(s, seat), rules.score(s, other), t0, t1, p0, p1,
                         NO_LEAD if s.led is None else s.led.index, -MOST, MOST)
