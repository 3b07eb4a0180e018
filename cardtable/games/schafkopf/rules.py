"""Schafkopf exactly per ``docs/rules/schafkopf.md`` (section numbers refer to it)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import replace

from ...engine import events as ev
from ...engine.actions import Action, Reason, not_held, plays
from ...engine.cards import Card, deck
from ...engine.events import Event
from ...engine.ruleset import HAND_SUITS, Ruleset, SimStats, present
from ...engine.variants import VariantSpec
from . import bidding
from .cards import (
    ACES,
    BETTEL,
    RAMSCH,
    SAUSPIEL,
    SIE,
    SUIT_CHOICE,
    SUIT_ORDER,
    TOUTS,
    Contract,
    Tricks,
    callable_suits,
    card_points,
    illegal_card_reason,
    legal_cards,
    ranking,
    trick_winner,
)
from .determinize import clone, determinize
from .observation import SchafkopfObservation, SchafkopfStats, check_state, observe
from .scoring import TARIFF_KEYS, TARIFFS, Tariff, score_played, score_ramsch, score_sie
from .state import (
    BIDDING,
    DEAL_END,
    DECLARE,
    KLOPFEN,
    KONTRA,
    MAIN,
    PLAY,
    RAMSCH_PLAY,
    RE,
    THROWN_IN,
    DealLine,
    DealResult,
    SchafkopfRecord,
    SchafkopfState,
    Trick,
    check_record,
)

PASS, BID, CALL, TRUMP, KONTRA_ACT, RE_ACT, KNOCK, NO_KNOCK = (
    "PASS", "BID", "CALL", "TRUMP", "KONTRA", "RE", "KNOCK", "NO_KNOCK",
)
PARTNER_REVEALED = "PartnerRevealed"
HAND_SHOWN = "HandShown"

VARIANTS = (
    VariantSpec("ramsch", False, help="all pass: play a Ramsch instead of throwing in (§14.1)"),
    VariantSpec("geier", False, help="Geier: only the Obers are trumps (§14.2)"),
    VariantSpec("farbwenz", False, help="Farbwenz: Unters and a suit are trumps (§14.3)"),
    VariantSpec("bettel", False, help="Bettel: the declarer must take no trick (§14.4)"),
    VariantSpec("klopfen", False, help="knock to double after the first four cards (§14.5)"),
    VariantSpec("bock_after_throw_in", False, help="a deal after a throw-in counts double (§14.6)"),
    VariantSpec("laufende_symmetric", True, help="Laufende count mit oder ohne (§14.7)"),
    VariantSpec("tariff", "seed", ("seed", "cents_10_20_50", "custom"), "tariff preset (§14.8)"),
    *(VariantSpec(k, TARIFFS["seed"][i], help=f"{k} with tariff=custom", minimum=0,
                   maximum=10_000) for i, k in enumerate(TARIFF_KEYS)),
    VariantSpec("match_rounds", 4, help="rounds of four deals in a match (§13)", minimum=1, maximum=100),
)


def deal_order(dealer: int, cards: Sequence[Card]) -> list[list[Card]]:
    """§7.2: two rounds of four-card packets, forehand first; each hand in dealt order."""
    hands: list[list[Card]] = [[], [], [], []]
    for k in range(8):
        seat = (dealer + 1 + k) % 4
        hands[seat].extend(cards[4 * k:4 * k + 4])
    return hands


class Schafkopf(Ruleset[SchafkopfState, SchafkopfRecord, SchafkopfObservation]):
    id = "schafkopf"
    title = "Schafkopf"
    VARIANTS = VARIANTS
    SEAT_COUNTS = (4,)
    STATE_TYPE = SchafkopfState
    MATCH_TYPE = SchafkopfRecord

    def hand_sort_key(self, obs: SchafkopfObservation) -> Callable[[Card], tuple[int, ...]]:
        """Trumps first in their order (Ober, Unter, hearts before a game is chosen), then the
        other suits in alternating colours, high to low."""
        c = obs.contract  # a Solo whose suit is not named yet sorts as before the auction
        r = c.ranking if c and (c.trump_suit or c.type not in SUIT_CHOICE) else ranking(SAUSPIEL, None)
        return lambda c: (-1, -r.power(c)) if r.is_trump(c) else (HAND_SUITS.index(c.suit), -r.power(c))

    @property
    def tariff(self) -> Tariff:
        return Tariff.from_variants(self.variants)

    # ---- match (§2, §13) ---------------------------------------------------------------
    def new_match(
        self, rng: random.Random, previous: SchafkopfRecord | None = None, first_dealer: int | None = None
    ) -> SchafkopfRecord:
        """The first dealer is drawn (§2.2) unless given; a following match carries on the rotation."""
        if first_dealer is None:
            first_dealer = previous.dealer if previous is not None else rng.randrange(4)
        return SchafkopfRecord(dealer=first_dealer, first_dealer=first_dealer)

    def start_deal(self, record: SchafkopfRecord, rng: random.Random) -> tuple[SchafkopfState, list[Event]]:
        cards = deck(32)
        rng.shuffle(cards)
        return self.deal_from(cards, record.dealer, record)

    def deal_from(
        self, cards: Sequence[Card], dealer: int, record: SchafkopfRecord | None = None
    ) -> tuple[SchafkopfState, list[Event]]:
        """Deal an explicit card sequence ``cards[0]`` first (§7); for tests and replays."""
        hands = deal_order(dealer, cards)
        bock = record.throw_ins if record is not None and self.variants.bock_after_throw_in else 0
        s = SchafkopfState(
            dealer=dealer, phase=KLOPFEN if self.variants.klopfen else MAIN,
            hands=[list(h) for h in hands], dealt=[list(h) for h in hands], bock=bock,
            match_totals=list(record.totals) if record else [0, 0, 0, 0],
            deal_number=record.deals + 1 if record else 1,
        )
        part = slice(0, 4) if s.phase == KLOPFEN else slice(0, 8)
        return s, self._deal_events(s, part)

    def _deal_events(self, s: SchafkopfState, part: slice) -> list[Event]:
        return [Event(ev.DEAL, seat, tuple(s.dealt[seat][part]), private=seat) for seat in s.order]

    def record_deal(self, record: SchafkopfRecord, s: SchafkopfState) -> SchafkopfRecord:
        r = present(s.result)
        c = s.contract
        line = DealLine(
            s.dealer, r.outcome, c.id if c else None, c.declarer if c else None, s.partner,
            r.won, r.value, list(r.vector),
        )
        return replace(
            record, dealer=(s.dealer + 1) % 4, deals=record.deals + 1,
            totals=[a + b for a, b in zip(record.totals, r.vector)],
            throw_ins=record.throw_ins + 1 if r.outcome == THROWN_IN else 0,
            sheet=record.sheet + [line],
        )

    def match_over(self, record: SchafkopfRecord) -> bool:
        rounds: int = self.variants.match_rounds
        return record.deals >= 4 * rounds

    def match_scores(self, record: SchafkopfRecord) -> tuple[float, ...]:
        return tuple(float(t) for t in record.totals)

    # ---- who acts ----------------------------------------------------------------------
    def turn(self, s: SchafkopfState) -> int | None:
        if s.phase == KLOPFEN:
            return s.order[s.speaker]
        if s.phase in BIDDING:
            return bidding.bidder(s)
        if s.phase == DECLARE:
            return present(s.contract).declarer
        if s.phase in (KONTRA, RE):
            return s.poll[0]
        if s.phase in (PLAY, RAMSCH_PLAY):
            return (present(s.current).leader + len(present(s.current).cards)) % 4
        return None

    def on_playing_side(self, s: SchafkopfState, seat: int) -> bool:
        return seat in s.playing_side

    def legal_actions(self, s: SchafkopfState, seat: int) -> list[Action]:
        if seat != self.turn(s):
            return []
        ph = s.phase
        if ph == KLOPFEN:
            return [Action(KNOCK), Action(NO_KNOCK)]
        if ph in BIDDING:
            return [Action(PASS)] + [Action(BID, arg=g) for g in bidding.legal_bids(s, self.variants)]
        if ph == DECLARE:
            if present(s.contract).type == SAUSPIEL:
                return [Action(CALL, arg=x) for x in callable_suits(s.hands[seat])]
            return [Action(TRUMP, arg=x) for x in SUIT_ORDER]
        if ph == KONTRA:  # the partner is asked too, with only "pass" (§10 information rule)
            return [Action(PASS)] if self.on_playing_side(s, seat) else [Action(KONTRA_ACT), Action(PASS)]
        if ph == RE:
            return [Action(RE_ACT), Action(PASS)] if self.on_playing_side(s, seat) else [Action(PASS)]
        return plays(self.legal_cards(s, seat))

    def legal_cards(self, s: SchafkopfState, seat: int) -> list[Card]:
        return legal_cards(present(s.contract), s.hands[seat], [t.cards[0] for t in s.tricks], present(s.current).cards)

    def why_illegal(self, s: SchafkopfState, seat: int, action: Action) -> Reason:
        ph, kind = s.phase, action.kind
        if ph == DEAL_END:
            return Reason.of("engine.deal_over")
        if seat != self.turn(s):
            return Reason.of("engine.not_your_turn")
        expected = {
            KLOPFEN: "schafkopf.knock_now",
            DECLARE: "schafkopf.announce_now",
            KONTRA: "schafkopf.kontra_now",
            RE: "schafkopf.re_now",
            PLAY: "engine.play_a_card",
            RAMSCH_PLAY: "engine.play_a_card",
        }
        if ph in BIDDING:
            if kind == BID:
                return bidding.bid_reason(s, self.variants, action.arg or "")
            return Reason.of("schafkopf.bid_game_now")
        if kind == PLAY and ph in (PLAY, RAMSCH_PLAY):
            if action.card is None or action.card not in s.hands[seat]:
                return not_held(action.card)
            return illegal_card_reason(
                present(s.contract), s.hands[seat], [t.cards[0] for t in s.tricks], present(s.current).cards, action.card
            )
        if kind == CALL and ph == DECLARE:
            return Reason.of("schafkopf.call_ace")
        if kind == KONTRA_ACT and ph == KONTRA:
            return Reason.of("schafkopf.kontra_who")
        if kind == RE_ACT and ph == RE:
            return Reason.of("schafkopf.re_who")
        return Reason.of(expected.get(ph, "engine.not_now"))

    # ---- carrying out an action --------------------------------------------------------
    def _apply(self, s: SchafkopfState, seat: int, action: Action) -> list[Event]:
        kind, ph = action.kind, s.phase
        if kind == PLAY:
            assert action.card is not None  # PLAY actions carry their card
            return self._played(s, seat, action.card)
        events = [Event(ev.ANNOUNCED, seat, data={"action": action.id, "phase": ph})]
        if ph == KLOPFEN:
            s.announcements.append((seat, action.id))
            if kind == KNOCK:
                s.knocks.append(seat)
            s.speaker += 1
            if s.speaker == 4:  # §7.2 round 2
                s.phase, s.speaker = MAIN, 0
                events += self._deal_events(s, slice(4, 8))
            return events
        s.announcements.append((seat, action.id))
        if ph in BIDDING:
            bidding.apply_bid(s, action.arg if kind == BID else None)
            if bidding.auction_over(s):
                events += self._end_auction(s)
            return events
        if ph == DECLARE:
            c, suit = present(s.contract), action.arg or ""
            if kind == CALL:
                ace = Card(suit, "A")
                s.contract = replace(c, called_suit=suit)
                s.partner = next(p for p in range(4) if ace in s.dealt[p])
            else:
                s.contract = replace(c, trump_suit=suit)
            return events + self._start_kontra(s)
        if ph == KONTRA:
            s.poll.pop(0)
            if kind == KONTRA_ACT:
                s.kontra_by, s.phase = seat, RE
                s.poll = [(seat + k) % 4 for k in (1, 2, 3)]
            elif not s.poll:
                self._start_play(s)
            return events
        # RE
        s.poll.pop(0)
        if kind == RE_ACT:
            s.re_by = seat
            if seat == s.partner:  # a Re by the partner reveals him (§9.2)
                events += self._reveal_partner(s)
            self._start_play(s)
        elif not s.poll:
            self._start_play(s)
        return events

    def _end_auction(self, s: SchafkopfState) -> list[Event]:
        """AUCTION_END (§8.1): throw in, Ramsch, or the declarer's contract."""
        if s.holder is None:
            if self.variants.ramsch:
                s.contract = Contract(RAMSCH, None)
                s.phase, s.current = RAMSCH_PLAY, Trick(s.forehand)
                return []
            return self._finish(s, DealResult(THROWN_IN, [0, 0, 0, 0]))
        assert s.holder_game is not None  # the holder holds a game
        s.contract = Contract(s.holder_game, s.holder)
        if s.holder_game == SIE:  # §12.6: shown and scored at once
            result = score_sie(s.contract, len(s.knocks) + s.bock, self.tariff)
            return self._finish(s, result)
        if s.holder_game == SAUSPIEL or s.holder_game in SUIT_CHOICE:
            s.phase = DECLARE
            return []
        return self._start_kontra(s)

    def _start_kontra(self, s: SchafkopfState) -> list[Event]:
        s.phase = KONTRA
        s.poll = [p for p in s.order if p != present(s.contract).declarer]
        return []

    def _start_play(self, s: SchafkopfState) -> None:
        s.phase, s.poll, s.current = PLAY, [], Trick(s.forehand)

    def _reveal_partner(self, s: SchafkopfState) -> list[Event]:
        if s.partner_revealed:
            return []
        s.partner_revealed = True
        return [Event(PARTNER_REVEALED, s.partner, data={"declarer": present(s.contract).declarer})]

    def _play(self, s: SchafkopfState, seat: int, c: Card, events: list[Event] | None) -> None:
        """Play ``c``; its events go to ``events`` (None: a search step, which needs none)."""
        s.hands[seat].remove(c)
        trick = present(s.current)
        trick.cards.append(c)
        if events is not None:
            events.append(Event(ev.CARD_PLAYED, seat, (c,)))
        contract = present(s.contract)
        if contract.called_suit and c is ACES[contract.called_suit]:
            revealed = self._reveal_partner(s)
            if events is not None:
                events += revealed
        if len(trick.cards) < 4:
            return
        trick.winner = winner = trick_winner(contract, trick.leader, trick.cards)
        s.tricks.append(trick)
        s.current = None
        if events is not None:
            events.append(Event(ev.TRICK_TAKEN, winner, tuple(trick.cards), {"points": card_points(trick.cards)}))
        if len(s.tricks) == 8 or self._ends_early(s, winner):
            finished = self._finish(s, self._score(s))
            if events is not None:
                events += finished
            return
        s.current = Trick(winner)

    def _ends_early(self, s: SchafkopfState, winner: int) -> bool:
        """§11.6: a Tout ends when a defender takes a trick, a Bettel when the declarer does."""
        kind = present(s.contract).type
        if kind in TOUTS:
            return winner not in s.playing_side
        return kind == BETTEL and winner == present(s.contract).declarer

    def _score(self, s: SchafkopfState) -> DealResult:
        if present(s.contract).type == RAMSCH:
            return score_ramsch(s.tricks, len(s.knocks), self.tariff)
        doublings = (s.kontra_by is not None) + (s.re_by is not None) + len(s.knocks) + s.bock
        return score_played(
            present(s.contract), s.playing_side, s.dealt, s.tricks, doublings, self.tariff, self.variants.laufende_symmetric
        )

    def _finish(self, s: SchafkopfState, result: DealResult) -> list[Event]:
        """DEAL_END / THROWN_IN: score, reveal every hand and the teams (§15)."""
        s.result, s.phase = result, DEAL_END
        s.partner_revealed = s.partner is not None
        events = [Event(HAND_SHOWN, seat, tuple(s.dealt[seat])) for seat in s.order]
        data = {"outcome": result.outcome, "vector": list(result.vector), "value": result.value, "won": result.won}
        events.append(Event(ev.DEAL_SCORED, data=data))
        return events

    def clone(self, s: SchafkopfState) -> SchafkopfState:
        return clone(s)

    def determinize(self, obs: SchafkopfObservation, rng: random.Random) -> SchafkopfState:
        return determinize(self, obs, rng)

    def deal_over(self, s: SchafkopfState) -> bool:
        return s.phase == DEAL_END

    def deal_scores(self, s: SchafkopfState) -> tuple[float, ...]:
        return tuple(float(v) for v in present(s.result).vector)

    # ---- presentation ------------------------------------------------------------------
    def observation(self, s: SchafkopfState, seat: int) -> SchafkopfObservation:
        return observe(self, s, seat)

    def trick_rules(self, obs: SchafkopfObservation) -> Tricks | None:
        if obs.contract is None:
            return None
        return Tricks(obs.contract, tuple(trick[0][1] for _, trick in obs.tricks))

    def check_record(self, record: SchafkopfRecord) -> None:
        check_record(record, 4 * self.variants.match_rounds, self.variants.ramsch)

    def check_state(self, s: SchafkopfState) -> None:
        check_state(self, s)

    def new_stats(self) -> SimStats:
        return SchafkopfStats()

