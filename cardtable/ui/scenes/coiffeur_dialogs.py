"""Coiffeur: the play type of a Slalom, Gustav or Joker declaration, chosen in a dialog whose
buttons are exactly the legal declarations of that contract."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...engine.actions import Action
from ...games.coiffeur.contracts import JOKERS, parse_declaration
from ...games.coiffeur.tricks import SLALOM
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
            half = panel.rules.tricks // 2
            turn = "it alternates every trick" if contract == SLALOM else f"it turns after trick {half}"
            headline, hint = f"{name}: the first trick's direction", f"The direction of trick 1; {turn}."
        choices = [(self.words(panel, contract, a), lambda a=a: act(a)) for a in actions]
        super().__init__(app, headline, [hint], [*choices, ("Back", lambda: None)], columns=2)

    @staticmethod
    def words(panel: "CoiffeurPanel", contract: str, action: Action) -> str:
        """A choice's label: "Spades trumps", "Obenabe", "Slalom from Undenufe", "First trick Obenabe"."""
        pt = parse_declaration(action.arg, 0).play
        if contract not in JOKERS:
            return f"First trick {pt.start.capitalize()}"
        return f"{pt.kind.capitalize()} from {pt.start.capitalize()}" if pt.start else panel.play_words(pt)
