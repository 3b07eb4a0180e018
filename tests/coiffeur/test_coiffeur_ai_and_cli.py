"""Computer players and the simulate command (reduced, fixed-seed versions of the issue's
strength checks; the full runs are in the issue report)."""

from __future__ import annotations

import json

import pytest
from coiffeur_helpers import act, deck_for

from cardtable.ai import levels, make_player
from cardtable.ai.coiffeur.bidding import choose_bid
from cardtable.cli import main
from cardtable.engine.actions import Action, play
from cardtable.engine.cards import cards
from cardtable.games.coiffeur.rules import Coiffeur
from cardtable.session.simulate import simulate


def test_levels_are_discovered():
    assert list(levels("coiffeur")) == ["random", "easy", "normal", "expert", "master"]


def test_normal_beats_random():
    report = simulate(Coiffeur(), ["normal", "random", "random"], seed=3, matches=2)
    assert report["seats"][0]["match_wins"] == 2
    assert report["seats"][0]["decision_ms_median"] <= 10


def test_normal_declares_a_matching_contract():
    hand = cards("HJ H9 HA HK HQ HT H8 SA CA DA C6 S6")
    legal = [Action("PASS")] + [Action("DECLARE", arg=a) for a in ("trump_S", "trump_H", "undenufe")]
    assert choose_bid(hand, legal, "3p", False).id == "DECLARE:trump_H"
    weak = cards("C9 C7 S9 S7 H9 H7 DJ D9 CJ SJ HJ D7")  # nothing fits: pass, keep the contracts
    assert choose_bid(weak, legal, "3p", False).id == "PASS"


def test_cli_simulate_json(capsys):
    assert main(["simulate", "--game", "coiffeur", "--seats", "easy,random,random,normal", "--deals", "3",
                 "--seed", "2", "--variant", "mode=4p_individual", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == "coiffeur" and report["deals"] == 3
    assert set(report["stats"]) == {"mean_declarer_points", "match_rate"}


def test_cli_rejects_a_mode_for_the_wrong_seat_count(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--game", "coiffeur", "--seats", "random,random,random", "--deals", "1",
              "--variant", "mode=4p_partnership"])
    assert "played by 4 players" in capsys.readouterr().err


@pytest.mark.parametrize("level", ["normal", "expert"])
def test_partners_smear_onto_a_sure_trick_and_defenders_do_not(level):
    # 4-player partnership, hearts trump declared by seat 3 (with seat 1 against seats 0 and 2).
    # Seat 3 leads the Puur (HJ), which nothing can beat; seats 0 and 1 hold no hearts. The
    # defender in seat 0 throws a blank card into the declarers' trick, not an ace or a ten;
    # the declarer's partner in seat 1 gives its trick a ten.
    rules = Coiffeur({"mode": "4p_partnership"})
    hands = {3: "HJ H9 HA HK HQ SA SK CA C7", 0: "DA DT C6 C8 S6 S7 DK D6 C9",
             1: "CT ST DQ D7 D8 S8 CJ SJ DJ", 2: "H6 H7 H8 HT CQ CK S9 SQ D9"}
    s = rules.deal_from(deck_for(hands, dealer=2, seats=4), dealer=2)
    s = act(rules, s, 3, "DECLARE:trump_H")
    s = act(rules, s, 3, "HJ")
    defender = make_player(rules, level, 0, 1).choose(rules.observation(s, 0), rules.legal_actions(s, 0)).card
    assert defender is not None and defender.rank in "6789"
    s = rules.apply(s, 0, play(defender))[0]
    partner = make_player(rules, level, 1, 1).choose(rules.observation(s, 1), rules.legal_actions(s, 1)).card
    assert partner is not None and partner.text in {"CT", "ST"}
