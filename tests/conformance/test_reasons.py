"""Every reason key the engine, the games and a lesson can raise has an English and a German text."""

from __future__ import annotations

from conformance_kit import reason_keys_in_source

from cardtable import i18n


def test_every_reason_key_of_every_game_has_an_english_and_a_german_text():
    keys = reason_keys_in_source()
    assert {"engine.not_your_turn", "skat.bid_higher", "hindersche.hupscher_round"} <= keys
    for code in ("en", "de"):
        written = {k.removeprefix("reason.") for k in i18n.catalog(code) if k.startswith("reason.")}
        assert keys == written, (code, keys ^ written)
