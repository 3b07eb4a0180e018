"""Fonts per language: pygame's own font for Latin text, Noto Sans CJK JP for Japanese.

The Japanese font travels with the app (the ``noto-cjk-sans-jp-regular`` package, SIL Open
Font License 1.1), so every machine shows Japanese the same way, CJK system font or not; it
also draws the Latin letters and digits a Japanese screen still has (card names, scores).
English and German keep pygame's bold sans: the layouts were tuned with it, and the CJK
font's regular Latin looks thin beside it.

Both faces are asked for by the same nominal size. Pygame draws its own font smaller than
the size says and Noto's lines are tall, so the Japanese face is scaled and its line step
tightened to sit in the same rows and buttons.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

import pygame


@dataclass(frozen=True)
class Face:
    path: str | None  # None: pygame's bundled default font
    scale: float = 1.0  # multiplies the nominal size
    line: float = 0.0  # line step as a share of the scaled size; 0: the font's own


# an installed package is a folder, so the font is a plain file pygame can open
JAPANESE = Face(str(resources.files("noto_cjk_sans_jp_regular") / "NotoSansCJKjp-Regular.otf"), scale=0.75, line=1.2)
FACES = {"ja": JAPANESE}
LATIN = Face(None)
MISSING = "\U000F0000"  # a private-use code point no font draws: renders as the "no glyph" box


def face(code: str) -> Face:
    """The face text in language ``code`` is drawn with."""
    return FACES.get(code, LATIN)


@lru_cache(maxsize=256)
def load(code: str, size: int, bold: bool = False) -> pygame.font.Font:
    """The font for language ``code`` at nominal ``size`` px (cached: creating fonts is slow)."""
    f = face(code)
    px = max(8, round(size * f.scale))
    font = pygame.font.Font(f.path, px)
    if f.line:
        font.set_linesize(round(px * f.line))
    font.set_bold(bold)
    return font
