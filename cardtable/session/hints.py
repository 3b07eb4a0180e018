"""Hints: the ``normal`` computer player's move for the viewer, with a one-line reason.

The player sees only the viewer's observations, exactly as a computer in that seat would.
Some players keep a plan within a deal (Skat: the two cards to put away are chosen together),
so the table keeps one ``Adviser`` for the viewer's seat; ``hint`` asks a fresh one. The
reason is read off the action and the observation (leading or following, trumping, the
card's value, a bid's height), in the active language.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai import make_player
from ..engine.actions import Action
from ..engine.cards import RANKS, Card
from ..engine.observation import Observation
from ..engine.ruleset import Ruleset
from ..i18n import has, tr
from ..i18n.actions import coiffeur_declaration, schafkopf_game, skat_game

VALUE = {"A": 11, "T": 10, "K": 4, "Q": 3, "J": 2}  # a card's worth, as in most of the games


@dataclass(frozen=True)
class Hint:
    action: Action | None  # None: nothing to do now
    reason: str


class Adviser:
    """The normal player for one seat, asked only when the viewer wants a hint."""

    def __init__(self, rules: Ruleset, seat: int, seed: int | str) -> None:
        self.rules = rules
        self.player = make_player(rules, "normal", seat, seed)

    def hint(self, obs: Observation, theme: str = "french") -> Hint:
        legal = list(obs.legal)
        if not legal:
            return Hint(None, tr("hint.wait"))
        ask = self.player.choose if obs.turn == obs.seat else self.player.interject
        action = ask(obs, legal)
        if action is None:
            return Hint(None, tr("hint.wait"))
        return Hint(action, explain(self.rules.id, action, obs, theme))


def hint(rules: Ruleset, obs: Observation, seed: int | str, theme: str = "french") -> Hint:
    """What a fresh normal player would do in the viewer's place (``obs.seat``)."""
    return Adviser(rules, obs.seat, seed).hint(obs, theme)


def explain(game: str, action: Action, obs: Observation, theme: str = "french") -> str:
    if len(obs.legal) == 1:
        return tr("hint.only_choice")
    if action.kind == "PLAY" and action.card is not None:
        return tr(_card_reason(action.card, obs))
    key = f"hint.{game}.{action.kind}"
    if not has(key, "en"):
        key = f"hint.{action.kind}"
        return tr(key if has(key, "en") else "hint.default")
    return tr(key, **_params(game, action, obs, theme))


def _params(game: str, action: Action, obs: Observation, theme: str) -> dict[str, object]:
    arg = action.arg or ""
    if game == "schnapsen" and action.kind == "MARRIAGE":
        return {"points": 40 if arg == obs.trump else 20}
    if game == "schnapsen" and action.kind == "CLAIM":
        return {"points": getattr(obs, "scores", (0, 0))[obs.seat]}
    if game == "skat" and action.kind == "BID":
        return {"n": arg}
    if game == "skat" and action.kind == "DECLARE":
        return {"game": skat_game(arg, theme)}
    if game == "schafkopf" and action.kind == "BID":
        return {"game": schafkopf_game(arg)}
    if game == "coiffeur" and action.kind == "DECLARE":
        return {"contract": coiffeur_declaration(arg, theme)}
    return {}


def _card_reason(card: Card, obs: Observation) -> str:
    """The key describing why ``card`` is played (by the common trick-taking patterns)."""
    trumps = obs.trump
    if not obs.trick:
        if card.suit == trumps:
            return "hint.lead_trump"
        return "hint.lead_high" if VALUE.get(card.rank, 0) >= 10 else "hint.lead_low"
    led = obs.trick[0][1].suit
    if card.suit == led:
        same = [a.card for a in obs.legal if a.card is not None and a.card.suit == led]
        if card is max(same, key=lambda c: RANKS.index(c.rank)):
            return "hint.follow_low"
        trumped = led != trumps and any(c.suit == trumps for _, c in obs.trick)
        tops = all(RANKS.index(card.rank) < RANKS.index(c.rank) for _, c in obs.trick if c.suit == led)
        return "hint.follow_high" if tops and not trumped else "hint.follow"
    if card.suit == trumps:
        return "hint.trump_in"
    return "hint.discard_points" if VALUE.get(card.rank, 0) >= 10 else "hint.discard_low"
