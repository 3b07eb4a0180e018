"""Plays matches and autosaves after every action until killed (see test_storage_kill.py).

Around each autosave it logs ``begin <digest>`` and ``done <digest>``, so the test knows
which contents the file may hold at the moment the process dies.
"""

import hashlib
import json
import sys

from storage_helpers import random_players, seats_for

from cardtable import games
from cardtable.engine.ruleset import Match
from cardtable.session.driver import computer_step
from cardtable.storage import autosave


def digest(match: Match) -> str:
    return hashlib.sha1(json.dumps(match.to_json(), sort_keys=True).encode()).hexdigest()[:16]


def main(game: str, seed: int, log_path: str) -> None:
    rules = games.get(game)()
    seats = seats_for(rules)
    with open(log_path, "a", buffering=1) as log:  # line-buffered: each line is written at once
        while True:
            seed += 1
            match, players = Match.new(rules, seed), random_players(rules, seed)
            while not match.over:
                match.next_deal()
                while match.deal_running:
                    computer_step(match, players)
                    key = digest(match)
                    log.write(f"begin {key}\n")
                    autosave(match, seats)
                    log.write(f"done {key}\n")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
