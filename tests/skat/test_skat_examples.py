"""Every worked example of ``docs/rules/skat.md`` §14, in order."""

from __future__ import annotations

import pytest
from skat_helpers import (
    SAMPLE_AUCTION,
    SAMPLE_DECK,
    SAMPLE_LEADERS,
    SAMPLE_PLAY,
    deck_for,
    run,
    sample_after_declaration,
)

from cardtable.engine.actions import Action, IllegalAction
from cardtable.engine.cards import Card, cards
from cardtable.games.skat import Skat
from cardtable.games.skat.bidding import BID_VALUES, NULL_VALUE, legal_declarations, parse_declaration
from cardtable.games.skat.cards import claim_holds, legal_moves, trick_winner
from cardtable.games.skat.scoring import game_scores, matadors, score_game, score_ramsch
from cardtable.games.skat.state import ALL_PASSED, DealResult, SkatRecord


def D(text: str):
    return parse_declaration(text)


def test_example_01_positions():
    s = Skat().deal_from(SAMPLE_DECK, dealer=0)
    assert (s.forehand, s.middlehand, s.rearhand) == (1, 2, 0)
    s = Skat().deal_from(SAMPLE_DECK, dealer=2)
    assert (s.forehand, s.middlehand, s.rearhand) == (0, 1, 2)


def test_example_02_dealing():
    s = Skat().deal_from(SAMPLE_DECK, dealer=0)
    assert s.hands[1] == cards("CJ SJ CA CT CK C9 SA ST HT D7")
    assert s.hands[2] == cards("DJ CQ C8 C7 SK SQ S9 HA HK DA")
    assert s.hands[0] == cards("S8 S7 HQ H9 H8 DT DK DQ D9 D8")
    assert s.skat == cards("HJ H7")


def test_example_03_auction():
    rules = Skat()
    s = rules.deal_from(SAMPLE_DECK, dealer=0)
    s = run(rules, s, SAMPLE_AUCTION[:5])
    assert min(int(a.arg) for a in rules.legal_actions(s, 0) if a.kind == "BID") == 22
    s = run(rules, s, SAMPLE_AUCTION[5:])
    assert (s.declarer, s.bid, s.phase) == (1, 22, "SKAT_CHOICE")


@pytest.mark.parametrize("script, declarer, bid", [
    ([(2, "PASS"), (0, "BID:18"), (1, "HOLD"), (0, "BID:20"), (1, "PASS")], 0, 20),
    ([(2, "PASS"), (0, "PASS"), (1, "BID:18")], 1, 18),
    ([(2, "BID:18"), (1, "PASS"), (0, "PASS")], 2, 18),
])
def test_example_04_short_auctions(script, declarer, bid):
    rules = Skat()
    s = run(rules, rules.deal_from(SAMPLE_DECK, dealer=0), script)
    assert (s.declarer, s.bid) == (declarer, bid)


def test_example_04c_all_pass_thrown_in():
    rules = Skat()
    record = SkatRecord(first_dealer=0)
    s = run(rules, rules.deal_from(SAMPLE_DECK, dealer=0), [(2, "PASS"), (0, "PASS"), (1, "PASS")])
    assert s.auction == ALL_PASSED and rules.deal_over(s)
    assert s.result.kind == "thrown_in" and rules.deal_scores(s) == (0, 0, 0)
    record = rules.record_deal(record, s)
    assert record.deals == 1 and record.next_dealer == 1 and record.totals == [0, 0, 0]


def test_example_05_bid_legality():
    rules = Skat()
    s = run(rules, rules.deal_from(SAMPLE_DECK, dealer=0), [(2, "BID:23"), (1, "PASS")])
    assert (s.auction, s.highest, s.survivor) == ("R_BID", 23, 2)
    bids = [int(a.arg) for a in rules.legal_actions(s, 0) if a.kind == "BID"]
    assert bids == [v for v in BID_VALUES if v > 23] and bids[:5] == [24, 27, 30, 33, 35]
    assert Action("PASS") in rules.legal_actions(s, 0)
    for bad in ("BID:23", "BID:25", "BID:26"):
        with pytest.raises(IllegalAction):
            rules.apply(s, 0, Action.parse(bad))


@pytest.mark.parametrize("game, led, hand, legal", [
    ("H", "S9", "SJ HA D7 CT", "SJ HA D7 CT"),
    ("H", "DJ", "H7 CJ SA D9", "CJ H7"),
    ("G", "HA", "HJ H8 SA", "H8"),
    ("N", "HA", "HJ SA C7", "HJ"),
])
def test_example_06_legal_moves(game, led, hand, legal):
    assert set(legal_moves(cards(hand), cards(led), game)) == set(cards(legal))


@pytest.mark.parametrize("game, trick, winner", [
    ("D", "CA D7 HJ", 2), ("G", "ST SA DJ", 2), ("G", "HK HA ST", 1), ("N", "HT HJ H9", 1), ("N", "CK DA C7", 0),
])
def test_example_07_trick_winners(game, trick, winner):
    assert trick_winner(cards(trick), game) == winner


def test_example_08_declaring_the_sample_deal():
    rules = Skat()
    s = sample_after_declaration(rules)
    assert s.picked_up == cards("HJ H7") and sorted(s.skat) == sorted(cards("D7 H7"))
    assert sorted(s.hands[1]) == sorted(cards("CJ SJ HJ CA CT CK C9 SA ST HT"))
    assert matadors(s.hands[1] + s.skat, "C") == (3, True)


@pytest.mark.parametrize("scoring, expected", [("classic", [0, 60, 0]), ("seeger_fabian", [0, 110, 0])])
def test_example_09_full_play(scoring, expected):
    rules = Skat({"scoring": scoring})
    s = sample_after_declaration(rules)
    for leader, trick in zip(SAMPLE_LEADERS, SAMPLE_PLAY):
        assert rules.turn(s) == leader
        s = run(rules, s, [((leader + i) % 3, f"PLAY:{c}") for i, c in enumerate(trick.split())])
    g = s.result.game
    assert [t.winner for t in s.tricks] == [1] * 6 + [2] + [1] * 3
    assert (g.declarer_points, g.opponent_points, g.declarer_tricks, g.opponent_tricks) == (96, 24, 9, 1)
    assert (g.matadors, g.with_matadors, g.levels, g.game_value, g.won) == (3, True, 5, 60, True)
    assert list(rules.deal_scores(s)) == expected


def test_example_10_grand_hand_jack_in_skat():
    hand, skat = cards("CJ HJ DJ CA CT SA ST HA HT DA"), cards("SJ D7")
    assert matadors(hand, "G") == (1, True)
    r = score_game(D("grand+hand"), 48, 0, False, hand + skat, dp=75, dt=7, ot=3)
    assert (r.matadors, r.levels, r.value, r.won) == (4, 6, 144, True)
    assert game_scores(r, "classic", False)[0] == 144


def test_example_11_overbid_hand_game():
    hand, skat = cards("HJ DJ HA HT HK HQ H9 CA SA D7"), cards("SJ C7")
    r = score_game(D("hearts+hand"), 40, 0, False, hand + skat, dp=75, dt=6, ot=4)
    assert (r.matadors, r.with_matadors, r.game_value, r.overbid, r.won, r.value) == (1, False, 30, True, False, 40)
    assert game_scores(r, "classic", False) == [-80, 0, 0]
    assert game_scores(r, "seeger_fabian", False) == [-130, 40, 40]


@pytest.mark.parametrize("dp, dt, ot, won, value, score", [(75, 6, 4, False, 27, -54), (95, 8, 2, True, 27, 27)])
def test_example_12_overbid_after_pickup(dp, dt, ot, won, value, score):
    twelve = cards("CJ HJ DA DT DK DQ D9 SA HA C7 ST H7")
    r = score_game(D("diamonds"), 24, 0, True, twelve, dp=dp, dt=dt, ot=ot)
    assert r.matadors == 1 and (r.won, r.value) == (won, value)
    assert game_scores(r, "classic", False)[0] == score


@pytest.mark.parametrize("dp, dt, ot, won, score", [(92, 8, 2, True, 144), (85, 7, 3, False, -288)])
def test_example_13_schneider_announced(dp, dt, ot, won, score):
    twelve = cards("CJ SJ CA CT CK SA ST SK HA HT D8 D7")
    r = score_game(D("grand+hand+schneider"), 48, 0, False, twelve, dp=dp, dt=dt, ot=ot)
    assert (r.levels, r.game_value, r.won) == (6, 144, won)
    assert game_scores(r, "classic", False)[0] == score


def test_example_14_null_ouvert_hand_ends_early():
    hands = {1: "H7 HA HK CJ CA CT SA ST DA DT", 2: "H8 HT HQ HJ CK CQ SK SQ DK DQ", 0: "C7 C8 C9 S7 S8 S9 D7 D8 D9 H9"}
    for scoring, expected in (("classic", [-118, 0, 0]), ("seeger_fabian", [-168, 40, 40])):
        rules = Skat({"scoring": scoring})
        s = rules.deal_from(deck_for(0, hands, "SJ DJ"), dealer=0)
        s = run(rules, s, [(2, "PASS"), (0, "BID:18"), (1, "PASS")])
        assert (s.declarer, s.bid) == (0, 18)
        assert Action.parse("DECLARE:null+hand+ouvert") in rules.legal_actions(s, 0)
        s, events = rules.apply(s, 0, Action.parse("DECLARE:null+hand+ouvert"))
        assert set(events[-1].cards) == set(cards(hands[0])) and events[-1].private is None
        assert set(rules.observation(s, 1).ouvert_hand) == set(cards(hands[0]))
        s = run(rules, s, [(1, "PLAY:H7")])
        assert {a.card for a in rules.legal_actions(s, 2)} == set(cards("HT HQ HJ H8"))
        s = run(rules, s, [(2, "PLAY:H8")])
        assert [a.card for a in rules.legal_actions(s, 0)] == cards("H9")
        s = run(rules, s, [(0, "PLAY:H9")])
        assert rules.deal_over(s) and len(s.tricks) == 1
        assert (s.result.game.value, s.result.game.won) == (59, False)
        assert list(rules.deal_scores(s)) == expected


def test_example_15_lost_declarer_schneider():
    twelve = cards("CJ CA CT C9 C8 SA HA H7 D7 D8 S7 H8")
    r = score_game(D("clubs"), 18, 0, True, twelve, dp=28, dt=2, ot=8)
    assert (r.matadors, r.levels, r.value, r.won) == (1, 3, 36, False)
    assert game_scores(r, "classic", False)[0] == -72


def test_example_16_lost_declarer_schwarz():
    twelve = cards("SJ HA HT HK SA ST SK D7 D8 C7 DA C8")
    r = score_game(D("grand"), 48, 0, True, twelve, dp=11, dt=0, ot=10)
    assert (r.matadors, r.with_matadors, r.levels, r.value) == (1, False, 4, 96)
    assert game_scores(r, "classic", False)[0] == -192


def test_example_17_sixty_is_a_loss():
    twelve = cards("CJ SJ SA ST SK S9 HA HT D7 D8 C7 C8")
    r = score_game(D("spades"), 22, 0, True, twelve, dp=60, dt=5, ot=5)
    assert (r.matadors, r.value, r.won) == (2, 33, False)
    assert game_scores(r, "classic", False)[0] == -66


@pytest.mark.parametrize("dp, dt, ot, score", [(120, 10, 0, 108), (None, 3, 1, -216)])
def test_example_18_clubs_ouvert(dp, dt, ot, score):
    d = D("clubs+hand+ouvert")
    assert (d.schneider, d.schwarz, d.ouvert) == (True, True, True)
    twelve = cards("CJ SJ CA CT CK CQ C9 C8 C7 SA D7 H7")
    r = score_game(d, 18, 0, False, twelve, dp=dp if dp is not None else 70, dt=dt, ot=ot, ended_early=ot > 0)
    assert r.levels == 9 and r.game_value == 108
    assert game_scores(r, "classic", False)[0] == score


def test_example_19_no_double_schneider():
    twelve = cards("CJ HA HT HK HQ H9 H8 SA D7 C7 S7 D8")
    r = score_game(D("hearts+hand+schneider"), 20, 0, False, twelve, dp=25, dt=2, ot=8)
    assert (r.levels, r.value) == (5, 50)
    assert game_scores(r, "classic", False)[0] == -100


def null_values(hand: bool, bid: int) -> set[int]:
    return {NULL_VALUE[(d.hand, d.ouvert)] for d in legal_declarations(hand, bid) if d.type == "N"}


@pytest.mark.parametrize("bid, pickup, hand", [
    (23, {23, 46}, {35, 59}), (24, {46}, {35, 59}), (48, set(), {59}), (60, set(), set()),
])
def test_example_20_legal_null_games(bid, pickup, hand):
    assert null_values(False, bid) == pickup and null_values(True, bid) == hand


@pytest.mark.parametrize("text, legal", [
    ("spades", True), ("spades+schneider", False), ("grand+ouvert", False), ("null+ouvert", True), ("null", False),
])
def test_example_21_declaration_legality_after_pickup(text, legal):
    assert (D(text) in legal_declarations(False, 27)) == legal


def test_example_21_through_the_engine():
    rules = Skat()
    s = run(rules, rules.deal_from(SAMPLE_DECK, dealer=0), SAMPLE_AUCTION)
    s = run(rules, s, [(1, "TAKE_SKAT"), (1, "DISCARD:D7"), (1, "DISCARD:H7")])
    with pytest.raises(IllegalAction, match=r"skat\.announce_hand"):
        rules.apply(s, 1, Action.parse("DECLARE:spades+schneider"))
    with pytest.raises(IllegalAction, match=r"skat\.ouvert_hand"):
        rules.apply(s, 1, Action.parse("DECLARE:grand+ouvert"))


@pytest.mark.parametrize("points, tricks, scores", [
    ([45, 50, 25], [4, 4, 2], [0, -50, 0]),
    ([70, 50, 0], [6, 4, 0], [-140, 0, 0]),
    ([50, 50, 20], [4, 3, 3], [-50, -50, 0]),
    ([0, 120, 0], [0, 10, 0], [0, 120, 0]),
])
def test_example_22_ramsch(points, tricks, scores):
    assert score_ramsch(points, tricks)[1] == scores


def _game_deal(rules: Skat, deal_no: int, declarer: int, decl: str, bid: int, twelve: str, dp: int, dt: int,
               bock: bool, record: SkatRecord) -> tuple[SkatRecord, list[int]]:
    """Record a finished game deal whose result is scored from the given figures."""
    from cardtable.games.skat.scoring import bock_triggers

    s = rules.deal_from(SAMPLE_DECK, dealer=(deal_no - 1) % 3, deal_no=deal_no)
    g = score_game(D(decl), bid, declarer, True, cards(twelve), dp=dp, dt=dt, ot=10 - dt)
    s.phase, s.bock = "DEAL_END", bock
    s.result = DealResult("game", game_scores(g, rules.variants.scoring, bock), bock, bock_triggers(g, True), game=g)
    return rules.record_deal(record, s), s.result.scores


@pytest.mark.parametrize("scoring, scores11, scores13", [
    ("classic", [60, 0, 0], [0, -288, 0]), ("seeger_fabian", [110, 0, 0], [40, -338, 40]),
])
def test_example_23_bock_rounds(scoring, scores11, scores13):
    rules = Skat({"bock": True, "scoring": scoring})
    record = SkatRecord(first_dealer=0, deals=9)
    record, _ = _game_deal(rules, 10, 2, "spades", 22, "CJ SJ SA ST SK S9 HA HT D7 D8 C7 C8", 60, 5, False, record)
    assert record.bock_pending == 3
    # deal 11: hearts value 30 (with 1, game, schneider)
    record, sc = _game_deal(rules, 11, 0, "hearts", 30, "CJ HA HT HK HQ H9 H8 SA D7 C7 S7 D8", 95, 8, True, record)
    assert sc == scores11 and record.bock_pending == 2
    thrown = run(rules, rules.deal_from(SAMPLE_DECK, dealer=2, deal_no=12), [(1, "PASS"), (2, "PASS"), (0, "PASS")])
    thrown.bock = True
    thrown.result.bock = True
    record = rules.record_deal(record, thrown)
    assert thrown.result.scores == [0, 0, 0] and record.bock_pending == 1
    # deal 13: grand with 2 lost, value 72
    record, sc = _game_deal(rules, 13, 1, "grand", 48, "CJ SJ CA CT SA ST HA HT D7 D8 C7 C8", 50, 5, True, record)
    assert sc == scores13 and record.bock_pending == 0


def test_example_24_claims():
    left = {1: cards("CJ SA"), 2: cards("HA D7"), 0: cards("SK C8")}
    hands = [left[0], left[1], left[2]]
    assert claim_holds(hands, leader=1, game="G", claimant=1, declarer=1)
    twelve = cards("CJ CA CT CK SA ST HA HT DA DT D7 D8")
    r = score_game(D("grand"), 48, 1, True, twelve, dp=88, dt=8, ot=2)
    assert game_scores(r, "classic", False) == [0, 48, 0]
    hands = [cards("SA C8"), cards("CJ ST"), cards("HA D7")]
    assert not claim_holds(hands, leader=1, game="G", claimant=1, declarer=1)
    r = score_game(D("grand"), 48, 1, True, twelve, dp=60, dt=6, ot=4)
    assert game_scores(r, "classic", False) == [0, -96, 0]


@pytest.mark.parametrize("first, length, deal, dealer", [(0, 36, 1, 0), (0, 36, 34, 0), (0, 36, 35, 1), (1, 12, 12, 0)])
def test_example_25_series_and_rotation(first, length, deal, dealer):
    rules = Skat({"series_length": length})
    record = SkatRecord(first_dealer=first, deals=deal - 1)
    assert record.next_dealer == dealer and not rules.match_over(record)
    assert rules.match_over(SkatRecord(first_dealer=first, deals=length))


def test_series_length_must_be_a_multiple_of_three():
    with pytest.raises(ValueError, match="multiple of 3"):
        Skat({"series_length": 10})


def test_jacks_in_null_are_plain_cards():
    assert matadors(cards("CJ SJ"), "G") == (2, True)
    assert Card.parse("HJ") in legal_moves(cards("HJ SA"), cards("H7"), "N")
