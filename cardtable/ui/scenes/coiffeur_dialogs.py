"""Coiffeur: the play type of a Slalom, Gustav or Joker declaration, chosen in a grid whose
buttons are exactly the legal declarations of that contract."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...engine.actions import Action
from ...games.coiffeur.contracts import JOKERS, parse_declaration
from ...games.coiffeur.tricks import GUSTAV, OBENABE, SLALOM, TRUMP, UNDENUFE
from .grid_dialogs import ChoiceGrid, Row

if TYPE_CHECKING:
    from ..panels.coiffeur import CoiffeurPanel

ROW_NAMES = {TRUMP: "Trumps", OBENABE: "No trumps", UNDENUFE: "No trumps", SLALOM: "Slalom, from", GUSTAV: "Gustav, from"}


class PlayTypeDialog(ChoiceGrid):
    def __init__(self, app, panel: "CoiffeurPanel", contract: str, actions: list[Action],
                 act: Callable[[Action], bool]) -> None:
        name = panel.contract_words(contract)
        if contract in JOKERS:
            headline, note = f"{name}: how is it played?", "A Joker may be played in any of these ways."
        else:
            turn = "it alternates every trick" if contract == SLALOM else f"it turns after trick {panel.rules.tricks // 2}"
            headline, note = f"{name}: the first trick's direction", f"The direction of trick 1; {turn}."
        rows: dict[str, list[tuple[str, Callable[[], None]]]] = {}
        for a in actions:
            pt = parse_declaration(a.arg, 0).play
            label = "First trick" if contract not in JOKERS else ROW_NAMES[pt.kind]
            words = panel.play_words(pt).removesuffix(" trumps") if pt.kind == TRUMP else (pt.start or pt.kind).capitalize()
            rows.setdefault(label, []).append((words, lambda a=a: act(a)))
        grid: list[Row] = list(rows.items())
        super().__init__(app, headline, grid, note=note, cancel="Back")
