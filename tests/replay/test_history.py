"""The deal history: finished deals stored, replayed event for event, broken files set aside."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from cardtable.ai.base import RandomPlayer
from cardtable.cli import main
from cardtable.engine import dealcode
from cardtable.games.skat import Skat
from cardtable.session.deallog import DealLog
from cardtable.session.driver import computer_choice
from cardtable.storage import history

from .replay_helpers import GAME_SEATS, played_deals


def _stored(game: str, seats: int, deals: int, where: Path) -> list[Path]:
    return [history.save_deal(log.record(match, ["Ann"] + ["expert"] * (seats - 1)), where)
            for match, log in played_deals(game, seats, seed=8, deals=deals)]


@pytest.mark.parametrize(("game", "seats"), GAME_SEATS)
def test_replaying_a_stored_deal_gives_its_events_exactly(game: str, seats: int, tmp_path: Path) -> None:
    for match, log in played_deals(game, seats, seed=8, deals=3):
        path = history.save_deal(log.record(match, ["Ann"] + ["expert"] * (seats - 1)), tmp_path)
        loaded, problems = history.load_deal(path)
        assert problems == [] and loaded is not None
        assert loaded.code == log.code and list(loaded.actions) == log.actions
        replayed = [e for *_, events in history.replay(loaded.rules, loaded.start, loaded.actions) for e in events]
        assert replayed == log.events
        assert loaded.scores == tuple(match.rules.deal_scores(match.state))


@pytest.mark.parametrize("damage", [
    lambda body: "{ not json",
    lambda body: json.dumps(body | {"actions": body["actions"][:-1]}),  # the deal never ends
    lambda body: json.dumps(body | {"actions": [[0, "PLAY:SA"]] * 3 + body["actions"]}),  # illegal plays
    lambda body: json.dumps(body | {"scores": [999.0] * len(body["scores"])}),  # scores the play never gave
    lambda body: json.dumps(body | {"code": "skat-3-1-1-0-ZZ"}),
    lambda body: json.dumps(body | {"start": {"hands": "rm -rf /"}}),
])
def test_a_broken_history_file_is_set_aside_and_the_rest_loads(damage, tmp_path: Path) -> None:
    first, broken, last = _stored("schnapsen", 2, 3, tmp_path)
    broken.write_text(damage(json.loads(broken.read_text())))
    deals, problems = history.load_history(tmp_path)
    assert [path for path, _ in deals] == [last, first]  # newest first
    assert len(problems) == 1 and problems[0].moved_to is not None
    assert "could not be loaded" in str(problems[0])
    assert not broken.exists() and problems[0].moved_to.exists()  # kept, not deleted


def test_the_history_keeps_the_last_deals(tmp_path: Path) -> None:
    for match, log in played_deals("skat", 3, seed=3, deals=4):
        history.save_deal(log.record(match, ["a", "b", "c"]), tmp_path, limit=2)
    deals, _ = history.load_history(tmp_path)
    assert [record.code.deal for _, record in deals] == [4, 3]


def test_simulate_saves_its_deals_in_the_history_format(tmp_path: Path, capsys) -> None:
    out = tmp_path / "deals"
    assert main(["simulate", "--game", "skat", "--seats", "normal,normal,normal", "--deals", "2",
                 "--seed", "4", "--json", "--save-deals", str(out)]) == 0
    deals, problems = history.load_history(out)
    assert problems == [] and [r.code.deal for _, r in deals] == [2, 1]
    assert all(r.players == ("normal",) * 3 for _, r in deals)
    report = json.loads(capsys.readouterr().out)
    assert [s["score"] for s in report["seats"]] == [sum(r.scores[s] for _, r in deals) for s in range(3)]


def _stored_code(code: dealcode.DealCode, where: Path) -> Path:
    """The deal of ``code`` played out by random players and stored."""
    match, _events = dealcode.deal(code)
    players = [RandomPlayer(match.rules, s, random.Random(s)) for s in range(match.rules.seats)]
    log = DealLog(match)
    while match.deal_running:
        choice = computer_choice(match, players)
        assert choice is not None
        log.add(match, *choice, match.apply(*choice))
    return history.save_deal(log.record(match, ["Ann", "easy", "easy"]), where)


@pytest.mark.parametrize(("seed", "deal", "written"), [
    (5, 22, "skat-3-5-m-0"),  # deal 22 of a Skat series: was read as minus nothing
    (22 * 36 ** 2 + 1, 1, "skat-3-m01-1-0"),  # was read as a negative seed: other cards
    (-(22 * 36 + 1), 1, "skat-3-mm1-1-0"),  # a negative seed as it was written before "_"
])
def test_history_files_with_an_m_in_the_code_load_with_their_own_cards(seed: int, deal: int, written: str,
                                                                       tmp_path: Path) -> None:
    path = _stored_code(dealcode.DealCode(Skat(), seed, deal, dealer=0), tmp_path)
    body = json.loads(path.read_text())
    body["code"] = written  # exactly as the old writer wrote it
    path.write_text(json.dumps(body))
    deals, problems = history.load_history(tmp_path)
    assert problems == [] and len(deals) == 1
    record = deals[0][1]
    assert (record.code.seed, record.code.deal) == (seed, deal)
    assert dealcode.deal(record.code)[0].state.hands == record.start.hands


def test_the_names_and_deck_of_a_deal_are_kept_and_older_files_without_them_load(tmp_path: Path) -> None:
    (match, log), = played_deals("skat", 3, seed=8, deals=1)
    path = history.save_deal(log.record(match, ["", "easy", "easy"], names=["", "Bea", "Carl"], theme="german"), tmp_path)
    loaded, problems = history.load_deal(path)
    assert problems == [] and loaded is not None
    assert (loaded.names, loaded.theme) == (("", "Bea", "Carl"), "german")
    body = json.loads(path.read_text())
    del body["names"], body["theme"]  # as files were written before
    path.write_text(json.dumps(body))
    loaded, problems = history.load_deal(path)
    assert problems == [] and loaded is not None and (loaded.names, loaded.theme) == ((), "")
    path.write_text(json.dumps(body | {"theme": "tarot"}))
    assert history.load_deal(path)[0] is None  # a deck the app does not have: set aside like any broken file
