import json

import pytest

from cardtable.storage import PlayerStats, Statistics, load_statistics, record_deal, record_match


def test_statistics_accumulate(home):
    record_deal("skat", ["Anna", "Ben", "Clara"], [24, -48, 0])
    record_deal("skat", ["Anna", "Ben", "Clara"], [-10, 60, 0])
    record_deal("schnapsen", ["Anna", "Ben"], [2, 0])
    record_match("skat", ["Anna", "Ben", "Clara"], [14, 12, 0], winners=[0])
    record_match("skat", ["Anna", "Ben", "Clara"], [5, 30, 0], winners=[1])
    record_match("skat", ["Anna", "Ben", "Dora"], [5, 5, 0], winners=[0, 1])

    stats, problems = load_statistics()
    assert problems == []
    anna = stats.player("skat", "Anna")
    assert anna == PlayerStats(deals=2, points=14, best_deal=24, matches=3, wins=2, best_match=14)
    assert anna.average == 7
    assert stats.player("skat", "Ben") == PlayerStats(deals=2, points=12, best_deal=60, matches=3, wins=2, best_match=30)
    assert stats.player("skat", "Dora") == PlayerStats(matches=1, wins=0, best_match=0)
    assert stats.player("schnapsen", "Anna").average == 2
    assert stats.player("schafkopf", "Anna") == PlayerStats() and PlayerStats().average is None
    assert sorted(stats.games) == ["schnapsen", "skat"]


def test_names_and_scores_must_pair_up():
    with pytest.raises(ValueError):
        record_deal("skat", ["Anna"], [1, 2])


def test_a_broken_statistics_file_is_set_aside_and_counting_starts_again(home):
    (home / "statistics.json").write_text(json.dumps({"format": 1, "kind": "statistics", "games": {"skat": {"Anna": {"deals": -1}}}}))
    [problem] = record_deal("skat", ["Anna", "Ben", "Clara"], [1, 2, 3])
    assert problem.moved_to.exists()
    stats, problems = load_statistics()
    assert problems == [] and stats.player("skat", "Anna").deals == 1


@pytest.mark.parametrize(
    "entry", [{"deals": 1, "wins": 2, "matches": 1}, {"points": "many"}, {"deals": 1.5}, {"extra": 1}, {"best_deal": None, "wins": True}]
)
def test_impossible_figures_are_rejected(home, entry):
    (home / "statistics.json").write_text(json.dumps({"format": 1, "kind": "statistics", "games": {"skat": {"Anna": entry}}}))
    stats, [problem] = load_statistics()
    assert stats == Statistics() and problem.moved_to is not None
