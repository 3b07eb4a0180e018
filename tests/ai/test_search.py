"""The shared expert: its choices depend on the seed alone, and it plays known Schnapsen
endgames exactly."""

from __future__ import annotations

import itertools
import random
import time

import pytest
from hypothesis import given, settings, strategies as st

from cardtable import games
from cardtable.ai import make_player
from cardtable.ai.schnapsen.solver import Setup, solve_options
from cardtable.engine.ruleset import Match
from cardtable.games.schnapsen import Schnapsen
from cardtable.games.schnapsen.scoring import TARGET
from cardtable.session.driver import computer_choice
from cardtable.session.simulate import simulate

TIMING = {"seconds", "decision_ms_median", "decision_ms_p95"}


def without_timing(report):
    if isinstance(report, dict):
        return {k: without_timing(v) for k, v in report.items() if k not in TIMING}
    if isinstance(report, list):
        return [without_timing(v) for v in report]
    return report


@pytest.mark.parametrize("game", list(games.rulesets()))
def test_expert_play_depends_on_the_seed_not_on_the_clock(game, monkeypatch):
    """A machine so busy that every clock reading is ten seconds later than the last: the
    same seed still gives the same report, timings aside."""
    rules = games.get(game)()
    seats = ["expert"] + ["normal"] * (rules.seats - 1)
    idle = simulate(rules, seats, seed=3, deals=1)
    ticks = itertools.count()
    slow = lambda: 10.0 * next(ticks)  # noqa: E731
    for clock in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, clock, slow)
    busy = simulate(rules, seats, seed=3, deals=1)
    assert busy["seats"][0]["decision_ms_median"] >= 10_000  # the slow clock was read
    assert without_timing(busy) == without_timing(idle)


def known_endgames(seed: int):
    """Positions of a seeded Schnapsen deal after the talon is used up: every card known."""
    rules = Schnapsen()
    rng = random.Random(seed)
    match = Match.new(rules, seed)
    match.next_deal()
    while match.deal_running:
        s = match.state
        turn = rules.turn(s)
        if not s.talon and not s.closed and rules.score(s, turn) < TARGET:
            yield s
        legal = [a for a in rules.legal_actions(s, turn) if a.kind not in ("CLOSE", "CLAIM")]
        match.apply(turn, rng.choice(legal))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6))
def test_expert_plays_a_known_schnapsen_endgame_exactly(seed):
    rules = Schnapsen()
    for s in known_endgames(seed):
        seat = rules.turn(s)
        obs = rules.observation(s, seat)
        cards = [a for a in obs.legal if a.card is not None]
        if not cards:
            continue
        choice = make_player(rules, "expert", seat, seed).choose(obs, list(obs.legal))
        values = exact_values(rules, s, seat)
        assert choice.card is not None and values[choice.card] == max(values.values())


def exact_values(rules: Schnapsen, s, seat: int) -> dict:
    other = 1 - seat
    tricks = (bool(s.piles[seat]), bool(s.piles[other]))
    pending = tuple(0 if tricks[i] else sum(40 if m == s.trump else 20 for m in s.marriages[p])
                    for i, p in enumerate((seat, other)))
    led = s.led if s.leader != seat else None
    return solve_options(Setup(trump=s.trump, closer=None), (tuple(s.hands[seat]), tuple(s.hands[other])),
                         0 if s.leader == seat else 1, (rules.score(s, seat), rules.score(s, other)), tricks,
                         pending, led)


@pytest.mark.parametrize("game", list(games.rulesets()))
def test_master_choices_depend_on_the_seed_not_on_the_clock(game, monkeypatch):
    """The master's first searched card and its last one (where its exact endings solve the
    worlds) are the same on a machine so busy that every clock reading is ten seconds on."""
    rules = games.get(game)()
    players = [make_player(rules, "normal", s, 5) for s in range(rules.seats)]
    master = make_player(rules, "master", 0, 5)
    playouts = __import__(f"cardtable.ai.{game}.policy", fromlist=["PLAYOUTS"]).PLAYOUTS
    match = Match.new(rules, 5)
    match.next_deal()
    asked = []
    while match.deal_running:
        s = match.state
        obs, legal = rules.observation(s, 0), rules.legal_actions(s, 0)
        if rules.turn(s) == 0 and len(playouts.candidates(obs, legal)) > 1:
            asked.append((obs, legal))
        match.apply(*computer_choice(match, players))
    assert asked
    positions = [asked[0], asked[-1]]
    idle = [master.choose(obs, legal) for obs, legal in positions]
    ticks = itertools.count()
    for clock in ("perf_counter", "monotonic", "time", "process_time"):
        monkeypatch.setattr(time, clock, lambda: 10.0 * next(ticks))
    assert [make_player(rules, "master", 0, 5).choose(obs, legal) for obs, legal in positions] == idle
