"""Every worked example of ``docs/rules/coiffeur.md`` §13, in order."""

from __future__ import annotations

import random

import pytest
from coiffeur_helpers import act, board_with, deck_for, legal_text

from cardtable.engine.actions import Action, IllegalAction, Reason
from cardtable.engine.cards import cards, deck
from cardtable.games.coiffeur import scoring
from cardtable.games.coiffeur.bidding import CONTRACTS_3P, CONTRACTS_4P, parse_declaration
from cardtable.games.coiffeur.cards import PlayType, legal_cards, trick_points, winning_index
from cardtable.games.coiffeur.rules import Coiffeur, recorded_value
from cardtable.games.coiffeur.state import MATCH, NORMAL, RECORD, REVERSE_MATCH, Row

# §3: the rules file's reference order (the engine's ``deck(36)`` ranks the ten after the ace)
REFERENCE_DECK = [c for suit in "CSHD" for c in cards(" ".join(suit + r for r in "AKQJT9876"))]


def hand_set(text: str) -> set[str]:
    return set(text.split())


def as_set(cs) -> set[str]:
    return {c.text for c in cs}


# ---- Examples 1 and 2: dealing -------------------------------------------------------
def test_example_1_dealing_3p():
    s = Coiffeur().deal_from(REFERENCE_DECK, dealer=2)
    assert as_set(s.hands[0]) == hand_set("CA CK CQ SA SK SQ HA HK HQ DA DK DQ")
    assert as_set(s.hands[1]) == hand_set("CJ CT C9 SJ ST S9 HJ HT H9 DJ DT D9")
    assert as_set(s.hands[2]) == hand_set("C8 C7 C6 S8 S7 S6 H8 H7 H6 D8 D7 D6")
    r = Coiffeur()
    assert r.turn(s) == 0
    s = play_out(r, s, "obenabe")
    record = r.record_deal(r.new_match(random.Random(1)), s)
    assert record.dealer == 0


@pytest.mark.parametrize("mode", ["4p_partnership", "4p_individual"])
def test_example_2_dealing_4p(mode):
    s = Coiffeur({"mode": mode}).deal_from(REFERENCE_DECK, dealer=1)
    assert as_set(s.hands[2]) == hand_set("CA CK CQ SJ ST S9 H8 H7 H6")
    assert as_set(s.hands[3]) == hand_set("CJ CT C9 S8 S7 S6 DA DK DQ")
    assert as_set(s.hands[0]) == hand_set("C8 C7 C6 HA HK HQ DJ DT D9")
    assert as_set(s.hands[1]) == hand_set("SA SK SQ HJ HT H9 D8 D7 D6")


# ---- Examples 3 to 5: bidding ----------------------------------------------------------
def test_example_3_everyone_passes_forced():
    r = Coiffeur()
    s = r.deal_from(deck(36), dealer=0)
    assert [(t.seat, t.may_pass) for t in s.bid_turns] == [(1, True), (2, True), (0, True), (1, False)]
    for seat in (1, 2, 0):
        s = act(r, s, seat, "PASS")
    assert r.turn(s) == 1
    with pytest.raises(IllegalAction) as err:
        r.apply(s, 1, Action("PASS"))
    assert err.value.reason == Reason.of("coiffeur.forced_first")
    s = act(r, s, 1, "DECLARE:undenufe")
    assert s.declaration.seat == 1 and s.declaration.forced and s.declaration.contract == "undenufe"
    assert r.turn(s) == 1  # the declarer leads trick 1
    assert r.observation(s, 0).bids[-1].forced


def test_example_4_first_bidder_finished():
    r = Coiffeur()
    b = board_with("3p", {2: list(CONTRACTS_3P)})
    s = r.deal_from(deck(36), dealer=1, board=b)
    assert [(t.seat, t.may_pass) for t in s.bid_turns] == [(0, True), (1, False)]
    s = act(r, s, 0, "PASS")
    assert Action("PASS") not in r.legal_actions(s, 1)
    s = act(r, s, 1, "DECLARE:trump_D")
    assert s.declaration.seat == 1 and s.declaration.play.trump == "D"
    # if seat 1 had also finished: seat 0 alone, must declare (rule A case 1)
    b1 = board_with("3p", {1: list(CONTRACTS_3P), 2: list(CONTRACTS_3P)})
    s1 = r.deal_from(deck(36), dealer=1, board=b1)
    assert [(t.seat, t.may_pass) for t in s1.bid_turns] == [(0, False)]


def test_example_5_partnership_one_team_finished():
    r = Coiffeur({"mode": "4p_partnership"})
    all_rows = list(CONTRACTS_4P)
    b = board_with("4p_partnership", {0: all_rows, 1: [c for c in all_rows if c not in ("undenufe", "joker2")]})
    s = r.deal_from(deck(36), dealer=3, board=b)
    assert [(t.seat, t.may_pass) for t in s.bid_turns] == [(1, True), (3, False)]
    s = act(r, s, 1, "PASS")
    assert {a.id for a in r.legal_actions(s, 3)} >= {"DECLARE:undenufe", "DECLARE:joker2/trump_D"}
    assert not any(a.id.startswith("DECLARE:joker2/slalom") for a in r.legal_actions(s, 3))
    s = act(r, s, 3, "DECLARE:joker2/trump_D")
    assert s.declaration.contract == "joker2" and s.declaration.play.trump == "D" and r.turn(s) == 3
    assert scoring.row(s.board, "joker2").factor == 8
    s2 = r.deal_from(deck(36), dealer=2, board=b)
    assert [(t.seat, t.may_pass) for t in s2.bid_turns] == [(3, True), (1, False)]


# ---- Examples 6 to 8: legal moves --------------------------------------------------------
@pytest.mark.parametrize(
    "hand, exempt, expected",
    [
        ("SA S7 HJ DK", True, "SA S7 HJ DK"),
        ("SA S7 HJ DK", False, "HJ"),
        ("CA HJ H7", True, "HJ H7"),
        ("CA SK", True, "CA SK"),
    ],
)
def test_example_6_trump_lead_and_puur(hand, exempt, expected):
    pt = PlayType("trump", trump="H")
    assert as_set(legal_cards(cards(hand), cards("H6"), pt, exempt)) == hand_set(expected)


@pytest.mark.parametrize(
    "trick, hand, expected",
    [
        ("DA S9", "C8 SA SJ D7", "SJ D7"),
        ("DA S9", "CK SA S6", "CK"),
        ("DA S9", "SA S6", "SA S6"),
        ("DA S9", "SA S6 D7", "D7"),
        ("DA D6", "C8 SA SJ D7", "SA SJ D7"),
    ],
)
def test_example_7_plain_lead_trumped(trick, hand, expected):
    pt = PlayType("trump", trump="S")
    assert as_set(legal_cards(cards(hand), cards(trick), pt)) == hand_set(expected)


@pytest.mark.parametrize("hand, expected", [("CK C9 S6 H7", "C9 H7"), ("CK S6", "S6")])
def test_example_8_fourth_player_highest_trump(hand, expected):
    pt = PlayType("trump", trump="C")
    assert as_set(legal_cards(cards(hand), cards("HK CQ CA"), pt)) == hand_set(expected)


def test_example_7_illegal_reasons_through_the_rules():
    r = Coiffeur({"first_dealer": "2"})
    hands = {0: "CA CK CQ CJ CT C9 C8 C7 C6 DA DK DQ", 1: "SJ S9 SK SQ ST S8 S7 HA HK HQ HJ HT",
             2: "SA S6 H9 H8 H7 H6 DJ DT D9 D8 D7 D6"}
    s = r.deal_from(deck_for(hands, 2, 3), dealer=2)
    s = act(r, s, 0, "DECLARE:trump_S")
    s = act(r, s, 0, "DA")
    s = act(r, s, 1, "S9")
    assert legal_text(r, s, 2) == hand_set("DJ DT D9 D8 D7 D6")  # must follow ♦, no undertrump with SA
    before = r.observation(s, 2)
    with pytest.raises(IllegalAction) as err:
        r.apply(s, 2, Action.parse("PLAY:SA"))
    assert err.value.reason == Reason.of("coiffeur.undertrump")
    with pytest.raises(IllegalAction) as err:
        r.apply(s, 2, Action.parse("PLAY:H9"))
    assert err.value.reason == Reason.of("coiffeur.follow_or_overtrump", suit="D")
    with pytest.raises(IllegalAction) as err:
        r.apply(s, 2, Action.parse("PLAY:CA"))
    assert err.value.reason == Reason.of("engine.not_held", card="CA")
    with pytest.raises(IllegalAction) as err:
        r.apply(s, 0, Action.parse("PLAY:CA"))
    assert err.value.reason == Reason.of("engine.not_your_turn")
    assert r.observation(s, 2) == before  # the state is untouched


# ---- Examples 9 to 12: trick winners -----------------------------------------------------
def test_example_9_trump_winners():
    pt = PlayType("trump", trump="D")
    t = cards("CT D6 CA")
    assert (2 + winning_index(t, pt, None)) % 3 == 0 and trick_points(t, pt, False) == 21
    t = cards("H9 HA DT D9")
    assert winning_index(t, pt, None) == 3 and trick_points(t, pt, False) == 35


def test_example_10_obenabe_undenufe():
    t = cards("S8 ST S7 HA")
    ob, un = PlayType("obenabe"), PlayType("undenufe")
    assert (1 + winning_index(t, ob, "obenabe")) % 4 == 2
    assert (1 + winning_index(t, un, "undenufe")) % 4 == 3
    assert trick_points(t, ob, False) == trick_points(t, un, False) == 29


def test_example_11_slalom():
    pt = PlayType("slalom", start="undenufe")
    assert [pt.direction(k, 12)[0].upper() for k in range(1, 13)] == list("UOUOUOUOUOUO")
    t = cards("HQ HK H6")
    assert (1 + winning_index(t, pt, pt.direction(2, 12))) % 3 == 2 and trick_points(t, pt, False) == 7
    t = cards("DT D7 DA")
    assert (2 + winning_index(t, pt, pt.direction(3, 12))) % 3 == 0 and trick_points(t, pt, False) == 21


def test_example_12_gustav():
    pt = PlayType("gustav", start="obenabe")
    t = cards("CJ C6 CQ")
    assert winning_index(t, pt, pt.direction(6, 12)) == 2 and trick_points(t, pt, False) == 5
    assert winning_index(t, pt, pt.direction(7, 12)) == 1
    four = PlayType("gustav", start="undenufe")
    assert [four.direction(k, 9) for k in range(1, 10)] == ["undenufe"] * 5 + ["obenabe"] * 4


def test_example_12_variant_reaches_4p_gustav():
    r = Coiffeur({"mode": "4p_individual", "joker_slalom_gustav_4p": True})
    s = r.deal_from(deck(36), dealer=3)
    assert Action.parse("DECLARE:joker1/gustav/undenufe") in r.legal_actions(s, 0)
    assert Action.parse("DECLARE:joker1/gustav/undenufe") not in Coiffeur({"mode": "4p_individual"}).legal_actions(s, 0)


# ---- Examples 13 and 14: deal points, Match and reverse Match ----------------------------
def test_example_13_counting():
    pt = PlayType("trump", trump="S")
    won = ["SJ S6 S7", "HA H7 HK", "S9 SQ C6", "DA DT D8"]
    p = sum(trick_points(cards(t), pt, False) for t in won) + trick_points(cards("CK CJ SA"), pt, True)
    assert p == 95 and 157 - p == 62
    assert recorded_value(5, 12, p) == (NORMAL, 95)


def play_out(r: Coiffeur, s, contract: str):
    s = act(r, s, r.turn(s), f"DECLARE:{contract}")
    while s.phase != RECORD:
        seat = r.turn(s)
        s = r.apply(s, seat, r.legal_actions(s, seat)[0])[0]
    return s


def test_example_14_match_and_reverse_match():
    r = Coiffeur({"first_dealer": "0"})
    high, mid, low = "CA CK CQ SA SK SQ HA HK HQ DA DK DQ", "CJ CT C9 SJ ST S9 HJ HT H9 DJ DT D9", "C8 C7 C6 S8 S7 S6 H8 H7 H6 D8 D7 D6"
    s = play_out(r, r.deal_from(deck_for({1: high, 2: mid, 0: low}, 0, 3), 0), "obenabe")
    assert (s.result.outcome, s.result.value) == (MATCH, 257)
    b = scoring.record(scoring.new_board("3p"), 1, "obenabe", 257, MATCH, draw=None)
    assert scoring.match_row(b) == ([0, 2, 0], [1, 0, 1])
    # seat 2 holds the middle cards in Gustav: never strongest in either direction
    s = play_out(r, r.deal_from(deck_for({1: high, 2: mid, 0: low}, 1, 3), 1), "gustav/obenabe")
    assert s.declaration.seat == 2 and (s.result.outcome, s.result.value) == (REVERSE_MATCH, 0)
    b = scoring.record(b, 2, "gustav", 0, REVERSE_MATCH, draw=None)
    assert scoring.match_row(b) == ([1, 3, 0], [1, 0, 3])
    # one trick worth 0: not a reverse Match, no marks
    assert recorded_value(1, 12, 0) == (NORMAL, 0)
    b2 = scoring.record(b, 0, "trump_H", 0, NORMAL, draw=None)
    assert scoring.match_row(b2) == scoring.match_row(b)
    assert recorded_value(11, 12, 157) == (NORMAL, 157)


# ---- Example 15: row ranking with ties -----------------------------------------------------
def scripted(*rounds: str):
    pending = [cards(r) for r in rounds]
    return lambda group: pending.pop(0)


def test_example_15_tie_break_draws():
    r = Row("undenufe", 2, [80, 80, 40], strokes=[0, 0, 0], circles=[0, 0, 0])
    scoring.rank_row(r, scripted("D9 CQ"))
    assert r.order == [1, 0, 2] and r.strokes == [0, 2, 0] and r.circles == [0, 0, 2]
    g = Row("gustav", 3, [0, 0, 0], strokes=[0, 0, 0], circles=[0, 0, 0])
    scoring.rank_row(g, scripted("SA HA C7", "DK H6"))
    assert g.order == [0, 1, 2] and g.strokes == [3, 0, 0] and g.circles == [0, 0, 3]
    assert [d.seats for d in g.draws] == [[0, 1, 2], [0, 1]]


# ---- Example 16: the seed's score board ------------------------------------------------------
BOARD_A = {  # row: (Taro, Jiro, Hanako), None = not played yet
    "trump_S": (None, 105, None), "trump_H": (None, 44, 122), "trump_D": (96, None, None),
    "trump_C": (257, 102, 67), "obenabe": (123, None, 88), "undenufe": (None, 33, None),
    "slalom": (89, 103, 92), "gustav": (120, None, None), "joker1": (None, None, 102),
    "joker2": (150, 55, None),
}
BOARD_B = {
    "trump_S": (52, 105, 89), "trump_H": (22, 44, 122), "trump_D": (96, 98, 62), "trump_C": (257, 102, 67),
    "obenabe": (123, 0, 88), "undenufe": (92, 33, 48), "slalom": (89, 103, 92), "gustav": (120, 61, 122),
    "joker1": (108, 132, 102), "joker2": (150, 55, 257),
}
MARKS_B = {  # net marks per row
    "trump_S": (-1, 1, 0), "trump_H": (-1, 0, 1), "trump_D": (0, 1, -1), "trump_C": (1, 0, -1),
    "obenabe": (2, -2, 0), "undenufe": (2, -2, 0), "slalom": (-2, 2, 0), "gustav": (0, -3, 3),
    "joker1": (0, 3, -3), "joker2": (0, -3, 3),
}
MATCHES = {("trump_C", 0): MATCH, ("obenabe", 1): REVERSE_MATCH, ("joker2", 2): MATCH}


def fill(board, table, skip=None):
    for contract, values in table.items():
        for seat, v in enumerate(values):
            if v is None or (skip and scoring.row(board, contract).values[seat] is not None):
                continue
            outcome = MATCHES.get((contract, seat), NORMAL)
            board = scoring.record(board, seat, contract, v, outcome, draw=None)
    return board


def test_example_16_seed_board():
    b = fill(scoring.new_board("3p"), BOARD_A)
    assert [r.contract for r in b.rows][:4] == ["trump_S", "trump_H", "trump_D", "trump_C"]
    tc, sl = scoring.row(b, "trump_C"), scoring.row(b, "slalom")
    assert (tc.strokes, tc.circles) == ([1, 0, 0], [0, 0, 1])
    assert (sl.strokes, sl.circles) == ([0, 2, 0], [2, 0, 0])
    assert scoring.match_row(b) == ([2, 0, 0], [0, 1, 1])
    b = fill(b, BOARD_B, skip=True)
    assert scoring.complete(b)
    for contract, marks in MARKS_B.items():
        r = scoring.row(b, contract)
        assert tuple(s - c for s, c in zip(r.strokes, r.circles)) == marks, contract
    assert scoring.match_row(b) == ([3, 0, 3], [1, 4, 1])
    assert scoring.totals(b) == [3, -7, 4]


# ---- Example 17: a complete partnership deal ---------------------------------------------------
DECK_17 = ("H8 H9 HT ST D8 HQ D6 H6 DK S9 D7 DT SK DA HJ HA CJ C9 C6 SQ D9 S7 C7 CK SA S6 SJ CA DQ CQ CT DJ H7 "
           "C8 HK S8")
TRICKS_17 = [  # leader, cards in play order, winner, points
    (0, "HJ HQ H6 HK", 0, 27), (0, "SA HA SQ S7", 1, 25), (1, "CA H7 C7 S6", 2, 11), (2, "DK D7 H8 D8", 0, 4),
    (0, "H9 C9 C6 C8", 0, 14), (0, "SK ST D6 S8", 0, 14), (0, "HT CJ D9 S9", 0, 12), (0, "DA DQ DJ DT", 0, 26),
    (0, "SJ CQ CT CK", 0, 24),
]


def test_example_17_partnership_deal():
    r = Coiffeur({"mode": "4p_partnership"})
    s = r.deal_from(cards(DECK_17), dealer=3)
    assert as_set(s.hands[0]) == hand_set("SA SK SJ S6 HJ HT H9 H8 DA")
    assert as_set(s.hands[1]) == hand_set("CA CQ CJ C9 ST HA HQ DQ D8")
    assert as_set(s.hands[2]) == hand_set("CT C6 SQ H7 H6 DK DJ D9 D6")
    assert as_set(s.hands[3]) == hand_set("CK C8 C7 S9 S8 S7 HK DT D7")
    s = act(r, s, 0, "DECLARE:trump_H")
    checks = {(1, 1): "HA HQ", (1, 3): "HK", (2, 2): "SQ", (4, 1): "DQ D8"}
    for k, (leader, played, winner, points) in enumerate(TRICKS_17, start=1):
        for i, c in enumerate(cards(played)):
            seat = (leader + i) % 4
            assert r.turn(s) == seat
            if (k, seat) in checks:
                assert legal_text(r, s, seat) == hand_set(checks[(k, seat)])
            if (k, seat) == (3, 0):
                assert legal_text(r, s, 0) == as_set(s.hands[0])
            s = act(r, s, seat, c.text)
        assert (s.tricks[-1].winner, s.tricks[-1].points) == (winner, points)
    assert s.points == [121, 25, 11, 0]
    assert (s.result.side_points, s.result.value, s.result.score) == (132, 132, 52)
    record = r.record_deal(r.new_match(random.Random(0)), s)
    assert scoring.row(record.board, "trump_H").scores == [52, None]
    assert "trump_H" not in scoring.open_contracts(record.board, 0) and record.dealer == 0


# ---- Example 18: partnership totals ---------------------------------------------------------
def test_example_18_partnership_totals():
    values = {"trump_S": (74, 83), "trump_C": (95, 157), "trump_D": (118, 40), "trump_H": (132, 99),
              "obenabe": (257, 101), "undenufe": (0, 77), "joker1": (61, 140), "joker2": (89, 9)}
    for raw, expected in ((False, [341, 276]), (True, [3570, 2932])):
        b = scoring.new_board("4p_partnership")
        for contract, pair in values.items():
            for team, v in enumerate(pair):
                b = scoring.record(b, team, contract, v, NORMAL, draw=None, raw=raw)
        assert scoring.totals(b) == expected
    assert scoring.row(b, "trump_C").factor == 2 and scoring.contract_score(118, 3, False) == 33


# ---- Example 19: a Joker declaration -------------------------------------------------------
def test_example_19_joker_declaration():
    d = parse_declaration("joker1/gustav/undenufe", 2)
    assert d.contract == "joker1" and d.play == PlayType("gustav", start="undenufe")
    assert [d.play.direction(k, 12) for k in (1, 6, 7, 12)] == ["undenufe", "undenufe", "obenabe", "obenabe"]
    assert d.play.value(cards("C8")[0]) == 8
    b = scoring.record(scoring.new_board("3p"), 2, "joker1", 104, NORMAL, draw=None)
    assert scoring.row(b, "joker1").values == [None, None, 104] and "gustav" in scoring.open_contracts(b, 2)
    assert scoring.row(b, "joker1").factor == 3
    r = Coiffeur({"first_dealer": "1"})
    s = r.deal_from(deck(36), dealer=1)
    s = act(r, s, 2, "DECLARE:joker1/gustav/undenufe")
    assert r.turn(s) == 2 and r.observation(s, 0).direction == "undenufe"
    assert "joker1" not in r.observation(s, 0).open_contracts[2]
