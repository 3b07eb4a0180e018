"""Card art themes: find the SVG files (the package ``cardtable.art``, the top-level ``art/``) and rasterise them at the exact size shown.

``CardArt("german", "lozenge").face("CQ", 120)`` is Eichel-Ober 120 px wide. Surfaces are
cached per (theme, card, size), so a redraw costs nothing and a theme switch or window resize
rasterises only the cards asked for. The SVG files come from ``scripts/make_art.py``.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pygame

from cardtable.engine.cards import Card

ART_DIR = Path(str(resources.files("cardtable.art")))  # the top-level art/, installed as cardtable/art
ASPECT = 308 / 200  # height / width of every card and back (the SVG viewBox)

THEMES: dict[str, str] = {
    "french": "French",
    "french4": "French, four colours",
    "german": "German",
    "swiss": "Swiss",
}
BACKS: dict[str, str] = {
    "lattice": "Red lattice",
    "lozenge": "Bavarian lozenges",
    "plain": "Plain blue",
}


def _check(kind: str, name: str, known: dict[str, str]) -> str:
    if name not in known:
        raise ValueError(f"unknown {kind} {name!r}: choose one of {', '.join(known)}")
    return name


class CardArt:
    """Faces of one theme and one back design, rasterised on demand and cached."""

    def __init__(self, theme: str = "french", back: str = "lattice", art_dir: Path = ART_DIR) -> None:
        self.theme = _check("theme", theme, THEMES)
        self.back_name = _check("back", back, BACKS)
        self.art_dir = art_dir
        self._cache: dict[tuple[str, str, tuple[int, int]], pygame.Surface] = {}

    def set_theme(self, theme: str) -> None:
        self.theme = _check("theme", theme, THEMES)

    def set_back(self, back: str) -> None:
        self.back_name = _check("back", back, BACKS)

    @staticmethod
    def size_for_width(width: int) -> tuple[int, int]:
        return width, round(width * ASPECT)

    def face(self, card: Card | str, width: int) -> pygame.Surface:
        text = card.text if isinstance(card, Card) else Card.parse(card).text
        return self._surface(self.theme, text, width)

    def back(self, width: int) -> pygame.Surface:
        return self._surface("backs", self.back_name, width)

    def clear(self) -> None:
        """Drop every cached surface (e.g. after a big window resize)."""
        self._cache.clear()

    def _surface(self, folder: str, name: str, width: int) -> pygame.Surface:
        size = self.size_for_width(width)
        key = (folder, name, size)
        surface = self._cache.get(key)
        if surface is None:
            surface = pygame.image.load_sized_svg(str(self.art_dir / folder / f"{name}.svg"), size)
            if surface.get_size() != size:  # SDL rounds one side up by a pixel for some sizes
                surface = pygame.transform.smoothscale(surface, size)
            # convert_alpha needs a display mode; headless tools and tests have none.
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surface = surface.convert_alpha()
            self._cache[key] = surface
        return surface
