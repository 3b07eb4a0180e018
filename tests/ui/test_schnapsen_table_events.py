"""Schnapsen's public events stay in view as long as a player needs to take them in: the
computer's trump exchange is announced with both cards and held, with a ring around the new
trump card; a marriage stays listed wherever the show_points rule shows points (rules §13.1,
§13.4)."""

from __future__ import annotations

import time

import pytest
from test_table_trust import table_at, viewer_may

from cardtable import games
from cardtable.ai import make_player
from cardtable.engine.actions import PLAY
from cardtable.engine.ruleset import Match
from cardtable.i18n import tr
from cardtable.session.controller import MatchController, Seat
from cardtable.session.driver import computer_choice
from cardtable.storage import Settings
from cardtable.ui.table.motion import TIMES
from cardtable.ui.table.scene import TableScene


def before_a_computer_exchange() -> Match:
    """A match just before the computer (seat 1) exchanges the trump jack."""
    rules = games.get("schnapsen")()
    for seed in range(1, 60):
        match = Match.new(rules, seed)
        match.next_deal()
        players = [make_player(rules, "easy", i, seed) for i in range(2)]
        while match.deal_running and (choice := computer_choice(match, players)) is not None:
            if choice[0] == 1 and choice[1].kind == "EXCHANGE":
                return match
            match.apply(*choice)
    raise AssertionError("no seed shows an exchange")


def test_the_computers_exchange_is_announced_with_both_cards_and_held(app):
    match = before_a_computer_exchange()
    app.settings = Settings(animation="normal")
    controller = MatchController(games.get("schnapsen")(), [Seat(""), Seat("Bea", "easy")], seed=match.seed, think_delay=0)
    controller.match = match
    table = app.push(TableScene(app, controller))
    shown: list[tuple[str, int]] = []  # each frame: the banner, the cards left in the talon
    deadline = time.monotonic() + 60  # the computer thinks on a worker thread: bounded in time, not frames
    while time.monotonic() < deadline:
        app.step(1 / 60)
        time.sleep(0.001)
        shown.append((table.motion.banner.text if table.motion.banner is not None else "", len(table.model.stock)))
        if table.synced and table.legal and any(a.kind == PLAY for a in table.legal):
            break
    first = next((i for i, (text, _) in enumerate(shown) if text.startswith("Bea exchanges the trump")), None)
    assert first is not None, "the exchange was not announced"
    assert " for the " in shown[first][0]  # names the card taken up
    talon = shown[first][1]
    still = next(i for i, (_, left) in enumerate(shown[first:]) if left != talon)  # frames until the next draw
    assert still / 60 >= TIMES["announce"] * table.motion.speed * 0.9  # held a whole announcement before play goes on


@pytest.mark.parametrize("show, listed", [("hidden", False), ("own", True), ("both", True)])
def test_the_opponents_marriage_stays_listed_where_points_are_shown(app, show, listed):
    def opponent_married(rules, match) -> bool:
        return viewer_may(PLAY)(rules, match) and bool(rules.observation(match.state, 0).marriages[1])

    table = table_at(app, "schnapsen", opponent_married)
    table.rules.variants = type(table.rules)({"show_points": show}).variants
    rows = dict(table.panel.lines(table.view()))
    label = tr("schnapsen.marriages_of", name=table.names[1])
    assert (label in rows) == listed
    if listed:
        suit = table.obs.marriages[1][0]
        assert str(40 if suit == table.obs.trump else 20) in rows[label]
