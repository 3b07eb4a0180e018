"""A normal (non-editable) install carries everything the game reads: the wheel built from the
sources holds every file of the package, and the code unpacked from it runs from any folder."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def package_files() -> set[str]:
    """Every file the ``cardtable`` package installs, as named in the wheel: the source tree's
    code, help and catalogs, and the top-level card art (``art/``) as ``cardtable/art``."""
    found = set()
    for folder, installed in ((ROOT / "cardtable", "cardtable"), (ROOT / "art", "cardtable/art")):
        for path in folder.rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts:
                found.add(f"{installed}/{path.relative_to(folder).as_posix()}")
    return found


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    # Built from a clean copy: a build/ folder left in the tree could hide a missing file.
    src = tmp_path_factory.mktemp("src")
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy(ROOT / name, src / name)
    for folder in ("cardtable", "art"):
        shutil.copytree(ROOT / folder, src / folder, ignore=shutil.ignore_patterns("__pycache__"))
    dist = tmp_path_factory.mktemp("dist")
    done = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check", "-q", "-w", str(dist), str(src)],
        capture_output=True, text=True, timeout=600,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    [built] = dist.glob("cardtable-*.whl")
    return built


def test_the_wheel_holds_every_file_of_the_package(wheel):
    with zipfile.ZipFile(wheel) as z:
        names = set(z.namelist())
        entry_points = next(z.read(n).decode() for n in names if n.endswith(".dist-info/entry_points.txt"))
    inside = {n for n in names if n.startswith("cardtable/")}
    assert inside == package_files(), "package data missing from [tool.setuptools.package-data] or setup.py"
    assert {n.rsplit(".", 1)[-1] for n in inside} >= {"py", "svg", "txt", "json"}
    assert "cardtable = cardtable.cli:main" in entry_points


def test_the_installed_code_starts_from_any_folder(wheel, tmp_path):
    site = tmp_path / "site"
    with zipfile.ZipFile(wheel) as z:  # what pip does for a pure-Python wheel
        z.extractall(site)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    probe = """
import cardtable, sys
from pathlib import Path
assert Path(cardtable.__file__).is_relative_to(Path(sys.argv[1])), cardtable.__file__
from cardtable import games, help, i18n
from cardtable.ui import art, sound
from cardtable.ui.app import App, open_main_menu
for theme in art.THEMES:
    for back in art.BACKS:
        card_art = art.CardArt(theme, back)
        card_art.face("CQ", 80), card_art.back(80)
for game in games.rulesets():
    for language in ("en", "de"):
        assert help.load_rules(game, language)
for language in ("en", "de", "ja"):
    assert i18n.catalog(language)
assert sound.synthesise("play", 22050)
app = App((1280, 800))
open_main_menu(app, [])
app.step(1 / 60)
print("started", type(app.top).__name__)
"""
    env = {**os.environ, "PYTHONPATH": str(site), "CARDTABLE_HOME": str(tmp_path / "home"),
           "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", probe, str(site)], cwd=elsewhere, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    assert done.stdout.split()[-2:] == ["started", "MainMenu"]
    version = subprocess.run([sys.executable, "-m", "cardtable", "--version"], cwd=elsewhere, env=env,
                             capture_output=True, text=True, timeout=60)
    assert version.stdout.startswith("cardtable 0.") or version.stdout.startswith("cardtable 1."), version.stderr
