import ast
import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.storage import SeatConfig, Settings, load_settings, save_settings, settings as settings_module

CHANGED = Settings(
    theme="german",
    back="lozenge",
    animation="instant",
    sound=False,
    volume=35,
    language="ja",
    ui_scale=150,
    high_contrast=True,
    reduced_motion=True,
    seats=(SeatConfig("Anna"), SeatConfig("Ben"), SeatConfig("Computer", "expert"), SeatConfig("Zoë", "easy")),
    variants={"skat": {"ramsch": True, "series_length": 12}, "schnapsen": {"deck": "24"}},
    window=(1920, 1080),
    window_position=(200, 35),
    decks={"skat": ("german", "plain"), "coiffeur": ("french4", "lozenge")},
    last_game="coiffeur",
)


def test_defaults_without_a_file(home, monkeypatch):
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")  # the first start's language follows the locale
    assert load_settings() == (Settings(), [])
    assert list(home.iterdir()) == []  # reading creates nothing


def test_settings_round_trip(home):
    save_settings(CHANGED)
    assert load_settings() == (CHANGED, [])
    save_settings(Settings())
    assert load_settings() == (Settings(), [])


def test_the_folder_is_created_on_demand(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path / "portable" / "cardtable"))
    save_settings(CHANGED)
    assert (tmp_path / "portable" / "cardtable" / "settings.json").is_file()


def _write(home, **body):
    (home / "settings.json").write_text(json.dumps({"format": 1, "kind": "settings", **body}))


def test_unknown_keys_are_ignored_and_missing_ones_take_defaults(home):
    _write(home, theme="swiss", coming_in_version_2={"x": 1})
    assert load_settings() == (Settings(theme="swiss"), [])


def test_bad_values_are_dropped_one_by_one_with_a_note(home):
    _write(
        home,
        theme="swiss",
        volume=101,
        sound="yes",
        window=[100, 100],
        seats=[{"name": "A", "level": "human"}],
        variants={"skat": {"ramsch": True, "bogus": 1, "series_length": "many"}, "poker": {"x": 1}},
    )
    settings, problems = load_settings()
    assert settings == Settings(theme="swiss", variants={"skat": {"ramsch": True}})
    reasons = " | ".join(p.reason for p in problems)
    for word in ("volume", "sound", "window", "seats", "bogus", "series_length", "poker"):
        assert word in reasons
    assert all(p.moved_to is None for p in problems) and len(problems) == 7
    assert (home / "settings.json").exists()  # the good part is still in use


def test_a_variants_entry_of_the_wrong_shape_is_dropped(home):
    _write(home, variants=[1, 2], language="de")
    settings, [problem] = load_settings()
    assert settings == Settings(language="de") and "variants" in problem.reason


@pytest.mark.parametrize(
    "change",
    [
        {"theme": "tarot"},
        {"volume": -1},
        {"volume": True},
        {"ui_scale": 250},
        {"sound": 1},
        {"language": "fr"},
        {"window": (800, 600)},
        {"window_position": (1, 2, 3)},
        {"decks": {"skat": ("tarot", "plain")}},
        {"decks": {"poker": ("french", "plain")}},
        {"last_game": "poker"},
        {"window_position": (10 ** 9, 0)},
        {"seats": (SeatConfig("A"),) * 3},
        {"seats": (SeatConfig("A", "grandmaster"),) * 4},
        {"variants": {"skat": {"bogus": 1}}},
        {"variants": {"skat": {"ramsch": "true"}}},
        {"variants": {"poker": {}}},
    ],
)
def test_an_invalid_settings_record_cannot_be_made(change):
    with pytest.raises(ValueError):
        dataclasses.replace(Settings(), **change)


def test_a_settings_record_does_not_share_the_callers_dict():
    chosen = {"skat": {"ramsch": True}}
    settings = Settings(variants=chosen)
    chosen["skat"]["ramsch"] = "nonsense"
    assert settings.variants == {"skat": {"ramsch": True}}


def test_ids_match_the_ui_and_the_session():
    from cardtable import games
    from cardtable.ai import LEVEL_ORDER, levels
    from cardtable.session.controller import HUMAN
    from cardtable.storage.seats import COMPUTER_LEVELS
    from cardtable.ui.app import MIN_SIZE
    from cardtable.ui.art import BACKS, THEMES

    assert tuple(THEMES) == settings_module.THEMES
    assert tuple(BACKS) == settings_module.BACKS
    assert settings_module.MIN_WINDOW == MIN_SIZE
    assert settings_module.HUMAN == HUMAN
    assert COMPUTER_LEVELS == LEVEL_ORDER
    assert all(tuple(levels(game)) == COMPUTER_LEVELS for game in games.rulesets())  # what a save may name


def test_storage_does_not_import_the_computer_players():
    imported = set()  # every dotted name an import statement mentions, relative ones from cardtable
    for path in Path(settings_module.__file__).parent.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                imported |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom):
                base = "cardtable." + (node.module or "") if node.level else node.module or ""
                imported |= {base} | {f"{base}.{a.name}".replace("..", ".") for a in node.names}
    assert not {m for m in imported if m.startswith("cardtable.ai")}, imported


def test_storage_never_imports_pygame():
    code = "import sys, cardtable.storage; cardtable.storage.load_settings(); assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True, env={"CARDTABLE_HOME": "/nonexistent/cardtable"})
