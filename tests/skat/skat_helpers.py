"""Shared helpers for the Skat tests: explicit deals and scripted action sequences."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, cards
from cardtable.games.skat import Skat
from cardtable.games.skat.state import SkatState


def deck_for(dealer: int, hands: dict[int, str], skat: str) -> list[Card]:
    """The deck order that deals ``hands`` (seat → ten cards) and ``skat`` by §6.2."""
    f, m, r = (dealer + 1) % 3, (dealer + 2) % 3, dealer
    h = {seat: cards(text) for seat, text in hands.items()}
    return (h[f][:3] + h[m][:3] + h[r][:3] + cards(skat) + h[f][3:7] + h[m][3:7] + h[r][3:7]
            + h[f][7:] + h[m][7:] + h[r][7:])


def run(rules: Skat, s: SkatState, script: list[tuple[int, str]]) -> SkatState:
    """Apply ``(seat, action id)`` pairs through the public contract."""
    for seat, text in script:
        s, _ = rules.apply(s, seat, Action.parse(text))
    return s


def play_random(rules: Skat, s: SkatState, rng: random.Random, limit: int = 200) -> SkatState:
    """Random legal actions of the seat on turn until the deal ends."""
    for _ in range(limit):
        if rules.deal_over(s):
            return s
        seat = rules.turn(s)
        s, _ = rules.apply(s, seat, rng.choice(rules.legal_actions(s, seat)))
    raise AssertionError("the deal did not end")
