"""Match records are checked to the last field on load: a save whose record is well-typed but
impossible (a list too short for the seats, a counter out of range, totals the score sheet does
not add up to) is moved aside and told like any broken file; every record play reaches loads."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from storage_helpers import play_on, seats_for

from cardtable import games
from cardtable.engine.ruleset import Match
from cardtable.storage import autosave, load_autosave

GAMES = sorted(games.rulesets())
# Short matches, so that whole matches are played quickly.
SHORT = {
    "skat": {"series_length": 6, "bock": True, "ramsch": True},
    "schafkopf": {"match_rounds": 1, "ramsch": True, "bock_after_throw_in": True},
    "schnapsen": {"match_target": 3, "tie65_bonus": True},
    "hindersche": {"rubber_games": 1},  # a settled rubber at the end of each game
}


def finished_deals(game: str, seed: int, deals: int) -> Match:
    """A match (default house rules) with ``deals`` deals played out and the next one dealt."""
    match = Match.new(games.get(game)(), seed)
    for n in range(deals):
        match.next_deal()
        play_on(match, seed + n)
    match.next_deal()
    return match


Edit = Callable[[dict[str, Any]], None]


def at(path: str, value: Any) -> Edit:
    """Set the field at a dotted path (list indexes as numbers) of the saved match."""

    def edit(match: dict[str, Any]) -> None:
        *parents, last = [int(k) if k.lstrip("-").isdigit() else k for k in path.split(".")]
        node: Any = match
        for key in parents:
            node = node[key]
        node[last] = value

    return edit


# Each: (game, what is wrong, the edit, words the reason names).
HOSTILE: list[tuple[str, str, Edit, str]] = [
    ("schnapsen", "no totals", at("record.totals", []), "totals"),
    ("schnapsen", "totals off the sheet", at("record.totals", [0, 99]), "totals"),
    ("schnapsen", "dealer 5", at("record.dealer", 5), "dealer"),
    ("schnapsen", "a negative tie bonus", at("record.tie_bonus", -1), "tie bonus"),
    ("schnapsen", "a negative bummerl", at("record.bummerl", [-1, 0]), "bummerl"),
    ("schnapsen", "nine game points", at("record.sheet.0.awarded", 9), "game points"),
    ("schnapsen", "a state dealer 2", at("state.dealer", 2), "dealer"),
    ("skat", "no totals", at("record.totals", []), "totals"),
    ("skat", "a bid of 10^9 on the table", at("state.bid", 10**9), "bid"),
    ("skat", "a bid of 10^9 on the sheet", at("record.sheet.0.bid", 10**9), "bid"),
    ("skat", "a million deals", at("record.deals", 10**6), "deals"),
    ("skat", "first dealer 3", at("record.first_dealer", 3), "first dealer"),
    ("skat", "running totals off", at("record.sheet.0.totals", [1, 2, 3]), "totals"),
    ("skat", "Bock without Bock rounds", at("record.bock_pending", 3), "Bock"),
    ("skat", "deal number 10^9", at("state.deal_no", 10**9), "deal number"),
    ("schafkopf", "no totals", at("record.totals", []), "totals"),
    ("schafkopf", "dealer 7", at("record.dealer", 7), "dealer"),
    ("schafkopf", "a billion throw-ins", at("record.throw_ins", 10**9), "throw-ins"),
    ("schafkopf", "negative deals", at("record.deals", -1), "deals"),
    ("schafkopf", "an unbalanced vector", at("record.sheet.0.vector", [5, 0, 0, 0]), "balance"),
    ("schafkopf", "a billion Bock doublings on the table", at("state.bock", 10**9), "throw-ins"),
    ("coiffeur", "dealer 9", at("record.dealer", 9), "dealer"),
    ("coiffeur", "a value of 999 on the board", at("record.board.rows.0.values.0", 999), "board"),
    ("coiffeur", "a deal worth 300", at("record.sheet.0.value", 300), "value"),
    ("coiffeur", "a contract that does not exist", at("record.sheet.0.contract", "poker"), "contract"),
    ("hindersche", "no strokes", at("record.standing.strokes", []), "strokes"),
    ("hindersche", "dealer 4", at("record.standing.dealer", 4), "dealer"),
    ("hindersche", "game 0 of the rubber", at("record.game", 0), "game"),
    ("hindersche", "a million redeals", at("record.standing.redeals", 10**6), "redeals"),
    ("hindersche", "a loser without a lost game", at("record.standing.loser", 2), "lost"),
    ("hindersche", "negative strokes before the deal", at("state.before.strokes", [-1, 0, 0, 0]), "strokes"),
    ("schnapsen", "a million deals started", at("deals", 10**7), "deals"),
    ("skat", "a deal running with none started", at("deals", 0), "deals"),
]


def saved_match(home, game: str) -> dict[str, Any]:
    rules = games.get(game)()
    autosave(finished_deals(game, 7, 2 if game != "coiffeur" else 1), seats_for(rules))
    data = json.loads((home / f"autosave-{game}.json").read_text())
    assert data["match"]["record"], "the record of a played deal"
    return data


@pytest.mark.parametrize(("game", "what", "edit", "words"), HOSTILE, ids=[f"{g}: {w}" for g, w, _, _ in HOSTILE])
def test_an_impossible_record_is_moved_aside_with_a_clear_reason(home, game, what, edit, words):
    data = saved_match(home, game)
    assert load_autosave()[1] == []  # the save as written loads
    edit(data["match"])
    (home / f"autosave-{game}.json").write_text(json.dumps(data))
    saved, [problem] = load_autosave()
    assert saved is None
    assert words.lower() in problem.reason.lower(), problem.reason
    assert problem.reason.startswith(f"invalid {game} save"), problem.reason
    assert problem.moved_to is not None and problem.moved_to.exists() and not (home / f"autosave-{game}.json").exists()
    assert load_autosave() == (None, [])  # told once


@pytest.mark.parametrize("game", GAMES)
def test_every_record_of_a_played_match_loads(game):
    """No false alarm: after every deal of whole short matches the record passes the checks."""
    for seed in range(2):
        match = Match.new(games.get(game)(SHORT.get(game)), seed)
        rng = random.Random(seed)
        deals = 0
        while not match.over and deals < 60:
            match.next_deal()
            play_on(match, rng.randrange(10**6))
            deals += 1
            loaded = Match.from_json(json.loads(json.dumps(match.to_json())), games.rulesets())
            assert loaded.record == match.record
        assert match.over, f"{game}: the match did not end in {deals} deals"
