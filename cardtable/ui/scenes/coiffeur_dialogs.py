"""Coiffeur: the play type of a Slalom, Gustav or Joker declaration, chosen in a dialog whose
buttons are exactly the legal declarations of that contract."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...engine.actions import Action
from ...games.coiffeur.contracts import JOKERS
from .dialogs import Dialog

if TYPE_CHECKING:
    from ..panels.coiffeur import CoiffeurPanel


class PlayTypeDialog(Dialog):
    def __init__(self, app, panel: "CoiffeurPanel", contract: str, actions: list[Action],
                 act: Callable[[Action], bool]) -> None:
        name = panel.contract_words(contract)
        if contract in JOKERS:
            headline, hint = f"{name}: how is it played?", "A Joker may be played in any of these ways."
        else:
            headline, hint = f"{name}: the first trick's direction", "The direction alternates (Slalom) or switches once (Gustav) from there."
        words = [panel.declaration_words(a.arg).removeprefix(f"{name} as ").removeprefix(f"{name}, ") for a in actions]
        choices = [(w[:1].upper() + w[1:], lambda a=a: act(a)) for w, a in zip(words, actions)]
        super().__init__(app, headline, [hint], [*choices, ("Back", lambda: None)], columns=2 if len(choices) <= 4 else 3)
