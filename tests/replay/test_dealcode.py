"""Deal codes: every deal's code deals that deal again, card for card, in the same seats."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import assume, given, settings, strategies as st

from cardtable.engine import dealcode
from cardtable.engine.variants import VariantSpec
from cardtable.games.schnapsen import Schnapsen
from cardtable.games.skat import Skat

from .replay_helpers import GAME_SEATS, RULESETS, played_deals


@pytest.mark.parametrize(("game", "seats"), GAME_SEATS)
def test_a_code_deals_the_same_cards_to_the_same_seats(game: str, seats: int) -> None:
    # Twelve deals: the dealer moves on, and Hindersche's later deals leave players out.
    for _match, log in played_deals(game, seats, seed=25, deals=12):
        again, _events = dealcode.deal(dealcode.parse(str(log.code), RULESETS))
        assert again.state.hands == log.start.hands, str(log.code)
        assert again.state.dealer == log.start.dealer
        assert dealcode.code_of(again) == log.code


def test_house_rules_travel_in_the_code() -> None:
    rules = Schnapsen({"deck": "24", "match_target": 11, "last_trick_bonus": False})
    code = dealcode.DealCode(rules, seed=123456, deal=3, dealer=1)
    text = str(code)
    assert text.startswith("schnapsen-2-2n9c-3-1-")
    again = dealcode.parse(text, RULESETS)
    assert again.rules.variants.changed() == {"deck": "24", "match_target": 11, "last_trick_bonus": False}
    match, _ = dealcode.deal(again)
    assert sum(len(h) for h in match.state.hands) == 12  # six cards each: the 24-card deck


def test_a_negative_seed_survives_the_code() -> None:
    code = dealcode.DealCode(Skat(), seed=-77, deal=1, dealer=0)
    assert dealcode.parse(str(code), RULESETS).seed == -77


def _values(spec: VariantSpec) -> st.SearchStrategy[Any]:
    if spec.choices:
        return st.sampled_from(spec.choices)
    if isinstance(spec.default, bool):
        return st.booleans()
    assert spec.minimum is not None and spec.maximum is not None
    return st.integers(spec.minimum, spec.maximum)


@st.composite
def _codes(draw: st.DrawFn) -> dealcode.DealCode:
    game, seats = draw(st.sampled_from(GAME_SEATS))
    cls = RULESETS[game]
    variants = {spec.id: draw(_values(spec)) for spec in cls.VARIANTS if draw(st.booleans())}
    players: tuple[int, ...] = ()
    if seats > 2 and draw(st.booleans()):
        players = tuple(sorted(draw(st.sets(st.integers(0, seats - 1), min_size=2, max_size=seats - 1))))
    try:
        rules = cls(variants, seats)
    except ValueError:  # house rules that do not go together (a four-player mode for three)
        assume(False)
    longest = 36 ** 24 - 1  # a code's numbers have at most 24 digits
    return dealcode.DealCode(rules, seed=draw(st.integers(-longest, longest)),
                             deal=draw(st.integers(1, dealcode.MAX_DEAL)), dealer=draw(st.integers(0, seats - 1)),
                             players=players)


@settings(max_examples=400, deadline=None)
@given(_codes())
def test_every_code_reads_back_as_written(code: dealcode.DealCode) -> None:
    # Base 36 has every letter as a digit: deal 22 is "m", and so are seeds starting with 22.
    again = dealcode.parse(str(code), RULESETS)
    assert (again.rules.id, again.rules.seats, dict(again.rules.variants)) == \
        (code.rules.id, code.rules.seats, dict(code.rules.variants))
    assert (again.seed, again.deal, again.dealer, again.players) == (code.seed, code.deal, code.dealer, code.players)


@pytest.mark.parametrize(("text", "seed", "deal"), [
    ("skat-3-5-m-0", 5, 22),  # the 22nd deal of a Skat series
    ("skat-3-mabc-1-0", 22 * 36 ** 3 + 10 * 36 ** 2 + 11 * 36 + 12, 1),
    ("skat-3-_abc-mm-0", -(10 * 36 ** 2 + 11 * 36 + 12), 22 * 36 + 22),
])
def test_an_m_is_the_digit_22(text: str, seed: int, deal: int) -> None:
    code = dealcode.parse(text, RULESETS)
    assert (code.seed, code.deal) == (seed, deal)
    assert str(code) == text


@pytest.mark.parametrize(("text", "message"), [
    ("", "a deal code looks like"),
    ("poker-2-1-1-0", "starts with the game"),
    ("skat-4-1-1-0", "played by 3 players, not '4'"),
    ("skat-3-1-0-0", "deal number is 1 or more"),
    ("skat-3-1-1-3", "dealer is a seat from 0 to 2"),
    ("skat-3-1!-1-0", "seed in a deal code"),
    ("skat-3-1-1-0-Z1", "no house rule 'Z'"),
    ("schnapsen-2-1-1-0-Aq", "house rule"),
    ("schnapsen-2-1-1-0-a1", "a capital letter and a value"),
    ("hindersche-4-1-1-0.3", "two or more seats in order"),
])
def test_a_bad_code_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        dealcode.parse(text, RULESETS)
