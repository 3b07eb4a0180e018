"""Matches part-way through a deal, played by seeded random players."""

from __future__ import annotations

import random

from cardtable.ai import make_player
from cardtable.engine.ruleset import Match, Ruleset
from cardtable.session.driver import computer_step
from cardtable.storage import SeatConfig


def random_players(rules: Ruleset, seed: int) -> list:
    return [make_player(rules, "random", seat, seed) for seat in range(rules.seats)]


def mid_deal(rules: Ruleset, seed: int, steps: int) -> Match:
    """A match whose first deal has run ``steps`` actions (fewer if it ends sooner)."""
    match = Match.new(rules, seed)
    match.next_deal()
    players = random_players(rules, seed)
    for _ in range(steps):
        if not match.deal_running:
            break
        computer_step(match, players)
    return match


def seats_for(rules: Ruleset) -> list[SeatConfig]:
    return [SeatConfig("You")] + [SeatConfig(f"Computer {i}", "random") for i in range(1, rules.seats)]


def play_on(match: Match, seed: int) -> list:
    """Events of the rest of the deal with fresh seeded players: equal matches give equal lists."""
    players = random_players(match.rules, seed)
    events = []
    while match.deal_running:
        events += computer_step(match, players)
    return events


def random_steps(seed: int) -> int:
    return random.Random(seed).randrange(1, 12)
