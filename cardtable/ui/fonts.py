"""Fonts per language: pygame's bundled font covers Latin; Japanese needs a CJK system font.

``cjk_font()`` finds one by its pygame system-font name that also has Latin letters (pygame
has no per-glyph fallback, and Japanese screens still show card names and numbers; Droid Sans
Fallback, for one, has kana and kanji but no Latin). Without one Japanese is not offered and
``effective_language("ja")`` is English, so the UI never shows empty boxes.
"""

from __future__ import annotations

from functools import cache

import pygame

from ..i18n import LANGUAGES

# pygame.sysfont names (lower case, no spaces) of common CJK-capable fonts, best first
CJK_NAMES = (
    "notosanscjkjp", "notosanscjk", "notosansjp", "notosanscjksc", "sourcehansans", "ipagothic",
    "ipapgothic", "ipaexgothic", "takaopgothic", "takaogothic", "vlgothic", "droidsansfallbackfull",
    "droidsansfallback", "wenquanyizenhei", "msgothic", "yugothic", "hiraginosans",
)


SAMPLE = "Aa9あア語"  # Latin, digits, kana and kanji a Japanese screen needs
MISSING = "\U000F0000"  # a private-use code point no font draws: renders as the "no glyph" box


def covers(path: str, text: str) -> bool:
    """True when the font file draws every character of ``text`` (not as its "no glyph" box)."""
    font = pygame.font.Font(path, 24)
    blank = pygame.image.tobytes(font.render(MISSING, True, (255, 255, 255)), "RGBA")
    return all(pygame.image.tobytes(font.render(ch, True, (255, 255, 255)), "RGBA") != blank for ch in text)


@cache
def cjk_font() -> str | None:
    """Path of a font file that can show Japanese, or None."""
    if not pygame.font.get_init():
        pygame.font.init()
    installed = set(pygame.font.get_fonts())
    for name in CJK_NAMES:
        if name in installed:
            path = pygame.font.match_font(name)
            if path and covers(path, SAMPLE):
                return path
    return None


def available_languages() -> dict[str, str]:
    """The languages the language menu offers: Japanese only with a CJK font."""
    return {code: name for code, name in LANGUAGES.items() if code != "ja" or cjk_font()}


def effective_language(code: str) -> str:
    """The language actually shown for the chosen ``code``."""
    return code if code in available_languages() else "en"


def font_file(code: str) -> str | None:
    """The font file for text in ``code``; None means pygame's bundled default font."""
    return cjk_font() if effective_language(code) == "ja" else None
