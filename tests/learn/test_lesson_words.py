"""A lesson's English words name the cards as the table in front of the learner does in
English: with the German deck "Unter of Acorns", "Daus of Bells", "the Leaves ace" (as the call
button says it), never "Eichel-Unter", "Schellen ace" or "Gras"; with the Swiss deck "Acorns",
never "Eicheln". The German words are those the German catalog gives the deck's suits and ranks
where English gives another (so Ober and Unter, English names too, stay), and the synonyms a
Schafkopf player uses for them."""

from __future__ import annotations

import re

from cardtable.i18n import catalog
from cardtable.learn.course import lessons

SYNONYMS = ("Gras", "Laub", "Blatt", "Herz")  # the spade suit's and the heart suit's other German names


def german_words(deck: str) -> re.Pattern[str]:
    """The German deck names of ``deck``'s suits and ranks that English does not share, as whole
    words ("Sau" but not "Sauspiel"; "Herz-Unter" counts)."""
    de, en = catalog("de"), catalog("en")
    keys = [k for k in de if k.startswith((f"suit.{deck}.", f"rank.{deck}."))]
    words = {de[k] for k in keys if de[k] != en[k] and not de[k].isdigit()} | set(SYNONYMS if deck == "german" else ())
    return re.compile(r"(?<![\w-])(" + "|".join(sorted(map(re.escape, words))) + r")(?![a-zäöüß])")


def test_the_german_words_are_the_decks_own():
    pattern = german_words("german")
    assert pattern.search("your Herz-Unter") and pattern.search("the Schellen ace") and pattern.search("the Sau")
    assert not pattern.search("a Sauspiel: the Ober of Acorns and the Unter of Hearts")
    assert german_words("swiss").search("Eicheln ×1") and not german_words("swiss").search("Acorns ×1")


def test_english_lesson_lines_use_the_tables_english_card_names():
    en = catalog("en")
    found = {}
    for lesson in lessons():
        pattern = german_words(lesson.deck)
        for key in lesson.catalog_keys():
            if pattern.search(en[key]):
                found[key] = en[key]
    assert found == {}
