"""Computer players: legal play at every level, consistent sampling, a reduced strength check and
the ``cardtable simulate`` smoke test."""

from __future__ import annotations

import json
import random

from skat_helpers import run, sample_after_declaration

from cardtable.ai import levels
from cardtable.ai.base import shown_voids
from cardtable.ai.skat import forecast
from cardtable.ai.skat.bidding import best_pickup_plan, bid_limit, null_chance
from cardtable.ai.skat.policy import PLAYOUTS
from cardtable.cli import main
from cardtable.engine.cards import cards
from cardtable.games.skat import Skat
from cardtable.games.skat.cards import KEYS, Tricks
from cardtable.session.simulate import simulate


def test_levels_are_discovered():
    assert list(levels("skat")) == ["random", "easy", "normal", "expert", "master"]


def test_bid_limits_follow_hand_strength():
    rng = random.Random(1)
    strong = cards("CJ SJ HJ CA CT CK C9 SA ST HA")
    weak = cards("D7 D8 H9 HK S8 SQ C7 C8 HQ S9")
    assert bid_limit(strong, rng, 0.7) >= 48
    assert bid_limit(weak, rng, 0.7) == 0


def test_null_only_on_null_hands():
    assert null_chance(cards("C7 C9 CJ S7 S8 H7 H9 D7 D8 D9")) > 0.85  # every suit ducks
    assert null_chance(cards("CA C9 CJ S7 S8 H7 H9 D7 D8 D9")) < 0.5  # the ace of clubs is caught
    # high cards in every suit are no null hand: not worth a bid, and a skat that makes a suit
    # game playable is used for that suit game, not for a null game
    loose = cards("CA CQ D8 DT H8 H9 HJ HK S9 SA")
    assert null_chance(loose) < 0.1
    assert bid_limit(loose, random.Random(2), 0.5) < 18
    assert best_pickup_plan(loose + cards("CJ SJ"), 18).declaration.type != "N"


def test_grand_found_with_jacks_aces_and_tens():
    # two jacks, clubs solid from the ace, two more aces and a ten: a grand, worth double a suit
    twelve = cards("CJ SJ CA CT CK CQ SA ST HA HT D7 S8")
    assert best_pickup_plan(twelve, 18).declaration.type == "G"


def test_sampled_worlds_respect_what_the_seat_knows():
    rules = Skat()
    rng = random.Random(3)
    for seed in range(20):
        s, _ = rules.start_deal(rules.new_match(random.Random(seed)), random.Random(seed))
        s = run(rules, s, [(s.middlehand, "PASS"), (s.rearhand, "BID:18"), (s.forehand, "PASS"),
                           (s.rearhand, "DECLARE:grand+hand")])
        for _ in range(rng.randrange(4, 25)):
            seat = rules.turn(s)
            s, _ = rules.apply(s, seat, rng.choice(rules.legal_actions(s, seat)))
            if rules.deal_over(s):
                break
        if rules.deal_over(s):
            continue
        seat = rules.turn(s)
        obs = rules.observation(s, seat)
        hands = rules.determinize(obs, rng).hands
        assert sorted(hands[seat]) == list(obs.hand)
        void = shown_voids(obs, Tricks("G"))
        for other in range(3):
            assert len(hands[other]) == len(s.hands[other])
            assert not any(KEYS["G"][c][0] in void[other] for c in hands[other])


def test_normal_beats_random_players():
    report = simulate(Skat(), ["normal", "random", "random"], seed=11, deals=15)
    scores = [seat["score"] for seat in report["seats"]]
    assert scores[0] > max(scores[1:]) + 500  # random seats jump-bid and lose double


def test_cli_simulate_reports_the_skat_stats(capsys):
    assert main(["simulate", "--game", "skat", "--seats", "easy,normal,random", "--deals", "4",
                 "--seed", "1", "--variant", "scoring=seeger_fabian", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 4 and len(report["seats"]) == 3
    assert set(report["stats"]) == {"declarer_win_rate", "all_pass_rate", "games_by_type", "mean_game_value"}


def test_expert_forecast_bids_what_played_out_deals_win():
    rules = Skat()
    seating = forecast.Seating(declarer=1, dealer=0)  # forehand
    strong = cards("CJ SJ HJ CA CT CK C9 SA ST HA")
    weak = cards("D7 D8 H9 HK S8 SQ C7 C8 HQ S9")
    assert forecast.bid_limit(forecast.bid_outcomes(rules, seating, strong, random.Random(1), 16), strong, 0.6, 0.75) >= 48
    assert forecast.bid_limit(forecast.bid_outcomes(rules, seating, weak, random.Random(1), 16), weak, 0.6, 0.75) == 0


def test_expert_pickup_plays_null_only_on_null_hands():
    rules = Skat()
    seating = forecast.Seating(declarer=1, dealer=0)
    null_hand = cards("C7 C9 CJ S7 S8 H7 H9 D7 D8 D9 SA HA")
    plan = forecast.pickup_plan(rules, seating, null_hand, cards("SA HA"), 18, random.Random(2), 16)
    assert plan.declaration.type == "N" and set(plan.discard) == set(cards("SA HA"))
    loose = cards("CA CQ D8 DT H8 H9 HJ HK S9 SA CJ SJ")
    assert forecast.pickup_plan(rules, seating, loose, cards("CJ SJ"), 18, random.Random(2), 16).declaration.type != "N"
    grand = cards("CJ SJ CA CT CK CQ SA ST HA HT D7 S8")
    assert forecast.pickup_plan(rules, seating, grand, cards("D7 S8"), 18, random.Random(2), 16).declaration.type == "G"


def test_the_search_tries_one_card_of_each_group_that_plays_alike():
    # The sample deal, clubs: the declarer (seat 1) holds the three top jacks, so whichever he
    # leads the others can go alike; his ace, ten and king of clubs count differently.
    rules = Skat()
    state = sample_after_declaration(rules)
    lead = PLAYOUTS.candidates(rules.observation(state, 1), rules.legal_actions(state, 1))
    assert [str(a.card) for a in lead] == ["CA", "CT", "CK", "CJ", "C9", "SA", "ST", "HT"]
    # Seat 0, void in trumps, may throw anything on the jack: S8-S7, H9-H8 and D9-D8 play alike,
    # the queen of hearts (3) and the nine of hearts (0) do not.
    state = run(rules, state, [(1, "PLAY:CJ"), (2, "PLAY:C7")])
    throw = PLAYOUTS.candidates(rules.observation(state, 0), rules.legal_actions(state, 0))
    assert sorted(str(a.card) for a in throw) == ["D9", "DK", "DQ", "DT", "H9", "HQ", "S8"]
