"""Schnapsen computer players: legal, sensible, and playing only from their observation."""

from __future__ import annotations

import random

import pytest

from cardtable.ai import levels, make_player
from cardtable.ai.schnapsen.knowledge import read
from cardtable.engine.actions import Action
from cardtable.engine.cards import cards
from cardtable.engine.ruleset import Match
from cardtable.games.schnapsen import Schnapsen

from .helpers import position, run


def test_levels_are_offered_weakest_first():
    assert list(levels("schnapsen")) == ["random", "easy", "normal", "expert", "master"]


@pytest.mark.parametrize("level", ["easy", "normal", "expert"])
def test_claims_at_66_even_when_not_on_turn(level):
    rules = Schnapsen()
    s = position(rules, trump="H", leader=0, hands=("SA ST", "CK CQ"), talon="DK DQ SK SQ CJ HJ",
                       piles=("HK HQ", "CA CT HA HT DA DT SJ DJ"))
    rules.check_state(s)
    assert rules.score(s, 1) == 67
    player = make_player(rules, level, 1, 0)
    obs = rules.observation(s, 1)
    assert player.interject(obs, rules.legal_actions(s, 1)) == Action("CLAIM")


@pytest.mark.parametrize("level", ["normal", "expert"])
def test_exact_endgame_takes_the_winning_line(level):
    # Talon used up, P0 to lead with 54: SA or HA reaches 66 at once; leading CJ lets P1
    # trump it with ST. The players must find a winning line.
    rules = Schnapsen()
    s = position(rules,
        trump="S", leader=0, hands=("SA HA CJ", "ST HK DQ"),
        piles=("CA CT DA DT SK SQ HQ HJ", "CK CQ SJ HT DK DJ"),
    )
    rules.check_state(s)
    player = make_player(rules, level, 0, 0)
    for _ in range(6):
        if rules.deal_over(s):
            break
        seat = rules.turn(s)
        if seat == 0:
            action = player.choose(rules.observation(s, 0), rules.legal_actions(s, 0))
        else:
            action = rules.legal_actions(s, 1)[0]
        s, _ = rules.apply(s, seat, action)
    assert s.result is not None and s.result.winner == 0


def test_knowledge_infers_voids_under_strict_rules():
    rules = Schnapsen()
    s = position(rules, trump="H", leader=0, hands=("CA CK SA", "DT DK SK"), talon="",
                       piles=("HA HT HK HQ HJ DA", "CT CQ CJ ST SQ SJ DQ DJ"))
    s = run(rules, s, "P0 PLAY:CA", "P1 PLAY:DT")  # P1 shows no club and no trump
    k = read(rules.observation(s, 0), 20)
    assert {"C", "H"} <= k.void


def test_players_receive_no_hidden_card():
    """The player API hands over observations only: the opponent's hand never appears."""
    rules = Schnapsen()
    rng = random.Random(3)
    state, _ = rules.start_deal(rules.new_match(rng), rng)
    seen = []

    class Spy(type(make_player(rules, "normal", 0, 0))):
        def choose(self, obs, legal):
            seen.append(obs)
            return super().choose(obs, legal)

    match = Match(rules, 3, rules.new_match(rng), state, deals=1)
    spy = Spy(rules, 0, random.Random(0))
    other = make_player(rules, "normal", 1, 0)
    from cardtable.session.driver import computer_step

    while match.deal_running:
        before = match.state
        computer_step(match, [spy, other])
        for obs in seen:
            hidden = set(before.hands[1]) - set(obs.known[1])
            assert not hidden & set(obs.hand)
        seen.clear()


@pytest.mark.parametrize(("trump", "hands", "led", "talon", "wasted"), [
    # trump ♦, ♣K led: trump with the ♦Q rather than give up an ace (or the ♥K of a marriage)
    ("D", ("CQ SJ HJ ST", "DQ HA SA HK DA"), "CK", "CA CT CJ SK SQ HT HQ DT DK DJ", "HA SA HK DA"),
    # trump ♣, ♥A led: nothing wins it; throw the spade king, never the ♥10, an ace or the pair
    ("C", ("CQ SJ HJ ST", "HK HT SK SA HQ"), "HA", "CA CT CJ CK SQ DA DT DK DQ DJ", "HT SA HK HQ"),
    # trump ♥, ♣J led: every card that lets it go is an ace or a ten: take it with the ♣K
    ("H", ("SA ST SK SQ", "CK DT HA HT DA"), "CJ", "CA CT CQ DK DQ DJ HK HQ HJ SJ", "DT DA HA HT"),
])
def test_normal_follower_keeps_aces_and_tens_while_the_talon_is_open(trump, hands, led, talon, wasted):
    rules = Schnapsen()
    s = position(rules, trump=trump, leader=0, hands=hands, talon=talon, phase="FOLLOW", led=led)
    rules.check_state(s)
    player = make_player(rules, "normal", 1, 3)
    action = player.choose(rules.observation(s, 1), rules.legal_actions(s, 1))
    assert action.card is not None and action.card.text not in wasted.split()


def test_normal_without_a_trick_leads_a_sure_winner_once_the_opponent_is_on_the_way():
    # P1 has 21 from one trick, P0 none: rather than a cheap jack, P0 leads the ♠A nothing beats
    rules = Schnapsen()
    s = position(rules, trump="H", leader=0, hands=("SA SJ CJ DQ CK", "ST SK SQ DA DT"),
                 talon="CQ HJ HA HT HK DK DJ HQ", piles=("", "CA CT"))
    rules.check_state(s)
    player = make_player(rules, "normal", 0, 3)
    assert player.choose(rules.observation(s, 0), rules.legal_actions(s, 0)) == Action.parse("PLAY:SA")


@pytest.mark.parametrize("level", ["normal", "expert"])
def test_without_a_trick_takes_the_trick_that_stops_a_declared_marriage(level):
    # P1 declared the trump marriage (40, counted once it wins a trick) and leads the ♥Q.
    # P0, still without a trick, holds the ♥10: taking the trick leaves P1's 40 unscored;
    # letting it go with the ♠Q (cheapest) hands P1 the trick and its 40.
    rules = Schnapsen()
    s = position(rules, trump="H", leader=1, hands=("DA CT CA HT SQ", "SK CQ CK HK"), phase="FOLLOW", led="HQ",
                 talon="DT DQ DJ CJ DK HA SA SJ ST HJ", marriages=("", "H"))
    s.shown[1] = cards("HK HQ")
    rules.check_state(s)
    player = make_player(rules, level, 0, 3)
    assert player.choose(rules.observation(s, 0), rules.legal_actions(s, 0)) == Action.parse("PLAY:HT")

