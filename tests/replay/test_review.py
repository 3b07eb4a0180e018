"""The review: on positions with a known best card it flags the mistake and what it cost."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from schnapsen.helpers import position
from skat.skat_helpers import sample_after_declaration

from cardtable import games
from cardtable.ai import make_player
from cardtable.cli import main
from cardtable.engine.actions import Action
from cardtable.engine.ruleset import Match
from cardtable.games.coiffeur import Coiffeur
from cardtable.games.schnapsen import Schnapsen
from cardtable.games.skat import Skat
from cardtable.session import review
from cardtable.session.driver import play_deal
from cardtable.storage import history

from .replay_helpers import GAME_SEATS, RULESETS, played_deals


def _verdict(rules, state, seat: int, card: str) -> review.Verdict:
    return review.judge(rules, review.playouts(rules), state, seat, Action.parse(f"PLAY:{card}"), random.Random(1))


def _random_play_until(rules, state, rng: random.Random, cards_left: int, chooser: int):
    """Random legal actions until at most ``cards_left`` cards are in the hands and
    ``chooser`` is on turn with a choice of cards."""
    while True:
        seat = rules.turn(state)
        if (seat == chooser and sum(len(h) for h in state.hands) <= cards_left
                and len(review._cards(rules, state, seat)) > 1):
            return state, seat
        state, _ = rules.apply(state, seat, rng.choice(rules.legal_actions(state, seat)))


def test_schnapsen_endgame_leading_the_trump_ace_throws_the_deal_away() -> None:
    # Talon gone, hearts trump, P0 (49 points) leads from HA CT against CA HK (P1: 35 points).
    # CT first: P1 must take it with CA (56), leads HK, P0's HA takes the last trick: 49 + 15
    # + 10 for the last trick = 74, P0 wins one game point. HA first: P0 has 64, then CT loses
    # to CA and P1 reaches 35 + 21 + 10 = 66 with the last trick: P1 wins one game point.
    rules = Schnapsen()
    state = position(rules, trump="H", leader=0, hands=("HA CT", "CA HK"),
                     piles=("SA ST SK SQ DA DT", "SJ DK DQ DJ HT HQ CK CQ CJ HJ"), last_trick_winner=0)
    assert (rules.score(state, 0), rules.score(state, 1)) == (49, 35)
    mistake = _verdict(rules, state, 0, "HA")
    assert (mistake.best.id, mistake.loss, mistake.exact, mistake.matters) == ("PLAY:CT", 2, True, True)
    assert (mistake.value, mistake.best_value) == (-1, 1)
    right = _verdict(rules, state, 0, "CT")
    assert (right.best.id, right.loss, right.exact) == ("PLAY:CT", 0, True)


def test_coiffeur_last_two_tricks_the_defender_must_cash_the_ace() -> None:
    # Slalom, declarer seat 0 (3 players), trick 11 of 12: trick 11 goes high (obenabe), the
    # last one low (undenufe). Seat 2 leads from CA CQ; seat 0 holds CT C6, seat 1 (void in
    # clubs) H6 H9, so seat 2 knows every card. CA first takes 11 and leaves the declarer's
    # CT to win the last trick over CQ: 3 + 10 + 5 for the last trick = 18. CQ first: the
    # declarer ducks with C6, then CT beats CA low: 11 + 10 + 5 = 26, the contract 8 higher.
    rules = Coiffeur()
    match = Match.new(rules, 8)
    match.next_deal()
    state, seat = _random_play_until(rules, match.state, random.Random(8), cards_left=6, chooser=2)
    assert seat == 2 and [sorted(c.text for c in h) for h in state.hands] == [["C6", "CT"], ["H6", "H9"], ["CA", "CQ"]]
    assert state.declaration.seat == 0 and state.declaration.contract == "slalom"
    mistake = _verdict(rules, state, 2, "CQ")
    assert (mistake.best.id, mistake.loss, mistake.exact, mistake.matters) == ("PLAY:CA", 8, True, True)
    assert _verdict(rules, state, 2, "CA").loss == 0


def test_skat_last_two_tricks_the_defender_keeps_the_ace_from_the_declarer() -> None:
    # The rules file's sample deal (clubs, declarer seat 1, bid 22, the skat D7 H7), tricks
    # played by seeded random cards. Trick 9: the declarer (66 card points) leads the trump C9
    # and keeps HT; seat 0 holds DT DQ, seat 2, out of clubs, HA HK. Throwing HA gives the
    # declarer 66 + 3 + 11 and the last trick (HT over DT and HK): 104, Schneider, 5 x 12 = 60.
    # Keeping it, HA takes the last trick: 73, a plain 4 x 12 = 48. The reviewer knows every
    # card two tricks from the end: an exact verdict, though seat 2 cannot see the skat.
    rules = Skat()
    state, seat = _random_play_until(rules, sample_after_declaration(rules), random.Random(7), cards_left=6, chooser=2)
    assert seat == 2 and [c.text for c in state.trick] == ["C9"] and state.declarer == 1
    assert [sorted(c.text for c in h) for h in state.hands] == [["DQ", "DT"], ["HT"], ["HA", "HK"]]
    mistake = _verdict(rules, state, 2, "HA")
    assert (mistake.best.id, mistake.loss, mistake.exact, mistake.matters) == ("PLAY:HK", 12, True, True)
    assert (mistake.value, mistake.best_value) == (-60, -48)
    right = _verdict(rules, state, 2, "HK")
    assert (right.loss, right.matters) == (0, False)


def test_an_exact_verdict_in_the_last_tricks_is_the_deal_itself_not_what_the_seat_could_imagine() -> None:
    # Trick 9 of another deal: throwing HA or HK changes nothing in the real deal (the declarer
    # wins either way), though in some deals seat 2 could imagine the ace would cost.
    rules = Skat()
    state, seat = _random_play_until(rules, sample_after_declaration(rules), random.Random(4), cards_left=6, chooser=2)
    assert seat == 2 and sorted(c.text for c in state.hands[2]) == ["HA", "HK"]
    verdict = _verdict(rules, state, 2, "HA")
    assert (verdict.loss, verdict.exact, verdict.matters) == (0, True, False)


def test_review_json_lists_one_seats_decisions_the_same_as_the_whole_review(tmp_path: Path, capsys) -> None:
    main(["simulate", "--game", "schnapsen", "--seats", "normal,easy", "--deals", "1", "--seed", "3",
          "--json", "--save-deals", str(tmp_path)])
    capsys.readouterr()
    (path, record), = history.load_history(tmp_path)[0]
    assert main(["review", str(path), "--json"]) == 0
    everyone = json.loads(capsys.readouterr().out)
    assert everyone["game"] == "schnapsen" and everyone["code"] == str(record.code)
    assert {tuple(d) for d in everyone["decisions"]} == {
        ("seat", "trick", "action", "best", "loss", "exact", "matters", "value", "best_value")}
    assert {d["seat"] for d in everyone["decisions"]} == {0, 1}
    assert main(["review", str(path), "--json", "--seat", "1"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert one["decisions"] == [d for d in everyone["decisions"] if d["seat"] == 1]
    for d in one["decisions"]:
        assert d["loss"] >= 0 and (d["loss"] == 0) == (d["best"] == d["action"])  # a tie keeps the card played
        assert d["loss"] == round(d["best_value"] - d["value"], 3) and (not d["matters"] or d["loss"] >= 0.5)


def test_review_of_a_file_that_is_not_a_deal_says_so_and_keeps_the_file(tmp_path: Path, capsys) -> None:
    bad = tmp_path / "deal.json"
    bad.write_text('{"format": 1, "kind": "deal", "code": "skat-3-1-1-0"}')
    try:
        main(["review", str(bad), "--json"])
    except SystemExit as exit_:
        assert exit_.code == 2
    assert "deal.json could not be loaded" in capsys.readouterr().err and bad.exists()


def test_only_losses_above_the_games_minimum_and_the_sampling_noise_are_marked() -> None:
    # Random players in Schnapsen: real blunders among the noise of sampled verdicts.
    verdicts = [v for match, log in played_deals("schnapsen", 2, seed=6, deals=3)
                for v in review.review(log.record(match, ["Ann", "easy"]))]
    small = [v for v in verdicts if 0 < v.loss < games.info("schnapsen").review_minimum]
    assert small and not any(v.matters for v in small)  # shown with their loss, never marked
    marked = [v for v in verdicts if v.matters]
    assert marked and all(v.loss >= games.info("schnapsen").review_minimum for v in marked)
    noisy = [v for v in verdicts if v.loss >= games.info("schnapsen").review_minimum and not v.exact and not v.matters]
    assert noisy and len(marked) + len(noisy) == len([v for v in verdicts if v.loss >= games.info("schnapsen").review_minimum])
    for seat in range(2):
        assert review.total_loss(verdicts, seat) == round(sum(v.loss for v in marked if v.seat == seat), 3)


@pytest.mark.parametrize(("game", "seats"), GAME_SEATS)
def test_in_every_game_the_last_two_tricks_are_judged_exactly(game: str, seats: int) -> None:
    rules = RULESETS[game](None, seats)
    judged = 0
    for seed in range(1, 4):  # deals of the easy computers, played to their last tricks
        match = Match.new(rules, seed)
        log = play_deal(match, [make_player(rules, "easy", s, seed) for s in range(seats)], keep_log=True)
        assert log is not None
        record = log.record(match, ["Ann"] * seats)
        for _index, mover, action, before in review.decisions(record):
            if len(before.hands[mover]) <= review.SOLVED_TRICKS:  # every card is known to the reviewer
                verdict = review.judge(rules, review.playouts(rules), before, mover, action, random.Random(1))
                assert verdict.exact and verdict.loss >= 0 and verdict.matters == (verdict.loss >= games.info(game).review_minimum)
                judged += 1
    assert judged > 0
