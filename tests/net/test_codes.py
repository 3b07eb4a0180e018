"""Table codes, seat tokens and invite links."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, strategies as st

from cardtable.net import codes, protocol


def test_a_code_is_ten_unambiguous_letters_of_at_least_40_bits() -> None:
    assert not set(protocol.CODE_LETTERS) & set("BGILOSZ0123456789")
    assert protocol.CODE_LENGTH * math.log2(len(protocol.CODE_LETTERS)) >= 40
    drawn = {codes.new_code() for _ in range(200)}
    assert len(drawn) == 200 and all(len(c) == 10 and set(c) <= set(protocol.CODE_LETTERS) for c in drawn)


def test_only_the_tokens_hash_is_kept_and_only_the_token_matches_it() -> None:
    token = codes.new_token()
    kept = codes.token_hash(token)
    assert token not in kept and codes.token_matches(token, kept)
    assert not codes.token_matches(codes.new_token(), kept) and not codes.token_matches(token, "")


@given(st.sampled_from(["ws://127.0.0.1:8765", "wss://cards.example.org/p2", "ws://[::1]:9"]),
       st.text(protocol.CODE_LETTERS, min_size=10, max_size=10))
def test_an_invite_link_gives_back_the_server_and_the_code(url: str, code: str) -> None:
    link = codes.invite(url, code)
    assert link.startswith("cardtables://" if url.startswith("wss") else "cardtable://")
    assert codes.read_invite(link) == (url, code)
    assert codes.table_address("ws://elsewhere:1", link) == (url, code)


def test_a_typed_code_may_have_spaces_dashes_and_small_letters() -> None:
    assert codes.table_address("ws://h:1", "acdef-hjkmn ") == ("ws://h:1", "ACDEFHJKMN")


@pytest.mark.parametrize("text", ["http://h/ACDEFHJKMN", "cardtable://h/ABCDEFGHIJ", "cardtable:///ACDEFHJKMN"])
def test_a_wrong_invite_link_is_named(text: str) -> None:
    with pytest.raises(ValueError, match="cardtable://HOST:PORT/CODE"):
        codes.read_invite(text)
