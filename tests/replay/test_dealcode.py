"""Deal codes: every deal's code deals that deal again, card for card, in the same seats."""

from __future__ import annotations

import pytest

from cardtable.engine import dealcode
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
