"""Computer players (legal, sensible, fast) and the ``cardtable simulate`` command for Hindersche."""

from __future__ import annotations

import json
import subprocess
import sys

from hindersche_helpers import deal, standing

from cardtable.ai import levels, make_player
from cardtable.ai.hindersche.policy import View, choose_card
from cardtable.engine.cards import cards
from cardtable.games.hindersche import Hindersche, trumps
from cardtable.session.simulate import simulate


def test_levels_are_discovered():
    assert list(levels("hindersche")) == ["random", "easy", "normal", "expert"]


def test_policy_ducks_under_the_winner_shedding_points_and_takes_cheaply():
    tr = trumps("H")
    duck = View(tr, cards("CA CT C6"), cards("CK"), cards("CQ C9 C8"), 2)
    assert choose_card(duck, cards("CA CT C6")) == cards("CT")[0]  # shed the ten under the king
    forced = View(tr, cards("HA HK"), cards("H7"), cards("H6"), 0)
    assert choose_card(forced, cards("HA HK")) == cards("HK")[0]
    discard = View(tr, cards("SA D6 C7"), cards("H9"), cards("HK"), 2)
    assert choose_card(discard, cards("SA D6 C7")) == cards("SA")[0]


def test_every_level_plays_legal_actions_from_observations_only():
    rules = Hindersche()
    for level in ("easy", "normal", "expert"):
        players = [make_player(rules, level, s, 7) for s in range(4)]
        state = deal(rules, standing({0: 1, 1: 1, 2: 1, 3: 1}, dealer=3))
        while not rules.deal_over(state):
            seat = rules.turn(state)
            legal = rules.legal_actions(state, seat)
            action = players[seat].choose(rules.observation(state, seat), legal)
            assert action in legal
            state, _ = rules.apply(state, seat, action)


def test_normal_beats_random_reduced():
    report = simulate(Hindersche(), ["normal", "random", "random", "random"], seed=5, matches=12)
    lost = [report["matches"] - s["match_wins"] for s in report["seats"]]
    assert lost[0] <= sum(lost[1:]) / 3 / 2
    assert set(report["stats"]) == {"mean_deals_per_game", "march_rate", "playoff_rate", "hupscher_rate"}


def test_cli_simulate_smoke():
    out = subprocess.run(
        [sys.executable, "-m", "cardtable", "simulate", "--game", "hindersche", "--seats", "easy,normal,random,random",
         "--deals", "6", "--seed", "3", "--variant", "schleipfe=false", "--json"],
        capture_output=True, text=True, check=True,
    )
    report = json.loads(out.stdout)
    assert report["game"] == "hindersche" and report["deals"] == 6 and len(report["seats"]) == 4
