"""Coiffeur: the play type of a Slalom, Gustav or Joker declaration, chosen in a grid whose
buttons are exactly the legal declarations of that contract."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ...engine.actions import Action
from ...games.coiffeur.bidding import JOKERS, parse_declaration
from ...games.coiffeur.cards import GUSTAV, OBENABE, SLALOM, TRUMP, UNDENUFE
from ...i18n import tr
from ...i18n.cards import suit_name
from .grid_dialogs import ChoiceGrid, Row

if TYPE_CHECKING:
    from ..panels.coiffeur import CoiffeurPanel

ROW_KEYS = {TRUMP: "coiffeur.row.trumps", OBENABE: "coiffeur.row.no_trumps", UNDENUFE: "coiffeur.row.no_trumps",
            SLALOM: "coiffeur.row.slalom", GUSTAV: "coiffeur.row.gustav"}


class PlayTypeDialog(ChoiceGrid):
    def __init__(self, app, panel: CoiffeurPanel, contract: str, actions: list[Action],
                 act: Callable[[Action], bool]) -> None:
        name = panel.contract_words(contract)
        if contract in JOKERS:
            headline, note = tr("coiffeur.joker_how", name=name), tr("coiffeur.joker_note")
        else:
            turn = tr("coiffeur.alternates") if contract == SLALOM else tr("coiffeur.turns_after", n=panel.rules.tricks // 2)
            headline, note = tr("coiffeur.direction_title", name=name), tr("coiffeur.direction_note", turn=turn)
        rows: dict[str, list[tuple[str, Callable[[], object]]]] = {}
        for a in actions:
            pt = parse_declaration(a.arg or "", 0).play
            label = tr("coiffeur.row.first_trick") if contract not in JOKERS else tr(ROW_KEYS[pt.kind])
            words = suit_name(pt.trump or "", panel.art.theme) if pt.kind == TRUMP else tr(f"term.{pt.start or pt.kind}")
            rows.setdefault(label, []).append((words, partial(act, a)))
        grid: list[Row] = list(rows.items())
        super().__init__(app, headline, grid, note=note, cancel=tr("menu.back"))
