"""Card art: every theme complete, loader-safe SVG, rasterises at any size, generator deterministic."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from cardtable.engine.cards import ALL_CARDS, Card
from cardtable.ui.art import ART_DIR, ASPECT, BACKS, THEMES, CardArt

ROOT = Path(__file__).resolve().parents[1]
SVGS = sorted(ART_DIR.rglob("*.svg"))
# nanosvg ignores or mis-draws these; external references would break offline use.
FORBIDDEN = re.compile(r"<text|<filter|<use|clipPath|<mask|<pattern|href|url\(http|class=", re.I)


def test_every_card_of_every_theme_and_every_back_exists() -> None:
    names = {p.relative_to(ART_DIR).as_posix() for p in SVGS}
    expected = {f"{theme}/{card.text}.svg" for theme in THEMES for card in ALL_CARDS}
    expected |= {f"backs/{back}.svg" for back in BACKS}
    assert len(BACKS) >= 3
    assert expected <= names


@pytest.mark.parametrize("svg", SVGS, ids=lambda p: p.relative_to(ART_DIR).as_posix())
def test_svg_uses_only_what_the_loader_draws(svg: Path) -> None:
    text = svg.read_text(encoding="utf-8")
    root = ET.fromstring(text)  # well-formed XML
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox") == "0 0 200 308"
    used = {el.tag.split("}")[1] for el in root.iter()}
    assert used <= {"svg", "g", "path", "rect", "circle", "ellipse", "polygon", "polyline", "line"}
    assert not FORBIDDEN.search(text)
    assert not re.search(r'(fill|stroke)="(?!none|#)', text), "colours must be hex"


def opaque_pixels(surface: pygame.Surface) -> int:
    """Opaque pixels on a sparse grid: enough to tell a drawn card from an empty surface."""
    w, h = surface.get_size()
    return sum(surface.get_at((x, y)).a > 200 for x in range(0, w, 3) for y in range(0, h, 3))


@pytest.mark.parametrize("theme", list(THEMES))
@pytest.mark.parametrize("width", [60, 120, 240])
def test_every_face_rasterises_at_the_card_ratio(theme: str, width: int) -> None:
    art = CardArt(theme, "plain")
    for card in ALL_CARDS:
        surface = art.face(card, width)
        w, h = surface.get_size()
        assert w == width and abs(h / w - ASPECT) < 0.02
        assert opaque_pixels(surface) > 0.5 * (w // 3) * (h // 3)


@pytest.mark.parametrize("width", [60, 120, 240])
def test_every_back_rasterises(width: int) -> None:
    art = CardArt("french", "plain")
    for back in BACKS:
        art.set_back(back)
        surface = art.back(width)
        assert surface.get_size() == art.size_for_width(width)
        assert opaque_pixels(surface) > 0.5 * (width // 3) * (surface.get_height() // 3)


def test_cache_and_theme_switch() -> None:
    art = CardArt("german", "lattice")
    first = art.face("CQ", 80)
    assert art.face(Card.parse("CQ"), 80) is first
    art.set_theme("swiss")
    swiss = art.face("CQ", 80)
    assert swiss is not first
    assert pygame.image.tobytes(swiss, "RGBA") != pygame.image.tobytes(first, "RGBA")
    with pytest.raises(ValueError):
        art.set_theme("tarot")
    with pytest.raises(ValueError):
        CardArt("french", "paisley")


def test_the_pip_of_the_ober_is_high_and_of_the_unter_low() -> None:
    """Told apart by the pip alone: Ober's right-hand column is busier above the head."""
    art = CardArt("german", "plain")

    def ink_in_band(surface: pygame.Surface, top: float, bottom: float) -> int:
        w, h = surface.get_size()
        face = surface.get_at((w // 4, int(h * 0.08)))  # the court frame's ground
        return sum(surface.get_at((x, y))[:3] != face[:3]
                   for x in range(int(w * 0.62), int(w * 0.78))
                   for y in range(int(h * top), int(h * bottom)))

    ober, unter = art.face("HQ", 200), art.face("HJ", 200)
    assert ink_in_band(ober, 0.1, 0.26) > 2 * ink_in_band(unter, 0.1, 0.26)
    assert ink_in_band(unter, 0.6, 0.74) > 2 * ink_in_band(ober, 0.6, 0.74)


def test_generator_is_deterministic_and_matches_the_committed_art(tmp_path: Path) -> None:
    script = ROOT / "scripts" / "make_art.py"
    for run in ("a", "b"):
        subprocess.run([sys.executable, str(script), "--out", str(tmp_path / run)], check=True,
                       capture_output=True)
    first = {p.relative_to(tmp_path / "a"): p.read_bytes() for p in (tmp_path / "a").rglob("*.svg")}
    second = {p.relative_to(tmp_path / "b"): p.read_bytes() for p in (tmp_path / "b").rglob("*.svg")}
    assert first == second
    committed = {p.relative_to(ART_DIR): p.read_bytes() for p in SVGS}
    assert first == committed, "art/ is stale: run scripts/make_art.py and commit the result"
