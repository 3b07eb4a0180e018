"""Matches played by seeded random players, each deal logged as the history logs it."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

from cardtable import games
from cardtable.ai.base import RandomPlayer
from cardtable.engine.ruleset import Match
from cardtable.session.deallog import DealLog
from cardtable.session.driver import computer_choice

RULESETS = games.rulesets()
GAME_SEATS = [(game, seats) for game, cls in RULESETS.items() for seats in cls.SEAT_COUNTS]


def played_deals(game: str, seats: int, seed: int, deals: int) -> Iterator[tuple[Match[Any, Any], DealLog]]:
    """Each deal of a match (the next match once one ends), played out by random players,
    with its log."""
    rules = RULESETS[game](None, seats)
    match = Match.new(rules, seed)
    players = [RandomPlayer(rules, s, random.Random(f"{seed}/{s}")) for s in range(seats)]
    for _ in range(deals):
        if match.over:
            match = Match.new(rules, seed + match.deals, previous=match.record)
        match.next_deal()
        log = DealLog(match)
        while match.deal_running:
            choice = computer_choice(match, players)
            assert choice is not None
            log.add(match, *choice, match.apply(*choice))
        yield match, log
