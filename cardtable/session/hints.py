"""Hints: the expert computer player's move for the viewer, with its reason in one sentence.

The player sees only the viewer's observations, exactly as a computer in that seat would.
Some players keep a plan within a deal (Skat: the two cards to put away are chosen together),
so the table keeps one ``Adviser`` for the viewer's seat; ``hint`` asks a fresh one. The
advice is one sentence naming the move and its reason, read off the action and the
observation (leading or following, trumping, the card's value, a bid's height), in the
active language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..ai import make_player
from ..engine.actions import PLAY, Action
from ..engine.cards import Card
from ..engine.observation import Observation
from ..engine.ruleset import Ruleset
from ..engine.tricks import TRUMP, TrickRules
from ..i18n import has, tr
from ..i18n.actions import action_label, action_params

LEVEL = "expert"  # the hint is the strongest player's choice; its budget keeps it well under a second


@dataclass(frozen=True)
class Hint:
    action: Action | None  # None: nothing to do now
    text: str  # the advice as a sentence of its own: what to do and why


class Adviser:
    """The expert for one seat, asked only when the viewer wants a hint."""

    def __init__(self, rules: Ruleset, seat: int, seed: int | str) -> None:
        self.rules = rules
        self.player = make_player(rules, LEVEL, seat, seed)

    def hint(self, obs: Observation, theme: str = "french") -> Hint:
        legal = list(obs.legal)
        if not legal:
            return Hint(None, tr("hint.wait"))
        ask = self.player.choose if obs.turn == obs.seat else self.player.interject
        action = ask(obs, legal)
        if action is None:
            return Hint(None, tr("hint.wait"))
        return Hint(action, explain(self.rules, action, obs, theme))


def hint(rules: Ruleset, obs: Observation, seed: int | str, theme: str = "french") -> Hint:
    """What a fresh expert would do in the viewer's place (``obs.seat``)."""
    return Adviser(rules, obs.seat, seed).hint(obs, theme)


def explain(rules: Ruleset[Any, Any, Any], action: Action, obs: Observation, theme: str = "french") -> str:
    """The advice as one sentence: the move in words (its card or argument in the deck's
    names) and why; ``hint.<game>.<KIND>``, then ``hint.<KIND>``, then the plain default."""
    words = {**action_params(rules.id, action, theme), "action": action_label(rules.id, action, theme)}
    if len(obs.legal) == 1:
        return tr("hint.only_card" if action.kind == PLAY else "hint.only_choice", **words)
    if action.kind == PLAY and action.card is not None:
        return tr(_card_reason(action.card, obs, rules.trick_rules(obs)), **words)
    key = next(k for k in (f"hint.{rules.id}.{action.kind}", f"hint.{action.kind}", "hint.default") if has(k, "en"))
    return tr(key, **words)


def _card_reason(card: Card, obs: Observation, rules: TrickRules | None) -> str:
    """The key describing why ``card`` is played, read with the game's own card play: a
    Skat jack or a Schafkopf Ober counts as a trump, whatever its printed suit."""
    if rules is None:
        return "hint.default"
    done, trick = len(obs.tricks), [c for _, c in obs.trick]
    if not trick:
        if rules.is_trump(card):
            return "hint.lead_trump"
        return "hint.lead_high" if rules.points(card) >= 10 else "hint.lead_low"
    led = rules.suit(trick[0])
    if rules.suit(card) == led:
        trump = "_trump" if led == TRUMP else ""
        if rules.winner([*trick, card], done) == len(trick):
            return f"hint.follow{trump}_high"
        same = [a.card for a in obs.legal if a.card is not None and rules.suit(a.card) == led]
        if not any(rules.winner([other, card], done) == 1 for other in same if other != card):
            return f"hint.follow{trump}_low"  # it beats none of the others: the lowest
        return f"hint.follow{trump}"
    if rules.is_trump(card):
        return "hint.trump_in"
    return "hint.discard_points" if rules.points(card) >= 10 else "hint.discard_low"
