"""Deal values and the zero-sum seat vector (rules file §12, §14.1, §14.8)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.cards import Card
from .cards import (
    BETTEL,
    HERREN,
    NORMAL_GAMES,
    RAMSCH,
    SAUSPIEL,
    SIE,
    TOUTS,
    UNTER_GAMES,
    Contract,
    card_points,
)
from .state import (
    BASE,
    DOUBLED,
    FACTOR_TERM,
    LAUFENDE_TERM,
    PLAYED,
    RAMSCH_DONE,
    SCHNEIDER_TERM,
    SCHWARZ_TERM,
    SIE_SHOWN,
    DealResult,
    Trick,
    ValueTerm,
)

TARIFF_KEYS = ("base_sauspiel", "base_solo", "base_bettel", "base_ramsch", "schneider", "schwarz", "laufender")
TARIFFS = {
    "seed": (1, 5, 1, 1, 1, 2, 1),
    "cents_10_20_50": (20, 50, 20, 20, 10, 20, 10),
}
TOUT_FACTOR, SIE_FACTOR = 2, 4


@dataclass(frozen=True)
class Tariff:
    base_sauspiel: int
    base_solo: int
    base_bettel: int
    base_ramsch: int
    schneider: int
    schwarz: int
    laufender: int

    @classmethod
    def from_variants(cls, v: Mapping[str, Any]) -> Tariff:
        """§14.8: a preset, or with ``tariff=custom`` the seven integer variants."""
        if v["tariff"] == "custom":
            return cls(*(int(v[k]) for k in TARIFF_KEYS))
        return cls(*TARIFFS[str(v["tariff"])])

    def base(self, kind: str) -> int:
        if kind == SAUSPIEL:
            return self.base_sauspiel
        if kind == BETTEL:
            return self.base_bettel
        if kind == RAMSCH:
            return self.base_ramsch
        return self.base_solo


def laufende(contract: Contract, dealt: Sequence[Sequence[Card]], side: Sequence[int], symmetric: bool) -> int:
    """§12.2 "mit oder ohne": the unbroken run of top trumps of the side holding the best."""
    if contract.type in (BETTEL, RAMSCH):
        return 0
    held = {c for seat in side for c in dealt[seat]}
    order = HERREN if contract.type == SIE else contract.ranking.trumps
    mit = order[0] in held
    if not mit and not symmetric:
        return 0
    n = 0
    for c in order:
        if (c in held) != mit:
            break
        n += 1
    threshold = 2 if contract.type in UNTER_GAMES else 3
    return n if n >= threshold else 0


def outcome_flags(kind: str, points: int, tricks: int, declarer_tricks: int) -> tuple[bool, bool, bool]:
    """(won, schneider, schwarz) per §12.3 items 1–3."""
    if kind in NORMAL_GAMES:
        won = points >= 61
        if won:
            return True, points >= 91, tricks == 8
        return False, points <= 30, tricks == 0
    if kind in TOUTS:
        return tricks == 8, False, False
    if kind == BETTEL:
        return declarer_tricks == 0, False, False
    raise ValueError(f"{kind} is not scored from tricks")


def value_terms(kind: str, tariff: Tariff, laufende_count: int, schneider: bool, schwarz: bool,
                doublings: int) -> list[ValueTerm]:
    """The terms of V (§12.3); ``doublings`` = kontra + re + knocks + bock (Sie: knocks + bock only)."""
    if kind == BETTEL:
        terms = [ValueTerm(BASE, tariff.base_bettel)]
    else:
        terms = [ValueTerm(BASE, tariff.base_solo if kind == SIE or kind in TOUTS else tariff.base(kind))]
        if kind not in TOUTS and kind != SIE and (schwarz or schneider):
            terms.append(ValueTerm(SCHWARZ_TERM, tariff.schwarz) if schwarz else ValueTerm(SCHNEIDER_TERM, tariff.schneider))
        if laufende_count:
            terms.append(ValueTerm(LAUFENDE_TERM, tariff.laufender, laufende_count))
        if kind == SIE or kind in TOUTS:
            terms.append(ValueTerm(FACTOR_TERM, SIE_FACTOR if kind == SIE else TOUT_FACTOR))
    if doublings:
        terms.append(ValueTerm(DOUBLED, 2 ** doublings, doublings))
    return terms


def value_of(terms: Sequence[ValueTerm]) -> int:
    """V: the added terms, times every factor."""
    total = sum(t.amount * max(t.count, 1) for t in terms if t.kind in (BASE, SCHNEIDER_TERM, SCHWARZ_TERM, LAUFENDE_TERM))
    for t in terms:
        if t.kind in (FACTOR_TERM, DOUBLED):
            total *= t.amount
    return total


def deal_value(kind: str, tariff: Tariff, laufende_count: int, schneider: bool, schwarz: bool, doublings: int) -> int:
    """V of §12.3."""
    return value_of(value_terms(kind, tariff, laufende_count, schneider, schwarz, doublings))


def payment(kind: str, side: Sequence[int], won: bool, value: int) -> list[int]:
    """§12.4: 2 vs 2 each ±V; 1 vs 3 the declarer ±3V and each defender ∓V."""
    sign = 1 if won else -1
    per_defender = -sign * value
    vector = [per_defender] * 4
    for seat in side:
        vector[seat] = sign * value if kind == SAUSPIEL else 3 * sign * value
    return vector


def score_played(
    contract: Contract, side: Sequence[int], dealt: Sequence[Sequence[Card]], tricks: Sequence[Trick],
    doublings: int, tariff: Tariff, symmetric: bool,
) -> DealResult:
    """Score a played contract from its (possibly early-ended) tricks."""
    won_tricks = [t for t in tricks if t.winner in side]
    points = sum(card_points(t.cards) for t in won_tricks)
    declarer_tricks = sum(1 for t in tricks if t.winner == contract.declarer)
    won, schneider, schwarz = outcome_flags(contract.type, points, len(won_tricks), declarer_tricks)
    runners = laufende(contract, dealt, side, symmetric)
    terms = value_terms(contract.type, tariff, runners, schneider, schwarz, doublings)
    value = value_of(terms)
    return DealResult(
        PLAYED, payment(contract.type, side, won, value), list(side), points, len(won_tricks),
        runners, won, schneider, schwarz, value, terms=terms,
    )


def score_sie(contract: Contract, doublings: int, tariff: Tariff) -> DealResult:
    """§12.3 item 4 / §12.6: always won, L = 8, no play."""
    terms = value_terms(SIE, tariff, 8, False, False, doublings)
    value = value_of(terms)
    assert contract.declarer is not None  # a Sie is shown by its holder
    side = [contract.declarer]
    return DealResult(SIE_SHOWN, payment(SIE, side, True, value), side, laufende=8, won=True, value=value, terms=terms)


def ramsch_vector(points: Sequence[int], tricks: Sequence[int], value: int) -> tuple[list[int], list[int], int | None]:
    """§14.1: (losers, vector, Durchmarsch seat or None)."""
    for seat in range(4):
        if tricks[seat] == 8:
            return [], [3 * value if s == seat else -value for s in range(4)], seat
    most = max(points)
    losers = [s for s in range(4) if points[s] == most]
    best_tricks = max(tricks[s] for s in losers)
    losers = [s for s in losers if tricks[s] == best_tricks]
    winners = 4 - len(losers)
    return losers, [-value * winners if s in losers else value * len(losers) for s in range(4)], None


def score_ramsch(tricks: Sequence[Trick], knocks: int, tariff: Tariff) -> DealResult:
    points, counts = [0] * 4, [0] * 4
    for t in tricks:
        points[t.taker] += card_points(t.cards)
        counts[t.taker] += 1
    value = tariff.base_ramsch * 2 ** knocks
    losers, vector, durchmarsch = ramsch_vector(points, counts, value)
    return DealResult(RAMSCH_DONE, vector, value=value, losers=losers, durchmarsch=durchmarsch)
