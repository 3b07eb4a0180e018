"""Rules texts: every game in English, German and Japanese, parsed into blocks with valid card rows."""

import re

import pytest

from cardtable import games
from cardtable.engine.cards import card, deck
from cardtable.help import (
    BULLET,
    CARDS,
    HEADING,
    PARAGRAPH,
    SUBHEADING,
    Block,
    load_rules,
    parse,
    rules_file,
)

GAMES = sorted(games.rulesets())
LANGUAGES = ["en", "de", "ja"]
DECK_SIZE = {"schnapsen": 20, "skat": 32, "schafkopf": 32, "coiffeur": 36, "hindersche": 36}
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")  # kana and kanji
JAPANESE_OR_MARK = r"[\u3000-\u30ff\u4e00-\u9fff\uff00-\uffef]"  # also 。、「」 and full-width （）：


def length(blocks: list[Block], lang: str) -> int:
    """How much a text says: words, or for Japanese (written without spaces) characters / 4."""
    if lang == "ja":
        return sum(len(b.text.replace(" ", "")) for b in blocks) // 4
    return sum(len(b.text.split()) for b in blocks)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_its_own_rules_with_sections_and_cards_of_its_deck(game, lang):
    assert rules_file(game, lang).name == f"{game}.{lang}.txt"
    blocks = load_rules(game, lang)
    kinds = {b.kind for b in blocks}
    assert {SUBHEADING, BULLET, CARDS} <= kinds
    assert length(blocks, lang) > 200
    assert all(b.text or b.cards for b in blocks)
    pictured = {c for b in blocks for c in b.cards}
    assert pictured <= set(deck(DECK_SIZE[game])), pictured - set(deck(DECK_SIZE[game]))


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
@pytest.mark.parametrize("game", GAMES)
def test_translations_have_the_shape_and_pictures_of_the_english_text(game, lang):
    en, other = load_rules(game, "en"), load_rules(game, lang)
    assert [b.kind for b in other if b.kind != PARAGRAPH] == [b.kind for b in en if b.kind != PARAGRAPH]
    assert [b.cards for b in other if b.cards] == [b.cards for b in en if b.cards]


@pytest.mark.parametrize("game", GAMES)
def test_japanese_text_is_japanese_in_every_block_with_no_stray_line_joins(game):
    for block in load_rules(game, "ja"):
        if block.text:
            assert JAPANESE.search(block.text), block.text
            # a Japanese paragraph is one line in the file: a joined line would leave a space between words
            assert not re.search(rf"{JAPANESE_OR_MARK} |\s{JAPANESE_OR_MARK}", block.text), block.text


def test_a_language_without_a_text_falls_back_to_english():
    assert load_rules("skat", "fr") == load_rules("skat", "en")


def test_markup():
    text = "# Title\n## Part\nOne\nparagraph.\n\n- a bullet\n  that goes on\n- second\nafter\n[cards: HK HQ]\n"
    assert parse(text) == [
        Block(HEADING, "Title"), Block(SUBHEADING, "Part"), Block(PARAGRAPH, "One paragraph."),
        Block(BULLET, "a bullet that goes on"), Block(BULLET, "second"), Block(PARAGRAPH, "after"),
        Block(CARDS, cards=(card("HK"), card("HQ"))),
    ]
    with pytest.raises(ValueError, match=r"x\.txt:1"):
        parse("[cards: HK ZZ]", "x.txt")
