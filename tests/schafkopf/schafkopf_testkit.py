"""Shared helpers for the Schafkopf tests: rules-file notation → engine calls."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from cardtable.engine.actions import Action, play
from cardtable.engine.cards import Card, cards
from cardtable.games.schafkopf import Schafkopf
from cardtable.games.schafkopf.state import SchafkopfState

WORDS = {"pass": "PASS", "kontra": "KONTRA", "re": "RE", "knock": "KNOCK", "no_knock": "NO_KNOCK"}


def action(word: str) -> Action:
    """``pass``, ``bid:solo``, ``call:D``, ``trump:H``, ``kontra``, ``re``, a card id → Action."""
    if word in WORDS:
        return Action(WORDS[word])
    kind, sep, arg = word.partition(":")
    if sep:
        return Action(kind.upper(), arg=arg)
    return play(Card.parse(word))


def sequence(hands: Mapping[int, str], dealer: int) -> list[Card]:
    """The 32-card deal sequence that gives ``hands`` (§7.2: 4 + 4 per seat, forehand first)."""
    out: list[Card] = []
    for rnd in (0, 1):
        for k in range(4):
            seat = (dealer + 1 + k) % 4
            out.extend(cards(hands[seat])[4 * rnd:4 * rnd + 4])
    return out


def deal(rules: Schafkopf, hands: Mapping[int, str], dealer: int) -> SchafkopfState:
    state, _ = rules.deal_from(sequence(hands, dealer), dealer)
    return state


def run(rules: Schafkopf, state: SchafkopfState, steps: Iterable[tuple[int, str]]) -> SchafkopfState:
    for seat, word in steps:
        assert rules.turn(state) == seat, f"expected seat {rules.turn(state)} to act, not {seat} ({word})"
        state, _ = rules.apply(state, seat, action(word))
    return state


def play_tricks(rules: Schafkopf, state: SchafkopfState, tricks: Iterable[tuple[int, str]]) -> SchafkopfState:
    """Play tricks given as (leader, "c1 c2 c3 c4") in play order."""
    for leader, text in tricks:
        for k, word in enumerate(text.split()):
            state = run(rules, state, [((leader + k) % 4, word)])
    return state


def ids(actions: Iterable[Action]) -> set[str]:
    return {a.id for a in actions}
