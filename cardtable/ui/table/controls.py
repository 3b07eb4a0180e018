"""The table's buttons: the viewer's actions in the bar above the hand (the game's panel
makes them from the legal actions, the add-ons add theirs), the panel's side buttons and
"Last trick" with the trick it shows.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from ...i18n import tr
from ..layout import GAP
from ..widgets import Button, label_sizes, line_height

if TYPE_CHECKING:
    from .scene import TableScene


class Controls:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.buttons: list[Button] = []  # the game's actions
        self.extra: list[Button] = []  # the add-ons' (hint, undo, hot-seat), after the actions
        self.side: list[Button] = []
        self.peek_button = Button(tr("table.last_trick"), self.toggle_peek, size=24, key="L")
        self.peek = False
        self.pressed_at: pygame.Rect | None = None  # the control pressed last (see place)
        self.relabel()

    def relabel(self) -> None:
        """The side buttons and "Last trick" in the language of the moment."""
        self.peek_button.label = tr("table.last_trick")
        self.side = [Button(label, run, size=24) for label, run in self.table.panel.side_buttons(self.table)]

    def bar(self) -> list[Button]:
        """The bar's buttons (shown while nothing moves)."""
        return [*self.buttons, *self.extra]

    def every(self) -> list[Button]:
        return [*self.buttons, *self.extra, *self.side, self.peek_button]

    def clear(self) -> None:
        self.buttons = []

    def build(self) -> None:
        """The bar's buttons for the viewer's legal actions and the add-ons' buttons."""
        table = self.table
        legal = table.legal
        specs = table.panel.action_buttons(table, legal) if legal else []
        risky = {table.panel.label(a) for a in legal if a.kind in table.panel.irreversible}
        self.buttons = [Button(label, self._pressing(run), size=26, danger=label in risky) for label, run in specs]
        # number keys for the ordinary actions only: a key never comes to mean a claim
        for number, button in enumerate([b for b in self.buttons if not b.danger][:9], 1):
            button.key = str(number)
        self.extra = [b for addon in table.addons for b in addon.buttons()] if table.interactive else []
        self.place()

    def _pressing(self, run: Callable[[], object]) -> Callable[[], None]:
        """``run``, remembering where the pressed control was: the next irreversible one keeps away."""

        def press() -> None:
            self.pressed_at = next((b.rect.copy() for b in self.buttons if b.on_click is press), None)
            run()

        return press

    def place(self) -> None:
        """One centred row in the bar above the hand; rows stack upwards when they do not fit
        between the side seats' hands (the prompt and the message line move up with them)."""
        L = self.table.layout
        ordinary = [b for b in self.bar() if not b.danger]
        danger = [b for b in self.buttons if b.danger]
        self._arrange([*ordinary, *danger])
        if self.pressed_at is not None and any(b.rect.colliderect(self.pressed_at) for b in danger):
            self._arrange([*danger, *ordinary])  # the other end of the bar, away from the pointer
        p, h = L.panel, L.button_h
        self.peek_button.rect = pygame.Rect(p.left + 16, p.bottom - 16 - h, p.width - 32, h)
        for i, button in enumerate(reversed(self.side)):
            button.rect = self.peek_button.rect.move(0, -(h + 8) * (i + 1))
        for button in [self.peek_button, *self.side]:
            button.size = L.button_size * 12 // 13  # as the bar's words, a little smaller (24 at 1280×800)

    def _arrange(self, buttons: list[Button]) -> None:
        """Rows centred in the bar, in this order; smaller labels before more rows."""
        table, gap = self.table, 12
        L = table.layout
        # rows climb no higher than the trick's lower edge while cards lie there (or the talon
        # beside it); before the first card they may take the middle of the table
        clear = L.bands_top if table.model.trick or table.rules.seats == 2 else L.top_edge + L.prompt_h + L.message_h + 2 * GAP
        for size in label_sizes(L.button_size):
            h = line_height(size) + 12
            rows: list[list[tuple[Button, int]]] = [[]]
            for b in buttons:
                w = min(L.band.width, max(h * 3, b.natural_width(size)))
                if rows[-1] and sum(x + gap for _, x in rows[-1]) + w > L.band.width:
                    rows.append([])
                rows[-1].append((b, w))
            if L.buttons_y - h // 2 - (len(rows) - 1) * (h + 8) >= clear:
                break
        for r, row in enumerate(reversed(rows)):
            x = L.band.centerx - (sum(w for _, w in row) + gap * (len(row) - 1)) // 2
            for button, w in row:
                button.size = size
                button.rect = pygame.Rect(x, L.buttons_y - h // 2 - r * (h + 8), w, h)
                x += w + gap

    # ---- the last trick ----------------------------------------------------------------------
    def toggle_peek(self) -> None:
        self.peek = not self.peek and self.can_peek()

    def can_peek(self) -> bool:
        # Longer than Schnapsen rules §13.1 allow (face up until the next card is led): on
        # screen the last trick may be looked at during the whole next trick (issue 14).
        obs = self.table.obs
        return obs is not None and bool(obs.tricks)

    def peeking(self) -> bool:
        return self.peek and self.can_peek()

    def peek_rect(self) -> pygame.Rect:
        """The last trick's place: at the foot of the side panel, over its rows, above its buttons."""
        L = self.table.layout
        top = min([self.peek_button.rect.top, *(b.rect.top for b in self.side)]) - GAP
        box = pygame.Rect(L.panel.left + 8, 0, L.panel.width - 16, round(L.card_h * 0.62) + line_height(L.plate_size) + 24)
        box.bottom = top
        return box
