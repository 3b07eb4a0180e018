"""Settings rows keep their words whole and at their size: a long label ("Zudrehen vor dem
Ziehen", "最後のトリックのボーナス") takes two lines at the row's size (a house rule's row grows
for it), the columns use the window's width and each value box is as wide as its values need;
nothing is cut short and no text is drawn below the smallest size, in every language."""

from __future__ import annotations

import pygame
import pytest

from cardtable import games
from cardtable.i18n import language, set_language
from cardtable.ui import recording
from cardtable.ui.app import App, Settings
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.widgets import SMALLEST_PX, STYLE, Choice, set_style, text_px


def drawn(app: App) -> list[recording.Drawn]:
    with recording.recording() as rec:
        app.top.draw(app.screen)
    return rec.texts()


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize(("size", "scale"), [((1024, 600), 100), ((1024, 600), 200), ((1280, 800), 100)])
def test_every_settings_label_is_whole_and_at_its_size(lang: str, size: tuple[int, int], scale: int) -> None:
    before = language(), STYLE.scale, STYLE.high_contrast
    app = App(size, Settings(language=lang, ui_scale=scale, sound=False))
    try:
        screen = app.push(SettingsScene(app))
        for game in games.rulesets():
            screen._pick_variant_game(game)
            rows = [r for r in (*screen.columns[0][1], *screen.columns[1][1], *screen.house) if isinstance(r, Choice)]
            while True:  # every house rule, scrolled into view
                texts = drawn(app)
                assert not [t.name for t in texts if "…" in t.name], (game, screen.house_scroll)
                assert min(t.px for t in texts) >= min(SMALLEST_PX, text_px(screen.row_size))
                shown = [r for _, column in screen.columns for r in column if isinstance(r, Choice)]
                for row in shown:
                    pieces = [t for t in texts if t.box.colliderect(row.rect) and t.box.right <= row.value_box().left]
                    assert "".join(t.name for t in pieces).replace(" ", "") == row.label.replace(" ", ""), row.label
                    assert all(t.px >= text_px(row.size) * 0.9 for t in pieces), (row.label, [t.px for t in pieces])
                if screen.house_scroll == screen._most_scroll():
                    break
                app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0))
            assert rows
    finally:
        pygame.display.quit()
        set_language(before[0])
        set_style(round(before[1] * 100), before[2])


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_new_games_house_rules_keep_their_labels_whole(lang: str) -> None:
    from cardtable.ui.scenes.menu import NewGameScene

    before = language(), STYLE.scale, STYLE.high_contrast
    app = App((1024, 600), Settings(language=lang, sound=False))
    try:
        screen = app.push(NewGameScene(app))
        for game in games.rulesets():
            screen.game_choice.select(game)
            screen._pick_game(game)
            texts = drawn(app)
            for row in screen._visible_variants():
                pieces = [t for t in texts if t.box.colliderect(row.rect) and t.box.right <= row.value_box().left]
                assert "".join(t.name for t in pieces).replace(" ", "") == row.label.replace(" ", ""), row.label
                assert all(t.px >= text_px(row.size) * 0.9 for t in pieces), (row.label, [t.px for t in pieces])
    finally:
        pygame.display.quit()
        set_language(before[0])
        set_style(round(before[1] * 100), before[2])
