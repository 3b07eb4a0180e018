"""Schnapsen scoring: card points with marriages and the last-trick bonus, the game points of
a deal ended by a claim, a close or playing out (§10), and the match record (§11)."""

from __future__ import annotations

from dataclasses import replace

from ...engine import events as ev
from ...engine.events import Event
from ...engine.variants import Variants
from .cards import pile_points
from .state import (
    CLAIM_FAILED,
    CLAIM_OK,
    CLOSER_AUTO_CLAIM_FAILED,
    CLOSER_AUTO_CLAIM_OK,
    CLOSER_FAILED,
    DEAL_OVER,
    LAST_TRICK,
    PLAYED_OUT,
    TIE_65,
    TIE_66,
    CloseSnapshot,
    DealLine,
    DealResult,
    SchnapsenRecord,
    SchnapsenState,
)

TARGET, SCHNEIDER = 66, 33


def score(v: Variants, s: SchnapsenState, p: int) -> int:
    """Card points plus counted marriages, plus the last-trick bonus once it applies."""
    pile = s.piles[p]
    if not pile:  # no card points, marriages count only with a trick, no last trick won
        return 0
    total = pile_points(pile)
    if s.marriages[p]:  # marriages count once their announcer has a trick (§7.2)
        total += sum([40 if suit == s.trump else 20 for suit in s.marriages[p]])
    if s.last_trick_winner == p and bonus_applies(v, s):
        total += 10
    return total


def bonus_applies(v: Variants, s: SchnapsenState) -> bool:
    all_played = not s.hands[0] and not s.hands[1]
    return all_played and not s.closed and bool(v.last_trick_bonus)


def snapshot(s: SchnapsenState) -> CloseSnapshot:
    """What the non-closer had when the talon was closed (Viennese scoring values that)."""
    if s.close_snapshot is None:
        raise ValueError("the talon was not closed")
    return s.close_snapshot


def closer(s: SchnapsenState) -> int:
    if s.closer is None:
        raise ValueError("the talon was not closed")
    return s.closer


def win_gp(s: SchnapsenState, loser: int, loser_score: int, at_close: bool) -> int:
    if at_close:
        snap = snapshot(s)
        return 3 if not snap.has_trick else 2 if snap.score < SCHNEIDER else 1
    if not s.piles[loser]:
        return 3
    return 2 if loser_score < SCHNEIDER else 1


def fail_gp(v: Variants, s: SchnapsenState, claimant: int, other: int, at_close: bool) -> int:
    """Points ``other`` wins after ``claimant`` failed (with Viennese closing: the closer failed)."""
    other_no_trick = not snapshot(s).has_trick if at_close else not s.piles[other]
    either = v.failed_claim_rule == "either" and not s.piles[claimant]
    return 3 if other_no_trick or either else 2


def finish(v: Variants, s: SchnapsenState, claimant: int | None, events: list[Event] | None) -> None:
    """End the deal: a claim by ``claimant``, or (None) the last card played. Its event goes
    to ``events`` (None: a search step, which needs none)."""
    both = scores(v, s)  # once: every outcome below reads them (search steps end many deals)
    viennese = s.closed and v.close_scoring == "at_close"
    if claimant is None and s.closed:
        by = closer(s)
        if v.closer_auto_claim:
            result = claim(v, s, by, both, viennese, auto=True)
        else:
            other = 1 - by
            gp = fail_gp(v, s, by, other, viennese)
            result = DealResult(CLOSER_FAILED, other, gp, both, None, by)
    elif claimant is None:
        result = played_out(v, s, both)
    else:
        result = claim(v, s, claimant, both, viennese, auto=False)
    s.result, s.phase = result, DEAL_OVER
    if events is not None:
        data = {"outcome": result.outcome, "game_points": result.game_points, "scores": list(result.scores)}
        events.append(Event(ev.DEAL_SCORED, result.winner, data=data))


def claim(v: Variants, s: SchnapsenState, c: int, both: tuple[int, int], viennese: bool, auto: bool) -> DealResult:
    """The result of ``c``'s claim with the deal's scores ``both``."""
    o = 1 - c
    ok, failed = (CLOSER_AUTO_CLAIM_OK, CLOSER_AUTO_CLAIM_FAILED) if auto else (CLAIM_OK, CLAIM_FAILED)
    claimant = None if auto else c
    if both[c] >= TARGET:
        # Viennese closing: the closer's win is valued at the close; the non-closer's valid
        # claim means the closer failed, valued like a closer's failure.
        if viennese and c != s.closer:
            gp = fail_gp(v, s, closer(s), c, at_close=True)
        else:
            gp = win_gp(s, o, both[o], at_close=viennese)
        return DealResult(ok, c, gp, both, claimant, s.closer)
    gp = fail_gp(v, s, c, o, at_close=viennese and c == s.closer)
    return DealResult(failed, o, gp, both, claimant, s.closer)


def played_out(v: Variants, s: SchnapsenState, both: tuple[int, int]) -> DealResult:
    if not v.last_trick_bonus:
        return DealResult(LAST_TRICK, s.last_trick_winner, 1, both)
    if both[0] == both[1]:
        return DealResult(TIE_66 if both[0] >= TARGET else TIE_65, None, 0, both)
    w = 0 if both[0] > both[1] else 1
    return DealResult(PLAYED_OUT, w, win_gp(s, 1 - w, both[1 - w], at_close=False), both)


def scores(v: Variants, s: SchnapsenState) -> tuple[int, int]:
    return (score(v, s, 0), score(v, s, 1))


def match_over(v: Variants, record: SchnapsenRecord) -> bool:
    return max(record.totals) >= int(v.match_target)


def record_deal(v: Variants, record: SchnapsenRecord, s: SchnapsenState) -> SchnapsenRecord:
    r = s.result
    if r is None:
        raise ValueError("the deal is not over")
    totals, bonus = list(record.totals), record.tie_bonus
    awarded = 0
    if r.winner is not None:
        awarded = r.game_points + bonus
        totals[r.winner] += awarded
        bonus = 0
    elif r.outcome == TIE_66 or (r.outcome == TIE_65 and bool(v.tie65_bonus)):
        bonus += 1
    new = replace(
        record, dealer=1 - s.dealer, totals=totals, tie_bonus=bonus,
        sheet=record.sheet + [DealLine(s.dealer, r.outcome, r.winner, awarded)],
        bummerl=list(record.bummerl),
    )
    if match_over(v, new):
        loser = 0 if totals[0] < totals[1] else 1
        new.bummerl[loser] += 2 if totals[loser] == 0 else 1
    return new
