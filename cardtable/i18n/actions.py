"""Labels for every action of every game, in the active language and the card theme's names.

``action_label(game, action, theme)``: a card action names the card ("Play the Ober of
Hearts"); a game's own word (Zudrehen, Kontra, Hüpscher) comes from ``action.<game>.<KIND>``;
other kinds share ``action.<KIND>``. Arguments (a bid, a contract, a suit) are spelled out by
the small builders below, which the UI can also use for summaries.
"""

from __future__ import annotations

from collections.abc import Callable

from ..engine.actions import Action
from . import has, tr
from .cards import card_name, suit_name

SKAT_SUITS = {"diamonds": "D", "hearts": "H", "spades": "S", "clubs": "C"}
SKAT_FLAGS = {"hand": "term.hand", "schneider": "skat.schneider_announced",
              "schwarz": "skat.schwarz_announced", "ouvert": "term.ouvert"}


def skat_game(arg: str, theme: str = "french") -> str:
    """A Skat declaration id (``clubs+hand+schneider``) in words: "Clubs, Hand, Schneider announced"."""
    word, *flags = arg.split("+")
    name = suit_name(SKAT_SUITS[word], theme) if word in SKAT_SUITS else tr(f"term.{word}")
    return ", ".join([name, *(tr(SKAT_FLAGS[f]) for f in flags)])


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


# (game, kind) → the label of an action with an argument
Builder = Callable[[str, str], str]
BUILDERS: dict[tuple[str, str], Builder] = {
    ("schnapsen", "MARRIAGE"): lambda arg, theme: tr("action.schnapsen.MARRIAGE", suit=suit_name(arg, theme)),
    ("skat", "BID"): lambda arg, theme: tr("action.skat.BID", n=arg),
    ("skat", "DECLARE"): lambda arg, theme: tr("action.skat.DECLARE", game=skat_game(arg, theme)),
    ("schafkopf", "BID"): lambda arg, theme: tr("action.schafkopf.BID", game=schafkopf_game(arg)),
    ("schafkopf", "CALL"): lambda arg, theme: tr("action.schafkopf.CALL", suit=suit_name(arg, theme)),
    ("schafkopf", "TRUMP"): lambda arg, theme: tr("action.schafkopf.TRUMP", suit=suit_name(arg, theme)),
    ("coiffeur", "DECLARE"): lambda arg, theme: tr("action.coiffeur.DECLARE", contract=coiffeur_declaration(arg, theme)),
}


def action_label(game: str, action: Action, theme: str = "french") -> str:
    """The button / log label of ``action`` in ``game``."""
    kind = action.kind
    if action.card is not None:
        return tr(f"action.{kind}", card=card_name(action.card, theme))
    if action.arg is not None and (game, kind) in BUILDERS:
        return BUILDERS[game, kind](action.arg, theme)
    own = f"action.{game}.{kind}"
    return tr(own if has(own, "en") else f"action.{kind}")
