"""Schnapsen exactly per ``docs/rules/schnapsen.md`` (section numbers refer to it)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...engine import events as ev
from ...engine.actions import PLAY as PLAY_KIND, Action, Reason, not_held, play, plays
from ...engine.cards import SUITS, Card, card_bits, deck
from ...engine.events import Event
from ...engine.ruleset import Ruleset, SimStats
from ...engine.variants import VariantSpec
from . import scoring
from .cards import VALUES, Tricks, legal_follow, strength, trick_winner
from .determinize import determinize
from .observation import SchnapsenObservation, SchnapsenStats, check_state, observe
from .state import (
    CLOSE_EXCHANGE,
    DEAL_OVER,
    DRAW,
    FINAL_CLAIM,
    FOLLOW,
    LEAD,
    LEAD_AFTER_MARRIAGE,
    CloseSnapshot,
    SchnapsenRecord,
    SchnapsenState,
    TrickRecord,
    check_record,
)

MARRIAGE, EXCHANGE, CLOSE, DRAW_ACTION, PASS, CLAIM = "MARRIAGE", "EXCHANGE", "CLOSE", "DRAW", "PASS", "CLAIM"


VARIANTS = (
    VariantSpec("last_trick_bonus", True, help="+10 for the last trick of an unclosed deal played out"),
    VariantSpec("exchange_requires_trick", True, help="only a player with a trick may exchange the trump jack"),
    VariantSpec("exchange_by", "either", ("either", "leader"), "who may exchange the trump jack"),
    VariantSpec("close_before_draw", True, help="the trick winner may close before drawing"),
    VariantSpec("last_two_restriction", False, help="no exchange or close with only two talon cards"),
    VariantSpec("marriages_after_close", False, help="marriages also after the talon is closed or exhausted"),
    VariantSpec("marriage_requires_trick", False, help="only a player with a trick may declare a marriage"),
    VariantSpec("closer_auto_claim", True, help="a closed deal played out counts as a claim by the closer"),
    VariantSpec("close_scoring", "at_claim", ("at_claim", "at_close"), "scores that decide the game points after a close"),
    VariantSpec("failed_claim_rule", "either", ("either", "opponent_only"), "when a failed claim costs 3"),
    VariantSpec("claim_after_last_trick", False, help="the last trick's winner may still claim"),
    VariantSpec("tie65_bonus", False, help="a 65-65 tie also raises the tie bonus"),
    VariantSpec("match_target", 7, help="game points that win the match", minimum=1, maximum=100),
    VariantSpec("match_format", "first_to_target", ("first_to_target", "bummerl"), "how the match is shown"),
    VariantSpec("deck", "20", ("20", "24"), "20 cards, or 24 with the nines (Sixty-six)"),
    VariantSpec("deal_pattern", "2-3", ("2-3", "3-2"), "cards per packet when dealing 20 cards"),
    VariantSpec("show_points", "hidden", ("hidden", "own", "both"), "running card points on screen"),
    VariantSpec("first_dealer", "random", ("random", "P0", "P1"), "dealer of the first deal"),
)



_FOLLOWER_MOVES = frozenset((FOLLOW, CLOSE_EXCHANGE))  # phases that wait for the leader's opponent
_ACT = {kind: Action(kind) for kind in (EXCHANGE, CLOSE, DRAW_ACTION, PASS, CLAIM)}  # made once: listed very often
_MARRY = {suit: Action(MARRIAGE, arg=suit) for suit in SUITS}
KINGS = {suit: Card(suit, "K") for suit in SUITS}
QUEENS = {suit: Card(suit, "Q") for suit in SUITS}
_LEADS_AFTER_MARRIAGE = {suit: [play(KINGS[suit]), play(QUEENS[suit])] for suit in SUITS}

# Listing the legal actions is most of a search step, and sorting the hand into card order is
# most of that. So each set of cards gets its plays (in card order) and the marriages it holds
# worked out once, kept under a number whose bits are the cards' indexes. Hands hold at most
# five cards of 20 (21,700 sets) or six of 24 (190,000): past the bound the table starts over.
HandMoves = tuple[tuple[Action, ...], tuple[Action, ...]]
_HAND_MOVES: dict[int, HandMoves] = {}
_HAND_MOVES_BOUND = 50_000


def hand_moves(hand: list[Card]) -> HandMoves:
    """The plays of ``hand`` in card order, and the marriages it holds in suit order."""
    key = card_bits(hand)
    moves = _HAND_MOVES.get(key)
    if moves is None:
        if len(_HAND_MOVES) >= _HAND_MOVES_BOUND:
            _HAND_MOVES.clear()
        suits = [c.suit for c in hand if c.rank in "KQ"]  # a suit named twice: king and queen
        moves = _HAND_MOVES[key] = (tuple(plays(hand)), tuple(_MARRY[s] for s in SUITS if suits.count(s) == 2))
    return moves


def _show(s: SchnapsenState, seat: int, *shown: Card) -> None:
    """Remember cards the opponent has seen in ``seat``'s hand (each once)."""
    s.shown[seat].extend(c for c in shown if c not in s.shown[seat])


class Schnapsen(Ruleset[SchnapsenState, SchnapsenRecord, SchnapsenObservation]):
    id = "schnapsen"
    title = "Schnapsen"
    VARIANTS = VARIANTS
    SEAT_COUNTS = (2,)
    STATE_TYPE = SchnapsenState
    MATCH_TYPE = SchnapsenRecord

    def __init__(self, variants: Mapping[str, Any] | None = None, seats: int | None = None) -> None:
        super().__init__(variants, seats)
        self._trump_jacks = {suit: Card(suit, self.exchange_rank) for suit in SUITS}

    @property
    def exchange_rank(self) -> str:
        return "9" if self.variants.deck == "24" else "J"

    # ---- dealing ---------------------------------------------------------------------
    def new_match(self, rng: random.Random, previous: SchnapsenRecord | None = None) -> SchnapsenRecord:
        fixed = self.variants.first_dealer
        if previous is not None:  # §6.1: the alternation carries on into the next match
            dealer = previous.dealer
        elif fixed != "random":
            dealer = int(fixed[1])
        else:
            dealer = rng.randrange(2)
        return SchnapsenRecord(dealer=dealer, bummerl=list(previous.bummerl) if previous else [0, 0])

    def start_deal(self, record: SchnapsenRecord, rng: random.Random) -> tuple[SchnapsenState, list[Event]]:
        cards = deck(int(self.variants.deck))
        rng.shuffle(cards)
        state = self.deal_from(cards, record.dealer)
        events = [Event(ev.DEAL, seat=s, cards=tuple(state.hands[s]), private=s) for s in (1 - state.dealer, state.dealer)]
        events.append(Event(ev.DEAL, cards=(state.talon[-1],), data={"turnup": True, "talon": len(state.talon)}))
        return state, events

    def deal_from(self, cards: list[Card], dealer: int) -> SchnapsenState:
        """Deal an explicit deck order, ``cards[0]`` first (§6.3); for tests and replays."""
        fore = 1 - dealer
        if len(cards) == 24:
            packets = [(fore, 0, 3), (dealer, 3, 6), (fore, 6, 9), (dealer, 9, 12)]
            turn_at = 12
        elif self.variants.deal_pattern == "2-3":
            packets = [(fore, 0, 2), (dealer, 2, 4), (fore, 4, 7), (dealer, 7, 10)]
            turn_at = 10
        else:
            packets = [(fore, 0, 3), (dealer, 3, 6), (fore, 6, 8), (dealer, 8, 10)]
            turn_at = 10
        hands: list[list[Card]] = [[], []]
        for seat, a, b in packets:
            hands[seat].extend(cards[a:b])
        turnup = cards[turn_at]
        talon = list(cards[turn_at + 1:]) + [turnup]
        return SchnapsenState(dealer=dealer, trump=turnup.suit, phase=LEAD, leader=fore, hands=hands, talon=talon)

    def copy_state(self, state: SchnapsenState) -> SchnapsenState:
        return state.copy()

    def clone(self, state: SchnapsenState) -> SchnapsenState:
        return state.copy()  # as copy_state, a call less per playout

    def determinize(self, obs: SchnapsenObservation, rng: random.Random) -> SchnapsenState:
        return determinize(self, obs, rng)

    # ---- derived quantities (§7.2) ---------------------------------------------------
    def has_trick(self, s: SchnapsenState, p: int) -> bool:
        return bool(s.piles[p])

    def score(self, s: SchnapsenState, p: int) -> int:
        """``p``'s points so far: cards, counted marriages and the last-trick bonus (§7.2)."""
        return scoring.score(self.variants, s, p)

    def trump_jack(self, s: SchnapsenState) -> Card:
        return self._trump_jacks[s.trump]

    # ---- eligibility (§7.5) --------------------------------------------------------
    # Listing the legal actions asks these in every step of a search: they read the state's
    # fields directly (not through the properties and methods above) and test the cheap
    # conditions first.
    def _exchange_basics(self, s: SchnapsenState, p: int) -> bool:
        """Conditions 2, 3, 4 and 6 of can_exchange: the turn-up visible, a trick when the
        variant asks for one, talon cards enough, the trump jack in the hand."""
        v = self.variants
        return (
            not s.closed and bool(s.talon)
            and (bool(s.piles[p]) or not v.exchange_requires_trick)
            and (len(s.talon) >= 4 or not v.last_two_restriction)
            and self._trump_jacks[s.trump] in s.hands[p]
        )

    def can_exchange(self, s: SchnapsenState, p: int) -> bool:
        phase = s.phase
        if phase == CLOSE_EXCHANGE:
            window = p != s.leader
        elif self.variants.exchange_by == "leader":
            window = phase == LEAD and p == s.leader
        else:
            window = phase in (LEAD, DRAW)
        return window and self._exchange_basics(s, p)

    def can_close(self, s: SchnapsenState, p: int) -> bool:
        v = self.variants
        window = p == s.leader and (s.phase == LEAD or (s.phase == DRAW and v.close_before_draw))
        return window and not s.closed and len(s.talon) >= (4 if v.last_two_restriction else 2)

    def may_marry(self, s: SchnapsenState, p: int) -> bool:
        """Whether ``p`` may declare a marriage now, holding one (``hand_moves``)."""
        v = self.variants
        return (
            s.phase == LEAD and p == s.leader
            and (not s.strict or v.marriages_after_close)
            and (bool(s.piles[p]) or not v.marriage_requires_trick)
        )

    # ---- the engine contract ---------------------------------------------------------
    def turn(self, s: SchnapsenState) -> int | None:
        phase = s.phase
        if phase == DEAL_OVER:
            return None
        return 1 - s.leader if phase in _FOLLOWER_MOVES else s.leader

    def legal_actions(self, s: SchnapsenState, seat: int) -> list[Action]:
        ph, leading = s.phase, seat == s.leader
        if ph == FOLLOW:
            if leading:
                return []
            hand = s.hands[seat]
            if s.strict:  # else any card (§8.2)
                assert s.led is not None  # the phase follows a lead
                hand = legal_follow(hand, s.led, s.trump, True)
            return list(hand_moves(hand)[0])
        acts: list[Action] = []
        if ph == LEAD:
            if leading:
                card_plays, marriages = hand_moves(s.hands[seat])
                acts = list(card_plays)
                if marriages and self.may_marry(s, seat):
                    acts += marriages
            if self.can_exchange(s, seat):
                acts.append(_ACT[EXCHANGE])
            if self.can_close(s, seat):
                acts.append(_ACT[CLOSE])
            acts.append(_ACT[CLAIM])
        elif ph == LEAD_AFTER_MARRIAGE:
            if leading:
                assert s.marriage_suit is not None  # the phase follows a marriage
                acts += _LEADS_AFTER_MARRIAGE[s.marriage_suit]
            acts.append(_ACT[CLAIM])
        elif ph == DRAW:
            if self.can_exchange(s, seat):
                acts.append(_ACT[EXCHANGE])
            if self.can_close(s, seat):
                acts.append(_ACT[CLOSE])
            if leading:
                acts.append(_ACT[DRAW_ACTION])
            acts.append(_ACT[CLAIM])
        elif ph == CLOSE_EXCHANGE:
            if not leading:
                acts += [_ACT[EXCHANGE], _ACT[PASS]]
        elif ph == FINAL_CLAIM:
            if leading:
                acts += [_ACT[PASS], _ACT[CLAIM]]
        return acts

    def why_illegal(self, s: SchnapsenState, seat: int, action: Action) -> Reason:
        ph, kind = s.phase, action.kind
        if ph == DEAL_OVER:
            return Reason.of("engine.deal_over")
        if kind == "PLAY":
            if action.card not in s.hands[seat]:
                return not_held(action.card)
            if ph == LEAD_AFTER_MARRIAGE and seat == s.leader:
                return Reason.of("schnapsen.lead_marriage", suit=s.marriage_suit or "")
            if self.turn(s) != seat or ph not in (LEAD, FOLLOW):
                return Reason.of("engine.not_your_turn")
            return self._follow_reason(s, seat)
        if kind == MARRIAGE:
            if s.phase != LEAD or seat != s.leader:
                return Reason.of("schnapsen.marriage_when")
            if s.strict and not self.variants.marriages_after_close:
                return Reason.of("schnapsen.marriage_closed")
            if self.variants.marriage_requires_trick and not self.has_trick(s, seat):
                return Reason.of("schnapsen.marriage_trick")
            return Reason.of("schnapsen.marriage_pair")
        if kind == EXCHANGE:
            if not s.turnup_visible:
                return Reason.of("schnapsen.exchange_gone")
            if self.trump_jack(s) not in s.hands[seat]:
                return Reason.of("schnapsen.exchange_card", card=self.trump_jack(s).text)
            if self.variants.exchange_requires_trick and not self.has_trick(s, seat):
                return Reason.of("schnapsen.exchange_trick")
            return Reason.of("schnapsen.exchange_when")
        if kind == CLOSE:
            if s.closed:
                return Reason.of("schnapsen.closed_already")
            if seat != s.leader:
                return Reason.of("schnapsen.close_leader")
            return Reason.of("schnapsen.close_now")
        if kind == CLAIM:
            if ph == FOLLOW:
                return Reason.of("schnapsen.claim_in_trick")
            return Reason.of("schnapsen.claim_now")
        if kind == DRAW_ACTION:
            return Reason.of("schnapsen.draw_when")
        return Reason.of("engine.not_now")

    def _follow_reason(self, s: SchnapsenState, seat: int) -> Reason:
        hand, led = s.hands[seat], s.led
        assert led is not None  # asked while following
        same = [c for c in hand if c.suit == led.suit]
        if same:
            if any(strength(c) > strength(led) for c in same):
                return Reason.of("schnapsen.follow_higher", suit=led.suit)
            return Reason.of("engine.follow_suit", suit=led.suit)
        return Reason.of("schnapsen.must_trump", suit=led.suit)

    def _apply(self, s: SchnapsenState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._act(s, seat, action, events)
        return events

    def step(self, s: SchnapsenState, seat: int, action: Action) -> None:
        """``Ruleset.step`` without the events of the other actions too: random playouts end
        most deals by a claim, and a draw makes two events."""
        if action.card is not None:  # a card play, the most frequent step, goes straight to _play
            self._play(s, seat, action.card, None)
        else:
            self._act(s, seat, action, None)

    def _act(self, s: SchnapsenState, seat: int, action: Action, events: list[Event] | None) -> None:
        """Carry out the legal ``action``; its events go to ``events`` (None: a search step)."""
        kind = action.kind
        if kind == PLAY_KIND:
            assert action.card is not None  # PLAY actions carry their card
            self._play(s, seat, action.card, events)
        elif kind == MARRIAGE:
            suit = action.arg
            assert suit is not None  # a marriage names its suit
            s.marriages[seat].append(suit)
            pair = (KINGS[suit], QUEENS[suit])
            _show(s, seat, *pair)
            s.phase, s.marriage_suit = LEAD_AFTER_MARRIAGE, suit
            if events is not None:
                value = 40 if suit == s.trump else 20
                events.append(Event(ev.ANNOUNCED, seat, pair, {"action": action.id, "value": value,
                                                               "pending": not s.piles[seat]}))
        elif kind == EXCHANGE:
            jack, turnup = self.trump_jack(s), s.talon[-1]
            s.hands[seat].remove(jack)
            s.hands[seat].append(turnup)
            s.talon[-1] = jack
            _show(s, seat, turnup)
            s.exchanged_by = seat
            if events is not None:
                events.append(Event(ev.TRUMP_EXCHANGED, seat, (jack, turnup)))
            if s.phase == CLOSE_EXCHANGE:
                self._close_takes_effect(s, s.leader, events)
        elif kind == CLOSE:
            if self.variants.exchange_by == "either" and self._exchange_basics(s, 1 - seat):
                s.phase, s.leader = CLOSE_EXCHANGE, seat
                if events is not None:
                    events.append(Event(ev.ANNOUNCED, seat, data={"action": CLOSE, "pending": True}))
            else:
                self._close_takes_effect(s, seat, events)
        elif kind == PASS:
            if s.phase == CLOSE_EXCHANGE:
                self._close_takes_effect(s, s.leader, events)
            else:
                scoring.finish(self.variants, s, None, events)
        elif kind == DRAW_ACTION:
            self._draw(s, events)
        elif kind == CLAIM:
            if events is not None:
                events.append(Event(ev.ANNOUNCED, seat, data={"action": CLAIM}))
            scoring.finish(self.variants, s, seat, events)
        else:
            raise AssertionError(kind)

    def _play(self, s: SchnapsenState, seat: int, c: Card, events: list[Event] | None) -> None:
        """Play ``c``; its events go to ``events`` (None: a search step, which needs none)."""
        s.hands[seat].remove(c)
        if events is not None:
            events.append(Event(ev.CARD_PLAYED, seat, (c,)))
        if s.phase != FOLLOW:  # a lead, after a marriage or not
            s.led, s.marriage_suit, s.phase = c, None, FOLLOW
            return
        led, leader = s.led, s.leader
        assert led is not None  # the phase is FOLLOW
        winner = seat if trick_winner(led, c, s.trump) else leader
        s.piles[winner].append((led, c))
        s.tricks.append(TrickRecord(leader, led, c, winner))
        s.last_trick_winner, s.leader, s.led = winner, winner, None
        if events is not None:
            events.append(Event(ev.TRICK_TAKEN, winner, (led, c), {"points": VALUES[led.rank] + VALUES[c.rank]}))
        if not s.hands[0] and not s.hands[1]:
            if self.variants.claim_after_last_trick:
                s.phase = FINAL_CLAIM
            else:
                scoring.finish(self.variants, s, None, events)
        elif s.turnup_visible:
            s.phase = DRAW
        else:
            s.phase = LEAD

    def _draw(self, s: SchnapsenState, events: list[Event] | None) -> None:
        winner, loser = s.leader, 1 - s.leader
        first, second = s.talon.pop(0), s.talon.pop(0)
        s.hands[winner].append(first)
        s.hands[loser].append(second)
        last = not s.talon
        if last:  # the loser took the turn-up: everybody knows it (§9)
            _show(s, loser, second)
        s.phase = LEAD
        if events is not None:
            events.append(Event(ev.STOCK_DRAWN, winner, (first,), private=winner))
            events.append(Event(ev.STOCK_DRAWN, loser, (second,), {"turnup": last}, private=None if last else loser))

    def _close_takes_effect(self, s: SchnapsenState, closer: int, events: list[Event] | None) -> None:
        other = 1 - closer
        s.close_snapshot = CloseSnapshot(scoring.score(self.variants, s, other), self.has_trick(s, other))
        s.closed, s.closer, s.closed_turnup, s.closed_at = True, closer, s.talon[-1], len(s.tricks)
        s.phase, s.leader = LEAD, closer
        if events is not None:
            events.append(Event(ev.STOCK_CLOSED, closer, (s.closed_turnup,)))

    # ---- match (§11) ---------------------------------------------------------------
    def record_deal(self, record: SchnapsenRecord, s: SchnapsenState) -> SchnapsenRecord:
        return scoring.record_deal(self.variants, record, s)

    def match_over(self, record: SchnapsenRecord) -> bool:
        return scoring.match_over(self.variants, record)

    def match_scores(self, record: SchnapsenRecord) -> tuple[float, ...]:
        return tuple(record.totals)

    def deal_over(self, s: SchnapsenState) -> bool:
        return s.phase == DEAL_OVER

    def deal_scores(self, s: SchnapsenState) -> tuple[float, ...]:
        r = s.result
        assert r is not None  # the deal is over
        return tuple(float(r.game_points if r.winner == p else 0) for p in (0, 1))

    def deal_result(self, s: SchnapsenState) -> tuple[float, ...]:
        """Game points won, and for the loser the same lost: a lost deal counts against."""
        won = self.deal_scores(s)
        return won[0] - won[1], won[1] - won[0]

    # ---- what a seat may see (§13) -------------------------------------------------
    def observation(self, s: SchnapsenState, seat: int) -> SchnapsenObservation:
        return observe(self, s, seat)

    def trick_rules(self, obs: SchnapsenObservation) -> Tricks | None:
        return Tricks(obs.trump, obs.strict_since) if obs.trump else None

    def check_state(self, s: SchnapsenState) -> None:
        check_state(self, s)

    def check_record(self, record: SchnapsenRecord) -> None:
        check_record(record, self.variants.match_target, self.variants.tie65_bonus)

    def new_stats(self) -> SimStats:
        return SchnapsenStats()
