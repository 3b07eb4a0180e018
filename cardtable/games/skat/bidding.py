"""The auction as the state machine of rules file §7 (two duels, then forehand's last word)."""

from __future__ import annotations

from ...engine.actions import Action
from .state import ALL_PASSED, DONE, F_LAST, MF_ANSWER, MF_BID, R_ANSWER, R_BID, Call, SkatState

BID, HOLD, PASS = "BID", "HOLD", "PASS"

# §7.1: every value some game can be worth: suit base × 2..18, grand 24 × 2..11, the null values.
BID_VALUES: tuple[int, ...] = tuple(sorted(
    {b * m for b in (9, 10, 11, 12) for m in range(2, 19)}
    | {24 * m for m in range(2, 12)}
    | {23, 35, 46, 59}
))
assert len(BID_VALUES) == 63 and BID_VALUES[0] == 18 and BID_VALUES[-1] == 264


def actor(s: SkatState) -> int:
    """The seat the auction waits for (§7.4 table, column Actor)."""
    return {
        MF_BID: s.middlehand,
        MF_ANSWER: s.forehand,
        R_BID: s.rearhand,
        R_ANSWER: s.survivor,
        F_LAST: s.forehand,
    }[s.auction]


def higher_bids(highest: int | None) -> list[int]:
    """Bid values a bidder may name now: strictly above ``highest`` (§7.2)."""
    return [v for v in BID_VALUES if highest is None or v > highest]


def auction_actions(s: SkatState) -> list[Action]:
    if s.auction in (MF_BID, R_BID):
        return [Action(BID, arg=str(v)) for v in higher_bids(s.highest)] + [Action(PASS)]
    if s.auction in (MF_ANSWER, R_ANSWER):
        return [Action(HOLD), Action(PASS)]
    if s.auction == F_LAST:  # forehand plays at 18 or passes (§7.4 note 2)
        return [Action(BID, arg="18"), Action(PASS)]
    return []


def apply_call(s: SkatState, seat: int, action: Action) -> None:
    """One transition of the §7.4 table, in place."""
    state = s.auction
    if action.kind == BID:
        value = int(action.arg)
        if state == F_LAST:
            s.calls.append(Call(seat, "play", value))
            s.declarer, s.bid, s.auction = seat, value, DONE
            return
        s.calls.append(Call(seat, "bid", value))
        s.highest = value
        s.auction = MF_ANSWER if state == MF_BID else R_ANSWER
        return
    if action.kind == HOLD:
        s.calls.append(Call(seat, "hold", s.highest))
        s.auction = MF_BID if state == MF_ANSWER else R_BID
        return
    s.calls.append(Call(seat, "pass"))
    if state == MF_BID:
        s.survivor, s.auction = s.forehand, R_BID
    elif state == MF_ANSWER:
        s.survivor, s.auction = s.middlehand, R_BID
    elif state == R_BID:
        if s.highest is None:
            s.auction = F_LAST
        else:
            s.declarer, s.bid, s.auction = s.survivor, s.highest, DONE
    elif state == R_ANSWER:
        s.declarer, s.bid, s.auction = s.rearhand, s.highest, DONE
    else:  # F_LAST
        s.auction = ALL_PASSED
