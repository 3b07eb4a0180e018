"""The Schnapsen computer players: rule-of-thumb play (§13.5 guidance) for easy and normal,
the shared search for the expert.

``easy`` plays the plain rules of thumb; ``normal`` adds card counting (which cards are
still out, which suits the opponent lacks), closing judgment and exact play of the last
tricks once everything is known; ``expert`` searches dealt worlds with playouts
(``ai.search``, ``policy.Playouts``) and solves strict endgames exactly.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.actions import Action
from ...engine.cards import Card
from ...games.schnapsen.cards import strength, trick_winner
from ...games.schnapsen.observation import SchnapsenObservation
from ...games.schnapsen.rules import CLAIM, CLOSE, DRAW_ACTION, EXCHANGE, MARRIAGE, PASS
from ...games.schnapsen.scoring import TARGET
from ...games.schnapsen.state import CLOSE_EXCHANGE, FINAL_CLAIM, FOLLOW, LEAD_AFTER_MARRIAGE
from ..base import Player
from ..search import Budget, searching
from .knowledge import Knowledge, read, value
from .policy import PLAYOUTS
from .solver import Setup, best_card, solve_options

INSURE_AT = 20  # without a trick yet, take one once the opponent's points (a declared marriage too) and the trick's reach this


def find(legal: Sequence[Action], kind: str) -> Action | None:
    return next((a for a in legal if a.kind == kind), None)


def play_of(legal: Sequence[Action], c: Card) -> Action:
    return next(a for a in legal if a.card is c)


class HeuristicPlayer(Player[SchnapsenObservation]):
    """Claims at 66, exchanges and marries whenever it can, plays cheap and safe cards."""

    level = "easy"
    counts_cards = False  # normal: voids, sure winners, closing, exact endgames
    solve_at = 0  # cards per hand from which on the normal player solves exactly

    def interject(self, obs, legal):
        if find(legal, CLAIM) and obs.scores[obs.seat] >= TARGET:
            return find(legal, CLAIM)
        return find(legal, EXCHANGE)

    @property
    def deck_size(self) -> int:
        return int(self.rules.variants.deck)

    def choose(self, obs, legal):
        k = read(obs, self.deck_size)
        claim = find(legal, CLAIM)
        if claim and k.my_score >= TARGET:
            return claim
        if obs.phase == FINAL_CLAIM:
            return find(legal, PASS)
        if obs.phase == CLOSE_EXCHANGE or find(legal, EXCHANGE):
            return find(legal, EXCHANGE)
        if obs.phase == LEAD_AFTER_MARRIAGE:
            return play_of(legal, next(c for c in k.hand if c.suit == obs.marriage_suit and c.rank == "Q"))
        marriages = [a for a in legal if a.kind == MARRIAGE]
        if marriages:
            return max(marriages, key=lambda a: a.arg == k.trump)
        if find(legal, CLOSE) and self.wants_to_close(k):
            return find(legal, CLOSE)
        if find(legal, DRAW_ACTION):
            return find(legal, DRAW_ACTION)
        return play_of(legal, self.pick_card(k, [a.card for a in legal if a.card is not None]))

    def pick_card(self, k: Knowledge, cards: list[Card]) -> Card:
        known = k.opp_hand_if_known() if self.solve_at and len(k.hand) <= self.solve_at else None
        if known is not None and k.strict:
            closer = None if k.obs.closer is None else (0 if k.obs.closer == k.me else 1)
            return best_card(self.solved_values(k, [known], closer))
        if k.obs.phase == FOLLOW:
            return self.follow(k, k.obs.trick[0][1], cards)
        return self.lead(k, cards)

    # ---- closing -------------------------------------------------------------------
    def wants_to_close(self, k: Knowledge) -> bool:
        if not self.counts_cards:
            return False
        return k.my_score + self.sure_points(k) >= TARGET

    def sure_points(self, k: Knowledge) -> int:
        """Points from the tricks this hand wins by force under strict rules."""
        outstanding = k.outstanding()
        opp_trumps = [c for c in outstanding if c.suit == k.trump]
        points = 0
        my_trumps = sorted((c for c in k.hand if c.suit == k.trump), key=strength, reverse=True)
        top = max((strength(c) for c in opp_trumps), default=0)
        winners_trump = [c for c in my_trumps if strength(c) > top]
        points += sum(value(c) + 3 for c in winners_trump)
        if len(winners_trump) >= len(opp_trumps):  # trumps drawn: top side cards win too
            for c in k.hand:
                if c.suit != k.trump and all(strength(c) > strength(o) for o in outstanding if o.suit == c.suit):
                    points += value(c) + 2
        return points

    # ---- play --------------------------------------------------------------------------
    def is_marriage_piece(self, k: Knowledge, c: Card) -> bool:
        """A king or queen whose partner is still to come (kept for a later 20/40)."""
        if c.rank not in "KQ" or k.strict:
            return False
        partner = Card(c.suit, "Q" if c.rank == "K" else "K")
        return partner in k.hand or partner in k.unseen

    def keep_score(self, k: Knowledge, c: Card) -> tuple:
        """Sort key for discards and low leads: cheap, non-trump, no marriage piece first."""
        return (c.suit == k.trump, self.is_marriage_piece(k, c), value(c), strength(c))

    def lead(self, k: Knowledge, cards: list[Card]) -> Card:
        if k.strict:
            return self.strict_lead(k, cards)
        if self.counts_cards and not k.has_tricks[0] and k.opp_score >= INSURE_AT:
            # no trick yet and the opponent well on the way: lead what most likely wins one
            outstanding = k.outstanding()
            bosses = [c for c in cards if all(strength(c) > strength(o) for o in outstanding if o.suit == c.suit)]
            if bosses:
                return min(bosses, key=lambda c: (c.suit == k.trump, -value(c)))
        cheap = [c for c in cards if c.suit != k.trump and c.rank not in "AT"]
        if self.counts_cards:
            # A side ace is safe to cash when the opponent cannot have that suit's trumping left? Too
            # costly in the open phase: keep aces to catch tens, lead cheap cards instead.
            cheap = [c for c in cheap if not self.is_marriage_piece(k, c)] or cheap
        pool = cheap or cards
        return min(pool, key=lambda c: self.keep_score(k, c))

    def strict_lead(self, k: Knowledge, cards: list[Card]) -> Card:
        outstanding = k.outstanding() if self.counts_cards else k.unseen + k.opp_known
        opp_trumps = [c for c in outstanding if c.suit == k.trump]
        my_trumps = [c for c in cards if c.suit == k.trump]
        if my_trumps and opp_trumps:
            best = max(my_trumps, key=strength)
            if strength(best) > max(strength(c) for c in opp_trumps):
                return best  # draw the opponent's trumps first (§13.5)
        winners = [c for c in cards if all(strength(c) > strength(o) for o in outstanding if o.suit == c.suit)]
        if winners and (not opp_trumps or all(c.suit == k.trump for c in winners)):
            return max(winners, key=value)
        return min(cards, key=lambda c: (value(c), c.suit == k.trump))

    def follow(self, k: Knowledge, led: Card, cards: list[Card]) -> Card:
        winning = [c for c in cards if trick_winner(led, c, k.trump)]
        losing = [c for c in cards if c not in winning]
        at_stake = value(led)
        if winning and k.my_score + at_stake + min(value(c) for c in winning) >= TARGET:
            return min(winning, key=value)  # this trick takes me out
        if k.strict:
            if winning:
                return min(winning, key=lambda c: (value(c) < at_stake and c.suit == k.trump, value(c)))
            return min(cards, key=value)
        if winning and not k.has_tricks[0] and (k.pending[0] or k.opp_score + k.pending[1] + at_stake >= INSURE_AT):
            # no trick yet: one trick makes a declared marriage count and saves the schwarz
            return min(winning, key=lambda c: self.discard_key(k, c))
        same = [c for c in winning if c.suit == led.suit]
        if led.suit != k.trump and led.rank in "AT":
            if same:
                return min(same, key=value)
            trumps = sorted((c for c in winning if c.suit == k.trump), key=lambda c: self.discard_key(k, c))
            if trumps:
                return trumps[0]
        elif led.suit != k.trump and same:
            banked = [c for c in same if c.rank in "AT"]
            if banked:
                return max(banked, key=value)
        # letting the trick go: never with an ace or ten when a lower card will do, and rather
        # trump cheaply than give up a marriage piece or a ten
        spare = [c for c in losing if c.suit != k.trump and c.rank not in "AT" and not self.is_marriage_piece(k, c)]
        if not spare:
            cheap = [c for c in winning if c.rank not in "AT" and (c.suit != k.trump or led.suit != k.trump)]
            if cheap:  # taking the trick costs less than the card given away would
                return min(cheap, key=lambda c: (c.suit == k.trump, self.discard_key(k, c)))
        return min(spare or losing or cards, key=lambda c: self.discard_key(k, c))

    def discard_key(self, k: Knowledge, c: Card) -> tuple:
        """Sort key for a card given away: trumps, aces and tens, then a marriage piece whose
        partner is in hand, then one whose partner may still come, are kept longest."""
        partner = Card(c.suit, "Q" if c.rank == "K" else "K")
        pair_held = c.rank in "KQ" and not k.strict and partner in k.hand
        return (c.suit == k.trump, c.rank in "AT", pair_held, self.is_marriage_piece(k, c), value(c), strength(c))

    def solved_values(self, k: Knowledge, opp_hands: list[tuple[Card, ...]], closer: int | None = None) -> dict[Card, float]:
        """Mean exact value of each playable card over the given opponent hands (strict play)."""
        obs = k.obs
        setup = endgame_setup(self.rules.variants, k, closer)
        led = obs.trick[0][1] if obs.phase == FOLLOW else None
        leader = 0 if obs.leader == k.me else 1
        totals: dict[Card, float] = {}
        for opp in opp_hands:
            options = solve_options(setup, (tuple(k.hand), opp), leader, (k.my_score, k.opp_score),
                                    k.has_tricks, k.pending, led)
            for c, v in options.items():
                totals[c] = totals.get(c, 0.0) + v
        return totals


def endgame_setup(v, k: Knowledge, closer: int | None) -> Setup:
    """The solver's view of the scoring variants; ``closer`` 0 = this seat, 1 = the opponent."""
    snapshot = None
    if v.close_scoring == "at_close" and closer is not None:
        if k.obs.closer is None:  # judging a close of our own right now: the opponent as it stands
            snapshot = (k.opp_score, bool(k.obs.tricks_won[k.opp]))
        else:
            snap = k.obs.close_snapshot
            assert snap is not None  # a close by a seat snapshots its opponent
            snapshot = (snap.score, snap.has_trick)
    return Setup(trump=k.trump, closer=closer, last_trick_bonus=v.last_trick_bonus,
                 closer_auto_claim=v.closer_auto_claim, failed_claim_either=v.failed_claim_rule == "either",
                 snapshot=snapshot)


class NormalPlayer(HeuristicPlayer):
    level = "normal"
    counts_cards = True
    solve_at = 5


# Work per searched decision (latency: scripts/bench_engine.py; strength: scripts/bench_ai.py)
EXPERT_BUDGET = Budget(playouts=140)
MASTER_BUDGET = Budget(playouts=420)
expert = searching("expert", NormalPlayer, PLAYOUTS, EXPERT_BUDGET)
master = searching("master", NormalPlayer, PLAYOUTS, MASTER_BUDGET)
