"""Small helpers for the Schnapsen tests: build a position from card text, play actions by
their text ids."""

from __future__ import annotations

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, cards
from cardtable.games.schnapsen import Schnapsen, SchnapsenState
from cardtable.games.schnapsen.state import LEAD, CloseSnapshot, TrickRecord


def position(
    rules: Schnapsen, *, trump: str, leader: int, hands: tuple[str, str], talon: str = "",
    piles: tuple[str, str] = ("", ""), phase: str = LEAD, dealer: int | None = None,
    marriages: tuple[str, str] = ("", ""), closed: bool = False, closer: int | None = None,
    led: str | None = None, marriage_suit: str | None = None, last_trick_winner: int | None = None,
) -> SchnapsenState:
    """A deal built from the canonical state object (§7.1), in card text.

    ``piles`` lists each seat's tricks, led card first ("CK CA HT HQ" = two tricks); their
    order of play is unknown, so the history records each as led by its winner.
    """
    pile_lists = [_pairs(cards(p)) for p in piles]
    history = [TrickRecord(w, a, b, w) for w in (0, 1) for a, b in pile_lists[w]]
    state = SchnapsenState(
        dealer=(1 - leader) if dealer is None else dealer, trump=trump, phase=phase, leader=leader,
        hands=[cards(h) for h in hands], talon=cards(talon), led=Card.parse(led) if led else None,
        marriage_suit=marriage_suit, closed=closed, closer=closer, piles=pile_lists,
        marriages=[list(m) for m in marriages], tricks=history, last_trick_winner=last_trick_winner,
    )
    if closed:
        assert closer is not None, "a closed position names its closer"
        state.closed_at = len(history)
        other = 1 - closer
        state.close_snapshot = CloseSnapshot(rules.score(state, other), rules.has_trick(state, other))
    return state


def _pairs(cs: list[Card]) -> list[tuple[Card, Card]]:
    return [(cs[i], cs[i + 1]) for i in range(0, len(cs), 2)]


def ids(rules: Schnapsen, state: SchnapsenState, seat: int) -> set[str]:
    return {a.id for a in rules.legal_actions(state, seat)}


def run(rules: Schnapsen, state: SchnapsenState, *moves: str) -> SchnapsenState:
    """Apply moves written "P0 PLAY:ST" in order; every move must be legal."""
    for move in moves:
        who, text = move.split()
        state, _ = rules.apply(state, int(who[1]), Action.parse(text))
    return state
