"""Issue 17 at the table and on its screens: the deal code in the side panel, the history
screen and the review of a stored deal."""

from __future__ import annotations

import pytest

from cardtable import games
from cardtable.engine.dealcode import code_of
from cardtable.ui import recording
from cardtable.ui.gallery.situations import Situation, open_table


def _panel_texts(app, table) -> list[str]:
    table.layer.invalidate()
    with recording.recording() as rec:
        table.draw(app.screen)
    return [t.name for t in rec.texts() if table.layout.panel.contains(t.box)]


@pytest.mark.parametrize("game", list(games.rulesets()))
def test_the_side_panel_shows_the_code_that_deals_this_deal_again(app, game):
    def playing(rules, match) -> bool:
        return match.deal_running and len(rules.observation(match.state, 0).tricks) >= 1

    table = open_table(app, game, Situation("playing", playing))
    assert table is not None
    code = str(code_of(table.controller.match))
    assert code.startswith(game) and code in _panel_texts(app, table)
