#!/usr/bin/env python3
"""Schnapsen: in how many hands can a win without a single trick (schwarz) be forced?

Usage: PYTHONPATH=. scripts/bench_schwarz.py [--deals 200] [--seed 1]

The deals are ``bench_ai.py``'s (deal 1 of the match seeded ``seed * 100003 + n``), each hand
judged from both seats. Double-dummy: both players see every card, the talon's order included;
the defender escapes by winning any trick, or the deal ending without the opponent's win. A
hand counts as forced when the opponent has a line that takes every trick until it wins,
whatever the defender does (every action the rules allow either seat, out of turn too; the
claims the search leaves out only lose). Prints one JSON object: hands, forced, share.
This is the floor under ``bench_ai.py``'s ``weak_no_trick`` against a strong opponent: a
defender facing perfect play cannot do better, whoever it is.
"""

from __future__ import annotations

import argparse
import json
import time

from cardtable.engine.actions import Action
from cardtable.engine.ruleset import Match
from cardtable.games.schnapsen.cards import trick_winner
from cardtable.games.schnapsen.rules import CLAIM, Schnapsen
from cardtable.games.schnapsen.scoring import TARGET
from cardtable.games.schnapsen.state import SchnapsenState


class Schwarz:
    """The double-dummy search for one defender ("victim")."""

    def __init__(self, rules: Schnapsen, victim: int) -> None:
        self.rules, self.victim, self.attacker = rules, victim, 1 - victim
        self.known: dict[tuple, bool] = {}

    def forced(self, s: SchnapsenState) -> bool:
        rules, victim, attacker = self.rules, self.victim, self.attacker
        if s.piles[victim]:
            return False
        if rules.deal_over(s):
            assert s.result is not None  # the deal is over
            return s.result.winner == attacker
        if rules.score(s, attacker) >= TARGET and any(a.kind == CLAIM for a in rules.legal_actions(s, attacker)):
            return True  # a claim now wins with the defender still trickless
        key = (tuple(sorted(s.hands[0])), tuple(sorted(s.hands[1])), tuple(s.talon), s.phase, s.leader, s.led,
               s.marriage_suit, s.closed, s.closer, rules.score(s, attacker), tuple(map(tuple, s.marriages)),
               s.last_trick_winner, s.exchanged_by)
        if key not in self.known:
            self.known[key] = self._search(s)
        return self.known[key]

    def _search(self, s: SchnapsenState) -> bool:
        rules, victim, attacker = self.rules, self.victim, self.attacker
        turn = rules.turn(s)
        assert turn is not None  # the deal is running
        other = 1 - turn
        mine = [a for a in rules.legal_actions(s, turn) if a.kind != CLAIM]
        interjections = [a for a in rules.legal_actions(s, other) if a.kind != CLAIM]
        if turn == victim and s.led is not None and any(a.card is not None and trick_winner(s.led, a.card, s.trump)
                                                        for a in mine):
            return False  # the defender can take this trick
        if other == attacker and any(self._after(s, attacker, a) for a in interjections):
            return True  # the opponent acts first, out of turn (an exchange)
        if other == victim and not all(self._after(s, victim, a) for a in interjections):
            return False
        if turn == attacker:
            return any(self._after(s, attacker, a) for a in mine)
        return all(self._after(s, victim, a) for a in mine)

    def _after(self, s: SchnapsenState, seat: int, action: Action) -> bool:
        child = self.rules.clone(s)
        self.rules.step(child, seat, action)
        return self.forced(child)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rules = Schnapsen()
    forced = 0
    start = time.process_time()
    for n in range(args.deals):
        match = Match.new(rules, args.seed * 100_003 + n)
        match.next_deal()
        assert match.state is not None
        forced += sum(Schwarz(rules, victim).forced(rules.clone(match.state)) for victim in (0, 1))
    hands = 2 * args.deals
    print(json.dumps({"deals": args.deals, "seed": args.seed, "hands": hands, "forced_schwarz": forced,
                      "share": round(forced / hands, 4), "cpu_s": round(time.process_time() - start, 1)}))


if __name__ == "__main__":
    main()
