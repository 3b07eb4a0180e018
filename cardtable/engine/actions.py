"""Actions: small immutable records with a stable text id.

``Action("PLAY", card=HK)`` ↔ ``"PLAY:HK"``; ``Action("BID", arg="18")`` ↔ ``"BID:18"``;
``Action("CLOSE")`` ↔ ``"CLOSE"``. Kinds are upper-case words owned by each game; the UI
offers any non-card action generically from its id.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from operator import attrgetter

from .cards import ALL_CARDS, Card

PLAY = "PLAY"


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    card: Card | None = None
    arg: str | None = None

    @property
    def id(self) -> str:
        if self.card is not None:
            return f"{self.kind}:{self.card.text}"
        if self.arg is not None:
            return f"{self.kind}:{self.arg}"
        return self.kind

    def __str__(self) -> str:
        return self.id

    def __repr__(self) -> str:
        return f"Action({self.id!r})"

    @classmethod
    def parse(cls, text: str) -> Action:
        """Inverse of ``id``; a payload that is a card text becomes ``card``, else ``arg``."""
        kind, sep, payload = text.partition(":")
        if not kind or (sep and not payload):
            raise ValueError(f"malformed action {text!r}: expected KIND or KIND:VALUE")
        if not sep:
            return cls(kind)
        try:
            return cls(kind, card=Card.parse(payload))
        except ValueError:
            return cls(kind, arg=payload)


# Every card's play action at the card's index: made once (legal moves are listed very often),
# found without hashing the card and listed in card order by sorting plain numbers.
_PLAYS: tuple[Action, ...] = tuple(Action(PLAY, card=c) for c in sorted(ALL_CARDS, key=attrgetter("index")))


def play(card: Card) -> Action:
    """The action of playing ``card``."""
    return _PLAYS[card.index]


def plays(cards: Iterable[Card]) -> list[Action]:
    """The actions of playing ``cards``, in the canonical card order (as games list them)."""
    return [_PLAYS[i] for i in sorted([c.index for c in cards])]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is illegal, as data: a key naming the rule and its parameters.

    Keys are ``<game>.<rule>`` (``engine.<rule>`` for rules every game shares); the UI shows
    ``tr("reason." + key, **params)``. Parameters hold card, suit and rank texts ("HK", "H",
    "K") and ids, never words, so each language spells them in the chosen deck's names.
    """

    key: str
    params: tuple[tuple[str, str | int], ...] = ()

    @classmethod
    def of(cls, key: str, **params: str | int) -> Reason:
        return cls(key, tuple(sorted(params.items())))

    def __str__(self) -> str:
        if not self.params:
            return self.key
        return f"{self.key}({', '.join(f'{name}={value}' for name, value in self.params)})"


def not_held(card: Card | None) -> Reason:
    """Why a seat may not play ``card``: it does not hold it (or named no card at all)."""
    return Reason.of("engine.not_held", card=card.text) if card else Reason.of("engine.play_a_card")


class IllegalAction(ValueError):
    """An action the rules forbid; ``reason`` names the rule it breaks."""

    def __init__(self, action: Action, reason: Reason) -> None:
        super().__init__(f"{action.id} is not allowed: {reason}")
        self.action = action
        self.reason = reason
