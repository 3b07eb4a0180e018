"""The real table, computers in every seat, autosaving as a player's match does; started
again it continues from the autosave (see test_saves_kill.py, which SIGKILLs it).

Logs ``resumed <digest>`` (or ``new -``) at start, ``begin <digest>`` / ``done <digest>``
around each autosave and ``cleared -`` when a match ends, so the test knows what the file may hold at the moment the process dies.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from cardtable import games, storage
from cardtable.engine.ruleset import Match
from cardtable.session.controller import MatchController, Seat
from cardtable.session.persistence import MatchKeeper
from cardtable.ui.app import App, Settings
from cardtable.ui.table.scene import TableScene


def digest(match: Match) -> str:
    return hashlib.sha1(json.dumps(match.to_json(), sort_keys=True).encode()).hexdigest()[:16]


def main(game: str, seed: int, log_path: str) -> None:
    # line-buffered: each line is on disk at once; open until the process is killed
    log = open(log_path, "a", buffering=1)  # noqa: SIM115
    write = storage.autosave

    def logged(match: Match, seats) -> None:
        key = digest(match)
        log.write(f"begin {key}\n")
        write(match, seats)
        log.write(f"done {key}\n")

    def cleared(game: str) -> None:
        clear(game)
        log.write("cleared -\n")

    clear = storage.clear_autosave
    storage.autosave, storage.clear_autosave = logged, cleared  # the keeper looks them up each time
    saved, problems = storage.load_autosave()
    assert not problems, problems
    keeper = MatchKeeper(statistics=False)
    if saved is not None:
        controller = MatchController.resume(saved.match, list(saved.seats), think_delay=0, keeper=keeper)
        log.write(f"resumed {digest(saved.match)}\n")
    else:
        rules = games.get(game)()
        seats = [Seat(f"Computer {i + 1}", "random") for i in range(rules.seats)]
        controller = MatchController(rules, seats, seed=seed, think_delay=0, keeper=keeper)
        log.write("new -\n")
    app = App((1280, 800), Settings(animation="instant"))
    app.push(TableScene(app, controller, stop_after=10**9))  # watch mode: summaries click themselves
    app.loop()


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
