"""The coach: what the expert thinks of each card the player may play, and a one-line *why*
after a computer's card.

The verdict on each card is the review's (``session.review.evaluate``, seeded as the review
seeds the same decision, and judged by its noise rule), so the coach's *best* is the card the
review will call best: *best*, *about as good* (a difference within the review's noise), or
*costs about N* in the review's unit. In a lesson the coach reads the whole deal in its last
tricks as the review does (``open_cards``); in a real game it never looks at hidden cards.
Both run on a worker thread (``ui``): a decision takes up to a few hundred milliseconds.

``why`` reads the last card played off the viewer's observation with the game's
``TrickRules``: a seat that trumps or throws off because it has no card of the suit led, a
trump where following is not required, a card that goes over the trick so far, a trump lead.
Where none of these says something, there is no line.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.actions import PLAY, Action
from ..engine.cards import Card
from ..engine.observation import Observation
from ..engine.ruleset import Ruleset
from ..engine.tricks import TRUMP, plays
from ..i18n import tr
from ..i18n.cards import card_name, suit_name
from ..i18n.numbers import decimal
from . import review


@dataclass(frozen=True)
class CardAdvice:
    action: Action
    best: bool  # the review's best card (or as good as it: the review keeps the card played on a tie)
    cost: float  # what it loses against the best, in the review's unit
    matters: bool  # a real loss by the review's noise rule

    def text(self, game: str) -> str:
        if self.best:
            return tr("coach.best")
        if not self.matters:
            return tr("coach.about_as_good")
        return tr("coach.costs", cost=decimal(self.cost), unit=tr(f"review.unit.{game}"))


def advise(rules: Ruleset[Any, Any, Any], state: Any, seat: int, code: object, index: int,
           open_cards: bool = False) -> dict[Action, CardAdvice]:
    """The coach's word on each card ``seat`` may play in ``state``, the deal's action number
    ``index`` (empty with fewer than two cards: nothing to choose)."""
    candidates = [a for a in rules.legal_actions(state, seat) if a.kind == PLAY]
    if len(candidates) < 2:
        return {}
    found = review.evaluate(rules, review.playouts(rules), state, seat, candidates,
                            review.decision_rng(code, index), open_cards)
    best = found.best()
    return {a: CardAdvice(a, found.loss(a, best) <= 1e-9, round(max(0.0, found.loss(a, best)), 1),
                          found.matters(a, best)) for a in candidates}


def why(rules: Ruleset[Any, Any, Any], obs: Observation, names: Sequence[str], theme: str = "french") -> str | None:
    """Why the last card on the table (``obs``: the viewer's, after it) was played, in one
    line, or None where the rules give no plain reason."""
    played = plays(obs)
    if not played:
        return None
    seat, before, card, done = played[-1]
    tricks = rules.trick_rules(obs)
    if tricks is None:
        return None
    name = names[seat]
    if not before:
        return tr("coach.why.leads_trump", name=name) if tricks.is_trump(card) else None
    led = tricks.suit(before[0])
    suit = tr("coach.trumps") if led == TRUMP else suit_name(before[0].suit, theme)
    if tricks.suit(card) != led:
        void = _had_to_follow(tricks, card, before, done)
        if tricks.is_trump(card):
            return tr("coach.why.trumps_void" if void else "coach.why.trumps_free", name=name, suit=suit)
        return tr("coach.why.throws_void", name=name, suit=suit) if void else None
    winner = tricks.winner([*before, card], done)
    if winner == len(before) and tricks.winner(list(before), done) != winner:
        return tr("coach.why.goes_over", name=name, card=card_name(card.text, theme))
    return None


def _had_to_follow(tricks: Any, card: Card, before: Sequence[Card], done: int) -> bool:
    """Whether a seat holding a card of the suit led could not have played ``card``: then
    playing it shows the seat has none left (the led card itself stands for such a card)."""
    return card not in tricks.legal([card, before[0]], list(before), done)
