"""What a seat is told, the same for every game: an observation holds no card the seat was
never shown; it is a copy (changing it never changes the game); every computer level plays
only legal actions, chosen from observations."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest
from conformance_kit import CONFIGS, IDS, cards_in, moves, random_deal, ruleset

from cardtable.ai import levels, make_player
from cardtable.engine import codec
from cardtable.engine.ruleset import Match
from cardtable.session.driver import computer_step


@pytest.mark.parametrize(("game", "variants", "seats"), CONFIGS, ids=IDS)
def test_no_observation_holds_a_card_its_seat_was_never_shown(game, variants, seats):
    """A structural walk over every observation (all fields, nested records, notes): while
    the deal runs, each card in it is one the events so far showed that seat (its own deal,
    plays, draws, cards turned up or shown), never another hand's hidden card. (Once the deal
    is over the hands are turned face up.)"""
    rules = ruleset(game, variants, seats)
    for seed in range(2):
        match, rng = Match.new(rules, seed), random.Random(seed)
        shown: list[set[Any]] = [set() for _ in range(rules.seats)]
        for _seat, _action, events in random_deal(match, rng):
            if not match.deal_running:
                break
            for seat in range(rules.seats):
                shown[seat].update(c for e in events for c in cards_in(dataclasses.asdict(e.for_seat(seat))))
                obs = rules.observation(match.state, seat)
                unseen = {c.text for c in cards_in(obs)} - {c.text for c in shown[seat]}
                assert not unseen, (game, seat, match.state.phase, sorted(unseen))


def vandalise(value: Any) -> None:
    """Change everything mutable reachable from ``value`` in place."""
    if isinstance(value, list):
        for item in value:
            vandalise(item)
        value.append(value[0] if value else None)
    elif isinstance(value, dict):
        for item in list(value.values()):
            vandalise(item)
        value.clear()
    elif isinstance(value, set):
        value.clear()
    elif isinstance(value, tuple):
        for item in value:
            vandalise(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            vandalise(getattr(value, f.name))
            if not type(value).__dataclass_params__.frozen:  # type: ignore[attr-defined]
                setattr(value, f.name, None)


@pytest.mark.parametrize(("game", "variants", "seats"), CONFIGS, ids=IDS)
def test_observations_are_copies(game, variants, seats):
    rules = ruleset(game, variants, seats)
    match, rng = Match.new(rules, 1), random.Random(1)
    for _ in random_deal(match, rng):
        before = codec.encode(match.state)
        for seat in range(rules.seats):
            vandalise(rules.observation(match.state, seat))
            assert codec.encode(match.state) == before, (game, seat, match.state.phase)


@pytest.mark.parametrize(("game", "variants", "seats"), CONFIGS, ids=IDS)
def test_every_level_plays_only_legal_actions_from_observations(game, variants, seats):
    """A deal per level, every seat played by that level (Match.apply refuses any illegal
    action; the players see nothing but observations and the legal actions)."""
    rules = ruleset(game, variants, seats)
    for level in levels(game):
        players = [make_player(rules, level, seat, 3) for seat in range(rules.seats)]
        match = Match.new(rules, 3)
        match.next_deal()
        while match.deal_running:
            legal = moves(match)
            events = computer_step(match, players)
            assert events is not None and legal
