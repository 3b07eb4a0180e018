"""Japanese on any machine: the bundled font draws it, the first start follows the system's
locale, and text without spaces breaks into lines between characters."""

from __future__ import annotations

import pygame
import pytest

from cardtable import i18n
from cardtable.help import DIR as HELP, parse
from cardtable.storage import load_settings
from cardtable.ui import fonts, linebreak, recording
from cardtable.ui.app import App, Settings
from cardtable.ui.scenes.settings import SettingsScene


def missing_glyphs(path: str | None, text: str) -> list[str]:
    """The characters of ``text`` that the font file draws as its "no glyph" box."""
    return [ch for ch in sorted(set(text)) if recording.missing(path, ch)]


@pytest.fixture(scope="module")
def japanese_font():
    pygame.font.init()
    return fonts.load("ja", 24)


def test_japanese_text_uses_the_font_that_comes_with_the_app(japanese_font):
    import noto_cjk_sans_jp_regular

    assert fonts.face("ja").path == str(noto_cjk_sans_jp_regular.FONT_PATH)
    assert missing_glyphs(fonts.face("ja").path, "新しいゲーム シャーフコップフ Ober 66") == []
    assert missing_glyphs(None, "語") == ["語"]  # the check itself can fail: pygame's own font has no kanji
    assert fonts.face("en").path is None and fonts.face("de").path is None  # pygame's own bold sans


def test_every_japanese_text_draws_with_the_bundled_font_without_a_missing_glyph(japanese_font, monkeypatch):
    """The catalog and the rules texts, on a machine without any CJK font of its own."""
    monkeypatch.setattr(pygame.font, "get_fonts", list)
    monkeypatch.setattr(pygame.font, "match_font", lambda *a, **k: None)
    texts = list(i18n.catalog("ja").values())
    texts += [path.read_text(encoding="utf-8") for path in HELP.glob("*.ja.txt")]
    assert len(texts) > 800
    assert missing_glyphs(fonts.face("ja").path, "".join(texts)) == []


def test_japanese_is_offered_in_the_settings_without_any_system_font(monkeypatch):
    monkeypatch.setattr(pygame.font, "get_fonts", list)
    monkeypatch.setattr(pygame.font, "match_font", lambda *a, **k: None)
    app = App((1280, 800), Settings())
    scene = app.push(SettingsScene(app))
    languages = [w for w in scene.widgets if getattr(w, "options", None) and ("ja", "日本語") in w.options]
    assert languages
    pygame.display.quit()


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "ja_JP.UTF-8"}, "ja"),
    ({"LANG": "de_AT.UTF-8"}, "de"),
    ({"LANG": "de_CH"}, "de"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "en_GB.UTF-8", "LC_ALL": "ja_JP.UTF-8"}, "ja"),  # LC_ALL overrides LANG
    ({"LANGUAGE": "de:en", "LANG": "en_US.UTF-8"}, "de"),  # gettext's list comes first
])
def test_the_system_locale_picks_the_language(environ, expected):
    assert i18n.system_language(environ) == expected


def test_without_locale_variables_the_started_locale_decides(monkeypatch):
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: ("Japanese_Japan", "932"))  # Windows' name
    assert i18n.system_language({}) == "ja"
    monkeypatch.setattr(i18n.locale, "getlocale", lambda: (None, None))
    assert i18n.system_language({}) == "en"


def test_the_first_start_speaks_the_systems_language_and_a_saved_choice_wins(cardtable_home, monkeypatch):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert load_settings()[0].language == "ja"
    from cardtable.storage import save_settings

    save_settings(Settings(language="de"))
    assert load_settings()[0].language == "de"


def test_japanese_wraps_between_characters_within_the_width(japanese_font):
    text = "山札がなくなった後は、リードされたスートを必ず出し、出せるなら強いカードで勝たなければなりません。"
    width = japanese_font.size("山札がなくなった後")[0]
    lines = linebreak.wrap(text, japanese_font, width)
    assert len(lines) > 3 and "".join(lines) == text
    assert all(japanese_font.size(line)[0] <= width for line in lines)
    assert not any(line[0] in linebreak.NO_START for line in lines[1:])  # no line starts with 、 or 。


def test_line_breaking_keeps_words_numbers_and_brackets_whole(japanese_font):
    assert [p for p, _ in linebreak.chunks("クイーン（Ober）は3点")] == ["ク", "イー", "ン", "（Ober）", "は3点"]
    assert [p for p, _ in linebreak.chunks("クイーン(Ober)は3点")] == ["ク", "イー", "ン", "(Ober)", "は3点"]
    assert [p for p, _ in linebreak.chunks("ザウ/Sau")] == ["ザ", "ウ/Sau"]
    assert linebreak.chunks("「はい」。") == [("「は", True), ("い」。", False)]
    width = max(japanese_font.size(words)[0] for words in ("the quick", "brown fox"))
    assert linebreak.wrap("the quick brown fox", japanese_font, width) == ["the quick", "brown fox"]  # at spaces only


def test_a_compound_too_wide_for_its_room_breaks_after_its_hyphen(japanese_font):
    """A German card name beside the small trump card at 200 %: never drawn over the picture."""
    width = japanese_font.size("Schellen-Unt")[0]
    assert linebreak.wrap("Schellen-Unter", japanese_font, width) == ["Schellen-", "Unter"]
    assert linebreak.wrap("Schellen-Unter", japanese_font, 10_000) == ["Schellen-Unter"]
    assert linebreak.wrap("die Schellen-Unter", japanese_font, japanese_font.size("die Schellen-")[0]) == ["die Schellen-", "Unter"]


def test_no_line_starts_with_a_slash(japanese_font):
    words = "アイン / Ass、ツェーン / Zehn、ケーニッヒ / König"
    for width in range(japanese_font.size("アイン")[0], japanese_font.size(words)[0], 7):
        lines = linebreak.wrap(words, japanese_font, width)
        assert not any(line.startswith(("/", "、")) for line in lines)
        assert " ".join(lines).replace(" ", "") == words.replace(" ", "")


def test_a_rules_paragraph_over_several_lines_joins_japanese_without_a_space():
    blocks = parse("カード点は0点です。\n通常のゲームでは\nOber and Unter\nare trumps")
    assert [b.text for b in blocks] == ["カード点は0点です。通常のゲームではOber and Unter are trumps"]


def test_a_switch_to_japanese_in_the_settings_relabels_the_table_at_once_in_the_japanese_font():
    from table_helpers import click, settle

    from cardtable.ui import widgets
    from cardtable.ui.scenes.menu import MainMenu, NewGameScene

    app = App((1280, 800), Settings(animation="instant"))
    app.push(MainMenu(app))
    menu = app.push(NewGameScene(app))
    click(app, next(w for w in menu.widgets if getattr(w, "label", "") == i18n.tr("menu.start")).rect.center)
    table = app.top
    settle(app, table)
    screen = app.push(SettingsScene(app))
    for _ in range(len(i18n.LANGUAGES)):  # the row is laid out anew in each language it passes
        row = next(w for w in screen.widgets if getattr(w, "label", "") == i18n.tr("settings.language"))
        if row.value == "ja":
            break
        click(app, row._arrows()[1].center)
    app.step(1 / 60)
    assert screen.title == "設定" and widgets.font(20).name == "Noto Sans CJK JP"
    app.pop(screen)
    app.step(1 / 60)
    assert table.controls.peek_button.label == "前のトリック" and table.plates[0] == "あなた"
    app.pop(table)
    pygame.display.quit()
    i18n.set_language("en")
