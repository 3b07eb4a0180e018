"""What a Coiffeur computer seat works with: its observation, reduced to the facts the
policies need (its hand, the trick, the cards still out, known voids). Built only from the
observation (rules §12.4); the expert's sampled worlds reuse the same structure."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.cards import ALL_CARDS, Card
from ...engine.hidden import follow_voids
from ...games.coiffeur.bidding import MODE_4P_TEAMS, side
from ...games.coiffeur.cards import PlayType
from ...games.coiffeur.observation import CoiffeurObservation
from ...games.coiffeur.rules import Coiffeur


@dataclass
class SeatView:
    seat: int
    n: int  # seats
    tricks: int  # T
    pt: PlayType
    side: frozenset[int]  # the declaring side
    hand: list[Card]
    trick: list[tuple[int, Card]]  # (seat, card) in play order
    k: int  # number of the trick being played, 1-based
    out: set[Card]  # cards neither in this hand nor played: held by the others
    excluded: dict[int, set[Card]] = field(default_factory=dict)  # seat → cards it cannot hold
    puur_exempt: bool = True
    six_high: bool = False
    side_tricks: int = 0  # tricks the declaring side has taken so far
    partner_leads: tuple[str, ...] = ()  # suits the partner (4p partnership) led and the pair won, the latest first

    @property
    def direction(self) -> str | None:
        return self.pt.direction(self.k, self.tricks)

    @property
    def declaring(self) -> bool:
        return self.seat in self.side

    def may_hold(self, seat: int, c: Card) -> bool:
        return c in self.out and c not in self.excluded.get(seat, ())

    def to_play_after_me(self) -> list[int]:
        """Seats still to play in this trick after this one."""
        return [(self.seat + i) % self.n for i in range(1, self.n - len(self.trick))]


def view_of(rules: Coiffeur, obs: CoiffeurObservation) -> SeatView:
    """The seat's view; the cards a seat showed it cannot hold are read from its follows with
    the deal's ``TrickRules`` (§8.2), as the expert's dealt worlds read them."""
    d = obs.declaration
    assert d is not None  # cards are played after the declaration
    played = {c for _, t in obs.tricks for _, c in t} | {c for _, c in obs.trick}
    hand = list(obs.hand)
    out = set(ALL_CARDS) - played - set(hand)
    excluded = {p: set(cs) for p, cs in follow_voids(rules, obs, list(out)).items() if isinstance(p, int)}
    return SeatView(
        seat=obs.seat, n=obs.seat_count, tricks=12 if obs.seat_count == 3 else 9, pt=d.play,
        side=frozenset(side(obs.mode, d.seat)), hand=hand, trick=list(obs.trick), k=obs.trick_number,
        out=out, excluded=excluded, puur_exempt=rules.variants.puur_exempt, six_high=rules.six_high,
        side_tricks=sum(w for p, w in enumerate(obs.tricks_won) if p in side(obs.mode, d.seat)),
        partner_leads=partner_leads(obs.mode, obs.seat, [(*t[0], w) for w, t in obs.tricks]),
    )


def partner_leads(mode: str, seat: int, leads: list[tuple[int, Card, int]]) -> tuple[str, ...]:
    """The suits the seat's partner (the opposite seat in the partnership game) led in tricks
    the pair won, the latest first, from each trick's (leader, first card, winner): suits
    that work for the pair."""
    if mode != MODE_4P_TEAMS:
        return ()
    partner = (seat + 2) % 4
    return tuple(c.suit for leader, c, winner in reversed(leads) if leader == partner and winner in (seat, partner))


def possible(rules: Coiffeur, obs: CoiffeurObservation) -> dict[int, set[Card]]:
    """Per other seat, every card it may hold as far as this seat can tell."""
    if obs.declaration is None:
        seen = set(obs.hand)
        return {p: set(ALL_CARDS) - seen for p in range(obs.seat_count) if p != obs.seat}
    view = view_of(rules, obs)
    return {p: {c for c in view.out if view.may_hold(p, c)} for p in range(obs.seat_count) if p != obs.seat}
