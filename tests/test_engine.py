"""The shared engine: card and action text forms, variants, the JSON codec, save validation."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest
from hypothesis import given, strategies as st

from cardtable import games
from cardtable.engine.actions import Action
from cardtable.engine.cards import ALL_CARDS, Card, deck
from cardtable.engine.codec import DecodeError, decode, encode
from cardtable.engine.events import Event
from cardtable.engine.ruleset import Match, SaveFormatError
from cardtable.engine.variants import Variants, VariantSpec


@pytest.mark.parametrize("size", [20, 24, 32, 36])
def test_decks_have_distinct_cards(size):
    d = deck(size)
    assert len(d) == len(set(d)) == size


def test_unknown_deck_size_is_refused():
    with pytest.raises(ValueError, match="sizes are"):
        deck(52)


@given(st.sampled_from(ALL_CARDS))
def test_card_text_round_trips(c):
    assert Card.parse(c.text) is c and str(c) == c.text


@pytest.mark.parametrize("bad", ["", "X", "HX", "ZA", "HKK", None])
def test_bad_card_text_is_refused(bad):
    with pytest.raises(ValueError):
        Card.parse(bad)


@pytest.mark.parametrize("text", ["PLAY:HK", "BID:18", "CLOSE", "MARRIAGE:H", "DECLARE:grand"])
def test_action_text_round_trips(text):
    assert Action.parse(text).id == text


def test_private_event_is_hidden_from_other_seats():
    e = Event("StockDrawn", seat=0, cards=(Card.parse("HK"),), private=0)
    assert e.for_seat(0).cards == (Card.parse("HK"),)
    assert e.for_seat(1).cards == () and e.for_seat(1).data["hidden"] == 1


def test_variants_validate_ids_and_values():
    specs = (VariantSpec("bonus", True), VariantSpec("mode", "a", ("a", "b")), VariantSpec("target", 7, minimum=1, maximum=99))
    v = Variants(specs, {"bonus": "false", "target": "9"})
    assert (v.bonus, v.mode, v.target) == (False, "a", 9) and v.changed() == {"bonus": False, "target": 9}
    with pytest.raises(ValueError, match="valid: bonus, mode, target"):
        Variants(specs, {"nope": 1})
    with pytest.raises(ValueError, match="one of a, b"):
        Variants(specs, {"mode": "c"})
    for wrong in ("0", 100, 10**11):
        with pytest.raises(ValueError, match="target takes a whole number from 1 to 99"):
            Variants(specs, {"target": wrong})


def test_every_whole_number_variant_has_a_range():
    for game, rules in games.rulesets().items():
        for spec in rules.VARIANTS:
            if type(spec.default) is int and not spec.choices:
                assert spec.minimum is not None and spec.maximum is not None, f"{game}: {spec.id}"
                assert spec.minimum <= spec.default <= spec.maximum, f"{game}: {spec.id}"


def test_a_match_target_of_ten_to_the_eleventh_is_refused_with_the_range():
    with pytest.raises(ValueError, match="match_target takes a whole number from 1 to 100"):
        games.get("schnapsen")({"match_target": 10**11})


@dataclass
class Inner:
    cards: list[Card]
    note: str | None = None


@dataclass
class Outer:
    n: int
    inner: Inner
    by_seat: dict[int, tuple[Card, ...]]


def test_codec_round_trip_and_errors():
    value = Outer(3, Inner([Card.parse("HK")]), {0: (Card.parse("SA"),)})
    data = json.loads(json.dumps(encode(value)))
    assert decode(Outer, data) == value
    with pytest.raises(DecodeError, match=r"\$.inner.cards\[0\]"):
        decode(Outer, {**data, "inner": {"cards": ["ZZ"]}})
    with pytest.raises(DecodeError, match="expected int"):
        decode(Outer, {**data, "n": "3"})
    with pytest.raises(DecodeError, match="unknown fields"):
        decode(Outer, {**data, "evil": 1})


def _saved_match() -> dict:
    rules = games.get("schnapsen")()
    match = Match.new(rules, seed=5)
    match.next_deal()
    return match.to_json()


@pytest.mark.parametrize(
    "mutate, message",
    [
        (lambda d: {**d, "format": 99}, "unsupported save format"),
        (lambda d: {**d, "game": "poker"}, "unknown game"),
        (lambda d: {**d, "state": {**d["state"], "talon": ["HK"] * 3}}, "invalid schnapsen save"),
        (lambda d: {**d, "state": {**d["state"], "phase": "DANCE"}}, "unknown phase"),
        (lambda d: {**d, "record": {"dealer": [[[[[]]]]]}}, "invalid schnapsen save"),
        (lambda d: [], "JSON object"),
    ],
)
def test_broken_saves_raise_a_clear_error(mutate, message):
    with pytest.raises(SaveFormatError, match=message):
        Match.from_json(mutate(_saved_match()), games.rulesets())


def test_deeply_nested_save_is_refused():
    nested: list = []
    for _ in range(200):
        nested = [nested]
    data = _saved_match()
    data["state"]["hands"] = nested
    with pytest.raises(SaveFormatError):
        Match.from_json(data, games.rulesets())
