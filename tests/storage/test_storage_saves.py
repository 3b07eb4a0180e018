import json

import pytest
from storage_helpers import mid_deal, play_on, random_steps, seats_for

from cardtable import games
from cardtable.storage import autosave, clear_autosave, list_slots, load_autosave, load_slot, save_slot
from cardtable.storage.seats import HUMAN, SeatConfig

GAMES = sorted(games.rulesets())


@pytest.mark.parametrize("seed", [1, 2, 3])
@pytest.mark.parametrize("game", GAMES)
def test_a_save_made_mid_deal_resumes_to_the_same_state(game, seed):
    rules = games.get(game)()
    match = mid_deal(rules, seed, random_steps(seed))
    seats = seats_for(rules)
    autosave(match, seats)

    saved, problems = load_autosave()
    assert problems == []
    resumed = saved.match
    assert saved.seats == tuple(seats)
    assert resumed.to_json() == match.to_json()
    assert resumed.rules.match_scores(resumed.record) == rules.match_scores(match.record)
    assert resumed.rules.turn(resumed.state) == rules.turn(match.state)
    for seat in range(rules.seats):
        assert resumed.rules.legal_actions(resumed.state, seat) == rules.legal_actions(match.state, seat)
        assert resumed.rules.observation(resumed.state, seat) == rules.observation(match.state, seat)
    # The rest of the deal unfolds alike: nothing hidden was lost in the file.
    assert play_on(resumed, seed) == play_on(match, seed)
    assert resumed.to_json() == match.to_json()


def test_variants_and_a_finished_deal_survive():
    rules = games.get("schnapsen")({"match_target": 3, "deck": "24"})
    match = mid_deal(rules, 7, 1000)
    assert not match.deal_running
    autosave(match, seats_for(rules))
    saved, _ = load_autosave()
    assert saved.match.rules.variants.changed() == {"match_target": 3, "deck": "24"}
    assert saved.match.to_json() == match.to_json()


def test_clear_autosave_forgets_the_match(home):
    rules = games.get("skat")()
    autosave(mid_deal(rules, 1, 3), seats_for(rules))
    clear_autosave("skat")
    clear_autosave("skat")  # nothing left to clear is fine
    assert load_autosave() == (None, [])
    assert list(home.iterdir()) == []


def test_slots_are_listed_with_game_date_and_scores():
    skat, schnapsen = games.get("skat")(), games.get("schnapsen")()
    save_slot(2, mid_deal(skat, 1, 1000), seats_for(skat))
    running = mid_deal(schnapsen, 2, 3)
    save_slot(5, running, [SeatConfig("Anna"), SeatConfig("Ben")])

    infos, problems = list_slots()
    assert problems == []
    assert [(i.slot, i.game, i.names) for i in infos] == [(2, "skat", ("You", "Computer 1", "Computer 2")), (5, "schnapsen", ("Anna", "Ben"))]
    assert infos[0].deals == 1 and infos[0].saved_at.tzinfo is not None
    anna, ben = schnapsen.match_scores(running.record)
    assert infos[1].scores == (anna, ben)
    saved, _ = load_slot(5)
    assert all(s.level == HUMAN for s in saved.seats)
    with pytest.raises(ValueError):
        save_slot(0, saved.match, saved.seats)


def test_the_seats_must_fit_the_game():
    rules = games.get("skat")()
    with pytest.raises(ValueError):
        autosave(mid_deal(rules, 1, 1), [SeatConfig("You")])


def _edit_autosave(home, edit):
    rules = games.get("schnapsen")()
    autosave(mid_deal(rules, 3, 4), seats_for(rules))
    path = home / "autosave-schnapsen.json"
    data = json.loads(path.read_text())
    edit(data)
    path.write_text(json.dumps(data))


@pytest.mark.parametrize(
    "edit",
    [
        lambda d: d["match"].update(format=99),  # SaveFormatError from the engine
        lambda d: d["match"]["state"].update(hands=[["XX"], []]),  # a card that does not exist
        lambda d: d["match"].update(game="poker"),
        lambda d: d["seats"].pop(),
        lambda d: d["seats"][1].update(level="grandmaster"),
        lambda d: d["seats"][0].update(name="   "),
        lambda d: d.update(saved_at="yesterday"),
    ],
    ids=["engine-format", "bad-card", "unknown-game", "seat-missing", "unknown-level", "blank-name", "bad-date"],
)
def test_an_invalid_save_is_moved_aside(home, edit):
    _edit_autosave(home, edit)
    saved, problems = load_autosave()
    assert saved is None
    [problem] = problems
    assert problem.moved_to.name.startswith("autosave-schnapsen.json.corrupt-") and problem.moved_to.exists()
    assert not (home / "autosave-schnapsen.json").exists()
    assert load_autosave() == (None, [])  # told once
