"""Skat exactly per ``docs/rules/skat.md`` (section numbers refer to it)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from ...engine import events as ev
from ...engine.actions import PLAY as PLAY_KIND, Action, Reason, not_held, plays
from ...engine.cards import Card
from ...engine.events import Event
from ...engine.ruleset import HAND_SUITS, Ruleset, SimStats, present
from ...engine.tricks import TRUMP
from ...engine.variants import VariantSpec
from . import bidding
from .bidding import (
    BID,
    BID_VALUES,
    DECLARE,
    HOLD,
    RAMSCH_ID,
    declaration_actions,
    declaration_id,
    parse_declaration,
    why_declaration_illegal,
)
from .cards import DECK, KEYS, Tricks, claim_holds, effective_suit, legal_moves, points, trick_winner
from .determinize import clone, determinize
from .observation import SkatObservation, SkatStats, check_state, observe
from .scoring import BOCK_DEALS, bock_triggers, game_scores, score_game, score_ramsch, score_resignation
from .state import (
    ALL_PASSED,
    BIDDING,
    DEAL_END,
    DECLARE as DECLARE_PHASE,
    DISCARD as DISCARD_PHASE,
    DONE,
    F_LAST,
    GAME,
    MF_ANSWER,
    PLAY,
    R_ANSWER,
    RAMSCH,
    RAMSCH_PLAY,
    SKAT_CHOICE,
    THROWN_IN,
    Claim,
    DealResult,
    GameResult,
    SheetLine,
    SkatRecord,
    SkatState,
    TrickRecord,
    check_record,
)

TAKE_SKAT, DISCARD = "TAKE_SKAT", "DISCARD"
RESIGN, CLAIM, DEFENCE_CLAIM = "RESIGN", "CLAIM", "DEFENCE_CLAIM"
# Game-specific event kinds the table animates; the rest are the engine's well-known kinds.
SKAT_TAKEN, DISCARDED, OUVERT_REVEALED, SKAT_REVEALED = "SkatTaken", "Discarded", "OuvertRevealed", "SkatRevealed"


VARIANTS = (
    VariantSpec("scoring", "classic", ("classic", "seeger_fabian"), "classic sheet or Seeger-Fabian (§10.7)"),
    VariantSpec("series_length", 36, help="deals in the series; a multiple of 3 (12 casual, 36 full)", minimum=3,
                maximum=360),
    VariantSpec("ramsch", False, help="play Ramsch when all pass instead of throwing in (§12.3)"),
    VariantSpec("bock", False, help="Bock rounds double the scores after 60:60 or a value of 100+ (§12.4)"),
    VariantSpec("claims", False, help="declarer resignation and claims of the remaining tricks (§12.5)"),
)


class Skat(Ruleset[SkatState, SkatRecord, SkatObservation]):
    id = "skat"
    title = "Skat"
    VARIANTS = VARIANTS
    SEAT_COUNTS = (3,)
    STATE_TYPE = SkatState
    MATCH_TYPE = SkatRecord

    def hand_sort_key(self, obs: SkatObservation) -> Callable[[Card], tuple[int, ...]]:
        """Jacks first, then the trump suit, then the other suits in alternating colours; in
        null the jacks and tens stand in their suits. Before the declaration: as in a grand."""
        keys = KEYS[obs.game or "G"]
        return lambda c: (-1 if keys[c][0] == TRUMP else HAND_SUITS.index(c.suit), keys[c][1])

    def __init__(self, variants: Mapping[str, Any] | None = None, seats: int | None = None) -> None:
        super().__init__(variants, seats)
        if self.variants.series_length % 3:  # §11.4
            raise ValueError(f"variant series_length must be a multiple of 3, not {self.variants.series_length}")

    # ---- match (§11) -------------------------------------------------------------------
    def new_match(self, rng: random.Random, previous: SkatRecord | None = None) -> SkatRecord:
        """§2.4: the first dealer is drawn; a following match carries the rotation on (§2.5)."""
        return SkatRecord(first_dealer=previous.next_dealer if previous else rng.randrange(3))

    def start_deal(self, record: SkatRecord, rng: random.Random) -> tuple[SkatState, list[Event]]:
        cards = list(DECK)
        rng.shuffle(cards)  # §6.1
        s = self.deal_from(cards, record.next_dealer, record.deals + 1)
        s.bock = self.variants.bock and record.bock_pending > 0
        s.totals, s.bock_pending = list(record.totals), record.bock_pending
        events = [Event(ev.DEAL, seat=p, cards=tuple(s.hands[p]), private=p) for p in (s.forehand, s.middlehand, s.rearhand)]
        events.append(Event(ev.DEAL, data={"skat": 2}))
        return s, events

    def deal_from(self, cards: list[Card], dealer: int, deal_no: int = 1) -> SkatState:
        """§6.2: deal an explicit deck order 3 – skat – 4 – 3, ``cards[0]`` to forehand first."""
        if sorted(cards) != sorted(DECK):
            raise ValueError("a Skat deck is the 32 cards, each once")
        f, m, r = (dealer + 1) % 3, (dealer + 2) % 3, dealer
        hands: list[list[Card]] = [[], [], []]
        for seat, a, b in ((f, 0, 3), (m, 3, 6), (r, 6, 9), (f, 11, 15), (m, 15, 19), (r, 19, 23),
                           (f, 23, 26), (m, 26, 29), (r, 29, 32)):
            hands[seat].extend(cards[a:b])
        return SkatState(deal_no=deal_no, dealer=dealer, phase=BIDDING, hands=hands, skat=list(cards[9:11]))

    def record_deal(self, record: SkatRecord, s: SkatState) -> SkatRecord:
        r = s.result
        assert r is not None  # the deal is over
        totals = [t + d for t, d in zip(record.totals, r.scores)]
        pending = record.bock_pending
        if self.variants.bock:  # §12.4.4: use up a Bock deal, then queue three per trigger
            pending = pending - s.bock + BOCK_DEALS * r.bock_triggers
        line = SheetLine(
            deal=s.deal_no, dealer=s.dealer, kind=r.kind,
            declarer=r.game.declarer if r.game else None,
            game=self.game_id(s), bid=r.game.bid if r.game else None,
            won=r.game.won if r.game else None, value=r.game.value if r.game else 0,
            bock=r.bock, scores=list(r.scores), totals=totals,
        )
        return SkatRecord(record.first_dealer, record.deals + 1, totals, pending, record.sheet + [line])

    def match_over(self, record: SkatRecord) -> bool:
        length: int = self.variants.series_length
        return record.deals >= length

    def match_scores(self, record: SkatRecord) -> tuple[float, ...]:
        return tuple(record.totals)

    # ---- one deal ----------------------------------------------------------------------
    def turn(self, s: SkatState) -> int | None:
        if s.phase == BIDDING:
            return bidding.actor(s)
        if s.phase in (SKAT_CHOICE, DISCARD_PHASE, DECLARE_PHASE):
            return s.declarer
        if s.phase in (PLAY, RAMSCH_PLAY):
            return (s.leader + len(s.trick)) % 3
        return None

    def legal_actions(self, s: SkatState, seat: int) -> list[Action]:
        turn = self.turn(s)
        if s.phase in (PLAY, RAMSCH_PLAY):
            acts = plays(legal_moves(s.hands[seat], s.trick, present(s.game))) if seat == turn else []
            return acts + self._claim_actions(s, seat)
        if seat != turn:
            return []
        if s.phase == BIDDING:
            return bidding.auction_actions(s)
        if s.phase == SKAT_CHOICE:
            return [Action(TAKE_SKAT), *declaration_actions(True, present(s.bid))]
        if s.phase == DISCARD_PHASE:
            return [Action(DISCARD, card=c) for c in sorted(s.hands[seat])]
        if s.phase == DECLARE_PHASE:
            return list(declaration_actions(False, present(s.bid)))
        return []

    def _claim_actions(self, s: SkatState, seat: int) -> list[Action]:
        """§12.5: resign before the first card; claims by the seat about to lead (suit/grand)."""
        if not self.variants.claims or s.phase != PLAY or s.trick:
            return []
        acts = []
        if seat == s.declarer and not s.tricks:
            acts.append(Action(RESIGN))
        if present(s.declaration).type != "N" and seat == s.leader:
            acts.append(Action(CLAIM if seat == s.declarer else DEFENCE_CLAIM))
        return acts

    def why_illegal(self, s: SkatState, seat: int, action: Action) -> Reason:
        kind, turn = action.kind, self.turn(s)
        if s.phase == DEAL_END:
            return Reason.of("engine.deal_over")
        if kind in (RESIGN, CLAIM, DEFENCE_CLAIM):
            return self._why_claim_illegal(s, seat, kind)
        if seat != turn:
            return Reason.of("engine.not_your_turn")
        if s.phase == BIDDING:
            return self._why_call_illegal(s, action)
        if kind == DECLARE and s.phase in (SKAT_CHOICE, DECLARE_PHASE):
            try:
                d = parse_declaration(action.arg or "")
            except ValueError:
                return Reason.of("skat.unknown_declaration", arg=action.arg or "")
            return why_declaration_illegal(d, s.phase == SKAT_CHOICE, present(s.bid))
        if kind == DISCARD and s.phase == DISCARD_PHASE:
            return Reason.of("engine.not_held", card=action.card.text) if action.card else Reason.of("skat.discard_one")
        if kind == PLAY_KIND and s.phase in (PLAY, RAMSCH_PLAY):
            if action.card not in s.hands[seat]:
                return not_held(action.card)
            led = effective_suit(s.trick[0], present(s.game))  # a held card is illegal only when following
            return Reason.of("engine.follow_trump") if led == TRUMP else Reason.of("engine.follow_suit", suit=led)
        expected = {SKAT_CHOICE: "skat.skat_choice", DISCARD_PHASE: "skat.discard_two",
                    DECLARE_PHASE: "skat.declare_game", PLAY: "engine.play_a_card", RAMSCH_PLAY: "engine.play_a_card"}
        return Reason.of(expected[s.phase])

    def _why_call_illegal(self, s: SkatState, action: Action) -> Reason:
        answering = s.auction in (MF_ANSWER, R_ANSWER)
        if action.kind == BID:
            if answering:
                return Reason.of("skat.responder")
            value = int(action.arg) if action.arg and action.arg.isdigit() else None
            if s.auction == F_LAST:
                return Reason.of("skat.forehand_18")
            if value not in bidding.BID_VALUES:
                return Reason.of("skat.bid_value", arg=action.arg or "")
            return Reason.of("skat.bid_higher", bid=s.highest or 0)
        if action.kind == HOLD:
            return Reason.of("skat.bidder_holds")
        return Reason.of("skat.bid_or_pass")

    def _why_claim_illegal(self, s: SkatState, seat: int, kind: str) -> Reason:
        if not self.variants.claims:
            return Reason.of("skat.claims_off")
        if s.phase != PLAY:
            return Reason.of("skat.claim_play")
        if kind == RESIGN:
            return Reason.of("skat.resign_when")
        if present(s.declaration).type == "N":
            return Reason.of("skat.claim_null")
        if kind == CLAIM and seat != s.declarer:
            return Reason.of("skat.claim_declarer")
        if kind == DEFENCE_CLAIM and seat == s.declarer:
            return Reason.of("skat.declarer_claims")
        return Reason.of("skat.claim_lead")

    def _apply(self, s: SkatState, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        announced = {"action": action.id}
        if s.phase == BIDDING:
            bidding.apply_call(s, seat, action)
            events = [Event(ev.ANNOUNCED, seat, data=announced)]
            if s.auction == DONE:
                s.phase = SKAT_CHOICE
            elif s.auction == ALL_PASSED:
                if self.variants.ramsch:  # §12.3.1
                    s.phase, s.leader = RAMSCH_PLAY, s.forehand
                    events.append(Event(ev.ANNOUNCED, data={"action": "RAMSCH"}))
                else:  # §7.4 note 4: thrown in
                    events += self._finish(s)
            return events
        if kind == TAKE_SKAT:  # §8.1
            s.picked_up, s.skat = list(s.skat), []
            s.hands[seat] += s.picked_up
            s.skat_taken, s.phase = True, DISCARD_PHASE
            return [Event(SKAT_TAKEN, seat, tuple(s.picked_up), private=seat)]
        if kind == DISCARD:
            assert action.card is not None  # DISCARD actions carry their card
            s.hands[seat].remove(action.card)
            s.skat.append(action.card)
            if len(s.skat) == 2:
                s.phase = DECLARE_PHASE
            return [Event(DISCARDED, seat, (action.card,), private=seat)]
        if kind == DECLARE:
            s.declaration = declared = parse_declaration(action.arg or "")
            s.phase, s.leader = PLAY, s.forehand  # §9.1
            events = [Event(ev.ANNOUNCED, seat, data=announced)]
            if declared.ouvert:  # §8.5: face up before forehand leads
                events.append(Event(OUVERT_REVEALED, seat, tuple(sorted(s.hands[seat]))))
            return events
        if kind == PLAY_KIND:
            assert action.card is not None  # PLAY actions carry their card
            return self._played(s, seat, action.card)
        return [Event(ev.ANNOUNCED, seat, data=announced)] + self._claim(s, seat, kind)

    def _play(self, s: SkatState, seat: int, c: Card, events: list[Event] | None) -> None:
        """Play ``c``; its events go to ``events`` (None: a search step, which needs none)."""
        s.hands[seat].remove(c)
        trick = s.trick
        trick.append(c)
        if events is not None:
            events.append(Event(ev.CARD_PLAYED, seat, (c,)))
        if len(trick) < 3:
            return
        winner = (s.leader + trick_winner(trick, present(s.game))) % 3
        s.tricks.append(TrickRecord(s.leader, trick, winner))
        if events is not None:
            events.append(Event(ev.TRICK_TAKEN, winner, tuple(trick), {"points": points(trick)}))
        s.trick, s.leader = [], winner
        if len(s.tricks) == 10 or self._ends_early(s, winner):
            finished = self._finish(s)
            if events is not None:
                events += finished

    def _ends_early(self, s: SkatState, winner: int) -> bool:
        """§9.5: null ends when the declarer takes a trick; announced schwarz when he loses one."""
        if s.phase != PLAY:
            return False
        d = present(s.declaration)
        if d.type == "N":
            return winner == s.declarer
        return d.schwarz and winner != s.declarer

    def _claim(self, s: SkatState, seat: int, kind: str) -> list[Event]:
        if kind == RESIGN:
            s.claim = Claim(seat, "resign", True)
        else:
            valid = claim_holds(s.hands, s.leader, present(s.game), seat, present(s.declarer))
            remaining = sorted(c for h in s.hands for c in h)
            to_declarer = valid == (kind == CLAIM)
            s.claim = Claim(seat, "claim" if kind == CLAIM else "defence", valid, remaining, len(s.hands[seat]), to_declarer)
        return self._finish(s)

    # ---- scoring (§10, §12) --------------------------------------------------------------
    def _finish(self, s: SkatState) -> list[Event]:
        s.phase = DEAL_END
        if s.auction == ALL_PASSED and not self.variants.ramsch:
            s.result = DealResult(THROWN_IN, [0, 0, 0], s.bock)
            return [Event(ev.ANNOUNCED, data={"action": "THROWN_IN"})]
        factor = 2 if s.bock else 1
        if s.auction == ALL_PASSED:
            pts, won = [0, 0, 0], [0, 0, 0]
            for t in s.tricks:
                pts[t.winner] += points(t.cards)
                won[t.winner] += 1
            pts[s.tricks[-1].winner] += points(s.skat)  # §12.3.4
            ramsch, scores = score_ramsch(pts, won)
            s.result = DealResult(RAMSCH, [factor * x for x in scores], s.bock, 0, list(s.skat), ramsch=ramsch)
        else:
            game = self._score_game(s)
            all_played = not game.ended_early
            triggers = bock_triggers(game, all_played) if self.variants.bock else 0
            s.result = DealResult(GAME, game_scores(game, self.variants.scoring, s.bock), s.bock, triggers,
                                  list(s.skat), game=game)
        return [Event(SKAT_REVEALED, cards=tuple(s.skat))]

    def _score_game(self, s: SkatState) -> GameResult:
        d, decl, bid = present(s.declaration), present(s.declarer), present(s.bid)
        played_by_declarer = [t.cards[(decl - t.leader) % 3] for t in s.tricks]
        cards12 = s.hands[decl] + played_by_declarer + s.skat  # §10.1
        if s.claim is not None and s.claim.kind == "resign":
            return score_resignation(d, bid, decl, s.skat_taken, cards12)
        dp = points(s.skat) + sum(points(t.cards) for t in s.tricks if t.winner == decl)
        dt = sum(t.winner == decl for t in s.tricks)
        ot = len(s.tricks) - dt
        if s.claim is not None:  # §12.5.4: remaining tricks credited whole
            if s.claim.to_declarer:
                dp, dt = dp + points(s.claim.cards), dt + s.claim.tricks
            else:
                ot += s.claim.tricks
        ended_early = s.claim is None and len(s.tricks) < 10
        return score_game(d, bid, decl, s.skat_taken, cards12, dp, dt, ot, ended_early)

    def clone(self, s: SkatState) -> SkatState:
        return clone(s)

    def determinize(self, obs: SkatObservation, rng: random.Random) -> SkatState:
        return determinize(obs, rng)

    def deal_over(self, s: SkatState) -> bool:
        return s.phase == DEAL_END

    def deal_scores(self, s: SkatState) -> tuple[float, ...]:
        assert s.result is not None  # the deal is over
        return tuple(s.result.scores)

    def game_id(self, s: SkatState) -> str:
        """The game as the score sheet keeps it: a declaration id ("clubs+hand"), "ramsch",
        or "" when thrown in; the UI words it."""
        if s.result is not None and s.result.kind == THROWN_IN:
            return ""
        if s.auction == ALL_PASSED:
            return RAMSCH_ID
        return declaration_id(s.declaration) if s.declaration else ""

    # ---- what a seat may see (§13) -------------------------------------------------------
    def observation(self, s: SkatState, seat: int) -> SkatObservation:
        return observe(self, s, seat)

    def trick_rules(self, obs: SkatObservation) -> Tricks | None:
        return Tricks(obs.game) if obs.game else None

    def check_record(self, record: SkatRecord) -> None:
        v = self.variants
        check_record(record, v.series_length, v.ramsch, v.bock, BID_VALUES, BOCK_DEALS)

    def check_state(self, s: SkatState) -> None:
        check_state(self, s)

    def new_stats(self) -> SimStats:
        return SkatStats()
