"""At the table the par of a person's deal is worked out after the deal, off the frame: once
found, the deal's history file keeps it and the statistics count it against par."""

from __future__ import annotations

import time

from cardtable import games, storage
from cardtable.session.controller import MatchController
from cardtable.session.par import par
from cardtable.session.persistence import MatchKeeper
from cardtable.storage.history import deal_files, read_deal
from cardtable.storage.seats import SeatConfig


def _play_deal(controller: MatchController) -> None:
    controller.next_deal()
    for _ in range(500):
        if not controller.deal_running:
            return
        legal = controller.legal(0)
        if legal and controller.match.rules.turn(controller.match.state) == 0:
            controller.submit(0, legal[0])
        else:
            controller.poll(now=time.monotonic() + 10)
            time.sleep(0.001)
    raise AssertionError("the deal did not end")


def test_the_par_of_a_deal_goes_into_its_history_file_and_the_statistics(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    rules = games.get("schnapsen")({})
    controller = MatchController(rules, [SeatConfig("Eva"), SeatConfig("", level="easy")], seed=4, think_delay=0,
                                 keeper=MatchKeeper(autosave=False))
    _play_deal(controller)
    deadline = time.monotonic() + 60
    while 0 not in controller.pars() and time.monotonic() < deadline:
        time.sleep(0.01)
    found = controller.pars()[0]
    controller.close()
    (path,) = deal_files()
    record = read_deal(path)
    assert record.par == ((0, found.score),)
    assert found == par(record, 0) and found.played == record.results[0]
    pictures = storage.load_statistics()[0].of("schnapsen")
    assert [(p.name, p.played, p.par) for p in pictures.pars] == [("Eva", found.played, found.score)]
