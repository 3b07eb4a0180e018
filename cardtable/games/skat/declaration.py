"""Declarations: their action ids, labels and legality (rules file §8.2–§8.4).

Ids are ``DECLARE:`` + the game word + ``+``-joined flags, e.g. ``DECLARE:clubs``,
``DECLARE:grand+hand+schneider``, ``DECLARE:null+hand+ouvert``. Only the highest announcement
is written; the implied ones follow from normalisation (§8.2).
"""

from __future__ import annotations

from ...engine.actions import Action, Reason
from .state import Declaration

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


def declaration_label(d: Declaration) -> str:
    words = [GAME_WORDS[d.type].capitalize()]
    if d.hand:
        words.append("hand")
    if d.ouvert:
        words.append("ouvert")
    elif d.schwarz:
        words.append("schwarz announced")
    elif d.schneider:
        words.append("schneider announced")
    return " ".join(words)
