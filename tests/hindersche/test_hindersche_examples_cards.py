"""Worked examples 1-10 of the rules file: cards, legality, tricks, dealing, a complete deal."""

from __future__ import annotations

import pytest
from hindersche_helpers import PACK8, deal, hand, run, standing

from cardtable.engine.actions import Action, IllegalAction, Reason
from cardtable.engine.cards import ALL_CARDS, cards
from cardtable.games.hindersche import Hindersche, legal_cards, trick_winner, trumps


def legal(trump: str, trick: str, held: str, **variants) -> set:
    return set(legal_cards(cards(held), cards(trick), trumps(trump), **variants))


def test_example_1_trump_order_and_suit_membership():
    hearts = trumps("H")
    assert hearts.order("H") == cards("HJ DJ HA HK HQ HT H9 H8 H7 H6")
    assert hearts.order("D") == cards("DA DK DQ DT D9 D8 D7 D6")
    assert hearts.order("C") == cards("CA CK CQ CJ CT C9 C8 C7 C6")
    spades = trumps("S")
    assert spades.order("S") == cards("SJ CJ SA SK SQ ST S9 S8 S7 S6")
    assert spades.order("C") == cards("CA CK CQ CT C9 C8 C7 C6")


def test_example_2_card_values():
    for t in "CSHD":
        assert trumps(t).points(ALL_CARDS) == 140
    assert trumps("S").points(cards("CK CJ SA CA")) == 38
    assert trumps("H").value[cards("CJ")[0]] == 2


def test_example_3_trump_led_kloei_is_trump():
    assert legal("H", "HQ", "DJ DA C9 S7 HT") == hand("DJ HT")


def test_example_4_plain_led_kloei_not_of_its_suit():
    assert legal("H", "D9", "DJ C8 SA HT") == hand("DJ HT")
    assert legal("H", "D9", "DJ C8 SA") == hand("DJ")


def test_example_5_following_discarding_and_variants():
    assert legal("H", "CK C7", "CA C6 HJ D7") == hand("CA C6")
    assert legal("H", "S8", "D7 DA C9") == hand("D7 DA C9")
    assert legal("H", "C6", "DJ S8 HA", must_trump=False) == hand("DJ S8 HA")
    assert legal("H", "C6", "DJ S8 HA") == hand("DJ HA")
    assert legal("H", "H7", "HJ C9 SA", alt_exempt=True) == hand("HJ C9 SA")
    assert legal("H", "H7", "HJ C9 SA") == hand("HJ")
    for exempt in (True, False):
        assert legal("H", "H7", "HJ H8 C9", alt_exempt=exempt) == hand("HJ H8")


@pytest.mark.parametrize(
    "trump, trick, winner, points",
    [("D", "ST SJ SQ S6", 2, 15), ("C", "HK HJ HT H9", 0, 16), ("S", "CK CJ SA CA", 1, 38), ("H", "HA DJ HJ H6", 2, 35)],
)
def test_examples_6_and_7_trick_winner_and_points(trump, trick, winner, points):
    tr = trumps(trump)
    assert trick_winner(cards(trick), tr) == winner
    assert tr.points(cards(trick)) == points


def test_example_8_four_player_deal():
    state = deal(Hindersche(), standing({}, round_=1, dealer=3))
    assert state.participants == [0, 1, 2, 3]
    assert set(state.hands[0]) == hand("H6 C6 HT CK CJ H9 SK CQ C9")
    assert set(state.hands[1]) == hand("SJ D6 DQ C8 CA D7 D9 HK C7")
    assert set(state.hands[2]) == hand("SA DT ST HA H7 S6 H8 DK CT")
    assert set(state.hands[3]) == hand("DA HQ S9 SQ DJ S8 D8 HJ S7")
    assert state.trump_card == cards("S7")[0] and state.trump == "S" and state.undealt == []
    tr = trumps("S")
    assert tr.alt in state.hands[1] and tr.kloei in state.hands[0]
    assert state.to_move == 0
    assert Hindersche().observation(state, 2).trump_held_by == 3


def test_example_9_three_participants_non_playing_dealer():
    state = deal(Hindersche(), standing({0: 2, 2: 1, 3: 1}, dealer=1, out=(1,)))
    assert state.participants == [2, 3, 0]
    assert set(state.hands[2]) == hand("H6 C6 HT DA HQ S9 HA H7 S6")
    assert set(state.hands[3]) == hand("SJ D6 DQ CK CJ H9 SQ DJ S8")
    assert set(state.hands[0]) == hand("SA DT ST C8 CA D7 SK CQ C9")
    assert state.hands[1] == []
    assert state.trump_card == PACK8[27] == cards("D9")[0] and state.trump == "D"
    assert cards("DJ")[0] in state.hands[3] and cards("HJ")[0] in state.undealt
    assert len(state.undealt) == 9 and state.to_move == 2


EXAMPLE_10 = [
    (0, "C6 C7 CT SQ", 3, 13), (3, "D8 SK DQ DT", 0, 17), (0, "H6 HK H8 HQ", 1, 7),
    (1, "D6 DK DJ CJ", 0, 18), (0, "C9 C8 S6 S9", 3, 0), (3, "HJ HT SJ HA", 1, 35),
    (1, "D7 ST DA CK", 2, 25), (2, "H7 S7 H9 CA", 3, 11), (3, "S8 CQ D9 SA", 2, 14),
]


def play_example_10(rules: Hindersche):
    state = deal(rules, standing({}, round_=1, dealer=3))
    events = []
    for leader, trick, winner, points in EXAMPLE_10:
        assert state.to_move == leader
        for i, c in enumerate(trick.split()):
            state, evs = rules.apply(state, (leader + i) % 4, Action.parse(f"PLAY:{c}"))
            events += evs
        while state.phase == "schleipfe":  # nobody claims
            state, evs = rules.apply(state, state.to_move, Action("SCHLEIPFE_PASS"))
            events += evs
        taken = [e for e in events if e.kind == "TrickTaken"][-1]
        assert (taken.seat, taken.data["points"]) == (winner, points)
    return state, events


@pytest.mark.parametrize("schleipfe", [True, False])
def test_example_10_complete_deal(schleipfe):
    rules = Hindersche({"schleipfe": schleipfe})
    state, events = play_example_10(rules)
    result = state.result
    assert result.card_points == {0: 35, 1: 42, 2: 39, 3: 24}
    assert result.tricks == {0: 2, 1: 2, 2: 2, 3: 3}
    assert result.marcher is None
    after = result.after
    assert after.strokes == [0, 1, 0, 0] and after.round == 1 and after.dealer == 0
    assert rules.deal_scores(state) == (35.0, 42.0, 39.0, 24.0)
    assert any(e.kind == "StrokesChanged" and e.data["changes"] == {1: 1} for e in events)


def test_example_10_illegal_plays_are_refused_with_reason_and_change_nothing():
    rules = Hindersche()
    state = run(rules, deal(rules, standing({}, round_=1, dealer=3)), "P0 PLAY:C6")
    snapshot = rules.copy_state(state)
    with pytest.raises(IllegalAction) as info:  # seat 1 holds C8 C7 CA: must follow clubs
        rules.apply(state, 1, Action.parse("PLAY:SJ"))
    assert info.value.reason == Reason.of("engine.follow_suit", suit="C")
    with pytest.raises(IllegalAction, match=r"engine\.not_your_turn"):
        rules.apply(state, 2, Action.parse("PLAY:CT"))
    with pytest.raises(IllegalAction, match=r"engine\.not_held"):
        rules.apply(state, 1, Action.parse("PLAY:HA"))
    with pytest.raises(IllegalAction, match=r"hindersche\.hupscher_round"):
        rules.apply(state, 1, Action("HUPSCHER"))
    assert state == snapshot
