"""Bidding and declaring: the auction as the state machine of rules file §7 (two duels, then
forehand's last word), and the declarations with their action ids and legality (§8.2–§8.4).

Declaration ids are ``DECLARE:`` + the game word + ``+``-joined flags, e.g. ``DECLARE:clubs``,
``DECLARE:grand+hand+schneider``, ``DECLARE:null+hand+ouvert``. Only the highest announcement
is written; the implied ones follow from normalisation (§8.2).
"""

from __future__ import annotations

from functools import cache

from ...engine.actions import Action, Reason
from .state import ALL_PASSED, DONE, F_LAST, MF_ANSWER, MF_BID, R_ANSWER, R_BID, Call, Declaration, SkatState

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
    if s.auction == R_ANSWER:
        assert s.survivor is not None  # the first duel left its survivor
        return s.survivor
    return {MF_BID: s.middlehand, MF_ANSWER: s.forehand, R_BID: s.rearhand, F_LAST: s.forehand}[s.auction]


def higher_bids(highest: int | None) -> list[int]:
    """Bid values a bidder may name now: strictly above ``highest`` (§7.2)."""
    return [v for v in BID_VALUES if highest is None or v > highest]


def auction_actions(s: SkatState) -> list[Action]:
    if s.auction in (MF_BID, R_BID):
        return list(_bids_or_pass(s.highest))
    if s.auction in (MF_ANSWER, R_ANSWER):
        return [Action(HOLD), Action(PASS)]
    if s.auction == F_LAST:  # forehand plays at 18 or passes (§7.4 note 2)
        return [Action(BID, arg="18"), Action(PASS)]
    return []


@cache
def _bids_or_pass(highest: int | None) -> tuple[Action, ...]:
    return (*(Action(BID, arg=str(v)) for v in higher_bids(highest)), Action(PASS))


def apply_call(s: SkatState, seat: int, action: Action) -> None:
    """One transition of the §7.4 table, in place."""
    state = s.auction
    if action.kind == BID:
        value = int(action.arg or "")
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


DECLARE = "DECLARE"
GAME_WORDS = {"D": "diamonds", "H": "hearts", "S": "spades", "C": "clubs", "G": "grand", "N": "null"}
TYPES_BY_WORD = {w: t for t, w in GAME_WORDS.items()}
ANNOUNCEMENTS = ("", "schneider", "schwarz", "ouvert")  # the hand declarer's levels (§8.2)
NULL_VALUE = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}  # §10.2


def normalised(d: Declaration) -> Declaration:
    """§8.2: ouvert (suit/grand) ⇒ schwarz and schneider announced; schwarz ⇒ schneider."""
    if d.type == "N":
        return d
    schwarz = d.schwarz or d.ouvert
    return Declaration(d.type, d.hand, d.schneider or schwarz, schwarz, d.ouvert)


def declaration_id(d: Declaration) -> str:
    flags = ["hand"] if d.hand else []
    top = "ouvert" if d.ouvert else "schwarz" if d.schwarz else "schneider" if d.schneider else ""
    if top:
        flags.append(top)
    return "+".join([GAME_WORDS[d.type], *flags])


def parse_declaration(arg: str) -> Declaration:
    word, *flags = arg.split("+")
    if word not in TYPES_BY_WORD or len(set(flags)) != len(flags) or not set(flags) <= {"hand", *ANNOUNCEMENTS[1:]}:
        raise ValueError(f"unknown declaration {arg!r}")
    return normalised(Declaration(
        TYPES_BY_WORD[word], "hand" in flags, "schneider" in flags, "schwarz" in flags, "ouvert" in flags
    ))


def declare_action(d: Declaration) -> Action:
    return Action(DECLARE, arg=declaration_id(d))


@cache
def declaration_actions(hand: bool, bid: int) -> tuple[Action, ...]:
    """The ``DECLARE`` actions of ``legal_declarations`` (worked out once per case)."""
    return tuple(declare_action(d) for d in legal_declarations(hand, bid))


def legal_declarations(hand: bool, bid: int) -> list[Declaration]:
    """§8.3: after a pickup no announcements; hand games one level each; null only if value ≥ bid."""
    out: list[Declaration] = []
    for t in "DHSCG":
        levels = ANNOUNCEMENTS if hand else ("",)
        out += [normalised(Declaration(t, hand, a == "schneider", a == "schwarz", a == "ouvert")) for a in levels]
    out += [Declaration("N", hand, ouvert=o) for o in (False, True) if NULL_VALUE[(hand, o)] >= bid]
    return out


def why_declaration_illegal(d: Declaration, hand: bool, bid: int) -> Reason:
    """The §8.3 constraint an illegal declaration breaks."""
    if d.hand != hand:
        return Reason.of("skat.skat_taken") if not hand else Reason.of("skat.skat_first")
    if d.type == "N":
        if d.schneider or d.schwarz:
            return Reason.of("skat.null_announce")
        return Reason.of("skat.null_value", value=NULL_VALUE[(hand, d.ouvert)], bid=bid)
    if not hand and d.ouvert:
        return Reason.of("skat.ouvert_hand")
    if not hand:
        return Reason.of("skat.announce_hand")
    return Reason.of("skat.declaration")


RAMSCH_ID = "ramsch"  # the score sheet's game when all passed and Ramsch was played
