"""The table's input: drag, click and keys, and the keyboard focus.

A card of the viewer's hand is played by dragging it to the trick (or to Skat's skat), by a
click, or by the keyboard: Left/Right move the focus within the hand (over the cards that may
be played) or within the buttons, Up jumps to the buttons, Down to the hand, Tab walks over
both; a card that may not be played never takes the focus. Enter or Space uses the focused
one; 1-9 press a button, L shows the last trick.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from ...engine.actions import Action, play
from ...engine.cards import Card
from ...i18n import tr
from ..tween import Pose
from ..widgets import Button
from .motion import Sprite

if TYPE_CHECKING:
    from .scene import TableScene

DRAW = "DRAW"  # an action kind: clicking the stock takes it, like reaching for the top card
DRAG_THRESHOLD = 6


@dataclass
class Drag:
    sprite: Sprite
    offset: tuple[float, float]
    start: tuple[int, int]
    moved: bool = False


Target = Sprite | Button


class Pointer:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.drag: Drag | None = None
        self.hover: Sprite | None = None
        self.focus: int | None = None

    @property
    def dragged(self) -> Sprite | None:
        return self.drag.sprite if self.drag is not None else None

    def reset(self) -> None:
        self.drag = self.hover = self.focus = None

    # ---- the mouse ---------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        table = self.table
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if any(button.handle(event) for button in table.controls.every()):
                return
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN and not any(addon.key(event) for addon in table.addons):
            self._key(event)

    def _press(self, pos: tuple[int, int]) -> None:
        table = self.table
        if table.animating:
            table.skip()
            return
        if any(b.rect.collidepoint(pos) for b in table.controls.every()):
            return
        sprite = self._hand_sprite_at(pos) if table.interactive else None
        if sprite is not None:
            sprite.tween = None
            self.drag = Drag(sprite, (sprite.pose.x - pos[0], sprite.pose.y - pos[1]), pos)
            sprite.z = 900
        elif table.controls.peek:
            table.controls.peek = False
        elif self._on_stock(pos):
            draw = next((a for a in table.legal if a.kind == DRAW), None)
            if draw is not None:
                table.act(draw)

    def _motion(self, pos: tuple[int, int]) -> None:
        table, drag = self.table, self.drag
        if drag is None:
            self.hover = self._hand_sprite_at(pos) if table.interactive and not table.animating else None
            if self.hover is not None and not table.is_legal(self.hover):
                self.hover = None
            return
        if abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1]) > DRAG_THRESHOLD:
            drag.moved = True
        p = drag.sprite.pose
        drag.sprite.pose = Pose(pos[0] + drag.offset[0], pos[1] + drag.offset[1], p.angle * 0.8, p.face, p.scale)

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        table = self.table
        if not drag.moved or table.layout.drop_zone.collidepoint(pos) or self._on_stock_place(pos):
            self.try_play(drag.sprite)
        else:
            table.say(tr("table.drop_hint"))
            table.motion.retarget(table.motion.seconds("return"))

    def try_play(self, sprite: Sprite) -> None:
        card, table = sprite.token.card, self.table
        if card is None or not table.act(self._card_action(card)):
            table.motion.retarget(table.motion.seconds("return"))

    def _card_action(self, card: Card) -> Action:
        """What using this card means now: the legal action naming it (a Skat discard), else playing it."""
        return next((a for a in self.table.legal if a.card == card), play(card))

    def _on_stock(self, pos: tuple[int, int]) -> bool:
        table = self.table
        tops = [table.model.stock[-1]] if table.model.stock else []
        sprites = table.motion.sprites
        return any(table.painter.hit_rect(sprites[t.id].pose).collidepoint(pos) for t in tops if t.id in sprites)

    def _on_stock_place(self, pos: tuple[int, int]) -> bool:
        """Over the stock's place, even when it is empty (a card dragged back to Skat's skat)."""
        return self.table.painter.hit_rect(self.table.layout.stock_pose(0)).collidepoint(pos)

    def _hand_sprite_at(self, pos: tuple[int, int]) -> Sprite | None:
        for sprite in reversed(self.table.hand_sprites()):  # the rightmost card lies on top
            if self.table.painter.hit_rect(sprite.pose).collidepoint(pos):
                return sprite
        return None

    # ---- the keyboard ------------------------------------------------------------------------
    def _key(self, event: pygame.event.Event) -> None:
        table = self.table
        key, targets = event.key, self.targets()
        if key == pygame.K_ESCAPE:
            table.pause()
        elif table.animating and key in (pygame.K_SPACE, pygame.K_RETURN):
            table.skip()
        elif key == pygame.K_TAB and targets:
            self.focus = self._next_of(self._focusable(targets), -1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and targets:
            self.focus = self._next_in_row(targets, 1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_UP, pygame.K_DOWN) and targets:
            cards = len(table.hand_sprites())
            playable = self._playable_indices()
            self.focus = (cards if cards < len(targets) else None) if key == pygame.K_UP else (playable[0] if playable else None)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is not None and self.focus < len(targets):
            target = targets[self.focus]
            if isinstance(target, Button):
                if target.enabled:
                    target.on_click()
            else:
                self.try_play(target)
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(table.controls.buttons):
            table.controls.buttons[key - pygame.K_1].on_click()
        elif key == pygame.K_l:
            table.controls.toggle_peek()
        self.show_focus()

    def _playable_indices(self) -> list[int]:
        return [i for i, sprite in enumerate(self.table.hand_sprites()) if self.table.is_legal(sprite)]

    def _focusable(self, targets: list[Target]) -> list[int]:
        """Where the focus may rest: the cards that may be played now (a dimmed card never
        has it), then every button."""
        return [*self._playable_indices(), *range(len(self.table.hand_sprites()), len(targets))]

    def _next_in_row(self, targets: list[Target], step: int) -> int | None:
        """Left / Right stay where the focus is: among the cards that may be played, or among
        the buttons (there too when no card may be played)."""
        cards = len(self.table.hand_sprites())
        on_buttons = self.focus is not None and self.focus >= cards
        row = [] if on_buttons else self._playable_indices()
        return self._next_of(row or list(range(cards, len(targets))), step)

    def _next_of(self, row: list[int], step: int) -> int | None:
        """The next place of ``row`` from the focus (its first or last when the focus is elsewhere)."""
        if not row:
            return None
        if self.focus not in row:
            return row[0] if step > 0 else row[-1]
        return row[(row.index(self.focus) + step) % len(row)]

    # ---- the focus ---------------------------------------------------------------------------
    def targets(self) -> list[Target]:
        """What the keyboard focus moves over: the viewer's cards, then the visible buttons."""
        table = self.table
        buttons = [] if table.animating else table.controls.bar()
        if table.controls.can_peek() and not table.animating:
            buttons.append(table.controls.peek_button)
        return [*table.hand_sprites(), *buttons, *table.controls.side]

    def target(self) -> Target | None:
        targets = self.targets()
        return targets[self.focus] if self.focus is not None and self.focus < len(targets) else None

    def show_focus(self) -> None:
        focused = self.target()
        for button in self.table.controls.every():
            button.focused = button is focused

    def refocus(self, was: Target | None) -> None:
        """After the buttons were made again: the focus stays on the same control, or goes back
        to the hand; it never lands on an irreversible action by itself."""
        targets = self.targets()
        if isinstance(was, Button):
            self.focus = next((i for i, t in enumerate(targets) if isinstance(t, Button) and t.label == was.label
                               and not t.danger), None)
        elif self.focus is not None and self.focus not in self._focusable(targets):  # its card may not be played now
            playable = self._playable_indices()
            self.focus = min(playable, key=lambda i: abs(i - (self.focus or 0))) if playable else None

    def focus_on(self, action: Action) -> None:
        """Put the keyboard focus on the card or button that does ``action`` (a hint)."""
        label = self.table.panel.label(action)
        for i, target in enumerate(self.targets()):
            card = target.token.card if isinstance(target, Sprite) else None
            # a button ending in "…" opens a choice that holds the action (Coiffeur's "Joker 1 …")
            opens = isinstance(target, Button) and target.label.endswith("…") and target.label[:-1].strip() in label
            if (card is not None and card == action.card) or (isinstance(target, Button) and label in target.label) or opens:
                self.focus = i
                break
        self.show_focus()

    def focused(self) -> Sprite | None:
        """The card with the keyboard focus."""
        target = self.target()
        return target if isinstance(target, Sprite) else None
