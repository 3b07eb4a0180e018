"""Every UI string is translated: each ``tr("…")`` key of the UI source is in every catalog,
and the German and Japanese screens draw no word that did not come through ``tr``.

The other tests mark every word of every catalog text (``⟦…⟧``) and record what the widgets draw; after
removing marked parts, player names, language names and numbers, no letter may be left.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pygame
import pytest
from test_keyboard_play import keyboard_deal

import cardtable.i18n as i18n
from cardtable import games
from cardtable.storage import Settings
from cardtable.ui import widgets
from cardtable.ui.app import App
from cardtable.ui.scenes.dialogs import PauseMenu, Summary, tell_problems
from cardtable.ui.scenes.handoff import HandOff
from cardtable.ui.scenes.menu import MainMenu, NewGameScene
from cardtable.ui.scenes.saves import LoadScene, SaveScene
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.scenes.statistics import StatisticsScene

UI = Path(__file__).resolve().parents[2] / "cardtable" / "ui"
KEY = re.compile(r"""\b(?:tr|said)\(\s*["']([\w.]+)["']""")
PREFIX = re.compile(r"""\b(?:tr|said)\(\s*f["']([\w.]+)\{""")
ALLOWED = {"cardtable", *i18n.LANGUAGES.values()}  # the product's name; each language by its own name
DEAL_CODE = re.compile(rf"\b({'|'.join(games.rulesets())})-[0-9]+-[0-9a-z.A-Z-]+")  # a deal code is no word (engine.dealcode)


def ui_keys() -> tuple[set[str], set[str]]:
    keys, prefixes = set(), set()
    for path in UI.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        keys |= set(KEY.findall(source))
        prefixes |= set(PREFIX.findall(source))
    return keys, prefixes


@pytest.mark.parametrize("code", i18n.LANGUAGES)
def test_every_key_of_the_ui_source_is_in_the_catalog(code):
    catalog = i18n.catalog(code)
    keys, prefixes = ui_keys()
    assert len(keys) > 50
    assert sorted(k for k in keys if k not in catalog) == []
    assert sorted(p for p in prefixes if not any(k.startswith(p) for k in catalog)) == []
    assert set(i18n.catalog("en")) == set(catalog)  # every catalog is complete


@pytest.fixture
def marked(monkeypatch):
    """Strict mode, every catalog text marked; yields the set of drawn strings."""
    real = i18n.catalog

    @cache
    def catalog(code: str) -> dict[str, str]:
        return {k: mark(v) for k, v in real(code).items()}

    drawn: set[str] = set()
    real_text = widgets._text

    def text(words, *args):
        drawn.add(words)
        return real_text(words, *args)

    monkeypatch.setattr(i18n, "catalog", catalog)
    monkeypatch.setattr(widgets, "_text", text)
    i18n.set_strict(True)
    yield drawn
    i18n.set_strict(False)
    i18n.set_language("en")


def mark(template: str) -> str:
    """Each word of a catalog text marked, its ``{placeholders}`` not: text wrapped over lines
    keeps its marks, and a value filled in must be marked by its own key."""
    return re.sub(r"(\{[^{}]*\})|([^\s{}]+)", lambda m: m[1] or f"⟦{m[2]}⟧", template)


def untranslated(words: str, names: set[str]) -> str:
    if re.fullmatch(r"[A-Z]|F\d+", words):  # a button's shortcut key names a key on the keyboard
        return ""
    # a label cut short to fit keeps its mark; Japanese wrapped inside a mark continues it
    rest = DEAL_CODE.sub("", re.sub(r"⟦[^⟧]*(⟧|$)|^[^⟦⟧]*⟧", "", words))
    for name in sorted(names | ALLOWED, key=len, reverse=True):
        rest = rest.replace(name, "")
    return rest if re.search(r"[^\W\d_]", rest) else ""


@pytest.mark.parametrize("code", ["de", "ja"])
def test_the_menus_settings_and_dialogs_draw_only_translated_words(marked, code):
    app = App((1280, 800), Settings(language=code))
    names = {s.name for s in app.settings.seats}
    screens = [MainMenu(app), SettingsScene(app), PauseMenu(app)]
    screens += [NewGameScene(app) for _ in games.rulesets()]
    for scene, game in zip(screens[3:], games.rulesets()):
        scene._pick_game(game)
    for scene in screens:
        app.push(scene)
        app.step(1 / 60)
        app.pop(scene)
    tell_problems(app, [])
    app.push(SettingsScene(app))
    for game in games.rulesets():  # each game's house rules and their help texts
        app.top._pick_variant_game(game)
        app.step(1 / 60)
    assert marked and not [w for w in marked if untranslated(w, names)]
    pygame.display.quit()


@pytest.mark.parametrize("code", ["de", "ja"])
@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_each_table_its_summary_sheets_and_screens_draw_only_translated_words(marked, game, code):
    """A whole deal by keyboard (the table mid-deal, its prompts, banners and dialogs), the deal
    summary, the game's score sheet, board or slate, the hand-off, saves and statistics."""
    app = App((1280, 800), Settings(language=code, animation="instant"))
    table = keyboard_deal(app, game)
    names = {s.name for s in table.source.seats}
    app.step(1 / 60)
    assert isinstance(app.top, Summary)
    app.pop(app.top)
    screens = [HandOff(app, "C1", lambda: None, detail=i18n.tr("hotseat.out_of_turn", actions="")), SaveScene(app),
               LoadScene(app), StatisticsScene(app)]
    for _, open_sheet in table.panel.side_buttons(table):  # the score sheet, board or slate
        open_sheet()
        app.step(1 / 60)
        app.pop(app.top)
    for scene in screens:
        app.push(scene)
        app.step(1 / 60)
        app.pop(scene)
    assert marked and [repr(w) for w in sorted(marked) if untranslated(w, names)] == []
    table.closed()
    pygame.display.quit()
