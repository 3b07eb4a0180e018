"""Shared helpers for the Skat tests: explicit deals and scripted action sequences."""

from __future__ import annotations

import random

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, cards
from cardtable.games.skat import Skat
from cardtable.games.skat.state import SkatState

# The sample deal of the rules file (§14 Examples 2, 3, 8, 9): dealer seat 0, F = 1, M = 2, R = 0.
SAMPLE_DECK = cards(
    "CJ SJ CA DJ CQ C8 S8 S7 HQ HJ H7 CT CK C9 SA C7 SK SQ S9 H9 H8 DT DK ST HT D7 HA HK DA DQ D9 D8"
)
SAMPLE_AUCTION = [(2, "BID:18"), (1, "HOLD"), (2, "BID:20"), (1, "HOLD"), (2, "PASS"),
                  (0, "BID:22"), (1, "HOLD"), (0, "PASS")]
SAMPLE_PLAY = ["CJ C7 D8", "SJ C8 D9", "HJ DJ S7", "CA CQ S8", "SA S9 H8", "ST SQ H9",
               "HT HA HQ", "SK DQ C9", "CK HK DK", "CT DA DT"]
SAMPLE_LEADERS = [1, 1, 1, 1, 1, 1, 1, 2, 1, 1]


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


def sample_after_declaration(rules: Skat) -> SkatState:
    s = run(rules, rules.deal_from(SAMPLE_DECK, dealer=0), SAMPLE_AUCTION)
    return run(rules, s, [(1, "TAKE_SKAT"), (1, "DISCARD:D7"), (1, "DISCARD:H7"), (1, "DECLARE:clubs")])
