"""A deal in each game's own measure, as the statistics and the deal history rank it: a lost
Schnapsen deal costs the points the winner took, a Hindersche deal is worth its strokes."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardtable.engine import events as ev
from cardtable.engine.events import Event
from cardtable.session.persistence import MatchKeeper
from cardtable.storage import SeatConfig, load_statistics

from .replay_helpers import played_deals


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    return tmp_path


def _counted(game: str, seats: int, seed: int, deals: int) -> list[tuple[tuple[float, ...], tuple[float, ...]]]:
    """Each deal's (deal scores, deal result), counted in the statistics as the table counts it."""
    keeper = MatchKeeper(autosave=False, history=False)
    names = [SeatConfig(n, "human" if i == 0 else "easy") for i, n in enumerate(["", "Anna", "Ben", "Clara"][:seats])]
    out = []
    for match, _log in played_deals(game, seats, seed=seed, deals=deals):
        keeper.after(match, names, [Event(ev.DEAL_SCORED)])
        out.append((match.rules.deal_scores(match.state), match.rules.deal_result(match.state)))
    return out


def test_a_lost_schnapsen_deal_counts_against_its_loser() -> None:
    deals = _counted("schnapsen", 2, seed=3, deals=6)
    for scores, result in deals:
        won = max(scores)
        assert won > 0 and sorted(result) == [-won, won]
    mine = [result[0] for _, result in deals]
    assert min(mine) < 0  # a lost deal, not +0
    figures = load_statistics()[0].player("schnapsen", "")
    assert (figures.deals, figures.points, figures.best_deal) == (6, sum(mine), max(mine))
    assert [r.score for r in load_statistics()[0].of("schnapsen").results] == mine  # the bars


def test_hindersche_ranks_deals_by_strokes_not_card_points() -> None:
    deals = _counted("hindersche", 4, seed=5, deals=12)
    stroked = [(scores[0], result[0]) for scores, result in deals if result[0] < 0]
    assert stroked and all(points > 0 for points, _ in stroked)  # card points taken, a stroke all the same
    figures = load_statistics()[0].player("hindersche", "")
    assert figures.best_deal == max(result[0] for _, result in deals) <= 1  # a stroke wiped at best
    assert figures.points == sum(result[0] for _, result in deals)


def test_the_history_lists_a_lost_schnapsen_deal_as_the_points_lost(home: Path) -> None:
    from cardtable.storage import history
    from cardtable.ui.scenes.history import result_text

    texts = []
    for match, log in played_deals("schnapsen", 2, seed=3, deals=6):
        loaded, problems = history.load_deal(history.save_deal(log.record(match, ["", "easy"]), home))
        assert problems == [] and loaded is not None
        assert loaded.results == match.rules.deal_result(match.state)  # worked out again on loading
        texts.append(result_text(loaded).split()[-1])
    assert "+0" not in texts and any(t.startswith("-") for t in texts)
