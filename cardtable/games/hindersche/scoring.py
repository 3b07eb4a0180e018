"""Scoring a deal onto the slate: round one, round two's states, playoffs, players leaving,
the dealer rule, a game's loser and the rubber settlement (rules file sections 6.3, 8-12, 14).

Pure functions on ``Standing``; the ruleset calls ``score_deal`` when the 9th trick is taken.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any

from ...engine.events import Event
from .cards import MARCH_POINTS
from .state import (
    ADD,
    ERASE,
    EXCESS,
    NORMAL,
    RARE,
    ROUND_ONE,
    TWO,
    Pending,
    Playoff,
    SlateLine,
    Standing,
)

STROKES_CHANGED, PLAYER_LEFT, ROUND_TWO_STARTED = "StrokesChanged", "PlayerLeft", "RoundTwoStarted"
GAME_LOST, RUBBER_SETTLED = "GameLost", "RubberSettled"
ROUND_ONE_TARGET = 4  # round one ends once the strokes total 4 or more (section 9)


def deal_state(standing: Standing) -> str:
    """The scoring state of the next regular deal (table of 11.1)."""
    if standing.round == 1:
        return ROUND_ONE
    n = len(standing.active)
    total = sum(standing.strokes[s] for s in standing.active)
    if n == 2:
        return TWO
    if n == 3 and total == 3:
        return RARE
    return NORMAL if total == 4 else EXCESS


def next_dealer(prev: int, active: list[int], newly_out: list[int]) -> int:
    """6.3: the deal passes right; a player who has just left deals once more, earlier leavers never."""
    s = prev
    while True:
        s = (s + 1) % 4
        if s in active or s in newly_out:
            return s


def marcher(points: Mapping[int, int], tricks: Mapping[int, int], round_: int) -> int | None:
    """Section 8: 100+ card points, or in round two all 9 tricks."""
    for s in points:
        if points[s] >= MARCH_POINTS or (round_ == 2 and tricks[s] == 9):
            return s
    return None


def settlement(losses: list[int], stake: int) -> list[int]:
    """Section 14: every pair settles the difference of lost games; net = stake × (Σ − 4 × own)."""
    total = sum(losses)
    return [stake * (total - len(losses) * own) for own in losses]


def _extremes(points: Mapping[int, int]) -> tuple[list[int], list[int]]:
    lo, hi = min(points.values()), max(points.values())
    return [s for s in points if points[s] == lo], [s for s in points if points[s] == hi]


def _one_or_playoff(seats: list[int], question: str, delta: int, pending: Pending) -> None:
    """A single player takes the change; a tie that matters goes to a playoff (11.2)."""
    if len(seats) == 1:
        pending.changes[seats[0]] = pending.changes.get(seats[0], 0) + delta
    else:
        pending.playoffs.append(Playoff(question, list(seats)))


def score_regular(
    label: str, dealer: int, points: dict[int, int], march: int | None, rare_march_out: bool
) -> Pending:
    """The changes of a regular deal, and the playoffs they wait for (sections 9, 11.2)."""
    pending = Pending(dealer, {}, [], [])
    seats = list(points)
    others = [s for s in seats if s != march]
    lowest, highest = _extremes(points)
    all_tied = len(lowest) == len(seats)
    if label == ROUND_ONE:
        if march is not None:
            pending.changes = dict.fromkeys(others, 1)
        elif all_tied:
            pending.changes = dict.fromkeys(seats, 1)
        else:
            _one_or_playoff(highest, ADD, 1, pending)
    elif march is not None:
        if label == NORMAL:
            pending.wiped, pending.changes = [march], dict.fromkeys(others, 1)
        elif label == EXCESS:
            pending.wiped = [march]
        elif label == RARE:  # [D-4]; variant rare_march_marcher_out wipes the marcher too
            pending.wiped = [march] if rare_march_out else []
            pending.playoffs.append(Playoff(ADD, others))
        else:  # TWO: the marcher wipes two
            pending.changes = {march: -2}
    elif all_tied:  # no change in any state; with two players every tie is all-round [D-5]
        pass
    elif label == NORMAL:  # ERASE playoff before ADD playoff [D-6]
        _one_or_playoff(lowest, ERASE, -1, pending)
        _one_or_playoff(highest, ADD, 1, pending)
    elif label in (EXCESS, TWO):
        _one_or_playoff(lowest, ERASE, -1, pending)
    else:  # RARE
        _one_or_playoff(highest, ADD, 1, pending)
    return pending


def score_playoff(pending: Pending, points: dict[int, int], march: int | None) -> Pending:
    """Settle the first queued playoff, or replace it by a replay among those still tied (12)."""
    new = copy.deepcopy(pending)
    head = new.playoffs.pop(0)
    if march is not None:  # [D-7]: the March settles only this playoff's question
        if head.question == ERASE:
            new.changes[march] = new.changes.get(march, 0) - 1
        else:
            for s in head.seats:
                if s != march:
                    new.changes[s] = new.changes.get(s, 0) + 1
        return new
    lowest, highest = _extremes(points)
    tied = lowest if head.question == ERASE else highest
    delta = -1 if head.question == ERASE else 1
    if len(tied) == 1:
        new.changes[tied[0]] = new.changes.get(tied[0], 0) + delta
    else:
        new.playoffs.insert(0, Playoff(head.question, tied))  # a replay right after the playoff
    return new


def apply_pending(
    before: Standing, pending: Pending, variants: Mapping[str, Any], line: SlateLine
) -> tuple[Standing, list[Event]]:
    """Apply a deal's changes together, let players leave, and end the round or game (9-11, 14).

    Returns the new standing and the events; fills the slate line's outcome fields.
    """
    st = copy.deepcopy(before)
    st.pending = None
    old = list(st.strokes)
    for s in pending.wiped:
        st.strokes[s] = 0
    for s, d in pending.changes.items():
        if s not in pending.wiped:
            st.strokes[s] = max(0, st.strokes[s] + d)
    changes = {s: st.strokes[s] - old[s] for s in range(4) if st.strokes[s] != old[s]}
    events = [Event(STROKES_CHANGED, data={"changes": changes, "strokes": list(st.strokes)})] if changes else []
    newly_out: list[int] = []
    if st.round == 2 or sum(st.strokes) >= ROUND_ONE_TARGET:
        newly_out = [s for s in st.active if st.strokes[s] == 0]
        st.active = [s for s in st.active if st.strokes[s] > 0]
        events += [Event(PLAYER_LEFT, seat=s) for s in newly_out]
    if st.round == 1 and sum(st.strokes) >= ROUND_ONE_TARGET:
        if len(st.active) == 1:
            st.lost = 2  # section 10: the only marked player loses twice over
        else:
            st.round = 2
            events.append(Event(ROUND_TWO_STARTED, data={"active": list(st.active), "strokes": list(st.strokes)}))
    elif st.round == 2 and len(st.active) == 1:
        st.lost = 1
    if st.lost:
        st.loser = st.active[0]
        st.rubber_losses[st.loser] += st.lost
        st.rubber_games += st.lost
        st.dealer = pending.dealer  # the next game starts right of the last dealer [D-2]
        events.append(Event(GAME_LOST, seat=st.loser, data={"games": st.lost}))
        if st.rubber_games >= variants["rubber_games"]:  # [D-10]
            st.settlement = settlement(st.rubber_losses, variants["stake"])
            events.append(Event(RUBBER_SETTLED, data={"losses": list(st.rubber_losses), "nets": list(st.settlement)}))
    else:
        st.dealer = next_dealer(pending.dealer, st.active, newly_out)
    line.changes, line.strokes, line.left, line.loser = changes, list(st.strokes), newly_out, st.loser
    return st, events
