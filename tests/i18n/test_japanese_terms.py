"""Japanese as a card player writes it: one term per concept, the words of the Japanese pages
that introduced these games (the project's seed pages: Schnapsen, Skat, Schafkopf, Coiffeur and
Hindersche as their readers learned them), polite reasons and full-width punctuation, in the
catalog and in the rules texts (F1) of every deck."""

from __future__ import annotations

import re

import pytest

from cardtable import games
from cardtable.help import load_rules
from cardtable.i18n import catalog, set_language, tr
from cardtable.i18n.cards import NAMED
from cardtable.i18n.punctuation import HALF_WIDTH, japanese_faults

JA = catalog("ja")
THEMES = ("french", "german", "swiss")
HELP = {(game, theme): "\n".join(b.text for b in load_rules(game, "ja", theme)) for game in games.rulesets() for theme in THEMES}

# concept: (the word used, the variants that must not appear anywhere in Japanese). The seed
# pages' words come first (Coiffeur's ノートランプ and リバース, 切り札, シュヴァルツ, 罰点 …);
# where a seed page spells a word two ways, one spelling is chosen.
GLOSSARY = {
    "Coiffeur": ("コワフール", ["コアフュール"]),
    "Coiffeur's Obenabe (seed: ノートランプ)": ("ノートランプ", []),
    "Coiffeur's Undenufe (seed: リバース)": ("リバース", []),
    "Coiffeur's score board (seed: 得点盤)": ("得点盤", ["得点ボード"]),
    "Coiffeur's declarer (seed: デクレアラー)": ("デクレアラー", []),
    "trump (the seeds write 切札 and 切り札)": ("切り札", ["切札"]),
    "Schwarz (the seeds write シュワルツ and シュヴァルツ)": ("シュヴァルツ", ["シュワルツ", "シュバルツ宣言"]),
    "ouvert": ("ウヴェール", ["ウヴェア"]),
    "Schafkopf's solo": ("ソロ", ["ゾーロー"]),
    "Schafkopf's Re": ("レー", []),
    "Skat's matadors": ("マタドール", ["ウィズ"]),
    "Skat's multiplier": ("倍率", ["達成点", "乗数"]),
    "Schafkopf's tariff (seed: レート)": ("レート", ["料金"]),
    "Schafkopf's sides (seed: 攻撃側・防御側)": ("攻撃側", ["プレイ側", "守備側"]),
    "Hindersche's strokes (seed: 罰点)": ("罰点", ["単位"]),
    "card points": ("カード点", ["カードの点数"]),
    "the French deck": ("フランス式", ["フレンチ"]),
    "a King of the German and Swiss decks (seed: ケーニッヒ)": ("ケーニッヒ", ["ケーニヒ"]),
    "an Unter of the German and Swiss decks": ("ウンター", ["ウンダー"]),
    "an action": ("アクション", ["行動"]),
    "declare a game in Schafkopf (seed: 宣言)": ("宣言", ["申告"]),
}
SWISS_NAMES = {"オーベナーベ": "ノートランプ", "ウンデヌーフェ": "リバース"}  # only as a gloss after the seed's word


def texts() -> dict[str, str]:
    # a lesson's {suit:C} or {rank:K} is a card's name in the deck on the table, not text of its own
    return {**{f"catalog {k}": NAMED.sub("", v) for k, v in JA.items()},
            **{f"help {g} {t}": text for (g, t), text in HELP.items()}}


@pytest.mark.parametrize("concept", GLOSSARY)
def test_one_term_per_concept_in_the_catalog_and_the_rules(concept):
    chosen, forbidden = GLOSSARY[concept]
    everything = texts()
    assert any(chosen in text for text in everything.values())
    assert {where: word for where, text in everything.items() for word in forbidden if word in text} == {}


def test_a_re_is_a_re_and_never_a_bare_re():
    assert {k: v for k, v in texts().items() if re.search(r"(?<![ァ-ヴー])レ(?![ァ-ヴー])", v)} == {}


def test_coiffeurs_contracts_use_the_seeds_words_and_the_swiss_names_only_as_their_gloss():
    set_language("ja")
    assert (tr("term.obenabe"), tr("term.undenufe")) == ("ノートランプ", "リバース")
    for swiss, seed in SWISS_NAMES.items():
        glosses = [text for text in texts().values() if swiss in text]
        assert glosses and all(f"{seed}（{swiss}" in text for text in glosses), swiss


def test_each_sense_of_declare_has_its_own_word():
    """宣言: declaring a game (and a marriage); クレーム: Skat's claims; 予告: announcing
    Schneider or Schwarz; 勝利宣言: Schnapsen's claim of 66, as its seed page calls it."""
    claims = {k: v for k, v in JA.items() if "claim" in k.lower()}
    skat = {k: v for k, v in claims.items() if ".skat." in k or k.startswith("skat.")}
    schnapsen = {k: v for k, v in claims.items() if "schnapsen" in k}
    assert len(skat) >= 8 and len(schnapsen) >= 10
    assert {k: v for k, v in skat.items() if "宣言" in v} == {}
    assert all("クレーム" in JA[f"action.skat.{kind}"] for kind in ("CLAIM", "DEFENCE_CLAIM"))
    assert {k: v for k, v in schnapsen.items() if "宣言" in v.replace("勝利宣言", "")} == {}
    announced = {k: v for k, v in JA.items() if re.match(r"(reason\.)?skat\..*announce", k)}
    assert len(announced) == 4 and all("予告" in v and "宣言" not in v for v in announced.values())


def test_skats_declarer_is_the_soloist_everywhere_and_coiffeurs_the_declarer():
    set_language("ja")
    assert tr("term.declarer") == tr("skat.declarer") == "ソロイスト"
    skat = [v for k, v in JA.items() if k.startswith(("skat.", "action.skat.", "reason.skat.", "hint.skat.", "variant.skat."))]
    skat += [HELP["skat", t] for t in THEMES]
    assert [v for v in skat if "宣言者" in v or "デクレアラー" in v] == []
    coiffeur = [v for k, v in JA.items() if k.startswith("coiffeur.")] + [HELP["coiffeur", t] for t in THEMES]
    assert [v for v in coiffeur if "宣言者" in v or "線" in v] == []  # the seed's 棒 and 丸 mark the board


def test_the_words_of_the_renamed_things():
    set_language("ja")
    assert [tr(f"menu.level.{level}") for level in ("easy", "normal", "expert")] == ["初級", "中級", "上級"]
    assert [tr(f"theme.{t}") for t in ("french", "german", "swiss")] == ["フランス式", "ドイツ式", "スイス式"]
    assert (tr("skat.with_matadors", n=2), tr("skat.without_matadors", n=1)) == ("マタドール2枚付き", "マタドール1抜き")
    assert (tr("review.unit.schafkopf"), tr("review.unit.hindersche")) == ("点", "罰点")
    assert tr("skat.wins_game", name="あなた", game="スペード") == "あなたがスペードで勝利"
    assert all("に勝利" not in v and "に敗北" not in v for k, v in JA.items() if "{game}" in v)
    assert f"「{tr('menu.start')}」を押して" in tr("menu.code_set", n=3, game="スカート")
    # one spelling of a rank in every deck that has it: König, Ober, Unter, the aces
    for rank in "AKQJ":
        assert len({JA[f"rank.{deck}.{rank}"] for deck in ("german", "swiss")}) == 1, rank


def test_every_reason_is_a_polite_sentence():
    """The reasons a card or an action is refused speak like the other sixty: 〜ます, 〜ません,
    〜です, 〜ください — never the note style 〜こと."""
    reasons = {k: re.sub(r"（[^（）]*）$", "", v) for k, v in JA.items() if k.startswith("reason.")}
    assert len(reasons) > 60
    assert {k: v for k, v in reasons.items() if not v.endswith(("ます", "ません", "です", "ください", "した"))} == {}


def test_japanese_uses_full_width_brackets_colons_and_marks_everywhere():
    """No ASCII bracket, colon, question or exclamation mark at all, nor an ASCII comma or stop
    after Japanese (a catalog's "、" may start a piece of text; a rules line may not)."""
    western = {where: text for where, text in texts().items() if re.search(r"[():?!]", text) or HALF_WIDTH.search(text)}
    assert western == {}
    assert {where: text for where, text in texts().items() if where.startswith("help") and japanese_faults(text.splitlines())} == {}


@pytest.mark.parametrize("theme", THEMES)
def test_the_rules_name_the_suits_of_the_chosen_deck(theme):
    """Suits and ranks in the rules are those on the table; where another deck's names are given
    too, it is said which is which. Coiffeur's multipliers follow the deck."""
    set_language("ja")
    suits = {s: tr(f"suit.{'french' if theme == 'french' else theme}.{s}") for s in "CSHD"}
    assert f"倍率は{suits['S']}1、{suits['C']}2、{suits['D']}3、{suits['H']}4" in HELP["coiffeur", theme]
    assert f"強い順に{suits['C']}、{suits['S']}、{suits['H']}、{suits['D']}です" in HELP["skat", theme]
    assert "ドイツ式のドングリ／Eichel、葉／Gras、ハート／Herz、鈴／Schellenは、フランス式のクラブ、スペード、ハート、ダイヤにあたります" in HELP["schafkopf", theme]
    assert all("{" not in text for text in HELP.values())


def test_every_coiffeur_declaration_reads_as_one_japanese_phrase() -> None:
    """A joker row chosen with its play is a noun phrase inside 「…を宣言」: one を, never the
    として-を of a clause glued into a phrase (seen in the bidding help's last line)."""
    from cardtable.engine.actions import Action
    from cardtable.i18n.actions import action_label

    set_language("ja")
    try:
        labels = [action_label("coiffeur", Action.parse(f"DECLARE:{row}/{play}"), theme)
                  for row in ("joker1", "joker2") for play in ("trump_C", "obenabe", "undenufe") for theme in THEMES]
    finally:
        set_language("en")
    assert labels and all(label.count("を") == 1 and "としてを" not in label for label in labels), labels
