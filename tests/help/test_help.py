"""Rules texts: every game in English and German, parsed into blocks with valid card rows."""

import pytest

from cardtable import games
from cardtable.engine.cards import card
from cardtable.help import BULLET, CARDS, HEADING, PARAGRAPH, SUBHEADING, Block, load_rules, parse


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", sorted(games.rulesets()))
def test_every_game_has_rules_with_sections_and_cards(game, lang):
    blocks = load_rules(game, lang)
    kinds = {b.kind for b in blocks}
    assert {SUBHEADING, BULLET, CARDS} <= kinds
    assert sum(len(b.text.split()) for b in blocks) > 200
    assert all(b.text or b.cards for b in blocks)


def test_english_and_german_texts_have_the_same_shape():
    for game in games.rulesets():
        en, de = load_rules(game, "en"), load_rules(game, "de")
        assert [b.kind for b in en if b.kind != PARAGRAPH] == [b.kind for b in de if b.kind != PARAGRAPH], game
        assert [b.cards for b in en if b.cards] == [b.cards for b in de if b.cards], game


def test_a_language_without_a_text_falls_back_to_english():
    assert load_rules("skat", "ja") == load_rules("skat", "en")


def test_markup():
    text = "# Title\n## Part\nOne\nparagraph.\n\n- a bullet\n  that goes on\n- second\nafter\n[cards: HK HQ]\n"
    assert parse(text) == [
        Block(HEADING, "Title"), Block(SUBHEADING, "Part"), Block(PARAGRAPH, "One paragraph."),
        Block(BULLET, "a bullet that goes on"), Block(BULLET, "second"), Block(PARAGRAPH, "after"),
        Block(CARDS, cards=(card("HK"), card("HQ"))),
    ]
    with pytest.raises(ValueError, match=r"x\.txt:1"):
        parse("[cards: HK ZZ]", "x.txt")
