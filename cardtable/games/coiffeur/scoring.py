"""The score board: row multipliers and weights, recording results, row rankings with card
draws, final totals (§7.1, §9, §10)."""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator

from ...engine.cards import Card
from .bidding import CONTRACTS_3P, CONTRACTS_4P, MODE_3P, board_rows, owner, owner_count
from .cards import GUSTAV, OBENABE, PLAIN, SLALOM, UNDENUFE
from .state import MATCH, REVERSE_MATCH, Board, DealLine, MatchEvent, Row, TieDraw

MULTIPLIER = {c: i + 1 for i, c in enumerate(CONTRACTS_4P)}  # §7.1: 4 players score value × multiplier
WEIGHT = {"trump_S": 1, "trump_H": 1, "trump_D": 1, "trump_C": 1, OBENABE: 2, UNDENUFE: 2, SLALOM: 2,
          GUSTAV: 3, "joker1": 3, "joker2": 3}  # §10.2: 3 players weigh a row's strokes and circles
Draw = Callable[[list[int]], list[Card]]  # cards drawn by the given owners, in that order


def new_board(mode: str) -> Board:
    n = owner_count(mode)
    three = mode == MODE_3P
    rows = [
        Row(
            contract=c,
            factor=WEIGHT[c] if three else MULTIPLIER[c],
            values=[None] * n,
            scores=[] if three else [None] * n,
            strokes=[0] * n if three else [],
            circles=[0] * n if three else [],
        )
        for c in board_rows(mode)
    ]
    return Board(mode, rows)


def row(board: Board, contract: str) -> Row:
    return next(r for r in board.rows if r.contract == contract)


def open_contracts(board: Board, owner: int) -> list[str]:
    """The owner's remaining contracts, in the order of §7.1."""
    listed = CONTRACTS_3P if board.mode == MODE_3P else CONTRACTS_4P
    unplayed = {r.contract for r in board.rows if r.values[owner] is None}
    return [c for c in listed if c in unplayed]


def complete(board: Board) -> bool:
    return all(v is not None for r in board.rows for v in r.values)


def contract_score(value: int, multiplier: int, raw: bool) -> int:
    """§9.4: S = floor(P/10) × multiplier, or P × multiplier with ``four_player_scoring = raw``."""
    return (value if raw else value // 10) * multiplier


def record(board: Board, owner: int, contract: str, value: int, outcome: str, draw: Draw, raw: bool = False) -> Board:
    """A new board with P written in the owner's cell (§9.3, §9.4); a 3p row that becomes
    complete is ranked at once, and a 3p Match or reverse Match adds its marks."""
    new = copy.deepcopy(board)
    r = row(new, contract)
    if r.values[owner] is not None:
        raise ValueError(f"{contract} was already played by owner {owner}")
    r.values[owner] = value
    if new.mode != MODE_3P:
        r.scores[owner] = contract_score(value, r.factor, raw)
        return new
    if outcome in (MATCH, REVERSE_MATCH):
        new.match_events.append(match_event(owner, contract, outcome, len(r.values)))
    if all(v is not None for v in r.values):
        rank_row(r, draw)
    return new


def match_event(declarer: int, contract: str, outcome: str, n: int) -> MatchEvent:
    """§9.3 step 2: Match → declarer II, each opponent o; reverse Match → declarer oo, each I."""
    own, others = [0] * n, [0] * n
    own[declarer] = 2
    for p in range(n):
        if p != declarer:
            others[p] = 1
    if outcome == MATCH:
        return MatchEvent(declarer, contract, outcome, strokes=own, circles=others)
    return MatchEvent(declarer, contract, outcome, strokes=others, circles=own)


def rank_row(r: Row, draw: Draw) -> None:
    """§10.2: order the owners by P (ties by §10.3); first gets w strokes, last w circles."""
    values = [v for v in r.values if v is not None]
    if len(values) != len(r.values):
        raise ValueError(f"row {r.contract} is not complete")
    order: list[int] = []
    for v in sorted(set(values), reverse=True):
        order += resolve([p for p, pv in enumerate(r.values) if pv == v], draw, r.draws)
    r.order = order
    r.strokes[order[0]] += r.factor
    r.circles[order[-1]] += r.factor


def resolve(group: list[int], draw: Draw, log: list[TieDraw]) -> list[int]:
    """RESOLVE of §10.3: draw cards, higher rank first (suits ignored); equal ranks redraw
    among themselves only, the others keep their place."""
    if len(group) == 1:
        return group
    cards = draw(group)
    log.append(TieDraw(list(group), list(cards)))
    out: list[int] = []
    for strength in sorted({PLAIN[c.rank] for c in cards}, reverse=True):
        out += resolve([p for p, c in zip(group, cards) if PLAIN[c.rank] == strength], draw, log)
    return out


def match_row(board: Board) -> tuple[list[int], list[int]]:
    """The Match row: strokes and circles per owner, added up but not netted (§9.3)."""
    n = owner_count(board.mode)
    strokes, circles = [0] * n, [0] * n
    for e in board.match_events:
        for p in range(n):
            strokes[p] += e.strokes[p]
            circles[p] += e.circles[p]
    return strokes, circles


def totals(board: Board) -> list[int]:
    """Each owner's final score so far: 3p strokes − circles (§10.4); 4p Σ S (§10.5)."""
    n = owner_count(board.mode)
    if board.mode != MODE_3P:
        return [sum(r.scores[p] or 0 for r in board.rows) for p in range(n)]
    strokes, circles = match_row(board)
    return [sum(r.strokes[p] - r.circles[p] for r in board.rows) + strokes[p] - circles[p] for p in range(n)]


def check_replay(board: Board, lines: list[DealLine], raw: bool) -> None:
    """A loaded board must be the one its deal log writes, cell by cell, ranks and marks
    included; the tie draws are taken from the board's own draw log (they were random)."""
    logs = {r.contract: iter(r.draws) for r in board.rows}

    def draw_from(log: Iterator[TieDraw]) -> Draw:
        def draw(group: list[int]) -> list[Card]:
            logged = next(log, None)
            if logged is None or logged.seats != group or len(set(logged.cards)) != len(group):
                raise ValueError("the tie draws of the board do not fit its rows")
            return logged.cards

        return draw

    replayed = new_board(board.mode)
    for line in lines:
        who = owner(board.mode, line.declarer)
        draw = draw_from(logs.get(line.contract, iter(())))
        replayed = record(replayed, who, line.contract, line.value, line.outcome, draw, raw)
    if replayed != board:
        raise ValueError("the score board is not what its deal log adds up to")
