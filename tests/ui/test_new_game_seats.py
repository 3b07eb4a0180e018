"""The new-game screen offers as many seats as the chosen game and house rules need."""

from __future__ import annotations

from cardtable.ai import levels
from cardtable.i18n import tr
from cardtable.ui.scenes.menu import NewGameScene


def mode_row(scene: NewGameScene):
    return next(r for r in scene.variant_rows if r.label == tr("variant.coiffeur.mode.label"))


def test_coiffeur_four_player_modes_add_a_seat_and_start(app):
    scene = app.push(NewGameScene(app))
    scene.game_choice.select("coiffeur")
    scene._pick_game("coiffeur")
    assert len(scene.seat_rows) == 4 and mode_row(scene).value == "4p_partnership"  # Coiffeur's own default
    for mode in ("4p_partnership", "4p_individual", "3p"):
        row = mode_row(scene)  # a change of seat count rebuilds the rows
        row.select(mode)
        row.on_change(mode)
        assert len(scene.seat_rows) == (3 if mode == "3p" else 4)
        assert mode_row(scene).value == mode
    row = mode_row(scene)
    row.select("4p_partnership")
    row.on_change("4p_partnership")
    scene._start()
    table = app.scenes[-1]
    assert table.rules.seats == 4 and table.rules.mode == "4p_partnership"


def test_random_is_no_opponent_at_the_table(app):
    # random plays any legal card: a yardstick for `cardtable simulate`, never offered in New game or Settings.
    from cardtable.ui.scenes.settings import SettingsScene

    scene = app.push(NewGameScene(app))
    for game in ("schnapsen", "skat", "coiffeur"):
        scene.game_choice.select(game)
        scene._pick_game(game)
        for _name, kind in scene.seat_rows:
            assert [v for v, _ in kind.options] == ["human", *(lv for lv in levels(game) if lv != "random")]
    settings = app.push(SettingsScene(app))
    offered = [[v for v, _ in row.options] for row in settings.columns[1][1] if getattr(row, "options", None)]
    assert offered and all(kinds[:4] == ["human", "easy", "normal", "expert"] and "random" not in kinds for kinds in offered)


def test_an_empty_name_shows_what_it_will_stand_for(app):
    """One person: the empty name is "You"; a second human at the screen: both are "Player n"."""
    scene = app.push(NewGameScene(app))
    scene.game_choice.select("skat")
    scene._pick_game("skat")
    (first, _), (second, kind), (third, _) = scene.seat_rows
    assert first.placeholder == "You" and third.placeholder == "Seat 3"
    kind.select("human")
    kind.on_change("human")
    assert (first.placeholder, second.placeholder) == ("Player 1", "Player 2")
