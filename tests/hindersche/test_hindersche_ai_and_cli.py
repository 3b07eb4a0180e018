"""Computer players (legal, sensible, fast) and the ``cardtable simulate`` command for Hindersche."""

from __future__ import annotations

import json
import subprocess
import sys

from cardtable.ai import levels
from cardtable.ai.hindersche.policy import View, choose_card
from cardtable.engine.cards import cards
from cardtable.games.hindersche import Hindersche, trumps
from cardtable.session.simulate import simulate


def test_levels_are_discovered():
    assert list(levels("hindersche")) == ["random", "easy", "normal", "expert", "master"]


def test_policy_ducks_under_the_winner_shedding_points_and_takes_cheaply():
    tr = trumps("H")
    duck = View(tr, cards("CA CT C6"), cards("CK"), cards("CQ C9 C8"), 2)
    assert choose_card(duck, cards("CA CT C6")) == cards("CT")[0]  # shed the ten under the king
    forced = View(tr, cards("HA HK"), cards("H7"), cards("H6"), 0)
    assert choose_card(forced, cards("HA HK")) == cards("HK")[0]
    discard = View(tr, cards("SA D6 C7"), cards("H9"), cards("HK"), 2)
    assert choose_card(discard, cards("SA D6 C7")) == cards("SA")[0]


def test_policy_spends_a_sure_winner_on_a_trick_it_takes_anyway_and_leads_it():
    tr = trumps("H")  # HJ is the Alt, DJ the Kloei
    out = cards("HA HK HQ H9 D8 DK C9 CA ST S6")
    # last to play, void in diamonds: both trumps take the trick; the Alt would win a later one
    # with the others' aces shed onto it, so it goes now instead of the six
    last = View(tr, cards("HJ H6 C7"), cards("DA D7 D9"), out, 0)
    assert choose_card(last, cards("HJ H6")) == cards("HJ")[0]
    # the same while a player is still to come: the Alt takes the trick whatever they play
    assert choose_card(View(tr, cards("HJ H6 C7"), cards("DA D7"), out, 1), cards("HJ H6")) == cards("HJ")[0]
    # leading: the Alt has to take a trick some time, best while the others still hold low cards
    lead = View(tr, cards("HJ C7 C8 S9"), [], out, 3)
    assert choose_card(lead, cards("HJ C7 C8 S9")) == cards("HJ")[0]
    # no sure winner among the cards: the trick is taken with the fewest points
    assert choose_card(View(tr, cards("HT H7 C7"), cards("DA D7 D9"), out, 0), cards("HT H7")) == cards("H7")[0]


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
