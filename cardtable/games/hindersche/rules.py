"""Hindersche exactly per ``docs/rules/hindersche.md`` (section numbers and [R-n]/[D-n] ids refer to it)."""

from __future__ import annotations

import copy
import random
from dataclasses import replace

from ...engine import events as ev
from ...engine.actions import PLAY, Action, Reason, not_held, plays
from ...engine.cards import Card, deck
from ...engine.events import Event
from ...engine.ruleset import Ruleset, SimStats, present
from ...engine.variants import VariantSpec
from .cards import Tricks, Trumps, follow_reason, legal_cards, trick_winner, trumps
from .determinize import clone, determinize
from .observation import HinderscheObservation, HinderscheStats, check_state, observe
from .scoring import apply_pending, deal_state, marcher, score_playoff, score_regular
from .state import (
    CANCELLED,
    HUPSCHER,
    HUPSCHER_ANSWER,
    PLAY as PLAY_PHASE,
    PLAYOFF,
    REGULAR,
    SCHLEIPFE,
    SCHLEIPFE_OBJECTION,
    SCORED,
    DealResult,
    HinderscheRecord,
    HinderscheState,
    HupscherWindow,
    SchleipfeWindow,
    SlateLine,
    Standing,
    TrickRecord,
    check_record,
)

# Action kinds (section 7.4)
DECLARE, KEEP, AGREE, REFUSE = "HUPSCHER", "HUPSCHER_PASS", "HUPSCHER_AGREE", "HUPSCHER_REFUSE"
CLAIM, LET_GO, OBJECT, ALLOW = "SCHLEIPFE", "SCHLEIPFE_PASS", "SCHLEIPFE_OBJECT", "SCHLEIPFE_ALLOW"

# Event kinds beyond the engine's common ones (section 7.4, 15)
TRUMP_TURNED, PLAYOFF_STARTED, DEAL_CANCELLED = "TrumpTurned", "PlayoffStarted", "DealCancelled"
HUPSCHER_DECLARED, HUPSCHER_ANSWERED = "HupscherDeclared", "HupscherAnswered"
SCHLEIPFE_CLAIMED, SCHLEIPFE_OBJECTED, SCHLEIPFE_ACCEPTED = "SchleipfeClaimed", "SchleipfeObjected", "SchleipfeAccepted"

VARIANTS = (
    VariantSpec("schleipfe", True, help="allow Schleipfe claims with veto (section 15)"),
    VariantSpec("must_trump_when_void", True, help="void in a led plain suit, a trump must be played if held"),
    VariantSpec("alt_exempt", False, help="when trumps are led, the Alt as one's only trump need not be played"),
    VariantSpec("hupscher", True, help="Hüpscher (ask for a new deal) in round two"),
    VariantSpec("hupscher_max_redeals", 3, help="cancelled deals in a row per dealer before Hüpscher closes", minimum=0,
                maximum=100),
    VariantSpec("rare_march_marcher_out", False, help="a March in the RARE state wipes the marcher's stroke"),
    VariantSpec("rubber_games", 4, help="games that make a rubber", minimum=1, maximum=100),
    VariantSpec("stake", 1, help="units per lost-game difference in the settlement", minimum=1, maximum=10_000),
)

TRICKS = 9


def receipt_order(dealer: int, participants: list[int] | set[int]) -> list[int]:
    """6.2 step 2: from the dealer's right, the dealer last; also the play order of the deal."""
    return [s for s in ((dealer + i) % 4 for i in range(1, 5)) if s in participants]


def after(order: list[int], seat: int) -> list[int]:
    """The other seats of ``order`` in play order, starting after ``seat``."""
    i = order.index(seat)
    return order[i + 1:] + order[:i]


def _ask_next(s: HinderscheState, waiting: list[int]) -> bool:
    """The seat first in ``waiting`` has answered; the next one is asked. False: nobody is left."""
    waiting.pop(0)
    if waiting:
        s.to_move = waiting[0]
    return bool(waiting)


class Hindersche(Ruleset[HinderscheState, HinderscheRecord, HinderscheObservation]):
    id = "hindersche"
    title = "Hindersche"
    VARIANTS = VARIANTS
    SEAT_COUNTS = (4,)
    STATE_TYPE = HinderscheState
    MATCH_TYPE = HinderscheRecord

    def table(self, s: HinderscheState) -> Trumps:
        return trumps(s.trump)

    # ---- a game within its rubber (sections 6.1, 14) ----------------------------------
    def new_match(self, rng: random.Random, previous: HinderscheRecord | None = None) -> HinderscheRecord:
        """One game. The first dealer is drawn [D-1]; a later game starts right of the previous
        game's last dealer [D-2]. Rules silent: a new rubber after a settled one keeps that rotation."""
        if previous is None:
            return HinderscheRecord(Standing(1, [0] * 4, [0, 1, 2, 3], rng.randrange(4)))
        old = previous.standing
        dealer = (old.dealer + 1) % 4
        if old.settlement is not None:
            return HinderscheRecord(Standing(1, [0] * 4, [0, 1, 2, 3], dealer))
        standing = Standing(1, [0] * 4, [0, 1, 2, 3], dealer, rubber_losses=list(old.rubber_losses),
                            rubber_games=old.rubber_games)
        return HinderscheRecord(standing, game=previous.game + 1)

    def start_deal(self, record: HinderscheRecord, rng: random.Random) -> tuple[HinderscheState, list[Event]]:
        pack = deck(36)
        rng.shuffle(pack)  # the cut is part of the seeded shuffle (6.2)
        return self.deal_next(record.standing, pack)

    def deal_next(self, standing: Standing, pack: list[Card]) -> tuple[HinderscheState, list[Event]]:
        """The next deal of the game from an explicit pack (top first): a pending playoff, else a
        regular deal among the active players."""
        pending = standing.pending
        if pending is not None and pending.playoffs:
            head = pending.playoffs[0]
            state = self.deal_from(pack, pending.dealer, head.seats, standing, PLAYOFF, head.question)
            events = [Event(PLAYOFF_STARTED, data={"question": head.question, "seats": list(head.seats)})]
        else:
            state = self.deal_from(pack, standing.dealer, standing.active, standing, REGULAR, deal_state(standing))
            events = []
        for s in state.participants:
            events.append(Event(ev.DEAL, seat=s, cards=tuple(state.hands[s]), private=s))
        holder = state.dealer if len(state.participants) == 4 else None
        events.append(Event(TRUMP_TURNED, seat=holder, cards=(state.trump_card,), data={"trump": state.trump}))
        return state, events

    def deal_from(
        self, pack: list[Card], dealer: int, participants: list[int], standing: Standing, kind: str, label: str
    ) -> HinderscheState:
        """6.2: three rounds of three cards; trump is the dealer's last card with four
        participants, else the top card of the undealt rest (which stays on the table)."""
        order = receipt_order(dealer, participants)
        hands: list[list[Card]] = [[] for _ in range(4)]
        top = 0
        for _ in range(3):
            for s in order:
                hands[s].extend(pack[top:top + 3])
                top += 3
        undealt = list(pack[top:])
        trump_card = pack[35] if len(order) == 4 else undealt[0]
        open_window = (
            kind == REGULAR and standing.round == 2 and self.variants.hupscher
            and standing.redeals < self.variants.hupscher_max_redeals  # [D-8], [D-9]
        )
        return HinderscheState(
            kind=kind, label=label, dealer=dealer, participants=order, hands=hands, undealt=undealt,
            trump_card=trump_card, phase=HUPSCHER if open_window else PLAY_PHASE, to_move=order[0],
            leader=order[0], before=copy.deepcopy(standing),
            hupscher=HupscherWindow() if open_window else None,
        )

    def record_deal(self, record: HinderscheRecord, s: HinderscheState) -> HinderscheRecord:
        assert s.result is not None  # the deal is over
        return replace(record, standing=copy.deepcopy(s.result.after))

    def match_over(self, record: HinderscheRecord) -> bool:
        return record.standing.loser is not None

    def match_scores(self, record: HinderscheRecord) -> tuple[float, ...]:
        """Games lost in this game, negated (a double loss counts −2)."""
        st = record.standing
        return tuple(float(-st.lost if seat == st.loser else 0) for seat in range(4))

    def match_winners(self, record: HinderscheRecord) -> tuple[int, ...]:
        """Everybody but the loser wins a game (``match_wins`` counts games not lost)."""
        return tuple(s for s in range(4) if s != record.standing.loser)

    # ---- one deal ----------------------------------------------------------------------
    def turn(self, s: HinderscheState) -> int | None:
        return s.to_move

    def legal_actions(self, s: HinderscheState, seat: int) -> list[Action]:
        if seat != s.to_move:
            return []
        if s.phase == PLAY_PHASE:
            return plays(self.legal_cards(s, seat))
        if s.phase == HUPSCHER:
            return [Action(DECLARE), Action(KEEP)]
        if s.phase == HUPSCHER_ANSWER:
            return [Action(AGREE), Action(REFUSE)]
        if s.phase == SCHLEIPFE:
            return [Action(CLAIM), Action(LET_GO)]
        if s.phase == SCHLEIPFE_OBJECTION:
            return [Action(OBJECT), Action(ALLOW)]
        return []

    def legal_cards(self, s: HinderscheState, seat: int) -> list[Card]:
        v = self.variants
        return legal_cards(s.hands[seat], [c for _, c in s.trick], self.table(s), v.must_trump_when_void, v.alt_exempt)

    def why_illegal(self, s: HinderscheState, seat: int, action: Action) -> Reason:
        if s.to_move is None:
            return Reason.of("engine.deal_over")
        if seat not in s.participants:
            return Reason.of("hindersche.sitting_out")
        if seat != s.to_move:
            return Reason.of("engine.not_your_turn")
        kind = action.kind
        if kind == PLAY:
            if s.phase in (HUPSCHER, HUPSCHER_ANSWER):
                return Reason.of("hindersche.hupscher_first")
            if s.phase != PLAY_PHASE:
                return Reason.of("hindersche.schleipfe_pending")
            if action.card is None or action.card not in s.hands[seat]:
                return not_held(action.card)
            return follow_reason(s.hands[seat], [c for _, c in s.trick], self.table(s))
        if kind in (DECLARE, KEEP, AGREE, REFUSE):
            if s.kind == PLAYOFF:
                return Reason.of("hindersche.hupscher_playoff")
            if s.before.round == 1:
                return Reason.of("hindersche.hupscher_round")
            if s.hupscher is None:
                return Reason.of("hindersche.hupscher_closed" if self.variants.hupscher else "hindersche.hupscher_off")
            return Reason.of("hindersche.hupscher_when")
        if kind in (CLAIM, LET_GO, OBJECT, ALLOW):
            if not self.variants.schleipfe:
                return Reason.of("hindersche.schleipfe_off")
            return Reason.of("hindersche.schleipfe_when")
        return Reason.of("engine.not_now")

    def _apply(self, s: HinderscheState, seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == PLAY:
            assert action.card is not None  # PLAY actions carry their card
            return self._played(s, seat, action.card)
        if kind == KEEP:
            present(s.hupscher).had_turn.append(seat)
            return self._next_in_window(s)
        if kind == DECLARE:  # 13.3: every other participant answers, in play order
            w = present(s.hupscher)
            w.had_turn.append(seat)
            w.declarer, w.to_answer = seat, after(s.participants, seat)
            s.phase, s.to_move = HUPSCHER_ANSWER, w.to_answer[0]
            return [Event(HUPSCHER_DECLARED, seat)]
        if kind == AGREE:
            events = [Event(HUPSCHER_ANSWERED, seat, data={"agree": True})]
            if _ask_next(s, present(s.hupscher).to_answer):
                return events
            return events + self._cancel(s)
        if kind == REFUSE:  # the request fails at once; the window goes on (rules silent on asking the rest)
            w = present(s.hupscher)
            w.declarer, w.to_answer = None, []
            return [Event(HUPSCHER_ANSWERED, seat, data={"agree": False})] + self._next_in_window(s)
        if kind == LET_GO:
            sw = present(s.schleipfe)
            return [] if _ask_next(s, sw.to_ask) else self._take(s, sw.winner)
        if kind == CLAIM:
            sw = present(s.schleipfe)
            sw.claimant, sw.to_ask = seat, []
            sw.to_answer = after(s.participants, seat)
            s.phase, s.to_move = SCHLEIPFE_OBJECTION, sw.to_answer[0]
            return [Event(SCHLEIPFE_CLAIMED, seat, data={"winner": sw.winner})]
        if kind == OBJECT:
            return [Event(SCHLEIPFE_OBJECTED, seat)] + self._take(s, present(s.schleipfe).winner)
        if kind == ALLOW:
            sw = present(s.schleipfe)
            if _ask_next(s, sw.to_answer):
                return []
            assert sw.claimant is not None  # objections are asked after a claim
            return [Event(SCHLEIPFE_ACCEPTED, sw.claimant, data={"winner": sw.winner})] + self._take(s, sw.claimant)
        raise AssertionError(kind)

    def _next_in_window(self, s: HinderscheState) -> list[Event]:
        """13.2: the next participant who has not had a turn; after the last one, play begins."""
        waiting = [p for p in s.participants if p not in present(s.hupscher).had_turn]
        if waiting:
            s.phase, s.to_move = HUPSCHER, waiting[0]
        else:
            s.phase, s.to_move = PLAY_PHASE, s.leader
        return []

    def _cancel(self, s: HinderscheState) -> list[Event]:
        """13: unanimous agreement abandons the deal; the same dealer deals again."""
        after_ = copy.deepcopy(s.before)
        after_.redeals += 1
        after_.slate.append(SlateLine(CANCELLED, s.dealer, s.label, list(s.participants), strokes=list(after_.strokes)))
        s.result = DealResult({}, {}, None, after_)
        s.phase, s.to_move = CANCELLED, None
        return [Event(DEAL_CANCELLED, present(s.hupscher).declarer, data={"redeals": after_.redeals})]

    def _play(self, s: HinderscheState, seat: int, c: Card, events: list[Event] | None) -> None:
        """Play ``c``; its events go to ``events`` (None: a search step, which needs none)."""
        s.hands[seat].remove(c)
        s.trick.append((seat, c))
        if events is not None:
            events.append(Event(ev.CARD_PLAYED, seat, (c,)))
        if len(s.trick) < len(s.participants):
            s.to_move = after(s.participants, seat)[0]
            return
        winner = s.trick[trick_winner([x for _, x in s.trick], self.table(s))][0]
        if self.variants.schleipfe and len(s.tricks) + 1 < TRICKS:  # [D-11]: never on the 9th trick
            s.schleipfe = SchleipfeWindow(winner, after(s.participants, winner))
            s.phase, s.to_move = SCHLEIPFE, s.schleipfe.to_ask[0]
            return
        taken = self._take(s, winner)
        if events is not None:
            events += taken

    def _take(self, s: HinderscheState, taker: int) -> list[Event]:
        """The trick goes to ``taker`` (the winner, or an unopposed Schleipfe claimant), who leads."""
        winner = s.schleipfe.winner if s.schleipfe else taker
        cards = tuple(c for _, c in s.trick)
        s.tricks.append(TrickRecord(s.trick[0][0], list(s.trick), winner, taker))
        s.trick, s.schleipfe, s.leader = [], None, taker
        events = [Event(ev.TRICK_TAKEN, taker, cards, {"points": self.table(s).points(cards), "winner": winner})]
        if len(s.tricks) < TRICKS:
            s.phase, s.to_move = PLAY_PHASE, taker
            return events
        return events + self._score(s)

    # ---- end of a deal (sections 8-12) --------------------------------------------------
    def card_points(self, s: HinderscheState) -> tuple[dict[int, int], dict[int, int]]:
        tr = self.table(s)
        points = dict.fromkeys(s.participants, 0)
        tricks = dict.fromkeys(s.participants, 0)
        for t in s.tricks:
            points[t.taker] += tr.points(c for _, c in t.cards)
            tricks[t.taker] += 1
        return points, tricks

    def _score(self, s: HinderscheState) -> list[Event]:
        points, tricks = self.card_points(s)
        s.result, events = self.settle(s.kind, s.label, s.dealer, s.participants, s.before, points, tricks)
        s.phase, s.to_move = SCORED, None
        return events

    def settle(
        self, kind: str, label: str, dealer: int, participants: list[int], before: Standing,
        points: dict[int, int], tricks: dict[int, int],
    ) -> tuple[DealResult, list[Event]]:
        """Score a played deal onto the slate: March (8), round one (9), round two (11), a
        playoff (12); the changes wait until the last playoff is played [D-6]."""
        march = marcher(points, tricks, before.round)
        if kind == REGULAR:
            pending = score_regular(label, dealer, points, march, self.variants.rare_march_marcher_out)
            before = replace(before, redeals=0)  # a deal has been played [D-9]
        else:
            assert before.pending is not None  # a playoff settles a pending regular deal
            pending = score_playoff(before.pending, points, march)
        line = SlateLine(kind, dealer, label, list(participants), points, tricks, march, strokes=list(before.strokes))
        if pending.playoffs:
            after_ = replace(copy.deepcopy(before), pending=pending)
            events: list[Event] = []
        else:
            after_, events = apply_pending(before, pending, self.variants, line)
        after_.slate.append(line)
        return DealResult(points, tricks, march, after_), events

    def copy_state(self, s: HinderscheState) -> HinderscheState:
        """Deep copy that shares ``before``: the standing a deal began with is never changed."""
        return copy.deepcopy(s, {id(s.before): s.before})

    def clone(self, s: HinderscheState) -> HinderscheState:
        return clone(s)

    def determinize(self, obs: HinderscheObservation, rng: random.Random) -> HinderscheState:
        return determinize(self, obs, rng)

    def deal_over(self, s: HinderscheState) -> bool:
        return s.to_move is None

    def deal_scores(self, s: HinderscheState) -> tuple[float, ...]:
        """Card points taken in the deal (what the deal summary shows); the slate is in the record."""
        assert s.result is not None  # the deal is over
        points = s.result.card_points
        return tuple(float(points.get(p, 0)) for p in range(4))

    def deal_result(self, s: HinderscheState) -> tuple[float, ...]:
        """Strokes wiped minus strokes gained (the slate, not card points, is what a deal is worth)."""
        before, after = s.before.strokes, present(s.result).after.strokes
        return tuple(float(before[p] - after[p]) for p in range(4))

    # ---- what a seat may see (section 17) -----------------------------------------------
    def observation(self, s: HinderscheState, seat: int) -> HinderscheObservation:
        return observe(self, s, seat)

    def trick_rules(self, obs: HinderscheObservation) -> Tricks | None:
        if obs.trump is None:
            return None
        return Tricks(trumps(obs.trump), self.variants.must_trump_when_void, self.variants.alt_exempt)

    def check_record(self, record: HinderscheRecord) -> None:
        check_record(record, self.variants.hupscher_max_redeals, self.variants.rubber_games)

    def check_state(self, s: HinderscheState) -> None:
        check_state(self, s)

    def new_stats(self) -> SimStats:
        return HinderscheStats()
