"""Shared helpers for the Hindersche tests: the Example 8 pack, standings, moves by text id."""

from __future__ import annotations

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card, cards
from cardtable.games.hindersche import Hindersche, HinderscheState, Standing
from cardtable.games.hindersche.scoring import deal_state
from cardtable.games.hindersche.state import PLAYOFF, REGULAR

PACK8 = cards(
    "H6 C6 HT SJ D6 DQ SA DT ST DA HQ S9 CK CJ H9 C8 CA D7 HA H7 S6 SQ DJ S8 SK CQ C9 D9 HK C7 H8 "
    "DK CT D8 HJ S7"
)


def hand(text: str) -> set[Card]:
    return set(cards(text))


def standing(strokes: dict[int, int], round_: int = 2, dealer: int = 0, out: tuple[int, ...] = ()) -> Standing:
    """Strokes per active seat (section 19); seats in ``out`` have left."""
    active = sorted(s for s in range(4) if s not in out)
    return Standing(round_, [strokes.get(s, 0) for s in range(4)], active, dealer)


def deal(rules: Hindersche, st: Standing, pack: list[Card] = PACK8) -> HinderscheState:
    return rules.deal_next(st, pack)[0]


def run(rules: Hindersche, state: HinderscheState, *moves: str) -> HinderscheState:
    """Apply moves written "P0 PLAY:ST" in order; every move must be legal."""
    for move in moves:
        who, text = move.split()
        state, _ = rules.apply(state, int(who[1]), Action.parse(text))
    return state


def settle(rules: Hindersche, st: Standing, points: dict[int, int], tricks: dict[int, int] | None = None):
    """Score a played deal with these card points: a playoff if one is pending, else regular."""
    tricks = tricks or dict.fromkeys(points, 2)  # only a 9-trick March needs real counts
    if st.pending and st.pending.playoffs:
        head = st.pending.playoffs[0]
        return rules.settle(PLAYOFF, head.question, st.pending.dealer, head.seats, st, points, tricks)
    return rules.settle(REGULAR, deal_state(st), st.dealer, sorted(points), st, points, tricks)
