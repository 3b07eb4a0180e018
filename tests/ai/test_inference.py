"""Inference from the bidding: the expert's dealt worlds count by how likely their hands are
to have made the public bids, calls and declarations (``ai.<game>.inference``)."""

from __future__ import annotations

import importlib
import random
import statistics

from cardtable import games
from cardtable.ai import make_player
from cardtable.ai.schafkopf import inference as schafkopf_inference
from cardtable.ai.schafkopf.auction import NORMAL
from cardtable.engine.cards import ALL_CARDS
from cardtable.engine.ruleset import Match, Ruleset
from cardtable.session.driver import computer_choice


def first_card_seen_by(rules: Ruleset, seed: int, seat_of):
    """The observation of the first card play in deal ``seed`` (normal players) by the seat
    ``seat_of(state)`` names once play begins; None if it never comes."""
    match = Match.new(rules, seed)
    players = [make_player(rules, "normal", s, seed) for s in range(rules.seats)]
    match.next_deal()
    game = importlib.import_module(f"cardtable.ai.{rules.id}.policy").PLAYOUTS
    while match.deal_running:
        s = match.state
        turn = rules.turn(s)
        if turn is not None:
            obs = rules.observation(s, turn)
            if game.candidates(obs, rules.legal_actions(s, turn)) and seat_of(s) == turn:
                return obs
        choice = computer_choice(match, players)
        assert choice is not None
        match.apply(*choice)
    return None


def holding(seat: int, wanted, dealt: bool = False):
    """How many of ``wanted`` the world's ``seat`` holds (or was dealt)."""
    return lambda world: sum(c in wanted for c in (world.dealt if dealt else world.hands)[seat])


def weighted_and_plain(rules: Ruleset, obs, measure, worlds: int = 120) -> tuple[float, float]:
    """The mean of ``measure(world)`` over dealt worlds, weighted by likelihood and plain."""
    game = importlib.import_module(f"cardtable.ai.{rules.id}.policy").PLAYOUTS
    rng = random.Random(1)
    dealt = [rules.determinize(obs, rng) for _ in range(worlds)]
    weights = [game.likelihood(rules, obs, w) for w in dealt]
    assert all(0 < w <= 1 for w in weights)
    values = [measure(w) for w in dealt]
    return sum(w * v for w, v in zip(weights, values)) / sum(weights), statistics.fmean(values)


def test_a_skat_declarer_is_expected_to_hold_the_trumps_of_his_game():
    """A defender's worlds: the declarer of a suit game or grand holds more of its trumps (and
    jacks) once the declaration and his bids are read than the cards alone suggest."""
    from cardtable.games.skat.cards import trump_order
    rules = games.get("skat")()
    gains = []
    for seed in range(40):
        obs = first_card_seen_by(rules, seed, lambda s: (s.declarer + 1) % 3 if s.declarer is not None else -1)
        if obs is None or obs.declaration is None or obs.declaration.type == "N":
            continue
        trumps = set(trump_order(obs.declaration.type))
        weighted, plain = weighted_and_plain(rules, obs, holding(obs.declarer, trumps))
        gains.append(weighted - plain)
        if len(gains) == 5:
            break
    assert len(gains) == 5 and statistics.fmean(gains) > 0.2 and all(g >= 0 for g in gains)


def test_a_schafkopf_caller_holds_a_card_of_the_called_suit():
    """A Schafkopf Sauspiel caller must hold a card of the called suit (§9.1): worlds without one all
    but vanish, and the caller is expected to hold more trumps than the cards alone suggest."""
    from cardtable.games.schafkopf.cards import SAUSPIEL, ranking
    rules = games.get("schafkopf")()
    found = 0
    for seed in range(60):
        obs = first_card_seen_by(rules, seed, lambda s: (s.contract.declarer + 1) % 4
                                 if s.contract is not None and s.contract.type == SAUSPIEL else -1)
        if obs is None:
            continue
        caller, suit = obs.contract.declarer, obs.contract.called_suit
        r = ranking(SAUSPIEL, None)
        rng = random.Random(seed)
        for _ in range(60):
            world = rules.determinize(obs, rng)
            holds = any(c.suit == suit and not r.is_trump(c) for c in world.dealt[caller])
            weight = schafkopf_inference.likelihood(obs, world, NORMAL)
            assert holds or weight <= schafkopf_inference.BROKEN_RULE
        weighted, plain = weighted_and_plain(rules, obs, holding(caller, set(r.trumps), dealt=True))
        assert weighted > plain
        found += 1
        if found == 3:
            break
    assert found == 3


def test_a_coiffeur_declarer_is_expected_to_suit_his_contract():
    """A trump contract chosen by another seat: the worlds read the choice, and the declarer
    holds more of the trump suit than the cards alone suggest."""
    from cardtable.games.coiffeur.cards import TRUMP
    rules = games.get("coiffeur")()
    gains = []
    for seed in range(40):
        obs = first_card_seen_by(rules, seed, lambda s: (s.declaration.seat + 1) % s.seats
                                 if s.declaration is not None and not s.declaration.forced else -1)
        if obs is None or obs.declaration.play.kind != TRUMP:
            continue
        d = obs.declaration
        weighted, plain = weighted_and_plain(rules, obs, holding(d.seat, {c for c in ALL_CARDS if c.suit == d.play.trump}))
        gains.append(weighted - plain)
        if len(gains) == 4:
            break
    assert len(gains) == 4 and statistics.fmean(gains) > 0.1


def test_a_schnapsen_marriage_not_declared_makes_a_held_pair_unlikely():
    """The opponent leads a card without declaring a marriage: the worlds in which it holds a
    king and queen of a suit it never declared count little until it has drawn since; the
    cards as really dealt (normal players declare every marriage) never count little."""
    from cardtable.ai.schnapsen import inference
    from cardtable.engine.cards import Card
    rules = games.get("schnapsen")()
    game = importlib.import_module("cardtable.ai.schnapsen.policy").PLAYOUTS
    checked = unlikely = 0
    for seed in range(12):
        match = Match.new(rules, seed)
        players = [make_player(rules, "normal", s, seed) for s in range(2)]
        match.next_deal()
        while match.deal_running:
            s = match.state
            obs = rules.observation(s, 0)
            quiet = rules.turn(s) == 0 and inference.quiet_leads(rules, obs, 1)[-1:] == [len(obs.tricks)]
            if quiet and obs.trick and s.talon and not s.closed:
                assert game.likelihood(rules, obs, s) > inference.FLOOR  # the real deal
                rng = random.Random(seed)
                for _ in range(20):
                    world = rules.determinize(obs, rng)
                    pair = any(x not in obs.marriages[1] and Card(x, "K") in world.hands[1]
                               and Card(x, "Q") in world.hands[1] for x in "CSHD")
                    if pair:  # it led just now without declaring: no card drawn since
                        assert game.likelihood(rules, obs, world) == inference.FLOOR
                        unlikely += 1
                    checked += 1
            choice = computer_choice(match, players)
            assert choice is not None
            match.apply(*choice)
    assert checked > 100 and unlikely > 0
