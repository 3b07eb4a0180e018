"""Worked examples 11-24 of the rules file: round one, round two, rubber, Schleipfe, Hüpscher."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from hindersche_helpers import PACK8, deal, run, settle, standing

from cardtable.engine.actions import Action, IllegalAction
from cardtable.engine.cards import ALL_CARDS, cards
from cardtable.games.hindersche import Hindersche, HinderscheRecord
from cardtable.games.hindersche.scoring import deal_state, next_dealer, settlement
from cardtable.games.hindersche.state import ADD, ERASE, EXCESS, NORMAL, RARE, TWO, Playoff

RULES = Hindersche()


def test_example_11_round_one_tie_for_most_points():
    st = standing({0: 1, 2: 1}, round_=1, dealer=2)
    result, _ = settle(RULES, st, {0: 45, 1: 45, 2: 30, 3: 20})
    st = result.after
    assert st.pending.playoffs == [Playoff(ADD, [0, 1])] and st.strokes == [1, 0, 1, 0]
    playoff = deal(RULES, st)
    assert playoff.participants == [0, 1] and playoff.dealer == 2
    assert playoff.trump_card == PACK8[18] and playoff.phase == "play"
    result, _ = settle(RULES, st, {0: 22, 1: 18})
    st = result.after
    assert st.strokes == [2, 0, 1, 0] and st.round == 1 and st.pending is None and st.dealer == 3


def test_example_12_round_one_all_tied():
    result, events = settle(RULES, standing({0: 1}, round_=1), {0: 35, 1: 35, 2: 35, 3: 35})
    st = result.after
    assert st.strokes == [2, 1, 1, 1] and st.round == 2 and st.active == [0, 1, 2, 3]
    assert deal_state(st) == EXCESS
    assert any(e.kind == "RoundTwoStarted" for e in events)


def test_example_13_round_one_march_and_newly_out_dealer():
    result, events = settle(RULES, standing({0: 1, 2: 1}, round_=1, dealer=0), {0: 10, 1: 104, 2: 20, 3: 6})
    st = result.after
    assert result.marcher == 1
    assert st.strokes == [2, 0, 2, 1] and st.round == 2 and st.active == [0, 2, 3]
    assert [e.seat for e in events if e.kind == "PlayerLeft"] == [1]
    assert st.dealer == 1 == next_dealer(0, [0, 2, 3], [1])
    state = deal(RULES, st)
    assert state.dealer == 1 and state.participants == [2, 3, 0] and state.leader == 2
    assert state.trump_card == PACK8[27] and state.hands[1] == []
    assert deal_state(st) == EXCESS
    result, _ = settle(RULES, st, {2: 30, 3: 30, 0: 30})  # nobody leaves
    assert result.after.dealer == 2 == next_dealer(1, [0, 2, 3], [])


def test_example_14_double_loss():
    result, events = settle(RULES, standing({0: 3}, round_=1), {0: 50, 1: 30, 2: 40, 3: 20})
    st = result.after
    assert st.strokes == [4, 0, 0, 0] and st.active == [0] and st.loser == 0 and st.lost == 2
    assert st.rubber_losses == [2, 0, 0, 0] and st.rubber_games == 2
    assert [e.data["games"] for e in events if e.kind == "GameLost"] == [2]


def test_example_15_normal_with_three_players():
    st = standing({0: 2, 2: 1, 3: 1}, out=(1,))
    assert deal_state(st) == NORMAL
    result, _ = settle(RULES, st, {0: 41, 2: 9, 3: 37})
    st = result.after
    assert st.strokes == [3, 0, 0, 1] and st.active == [0, 3] and deal_state(st) == TWO


def test_example_16_normal_tie_for_lowest():
    st = standing({0: 1, 1: 1, 2: 1, 3: 1})
    result, _ = settle(RULES, st, {0: 20, 1: 20, 2: 45, 3: 55})
    st = result.after
    assert st.pending.playoffs == [Playoff(ERASE, [0, 1])] and st.pending.changes == {3: 1}
    assert st.strokes == [1, 1, 1, 1]  # applied together after the playoff [D-6]
    result, _ = settle(RULES, st, {0: 14, 1: 27})
    st = result.after
    assert st.strokes == [0, 1, 1, 2] and st.active == [1, 2, 3] and deal_state(st) == NORMAL


def test_example_17_normal_march():
    result, _ = settle(RULES, standing({0: 1, 1: 1, 2: 1, 3: 1}), {0: 0, 1: 0, 2: 140, 3: 0},
                       {0: 0, 1: 0, 2: 9, 3: 0})
    st = result.after
    assert st.strokes == [2, 2, 0, 2] and st.active == [0, 1, 3] and deal_state(st) == EXCESS


def test_example_18_excess():
    st = standing({0: 2, 1: 2, 3: 2}, out=(2,))
    assert deal_state(st) == EXCESS
    st = settle(RULES, st, {0: 30, 1: 12, 3: 41})[0].after
    assert st.strokes == [2, 1, 0, 2] and deal_state(st) == EXCESS
    st = standing({0: 2, 1: 1, 2: 1, 3: 1})
    st = settle(RULES, st, {0: 118, 1: 10, 2: 2, 3: 10})[0].after
    assert st.strokes == [0, 1, 1, 1] and st.active == [1, 2, 3] and deal_state(st) == RARE


def test_example_19_rare():
    st = standing({1: 1, 2: 1, 3: 1}, out=(0,))
    assert deal_state(st) == RARE
    after = settle(RULES, st, {1: 33, 2: 20, 3: 40})[0].after
    assert after.strokes == [0, 1, 1, 2] and deal_state(after) == NORMAL
    result, _ = settle(RULES, st, {1: 0, 2: 72, 3: 0}, {1: 0, 2: 9, 3: 0})
    assert result.marcher == 2 and result.after.pending.playoffs == [Playoff(ADD, [1, 3])]
    after = settle(RULES, result.after, {1: 19, 3: 8})[0].after
    assert after.strokes == [0, 2, 1, 1] and after.active == [1, 2, 3] and deal_state(after) == NORMAL


def test_rare_march_variant_wipes_the_marcher():
    rules = Hindersche({"rare_march_marcher_out": True})
    st = standing({1: 1, 2: 1, 3: 1}, out=(0,))
    result, _ = settle(rules, st, {1: 0, 2: 72, 3: 0}, {1: 0, 2: 9, 3: 0})
    after = settle(rules, result.after, {1: 19, 3: 8})[0].after
    assert after.strokes == [0, 2, 0, 1] and after.active == [1, 3]


def test_example_20_two_to_the_end():
    st = standing({0: 3, 3: 1}, out=(1, 2))
    st = settle(RULES, st, {0: 30, 3: 35})[0].after
    assert st.strokes == [2, 0, 0, 1]
    st = settle(RULES, st, {0: 22, 3: 22})[0].after
    assert st.strokes == [2, 0, 0, 1]
    st = settle(RULES, st, {0: 0, 3: 47}, {0: 2, 3: 7})[0].after
    assert st.strokes == [1, 0, 0, 1]
    result, _events = settle(RULES, st, {0: 0, 3: 61}, {0: 0, 3: 9})
    st = result.after
    assert result.marcher == 3 and st.strokes == [1, 0, 0, 0]
    assert st.loser == 0 and st.lost == 1 and RULES.match_winners(HinderscheRecord(st)) == (1, 2, 3)


def test_example_21_nine_trick_march_under_100():
    st = standing({0: 2, 2: 1, 3: 1}, out=(1,))
    result, _ = settle(RULES, st, {0: 0, 2: 0, 3: 86}, {0: 0, 2: 0, 3: 9})
    assert result.marcher == 3 and result.after.strokes == [3, 0, 2, 0] and deal_state(result.after) == TWO


def test_round_one_playoff_nine_tricks_under_100_is_no_march():
    st = settle(RULES, standing({0: 1}, round_=1), {0: 40, 1: 40, 2: 30, 3: 30})[0].after
    result, _ = settle(RULES, st, {0: 0, 1: 72}, {0: 0, 1: 9})
    assert result.marcher is None and result.after.strokes == [1, 1, 0, 0]


def test_playoff_replay_and_march_in_playoff():
    st = settle(RULES, standing({0: 1, 1: 1, 2: 1, 3: 1}), {0: 20, 1: 20, 2: 20, 3: 80})[0].after
    assert st.pending.playoffs == [Playoff(ERASE, [0, 1, 2])]
    st = settle(RULES, st, {0: 10, 1: 10, 2: 40})[0].after  # replay among 0 and 1
    assert st.pending.playoffs == [Playoff(ERASE, [0, 1])]
    result, _ = settle(RULES, st, {0: 0, 1: 100})  # a playoff March under ERASE wipes one [D-7]
    assert result.after.strokes == [1, 0, 1, 2] and result.after.active == [0, 2, 3]


def test_example_22_rubber_and_settlement():
    assert settlement([2, 1, 1, 0], 1) == [-4, 0, 0, 4]
    record = RULES.new_match(random.Random(1))
    games = [  # (round, strokes, points) of each game's last deal
        (2, {2: 1, 3: 1}, {2: 30, 3: 10}),  # game 1: seat 2 loses
        (1, {0: 3}, {0: 50, 1: 30, 2: 40, 3: 20}),  # game 2: seat 0 loses twice over
        (2, {0: 1, 1: 1}, {0: 10, 1: 30}),  # game 3: seat 1 loses
    ]
    for number, (round_, strokes, points) in enumerate(games, 1):
        assert record.game == number and record.standing.settlement is None
        st = record.standing
        last = standing(strokes, round_, st.dealer, out=tuple(s for s in range(4) if s not in points))
        last.rubber_losses, last.rubber_games = st.rubber_losses, st.rubber_games
        record = replace(record, standing=settle(RULES, last, points)[0].after)
        assert RULES.match_over(record)
        if number < 3:
            nxt = RULES.new_match(random.Random(1), record)
            assert nxt.standing.dealer == (record.standing.dealer + 1) % 4  # [D-2]
            record = nxt
    st = record.standing
    assert st.rubber_losses == [2, 1, 1, 0] and st.rubber_games == 4
    assert st.settlement == [-4, 0, 0, 4] and sum(st.settlement) == 0
    assert RULES.match_scores(record) == (0.0, -1.0, 0.0, 0.0)
    fresh = RULES.new_match(random.Random(1), record)
    assert fresh.game == 1 and fresh.standing.rubber_games == 0


def test_example_23_schleipfe():
    # Trumps hearts; seat 0 wins tricks 1 and 2, then leads trick 3: C6 C9 C7 C8 (winner seat 1).
    pack = _pack_with_hands({0: "DA DK C6", 1: "D8 D9 C9", 2: "D7 D6 C7", 3: "DT DQ C8"}, turned="H6")
    base = standing({0: 1, 1: 1, 2: 1, 3: 1}, dealer=3)
    first_two = ("P0 PLAY:DA", "P1 PLAY:D8", "P2 PLAY:D7", "P3 PLAY:DT")
    second = ("P0 PLAY:DK", "P1 PLAY:D9", "P2 PLAY:D6", "P3 PLAY:DQ")
    third = ("P0 PLAY:C6", "P1 PLAY:C9", "P2 PLAY:C7", "P3 PLAY:C8")
    passes = ("P1 SCHLEIPFE_PASS", "P2 SCHLEIPFE_PASS", "P3 SCHLEIPFE_PASS")
    rules = Hindersche({"hupscher": False})
    state = run(rules, deal(rules, base, pack), *first_two, *passes, *second, *passes, *third)
    assert state.phase == "schleipfe" and state.schleipfe.winner == 1 and state.schleipfe.to_ask == [2, 3, 0]
    claimed = run(rules, state, "P2 SCHLEIPFE_PASS", "P3 SCHLEIPFE")
    assert claimed.schleipfe.to_answer == [0, 1, 2]
    allowed = run(rules, claimed, "P0 SCHLEIPFE_ALLOW", "P1 SCHLEIPFE_ALLOW", "P2 SCHLEIPFE_ALLOW")
    assert allowed.tricks[-1].taker == 3 and allowed.tricks[-1].winner == 1 and allowed.to_move == 3
    obs = rules.observation(allowed, 0)
    assert obs.tricks_won == (2, 0, 0, 1) and obs.rightful_winners == (0, 0, 1)
    objected = run(rules, claimed, "P0 SCHLEIPFE_OBJECT")
    assert objected.tricks[-1].taker == 1 and objected.to_move == 1
    with pytest.raises(IllegalAction, match=r"hindersche\.schleipfe"):
        rules.apply(objected, 1, Action("SCHLEIPFE"))
    off = Hindersche({"schleipfe": False, "hupscher": False})
    state = run(off, deal(off, base, pack), *first_two, *second, *third)
    assert state.phase == "play" and state.to_move == 1 and state.tricks[-1].taker == 1


def test_no_schleipfe_on_the_ninth_trick():
    rules = Hindersche()
    state = deal(rules, standing({}, round_=1, dealer=3))
    while len(state.tricks) < 9:
        assert not (state.phase == "schleipfe" and len(state.tricks) == 8)
        action = rules.legal_actions(state, state.to_move)[-1]  # pass where offered
        state, _ = rules.apply(state, state.to_move, action)
    assert state.phase == "scored"


def test_example_24_hupscher():
    rules = Hindersche()
    st = standing({0: 2, 1: 1, 2: 1}, dealer=2, out=(3,))
    state = deal(rules, st)
    assert state.participants == [0, 1, 2] and state.phase == "hupscher" and state.to_move == 0
    state = run(rules, state, "P0 HUPSCHER_PASS", "P1 HUPSCHER")
    assert state.to_move == 2
    state, events = rules.apply(run(rules, state, "P2 HUPSCHER_AGREE"), 0, Action("HUPSCHER_AGREE"))
    assert state.phase == "cancelled" and rules.deal_over(state) and events[-1].kind == "DealCancelled"
    st = state.result.after
    assert st.dealer == 2 and st.redeals == 1 and st.strokes == [2, 1, 1, 0]
    state = deal(rules, st)  # deal B, same dealer
    assert state.dealer == 2
    state = run(rules, state, "P0 HUPSCHER_PASS", "P1 HUPSCHER_PASS", "P2 HUPSCHER", "P0 HUPSCHER_AGREE",
                "P1 HUPSCHER_REFUSE")
    assert state.phase == "play" and state.to_move == 0
    st.redeals = 3
    state = deal(rules, st)  # deal D after three cancellations in a row
    assert state.phase == "play" and state.hupscher is None
    with pytest.raises(IllegalAction, match=r"hindersche\.hupscher_closed"):
        rules.apply(state, 0, Action("HUPSCHER"))


def test_no_hupscher_in_playoffs_or_round_one():
    st = settle(RULES, standing({0: 1, 1: 1, 2: 1, 3: 1}), {0: 20, 1: 20, 2: 45, 3: 55})[0].after
    assert deal(RULES, st).phase == "play"
    assert deal(RULES, standing({}, round_=1)).phase == "play"


def _pack_with_hands(hands: dict[int, str], turned: str) -> list:
    """A pack for dealer 3 dealing each seat the listed cards first and turning ``turned``."""
    wanted = {s: cards(t) for s, t in hands.items()}
    trump_card = cards(turned)[0]
    used = {c for cs in wanted.values() for c in cs} | {trump_card}
    rest = [c for c in ALL_CARDS if c not in used]
    full = {s: wanted[s] + [rest.pop() for _ in range(9 - len(wanted[s]) - (s == 3))] for s in range(4)}
    full[3].append(trump_card)
    return [c for r in range(3) for s in range(4) for c in full[s][3 * r:3 * r + 3]]
