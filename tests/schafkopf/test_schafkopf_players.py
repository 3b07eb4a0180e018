"""Computer players: legal choices in every variant, a reduced strength check, the expert's
sampling, and the ``cardtable simulate`` command."""

from __future__ import annotations

import json
import random

import pytest
from schafkopf_testkit import deal, run
from test_schafkopf_examples import EX11_HANDS

from cardtable.ai.schafkopf import search
from cardtable.cli import main
from cardtable.games.schafkopf import Schafkopf
from cardtable.session.simulate import simulate

ALL_VARIANTS = {"ramsch": True, "geier": True, "farbwenz": True, "bettel": True, "klopfen": True, "bock_after_throw_in": True}


@pytest.fixture(autouse=True)
def quick_expert(monkeypatch):
    monkeypatch.setattr(search, "BUDGET_S", 0.01)


def test_every_level_plays_every_variant():
    rules = Schafkopf(ALL_VARIANTS)
    report = simulate(rules, ["easy", "normal", "expert", "random"], seed=7, deals=12)
    assert report["deals"] == 12
    assert sum(s["score"] for s in report["seats"]) == 0


def test_normal_beats_random_players():
    report = simulate(Schafkopf(), ["normal", "random", "random", "random"], seed=11, deals=60)
    scores = [s["score"] for s in report["seats"]]
    assert scores[0] > max(scores[1:]) and scores[0] > 0


def test_sampled_hands_fit_what_the_seat_knows():
    rules = Schafkopf()
    s = deal(rules, EX11_HANDS, dealer=3)
    s = run(rules, s, [(0, "pass"), (1, "bid:sauspiel"), (2, "pass"), (3, "pass"), (1, "call:D")])
    s = run(rules, s, [(0, "pass"), (2, "pass"), (3, "pass"), (0, "CA"), (1, "C7"), (2, "C8"), (3, "SJ")])
    s = run(rules, s, [(3, "D8"), (0, "DJ")])
    obs = rules.observation(s, 0)
    view = search.play_view(obs)
    assert "C" in view.voids[3]
    rng = random.Random(1)
    for _ in range(50):
        hands = search.sample_hands(obs, view, rng)
        assert [len(h) for h in hands] == list(obs.hand_sizes)
        assert not any(c.suit == "C" and not obs.contract.ranking.is_trump(c) for c in hands[3])
        ace_holder = next(p for p in range(4) if any(c.text == "DA" for c in hands[p]))
        assert ace_holder not in (0, 1)  # neither the observer nor the declarer


def test_simulate_command_reports_the_issue_stats(capsys):
    assert main(["simulate", "--game", "schafkopf", "--seats", "normal,easy,expert,random", "--deals", "4",
                 "--seed", "2", "--json", "--variant", "ramsch=true"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report["stats"]) == {"player_side_win_rate", "thrown_in_rate", "games_by_type", "kontra_rate"}
    assert report["deals"] == 4 and [s["player"] for s in report["seats"]] == ["normal", "easy", "expert", "random"]
