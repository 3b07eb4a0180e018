"""Every worked example of docs/rules/schafkopf.md §17, one test (or table) each."""

from __future__ import annotations

import pytest
from schafkopf_testkit import deal, ids, play_tricks, run

from cardtable.engine.cards import cards
from cardtable.games.schafkopf import Schafkopf
from cardtable.games.schafkopf.bidding import eligible
from cardtable.games.schafkopf.cards import Contract, callable_suits, legal_cards, trick_winner
from cardtable.games.schafkopf.scoring import (
    TARIFFS,
    Tariff,
    deal_value,
    laufende,
    outcome_flags,
    payment,
    ramsch_vector,
    score_played,
    value_of,
    value_terms,
)
from cardtable.games.schafkopf.state import DEAL_END, DECLARE, KONTRA, MAIN, RAMSCH_PLAY, THROWN_IN, Trick, ValueTerm

SEED = Tariff(*TARIFFS["seed"])
SAU_S = Contract("sauspiel", 0, called_suit="S")


def sorted_text(cs) -> list[str]:
    return sorted(c.text for c in cs)


# ---- Example 1: callable aces -----------------------------------------------------------
@pytest.mark.parametrize("hand, suits", [
    ("CQ SQ CJ HA HT H9 DT C7", "CD"),
    ("HQ DA DK D9 D8 SJ SA S7", ""),
    ("DQ HJ DJ HK CA CT C9 ST", "S"),
    ("CK C8 SK S9 S8 H8 H7 D7", "CSD"),
    ("CA SA DA CQ HJ HT C7 S9", ""),
    ("CQ CJ SA D7 HA H9 S8 DK", "D"),
])
def test_example1_callable_aces(hand, suits):
    assert "".join(callable_suits(cards(hand))) == suits
    may_bid = "sauspiel" in eligible(cards(hand), Schafkopf().variants)
    assert may_bid == bool(suits)


# ---- Example 2: trick winners -----------------------------------------------------------
@pytest.mark.parametrize("contract, leader, trick, winner", [
    (Contract("sauspiel", 0, called_suit="C"), 0, "SK S9 SA H7", 3),
    (Contract("sauspiel", 0, called_suit="C"), 1, "DA D7 DT DK", 1),
    (Contract("sauspiel", 0, called_suit="C"), 2, "D9 CA DA C7", 0),
    (Contract("sauspiel", 0, called_suit="C"), 0, "HJ HA CJ DQ", 3),
    (Contract("wenz", 0), 2, "CQ CA C9 HJ", 1),
    (Contract("wenz", 0), 0, "HQ HK H9 SA", 1),
    (Contract("solo", 0, trump_suit="S"), 3, "HA S7 HT DJ", 2),
    (Contract("solo", 0, trump_suit="S"), 1, "HQ HA HT H9", 1),
])
def test_example2_trick_winner(contract, leader, trick, winner):
    assert trick_winner(contract, leader, cards(trick)) == winner


# ---- Example 3: basic follow rules --------------------------------------------------------
@pytest.mark.parametrize("contract, led, hand, legal", [
    (Contract("sauspiel", 0, called_suit="C"), "HA", "CA C8 S9 HQ H7 DJ", "HQ H7 DJ"),
    (Contract("wenz", 0), "C7", "CQ CJ HA D8", "CQ"),
    (Contract("wenz", 0), "CJ", "CQ CA HA D8", "CQ CA HA D8"),
    (Contract("solo", 0, trump_suit="C"), "HK", "HQ H7 C7 SA", "H7"),
    (Contract("solo", 0, trump_suit="C"), "HK", "HQ HJ C7 SA", "HQ HJ C7 SA"),
])
def test_example3_follow(contract, led, hand, legal):
    got = legal_cards(contract, cards(hand), [], cards(led))
    assert sorted_text(got) == sorted(legal.split())


# ---- Example 4: legal sets of the called-ace holder ------------------------------------------
HAND_A = "SA S9 CK C7 DT HK DJ H8"


@pytest.mark.parametrize("hand, trick, legal", [
    (HAND_A, "", "CK C7 SA HK H8 DT DJ"),
    (HAND_A, "S7", "SA"),
    (HAND_A, "DA", "DT"),
    (HAND_A, "HA", "HK H8 DJ"),
    (HAND_A, "CA", "CK C7"),
    ("SA S9 S8 DT HK DJ H8 D7", "CA", "S9 S8 HK H8 DT DJ D7"),
    ("SA", "CA HA DA", "SA"),
])
def test_example4_called_ace_holder(hand, trick, legal):
    got = legal_cards(SAU_S, cards(hand), [], cards(trick))
    assert sorted_text(got) == sorted(legal.split())


def test_example4_declarer_unrestricted():
    declarer_hand = cards("S7 S9 CA HQ")
    assert sorted_text(legal_cards(SAU_S, declarer_hand, [], [])) == sorted_text(declarer_hand)


# ---- Example 5: Davonlaufen and "searched" with four cards ------------------------------------
def test_example5_davonlaufen():
    hand = cards("SA SK S9 S8 CT D7 HK H7")
    assert sorted_text(legal_cards(SAU_S, hand, [], cards("ST"))) == ["SA"]
    assert sorted_text(legal_cards(SAU_S, hand, [], [])) == sorted_text(hand)
    # after running away with S8 (trick led by him with S8), the restriction is over
    after = cards("SA SK S9 CT D7 HK H7")
    assert sorted_text(legal_cards(SAU_S, after, cards("S8"), cards("S7"))) == ["S9", "SA", "SK"]
    void_in_c = cards("SA SK S9 D7 HK H7")
    assert "SA" in sorted_text(legal_cards(SAU_S, void_in_c, cards("S8"), cards("CA")))


# ---- Example 6: running away lost by an earlier discard ---------------------------------------
def test_example6_running_away_lost():
    hand = cards("SA SK S9 S8 CA CT DA DT")
    first = legal_cards(SAU_S, hand, [], cards("HA"))
    assert sorted_text(first) == sorted(["CA", "CT", "SK", "S9", "S8", "DA", "DT"])
    later = cards("SA SK S9 CA CT DA DT")
    assert sorted_text(legal_cards(SAU_S, later, cards("HA"), [])) == sorted(["CA", "CT", "SA", "DA", "DT"])


# ---- Bidding: Examples 7–10 ----------------------------------------------------------------
EX11_HANDS = {
    0: "DQ HJ DJ HK CA CT C9 ST",
    1: "CQ SQ CJ HA HT H9 DT C7",
    2: "CK C8 SK S9 S8 H8 H7 D7",
    3: "HQ DA DK D9 D8 SJ SA S7",
}


def test_example7_bidding_simple():
    rules = Schafkopf()
    s = deal(rules, EX11_HANDS, dealer=3)
    s = run(rules, s, [(0, "pass"), (1, "bid:sauspiel")])
    assert rules.turn(s) == 2
    assert ids(rules.legal_actions(s, 2)) == {"PASS", "BID:wenz", "BID:solo", "BID:wenz_tout", "BID:solo_tout"}
    s = run(rules, s, [(2, "pass"), (3, "pass")])
    assert s.phase == DECLARE and s.contract.declarer == 1 and s.contract.type == "sauspiel"
    assert ids(rules.legal_actions(s, 1)) == {"CALL:C", "CALL:D"}
    s = run(rules, s, [(1, "call:D")])
    assert s.phase == KONTRA and s.partner == 3


def test_example8_duels():
    rules = Schafkopf()
    s = deal(rules, {0: EX11_HANDS[1], 1: EX11_HANDS[2], 2: EX11_HANDS[0], 3: EX11_HANDS[3]}, dealer=0)
    s = run(rules, s, [(1, "bid:sauspiel"), (2, "bid:wenz")])
    assert rules.turn(s) == 1 and "BID:wenz" in ids(rules.legal_actions(s, 1))
    assert "BID:sauspiel" not in ids(rules.legal_actions(s, 1))
    s = run(rules, s, [(1, "bid:solo")])
    assert rules.turn(s) == 2 and "BID:solo" not in ids(rules.legal_actions(s, 2))
    s = run(rules, s, [(2, "pass"), (3, "pass"), (0, "bid:solo_tout"), (1, "pass")])
    assert s.contract.declarer == 0 and s.contract.type == "solo_tout" and s.phase == DECLARE
    assert ids(rules.legal_actions(s, 0)) == {"TRUMP:C", "TRUMP:S", "TRUMP:H", "TRUMP:D"}


def test_example9_equal_level_goes_to_earlier_seat():
    rules = Schafkopf()
    s = deal(rules, EX11_HANDS, dealer=2)
    s = run(rules, s, [(3, "bid:wenz"), (0, "bid:solo"), (3, "bid:solo")])
    assert ids(rules.legal_actions(s, 0)) == {"PASS", "BID:wenz_tout", "BID:solo_tout"}
    s = run(rules, s, [(0, "pass"), (1, "pass"), (2, "pass")])
    assert (s.contract.declarer, s.contract.type) == (3, "solo")


def test_example10_all_pass():
    rules = Schafkopf()
    record = rules.new_match(None, first_dealer=1)
    s, _ = rules.deal_from(cards(" ".join(EX11_HANDS.values())), 1, record)
    s = run(rules, s, [(2, "pass"), (3, "pass"), (0, "pass"), (1, "pass")])
    assert s.phase == DEAL_END and s.result.outcome == THROWN_IN and s.result.vector == [0, 0, 0, 0]
    record = rules.record_deal(record, s)
    assert record.dealer == 2 and record.throw_ins == 1
    # with bock_after_throw_in the next deal counts double
    bock = Schafkopf({"bock_after_throw_in": True})
    nxt, _ = bock.deal_from(cards(" ".join(EX11_HANDS.values())), record.dealer, record)
    assert nxt.bock == 1
    # with ramsch a Ramsch is played instead
    ramsch = Schafkopf({"ramsch": True})
    r = deal(ramsch, EX11_HANDS, dealer=1)
    r = run(ramsch, r, [(2, "pass"), (3, "pass"), (0, "pass"), (1, "pass")])
    assert r.phase == RAMSCH_PLAY and ramsch.turn(r) == 2


# ---- Example 11: complete Sauspiel deal --------------------------------------------------------
def test_example11_complete_sauspiel():
    rules = Schafkopf()
    s = deal(rules, EX11_HANDS, dealer=3)
    s = run(rules, s, [(0, "pass"), (1, "bid:sauspiel"), (2, "pass"), (3, "pass"), (1, "call:D")])
    assert [rules.turn(s)] == [0]
    assert ids(rules.legal_actions(s, 0)) == {"KONTRA", "PASS"}
    s = run(rules, s, [(0, "pass")])
    assert ids(rules.legal_actions(s, 2)) == {"KONTRA", "PASS"}
    s = run(rules, s, [(2, "pass")])
    assert ids(rules.legal_actions(s, 3)) == {"PASS"}  # the partner can only pass
    s = run(rules, s, [(3, "pass")])
    s = play_tricks(rules, s, [(0, "CA C7 C8")])
    assert sorted_text(rules.legal_cards(s, 3)) == sorted(["HQ", "DK", "D9", "D8", "SJ", "SA", "S7"])
    s = run(rules, s, [(3, "SJ")])
    assert s.tricks[0].winner == 3
    s = play_tricks(rules, s, [(3, "D8 DJ DT D7"), (0, "HK SQ H7 HQ")])
    assert not s.partner_revealed
    for seat in (0, 1, 2):
        assert rules.observation(s, seat).partner is None
    assert rules.observation(s, 3).partner == 3
    s = play_tricks(rules, s, [(1, "CQ H8 DA HJ")])
    assert s.partner_revealed and rules.observation(s, 0).partner == 3
    s = play_tricks(rules, s, [(1, "CJ S8 S7 DQ"), (0, "CT H9 CK D9"), (1, "HA S9 SA C9"), (1, "HT SK DK ST")])
    assert [t.winner for t in s.tricks] == [3, 0, 1, 1, 0, 1, 1, 1]
    r = s.result
    assert (r.playing_side, r.points, r.tricks, r.laufende) == ([1, 3], 103, 6, 3)
    assert (r.won, r.schneider, r.schwarz, r.value) == (True, True, False, 5)
    assert r.vector == [-5, 5, -5, 5]


# ---- Example 12: complete Wenz deal with Kontra --------------------------------------------------
def test_example12_wenz_with_kontra():
    rules = Schafkopf()
    hands = {
        0: "CQ C7 ST S9 HA D9 D8 D7",
        1: "HJ DA DT DK DQ H9 H8 S7",
        2: "CJ SJ CA CT C9 SA S8 H7",
        3: "DJ HT HK HQ CK C8 SK SQ",
    }
    s = deal(rules, hands, dealer=0)
    s = run(rules, s, [(1, "pass"), (2, "bid:wenz"), (3, "pass"), (0, "pass")])
    assert s.phase == KONTRA
    s = run(rules, s, [(1, "kontra")])
    assert ids(rules.legal_actions(s, 2)) == {"RE", "PASS"}
    s = run(rules, s, [(2, "pass")])
    assert ids(rules.legal_actions(s, 3)) == {"PASS"}
    s = run(rules, s, [(3, "pass"), (0, "pass")])
    s = play_tricks(rules, s, [(1, "DA SJ C8 D7")])
    s = play_tricks(rules, s, [(2, "CJ")])
    assert sorted_text(rules.legal_cards(s, 3)) == ["DJ"]
    s = run(rules, s, [(3, "DJ"), (0, "S9"), (1, "HJ")])
    s = play_tricks(rules, s, [(2, "CA CK C7 S7"), (2, "CT SQ")])
    assert sorted_text(rules.legal_cards(s, 0)) == ["CQ"]
    s = run(rules, s, [(0, "CQ"), (1, "H8")])
    s = play_tricks(rules, s, [(2, "C9 HK D8 DQ"), (2, "SA SK ST H9"), (2, "S8 HT D9 DK"), (2, "H7 HQ HA DT")])
    r = s.result
    assert [t.winner for t in s.tricks] == [2, 2, 2, 2, 2, 2, 2, 0]
    assert (r.points, r.tricks, r.laufende, r.won, r.schneider, r.value) == (96, 7, 2, True, True, 16)
    assert r.vector == [-16, -16, 48, -16]


# ---- Example 13: Laufende ------------------------------------------------------------------
def split(side_cards: str, seats: tuple[int, ...] = (0,)) -> list[list]:
    """Dealt hands where the listed cards go to seats[0] (then seats[1]...) and the rest to others."""
    from cardtable.engine.cards import deck
    groups = [cards(g) for g in side_cards.split("|")]
    hands: list[list] = [[], [], [], []]
    for seat, g in zip(seats, groups):
        hands[seat].extend(g)
    rest = [c for c in deck(32) if not any(c in h for h in hands)]
    for seat in range(4):
        while len(hands[seat]) < 8:
            hands[seat].append(rest.pop())
    return hands


@pytest.mark.parametrize("contract, side, dealt, expected, expected_off", [
    (Contract("sauspiel", 0, called_suit="C"), (0, 1), split("CQ SQ|HQ|DQ", (0, 1, 2)), 3, 3),
    (Contract("sauspiel", 0, called_suit="C"), (0, 1), split("CQ HQ|DQ|SQ", (0, 1, 2)), 0, 0),
    (Contract("sauspiel", 0, called_suit="C"), (0, 1),
     split("SQ HQ DQ CJ HK S7 C7 D7|CQ SJ HJ DJ HA HT SA C8|H9", (0, 1, 2)), 11, 11),
    (Contract("wenz", 0), (0,), split("CJ SJ CA CT SA ST HA H9"), 2, 2),
    (Contract("wenz", 0), (0,), split("CJ HJ|SJ", (0, 1)), 0, 0),
    (Contract("wenz", 0), (0,), split("SJ HJ DJ|CJ", (0, 1)), 0, 0),
    (Contract("wenz", 0), (0,), split("HJ DJ|CJ SJ", (0, 1)), 2, 0),
    (Contract("solo", 0, trump_suit="H"), (0,), split("CQ SQ HQ DQ CJ SJ HJ HA"), 7, 7),
    (Contract("solo", 0, trump_suit="D"), (0,), split("CQ SQ HQ DQ CJ SJ HJ DJ"), 8, 8),
    (Contract("sauspiel", 0, called_suit="C"), (0, 1), split("CJ|CQ SQ HQ DQ", (0, 2)), 4, 0),
])
def test_example13_laufende(contract, side, dealt, expected, expected_off):
    assert laufende(contract, dealt, side, symmetric=True) == expected
    assert laufende(contract, dealt, side, symmetric=False) == expected_off


# ---- Example 14: lost Sauspiel with Schneider -------------------------------------------------
def test_example14_lost_sauspiel_schneider():
    from cardtable.engine.cards import deck
    won = [Trick(1, cards("SA ST H7 S9"), 0), Trick(1, cards("DK D8 HQ D9"), 2)]
    rest = [c for c in deck(32) if not any(c in t.cards for t in won)]
    lost = [Trick(1, rest[4 * k:4 * k + 4], 1) for k in range(6)]
    dealt = split("HQ|CQ SQ", (2, 1))
    contract = Contract("sauspiel", 0, called_suit="C")
    for symmetric in (True, False):
        r = score_played(contract, [0, 2], dealt, won + lost, 0, SEED, symmetric)
        assert (r.points, r.tricks, r.won, r.schneider, r.schwarz, r.laufende) == (28, 2, False, True, False, 0)
        assert (r.value, r.vector) == (2, [-2, 2, -2, 2])
    r = score_played(contract, [0, 2], dealt, won + lost, 1, SEED, True)
    assert (r.value, r.vector) == (4, [-4, 4, -4, 4])


# ---- Example 15: the boundaries ----------------------------------------------------------
@pytest.mark.parametrize("points, tricks, won, value, vector", [
    (61, 4, True, 1, [1, 1, -1, -1]),
    (60, 4, False, 1, [-1, -1, 1, 1]),
    (90, 5, True, 1, [1, 1, -1, -1]),
    (91, 5, True, 2, [2, 2, -2, -2]),
    (31, 2, False, 1, [-1, -1, 1, 1]),
    (30, 2, False, 2, [-2, -2, 2, 2]),
    (0, 0, False, 3, [-3, -3, 3, 3]),
])
def test_example15_boundaries(points, tricks, won, value, vector):
    w, schneider, schwarz = outcome_flags("sauspiel", points, tricks, 0)
    assert w == won
    v = deal_value("sauspiel", SEED, 0, schneider, schwarz, 0)
    assert v == value and payment("sauspiel", [0, 1], w, v) == vector


def test_example15_laufende_raise_the_price():
    assert payment("sauspiel", [0, 1], False, deal_value("sauspiel", SEED, 3, False, False, 0)) == [-4, -4, 4, 4]
    dealt = split("DQ|CQ SQ HQ", (0, 2))
    contract = Contract("sauspiel", 0, called_suit="C")
    assert laufende(contract, dealt, [0, 1], True) == 3
    assert payment("sauspiel", [0, 1], True, deal_value("sauspiel", SEED, 3, False, False, 0)) == [4, 4, -4, -4]
    assert laufende(contract, dealt, [0, 1], False) == 0


# ---- Examples 16–19: solo values, Touts, Sie ---------------------------------------------------
def test_example16_solo_schwarz_kontra_re():
    dealt = split("CQ SQ HQ DQ|CJ", (2, 0))
    contract = Contract("solo", 2, trump_suit="S")
    assert laufende(contract, dealt, [2], True) == 4
    won, schneider, schwarz = outcome_flags("solo", 120, 8, 8)
    v = deal_value("solo", SEED, 4, schneider, schwarz, 2)
    assert (won, schwarz, v) == (True, True, 44)
    assert payment("solo", [2], won, v) == [-44, -44, 132, -44]


def test_example17_all_points_not_schwarz():
    dealt = split("CQ SQ HQ DQ CJ SJ CA S7")
    contract = Contract("solo", 0, trump_suit="C")
    assert laufende(contract, dealt, [0], True) == 6
    won, schneider, schwarz = outcome_flags("solo", 120, 7, 7)
    assert (won, schneider, schwarz) == (True, True, False)
    v = deal_value("solo", SEED, 6, schneider, schwarz, 0)
    assert v == 12 and payment("solo", [0], won, v) == [36, -12, -12, -12]
    assert trick_winner(contract, 0, cards("S7 S9 S8 D7")) == 1


def test_example18_tout_values():
    assert deal_value("solo_tout", SEED, 4, False, False, 0) == 18
    assert payment("solo_tout", [1], True, 18) == [-18, 54, -18, -18]
    assert payment("solo_tout", [1], True, deal_value("solo_tout", SEED, 4, False, False, 1)) == [-36, 108, -36, -36]


def test_example18_wenz_tout_ends_when_a_defender_wins():
    rules = Schafkopf()
    hands = {
        3: "CJ SJ CA CT SA ST HA D7",
        0: "HJ DJ C7 C8 S7 S8 H7 H8",
        1: "C9 CK S9 SK H9 HK D8 D9",
        2: "CQ SQ HQ DQ HT DT DK DA",
    }
    s = deal(rules, hands, dealer=2)
    s = run(rules, s, [(3, "bid:wenz_tout"), (0, "pass"), (1, "pass"), (2, "pass"), (0, "pass"), (1, "pass"), (2, "pass")])
    s = play_tricks(rules, s, [(3, "CJ HJ C9 CQ"), (3, "SJ DJ CK SQ"), (3, "D7 C7 D8 DA")])
    assert s.phase == DEAL_END and len(s.tricks) == 3
    r = s.result
    assert (r.won, r.laufende, r.value, r.vector) == (False, 2, 14, [14, 14, 14, -42])


def test_example19_sie():
    rules = Schafkopf()
    hands = {
        0: "CA CT CK C9 C8 C7 SA ST",
        1: "SK S9 S8 S7 HA HT HK H9",
        2: "CQ SQ HQ DQ CJ SJ HJ DJ",
        3: "H8 H7 DA DT DK D9 D8 D7",
    }
    s = deal(rules, hands, dealer=3)
    s = run(rules, s, [(0, "pass"), (1, "pass")])
    assert "BID:sie" in ids(rules.legal_actions(s, 2))
    s = run(rules, s, [(2, "bid:sie")])
    assert ids(rules.legal_actions(s, 3)) == {"PASS"}
    s = run(rules, s, [(3, "pass")])
    assert s.phase == DEAL_END and s.result.value == 52 and s.result.vector == [-52, -52, 156, -52]
    assert rules.observation(s, 0).revealed[2] == tuple(cards(hands[2]))


# ---- Example 20: klopfen and bock ------------------------------------------------------------
def test_example20_klopfen_values():
    v = deal_value("sauspiel", SEED, 0, False, False, 2)
    assert v == 4 and payment("sauspiel", [1, 3], True, v) == [-4, 4, -4, 4]
    assert deal_value("sauspiel", SEED, 0, False, False, 3) == 8


def test_example20_klopfen_flow():
    rules = Schafkopf({"klopfen": True})
    s = deal(rules, EX11_HANDS, dealer=3)
    obs = rules.observation(s, 0)
    assert obs.phase == "KLOPFEN" and obs.hand == tuple(sorted(cards("DQ HJ DJ HK"))) and obs.hand_sizes == (4, 4, 4, 4)
    s = run(rules, s, [(0, "knock"), (1, "no_knock"), (2, "knock"), (3, "no_knock")])
    assert s.phase == MAIN and s.knocks == [0, 2] and len(rules.observation(s, 0).hand) == 8
    assert rules.observation(s, 1).multiplier == 4


def test_example20_bock():
    assert payment("wenz", [0], True, deal_value("wenz", SEED, 0, False, False, 1)) == [30, -10, -10, -10]
    assert deal_value("wenz", SEED, 0, False, False, 2) == 20


# ---- Example 21: Ramsch ----------------------------------------------------------------
@pytest.mark.parametrize("points, tricks, losers, vector", [
    ([40, 25, 35, 20], [3, 2, 2, 1], [0], [-3, 1, 1, 1]),
    ([40, 40, 22, 18], [3, 2, 2, 1], [0], [-3, 1, 1, 1]),
    ([40, 40, 22, 18], [2, 2, 3, 1], [0, 1], [-2, -2, 2, 2]),
    ([0, 0, 120, 0], [0, 0, 8, 0], [], [-1, -1, 3, -1]),
])
def test_example21_ramsch(points, tricks, losers, vector):
    got_losers, got_vector, _ = ramsch_vector(points, tricks, 1)
    assert (got_losers, got_vector) == (losers, vector)


# ---- Example 22: Bettel ------------------------------------------------------------------
def test_example22_bettel():
    rules = Schafkopf({"bettel": True})
    hands = {
        0: "CT CA SA ST SK S9 S8 S7",
        1: "CK C8 HA HT HK H9 H8 H7",
        2: "CJ C7 DA DT DK D9 D8 D7",
        3: "C9 CQ SQ HQ DQ SJ HJ DJ",
    }
    s = deal(rules, hands, dealer=3)
    s = run(rules, s, [(0, "pass"), (1, "bid:bettel"), (2, "pass"), (3, "pass"), (0, "pass"), (2, "pass"), (3, "pass")])
    s = play_tricks(rules, s, [(0, "CT CK CJ C9")])
    assert s.phase == DEAL_END and s.tricks[0].winner == 1
    assert s.result.vector == [1, -3, 1, 1]
    assert payment("bettel", [1], True, deal_value("bettel", SEED, 0, False, False, 0)) == [-1, 3, -1, -1]


def test_example18_the_value_is_made_of_the_terms_the_summary_names():
    terms = value_terms("solo_tout", SEED, 4, False, False, 1)
    assert terms == [ValueTerm("base", 5), ValueTerm("laufende", 1, 4), ValueTerm("factor", 2), ValueTerm("doubled", 2, 1)]
    assert value_of(terms) == 36 == deal_value("solo_tout", SEED, 4, False, False, 1)


def test_the_score_sheet_keeps_game_ids_not_words():
    called = Contract("sauspiel", 1, called_suit="D")
    assert called.id == "sauspiel/D"
    for c in (called, Contract("solo", 2, trump_suit="H"), Contract("wenz", 0), Contract("farbwenz", 3, trump_suit="C")):
        assert Contract.parse(c.id, c.declarer) == c
    with pytest.raises(ValueError):
        Contract.parse("Sauspiel on the Schellen-Sau", 1)
