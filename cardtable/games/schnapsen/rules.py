"""Schnapsen exactly per ``docs/rules/schnapsen.md`` (section numbers refer to it)."""

from __future__ import annotations

import random
from dataclasses import replace

from ...engine import events as ev
from ...engine.actions import Action, Reason, not_held, play
from ...engine.cards import Card, deck
from ...engine.events import Event
from ...engine.ruleset import Ruleset, SimStats
from ...engine.variants import VariantSpec
from .determinize import determinize
from .observation import SchnapsenObservation, SchnapsenStats, check_state, observe
from .state import (
    CLAIM_FAILED,
    CLAIM_OK,
    CLOSE_EXCHANGE,
    CLOSER_AUTO_CLAIM_FAILED,
    CLOSER_AUTO_CLAIM_OK,
    CLOSER_FAILED,
    DEAL_OVER,
    DRAW,
    FINAL_CLAIM,
    FOLLOW,
    LAST_TRICK,
    LEAD,
    LEAD_AFTER_MARRIAGE,
    PLAYED_OUT,
    TIE_65,
    TIE_66,
    CloseSnapshot,
    DealLine,
    DealResult,
    SchnapsenRecord,
    SchnapsenState,
    TrickRecord,
    check_record,
)

MARRIAGE, EXCHANGE, CLOSE, DRAW_ACTION, PASS, CLAIM = "MARRIAGE", "EXCHANGE", "CLOSE", "DRAW", "PASS", "CLAIM"
ACTION_LABELS = {CLOSE: "Close the talon", DRAW_ACTION: "Draw", PASS: "Pass", CLAIM: "Claim 66"}

VALUES = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2, "9": 0}
STRENGTH = {"A": 6, "T": 5, "K": 4, "Q": 3, "J": 2, "9": 1}
SUIT_NAMES = {"C": "clubs", "S": "spades", "H": "hearts", "D": "diamonds"}
TARGET, SCHNEIDER = 66, 33

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



def strength(c: Card) -> int:
    return STRENGTH[c.rank]


def trick_winner(led: Card, followed: Card, trump: str) -> bool:
    """True when the follower wins (§8.3)."""
    if followed.suit == led.suit:
        return strength(followed) > strength(led)
    return followed.suit == trump


def legal_follow(hand: list[Card], led: Card, trump: str, strict: bool) -> list[Card]:
    """§8.2: free in the open phase; strict: follow and beat, else trump, else anything."""
    if not strict:
        return list(hand)
    same = [c for c in hand if c.suit == led.suit]
    if same:
        higher = [c for c in same if strength(c) > strength(led)]
        return higher or same
    trumps = [c for c in hand if c.suit == trump]
    return trumps or list(hand)


def _show(s: SchnapsenState, seat: int, *shown: Card) -> None:
    """Remember cards the opponent has seen in ``seat``'s hand (each once)."""
    s.shown[seat].extend(c for c in shown if c not in s.shown[seat])


def pile_points(pile: list[tuple[Card, Card]]) -> int:
    return sum(VALUES[a.rank] + VALUES[b.rank] for a, b in pile)


class Schnapsen(Ruleset[SchnapsenState, SchnapsenRecord, SchnapsenObservation]):
    id = "schnapsen"
    title = "Schnapsen"
    VARIANTS = VARIANTS
    SEAT_COUNTS = (2,)
    STATE_TYPE = SchnapsenState
    MATCH_TYPE = SchnapsenRecord

    @property
    def exchange_rank(self) -> str:
        return "9" if self.variants.deck == "24" else "J"

    def action_label(self, action: Action) -> str:
        if action.kind == MARRIAGE:
            return f"Marriage in {SUIT_NAMES[action.arg]}"
        if action.kind == EXCHANGE:
            return f"Exchange the trump {'nine' if self.exchange_rank == '9' else 'jack'}"
        return ACTION_LABELS.get(action.kind) or f"Play {action.card}"

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

    def determinize(self, obs: SchnapsenObservation, rng: random.Random) -> SchnapsenState:
        return determinize(self, obs, rng)

    # ---- derived quantities (§7.2) ---------------------------------------------------
    def has_trick(self, s: SchnapsenState, p: int) -> bool:
        return bool(s.piles[p])

    def marriage_points(self, s: SchnapsenState, p: int) -> int:
        if not s.piles[p]:
            return 0
        return sum(40 if suit == s.trump else 20 for suit in s.marriages[p])

    def score(self, s: SchnapsenState, p: int) -> int:
        """Card points plus counted marriages, plus the last-trick bonus once it applies."""
        total = pile_points(s.piles[p]) + self.marriage_points(s, p)
        if self._bonus_applies(s) and s.last_trick_winner == p:
            total += 10
        return total

    def _bonus_applies(self, s: SchnapsenState) -> bool:
        all_played = not s.hands[0] and not s.hands[1]
        return all_played and not s.closed and self.variants.last_trick_bonus

    def trump_jack(self, s: SchnapsenState) -> Card:
        return Card(s.trump, self.exchange_rank)

    # ---- eligibility (§7.5) --------------------------------------------------------
    def _exchange_basics(self, s: SchnapsenState, p: int) -> bool:
        """Conditions 2, 3, 4 and 6 of can_exchange."""
        v = self.variants
        return (
            s.turnup_visible
            and self.trump_jack(s) in s.hands[p]
            and (self.has_trick(s, p) or not v.exchange_requires_trick)
            and (len(s.talon) >= 4 or not v.last_two_restriction)
        )

    def can_exchange(self, s: SchnapsenState, p: int) -> bool:
        if s.phase == CLOSE_EXCHANGE:
            window = p != s.leader
        elif self.variants.exchange_by == "leader":
            window = s.phase == LEAD and p == s.leader
        else:
            window = s.phase in (LEAD, DRAW)
        return window and self._exchange_basics(s, p)

    def can_close(self, s: SchnapsenState, p: int) -> bool:
        v = self.variants
        window = p == s.leader and (s.phase == LEAD or (s.phase == DRAW and v.close_before_draw))
        return window and not s.closed and len(s.talon) >= (4 if v.last_two_restriction else 2)

    def marriage_suits(self, s: SchnapsenState, p: int) -> list[str]:
        v = self.variants
        if s.phase != LEAD or p != s.leader:
            return []
        if s.strict and not v.marriages_after_close:
            return []
        if v.marriage_requires_trick and not self.has_trick(s, p):
            return []
        hand = s.hands[p]
        return [suit for suit in "CSHD" if Card(suit, "K") in hand and Card(suit, "Q") in hand]

    # ---- the engine contract ---------------------------------------------------------
    def turn(self, s: SchnapsenState) -> int | None:
        if s.phase == DEAL_OVER:
            return None
        if s.phase in (FOLLOW, CLOSE_EXCHANGE):
            return 1 - s.leader
        return s.leader

    def legal_actions(self, s: SchnapsenState, seat: int) -> list[Action]:
        ph, leading = s.phase, seat == s.leader
        acts: list[Action] = []
        if ph == LEAD:
            if leading:
                acts += [play(c) for c in sorted(s.hands[seat])]
                acts += [Action(MARRIAGE, arg=suit) for suit in self.marriage_suits(s, seat)]
            if self.can_exchange(s, seat):
                acts.append(Action(EXCHANGE))
            if self.can_close(s, seat):
                acts.append(Action(CLOSE))
            acts.append(Action(CLAIM))
        elif ph == LEAD_AFTER_MARRIAGE:
            if leading:
                acts += [play(Card(s.marriage_suit, r)) for r in "KQ"]
            acts.append(Action(CLAIM))
        elif ph == FOLLOW:
            if not leading:
                acts += [play(c) for c in sorted(legal_follow(s.hands[seat], s.led, s.trump, s.strict))]
        elif ph == DRAW:
            if self.can_exchange(s, seat):
                acts.append(Action(EXCHANGE))
            if self.can_close(s, seat):
                acts.append(Action(CLOSE))
            if leading:
                acts.append(Action(DRAW_ACTION))
            acts.append(Action(CLAIM))
        elif ph == CLOSE_EXCHANGE:
            if not leading:
                acts += [Action(EXCHANGE), Action(PASS)]
        elif ph == FINAL_CLAIM:
            if leading:
                acts += [Action(PASS), Action(CLAIM)]
        return acts

    def why_illegal(self, s: SchnapsenState, seat: int, action: Action) -> Reason:
        ph, kind = s.phase, action.kind
        if ph == DEAL_OVER:
            return Reason.of("engine.deal_over")
        if kind == "PLAY":
            if action.card not in s.hands[seat]:
                return not_held(action.card)
            if ph == LEAD_AFTER_MARRIAGE and seat == s.leader:
                return Reason.of("schnapsen.lead_marriage", suit=s.marriage_suit)
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
        same = [c for c in hand if c.suit == led.suit]
        if same:
            if any(strength(c) > strength(led) for c in same):
                return Reason.of("schnapsen.follow_higher", suit=led.suit)
            return Reason.of("engine.follow_suit", suit=led.suit)
        return Reason.of("schnapsen.must_trump", suit=led.suit)

    def _apply(self, s: SchnapsenState, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "PLAY":
            return self._play(s, seat, action.card)
        if kind == MARRIAGE:
            suit = action.arg
            s.marriages[seat].append(suit)
            pair = (Card(suit, "K"), Card(suit, "Q"))
            _show(s, seat, *pair)
            s.phase, s.marriage_suit = LEAD_AFTER_MARRIAGE, suit
            value = 40 if suit == s.trump else 20
            return [Event(ev.ANNOUNCED, seat, pair, {"action": action.id, "value": value, "pending": not s.piles[seat]})]
        if kind == EXCHANGE:
            jack, turnup = self.trump_jack(s), s.talon[-1]
            s.hands[seat].remove(jack)
            s.hands[seat].append(turnup)
            s.talon[-1] = jack
            _show(s, seat, turnup)
            s.exchanged_by = seat
            events = [Event(ev.TRUMP_EXCHANGED, seat, (jack, turnup))]
            if s.phase == CLOSE_EXCHANGE:
                events += self._close_takes_effect(s, s.leader)
            return events
        if kind == CLOSE:
            other = 1 - seat
            if self.variants.exchange_by == "either" and self._exchange_basics(s, other):
                s.phase, s.leader = CLOSE_EXCHANGE, seat
                return [Event(ev.ANNOUNCED, seat, data={"action": CLOSE, "pending": True})]
            return self._close_takes_effect(s, seat)
        if kind == PASS:
            if s.phase == CLOSE_EXCHANGE:
                return self._close_takes_effect(s, s.leader)
            return self._finish(s, claimant=None)
        if kind == DRAW_ACTION:
            return self._draw(s)
        if kind == CLAIM:
            return [Event(ev.ANNOUNCED, seat, data={"action": CLAIM})] + self._finish(s, claimant=seat)
        raise AssertionError(kind)

    def _play(self, s: SchnapsenState, seat: int, c: Card) -> list[Event]:
        s.hands[seat].remove(c)
        events = [Event(ev.CARD_PLAYED, seat, (c,))]
        if s.phase in (LEAD, LEAD_AFTER_MARRIAGE):
            s.led, s.marriage_suit, s.phase = c, None, FOLLOW
            return events
        led, leader = s.led, s.leader
        winner = seat if trick_winner(led, c, s.trump) else leader
        s.piles[winner].append((led, c))
        s.tricks.append(TrickRecord(leader, led, c, winner))
        s.last_trick_winner, s.leader, s.led = winner, winner, None
        points = VALUES[led.rank] + VALUES[c.rank]
        events.append(Event(ev.TRICK_TAKEN, winner, (led, c), {"points": points}))
        if not s.hands[0] and not s.hands[1]:
            if self.variants.claim_after_last_trick:
                s.phase = FINAL_CLAIM
            else:
                events += self._finish(s, claimant=None)
        elif s.turnup_visible:
            s.phase = DRAW
        else:
            s.phase = LEAD
        return events

    def _draw(self, s: SchnapsenState) -> list[Event]:
        winner, loser = s.leader, 1 - s.leader
        first, second = s.talon.pop(0), s.talon.pop(0)
        s.hands[winner].append(first)
        s.hands[loser].append(second)
        last = not s.talon
        if last:  # the loser took the turn-up: everybody knows it (§9)
            _show(s, loser, second)
        s.phase = LEAD
        return [
            Event(ev.STOCK_DRAWN, winner, (first,), private=winner),
            Event(ev.STOCK_DRAWN, loser, (second,), {"turnup": last}, private=None if last else loser),
        ]

    def _close_takes_effect(self, s: SchnapsenState, closer: int) -> list[Event]:
        other = 1 - closer
        s.close_snapshot = CloseSnapshot(self.score(s, other), self.has_trick(s, other))
        s.closed, s.closer, s.closed_turnup, s.closed_at = True, closer, s.talon[-1], len(s.tricks)
        s.phase, s.leader = LEAD, closer
        return [Event(ev.STOCK_CLOSED, closer, (s.closed_turnup,))]

    # ---- scoring (§10) -------------------------------------------------------------
    def win_gp(self, s: SchnapsenState, loser: int, at_close: bool) -> int:
        if at_close:
            snap = s.close_snapshot
            return 3 if not snap.has_trick else 2 if snap.score < SCHNEIDER else 1
        if not s.piles[loser]:
            return 3
        return 2 if self.score(s, loser) < SCHNEIDER else 1

    def fail_gp(self, s: SchnapsenState, claimant: int, other: int, at_close: bool) -> int:
        """Points ``other`` wins after ``claimant`` failed (with Viennese closing: the closer failed)."""
        other_no_trick = not s.close_snapshot.has_trick if at_close else not s.piles[other]
        either = self.variants.failed_claim_rule == "either" and not s.piles[claimant]
        return 3 if other_no_trick or either else 2

    def _finish(self, s: SchnapsenState, claimant: int | None) -> list[Event]:
        viennese = s.closed and self.variants.close_scoring == "at_close"
        if claimant is None and s.closed:
            if self.variants.closer_auto_claim:
                result = self._claim(s, s.closer, viennese, auto=True)
            else:
                other = 1 - s.closer
                gp = self.fail_gp(s, s.closer, other, viennese)
                result = DealResult(CLOSER_FAILED, other, gp, self._scores(s), None, s.closer)
        elif claimant is None:
            result = self._played_out(s)
        else:
            result = self._claim(s, claimant, viennese, auto=False)
        s.result, s.phase = result, DEAL_OVER
        return [Event(ev.DEAL_SCORED, result.winner, data={"outcome": result.outcome, "game_points": result.game_points, "scores": list(result.scores)})]

    def _claim(self, s: SchnapsenState, c: int, viennese: bool, auto: bool) -> DealResult:
        o = 1 - c
        ok, failed = (CLOSER_AUTO_CLAIM_OK, CLOSER_AUTO_CLAIM_FAILED) if auto else (CLAIM_OK, CLAIM_FAILED)
        claimant = None if auto else c
        if self.score(s, c) >= TARGET:
            # Viennese closing: the closer's win is valued at the close; the non-closer's valid
            # claim means the closer failed, valued like a closer's failure.
            if viennese and c != s.closer:
                gp = self.fail_gp(s, s.closer, c, at_close=True)
            else:
                gp = self.win_gp(s, o, at_close=viennese)
            return DealResult(ok, c, gp, self._scores(s), claimant, s.closer)
        gp = self.fail_gp(s, c, o, at_close=viennese and c == s.closer)
        return DealResult(failed, o, gp, self._scores(s), claimant, s.closer)

    def _played_out(self, s: SchnapsenState) -> DealResult:
        scores = self._scores(s)
        if not self.variants.last_trick_bonus:
            w = s.last_trick_winner
            return DealResult(LAST_TRICK, w, 1, scores)
        if scores[0] == scores[1]:
            return DealResult(TIE_66 if scores[0] >= TARGET else TIE_65, None, 0, scores)
        w = 0 if scores[0] > scores[1] else 1
        return DealResult(PLAYED_OUT, w, self.win_gp(s, 1 - w, at_close=False), scores)

    def _scores(self, s: SchnapsenState) -> tuple[int, int]:
        return (self.score(s, 0), self.score(s, 1))

    # ---- match (§11) ---------------------------------------------------------------
    def record_deal(self, record: SchnapsenRecord, s: SchnapsenState) -> SchnapsenRecord:
        r = s.result
        totals, bonus = list(record.totals), record.tie_bonus
        awarded = 0
        if r.winner is not None:
            awarded = r.game_points + bonus
            totals[r.winner] += awarded
            bonus = 0
        elif r.outcome == TIE_66 or (r.outcome == TIE_65 and self.variants.tie65_bonus):
            bonus += 1
        new = replace(
            record, dealer=1 - s.dealer, totals=totals, tie_bonus=bonus,
            sheet=record.sheet + [DealLine(s.dealer, r.outcome, r.winner, awarded)],
            bummerl=list(record.bummerl),
        )
        if self.match_over(new):
            loser = 0 if totals[0] < totals[1] else 1
            new.bummerl[loser] += 2 if totals[loser] == 0 else 1
        return new

    def match_over(self, record: SchnapsenRecord) -> bool:
        return max(record.totals) >= self.variants.match_target

    def match_scores(self, record: SchnapsenRecord) -> tuple[float, ...]:
        return tuple(record.totals)

    def deal_over(self, s: SchnapsenState) -> bool:
        return s.phase == DEAL_OVER

    def deal_scores(self, s: SchnapsenState) -> tuple[float, ...]:
        r = s.result
        return tuple(float(r.game_points if r.winner == p else 0) for p in (0, 1))

    # ---- what a seat may see (§13) -------------------------------------------------
    def observation(self, s: SchnapsenState, seat: int) -> SchnapsenObservation:
        return observe(self, s, seat)

    def check_state(self, s: SchnapsenState) -> None:
        check_state(self, s)

    def check_record(self, record: SchnapsenRecord) -> None:
        check_record(record, self.variants.match_target, self.variants.tie65_bonus)

    def new_stats(self) -> SimStats:
        return SchnapsenStats()
