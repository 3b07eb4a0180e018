"""The rules scene: lays out every game in every language, scrolls, closes on Escape/F1."""

from dataclasses import replace

import pygame
import pytest

from cardtable.i18n import language, set_language
from cardtable.ui.app import App
from cardtable.ui.scenes.rules import RulesScene


@pytest.fixture(scope="module")
def app():
    app = App((1024, 700))
    yield app
    pygame.display.quit()


@pytest.fixture(autouse=True)
def english():
    before = language()
    yield
    set_language(before)


def key(k):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="")


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize("game", ["schnapsen", "skat", "schafkopf", "coiffeur", "hindersche"])
def test_draws_every_game(app, game, lang):
    set_language(lang)
    scene = app.reset(RulesScene(app, game))
    scene.draw(app.screen)
    assert scene.max_scroll > 0 and any(item.cards for item in scene.items)
    assert all(item.x + item.font.size(item.text)[0] <= scene.view.width for item in scene.items if item.font)


def test_scrolls_with_keys_and_wheel_and_stays_in_range(app):
    scene = app.reset(RulesScene(app, "skat"))
    scene.handle(key(pygame.K_DOWN))
    assert scene.scroll > 0
    scene.handle(key(pygame.K_PAGEDOWN))
    scene.handle(key(pygame.K_END))
    assert scene.scroll == scene.max_scroll
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert scene.scroll < scene.max_scroll
    scene.handle(key(pygame.K_HOME))
    scene.handle(key(pygame.K_PAGEUP))
    assert scene.scroll == 0
    scene.resize((960, 600))
    assert 0 <= scene.scroll <= scene.max_scroll


@pytest.mark.parametrize("close", [pygame.K_ESCAPE, pygame.K_F1])
def test_escape_and_f1_close(app, close):
    below = app.reset(RulesScene(app, "schnapsen"))
    scene = app.push(RulesScene(app, "hindersche"))
    scene.handle(key(close))
    assert app.top is below


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_f1_at_the_table_and_the_rules_button_of_a_new_game_show_the_text_of_the_language(app, lang):
    from cardtable import games
    from cardtable.help import load_rules
    from cardtable.session.controller import MatchController, Seat
    from cardtable.ui.scenes.menu import NewGameScene
    from cardtable.ui.table.scene import TableScene

    app.apply_settings(replace(app.settings, language=lang), save=False)  # as the player chooses it
    rules = games.get("schafkopf")()
    seats = [Seat("You")] + [Seat(f"C{i}", "easy") for i in range(1, rules.seats)]
    table = app.reset(TableScene(app, MatchController(rules, seats, seed=3, think_delay=0)))
    table.handle(key(pygame.K_F1))
    assert isinstance(app.top, RulesScene) and app.top.blocks == load_rules("schafkopf", lang, app.settings.theme)

    new_game = app.reset(NewGameScene(app))
    button = next(w for w in new_game.widgets if getattr(w, "on_click", None) == new_game._rules)
    button.on_click()
    assert isinstance(app.top, RulesScene) and app.top.blocks == load_rules(new_game.game, lang, app.settings.theme)


def test_the_page_is_opaque(app):
    """Finding 12: whatever lies under the rules (a table full of cards) does not show through."""
    scene = app.reset(RulesScene(app, "skat"))
    pictures = []
    for under in ((255, 255, 255), (0, 0, 0)):
        app.screen.fill(under)
        scene.draw(app.screen)
        pictures.append(pygame.image.tobytes(app.screen.subsurface(scene.rect.inflate(-40, -40)), "RGB"))
    assert pictures[0] == pictures[1]
