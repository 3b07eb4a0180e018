"""The rules of one game, in the current language, with small card pictures in the current
theme. Scroll with the wheel, the arrow keys, PgUp/PgDn, Home/End; Escape or F1 closes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ...engine.cards import Card
from ...help import BULLET, CARDS, HEADING, SUBHEADING, Block, load_rules
from ...i18n import language, tr
from .. import fonts
from ..linebreak import wrap
from ..widgets import GOLD, INK, INK_DIM, panel, rendered, shade
from . import Scene

CLOSE_KEYS = (pygame.K_ESCAPE, pygame.K_F1)
OPAQUE = (12, 34, 26, 255)


@dataclass
class Item:
    """One laid-out piece of the page: a text line or a row of cards, at ``y`` in the page."""

    y: int
    x: int
    text: str = ""
    font: pygame.font.Font | None = None
    px: int = 0  # the font's nominal size and weight, to render the line with
    bold: bool = False
    color: tuple[int, int, int] = INK
    cards: tuple[Card, ...] = ()
    card_width: int = 0


class RulesScene(Scene):
    modal = True

    def __init__(self, app, game: str) -> None:
        super().__init__(app)
        self.game = game
        self.title = tr("rules.title", game=tr(f"game.{game}"))
        self.blocks: list[Block] = load_rules(game, language(), app.settings.theme)
        self.scroll = 0
        self.resize(app.size)

    # ---- layout ------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.rect = pygame.Rect(0, 0, min(w - 60, 980), h - 60)
        self.rect.center = (w // 2, h // 2)
        self.body = max(18, min(30, h // 34))  # body text size, px
        self.view = pygame.Rect(self.rect.left + 40, self.rect.top + self.body * 3, self.rect.width - 80,
                                self.rect.height - self.body * 5)
        self.items, self.page_height = self._layout(self.view.width)
        self.scroll = min(self.scroll, self.max_scroll)

    def _layout(self, width: int) -> tuple[list[Item], int]:
        code, size = language(), self.body
        sizes = {HEADING: size * 3 // 2, SUBHEADING: size * 6 // 5}
        heads = {kind: fonts.load(code, px, True) for kind, px in sizes.items()}
        body = fonts.load(code, size)
        items: list[Item] = []
        y = 0
        for block in self.blocks:
            if block.kind == CARDS:
                cw = min(size * 2, (width - 40) // max(1, len(block.cards)) - 6)
                items.append(Item(y + 4, 24, cards=block.cards, card_width=cw))
                y += round(cw * 1.54) + 16
                continue
            f = heads.get(block.kind, body)
            color = GOLD if block.kind in heads else INK
            indent = size + 6 if block.kind == BULLET else 0
            if block.kind in heads:
                y += size // 2 if items else 0
            px, bold = sizes.get(block.kind, size), block.kind in heads
            for i, line in enumerate(wrap(block.text, f, width - indent)):
                if block.kind == BULLET and i == 0:
                    items.append(Item(y, size // 3, "•", f, px, bold, INK_DIM))
                items.append(Item(y, indent, line, f, px, bold, color))
                y += f.get_linesize()
            y += size // 2
        return items, y

    @property
    def max_scroll(self) -> int:
        return max(0, self.page_height - self.view.height)

    # ---- input -------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        line, page = self.body * 2, max(self.body, self.view.height - self.body * 2)
        if event.type == pygame.KEYDOWN:
            steps = {pygame.K_UP: -line, pygame.K_DOWN: line, pygame.K_PAGEUP: -page, pygame.K_PAGEDOWN: page,
                     pygame.K_SPACE: page, pygame.K_HOME: -self.page_height, pygame.K_END: self.page_height}
            if event.key in CLOSE_KEYS:
                self.app.pop(self)
            elif event.key in steps:
                self.scroll_by(steps[event.key])
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * line)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.rect.collidepoint(event.pos):
            self.app.pop(self)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    # ---- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size(), 150), (0, 0))
        panel(surface, self.rect, OPAQUE)  # the page is read, not the table under it
        title = rendered(self.title, self.body * 2, GOLD, bold=True)
        surface.blit(title, title.get_rect(midtop=(self.rect.centerx, self.rect.top + self.body // 2)))
        keys = rendered(tr("rules.keys"), max(14, self.body * 3 // 4), INK_DIM)
        surface.blit(keys, keys.get_rect(midbottom=(self.rect.centerx, self.rect.bottom - self.body // 2)))
        clip = surface.get_clip()
        surface.set_clip(self.view)
        top = self.view.top - self.scroll
        for item in self.items:
            y = top + item.y
            if y > self.view.bottom or y + self.body * 4 < self.view.top:
                continue
            if item.cards:
                self._draw_cards(surface, item, y)
            elif item.font is not None:  # a text line (a blank line has neither)
                surface.blit(rendered(item.text, item.px, item.color, item.bold), (self.view.left + item.x, y))
        surface.set_clip(clip)
        self._draw_scrollbar(surface)

    def _draw_cards(self, surface: pygame.Surface, item: Item, y: int) -> None:
        x = self.view.left + item.x
        for card in item.cards:
            surface.blit(self.app.art.face(card, item.card_width), (x, y))
            x += item.card_width + 6

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        if not self.max_scroll:
            return
        track = pygame.Rect(self.rect.right - 18, self.view.top, 6, self.view.height)
        knob_h = max(30, track.height * self.view.height // self.page_height)
        knob_y = track.top + (track.height - knob_h) * self.scroll // self.max_scroll
        pygame.draw.rect(surface, (40, 70, 56), track, border_radius=3)
        pygame.draw.rect(surface, GOLD, (track.left, knob_y, track.width, knob_h), border_radius=3)
