"""What the others' card play says about their hands, for the master's worlds.

Nobody bids in Hindersche, but every card is a choice. The model is the normal player's card
rule (``policy.choose_card``), each seat seeing what it saw then: a seat that ducked under the
trick with a pip most likely held no ten or ace of that suit to shed onto it, a seat that led
a six most likely had no cheaper way out. Each card another seat played where more than one
kind of card was legal (``kind``) weighs a world by how likely that seat's hand there was to
play a card of that kind. A seat plays another kind ``STRAY`` of the time when it follows
and ``LEAD_STRAY`` when it leads (the expert searches, people judge otherwise; both measured
on the expert's play), so no world is ruled out and a lead tells little.
"""

from __future__ import annotations

from collections.abc import Hashable

from ...engine.cards import ALL_CARDS, Card
from ...games.hindersche.cards import Trumps, legal_cards, trick_winner, trumps
from ...games.hindersche.observation import HinderscheObservation
from ...games.hindersche.rules import Hindersche
from ...games.hindersche.state import HinderscheState
from .policy import Playouts, beats, choose_card, seat_view

STRAY = 0.27  # how often a card played to a trick is of another kind than the normal rule's
LEAD_STRAY = 0.6  # the same for a lead


def kind(c: Card, trick: list[Card], tr: Trumps) -> Hashable:
    """What a card choice shows: the suit and worth of the card, and whether it heads the trick."""
    return tr.suit_of[c], tr.value[c], bool(trick) and beats(c, trick[trick_winner(trick, tr)], tr)


def likelihood(obs: HinderscheObservation, world: HinderscheState, must_trump: bool, alt_exempt: bool) -> float:
    tr = trumps(obs.trump)
    order = list(obs.active)
    history: list[tuple[tuple[tuple[int, Card], ...], int | None]] = [(t, taker) for taker, t in obs.tricks]
    history.append((obs.trick, None))
    hands = {p: list(world.hands[p]) for p in order}  # each seat's hand as dealt, in this world
    for trick, _ in history:
        for seat, c in trick:
            hands[seat].append(c)
    gone: set[Card | None] = set() if len(order) == 4 else {obs.trump_card}  # turned over, out of play
    taken = dict.fromkeys(order, 0)
    weight = 1.0
    for played, (trick, taker) in enumerate(history):
        cards: list[Card] = []
        for seat, c in trick:
            hand = hands[seat]
            if seat != obs.seat:
                legal = sorted(legal_cards(hand, cards, tr, must_trump, alt_exempt), key=lambda x: x.index)  # as listed
                kinds = {kind(x, cards, tr) for x in legal}
                if len(kinds) > 1:
                    i = order.index(seat)
                    still = (order[i + 1:] + order[:i])[:len(order) - len(cards) - 1]
                    outstanding = [x for x in ALL_CARDS if x not in gone and x not in hand]
                    model = choose_card(seat_view(seat, tr, hand, cards, outstanding, still, taken, played), legal)
                    alike = kind(model, cards, tr) == kind(c, cards, tr)
                    stray = STRAY if cards else LEAD_STRAY
                    weight *= 1 - stray if alike else stray / (len(kinds) - 1)
            hand.remove(c)
            gone.add(c)
            cards.append(c)
        if taker is not None:
            taken[taker] += 1
    return weight


class ReadingPlayouts(Playouts):
    """The master's playouts: its worlds weighed by the others' card play. Replaying every
    past card of every world costs more than the expert's latency allows."""

    def likelihood(self, rules: Hindersche, obs: HinderscheObservation, world: HinderscheState) -> float:
        return likelihood(obs, world, rules.variants.must_trump_when_void, rules.variants.alt_exempt)
