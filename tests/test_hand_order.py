"""The order a player holds the cards in: alternating colours; trumps first where they
stand outside their suit (Skat's jacks, Schafkopf's Ober and Unter)."""

from __future__ import annotations

import random
from dataclasses import replace

from cardtable import games
from cardtable.engine.cards import cards, text


def held(game_id: str, hand: str, **obs_fields) -> str:
    rules = games.get(game_id)()
    rng = random.Random(1)
    state, _ = rules.start_deal(rules.new_match(rng), rng)
    obs = replace(rules.observation(state, 0), **obs_fields)
    return text(sorted(cards(hand), key=rules.hand_sort_key(obs)))


def test_schnapsen_alternates_colours():
    assert held("schnapsen", "DK SQ HA CT") == "CT HA SQ DK"


def test_skat_groups_the_jacks_before_the_declaration():
    assert held("skat", "D7 HJ CA SJ HT C7 DA CJ") == "CJ SJ HJ CA C7 HT DA D7"


def test_skat_puts_the_trump_suit_after_the_jacks():
    assert held("skat", "D7 HJ CA SJ HT C7 DA", game="D") == "SJ HJ DA D7 CA C7 HT"


def test_skat_null_keeps_jacks_and_tens_in_their_suits():
    assert held("skat", "CJ CT CA C9 HJ", game="N") == "CA CJ CT C9 HJ"


def test_schafkopf_trumps_first_in_sauspiel_order():
    assert held("schafkopf", "H7 SA CQ HJ DQ HA CK") == "CQ DQ HJ HA H7 CK SA"
