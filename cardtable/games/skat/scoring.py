"""Game value, win/loss, overbid, Seeger-Fabian, Ramsch and Bock (rules file §10, §12.3, §12.4)."""

from __future__ import annotations

from collections.abc import Iterable
from math import ceil

from ...engine.cards import Card
from .bidding import NULL_VALUE
from .cards import trump_order
from .state import Declaration, GameResult, RamschResult

BASE = {"D": 9, "H": 10, "S": 11, "C": 12, "G": 24}  # §10.2
SF_WIN, SF_LOSS, SF_OPPONENT = 50, 50, 40  # §10.7, three-player table
BOCK_DEALS = 3  # §12.4.4


def matadors(cards12: Iterable[Card], game: str) -> tuple[int, bool]:
    """§10.3: ``(n, with)`` counted over the declarer's 12 cards in the trump order of ``game``."""
    held = set(cards12)
    order = trump_order(game)
    with_ = order[0] in held
    n = 0
    for c in order:
        if (c in held) != with_:
            break
        n += 1
    return n, with_


def overbid_value(game: str, bid: int) -> int:
    """§10.6: the smallest multiple of the declared game's base value that is ≥ the bid."""
    return BASE[game] * ceil(bid / BASE[game])


def score_game(
    d: Declaration, bid: int, declarer: int, skat_taken: bool, cards12: Iterable[Card],
    dp: int, dt: int, ot: int, ended_early: bool = False,
) -> GameResult:
    """Appendix A / §10.4–§10.6 for a played (or claimed, or early-ended) game."""
    if d.type == "N":
        value = NULL_VALUE[(d.hand, d.ouvert)]  # §8.3.5 guarantees value ≥ bid
        won = dt == 0
        return GameResult(declarer, bid, d, skat_taken, None, None, dp, 120 - dp, dt, ot, None,
                          value, False, won, value, ended_early)
    mat, with_ = matadors(cards12, d.type)
    card_win = dp >= 61 and (not d.schneider or dp >= 90) and (not d.schwarz or ot == 0)
    if card_win:
        schneider, schwarz = dp >= 90, ot == 0
    else:  # the declarer's own schneider/schwarz, or the announced levels he missed (§10.4)
        schneider, schwarz = dp <= 30 or d.schneider, dt == 0 or d.schwarz
    levels = mat + 1 + d.hand + schneider + d.schneider + schwarz + d.schwarz + d.ouvert
    return _result(d, bid, declarer, skat_taken, mat, with_, levels, card_win, dp, dt, ot, ended_early)


def score_resignation(d: Declaration, bid: int, declarer: int, skat_taken: bool, cards12: Iterable[Card]) -> GameResult:
    """§12.5.1: lost; matadors, game, hand and the announced levels only (null: its value)."""
    if d.type == "N":
        value = NULL_VALUE[(d.hand, d.ouvert)]
        return GameResult(declarer, bid, d, skat_taken, None, None, 0, 0, 0, 0, None, value, False, False, value, True)
    mat, with_ = matadors(cards12, d.type)
    levels = mat + 1 + d.hand + 2 * d.schneider + 2 * d.schwarz + d.ouvert
    return _result(d, bid, declarer, skat_taken, mat, with_, levels, False, 0, 0, 0, True)


def _result(d: Declaration, bid: int, declarer: int, skat_taken: bool, mat: int, with_: bool, levels: int,
            card_win: bool, dp: int, dt: int, ot: int, ended_early: bool) -> GameResult:
    game_value = BASE[d.type] * levels
    won = card_win and game_value >= bid
    overbid = game_value < bid
    value = overbid_value(d.type, bid) if overbid else game_value
    return GameResult(declarer, bid, d, skat_taken, mat, with_, dp, 120 - dp, dt, ot, levels,
                      game_value, overbid, won, value, ended_early)


def game_scores(r: GameResult, scoring: str, bock: bool) -> list[int]:
    """§10.6 classic or §10.7 Seeger-Fabian per seat; Bock doubles only the value term (§12.4.2)."""
    factor = 2 if bock else 1
    scores = [0, 0, 0]
    scores[r.declarer] = factor * (r.value if r.won else -2 * r.value)
    if scoring == "seeger_fabian":
        if r.won:
            scores[r.declarer] += SF_WIN
        else:
            scores[r.declarer] -= SF_LOSS
            for seat in range(3):
                if seat != r.declarer:
                    scores[seat] += SF_OPPONENT
    return scores


def bock_triggers(r: GameResult, all_played: bool) -> int:
    """§12.4.3: T1 (60 : 60 with every card played or credited) and T2 (score value ≥ 100)."""
    t1 = r.declaration.type != "N" and all_played and r.declarer_points == 60
    return int(t1) + int(r.value >= 100)


def score_ramsch(points: list[int], tricks: list[int]) -> tuple[RamschResult, list[int]]:
    """§12.3.5: Durchmarsch +120; else the highest ``P`` lose ``P`` (doubled with a Jungfrau)."""
    if 10 in tricks:
        winner = tricks.index(10)
        scores = [120 if seat == winner else 0 for seat in range(3)]
        return RamschResult(points, tricks, [], False, winner), scores
    top = max(points)
    losers = [] if points.count(top) == 3 else [seat for seat in range(3) if points[seat] == top]
    jungfrau = 0 in tricks
    scores = [(-points[s] * (2 if jungfrau else 1) if s in losers else 0) for s in range(3)]
    return RamschResult(points, tricks, losers, jungfrau, None), scores
