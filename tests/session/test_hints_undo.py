"""Hints equal the expert's choice; undo restores the previous state exactly."""

import json
import random

import pytest

from cardtable import games
from cardtable.ai import make_player
from cardtable.engine.ruleset import Match
from cardtable.i18n import language, set_language, set_strict
from cardtable.session.driver import computer_choice
from cardtable.session.hints import LEVEL, Adviser, Hint, hint
from cardtable.session.undo import UndoHistory

GAMES = ("coiffeur", "hindersche", "schafkopf", "schnapsen", "skat")


@pytest.fixture(autouse=True)
def strict_german():
    before = language()
    set_strict(True)
    set_language("de")
    yield
    set_strict(False)
    set_language(before)


@pytest.mark.parametrize("game", GAMES)
def test_hint_equals_a_fresh_experts_choice_in_random_positions(game):
    rules = games.get(game)()
    rng = random.Random(game)
    checked = 0
    for seed in range(5):
        match = Match.new(rules, seed)
        match.next_deal()
        while match.deal_running:
            turn = rules.turn(match.state)
            obs = rules.observation(match.state, turn)
            if rng.random() < 0.4:
                advice = hint(rules, obs, seed)
                assert isinstance(advice, Hint) and advice.text and "{" not in advice.text
                assert advice.action == make_player(rules, LEVEL, turn, seed).choose(obs, list(obs.legal))
                checked += 1
            match.apply(turn, rng.choice(rules.legal_actions(match.state, turn)))
    assert checked >= 10


@pytest.mark.parametrize("game", GAMES)
def test_the_advisers_hint_is_the_move_the_expert_makes(game):
    """Experts in every seat play a deal; before each move an adviser for the seat on
    turn gives a hint, which must be the move that seat's player then makes."""
    rules = games.get(game)()
    match = Match.new(rules, 11)
    players = [make_player(rules, LEVEL, s, 11) for s in range(rules.seats)]
    advisers = [Adviser(rules, s, 11) for s in range(rules.seats)]
    match.next_deal()
    while match.deal_running:
        turn = rules.turn(match.state)
        advice = None
        if not any(rules.legal_actions(match.state, s) for s in range(rules.seats) if s != turn):
            advice = advisers[turn].hint(rules.observation(match.state, turn))
        seat, action = computer_choice(match, players)
        if advice is not None:
            assert (seat, advice.action) == (turn, action)
        match.apply(seat, action)


def test_no_hint_when_it_is_not_your_turn():
    rules = games.get("skat")()
    match = Match.new(rules, 3)
    match.next_deal()
    waiting = next(s for s in range(rules.seats) if not rules.legal_actions(match.state, s))
    advice = hint(rules, rules.observation(match.state, waiting), 3)
    assert advice.action is None and advice.text


def play_random(match: Match, rng: random.Random, history: UndoHistory, steps: int) -> None:
    """Random moves; every one is pushed to the history first (as the table does for humans)."""
    rules = match.rules
    for _ in range(steps):
        if not match.deal_running:
            if match.over:
                return
            match.next_deal()
        moves = [(s, a) for s in range(rules.seats) for a in rules.legal_actions(match.state, s)]
        history.push(match)
        match.apply(*rng.choice(moves))


@pytest.mark.parametrize("game", GAMES)
def test_undo_restores_the_previous_state_exactly(game):
    rules = games.get(game)()
    rng = random.Random(game)
    match = Match.new(rules, 5)
    history = UndoHistory(human_seats=1)
    for _ in range(6):
        play_random(match, rng, history, rng.randrange(1, 25))
        if not history.can_undo(match):
            continue
        before = json.loads(history._snapshots[-1][1])  # what the last push saw
        restored = history.undo(match)
        assert restored.to_json() == before
        again = Match.from_json(before, games.rulesets())
        for seat in range(rules.seats):
            assert restored.rules.legal_actions(restored.state, seat) == again.rules.legal_actions(again.state, seat)
        match = restored


def test_undo_steps_back_one_action_and_is_off_in_hot_seat():
    rules = games.get("schnapsen")()
    match = Match.new(rules, 1)
    match.next_deal()
    history = UndoHistory(human_seats=1)
    first = json.dumps(match.to_json(), sort_keys=True)
    legal = [rules.legal_actions(match.state, s) for s in range(2)]
    turn = rules.turn(match.state)
    history.push(match)
    match.apply(turn, rules.legal_actions(match.state, turn)[0])
    restored = history.undo(match)
    assert json.dumps(restored.to_json(), sort_keys=True) == first
    assert [rules.legal_actions(restored.state, s) for s in range(2)] == legal
    assert not history.can_undo(restored)
    with pytest.raises(IndexError):
        history.undo(restored)
    hot_seat = UndoHistory(human_seats=2)
    hot_seat.push(match)
    assert not hot_seat.enabled and not hot_seat.can_undo(match)


def test_undo_never_reaches_into_a_finished_deal():
    """Actions pushed during deal 1 cannot be taken back once it is over, nor from deal 2."""
    rules = games.get("schnapsen")()
    match = Match.new(rules, 4)
    match.next_deal()
    history = UndoHistory(human_seats=1)
    while match.deal_running:
        turn = rules.turn(match.state)
        history.push(match)
        match.apply(turn, rules.legal_actions(match.state, turn)[0])
    assert not history.can_undo(match)  # the deal is scored
    finished = json.dumps(match.to_json(), sort_keys=True)
    match.next_deal()
    assert not history.can_undo(match)
    with pytest.raises(IndexError):
        history.undo(match)
    turn = rules.turn(match.state)
    history.push(match)
    match.apply(turn, rules.legal_actions(match.state, turn)[0])
    restored = history.undo(match)  # deal 2's own action comes back, and nothing before it
    assert restored.deals == 2 and restored.deal_running
    assert restored.to_json()["record"] == json.loads(finished)["record"]  # deal 1 as it was scored
    assert not history.can_undo(restored)

