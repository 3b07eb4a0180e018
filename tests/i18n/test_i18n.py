"""Catalogs: every key in English, German and Japanese, action labels and illegal-move reasons
for every game translated without falling back to English."""

import random
import re
import string

import pytest

from cardtable import games, i18n
from cardtable.engine.actions import Action, Reason
from cardtable.engine.ruleset import Match
from cardtable.i18n import LANGUAGES, language, set_language, set_strict, tr
from cardtable.i18n.actions import action_label
from cardtable.i18n.cards import card_name
from cardtable.i18n.reasons import reason

# variants that switch on every optional action of each game
CONFIGS = {
    "schnapsen": [{}, {"deck": "24"}],
    "skat": [{"ramsch": True, "claims": True}],
    "schafkopf": [{"ramsch": True, "geier": True, "farbwenz": True, "bettel": True, "klopfen": True}],
    "coiffeur": [{}, {"mode": "4p_partnership"}, {"mode": "4p_individual", "joker_slalom_gustav_4p": True}],
    "hindersche": [{}],
}
THEMES = ("french", "german", "swiss")


@pytest.fixture(autouse=True)
def strict_language():
    before = language()
    set_strict(True)
    yield
    set_strict(False)
    set_language(before)


def positions(game: str, deals: int):
    """(rules, state) of every position of ``deals`` random deals per variant set."""
    for variants in CONFIGS[game]:
        for seed in range(deals):
            rules = games.get(game)(variants)
            m = Match.new(rules, seed)
            m.next_deal()
            rng = random.Random(seed)
            while m.deal_running:
                yield rules, m.state
                moves = [(s, a) for s in range(rules.seats) for a in rules.legal_actions(m.state, s)]
                m.apply(*rng.choice(moves))


def fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("code", ["de", "ja"])
def test_every_key_exists_in_every_language_with_the_same_fields(code):
    en, other = i18n.catalog("en"), i18n.catalog(code)
    assert sorted(set(en) - set(other)) == [] and sorted(set(other) - set(en)) == []
    for key in en:
        assert fields(en[key]) == fields(other[key]), key
        assert other[key].strip(), key


def test_japanese_speaks_japanese_with_the_players_terms():
    ja = i18n.catalog("ja")
    def words(text: str) -> str:  # the text around its placeholders
        return re.sub(r"\{[^{}]*\}", "", text)

    sentences = [k for k in ja if re.search(r"[a-z]{3}", words(i18n.catalog("en")[k]))]
    english = [k for k in sentences if not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]|^\d+$", words(ja[k]))]
    assert english == ["app.title", "menu.computer"]  # the product's name; "CPU: …" as Japanese games say
    set_language("ja")
    assert (tr("game.schafkopf"), tr("game.skat"), tr("game.schnapsen")) == ("シャーフコップフ", "スカート", "シュナプセン")
    assert card_name("CQ", "german") == "ドングリのオーバー"


def test_strict_mode_raises_on_unknown_key_and_loose_mode_falls_back():
    with pytest.raises(KeyError):
        tr("no.such.key")
    set_strict(False)
    assert tr("no.such.key") == "no.such.key"
    with pytest.raises(ValueError):
        set_language("fr")
    assert set(LANGUAGES) == {"en", "de", "ja"}


def test_card_names_per_theme():
    set_language("de")
    assert card_name("CQ", "german") == "Eichel-Ober"
    assert card_name("SJ", "swiss") == "Eicheln-Under"
    assert card_name("DT", "swiss") == "Schilten-Banner"
    assert card_name("HA", "french4") == "Herz-Ass"
    set_language("en")
    assert card_name("HQ", "french") == "Queen of Hearts"


@pytest.mark.parametrize("game", sorted(CONFIGS))
def test_every_legal_action_has_a_label_in_every_language(game):
    seen: set[Action] = set()
    for rules, state in positions(game, 12):
        seen.update(a for s in range(rules.seats) for a in rules.legal_actions(state, s))
    for code in LANGUAGES:
        set_language(code)
        for theme in THEMES:
            for action in seen:
                label = action_label(game, action, theme)
                assert label and "{" not in label and "_" not in label, (action, label)


@pytest.mark.parametrize("game", sorted(CONFIGS))
def test_every_illegal_move_reason_translates_in_every_deck(game):
    """Try every action id the game offers where it is illegal: each reason, its parameters
    (cards, suits, contracts) included, spells out in every language and deck (that every key
    is one the games raise and the catalogs hold is the conformance suite's check)."""
    positions_list = list(positions(game, 4))
    universe = {a for rules, state in positions_list for s in range(rules.seats) for a in rules.legal_actions(state, s)}
    reasons: set[Reason] = set()
    for rules, state in positions_list[::3]:
        for seat in range(rules.seats):
            legal = set(rules.legal_actions(state, seat))
            reasons.update(rules.why_illegal(state, seat, a) for a in universe - legal)
    assert reasons
    for code in LANGUAGES:
        set_language(code)
        for why in reasons:
            for theme in THEMES:
                text = reason(why, theme)
                assert text and "{" not in text and "_" not in text, (why, text)


def test_reason_parameters_are_spelled_in_the_chosen_deck():
    set_language("de")
    assert reason(Reason.of("engine.follow_suit", suit="C"), "german") == "Farbe bekennen (Eichel)."
    assert reason(Reason.of("engine.not_held", card="HK"), "german") == "Herz-König hast du nicht."
    assert reason(Reason.of("coiffeur.contract_used", contract="trump_C"), "swiss") == "Rosen hast du schon gespielt."
    assert reason(Reason.of("skat.bid_higher", bid=23)) == "Das Gebot muss höher als 23 sein."
    set_language("ja")
    assert reason(Reason.of("engine.follow_suit", suit="C"), "german") == "リードされたスート（ドングリ）を出さなければなりません。"




def test_area_files_join_the_catalog_and_may_not_define_a_key_twice(tmp_path, monkeypatch):
    (tmp_path / "en.json").write_text('{"menu.start": "Start"}', encoding="utf-8")
    (tmp_path / "en").mkdir()
    (tmp_path / "en" / "lessons.json").write_text('{"lesson.title": "Lesson"}', encoding="utf-8")
    monkeypatch.setattr(i18n, "DIR", tmp_path)
    i18n.catalog.cache_clear()
    try:
        assert i18n.catalog("en") == {"menu.start": "Start", "lesson.title": "Lesson"}
        (tmp_path / "en" / "online.json").write_text('{"menu.start": "Go"}', encoding="utf-8")
        i18n.catalog.cache_clear()
        with pytest.raises(ValueError, match=r"menu\.start"):
            i18n.catalog("en")
    finally:
        i18n.catalog.cache_clear()
