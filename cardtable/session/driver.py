"""The turn loop shared by simulations and the table: who is asked, in which order.

Before the seat on turn acts, every other seat with an optional action (Schnapsen: claim or
exchange while the opponent leads) is asked whether it wants to interject; the seat on turn
is asked last. Timing is measured per decision for the simulation report.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from ..ai.base import Player
from ..engine.actions import Action
from ..engine.events import Event
from ..engine.observation import Observation
from ..engine.ruleset import Match, Ruleset
from .deallog import DealLog

DecisionHook = Callable[[int, float], None]  # (seat, seconds)
A = TypeVar("A", Action, Action | None)


def computer_step(
    match: Match[Any, Any], players: Sequence[Player | None], on_decision: DecisionHook | None = None
) -> list[Event] | None:
    """Let one computer seat act (an interjection first, else the seat on turn).

    Returns the events, or None when nobody acted (the seat on turn is not a computer).
    """
    choice = computer_choice(match, players, on_decision)
    return None if choice is None else match.apply(*choice)


def computer_choice(match: Match[Any, Any], players: Sequence[Player | None],
                    on_decision: DecisionHook | None = None) -> tuple[int, Action] | None:
    """The computer seat that acts next and its action, or None (a human is on turn)."""
    if match.state is None:
        raise ValueError("no deal is in progress")
    return choice_in(match.rules, match.state, players, on_decision)


def choice_in(rules: Ruleset[Any, Any, Any], state: Any, players: Sequence[Player | None],
              on_decision: DecisionHook | None = None) -> tuple[int, Action] | None:
    """``computer_choice`` in the deal ``state`` of ``rules``."""
    turn = rules.turn(state)
    for seat, player in enumerate(players):
        if seat == turn or player is None:
            continue
        legal = rules.legal_actions(state, seat)
        if legal:
            action = _timed(player.interject, rules.observation(state, seat), legal, seat, on_decision)
            if action is not None:
                return seat, action
    player = players[turn] if turn is not None else None
    if player is None or turn is None:
        return None
    legal = rules.legal_actions(state, turn)
    return turn, _timed(player.choose, rules.observation(state, turn), legal, turn, on_decision)


def _timed(
    ask: Callable[[Observation, Sequence[Action]], A], obs: Observation, legal: list[Action], seat: int,
    hook: DecisionHook | None,
) -> A:
    start = time.perf_counter()
    action = ask(obs, legal)
    if hook is not None:
        hook(seat, time.perf_counter() - start)
    return action


def play_deal(match: Match[Any, Any], players: Sequence[Player | None], on_decision: DecisionHook | None = None,
              keep_log: bool = False) -> DealLog | None:
    """Deal and play one deal to its end with computer players in every seat; with
    ``keep_log``, return the deal's log (for the history)."""
    match.next_deal()
    log = DealLog(match) if keep_log else None
    while match.deal_running:
        choice = computer_choice(match, players, on_decision)
        if choice is None:
            raise RuntimeError("a seat without a player is on turn")
        events = match.apply(*choice)
        if log is not None:
            log.add(match, *choice, events)
    return log
