"""What a seat knows during the play, derived from its observation only: the table, the
cards gone, who is void in what, and who is (probably) on its side."""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.cards import Card, deck
from ...engine.ruleset import Ruleset
from ...games.schafkopf.cards import RAMSCH, SAUSPIEL, Contract, Tricks, card_points
from ...games.schafkopf.observation import SchafkopfObservation
from ...games.schafkopf.state import PLAY, RAMSCH_PLAY
from ..base import shown_voids

ALL = tuple(deck(32))
FRIEND, FOE, UNKNOWN = 1, -1, 0


@dataclass
class PlayView:
    contract: Contract
    seat: int
    hand: list[Card]
    leader: int
    trick: list[Card]  # cards on the table, from the leader
    leads: list[Card]  # first cards of the completed tricks (called-ace rules)
    team: list[int]  # per seat FRIEND / FOE / UNKNOWN (self: FRIEND)
    gone: set[Card] = field(default_factory=set)  # played cards, current trick included
    voids: list[set[str]] = field(default_factory=lambda: [set(), set(), set(), set()])
    hands: list[list[Card]] | None = None  # every seat's hand, in a dealt world of the expert's search
    friend_leads: list[Card] = field(default_factory=list)  # cards a friend (not this seat) led, the latest first

    def outstanding(self) -> list[Card]:
        """Cards neither played nor in this hand: in a dealt world, the other hands (the cheaper
        way to the same cards, in another order; every use of them is blind to order)."""
        if self.hands is not None:
            return [c for p, h in enumerate(self.hands) if p != self.seat for c in h]
        mine = set(self.hand)
        return [c for c in ALL if c not in self.gone and c not in mine]


def contract_of(obs: SchafkopfObservation) -> Contract:
    """The game being played (cards are played only under a contract)."""
    assert obs.contract is not None
    return obs.contract


def teams(obs: SchafkopfObservation) -> list[int]:
    """FRIEND / FOE / UNKNOWN per seat. A hidden Sauspiel partner is guessed from the play:
    whoever fed points to the declarer's winning trick leans towards him, whoever beat the
    declarer's card leans away (partner inference)."""
    me, c = obs.seat, contract_of(obs)
    if c.type == RAMSCH or c.declarer is None:
        return [FRIEND if s == me else FOE for s in range(4)]
    decl = c.declarer
    if c.type != SAUSPIEL:
        mine = me == decl
        return [FRIEND if (s == decl) == mine else FOE for s in range(4)]
    if obs.partner is not None:
        side = {decl, obs.partner}
        return [FRIEND if (s in side) == (me in side) else FOE for s in range(4)]
    team = [UNKNOWN] * 4
    team[me] = FRIEND
    team[decl] = FRIEND if me == decl else FOE
    lean = _lean_to_declarer(obs)
    others = [s for s in range(4) if s not in (me, decl)]
    if me == decl:  # the partner is one of the three others
        best = max(others, key=lambda s: lean[s])
        if lean[best] > 0:
            team[best] = FRIEND
        return team
    # a defender: the partner is one of the two others
    a, b = others
    if lean[a] != lean[b]:
        likely = a if lean[a] > lean[b] else b
        team[likely], team[b if likely == a else a] = FOE, FRIEND
    return team


def _lean_to_declarer(obs: SchafkopfObservation) -> list[int]:
    r, decl = contract_of(obs).ranking, contract_of(obs).declarer
    lean = [0, 0, 0, 0]
    for _, trick in obs.tricks:
        cards = [c for _, c in trick]
        for k in range(1, 4):
            seat, c = trick[k]
            if seat == decl:
                continue
            before = r.winner_index(cards[:k])
            if trick[before][0] == decl:
                if r.winner_index(cards[:k + 1]) == k:
                    lean[seat] -= 2  # took the trick from the declarer
                elif card_points([c]) >= 10:
                    lean[seat] += 1  # fed the declarer's trick
    return lean


def play_view(obs: SchafkopfObservation) -> PlayView:
    trick = [c for _, c in obs.trick]
    leader = obs.trick[0][0] if obs.trick else obs.seat
    gone = {c for _, t in obs.tricks for _, c in t} | set(trick)
    team = teams(obs)
    return PlayView(
        contract_of(obs), obs.seat, list(obs.hand), leader, trick, [t[0][1] for _, t in obs.tricks],
        team, gone, shown_voids(obs, Tricks(contract_of(obs))),
        friend_leads=friend_leads(obs.seat, team, [t[0] for _, t in obs.tricks]),
    )


def friend_leads(seat: int, team: list[int], leads: list[tuple[int, Card]]) -> list[Card]:
    """The cards the seat's friends led, the latest first, from each trick's (leader, first card)."""
    return [c for leader, c in reversed(leads) if leader != seat and team[leader] == FRIEND]


def possible(rules: Ruleset, obs: SchafkopfObservation) -> dict[int, set[Card]]:
    """Per other seat, every card it may hold as far as this seat can tell: the cards still
    out, less the suits it showed it lacks."""
    if obs.phase not in (PLAY, RAMSCH_PLAY):  # nothing played yet
        return {s: set(ALL) - set(obs.hand) for s in range(4) if s != obs.seat}
    v = play_view(obs)
    r = contract_of(obs).ranking
    return {s: {c for c in v.outstanding() if r.eff(c) not in v.voids[s]} for s in range(4) if s != obs.seat}
