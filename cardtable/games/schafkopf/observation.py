"""What a Schafkopf seat may know (§15), load-time validation, and simulation figures."""

from __future__ import annotations

import copy
from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...engine.cards import Card, deck
from ...engine.observation import Observation, seat_view
from ...engine.ruleset import SimStats
from .cards import LEVEL, RAMSCH, SAUSPIEL, SIE, SUIT_CHOICE, Contract
from .state import DEAL_END, KLOPFEN, PHASES, PLAY, RAMSCH_PLAY, THROWN_IN, DealResult, SchafkopfState

if TYPE_CHECKING:
    from .rules import Schafkopf


@dataclass
class SchafkopfObservation(Observation):
    forehand: int = 0
    announcements: tuple[tuple[int, str], ...] = ()  # knocks, bids, calls, Kontra, Re in order
    knocks: tuple[int, ...] = ()
    holder: int | None = None  # the best bid so far and its seat
    holder_game: str | None = None
    challenger: int | None = None  # in a duel: the later seat that bid over the holder, and its game
    challenger_game: str | None = None
    contract: Contract | None = None
    declarer: int | None = None
    partner: int | None = None  # as far as this seat knows: public once revealed, or itself
    partner_revealed: bool = False
    kontra_by: int | None = None
    re_by: int | None = None
    multiplier: int = 1  # 2^(kontra + re + knocks + bock) so far
    bock: int = 0
    revealed: tuple[tuple[Card, ...], ...] = ()  # every dealt hand, once the deal is over
    result: DealResult | None = None
    deal_number: int = 1


def observe(rules: Schafkopf, s: SchafkopfState, seat: int) -> SchafkopfObservation:
    over = s.phase == DEAL_END
    shown = [h[:4] for h in s.hands] if s.phase == KLOPFEN else s.hands  # §14.5: the last four come after the knocking
    trick = tuple(((s.current.leader + k) % 4, c) for k, c in enumerate(s.current.cards)) if s.current else ()
    history = tuple(
        (t.taker, tuple(((t.leader + k) % 4, c) for k, c in enumerate(t.cards))) for t in s.tricks
    )
    won = [0] * 4
    for t in s.tricks:
        won[t.taker] += 1
    known_partner = s.partner if (s.partner_revealed or seat == s.partner) else None
    c = s.contract
    doublings = (s.kontra_by is not None) + (s.re_by is not None) + len(s.knocks) + s.bock
    totals = list(s.match_totals)
    if over and s.result is not None:
        totals = [a + b for a, b in zip(totals, s.result.vector)]
    notes = {}
    if c is not None:
        notes["contract"] = c.id
        if c.declarer is not None:
            notes["declarer"] = f"seat {c.declarer}"
    return SchafkopfObservation(
        **seat_view(rules, s, seat, shown), trick=trick, tricks=history,
        trump=c.trump_letter if c else None, tricks_won=tuple(won),
        match_scores=tuple(float(t) for t in totals), notes=notes,
        forehand=s.forehand, announcements=tuple(s.announcements), knocks=tuple(s.knocks),
        holder=s.holder, holder_game=s.holder_game,
        challenger=s.challenger, challenger_game=s.challenger_game, contract=copy.deepcopy(c),
        declarer=c.declarer if c else None, partner=known_partner, partner_revealed=s.partner_revealed,
        kontra_by=s.kontra_by, re_by=s.re_by, multiplier=2 ** doublings, bock=s.bock,
        revealed=tuple(tuple(h) for h in s.dealt) if over else (),
        result=copy.deepcopy(s.result), deal_number=s.deal_number,
    )


def check_state(rules: Schafkopf, s: SchafkopfState) -> None:
    """Invariants a loaded state must satisfy: 32 cards once each, consistent bookkeeping."""
    if s.phase not in PHASES:
        raise ValueError(f"unknown phase {s.phase!r}")
    if s.dealer not in range(4) or len(s.hands) != 4 or len(s.dealt) != 4 or len(s.match_totals) != 4:
        raise ValueError("Schafkopf has exactly four seats")
    dealt = [c for h in s.dealt for c in h]
    if any(len(h) != 8 for h in s.dealt) or sorted(dealt) != deck(32):
        raise ValueError("the dealt hands must be the 32 cards, eight each")
    played = [c for t in s.tricks for c in t.cards] + (list(s.current.cards) if s.current else [])
    placed = [c for h in s.hands for c in h] + played
    if sorted(placed) != deck(32) or [d for d, n in Counter(placed).items() if n > 1]:
        raise ValueError("the cards in hands and tricks do not add up to the 32-card deck")
    for seat in range(4):
        if not set(s.hands[seat]) <= set(s.dealt[seat]):
            raise ValueError(f"seat {seat} holds a card it was not dealt")
    if any(len(t.cards) != 4 or t.winner not in range(4) for t in s.tricks) or len(s.tricks) > 8:
        raise ValueError("completed tricks need four cards and a winner")
    if not 1 <= s.deal_number <= 4 * rules.variants.match_rounds or not 0 <= s.bock < s.deal_number:
        raise ValueError("the deal number or the throw-ins before it do not fit the match")
    if (s.phase == DEAL_END) != (s.result is not None):
        raise ValueError("a finished deal needs its result, and only a finished deal has one")
    if (s.phase in (PLAY, RAMSCH_PLAY)) != (s.current is not None):
        raise ValueError("a trick is on the table exactly while cards are played")
    if s.result is not None and (len(s.result.vector) != 4 or sum(s.result.vector) != 0):
        raise ValueError("a deal's vector has four entries summing to zero")
    c = s.contract
    if c is not None:
        if c.type not in LEVEL and c.type != RAMSCH:
            raise ValueError(f"unknown game type {c.type!r}")
        if c.called_suit is not None:
            if c.type != SAUSPIEL or s.partner is None or Card(c.called_suit, "A") not in s.dealt[s.partner]:
                raise ValueError("the partner must hold the called ace")
        if c.trump_suit is not None and (c.type not in SUIT_CHOICE or c.trump_suit not in "CSHD"):
            raise ValueError("only a Solo or Farbwenz names a trump suit")


class SchafkopfStats(SimStats):
    """How the table played: player_side_win_rate, thrown_in_rate, games_by_type, kontra_rate and
    re_rate (the share of Kontras answered with Re)."""

    def __init__(self) -> None:
        self.deals = 0
        self.thrown_in = 0
        self.games: Counter[str] = Counter()
        self.contracts = 0  # deals with a declarer
        self.won = 0
        self.kontra_windows = 0
        self.kontras = 0
        self.res = 0

    def deal(self, rules: Any, state: SchafkopfState) -> None:
        self.deals += 1
        r, c = state.result, state.contract
        assert r is not None  # called for finished deals only
        if r.outcome == THROWN_IN:
            self.thrown_in += 1
            return
        assert c is not None  # a deal that was not thrown in had a contract
        self.games[c.type] += 1
        if c.declarer is None:
            return
        self.contracts += 1
        self.won += bool(r.won)
        if c.type != SIE:
            self.kontra_windows += 1
            self.kontras += state.kontra_by is not None
            self.res += state.re_by is not None

    def summary(self) -> dict[str, Any]:
        return {
            "player_side_win_rate": round(self.won / max(self.contracts, 1), 4),
            "thrown_in_rate": round(self.thrown_in / max(self.deals, 1), 4),
            "games_by_type": dict(sorted(self.games.items())),
            "kontra_rate": round(self.kontras / max(self.kontra_windows, 1), 4),
            "re_rate": round(self.res / max(self.kontras, 1), 4),
        }
