"""The local match controller is a ``TableSource``: what the table asks, answered from the match;
a write that fails is told, never raised, in the player's language."""

import pytest

from cardtable import games, i18n
from cardtable.engine.actions import IllegalAction, play
from cardtable.session.controller import MatchController
from cardtable.session.persistence import attempt
from cardtable.session.source import TableSource
from cardtable.storage.seats import SeatConfig


def test_match_controller_answers_the_table_source_protocol():
    rules = games.get("schnapsen")({})
    source: TableSource = MatchController(rules, [SeatConfig(""), SeatConfig("", level="normal")], seed=7)
    assert source.code == "" and not source.deal_running and source.humans == [0]
    source.next_deal()
    assert source.deal_running and not source.match_over and source.code.startswith("schnapsen-2-")
    match = source.local_match
    assert match is not None and source.record is match.record
    obs = source.observation(0)
    assert obs is not None and source.legal(0) == rules.legal_actions(match.state, 0)
    foreign = next(c for c in match.state.hands[1])
    before = source.version
    with pytest.raises(IllegalAction):  # a card from the other hand
        source.submit(0, play(foreign))
    assert source.version == before  # nothing changed
    source.close()


@pytest.mark.parametrize(("lang", "words"), [("en", "Could not save to"), ("de", "nicht möglich"), ("ja", "保存できませんでした")])
def test_a_failed_write_is_told_in_the_players_language(lang, words):
    def full_disk() -> None:
        raise OSError(28, "No space left on device")

    before = i18n.language()
    i18n.set_language(lang)
    try:
        (told,) = attempt(full_disk)
    finally:
        i18n.set_language(before)
    assert words in told and "No space left on device" in told
