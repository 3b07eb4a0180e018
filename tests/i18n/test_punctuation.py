"""Lists, labels, asides and sentence ends come from the catalog: English and German keep ", "
and ".", Japanese writes "、", "：", "（）" and "。"; and the check that finds Western marks in
Japanese text (the gallery reports it per shot)."""

import pytest

from cardtable.i18n import language, set_language
from cardtable.i18n.actions import skat_game
from cardtable.i18n.punctuation import aside, dotted, japanese_faults, join, labelled, listed, sentence


@pytest.fixture(autouse=True)
def keep_language():
    before = language()
    yield
    set_language(before)


@pytest.mark.parametrize(("code", "expected"), [
    ("en", ("Anna 22, Ben 0", "Anna: 22", "Clubs (12)", "dealer · to act", "It is late.")),
    ("de", ("Anna 22, Ben 0", "Anna: 22", "Clubs (12)", "dealer · to act", "It is late.")),
    ("ja", ("Anna 22、Ben 0", "Anna：22", "Clubs（12）", "dealer・to act", "It is late。")),
])
def test_lists_labels_asides_and_sentence_ends_follow_the_language(code, expected):
    set_language(code)
    assert (listed([("Anna", 22), ("Ben", 0)]), labelled("Anna", 22), aside("Clubs", 12), dotted(["dealer", "to act"]),
            sentence("it is late")) == expected


def test_a_sentence_gets_one_end_mark():
    set_language("ja")
    assert sentence("あなたの番ではありません") == "あなたの番ではありません。"
    assert sentence("マッチ！") == "マッチ！"
    set_language("en")
    assert sentence("done.") == "Done."


def test_a_skat_game_with_its_additions_is_listed_in_the_languages_way():
    set_language("ja")
    assert skat_game("clubs+hand+schneider") == join(["クラブ", "ハンド", "シュナイダー予告"]) == "クラブ、ハンド、シュナイダー予告"
    set_language("en")
    assert skat_game("clubs+hand") == "Clubs, Hand"


def test_the_check_finds_western_marks_in_japanese_and_lets_latin_text_be():
    assert japanese_faults(["得点: あなた 22, Bea 0", "クイーン(Ober)", "、はい", "何を出す? (H)", "出すこと."]) == [
        "得点: あなた 22, Bea 0", "クイーン(Ober)", "、はい", "何を出す? (H)", "出すこと."]
    assert japanese_faults(["得点：あなた 22、Bea 0", "クイーン（Ober）", "Anna 22, Ben 0", "ザウ / Sau", "1.5点"]) == []
