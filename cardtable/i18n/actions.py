"""Labels for every action of every game, in the active language and the card theme's names.

``action_label(game, action, theme)``: a card action names the card ("Play the Ober of
Hearts"); a game's own word (Zudrehen, Kontra, Hüpscher) comes from ``action.<game>.<KIND>``;
other kinds share ``action.<KIND>``. Arguments (a bid, a contract, a suit) are spelled out by
the small builders below, which the UI can also use for summaries.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import games
from ..engine.actions import Action
from . import has, tr
from .cards import card_name, suit_name
from .punctuation import join

SKAT_SUITS = {"diamonds": "D", "hearts": "H", "spades": "S", "clubs": "C"}
SKAT_FLAGS = {"hand": "term.hand", "schneider": "skat.schneider_announced",
              "schwarz": "skat.schwarz_announced", "ouvert": "term.ouvert"}


def skat_game(arg: str, theme: str = "french") -> str:
    """A Skat declaration id (``clubs+hand+schneider``) in words: "Clubs, Hand, Schneider announced"."""
    word, *flags = arg.split("+")
    name = suit_name(SKAT_SUITS[word], theme) if word in SKAT_SUITS else tr(f"term.{word}")
    return join([name, *(tr(SKAT_FLAGS[f]) for f in flags)])


def schafkopf_game(game: str) -> str:
    """A Schafkopf game type id (``sauspiel``, ``wenz_tout``) as its name."""
    return tr(f"schafkopf.game.{game}")


def coiffeur_play(text: str, theme: str = "french") -> str:
    """A Coiffeur play type (``trump_H``, ``obenabe``, ``slalom/undenufe``) in words."""
    kind, _, start = text.partition("/")
    if kind.startswith("trump_"):
        return tr("coiffeur.trump", suit=suit_name(kind[-1], theme))
    if start:
        return tr("coiffeur.starting", kind=tr(f"term.{kind}"), start=tr(f"term.{start}"))
    return tr(f"term.{kind}")


def coiffeur_contract(contract: str, theme: str = "french") -> str:
    """A row of the Coiffeur board (``trump_C``, ``gustav``, ``joker2``) by name."""
    if contract.startswith("joker"):
        return tr("coiffeur.joker", n=contract[-1])
    if contract.startswith("trump_"):
        return suit_name(contract[-1], theme)
    return tr(f"term.{contract}")


def coiffeur_declaration(arg: str, theme: str = "french") -> str:
    contract, _, rest = arg.partition("/")
    if contract.startswith("joker"):
        return tr("coiffeur.joker_as", joker=coiffeur_contract(contract), play=coiffeur_play(rest, theme))
    return coiffeur_play(arg, theme)


# How an action's argument is spelled (arg, theme → words), by the name a game's descriptor
# gives it (``GameInfo.arguments``: action kind → the template's argument name, the speller)
Speller = Callable[[str, str], str]
SPELLERS: dict[str, Speller] = {
    "suit": suit_name,
    "number": lambda arg, theme: arg,
    "skat_game": skat_game,
    "schafkopf_game": lambda arg, theme: schafkopf_game(arg),
    "coiffeur_declaration": coiffeur_declaration,
}


def action_params(game: str, action: Action, theme: str = "french") -> dict[str, str]:
    """The card or argument of ``action`` in words, named as the label and hint templates
    (``action.<game>.<KIND>``, ``hint.<game>.<KIND>``) use it."""
    if action.card is not None:
        return {"card": card_name(action.card, theme)}
    arguments = games.info(game).arguments
    if action.arg is not None and action.kind in arguments:
        name, speller = arguments[action.kind]
        return {name: SPELLERS[speller](action.arg, theme)}
    return {}


def action_label(game: str, action: Action, theme: str = "french") -> str:
    """The button / log label of ``action`` in ``game``."""
    own = f"action.{game}.{action.kind}"
    key = own if action.card is None and has(own, "en") else f"action.{action.kind}"
    return tr(key, **action_params(game, action, theme))
