"""Suit, rank and card names in the active language, per deck theme (French, German, Swiss)."""

from __future__ import annotations

import re

from ..engine.cards import Card
from . import tr

NAMED = re.compile(r"\{(suit|rank):(\w)\}")  # a suit or rank named in a text as the deck on the table names it

DECKS = {"french": "french", "french4": "french", "german": "german", "swiss": "swiss"}


def deck_of(theme: str) -> str:
    """The naming deck of an art theme (the four-colour French deck names its cards as French)."""
    return DECKS.get(theme, "french")


def suit_name(suit: str, theme: str = "french") -> str:
    return tr(f"suit.{deck_of(theme)}.{suit}")


def rank_name(rank: str, theme: str = "french") -> str:
    return tr(f"rank.{deck_of(theme)}.{rank}")


def card_name(card: Card | str, theme: str = "french") -> str:
    c = card if isinstance(card, Card) else Card.parse(card)
    return tr("card.name", suit=suit_name(c.suit, theme), rank=rank_name(c.rank, theme))


def named(text: str, theme: str = "french") -> str:
    """``text`` with each ``{suit:C}`` and ``{rank:K}`` written as the deck of ``theme`` names it
    (a lesson's words speak of the cards on the table)."""
    return NAMED.sub(lambda m: suit_name(m[2], theme) if m[1] == "suit" else rank_name(m[2], theme), text)
