"""Hints read the cards with Skat's own suits: the jacks are trumps, not cards of their suit."""

import pytest
from skat_helpers import deck_for, run

from cardtable.engine.actions import Action
from cardtable.engine.cards import Card
from cardtable.games.skat import Skat
from cardtable.i18n import language, set_language, tr
from cardtable.i18n.cards import card_name
from cardtable.session.hints import explain


@pytest.fixture(params=["en", "de"])
def lang(request):
    before = language()
    set_language(request.param)
    yield
    set_language(before)


def test_following_a_led_jack_is_following_trump(lang):
    """Hearts, the ♣J led: the ♠J and the ♥A both follow trump (the jack is no spade thrown
    off, the ace no trump played into a side suit), and the ♥7 is the lowest trump."""
    rules = Skat()
    hands = {1: "CJ DJ HT HK HQ H9 CA CT SA ST", 2: "SJ HA H8 H7 C9 C8 S9 S8 D9 D8",
             0: "HJ CK CQ C7 SK SQ S7 DA DT DK"}
    s = rules.deal_from(deck_for(0, hands, "DQ D7"), dealer=0)
    s = run(rules, s, [(2, "PASS"), (0, "PASS"), (1, "BID:18"), (1, "DECLARE:hearts+hand"), (1, "PLAY:CJ")])
    obs = rules.observation(s, 2)
    assert {a.card.text for a in obs.legal if a.card} == {"SJ", "HA", "H8", "H7"}
    said = {text: explain(rules, Action.parse(f"PLAY:{text}"), obs) for text in ("SJ", "HA", "H7")}
    keys = {"SJ": "hint.follow_trump", "HA": "hint.follow_trump", "H7": "hint.follow_trump_low"}
    assert said == {text: tr(key, card=card_name(Card.parse(text))) for text, key in keys.items()}
