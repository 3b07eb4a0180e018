"""What a Hindersche seat can infer from its observation alone: unseen cards, voids, points taken.

Built fresh for every decision from the ``HinderscheObservation`` (never the state); shared by
every computer level.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ...engine.cards import ALL_CARDS, Card
from ...engine.ruleset import Ruleset
from ...games.hindersche.cards import Trumps, trumps
from ...games.hindersche.observation import HinderscheObservation

PILE = -1  # pseudo-seat for the face-down undealt cards of a 2-3 player deal


@dataclass
class Knowledge:
    seat: int
    tr: Trumps
    order: list[int]  # participants in play order
    hand: list[Card]
    unseen: list[Card]  # cards whose place this seat does not know
    sizes: dict[int, int]  # cards each other participant (and the face-down pile) still holds
    voids: dict[int, set[str]] = field(default_factory=dict)  # effective suits a seat cannot hold
    held: dict[int, list[Card]] = field(default_factory=dict)  # unplayed cards publicly placed
    points: dict[int, int] = field(default_factory=dict)  # card points taken so far
    tricks: dict[int, int] = field(default_factory=dict)
    played: set[Card] = field(default_factory=set)
    trick: list[tuple[int, Card]] = field(default_factory=list)
    alt_kept: set[int] = field(default_factory=set)  # out of trumps but may keep the exempt Alt

    def outstanding(self) -> list[Card]:
        """Cards others may still hold: the unseen ones and those publicly placed."""
        return self.unseen + [c for cs in self.held.values() for c in cs]

    def others(self) -> list[int]:
        return [s for s in self.order if s != self.seat]

    def still_to_play(self) -> list[int]:
        """Participants after this seat in the current trick."""
        i = self.order.index(self.seat)
        rotated = self.order[i + 1:] + self.order[:i]
        return rotated[: len(self.order) - len(self.trick) - 1]

    def can_hold(self, seat: int, c: Card) -> bool:
        return self.tr.suit_of[c] not in self.voids.get(seat, ()) or (c is self.tr.alt and seat in self.alt_kept)


def infer(obs: HinderscheObservation, must_trump: bool = True, alt_exempt: bool = False) -> Knowledge:
    tr = trumps(obs.trump)
    order = list(obs.active)
    played = {c for _, t in obs.tricks for _, c in t} | {c for _, c in obs.trick}
    voids: dict[int, set[str]] = {s: set() for s in order}
    alt_kept: set[int] = set()
    no_trump: set[int] = set()
    for trick in [t for _, t in obs.tricks] + [obs.trick]:
        if not trick:
            continue
        led = tr.suit_of[trick[0][1]]
        for seat, c in trick[1:]:
            suit = tr.suit_of[c]
            if suit != led:
                voids[seat].add(led)
                if suit != tr.suit and led != tr.suit and must_trump:
                    voids[seat].add(tr.suit)  # void and no trump played: no trump held
                    no_trump.add(seat)
                elif led == tr.suit and alt_exempt and seat not in no_trump:
                    alt_kept.add(seat)  # the Alt alone need not follow a trump lead
    alt_kept -= no_trump
    held: dict[int, list[Card]] = {}
    if obs.trump_held_by is not None and obs.trump_held_by != obs.seat and obs.trump_card is not None:
        held[obs.trump_held_by] = [obs.trump_card]
    known = set(obs.hand) | played | {c for cs in held.values() for c in cs}
    if len(order) < 4 and obs.trump_card is not None:
        known.add(obs.trump_card)  # turned on the table, out of play
    unseen = [c for c in ALL_CARDS if c not in known]
    sizes = {s: obs.hand_sizes[s] - len(held.get(s, ())) for s in order if s != obs.seat}
    if len(order) < 4:
        sizes[PILE] = 36 - 9 * len(order) - 1
    points = dict.fromkeys(order, 0)
    tricks = dict.fromkeys(order, 0)
    for taker, t in obs.tricks:
        points[taker] += tr.points(c for _, c in t)
        tricks[taker] += 1
    return Knowledge(obs.seat, tr, order, list(obs.hand), unseen, sizes, voids, held, points, tricks, played,
                     list(obs.trick), alt_kept)


def possible(rules: Ruleset, obs: HinderscheObservation) -> dict[int, set[Card]]:
    """Per other participant, every card it may hold as far as this seat can tell."""
    k = infer(obs, rules.variants.must_trump_when_void, rules.variants.alt_exempt)
    return {s: {c for c in k.unseen if k.can_hold(s, c)} | set(k.held.get(s, ())) for s in k.others()}
