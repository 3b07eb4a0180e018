"""Drawing the table: the resting cards, the panel and the name plates come from a static
layer repainted only where something changed; moving cards, marks, buttons, the prompt and
the add-ons' overlays are drawn over it every frame.
"""

from __future__ import annotations

from functools import lru_cache, partial
from typing import TYPE_CHECKING

import pygame

from ...engine.actions import PLAY
from ...i18n import language, tr
from ...i18n.punctuation import dotted
from .. import recording
from ..static_layer import Item, Paint, StaticLayer
from ..tween import Pose
from ..widgets import GOLD, INK, INK_DIM, STYLE, blit_text, ellipsized, fitted, font, label_sizes, line_height, panel
from .addons import combined
from .prompt import draw_prompt

if TYPE_CHECKING:
    from .scene import TableScene


class TableDrawing:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.layer = StaticLayer()  # the felt, resting cards and panel, painted again only where they change
        self._oval_surface: pygame.Surface | None = None
        self.plate_boxes: list[pygame.Rect] = []  # where the name plates went in the last frame (a lesson's coach panel keeps clear)

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        L, controls = table.layout, table.controls
        resting, moving = self._card_items()
        panel_key = (tuple(L.panel), table.obs, table.source.version, tuple(table.names), controls.peeking())
        panel_item = Item("panel", panel_key, self._draw_panel, L.panel.copy)
        base = (table.app.settings, L, table.viewer)
        panel_items = [] if any(addon.own_panel for addon in table.addons) else [panel_item]  # the bidding help's place
        surface.blit(self.layer.refresh(surface.get_size(), base, self._draw_felt, [*resting, *panel_items, *self._plate_items()]),
                     (0, 0))
        for paint in moving:
            paint(surface)
        self._draw_marks(surface)
        self._draw_stock_count(surface)
        table.panel.draw_table(surface, L, table.view())
        if controls.can_peek() and not table.animating:
            controls.peek_button.draw(surface)
        for button in controls.side:
            button.draw(surface)
        if controls.peeking():
            with recording.group("last trick"):
                self._draw_peek(surface)
        if not table.animating:
            for button in controls.bar():
                button.draw(surface)
        draw_prompt(table, surface)
        for addon in table.addons:
            addon.draw(surface)

    def _card_items(self) -> tuple[list[Item], list[Paint]]:
        """Every card in z order: the resting ones as layer items, how to paint the moving or
        dragged ones."""
        table = self.table
        L = table.layout
        choosing = any(a.kind == PLAY for a in table.legal)
        hand_ids = {t.id for t in table.model.hands[table.viewer]}
        fans = table.model.fans() if recording.active() else {}
        focused = table.pointer.focused()
        dragged = table.pointer.dragged
        marked = combined(table.addons)
        resting: list[Item] = []
        moving: list[Paint] = []
        for sprite in sorted(table.motion.sprites.values(), key=lambda s: s.z + (500 if s.tween else 0)):
            pose = sprite.pose
            if sprite.lift > 0.01:
                pose = Pose(pose.x, pose.y - sprite.lift * L.lift, pose.angle, pose.face, pose.scale)
            dim = sprite.token.id in hand_ids and choosing and not table.is_legal(sprite) and sprite is not dragged
            card = sprite.token.card
            glow = sprite is focused or (card is not None and card in marked)
            fan = fans.get(sprite.token.id, "card")
            if sprite.tween is not None or sprite is dragged:
                # a card in flight passes over anything for a moment: not part of the layout
                moving.append(recording.unrecorded(partial(table.painter.draw, card=card, pose=pose, dim=dim, glow=glow,
                                                           moving=True)))
                continue
            key = (card, sprite.z, round(pose.x), round(pose.y), round(pose.angle), round(pose.scale, 2),
                   round(pose.face, 2), dim, glow)
            paint = recording.fanned(fan, partial(table.painter.draw, card=card, pose=pose, dim=dim, glow=glow))
            resting.append(Item(sprite.token.id, key, paint, partial(table.painter.bounds, pose)))
        return resting, moving

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """A gold band over the top of each marked card in the hand (Skat: the cards from the skat)."""
        table = self.table
        marked = table.panel.marked_cards(table.obs) if table.obs is not None else frozenset()
        for sprite in table.hand_sprites():
            if sprite.token.card in marked and sprite.tween is None:
                rect = table.painter.hit_rect(sprite.pose).move(0, -round(sprite.lift * table.layout.lift))
                band = pygame.Rect(rect.left + 4, rect.top - 7, rect.width - 8, 5)
                pygame.draw.rect(surface, GOLD, band, border_radius=2)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        table = self.table
        view = table.view()
        rows = table.layout.panel.copy()
        rows.height = (view.bottom or rows.bottom) - rows.top  # the side buttons below have places of their own
        with recording.group("panel", rows):
            table.panel.draw(surface, table.layout.panel, view)

    def _draw_felt(self, surface: pygame.Surface) -> None:
        surface.blit(self.table.app.background(), (0, 0))
        oval = self._oval()
        surface.blit(oval, oval.get_rect(center=self.table.layout.center))

    def _oval(self) -> pygame.Surface:
        """The trick area: a slightly darker oval on the felt, where cards are dropped."""
        L = self.table.layout
        size = L.drop_zone.inflate(-L.card_w, -L.card_h // 3).size
        if self._oval_surface is None or self._oval_surface.get_size() != size:
            self._oval_surface = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.ellipse(self._oval_surface, (0, 0, 0, 34), self._oval_surface.get_rect())
            pygame.draw.ellipse(self._oval_surface, (255, 240, 200, 40), self._oval_surface.get_rect(), width=2)
        return self._oval_surface

    def _draw_stock_count(self, surface: pygame.Surface) -> None:
        table = self.table
        count = len(table.model.stock) + (table.model.turnup is not None)
        if count and table.rules.seats == 2:  # the talon (the skat is always two cards; a full deck is dealt at once)
            x, y = table.layout.stock
            blit_text(surface, str(count), table.layout.plate_size, INK_DIM,
                      midtop=(round(x), round(y + table.layout.card_h * 0.56)))

    def _plate_items(self) -> list[Item]:
        """Each seat's name beside its hand, its role under it; the seat to act in gold. Plates
        rest in the static layer: painted again only when their words or colours change."""
        table = self.table
        L, obs = table.layout, table.obs
        turn = obs.turn if obs is not None and not table.animating else None
        view = table.view()
        items = []
        boxes: list[pygame.Rect] = []
        for seat, name in enumerate(table.plates):
            away = table.panel.seat_away(view, seat)
            notes = [tr("table.dealer_note")] if obs is not None and obs.dealer == seat else []
            notes += [n for n in (table.panel.seat_note(view, seat), away) if n]
            if seat == turn:
                thinking = table.source.thinking and not table.source.seats[seat].human
                dots = tr("table.thinking_dot") * (pygame.time.get_ticks() // 400 % 4)
                notes.append(tr("table.thinking") + dots if thinking else tr("table.to_act"))
            anchor, point, room = L.plate_place(seat, len(table.model.hands[seat]))
            big, small, name, note, size = _plate_fit(name, tuple(notes), L.plate_size, (room - 20, L.plate_h), language(), STYLE.scale)
            rect = pygame.Rect((0, 0), size)
            setattr(rect, anchor, point)
            boxes.append(rect)
            look = (tuple(rect), name, note, big, small, seat == turn, bool(away), STYLE.high_contrast)
            items.append(Item(f"plate {seat}", look, partial(_draw_plate, seat=seat, rect=rect, look=look), rect.copy))
        self.plate_boxes = boxes
        return items

    def _draw_peek(self, surface: pygame.Surface) -> None:
        table = self.table
        assert table.obs is not None  # the peek shows a trick of the deal on the table
        winner, trick = table.obs.tricks[-1]
        L, box = table.layout, table.controls.peek_rect()
        step = min(L.card_w * 0.62 + 8, (box.width - 24) / max(len(trick), 1))
        scale = min(0.62, (step - 4) / L.card_w)
        panel(surface, box, (10, 26, 20, 245))
        words = tr("table.won_by", name=table.names[winner])
        blit_text(surface, words, fitted(words, L.plate_size, box.width - 16), INK_DIM, midtop=(box.centerx, box.top + 6))
        x = box.centerx - step * (len(trick) - 1) / 2
        with recording.group("last trick cards"):
            for _, card in trick:
                table.painter.draw(surface, card, Pose(x, box.bottom - 8 - L.card_h * 0.62 / 2, 0, 1.0, scale), shadow=False)
                x += step


def _draw_plate(surface: pygame.Surface, seat: int, rect: pygame.Rect, look: tuple) -> None:
    _, name, note, big, small, acting, away, _ = look
    with recording.group(f"plate {seat}", rect):
        panel(surface, rect, (10, 30, 22, 190), radius=12, border=GOLD if acting else None)
        color = GOLD if acting else INK_DIM if away else INK
        blit_text(surface, name, big, color, midtop=(rect.centerx, rect.top + 4))
        for i, line in enumerate(reversed(note)):  # the notes' lines, from the bottom up
            blit_text(surface, line, small, color if acting else INK_DIM, midbottom=(rect.centerx, rect.bottom - 4 - i * line_height(small)))


@lru_cache(maxsize=256)
def _plate_fit(name: str, notes: tuple[str, ...], size: int, most: tuple[int, int], _language: str,
               _scale: float) -> tuple[int, int, str, tuple[str, ...], tuple[int, int]]:
    """A plate's text sizes, its name, the lines of its notes and its size (measured once per
    wording, not every frame). The notes go on one line, else on two split between notes
    ("Alleinspieler ·" / "am Zug" at a large UI scale) where the plate's height (``most``: its
    room and height) allows, and are cut short only when that fails too."""
    room, height = most
    big = fitted(name, size, room)
    name = ellipsized(name, big, room)
    whole = dotted(notes)
    small = fitted(whole, size * 4 // 5, room) if notes else 0
    lines: tuple[str, ...] = (whole,) if notes else ()
    if notes and font(small).size(whole)[0] > room:
        lines = (ellipsized(whole, small, room),)
        for n in label_sizes(size * 4 // 5):
            if line_height(big) + 2 * line_height(n) + 8 > height:
                continue
            splits = [(dotted(notes[:k]), dotted(notes[k:])) for k in range(1, len(notes))]
            fits = [s for s in splits if max(font(n).size(line)[0] for line in s) <= room]
            if fits:
                small, lines = n, min(fits, key=lambda s: max(font(n).size(line)[0] for line in s))
                break
    width = max([font(big).size(name)[0]] + [font(small).size(line)[0] for line in lines]) + 20
    return big, small, name, lines, (width, line_height(big) + len(lines) * line_height(small) + 8)
