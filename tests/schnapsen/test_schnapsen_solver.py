"""The exact Schnapsen endgame solver agrees with plain minimax over the rules themselves."""

from __future__ import annotations

import random

from hypothesis import given, settings, strategies as st

from cardtable.ai.schnapsen.policy import endgame_value
from cardtable.engine.actions import Action
from cardtable.engine.cards import deck
from cardtable.games.schnapsen import Schnapsen
from cardtable.games.schnapsen.rules import CLAIM, CLOSE, MARRIAGE
from cardtable.games.schnapsen.scoring import TARGET
from cardtable.games.schnapsen.state import LEAD, SchnapsenState

from .helpers import position

MOST_CARDS = 8  # in both hands together: plain minimax stays quick


def plain_minimax(rules: Schnapsen, s: SchnapsenState, seat: int) -> int:
    """The deal's game points for ``seat`` (lost: negative) when both sides try every card,
    and at every lead the opponent and then the leader may claim at 66 or more."""
    if rules.deal_over(s):
        r = s.result
        assert r is not None
        return 0 if r.winner is None else r.game_points if r.winner == seat else -r.game_points

    def after(p: int, action: Action) -> int:
        t = rules.clone(s)
        rules.step(t, p, action)
        return plain_minimax(rules, t, seat)

    def pick(p: int):
        return max if p == seat else min

    turn = rules.turn(s)
    assert turn is not None
    value = pick(turn)(after(turn, a) for a in rules.legal_actions(s, turn) if a.card is not None)
    if s.phase == LEAD:
        for p in (turn, 1 - turn):  # the leader decides after the opponent, so innermost
            if rules.score(s, p) >= TARGET:
                value = pick(p)(value, after(p, Action(CLAIM)))
    return value


def strict_positions(rules: Schnapsen, seed: int, close_at: int):
    """Strict positions (talon closed or used up) of a deal played at random, marriages
    declared at once, the talon closed by the leader at its ``close_at``-th chance."""
    rng = random.Random(seed)
    cards = deck(int(rules.variants.deck))
    rng.shuffle(cards)
    s = rules.deal_from(cards, dealer=seed % 2)
    chances = 0
    while not rules.deal_over(s):
        turn = rules.turn(s)
        assert turn is not None
        legal = [a for a in rules.legal_actions(s, turn) if a.kind != CLAIM]
        if s.strict and s.phase != "LEAD_AFTER_MARRIAGE" and len(s.hands[0]) + len(s.hands[1]) <= MOST_CARDS:
            yield s
        if any(a.kind == CLOSE for a in legal):
            chances += 1
            if chances == close_at:
                rules.step(s, turn, Action(CLOSE))
                continue
            legal = [a for a in legal if a.kind != CLOSE]
        marriages = [a for a in legal if a.kind == MARRIAGE]  # declared at once: points pending into strict play
        rules.step(s, turn, marriages[0] if marriages else rng.choice(legal))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), close_at=st.integers(0, 4), deck=st.sampled_from(["20", "24"]),
       bonus=st.booleans(), auto_claim=st.booleans(), viennese=st.booleans(), either=st.booleans())
def test_solver_values_match_plain_minimax(seed, close_at, deck, bonus, auto_claim, viennese, either):
    rules = Schnapsen({"deck": deck, "last_trick_bonus": bonus, "closer_auto_claim": auto_claim,
                       "close_scoring": "at_close" if viennese else "at_claim",
                       "failed_claim_rule": "either" if either else "opponent_only"})
    for s in strict_positions(rules, seed, close_at):
        for seat in (0, 1):
            assert endgame_value(rules, s, seat) == plain_minimax(rules, s, seat)


def test_a_pending_marriage_counts_in_the_endgame_once_its_declarer_wins_a_trick():
    # P1 declared hearts before winning a trick, then P0 (40 points) closed. P1's first trick
    # brings its 20 along: P1 ends with 33 or more, so the closer's win is worth 1, not 2.
    rules = Schnapsen()
    s = position(rules, trump="S", leader=0, hands=("DK CQ CA", "CJ CT DA"), talon="CK SA SK SQ SJ HJ DT DQ",
                 piles=("HQ HA ST DJ HT HK", ""), marriages=("", "H"), closed=True, closer=0)
    rules.check_state(s)
    assert (rules.score(s, 0), rules.score(s, 1)) == (40, 0)
    assert endgame_value(rules, s, 0) == plain_minimax(rules, s, 0) == 1
    s.marriages = [[], []]
    assert endgame_value(rules, s, 0) == plain_minimax(rules, s, 0) == 2
