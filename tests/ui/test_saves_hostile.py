"""A save whose match record is impossible (well-typed, but no play reaches it) is moved aside
and told once at the start, like any broken file, and the app starts with its menu."""

from __future__ import annotations

import json

import pytest
from table_helpers import click

from cardtable import games
from cardtable.engine.ruleset import Match
from cardtable.storage import SeatConfig, autosave
from cardtable.ui.app import open_main_menu
from cardtable.ui.scenes.dialogs import Dialog
from cardtable.ui.scenes.menu import MainMenu

# One impossible record per game: the list of running totals emptied (Hindersche: the slate).
EMPTIED = dict.fromkeys(games.rulesets(), "totals") | {"coiffeur": "sheet", "hindersche": "standing.strokes"}


@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_an_impossible_record_is_told_once_and_the_app_starts(app, cardtable_home, game):
    rules = games.get(game)()
    match = Match.new(rules, 5)
    match.next_deal()
    autosave(match, [SeatConfig("You")] + [SeatConfig(f"C{i}", "random") for i in range(1, rules.seats)])
    path = cardtable_home / f"autosave-{game}.json"
    data = json.loads(path.read_text())
    *parents, last = ["record", *EMPTIED[game].split(".")]
    node = data["match"]
    for key in parents:
        node = node[key]
    if game == "coiffeur":  # its sheet is empty before the first deal ends: give it a deal that never was
        node[last] = [{"dealer": 0, "declarer": 0, "contract": "poker", "play": "x", "forced": False,
                       "value": 0, "outcome": "normal"}]
    else:
        node[last] = []
    path.write_text(json.dumps(data))
    open_main_menu(app, [])
    app.step(1 / 60)
    notice = app.top
    assert isinstance(notice, Dialog)
    told = " ".join(notice.lines)
    assert path.name in told and f"invalid {game} save" in told
    assert not path.exists() and len(list(cardtable_home.glob(f"{path.name}.corrupt-*"))) == 1
    click(app, notice.buttons[0].rect.center)
    assert isinstance(app.top, MainMenu)
    app.reset(MainMenu(app))  # a second visit has nothing more to tell
    app.step(1 / 60)
    assert isinstance(app.top, MainMenu)
