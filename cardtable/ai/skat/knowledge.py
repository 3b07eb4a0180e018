"""What a Skat computer player knows during the play, built from its observation only.

``Table`` is the common currency of the card-play policy: the game, the parties, the trick and,
per seat, the cards that seat may still hold. From an observation those sets come from card
counting and void inference (a seat that did not follow a led suit has none of it); in a
world dealt for the expert's search they are that world's actual hands.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ...engine.cards import Card
from ...engine.ruleset import Ruleset
from ...games.skat.cards import DECK, KEYS, Tricks
from ...games.skat.observation import SkatObservation
from ..base import shown_voids


@dataclass
class Table:
    game: str
    declarer: int | None  # None in Ramsch: everybody plays for himself
    me: int
    leader: int
    trick: list[Card]  # in play order from ``leader``
    possible: list[set[Card]]  # per seat; for ``me`` exactly my hand
    exact: bool = False  # ``possible`` are the real hands (a sampled world)

    @cached_property
    def tops(self) -> list[dict[str, int]]:
        """Per seat, the best rank (0 = highest) it may hold in each effective suit."""
        keys = KEYS[self.game]
        out: list[dict[str, int]] = []
        for cards in self.possible:
            best: dict[str, int] = {}
            for c in cards:
                suit, rank = keys[c]
                if rank < best.get(suit, 99):
                    best[suit] = rank
            out.append(best)
        return out

    @property
    def hand(self) -> list[Card]:
        return sorted(self.possible[self.me])

    def friends(self, a: int, b: int) -> bool:
        if a == b:
            return True
        return self.declarer is not None and a != self.declarer and b != self.declarer

    def seats_after_me(self) -> list[int]:
        return [(self.leader + i) % 3 for i in range(len(self.trick) + 1, 3)]


def unseen_cards(obs: SkatObservation) -> set[Card]:
    """Cards this seat has not seen: neither held, played, in its known skat nor shown ouvert."""
    return set(DECK) - obs.seen_cards() - set(obs.picked_up) - set(obs.discards) - set(obs.ouvert_hand)


def table_from(obs: SkatObservation, infer_voids: bool = True) -> Table:
    unseen = unseen_cards(obs)
    assert obs.game is not None  # asked once a game (or Ramsch) is being played
    keys = KEYS[obs.game]
    void = shown_voids(obs, Tricks(obs.game)) if infer_voids else [set(), set(), set()]
    possible: list[set[Card]] = []
    for seat in range(3):
        if seat == obs.seat:
            possible.append(set(obs.hand))
        elif seat == obs.declarer and obs.ouvert_hand:
            possible.append(set(obs.ouvert_hand))
        else:
            possible.append({c for c in unseen if keys[c][0] not in void[seat]})
    leader = obs.trick[0][0] if obs.trick else obs.turn if obs.turn is not None else obs.seat  # over: anyone
    return Table(obs.game, obs.declarer, obs.seat, leader, [c for _, c in obs.trick], possible)


def possible(rules: Ruleset, obs: SkatObservation) -> dict[int, set[Card]]:
    """Per other seat, every card it may hold as far as this seat can tell."""
    if obs.game is None:  # no card played yet: all the unseen cards
        unseen = unseen_cards(obs)
        return {seat: set(unseen) for seat in range(3) if seat != obs.seat}
    table = table_from(obs)
    return {seat: table.possible[seat] for seat in range(3) if seat != obs.seat}
