"""The worked examples E1-E17 of docs/rules/schnapsen.md §14, as tests."""

from __future__ import annotations

import pytest

from cardtable.engine.actions import Action, IllegalAction, Reason
from cardtable.engine.cards import Card, cards, text
from cardtable.games.schnapsen import Schnapsen
from cardtable.games.schnapsen.cards import legal_follow, trick_winner
from cardtable.games.schnapsen.state import (
    CLAIM_FAILED,
    CLAIM_OK,
    CLOSE_EXCHANGE,
    CLOSER_AUTO_CLAIM_FAILED,
    CLOSER_AUTO_CLAIM_OK,
    CLOSER_FAILED,
    DEAL_OVER,
    LAST_TRICK,
    PLAYED_OUT,
    TIE_65,
    TIE_66,
    DealResult,
    SchnapsenState,
)

from .helpers import ids, position, run

E1_DECK = cards("CA SK HQ DJ CT ST HA DK CQ SJ HK DA CK SQ HJ DT CJ SA HT DQ")


def e1(**variants) -> tuple[Schnapsen, SchnapsenState]:
    rules = Schnapsen(variants)
    return rules, rules.deal_from(E1_DECK, dealer=1)


def test_e1_deal_from_fixed_deck():
    rules, s = e1()
    assert text(s.hands[0]) == "CA SK CT ST HA"
    assert text(s.hands[1]) == "HQ DJ DK CQ SJ"
    assert s.trump == "H" and s.talon[-1] == Card.parse("HK")
    assert text(s.talon) == "DA CK SQ HJ DT CJ SA HT DQ HK"
    assert rules.turn(s) == 0


def test_e1_deal_pattern_3_2():
    _rules, s = e1(deal_pattern="3-2")
    assert sorted(s.hands[0]) == sorted(cards("CA SK HQ HA DK"))
    assert sorted(s.hands[1]) == sorted(cards("DJ CT ST CQ SJ"))
    assert text(s.talon) == "DA CK SQ HJ DT CJ SA HT DQ HK"


def test_e1_draw_pairs():
    rules, s = e1()
    pairs = []
    for _ in range(5):
        winner = rules.turn(s)
        led = rules.legal_actions(s, winner)[0]
        s = run(rules, s, f"P{winner} {led}")
        follow = rules.legal_actions(s, 1 - winner)[0]
        s = run(rules, s, f"P{1 - winner} {follow}")
        w = s.leader
        before = [list(h) for h in s.hands]
        s = run(rules, s, f"P{w} DRAW")
        got_w = next(c for c in s.hands[w] if c not in before[w])
        got_l = next(c for c in s.hands[1 - w] if c not in before[1 - w])
        pairs.append(f"{got_w}-{got_l}")
    assert pairs == ["DA-CK", "SQ-HJ", "DT-CJ", "SA-HT", "DQ-HK"]


@pytest.mark.parametrize(
    "led, followed, follower_wins, points",
    [("SA", "ST", False, 21), ("SK", "SA", True, 15), ("SA", "HJ", True, 13),
     ("HJ", "SA", False, 13), ("CQ", "DA", False, 14), ("HT", "HA", True, 21)],
)
def test_e2_trick_winner(led, followed, follower_wins, points):
    a, b = Card.parse(led), Card.parse(followed)
    assert trick_winner(a, b, "H") is follower_wins
    from cardtable.games.schnapsen.cards import VALUES
    assert VALUES[a.rank] + VALUES[b.rank] == points


@pytest.mark.parametrize(
    "strict, led, hand, legal",
    [(False, "CK", "CA CQ HJ SA", "CA CQ SA HJ"), (True, "CK", "CA CQ HJ SA", "CA"),
     (True, "CK", "CQ CJ HA", "CQ CJ"), (True, "CK", "SA HA HJ", "HA HJ"),
     (True, "CK", "SA DT", "SA DT"), (True, "HQ", "HK HJ CA", "HK"),
     (True, "HQ", "HJ CA", "HJ"), (True, "HQ", "CA DT", "CA DT")],
)
def test_e3_following(strict, led, hand, legal):
    got = legal_follow(cards(hand), Card.parse(led), "H", strict)
    assert set(got) == set(cards(legal))


def test_e4_legal_actions_at_first_lead():
    rules, s = e1()
    assert ids(rules, s, 0) == {"PLAY:CA", "PLAY:CT", "PLAY:ST", "PLAY:SK", "PLAY:HA", "CLOSE", "CLAIM"}
    assert ids(rules, s, 1) == {"CLAIM"}
    claimed = run(rules, s, "P0 CLAIM")
    assert claimed.result.outcome == CLAIM_FAILED and claimed.result.winner == 1
    assert claimed.result.game_points == 3


def test_e5_complete_deal():
    rules, s = e1()
    s = run(rules, s, "P0 PLAY:ST", "P1 PLAY:SJ")
    assert rules.score(s, 0) == 12 and rules.score(s, 1) == 0
    assert ids(rules, s, 0) == {"DRAW", "CLOSE", "CLAIM"} and ids(rules, s, 1) == {"CLAIM"}
    s = run(rules, s, "P0 DRAW", "P0 PLAY:CT", "P1 PLAY:HQ")
    assert s.leader == 1 and rules.score(s, 1) == 13
    s = run(rules, s, "P1 DRAW")
    assert sorted(s.hands[0]) == sorted(cards("CA SK HA HJ DA"))
    assert sorted(s.hands[1]) == sorted(cards("CK CQ SQ DK DJ"))
    assert text(s.talon) == "DT CJ SA HT DQ HK"
    assert ids(rules, s, 1) == {"PLAY:CK", "PLAY:CQ", "PLAY:SQ", "PLAY:DK", "PLAY:DJ", "MARRIAGE:C", "CLOSE", "CLAIM"}
    assert ids(rules, s, 0) == {"EXCHANGE", "CLAIM"}
    s = run(rules, s, "P1 MARRIAGE:C")
    assert rules.score(s, 1) == 33
    assert ids(rules, s, 1) == {"PLAY:CK", "PLAY:CQ", "CLAIM"} and ids(rules, s, 0) == {"CLAIM"}
    s = run(rules, s, "P1 PLAY:CQ", "P0 PLAY:CA")
    assert rules.score(s, 0) == 26
    assert ids(rules, s, 0) == {"DRAW", "EXCHANGE", "CLOSE", "CLAIM"}
    s = run(rules, s, "P0 DRAW", "P0 EXCHANGE")
    assert sorted(s.hands[0]) == sorted(cards("SK HA HK DA DT")) and text(s.talon) == "SA HT DQ HJ"
    s = run(rules, s, "P0 PLAY:DA", "P1 PLAY:DJ", "P0 DRAW")
    assert rules.score(s, 0) == 39 and text(s.talon) == "DQ HJ"
    assert sorted(s.hands[0]) == sorted(cards("SA SK HA HK DT"))
    assert sorted(s.hands[1]) == sorted(cards("CK CJ SQ HT DK"))
    s = run(rules, s, "P0 CLOSE")
    assert s.closed and s.phase == "LEAD"
    assert ids(rules, s, 0) == {"PLAY:SA", "PLAY:SK", "PLAY:HA", "PLAY:HK", "PLAY:DT", "CLAIM"}
    s = run(rules, s, "P0 PLAY:HA")
    assert ids(rules, s, 1) == {"PLAY:HT"}
    s = run(rules, s, "P1 PLAY:HT", "P0 PLAY:SA")
    assert ids(rules, s, 1) == {"PLAY:SQ"}
    s = run(rules, s, "P1 PLAY:SQ", "P0 CLAIM")
    assert s.result == DealResult(CLAIM_OK, 0, 1, (74, 33), claimant=0, closer=0)


def e6() -> tuple[Schnapsen, SchnapsenState]:
    rules = Schnapsen()
    return rules, position(rules,
        trump="D", leader=0, dealer=1, hands=("HK HQ CA DJ ST", "HA SJ CK DQ CT"),
        talon="CQ SA HJ DT SK CJ HT SQ DA DK",
    )


def test_e6_marriage_before_a_trick():
    rules, s = e6()
    s = run(rules, s, "P0 MARRIAGE:H", "P0 PLAY:HQ", "P1 PLAY:HA")
    assert rules.score(s, 0) == 0 and rules.score(s, 1) == 14
    s = run(rules, s, "P1 DRAW")
    assert Card.parse("CQ") in s.hands[1] and Card.parse("SA") in s.hands[0]
    variation = run(rules, s, "P1 MARRIAGE:C", "P1 CLAIM")
    assert (variation.result.outcome, variation.result.winner, variation.result.game_points) == (CLAIM_FAILED, 0, 3)
    s = run(rules, s, "P1 MARRIAGE:C")
    assert rules.score(s, 1) == 34
    s = run(rules, s, "P1 PLAY:CQ", "P0 PLAY:CA")
    assert rules.score(s, 0) == 34 and rules.score(s, 1) == 34


def e7() -> tuple[Schnapsen, SchnapsenState]:
    rules = Schnapsen()
    return rules, position(rules,
        trump="S", leader=1, hands=("SA ST HK CQ DQ", "SJ SQ HA CJ DJ"), talon="CT HJ DK SK",
        piles=("DA DT", "CK CA HT HQ"),
    )


def test_e7_exchange_then_40_then_claim():
    rules, s = e7()
    assert ids(rules, s, 1) == {"PLAY:SJ", "PLAY:SQ", "PLAY:HA", "PLAY:CJ", "PLAY:DJ", "EXCHANGE", "CLOSE", "CLAIM"}
    s = run(rules, s, "P1 EXCHANGE")
    assert sorted(s.hands[1]) == sorted(cards("SK SQ HA CJ DJ")) and text(s.talon) == "CT HJ DK SJ"
    s = run(rules, s, "P1 MARRIAGE:S")
    assert rules.score(s, 1) == 68
    s = run(rules, s, "P1 CLAIM")
    assert (s.result.outcome, s.result.winner, s.result.game_points) == (CLAIM_OK, 1, 2)


def test_e7_contrast_early_claim_fails():
    rules, s = e7()
    s = run(rules, s, "P1 CLAIM")
    assert (s.result.outcome, s.result.winner, s.result.game_points) == (CLAIM_FAILED, 0, 2)


@pytest.mark.parametrize(
    "p0, p1, marriages, claimant, expected",
    [
        # (a) P0 claims with 62 (three tricks + 20); P1 has 41 in two tricks.
        ("CA CT SA CJ SK HK", "DA DT ST HT", ("D", ""), 0, (CLAIM_FAILED, 1, 2)),
        # (b) P0 claims with 58 in four tricks; P1 has no trick.
        ("CA CK SA SK HA HQ DA DQ", "", ("", ""), 0, (CLAIM_FAILED, 1, 3)),
        # (d) P1, not on lead, has 67 in four tricks; P0 has 35 (15 + 20) in two.
        ("DK SK DQ HK", "CA CT SA ST HA HT CJ SJ", ("C", ""), 1, (CLAIM_OK, 1, 1)),
    ],
)
def test_e8_claims(p0, p1, marriages, claimant, expected):
    rules = Schnapsen()
    s = position(rules, trump="H", leader=0, hands=("", ""), piles=(p0, p1), marriages=marriages)
    r = run(rules, s, f"P{claimant} CLAIM").result
    assert (r.outcome, r.winner, r.game_points) == expected


def test_e8c_marriage_then_claim_without_a_trick():
    rules = Schnapsen()
    s = position(rules, trump="H", leader=0, hands=("HK HQ CA DJ ST", "CK SQ DT HJ SJ"), talon="DA DK")
    s = run(rules, s, "P0 MARRIAGE:H", "P0 CLAIM")
    assert (s.result.outcome, s.result.winner, s.result.game_points) == (CLAIM_FAILED, 1, 3)


def split_points(pool: list[Card], targets: tuple[int, int]) -> tuple[str, str]:
    """Deal the cards of ``pool`` into two piles worth ``targets`` card points (even sizes)."""
    from cardtable.games.schnapsen.cards import VALUES

    def search(i: int, a: list[Card], b: list[Card], sa: int, sb: int):
        if i == len(pool):
            ok = (sa, sb) == targets and len(a) % 2 == 0 and len(b) % 2 == 0
            return (a, b) if ok else None
        c = pool[i]
        v = VALUES[c.rank]
        for side in (0, 1):
            if side == 0 and sa + v <= targets[0]:
                found = search(i + 1, a + [c], b, sa + v, sb)
            elif side == 1 and sb + v <= targets[1]:
                found = search(i + 1, a, b + [c], sa, sb + v)
            else:
                continue
            if found:
                return found
        return None

    found = search(0, [], [], 0, 0)
    assert found, targets
    return text(found[0]), text(found[1])


@pytest.mark.parametrize(
    "p0_before, p1_before, marriage0, final, outcome, winner, points",
    [
        (58, 50, "", (58, 72), PLAYED_OUT, 1, 1),
        (65, 43, "", (65, 65), TIE_65, None, 0),
        (55, 53, "H", (75, 75), TIE_66, None, 0),
        (50, 58, "S", (90, 80), PLAYED_OUT, 0, 1),
        (0, 108, "", (0, 130), PLAYED_OUT, 1, 3),
    ],
)
def test_e9_played_out(p0_before, p1_before, marriage0, final, outcome, winner, points):
    rules = Schnapsen()
    pool = list(cards("CA CK CQ SA ST SK SQ SJ HA HT HK HQ HJ DA DT DK DQ DJ"))
    p0, p1 = split_points(pool, (p0_before, p1_before))
    s = position(rules, trump="S", leader=1, hands=("CJ", "CT"), piles=(p0, p1), marriages=(marriage0, ""))
    s = run(rules, s, "P1 PLAY:CT")
    assert ids(rules, s, 0) == {"PLAY:CJ"}
    s = run(rules, s, "P0 PLAY:CJ")
    assert s.phase == DEAL_OVER
    assert (s.result.scores, s.result.outcome, s.result.winner, s.result.game_points) == (final, outcome, winner, points)


def test_e10_close_before_drawing_ends_schwarz():
    for variant in ({}, {"close_scoring": "at_close"}):
        rules = Schnapsen(variant)
        s = position(rules,
            trump="S", leader=1, phase="DRAW", hands=("SJ HK DA DT", "SA ST SK HA"),
            talon="CJ HT DQ CT HJ DK CQ HQ DJ SQ", piles=("", "CK CA"),
        )
        assert ids(rules, s, 1) == {"DRAW", "CLOSE", "CLAIM"} and ids(rules, s, 0) == {"CLAIM"}
        s = run(rules, s, "P1 CLOSE")
        assert s.closed and len(s.hands[0]) == len(s.hands[1]) == 4
        s = run(rules, s, "P1 PLAY:SA")
        assert ids(rules, s, 0) == {"PLAY:SJ"}
        s = run(rules, s, "P0 PLAY:SJ", "P1 PLAY:ST")
        assert ids(rules, s, 0) == {"PLAY:HK", "PLAY:DA", "PLAY:DT"}
        s = run(rules, s, "P0 PLAY:HK", "P1 PLAY:SK", "P0 PLAY:DT", "P1 PLAY:HA", "P0 PLAY:DA")
        assert (s.result.outcome, s.result.winner, s.result.game_points) == (CLOSER_AUTO_CLAIM_OK, 1, 3)
        assert s.result.scores == (0, 78)


def test_e11_close_while_opponent_may_exchange():
    for variant in ({}, {"marriages_after_close": True}):
        rules = Schnapsen(variant)
        s = position(rules,
            trump="C", leader=0, hands=("CA CT SA HT DT", "CK CJ SK SQ HQ"), talon="HJ DK DJ CQ",
            piles=("HK HA ST SJ", "DA DQ"),
        )
        assert ids(rules, s, 0) == {"PLAY:CA", "PLAY:CT", "PLAY:SA", "PLAY:HT", "PLAY:DT", "CLOSE", "CLAIM"}
        assert ids(rules, s, 1) == {"EXCHANGE", "CLAIM"}
        s = run(rules, s, "P0 CLOSE")
        assert s.phase == CLOSE_EXCHANGE and not s.closed
        assert ids(rules, s, 1) == {"EXCHANGE", "PASS"} and ids(rules, s, 0) == set()
        s = run(rules, s, "P1 EXCHANGE")
        assert sorted(s.hands[1]) == sorted(cards("CK CQ SK SQ HQ")) and s.closed and s.closer == 0
        assert "MARRIAGE:C" not in ids(rules, s, 1)
        s = run(rules, s, "P0 PLAY:CA")
        assert ids(rules, s, 1) == {"PLAY:CK", "PLAY:CQ"}
        s = run(rules, s, "P1 PLAY:CQ", "P0 PLAY:CT", "P1 PLAY:CK", "P0 PLAY:SA", "P1 PLAY:SQ")
        assert rules.score(s, 0) == 69
        s = run(rules, s, "P0 CLAIM")
        assert (s.result.outcome, s.result.winner, s.result.game_points) == (CLAIM_OK, 0, 2)


@pytest.mark.parametrize(
    "variant, outcome",
    [({}, CLOSER_AUTO_CLAIM_FAILED), ({"close_scoring": "at_close"}, CLOSER_AUTO_CLAIM_FAILED),
     ({"closer_auto_claim": False}, CLOSER_FAILED)],
)
def test_e12_closer_falls_short(variant, outcome):
    rules = Schnapsen(variant)
    s = position(rules,
        trump="H", leader=0, hands=("CA ST HT HK DQ", "CK SQ HA HJ DT"), talon="CQ SJ DK HQ",
        piles=("SK SA DA DJ", "CT CJ"),
    )
    s = run(rules, s, "P0 CLOSE", "P1 PASS", "P0 PLAY:CA", "P1 PLAY:CK", "P0 PLAY:HT")
    assert ids(rules, s, 1) == {"PLAY:HA"}
    s = run(rules, s, "P1 PLAY:HA", "P1 PLAY:DT", "P0 PLAY:DQ", "P1 PLAY:SQ")
    assert ids(rules, s, 0) == {"PLAY:ST"}
    s = run(rules, s, "P0 PLAY:ST", "P0 PLAY:HK", "P1 PLAY:HJ")
    assert (s.result.outcome, s.result.winner, s.result.game_points) == (outcome, 1, 2)
    assert s.result.scores == (62, 46)


@pytest.mark.parametrize("variant, points", [({}, 1), ({"close_scoring": "at_close"}, 2)])
def test_e13_non_closer_claims(variant, points):
    rules = Schnapsen(variant)
    s = position(rules,
        trump="D", leader=0, hands=("CT SA HK DK DQ", "CK SJ HT DA DT"), talon="CJ SQ HQ DJ",
        piles=("CQ CA HA HJ", "SK ST"), marriages=("", "C"),
    )
    assert (rules.score(s, 0), rules.score(s, 1)) == (27, 34)
    s = run(rules, s, "P0 CLOSE")
    assert s.closed
    s = run(rules, s, "P0 PLAY:SA", "P1 PLAY:SJ", "P0 PLAY:HK", "P1 PLAY:HT", "P1 PLAY:DA", "P0 PLAY:DQ")
    s = run(rules, s, "P1 PLAY:DT")
    assert ids(rules, s, 0) == {"PLAY:DK"}
    s = run(rules, s, "P0 PLAY:DK", "P1 CLAIM")
    assert rules.score(s, 1) == 76
    assert (s.result.outcome, s.result.winner, s.result.game_points) == (CLAIM_OK, 1, points)


def e14(**variant) -> tuple[Schnapsen, SchnapsenState]:
    rules = Schnapsen(variant)
    return rules, position(rules,
        trump="H", leader=0, phase="DRAW", hands=("HJ SA DK CT", "HK ST DJ CA"), talon="CQ HA",
        piles=("DQ DA HT SJ CK CJ", "SK SQ DT HQ"),
    )


def test_e14_exchange_before_the_final_draw():
    rules, s = e14()
    assert ids(rules, s, 0) == {"DRAW", "EXCHANGE", "CLOSE", "CLAIM"} and ids(rules, s, 1) == {"CLAIM"}
    s = run(rules, s, "P0 EXCHANGE")
    assert Card.parse("HA") in s.hands[0] and text(s.talon) == "CQ HJ"
    s = run(rules, s, "P0 DRAW")
    assert sorted(s.hands[0]) == sorted(cards("CT CQ SA HA DK"))
    assert sorted(s.hands[1]) == sorted(cards("CA ST HK HJ DJ"))
    assert Card.parse("HJ") in rules.observation(s, 0).known[1]  # the turn-up drawn last is public
    assert ids(rules, s, 0) == {"PLAY:CT", "PLAY:CQ", "PLAY:SA", "PLAY:HA", "PLAY:DK", "CLAIM"}
    assert ids(rules, s, 1) == {"CLAIM"}
    assert s.strict


def test_e14_last_two_restriction():
    rules, s = e14(last_two_restriction=True)
    assert ids(rules, s, 0) == {"DRAW", "CLAIM"}


def finished(rules: Schnapsen, dealer: int, outcome: str, winner: int | None, points: int) -> SchnapsenState:
    s = position(rules, trump="H", leader=0, dealer=dealer, hands=("", ""), phase=DEAL_OVER)
    s.result = DealResult(outcome, winner, points, (0, 0))
    return s


def test_e15_match_bookkeeping_with_tie_bonuses():
    rules = Schnapsen({"match_format": "bummerl"})
    import random
    record = rules.new_match(random.Random(0))
    record.dealer = 1
    rows = [
        (TIE_66, None, 0, (0, 0), 1), (TIE_65, None, 0, (0, 0), 1), (PLAYED_OUT, 0, 2, (3, 0), 0),
        (PLAYED_OUT, 1, 3, (3, 3), 0), (TIE_66, None, 0, (3, 3), 1), (TIE_66, None, 0, (3, 3), 2),
        (CLAIM_OK, 1, 2, (3, 7), 0),
    ]
    dealers = []
    for outcome, winner, points, totals, bonus in rows:
        dealers.append(record.dealer)
        assert not rules.match_over(record)
        record = rules.record_deal(record, finished(rules, record.dealer, outcome, winner, points))
        assert (tuple(record.totals), record.tie_bonus) == (totals, bonus)
    assert dealers == [1, 0, 1, 0, 1, 0, 1]
    assert rules.match_over(record) and rules.match_winners(record) == (1,)
    assert [7 - t for t in record.totals] == [4, 0]  # the Bummerl display counts down
    assert record.bummerl == [1, 0]  # P0 scored, so not a Schneider-Bummerl
    assert rules.new_match(random.Random(0), previous=record).dealer == 0


def test_e16_standard_last_trick_rule():
    rules = Schnapsen({"last_trick_bonus": False})
    pool = cards("CA CK CQ SA ST SK SQ SJ HA HT HK HQ HJ DA DT DK DQ DJ")
    p0, p1 = split_points(pool, (65, 43))
    s = position(rules, trump="S", leader=1, hands=("CJ", "CT"), piles=(p0, p1))
    s = run(rules, s, "P1 PLAY:CT", "P0 PLAY:CJ")
    assert s.result.scores == (65, 55)
    assert (s.result.outcome, s.result.winner, s.result.game_points) == (LAST_TRICK, 1, 1)


def e17(**variant) -> tuple[Schnapsen, SchnapsenState]:
    rules = Schnapsen(variant)
    return rules, position(rules,
        trump="H", leader=1, hands=("CA ST DT DJ", "CJ SA HK HQ"),
        piles=("HT SK DK HJ CK SQ", "SJ HA DA DQ CT CQ"),
    )


def test_e17_no_marriage_after_exhaustion():
    rules, s = e17()
    assert ids(rules, s, 1) == {"PLAY:CJ", "PLAY:SA", "PLAY:HK", "PLAY:HQ", "CLAIM"}
    assert ids(rules, s, 0) == {"CLAIM"}
    with pytest.raises(IllegalAction, match=r"schnapsen\.marriage_closed"):
        rules.apply(s, 1, Action.parse("MARRIAGE:H"))


def test_e17_marriages_after_close_variant():
    rules, s = e17(marriages_after_close=True)
    assert "MARRIAGE:H" in ids(rules, s, 1)
    s = run(rules, s, "P1 MARRIAGE:H")
    assert rules.score(s, 1) == 80
    s = run(rules, s, "P1 CLAIM")
    assert (s.result.outcome, s.result.winner, s.result.game_points) == (CLAIM_OK, 1, 2)


@pytest.mark.parametrize(
    "hand, bad, reason",
    [("HK HJ CA", "PLAY:HJ", Reason.of("schnapsen.follow_higher", suit="H")),
     ("HJ SK CA", "PLAY:CA", Reason.of("engine.follow_suit", suit="H"))],
)
def test_illegal_follow_names_the_rule_and_changes_nothing(hand, bad, reason):
    from cardtable.engine.codec import encode

    rules = Schnapsen()
    s = position(rules, trump="H", leader=1, phase="FOLLOW", led="HQ", hands=(hand, "SA DT"), closed=True, closer=1)
    before = encode(s)
    with pytest.raises(IllegalAction) as exc:
        rules.apply(s, 0, Action.parse(bad))
    assert exc.value.reason == reason and encode(s) == before


def test_illegal_optional_actions_name_their_rule():
    rules, s = e6()  # P0 holds the trump jack DJ but has no trick yet
    with pytest.raises(IllegalAction, match=r"schnapsen\.exchange_trick"):
        rules.apply(s, 0, Action.parse("EXCHANGE"))
    s = run(rules, s, "P0 PLAY:ST")
    with pytest.raises(IllegalAction, match=r"schnapsen\.claim_in_trick"):
        rules.apply(s, 0, Action.parse("CLAIM"))
    with pytest.raises(IllegalAction, match=r"schnapsen\.close_leader"):
        rules.apply(s, 1, Action.parse("CLOSE"))


def test_action_labels_read_as_words():
    from cardtable.i18n.actions import action_label

    rules, s = e7()
    labels = {action_label("schnapsen", a) for a in rules.legal_actions(s, 1)}
    assert {"Exchange for the trump card", "Close the talon (zudrehen)", "Claim: I have 66", "Play the Jack of Spades"} <= labels
    assert action_label("schnapsen", Action("MARRIAGE", arg="S")) == "Announce the Spades marriage"
