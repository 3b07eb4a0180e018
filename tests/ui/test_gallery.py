"""``cardtable gallery``: pictures of named situations and the layout report beside them."""

from __future__ import annotations

import json
import os

import pytest

from cardtable.cli import main


def test_the_gallery_writes_a_picture_and_its_measures_per_situation(tmp_path, capsys):
    out = tmp_path / "gallery"
    status = main(["gallery", "--out", str(out), "--sizes", "1024x600", "--langs", "de", "--scales", "100",
                   "--games", "schnapsen", "--situations", "your_turn,hint"])
    assert status == 0
    shots = json.loads((out / "layout.json").read_text())["shots"]
    assert [(s["game"], s["situation"]) for s in shots] == [
        ("app", "menu"), ("app", "new_game"), ("app", "settings"), ("app", "statistics"), ("schnapsen", "your_turn"),
        ("schnapsen", "hint")]
    for shot in shots:
        assert {"game", "situation", "size", "lang", "scale", "file", "min_text_px", "overlaps", "cut", "missing_glyphs",
                "texts", "punctuation"} <= set(shot)
        assert (shot["size"], shot["lang"], shot["scale"]) == ("1024x600", "de", 100)
        assert (out / shot["file"]).stat().st_size > 10_000  # a real picture, not an empty frame
        assert shot["min_text_px"] > 0


@pytest.mark.parametrize("option, value, words", [
    ("--games", "poker", "unknown game 'poker'"),
    ("--langs", "xx", "unknown language 'xx'"),
    ("--scales", "50", "a UI scale is 100 to 200"),
    ("--sizes", "big", "WIDTHxHEIGHT"),
    ("--situations", "nope", "unknown situation 'nope'; valid: dealing, your_turn,"),
])
def test_a_bad_gallery_option_is_named_and_nothing_is_written(tmp_path, capsys, option, value, words):
    out = tmp_path / "gallery"
    with pytest.raises(SystemExit) as exit_:
        main(["gallery", "--out", str(out), option, value])
    assert exit_.value.code == 2
    assert words in capsys.readouterr().err
    assert not out.exists()


def test_an_out_that_is_a_file_or_cannot_be_written_is_named(tmp_path, capsys):
    file = tmp_path / "taken"
    file.write_text("mine")
    locked = tmp_path / "locked"
    locked.mkdir(mode=0o500)
    for out, words in [(file, f"--out names a folder, and {file} is a file"),
                       (file / "sub", f"--out: cannot write into {file}"),
                       (locked / "gallery", f"--out: cannot write into {locked}")]:
        if out.parent == locked and os.access(locked, os.W_OK):
            continue  # run as root: every folder is writable
        with pytest.raises(SystemExit) as exit_:
            main(["gallery", "--out", str(out), "--situations", "hint", "--games", "schnapsen"])
        assert exit_.value.code == 2
        assert capsys.readouterr().err.strip().splitlines() == [f"cardtable: error: {words}"]
    assert file.read_text() == "mine"


# One size per game (and every language, both scales somewhere): the reduced gallery CI runs.
REDUCED = {
    "schnapsen": ((1024, 600), "de", 100),
    "skat": ((1280, 800), "en", 200),
    "schafkopf": ((1024, 600), "ja", 200),
    "coiffeur": ((1920, 1080), "ja", 100),
    "hindersche": ((1280, 800), "de", 100),
}


@pytest.mark.parametrize("game", sorted(REDUCED))
def test_every_situation_of_a_game_shows_without_overlaps_small_text_or_missing_glyphs(game):
    from cardtable.ui import gallery

    size, lang, scale = REDUCED[game]
    shots = gallery.run(None, gallery.looks([size], [lang], [scale], ["french"]), [game], screens=())["shots"]
    assert [s for s in shots if s.get("unreachable")] == []
    assert {s["situation"]: s["overlaps"] for s in shots if s["overlaps"]} == {}
    assert {s["situation"]: s["cut"] for s in shots if s["cut"]} == {}
    assert min(s["min_text_px"] for s in shots) >= 11
    assert sum(s["missing_glyphs"] for s in shots) == 0
    assert {s["situation"]: s["punctuation"] for s in shots if s["punctuation"]} == {}


def test_every_shot_of_a_look_is_drawn_in_its_deck(monkeypatch):
    # New game shows its game's own deck (Schnapsen: German); the shots after it keep the look's.
    from cardtable.ui import gallery

    decks: list[tuple[str, str]] = []
    shoot = gallery.shoot

    def noting(app, out, name):
        decks.append((name, app.art.theme))
        return shoot(app, out, name)

    monkeypatch.setattr(gallery, "shoot", noting)
    gallery.run(None, gallery.looks([(1280, 800)], ["en"], [100], ["swiss"]), ["schnapsen"], ["your_turn"],
                screens=("new_game", "menu"))
    assert [(name.split("-")[1], deck) for name, deck in decks] == [("new_game", "german"), ("menu", "swiss"),
                                                                     ("your_turn", "swiss")]


def test_japanese_shots_write_japanese_punctuation():
    """What the screen shows in Japanese: no ASCII comma, stop or colon after a Japanese
    character, no line that starts with 、。）, where text is put together (the summaries, an
    illegal move's reason, the review) in the games the reduced gallery shows in German or English."""
    from cardtable.ui import gallery

    shots = gallery.run(None, gallery.looks([(1280, 800)], ["ja"], [100], ["french"]), ["schnapsen", "skat", "hindersche"],
                        only=("deal_summary", "illegal_move"), screens=())["shots"]
    assert len(shots) == 6 and all(s["texts"] for s in shots)
    assert any("。" in text for s in shots for text in s["texts"])
    assert {(s["game"], s["situation"]): s["punctuation"] for s in shots if s["punctuation"]} == {}


@pytest.mark.parametrize("game, situation, size, whole", [
    ("coiffeur", "score_sheet", (1024, 600), "ジョーカー2（×3）"),  # fourteen rows at twice the size ran into each other
    ("skat", "skat_discard", (1280, 800), "ソロイスト・手番"),  # twelve cards: the fan's end card lay over the soloist's plate
    ("coiffeur", "your_turn", (1024, 600), "ダイヤが切り札"),  # the trump, on two lines, ran half under the buttons
    ("schafkopf", "last_trick", (1024, 600), "あなたが取りました"),  # the last score row lay half under the last trick
    ("skat", "bidding", (1024, 600), "フォアハンド"),  # the plate's notes were cut short: "フォアハンド・…"
    ("hindersche", "last_trick", (1280, 800), "あなたが取りました"),  # "第一ラウンド・記" / "入", the second line half hidden
])
def test_japanese_at_200_percent_keeps_its_words_whole_and_apart(game, situation, size, whole):
    from cardtable.ui import gallery
    from cardtable.ui.widgets import SMALLEST_PX

    [shot] = gallery.run(None, gallery.looks([size], ["ja"], [200], ["french"]), [game], only=[situation], screens=())["shots"]
    assert shot["overlaps"] == []
    assert shot["cut"] == []
    assert shot["min_text_px"] >= SMALLEST_PX
    assert whole in shot["texts"]
