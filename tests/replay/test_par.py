"""Par: the expert in the player's seat on the same deal, the same opponents. The same deal
gives the same par twice, and ``cardtable review --json --seat N`` reports it for every game."""

from __future__ import annotations

import json

import pytest

from cardtable import games
from cardtable.cli import main
from cardtable.session import review
from cardtable.session.par import par
from cardtable.session.simulate import simulate
from cardtable.storage.history import deal_files, read_deal

SEATS = {"schnapsen": "easy,normal", "skat": "easy,normal,easy", "schafkopf": "easy,normal,easy,normal",
         "coiffeur": "easy,normal,easy,normal", "hindersche": "easy,normal,easy,normal"}


@pytest.mark.parametrize("game", sorted(SEATS))
def test_par_is_the_same_twice_and_in_the_review_of_every_game(game, tmp_path, capsys, monkeypatch):
    seats = SEATS[game].split(",")
    simulate(games.get(game)({}, len(seats)), seats, 3, deals=1, save_deals=tmp_path)
    (path,) = deal_files(tmp_path)
    record = read_deal(path)
    first = par(record, 1)
    assert first.played == record.results[1]
    capsys.readouterr()
    monkeypatch.setattr(review, "review", lambda record, seat: [])  # the verdicts are tests/replay/test_review.py's
    assert main(["review", str(path), "--json", "--seat", "1"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["par"] == {"seat": 1, "score": first.score, "played": record.results[1]}  # the same par again
