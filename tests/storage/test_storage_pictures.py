"""What the statistics keep for their pictures: the humans' deal scores in order (bounded), their
matches against each level of computer, the review's cost once per deal, and the game played
last; a file written before these existed still loads."""

from __future__ import annotations

import json

from cardtable.storage import load_statistics, record_deal, record_match, record_review
from cardtable.storage.paths import data_dir
from cardtable.storage.statistics import RESULTS, Costs, Record, Statistics, opponent_level


def test_only_human_deals_go_into_the_results_over_time_in_order_and_bounded() -> None:
    stats = Statistics()
    for n in range(RESULTS + 5):
        stats = stats.with_deal("skat", ["", "Anna", "Ben"], [n, -n, 0], ["human", "expert", "human"], "2026-11-25")
    results = stats.of("skat").results
    assert len(results) == RESULTS
    assert {r.name for r in results} == {"", "Ben"}
    assert [r.score for r in results if r.name == ""][-3:] == [RESULTS + 2, RESULTS + 3, RESULTS + 4]
    assert stats.last_game == "skat" and stats.player("skat", "Anna").deals == RESULTS + 5  # every seat's figures still
    assert stats.of("skat").names() == ["", "Ben"]


def test_a_match_counts_against_the_strongest_computer_at_the_table() -> None:
    stats = Statistics()
    stats = stats.with_match("schafkopf", ["", "A", "B", "C"], [10, -5, -5, 0], [0], ["human", "easy", "expert", "normal"])
    stats = stats.with_match("schafkopf", ["", "A", "B", "C"], [-10, 5, 5, 0], [1], ["human", "easy", "expert", "normal"])
    stats = stats.with_match("schafkopf", ["", "Z", "B", "C"], [-10, 5, 5, 0], [2], ["human", "human", "easy", "easy"])
    levels = stats.of("schafkopf").levels
    assert levels[""] == {"expert": Record(2, 1), "easy": Record(1, 0)}
    assert levels["Z"] == {"easy": Record(1, 0)}
    assert opponent_level(["human"]) == "human" and opponent_level(["random", "easy"]) == "easy"


def test_a_reviewed_deal_adds_its_cost_once() -> None:
    stats = Statistics().with_review("coiffeur", "", "deal-1", 12.0).with_review("coiffeur", "", "deal-1", 12.0)
    stats = stats.with_review("coiffeur", "", "deal-2", 4.0)
    assert stats.of("coiffeur").costs[""] == Costs(2, 16.0)
    assert stats.of("coiffeur").costs[""].average == 8.0


def test_the_pictures_figures_are_written_and_read_back() -> None:
    record_deal("schnapsen", ["", "Anna"], [2, -2], ["human", "normal"])
    record_match("schnapsen", ["", "Anna"], [7, 3], [0], ["human", "normal"])
    record_review("schnapsen", "", "deal-x", 3.5)
    stats, problems = load_statistics()
    assert problems == []
    pic = stats.of("schnapsen")
    assert [(r.name, r.score) for r in pic.results] == [("", 2.0)] and len(pic.results[0].day) == 10
    assert pic.levels == {"": {"normal": Record(1, 1)}} and pic.costs[""] == Costs(1, 3.5)
    assert stats.last_game == "schnapsen"


def test_a_file_from_before_the_pictures_still_loads() -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    old = {"format": 1, "kind": "statistics", "games": {"skat": {"": {"deals": 3, "points": 12.0, "best_deal": 24.0}}}}
    (data_dir() / "statistics.json").write_text(json.dumps(old))
    stats, problems = load_statistics()
    assert problems == [] and stats.player("skat", "").deals == 3
    assert stats.of("skat").results == () and stats.last_game == ""


def test_impossible_picture_figures_are_refused_and_the_file_moved_aside() -> None:
    data_dir().mkdir(parents=True, exist_ok=True)
    bad = {"format": 1, "kind": "statistics", "games": {},
           "pictures": {"skat": {"levels": {"": {"easy": {"matches": 1, "wins": 5}}}}}}
    (data_dir() / "statistics.json").write_text(json.dumps(bad))
    stats, problems = load_statistics()
    assert len(problems) == 1 and stats == Statistics()
    assert list(data_dir().glob("statistics.json.corrupt-*"))
