"""A lesson's words name the cards as the table in front of the learner does: the English and
Japanese lines use the deck's names in that language, never the German deck's German words."""

import re

import pytest

from cardtable.i18n import catalog
from cardtable.learn.course import lessons

GERMAN_WORDS = re.compile(r"Schellen|Eichel|Gras\b|Grün|Herz-|Sau\b|Rosen|Schilten")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_english_and_japanese_lines_use_their_own_card_names(lang):
    words = catalog(lang)
    found = {key: words[key] for lesson in lessons() for key in lesson.catalog_keys() if GERMAN_WORDS.search(words[key])}
    assert found == {}
