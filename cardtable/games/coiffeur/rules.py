"""Coiffeur exactly per ``docs/rules/coiffeur.md`` (section numbers refer to it)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import Any

from ...engine import events as ev
from ...engine.actions import PLAY as PLAY_KIND, Action, Reason, not_held, plays
from ...engine.cards import Card, deck
from ...engine.events import Event
from ...engine.ruleset import Ruleset, SimStats, shallow_copy
from ...engine.variants import VariantSpec
from . import scoring
from .bidding import (
    CONTRACTS_3P,
    JOKERS,
    MODE_3P,
    MODE_4P_TEAMS,
    MODES,
    bid_turns,
    board_rows,
    declaration_args,
    owner,
    owner_count,
    parse_declaration,
    seat_count,
    side,
    tricks_per_deal,
)
from .cards import DEAL_TOTAL, MATCH_BONUS, Tricks, legal_cards, trick_points, why_not_legal, winning_index
from .determinize import determinize
from .observation import CoiffeurObservation, CoiffeurStats, check_state, observe
from .state import (
    BIDDING,
    MATCH,
    NORMAL,
    PLAY,
    RECORD,
    REVERSE_MATCH,
    Bid,
    Board,
    CoiffeurRecord,
    CoiffeurState,
    DealLine,
    DealResult,
    TrickRecord,
    check_record,
)

PASS, DECLARE = "PASS", "DECLARE"
DEAL_RESULT = "DealResult"  # event: the declaring side's result, before the board is updated

VARIANTS = (
    VariantSpec("mode", MODE_3P, MODES, "3 players, or 4 in partnerships or individually (§2.1)"),
    VariantSpec("first_dealer", "random", ("random", "0", "1", "2", "3"), "dealer of the first deal (§6.1)"),
    VariantSpec("puur_exempt", True, help="the trump jack alone need not follow a trump lead (§8.2e)"),
    VariantSpec("joker_slalom_gustav_4p", False, help="4 players: a Joker may be Slalom or Gustav (§7.2)"),
    VariantSpec("undenufe_six_high_value", False, help="in Undenufe sixes count 11 and aces 0 (§5.2)"),
    VariantSpec("four_player_scoring", "tenths_floor", ("tenths_floor", "raw"), "4 players: S = floor(P/10)×m or P×m"),
)


@cache
def _declare(arg: str) -> Action:
    return Action(DECLARE, arg=arg)


def recorded_value(won: int, tricks: int, side_points: int) -> tuple[str, int]:
    """§9.2: all tricks → Match, 257; no trick → reverse Match, 0; else the side's points
    (0 points with a trick won, or 157 with a trick lost, are neither)."""
    if won == tricks:
        return MATCH, DEAL_TOTAL + MATCH_BONUS
    if won == 0:
        return REVERSE_MATCH, 0
    return NORMAL, side_points


class Coiffeur(Ruleset[CoiffeurState, CoiffeurRecord, CoiffeurObservation]):
    id = "coiffeur"
    title = "Coiffeur"
    VARIANTS = VARIANTS
    SEAT_COUNTS = (3, 4)
    STATE_TYPE = CoiffeurState
    MATCH_TYPE = CoiffeurRecord

    def __init__(self, variants: Mapping[str, Any] | None = None, seats: int | None = None) -> None:
        chosen = dict(variants or {})
        if seats == 4 and "mode" not in chosen:  # four seats without a mode: the partnership game
            chosen["mode"] = MODE_4P_TEAMS
        super().__init__(chosen, seats)
        self.mode: str = self.variants.mode
        if self.seats != seat_count(self.mode):
            raise ValueError(f"coiffeur mode {self.mode} is played by {seat_count(self.mode)} players, not {self.seats}")
        fixed = self.variants.first_dealer
        if fixed != "random" and int(fixed) >= self.seats:
            raise ValueError(f"first_dealer {fixed} is not a seat of a {self.seats}-player game")
        self.tricks = tricks_per_deal(self.mode)  # tricks in a deal
        self.six_high: bool = self.variants.undenufe_six_high_value
        self.puur_exempt: bool = self.variants.puur_exempt

    def default_seats(self) -> int:
        return seat_count(self.variants.mode)

    # ---- match ---------------------------------------------------------------------
    def new_match(self, rng: random.Random, previous: CoiffeurRecord | None = None) -> CoiffeurRecord:
        """§6.1; a game following another carries the dealer rotation on."""
        fixed = self.variants.first_dealer
        if previous is not None:
            dealer = previous.dealer
        elif fixed != "random":
            dealer = int(fixed)
        else:
            dealer = rng.randrange(self.seats)
        return CoiffeurRecord(self.mode, dealer, scoring.new_board(self.mode))

    def start_deal(self, record: CoiffeurRecord, rng: random.Random) -> tuple[CoiffeurState, list[Event]]:
        cards = deck(36)
        rng.shuffle(cards)  # §6.2
        state = self.deal_from(cards, record.dealer, record.board, draw_seed=rng.getrandbits(48))
        order = [(state.dealer + 1 + i) % self.seats for i in range(self.seats)]
        return state, [Event(ev.DEAL, seat=p, cards=tuple(state.hands[p]), private=p) for p in order]

    def deal_from(self, cards: list[Card], dealer: int, board: Board | None = None, draw_seed: int = 0) -> CoiffeurState:
        """Deal an explicit deck order, ``cards[0]`` on top (§6.3); for tests and replays."""
        n = self.seats
        hands: list[list[Card]] = [[] for _ in range(n)]
        for p in range(12):
            hands[(dealer + 1 + p) % n].extend(cards[3 * p:3 * p + 3])
        board = board if board is not None else scoring.new_board(self.mode)
        has = [bool(scoring.open_contracts(board, o)) for o in range(owner_count(self.mode))]
        return CoiffeurState(
            mode=self.mode, dealer=dealer, phase=BIDDING, hands=hands, board=board,
            bid_turns=bid_turns(self.mode, dealer, n, has), points=[0] * n, tricks_won=[0] * n,
            draw_seed=draw_seed,
        )

    def record_deal(self, record: CoiffeurRecord, s: CoiffeurState) -> CoiffeurRecord:
        """§9.3–9.5: write P (and S), rank a completed 3p row, pass the deal on."""
        r = s.result
        assert r is not None and s.declaration is not None  # the deal is over
        rng = random.Random(s.draw_seed)
        board = scoring.record(
            record.board, owner(self.mode, r.declarer), r.contract, r.value, r.outcome,
            draw=lambda group: rng.sample(deck(36), len(group)),  # a fresh shuffled deck per draw
            raw=self.variants.four_player_scoring == "raw",
        )
        line = DealLine(s.dealer, r.declarer, r.contract, r.play, s.declaration.forced, r.value, r.outcome)
        return CoiffeurRecord(self.mode, (s.dealer + 1) % self.seats, board, record.sheet + [line])

    def match_over(self, record: CoiffeurRecord) -> bool:
        return scoring.complete(record.board)

    def match_scores(self, record: CoiffeurRecord) -> tuple[float, ...]:
        """Each seat's final score so far; partners share their team's total."""
        totals = scoring.totals(record.board)
        return tuple(float(totals[owner(self.mode, p)]) for p in range(self.seats))

    # ---- one deal ------------------------------------------------------------------
    def turn(self, s: CoiffeurState) -> int | None:
        if s.phase == BIDDING:
            return s.bid_turns[s.bid_index].seat
        if s.phase == PLAY:
            return (s.leader + len(s.trick)) % self.seats
        return None

    def legal_cards(self, s: CoiffeurState, seat: int) -> list[Card]:
        assert s.declaration is not None  # cards are played after the declaration
        return legal_cards(s.hands[seat], s.trick, s.declaration.play, self.puur_exempt)

    def declaration_args(self, s: CoiffeurState, seat: int) -> list[str]:
        """Every declaration ``seat`` may make from its owner's open contracts (§7.2)."""
        mine = scoring.open_contracts(s.board, owner(self.mode, seat))
        return [a for c in mine for a in declaration_args(c, self.mode, self.variants.joker_slalom_gustav_4p)]

    def legal_actions(self, s: CoiffeurState, seat: int) -> list[Action]:
        if self.turn(s) != seat:
            return []
        if s.phase == BIDDING:
            acts = [Action(PASS)] if s.bid_turns[s.bid_index].may_pass else []
            return acts + [_declare(a) for a in self.declaration_args(s, seat)]
        return plays(self.legal_cards(s, seat))

    def why_illegal(self, s: CoiffeurState, seat: int, action: Action) -> Reason:
        if s.phase == RECORD:
            return Reason.of("engine.deal_over")
        if self.turn(s) != seat:
            return Reason.of("engine.not_your_turn")
        if s.phase == BIDDING:
            return self._bid_reason(s, seat, action)
        if action.kind != PLAY_KIND or action.card is None:
            return Reason.of("coiffeur.play_now")
        if action.card not in s.hands[seat]:
            return not_held(action.card)
        assert s.declaration is not None  # the phase is PLAY
        return why_not_legal(s.hands[seat], s.trick, s.declaration.play, self.variants.puur_exempt, action.card)

    def _bid_reason(self, s: CoiffeurState, seat: int, action: Action) -> Reason:
        if action.kind == PASS:
            if s.bid_index > 0 and s.bid_turns[0].seat == seat:
                return Reason.of("coiffeur.forced_first")  # im Zwang, §7.5
            if len(s.bid_turns) == 1:
                return Reason.of("coiffeur.forced_only")  # §7.5
            return Reason.of("coiffeur.forced_last")  # §7.5–7.6
        if action.kind != DECLARE or action.arg is None:
            return Reason.of("coiffeur.contract_first")
        try:
            d = parse_declaration(action.arg, seat)
        except ValueError:
            return Reason.of("coiffeur.not_contract", arg=action.arg)
        if d.contract not in CONTRACTS_3P:
            return Reason.of("coiffeur.not_contract", arg=d.contract)
        if d.contract not in [r.contract for r in s.board.rows]:
            return Reason.of("coiffeur.contract_mode", contract=d.contract, mode=self.mode)
        if d.contract not in scoring.open_contracts(s.board, owner(self.mode, seat)):
            return Reason.of("coiffeur.contract_used", contract=d.contract)
        if d.contract in JOKERS:
            return Reason.of("coiffeur.joker_4p")
        return Reason.of("coiffeur.play_type")

    def copy_state(self, s: CoiffeurState) -> CoiffeurState:
        """A copy for ``apply``: the lists a deal changes are copied, the records in them are
        never changed once made, and the board is only ever replaced (``board.record``)."""
        c = shallow_copy(s)
        c.hands, c.bids, c.trick = [list(h) for h in s.hands], list(s.bids), list(s.trick)
        c.tricks, c.points, c.tricks_won = list(s.tricks), list(s.points), list(s.tricks_won)
        return c

    def determinize(self, obs: CoiffeurObservation, rng: random.Random) -> CoiffeurState:
        return determinize(self, obs, rng)

    def _apply(self, s: CoiffeurState, seat: int, action: Action) -> list[Event]:
        if action.kind == PASS:
            s.bids.append(Bid(seat, action.id))
            s.bid_index += 1
            return [Event(ev.ANNOUNCED, seat, data={"action": action.id})]
        if action.kind == DECLARE:
            return self._declare(s, seat, action)
        assert action.card is not None  # a legal action that is neither PASS nor DECLARE plays a card
        return self._played(s, seat, action.card)

    def _declare(self, s: CoiffeurState, seat: int, action: Action) -> list[Event]:
        """§7.2, §7.7: the contract leaves the owner's list when the deal is recorded; the
        declarer leads trick 1."""
        forced = not s.bid_turns[s.bid_index].may_pass
        d = parse_declaration(action.arg or "", seat, forced)
        s.declaration, s.phase, s.leader = d, PLAY, seat
        s.bids.append(Bid(seat, action.id, forced))
        data = {"action": action.id, "contract": d.contract, "play": d.play.id, "forced": forced}
        return [Event(ev.ANNOUNCED, seat, data=data)]

    def _play(self, s: CoiffeurState, seat: int, c: Card, events: list[Event] | None) -> None:
        """Play ``c``; its events go to ``events`` (None: a search step, which needs none)."""
        s.hands[seat].remove(c)
        trick = s.trick
        trick.append(c)
        k = len(s.tricks) + 1
        if events is not None:
            events.append(Event(ev.CARD_PLAYED, seat, (c,), {"trick": k}))
        if len(trick) < self.seats:
            return
        assert s.declaration is not None  # the phase is PLAY
        pt, last = s.declaration.play, k == self.tricks
        direction = pt.direction(k, self.tricks)
        winner = (s.leader + winning_index(trick, pt, direction)) % self.seats  # §8.3
        points = trick_points(trick, pt, last, self.six_high)  # §8.4
        s.tricks.append(TrickRecord(k, s.leader, trick, winner, points, direction))
        s.points[winner] += points
        s.tricks_won[winner] += 1
        s.leader, s.trick = winner, []
        if events is not None:
            events.append(Event(ev.TRICK_TAKEN, winner, tuple(trick), {"points": points, "number": k, "direction": direction}))
        if last:
            finished = self._finish(s)
            if events is not None:
                events.append(finished)

    def _finish(self, s: CoiffeurState) -> Event:
        """§9.1–9.2 (and §9.4's S) once trick T is taken."""
        if sum(s.points) != DEAL_TOTAL:  # §5.4
            raise AssertionError(f"a deal must total {DEAL_TOTAL} points, not {sum(s.points)}")
        d = s.declaration
        assert d is not None  # the phase is PLAY
        members = list(side(self.mode, d.seat))
        won = sum(s.tricks_won[p] for p in members)
        points = sum(s.points[p] for p in members)
        outcome, value = recorded_value(won, self.tricks, points)
        score = None
        if self.mode != MODE_3P:
            factor = scoring.row(s.board, d.contract).factor
            score = scoring.contract_score(value, factor, self.variants.four_player_scoring == "raw")
        s.result = DealResult(d.seat, d.contract, d.play.id, members, won, points, value, outcome, score, list(s.points))
        s.phase = RECORD
        return Event(DEAL_RESULT, d.seat, data={"contract": d.contract, "value": value, "outcome": outcome,
                                                "side_points": points, "score": score})

    def deal_over(self, s: CoiffeurState) -> bool:
        return s.phase == RECORD

    def deal_scores(self, s: CoiffeurState) -> tuple[float, ...]:
        """The recorded value at the declaring seats: S in 4-player games, P in 3p (strokes
        and circles only come from whole rows, which need the match record)."""
        r = s.result
        assert r is not None  # the deal is over
        gain = r.value if r.score is None else r.score
        return tuple(float(gain if p in r.side else 0) for p in range(s.seats))

    # ---- what a seat may see (§12) -------------------------------------------------
    def observation(self, s: CoiffeurState, seat: int) -> CoiffeurObservation:
        return observe(self, s, seat)

    def trick_rules(self, obs: CoiffeurObservation) -> Tricks | None:
        if obs.declaration is None:
            return None
        return Tricks(obs.declaration.play, self.tricks, self.variants.puur_exempt, self.six_high)

    def check_record(self, record: CoiffeurRecord) -> None:
        check_record(record, self.mode, self.seats, board_rows(self.mode))
        scoring.check_replay(record.board, record.sheet, raw=self.variants.four_player_scoring == "raw")

    def check_state(self, s: CoiffeurState) -> None:
        check_state(self, s)

    def new_stats(self) -> SimStats:
        return CoiffeurStats()

