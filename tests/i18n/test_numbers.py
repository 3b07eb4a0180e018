"""A cost, a par difference or an average reads as the language writes numbers: "1,3" in
German, "1.3" in English and Japanese; whole numbers without ".0"; never "-0"."""

from __future__ import annotations

import pytest

from cardtable.engine.actions import Action
from cardtable.i18n import language, set_language
from cardtable.i18n.numbers import decimal
from cardtable.learn.runner import Answer
from cardtable.ui.lesson import wrong_message


@pytest.fixture
def lang():
    before = language()
    yield set_language
    set_language(before)


@pytest.mark.parametrize(("code", "written"), [("de", "1,3"), ("en", "1.3"), ("ja", "1.3")])
def test_one_decimal_with_the_languages_mark(lang, code: str, written: str) -> None:
    lang(code)
    assert decimal(1.3) == written and decimal(12.0) == "12" and decimal(-0.04) == "0"


def test_a_lessons_cost_in_german_has_a_decimal_comma(lang) -> None:
    lang("de")
    answer = Answer(1, Action.parse("CLOSE"), False, "lesson.schnapsen.close.2.wrong", cost=1.3, matters=True)
    said = wrong_message("schnapsen", answer, "german")
    assert "1,3" in said and "1.3" not in said
