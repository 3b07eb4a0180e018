"""Every UI string is translated: each ``tr("…")`` key of the UI source is in English and
German, and the translated screens draw no word that did not come through ``tr``.

The second test marks every catalog text (``⟦…⟧``) and records what the widgets draw; after
removing marked parts, player names, language names and numbers, no letter may be left.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest

import cardtable.i18n as i18n
from cardtable import games
from cardtable.storage import Settings
from cardtable.ui import widgets
from cardtable.ui.app import App
from cardtable.ui.scenes.dialogs import PauseMenu, tell_problems
from cardtable.ui.scenes.menu import MainMenu, NewGameScene
from cardtable.ui.scenes.settings import SettingsScene

UI = Path(__file__).resolve().parents[2] / "cardtable" / "ui"
KEY = re.compile(r"""\b(?:tr|said)\(\s*["']([\w.]+)["']""")
PREFIX = re.compile(r"""\b(?:tr|said)\(\s*f["']([\w.]+)\{""")
ALLOWED = {"cardtable", *i18n.LANGUAGES.values()}  # the product's name; each language by its own name


def ui_keys() -> tuple[set[str], set[str]]:
    keys, prefixes = set(), set()
    for path in UI.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        keys |= set(KEY.findall(source))
        prefixes |= set(PREFIX.findall(source))
    return keys, prefixes


@pytest.mark.parametrize("code", i18n.COMPLETE)
def test_every_key_of_the_ui_source_is_in_the_catalog(code):
    catalog = i18n.catalog(code)
    keys, prefixes = ui_keys()
    assert len(keys) > 50
    assert sorted(k for k in keys if k not in catalog) == []
    assert sorted(p for p in prefixes if not any(k.startswith(p) for k in catalog)) == []
    assert set(i18n.catalog("en")) == set(i18n.catalog("de"))  # the two complete catalogs agree


@pytest.fixture
def marked(monkeypatch):
    """German in strict mode, every catalog text marked; yields the set of drawn strings."""
    real = i18n.catalog

    def catalog(code: str) -> dict[str, str]:
        return {k: f"⟦{v}⟧" for k, v in real(code).items()}

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


def untranslated(words: str, names: set[str]) -> str:
    rest = re.sub(r"⟦[^⟧]*(⟧|$)", "", words)  # a label cut short to fit keeps its mark
    for name in sorted(names | ALLOWED, key=len, reverse=True):
        rest = rest.replace(name, "")
    return rest if re.search(r"[^\W\d_]", rest) else ""


def test_the_menus_settings_and_dialogs_draw_only_translated_words_in_german(marked):
    app = App((1280, 800), Settings(language="de"))
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
