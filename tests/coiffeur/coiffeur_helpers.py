"""Shared helpers for the Coiffeur tests."""

from __future__ import annotations

from cardtable.engine.actions import Action, play
from cardtable.engine.cards import Card, cards
from cardtable.games.coiffeur import scoring
from cardtable.games.coiffeur.rules import Coiffeur
from cardtable.games.coiffeur.state import Board, CoiffeurState


def deck_for(hands: dict[int, str], dealer: int, seats: int) -> list[Card]:
    """The deck order that deals ``hands`` (§6.3 inverted)."""
    pools = {p: cards(h) for p, h in hands.items()}
    out: list[Card] = []
    for p in range(12):
        seat = (dealer + 1 + p) % seats
        out += pools[seat][:3]
        pools[seat] = pools[seat][3:]
    return out


def board_with(mode: str, filled: dict[int, list[str]]) -> Board:
    """A board where each owner has already played the listed contracts (value 50)."""
    b = scoring.new_board(mode)
    for o, contracts in filled.items():
        for c in contracts:
            scoring.row(b, c).values[o] = 50
    return b


def act(rules: Coiffeur, s: CoiffeurState, seat: int, text: str) -> CoiffeurState:
    action = play(Card.parse(text)) if len(text) == 2 else Action.parse(text)
    return rules.apply(s, seat, action)[0]


def legal_text(rules: Coiffeur, s: CoiffeurState, seat: int) -> set[str]:
    return {a.card.text for a in rules.legal_actions(s, seat)}
