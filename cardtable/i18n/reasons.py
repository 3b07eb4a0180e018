"""Illegal-move reasons in the active language: ``reason(Reason)`` → ``tr("reason." + key)`` as a
sentence (the language's capital and full stop: "Follow suit (Clubs).", "あなたの番ではありません。").

The games name the broken rule by key (``engine.not_your_turn``, ``skat.bid_higher``) and
pass cards, suits and ids as parameters; a parameter's name says how it is spelled here, in
the chosen deck's names (``card="HK"`` → "Herz-König" in a German deck).
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.actions import Reason
from . import tr
from .actions import coiffeur_contract, schafkopf_game
from .cards import card_name, rank_name, suit_name
from .punctuation import sentence

# parameter name → how its value is spelled (other parameters, numbers and raw ids, stay as they are)
PARAMS: dict[str, Callable[[str, str], str]] = {
    "card": card_name,
    "suit": suit_name,
    "rank": rank_name,
    "contract": coiffeur_contract,
    "game": lambda game, theme: schafkopf_game(game),
    "mode": lambda mode, theme: tr(f"coiffeur.mode.{mode}"),
}


def reason(why: Reason, theme: str = "french") -> str:
    """The sentence of ``why`` in the active language and ``theme``'s card names."""
    params = {name: PARAMS[name](str(value), theme) if name in PARAMS else value for name, value in why.params}
    return sentence(tr(f"reason.{why.key}", **params))
