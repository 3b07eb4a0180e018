"""Translations: ``tr(key, **params)`` looks ``key`` up in the active language's catalog.

Catalogs are flat JSON objects next to this module (``en.json``, ``de.json``, ``ja.json``),
plus one file per area in a folder of the language's code (``ja/lessons.json``: large parts
such as the lessons keep their text apart; a key may be defined only once). Values are
``str.format`` templates, and every language has every key of English (a test
proves it). Should a key still be missing, it falls back to English and is logged once; in
``strict`` mode (tests) it raises ``KeyError`` instead.
"""

from __future__ import annotations

import json
import locale
import logging
import os
import re
from collections.abc import Mapping
from functools import cache
from pathlib import Path

LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "ja": "日本語"}
# kana, CJK punctuation, kanji and full-width forms: text written without spaces between words
CJK = re.compile(r"[\u3000-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]")
# how a locale name starts, per language (POSIX "ja_JP.UTF-8", Windows "Japanese_Japan")
LOCALE_PREFIXES = {"ja": ("ja", "japanese"), "de": ("de", "german")}
DIR = Path(__file__).resolve().parent
log = logging.getLogger(__name__)

_language = "en"
_strict = False
_reported: set[tuple[str, str]] = set()


@cache
def catalog(code: str) -> dict[str, str]:
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}: choose one of {', '.join(LANGUAGES)}")
    merged: dict[str, str] = json.loads((DIR / f"{code}.json").read_text(encoding="utf-8"))
    for area in sorted((DIR / code).glob("*.json")):
        part: dict[str, str] = json.loads(area.read_text(encoding="utf-8"))
        twice = sorted(merged.keys() & part.keys())
        if twice:
            raise ValueError(f"{area.name} of {code} defines keys again: {', '.join(twice[:5])}")
        merged.update(part)
    return merged


def set_language(code: str) -> None:
    global _language
    catalog(code)  # validates the code and loads the file once
    _language = code


def language() -> str:
    return _language


def set_strict(strict: bool) -> None:
    """Raise on a missing key instead of falling back (tests turn this on)."""
    global _strict
    _strict = strict


def has(key: str, code: str | None = None) -> bool:
    return key in catalog(code or _language)


def tr(key: str, **params: object) -> str:
    code = _language
    template = catalog(code).get(key)
    if template is None:
        if _strict:
            raise KeyError(f"translation key {key!r} missing in {code}")
        if (code, key) not in _reported:
            _reported.add((code, key))
            log.warning("translation key %r missing in %s", key, code)
        template = catalog("en").get(key, key)
    return template.format(**params) if params else template


def system_language(environ: Mapping[str, str] = os.environ) -> str:
    """The language of the system's locale (ja, de, otherwise en): the first start's choice.

    The first locale variable set decides, in gettext's order; where none is (Windows, apps
    started from a desktop) the locale Python started with does."""
    names = [*environ.get("LANGUAGE", "").split(":"), *(environ.get(v, "") for v in ("LC_ALL", "LC_MESSAGES", "LANG"))]
    name = next((n for n in names if n), locale.getlocale()[0] or "").lower()
    return next((code for code, starts in LOCALE_PREFIXES.items() if name.startswith(starts)), "en")
