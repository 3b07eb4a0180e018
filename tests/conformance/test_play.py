"""The engine contract, the same for every game: random play keeps the game's invariants and
ends every deal; an illegal action raises with a known reason and changes nothing; a saved
match continues exactly as the unsaved one."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from conformance_kit import CONFIGS, IDS, moves, random_deal, reason_keys_in_source, ruleset

from cardtable import games
from cardtable.engine import codec
from cardtable.engine.actions import IllegalAction
from cardtable.engine.ruleset import Match

SEEDS = range(3)


@pytest.mark.parametrize(("game", "variants", "seats"), CONFIGS, ids=IDS)
def test_random_play_keeps_every_invariant_and_ends_every_deal(game, variants, seats):
    """After every action the state passes the game's own check (every card once, sizes,
    phases); no card is in two places among the hands and the table; the deal ends."""
    rules = ruleset(game, variants, seats)
    for seed in SEEDS:
        match = Match.new(rules, seed)
        rng = random.Random(seed)
        for _ in range(2):
            if match.over:
                break
            for _seat, _action, _events in random_deal(match, rng):
                rules.check_state(match.state)
                obs = [rules.observation(match.state, s) for s in range(rules.seats)]
                placed = Counter(c for o in obs for c in o.hand)
                placed.update(c for _, c in obs[0].trick)
                placed.update(c for _, t in obs[0].tricks for _, c in t)
                assert max(placed.values(), default=1) == 1, (game, placed.most_common(2))
            assert rules.deal_over(match.state) and len(rules.deal_scores(match.state)) == rules.seats
        assert len(rules.match_scores(match.record)) == rules.seats


@pytest.mark.parametrize(("game", "variants", "seats"), CONFIGS, ids=IDS)
def test_an_illegal_action_raises_a_known_reason_and_changes_nothing(game, variants, seats):
    """Every action id the game uses, tried by every seat where it is not legal."""
    known = reason_keys_in_source()
    rules = ruleset(game, variants, seats)
    positions = []
    for seed in SEEDS:
        match, rng = Match.new(rules, seed), random.Random(seed)
        positions += [codec.encode(match.state) for _ in random_deal(match, rng) if match.deal_running]
    universe = {a for data in positions[::3] for s in range(rules.seats)
                for a in rules.legal_actions(codec.decode(rules.STATE_TYPE, data, "$"), s)}
    tried = 0
    for data in positions[::5]:
        state = codec.decode(rules.STATE_TYPE, data, "$")
        for seat in range(rules.seats):
            for action in sorted(universe - set(rules.legal_actions(state, seat)), key=str):
                with pytest.raises(IllegalAction) as err:
                    rules.apply(state, seat, action)
                assert err.value.action == action and err.value.reason.key in known, err.value.reason
                assert codec.encode(state) == data
                tried += 1
    assert tried >= 10


@pytest.mark.parametrize(("game", "variants", "seats"), CONFIGS, ids=IDS)
def test_a_saved_match_continues_identically(game, variants, seats):
    """Save at a random moment (as JSON text), load, and play on with the same moves: the
    loaded match ends exactly where the unsaved one does."""
    rules = ruleset(game, variants, seats)
    registry = games.rulesets()
    for seed in SEEDS:
        rng = random.Random(seed)
        match = Match.new(rules, seed)
        match.next_deal()
        for _ in range(rng.randrange(1, 40)):
            if not match.deal_running:
                break
            match.apply(*rng.choice(moves(match)))
        loaded = Match.from_json(json.loads(json.dumps(match.to_json())), registry)
        assert loaded.to_json() == match.to_json()
        while match.deal_running:
            seat, action = rng.choice(moves(match))
            assert (seat, action) in moves(loaded)
            assert match.apply(seat, action) == loaded.apply(seat, action)
        assert loaded.to_json() == match.to_json()
