"""Widgets shared by every scene: fonts, labels, buttons, choosers, text fields, panels."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from ..i18n import language
from . import fonts, linebreak, recording

# A warm, muted palette that sits well on green felt.
INK = (245, 240, 225)
INK_DIM = (170, 175, 160)
GOLD = (232, 196, 104)
RED = (226, 92, 80)
PANEL = (12, 32, 24, 200)
BUTTON = (40, 84, 62)
BUTTON_HOVER = (58, 116, 86)
BUTTON_OFF = (44, 56, 50)
BORDER = (214, 186, 118)


# High contrast: every text colour of the palette becomes a brighter, purer one, and panels
# and buttons become opaque; set by the app from the settings (``set_style``).
CONTRAST_INK = {INK: (255, 255, 255), INK_DIM: (235, 235, 235), GOLD: (255, 226, 0), RED: (255, 120, 110)}
CONTRAST_PANEL = (0, 0, 0, 255)


@dataclass
class Style:
    scale: float = 1.0  # UI scale: every text size is multiplied by it
    high_contrast: bool = False


STYLE = Style()


def set_style(scale_percent: int, high_contrast: bool) -> None:
    STYLE.scale, STYLE.high_contrast = scale_percent / 100, high_contrast


def scaled(px: int) -> int:
    """A size in pixels at the UI scale (text sizes are scaled inside ``font`` already)."""
    return round(px * STYLE.scale)


def font(size: int) -> pygame.font.Font:
    """The language's font at ``size`` px × the UI scale."""
    return fonts.load(language(), text_px(size))


SUPERSAMPLE_BELOW = 28  # text smaller than this (px) is drawn supersampled (``_text``)
SMALLEST_PX = 13  # words never get smaller than this on screen (the floor is 11)


def text_px(size: int) -> int:
    """The pixel size text of ``size`` is drawn at (× the UI scale)."""
    return max(8, round(size * STYLE.scale))


def text(words: str, size: int, color: tuple[int, int, int] = INK) -> pygame.Surface:
    """Rendered text, cached: labels are redrawn every frame but rarely change."""
    if STYLE.high_contrast:
        color = CONTRAST_INK.get((color[0], color[1], color[2]), color)
    return rendered(words, text_px(size), color)


def rendered(words: str, px: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """``words`` in the language's font at ``px`` (no UI scale applied), cached."""
    return _text(words, px, tuple(color), bold, language())


@lru_cache(maxsize=1024)
def _text(words: str, px: int, color: tuple[int, int, int], bold: bool, code: str) -> pygame.Surface:
    """Small text is rendered twice as large and scaled down: SDL_ttf's hinting snaps each
    glyph to whole pixels, which at small sizes spaces letters unevenly ("z wanzig")."""
    plain = fonts.load(code, px, bold).render(words, True, color)
    if px >= SUPERSAMPLE_BELOW or not words:
        return plain
    large = fonts.load(code, px * 2, bold).render(words, True, color)
    return pygame.transform.smoothscale(large, plain.get_size())


def blit_text(surface: pygame.Surface, words: str, size: int, color=INK, **anchor: Any) -> pygame.Rect:
    """Draw ``words`` placed by a Rect keyword (``center=…``, ``topleft=…``); returns the rect."""
    image = text(words, size, color)
    rect = image.get_rect(**anchor)
    surface.blit(image, rect)
    if recording.active():
        ink = image.get_bounding_rect().move(rect.topleft)  # the glyphs, not the line's spacing
        recording.text(surface, words, ink, text_px(size), fonts.face(language()).path)
    return rect


def label_sizes(size: int) -> list[int]:
    """Text sizes from ``size`` down to the smallest that still shows at ``SMALLEST_PX`` on
    screen at the UI scale: what a label tries, largest first, until it fits its room."""
    sizes = [n for n in range(size, 0, -1) if text_px(n) >= SMALLEST_PX]
    return sizes[::max(1, len(sizes) // 8)] + sizes[-1:] if sizes else [size]


def line_height(size: int) -> int:
    """The height of a line of text at ``size`` (× the UI scale), for stacking rows."""
    return font(size).get_linesize()


def fitted(words: str, size: int, width: int) -> int:
    """The largest text size up to ``size`` at which ``words`` fit ``width`` pixels, but none
    that shows smaller than ``SMALLEST_PX`` (cut the words short when that is too wide)."""
    while text_px(size - 1) >= SMALLEST_PX and font(size).size(words)[0] > width:
        size -= 1
    return size


def ellipsized(words: str, size: int, width: int) -> str:
    """``words`` cut short with an ellipsis so that they fit ``width`` pixels."""
    if font(size).size(words)[0] <= width:
        return words
    while words and font(size).size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"


def wrap(words: str, size: int, width: int) -> list[str]:
    """``words`` in lines that fit ``width`` pixels at ``size`` (Japanese breaks between characters)."""
    return linebreak.wrap(words, font(size), width)


def panel(surface: pygame.Surface, rect: pygame.Rect, color=PANEL, radius: int = 14, border=BORDER) -> None:
    """A translucent rounded panel with a thin gold edge (opaque black, bright edge in high contrast)."""
    if STYLE.high_contrast:
        color, border = CONTRAST_PANEL, CONTRAST_INK[GOLD] if border else None
    surface.blit(_panel_layer(tuple(rect.size), tuple(color), radius, border and tuple(border)), rect)


@lru_cache(maxsize=128)
def _panel_layer(size: tuple[int, int], color: tuple, radius: int, border: tuple | None) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(layer, color, layer.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(layer, (*border, 150), layer.get_rect(), width=2, border_radius=radius)
    return layer


@lru_cache(maxsize=4)
def shade(size: tuple[int, int], alpha: int = 110) -> pygame.Surface:
    """A translucent black sheet that dims whatever a dialog covers."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.fill((0, 0, 0, alpha))
    return sheet


class Widget:
    rect: pygame.Rect = pygame.Rect(0, 0, 0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """True when the event was used."""
        return False

    def draw(self, surface: pygame.Surface) -> None: ...


@dataclass(eq=False)
class Button(Widget):
    label: str
    on_click: Callable[[], object]  # what it returns is ignored (app.push returns the scene)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 160, 44))
    enabled: bool = True
    tooltip: str = ""
    size: int = 28
    hot: bool = False  # a call to action: drawn in gold
    focused: bool = False  # keyboard focus (Tab / arrows); Enter activates
    key: str = ""  # the shortcut key shown in the corner ("1", "H")
    danger: bool = False  # irreversible (a claim, closing the talon): kept apart, no number key, a red edge

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.rect.collidepoint(event.pos):
            if self.enabled:
                self.on_click()
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    def natural_width(self, size: int) -> int:
        """The width that shows the whole label at ``size`` beside the shortcut key."""
        return font(size).size(self.label)[0] + 24 + 2 * self._corner(size)

    def _key_size(self, size: int) -> int:
        return max(size * 3 // 5, next(n for n in range(1, 99) if text_px(n) >= SMALLEST_PX))

    def _corner(self, size: int) -> int:
        """The room the shortcut key takes at each end (the label stays centred, clear of it)."""
        return font(self._key_size(size)).size(self.key)[0] + 8 if self.key else 0

    def draw(self, surface: pygame.Surface) -> None:
        with recording.group(self.label, self.rect, control=True):
            self._draw(surface)

    def _draw(self, surface: pygame.Surface) -> None:
        hover = self.enabled and self.rect.collidepoint(pygame.mouse.get_pos())
        color = BUTTON_OFF if not self.enabled else BUTTON_HOVER if hover else (150, 116, 44) if self.hot else BUTTON
        edge, width = (RED if self.danger else BORDER) if self.enabled else (90, 100, 92), 2
        if STYLE.high_contrast:
            color = (0, 0, 160) if hover or self.focused else (0, 0, 0)
            edge, width = (255, 226, 0) if self.enabled else (140, 140, 140), 3
        elif self.focused:
            color = BUTTON_HOVER
        pygame.draw.rect(surface, (10, 34, 24), self.rect.move(0, 3), border_radius=10)
        pygame.draw.rect(surface, color, self.rect, border_radius=10)
        pygame.draw.rect(surface, edge, self.rect, width=width, border_radius=10)
        if self.focused:  # the keyboard focus: a second, outer ring
            pygame.draw.rect(surface, (255, 255, 255), self.rect.inflate(8, 8), width=2, border_radius=13)
        room = self.rect.width - 16 - 2 * self._corner(self.size)
        size = fitted(self.label, self.size, room)  # long words at a large UI scale shrink to fit
        label = ellipsized(self.label, size, room)
        blit_text(surface, label, size, INK if self.enabled else INK_DIM, center=self.rect.center)
        if self.key:  # its shortcut key, small in the corner
            blit_text(surface, self.key, self._key_size(self.size), GOLD, topleft=(self.rect.left + 6, self.rect.top + 3))
        tip = self.tooltip or (self.label if label != self.label else "")  # a cut label is read in full on hover
        if tip and self.rect.collidepoint(pygame.mouse.get_pos()):
            show_tooltip(tip, max(18, self.size * 2 // 3), self.rect)


_tooltip: tuple[str, int, pygame.Rect] | None = None  # the hovered widget's tip this frame: (words, size, beside)


def show_tooltip(words: str, size: int, beside: pygame.Rect) -> None:
    """Ask for a tooltip beside a widget; ``draw_tooltip`` draws it once the frame is drawn,
    over every other widget and scene (a neighbour drawn later must not hide it)."""
    global _tooltip
    _tooltip = (words, size, beside.copy())


def forget_tooltip() -> None:
    """Drop the tip asked for so far: a scene drawn under another one shows none."""
    global _tooltip
    _tooltip = None


def draw_tooltip(surface: pygame.Surface) -> None:
    """The frame's tooltip, last of all: on a panel right of its widget (left of it at the
    window's right edge, above it when neither side has room), kept inside the window."""
    global _tooltip
    if _tooltip is None:
        return
    words, size, beside = _tooltip
    _tooltip = None
    image = text(words, size, INK)
    box = image.get_rect().inflate(16, 10)
    box.midleft = (beside.right + 10, beside.centery)
    if box.right > surface.get_width():
        box.midright = (beside.left - 10, beside.centery)
    if box.left < 0:  # too long for either side: above the widget, never over it
        box.midbottom = (beside.centerx, beside.top - 6)
    box.clamp_ip(surface.get_rect())
    panel(surface, box, color=(12, 32, 24, 235), radius=8)
    blit_text(surface, words, size, INK, center=box.center)


@dataclass(eq=False)
class Choice(Widget):
    """``label   ‹ value ›``: click the arrows (or the value) to step through the options."""

    label: str
    options: Sequence[tuple[Any, str]]  # (value, shown text)
    index: int = 0
    on_change: Callable[[Any], None] | None = None
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 420, 36))
    size: int = 26
    help: str = ""
    focused: bool = False  # keyboard focus: Left / Right step through the options
    box_w: int | None = None  # the value box's width (None: 11/20 of the row, at least 150)

    @property
    def value(self) -> Any:
        return self.options[self.index][0]

    def select(self, value: Any) -> None:
        self.index = next((i for i, (v, _) in enumerate(self.options) if v == value), 0)

    def _arrows(self) -> tuple[pygame.Rect, pygame.Rect]:
        box = self.value_box()
        return pygame.Rect(box.left, box.top, 30, box.height), pygame.Rect(box.right - 30, box.top, 30, box.height)

    def value_box(self) -> pygame.Rect:
        """Where the value and its arrows are drawn, right of the label."""
        width = self.box_w if self.box_w is not None else max(150, self.rect.width * 11 // 20)
        return pygame.Rect(self.rect.right - width, self.rect.top, width, self.rect.height)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or not self.value_box().collidepoint(event.pos):
            return event.type == pygame.MOUSEBUTTONDOWN and self.value_box().collidepoint(event.pos)
        left, _ = self._arrows()
        self.step(-1 if left.collidepoint(event.pos) else 1)
        return True

    def step(self, step: int) -> None:
        self.index = (self.index + step) % len(self.options)
        if self.on_change:
            self.on_change(self.value)

    def draw(self, surface: pygame.Surface) -> None:
        with recording.group(self.label, self.rect, control=True):
            self._draw(surface)

    def _draw(self, surface: pygame.Surface) -> None:
        box = self.value_box()
        draw_label(surface, self.label, self.size, self.rect, box)
        hover = box.collidepoint(pygame.mouse.get_pos())
        pygame.draw.rect(surface, BUTTON_HOVER if hover else BUTTON, box, border_radius=8)
        pygame.draw.rect(surface, BORDER, box, width=1, border_radius=8)
        if self.focused:
            pygame.draw.rect(surface, (255, 255, 255), box.inflate(6, 6), width=2, border_radius=10)
        left, right = self._arrows()
        blit_text(surface, "<", self.size, GOLD, center=left.center)
        blit_text(surface, ">", self.size, GOLD, center=right.center)
        shown, room = self.options[self.index][1], box.width - 2 * left.width
        size = fitted(shown, self.size - 2, room)  # at the smallest size, cut short rather than over the arrows
        blit_text(surface, ellipsized(shown, size, room), size, INK, center=box.center)


@dataclass(eq=False)
class TextField(Widget):
    """A one-line text box: click or Tab to focus, type (Backspace deletes), Enter, Tab or a
    click elsewhere to leave."""

    label: str
    value: str
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 420, 36))
    size: int = 26
    focused: bool = False
    limit: int = 16
    placeholder: str = ""  # shown dim while the box is empty (what an empty value stands for)

    def value_box(self) -> pygame.Rect:
        width = max(150, self.rect.width * 11 // 20)
        return pygame.Rect(self.rect.right - width, self.rect.top, width, self.rect.height)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focused = self.value_box().collidepoint(event.pos)
            return self.focused
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.focused = False
            elif event.key == pygame.K_BACKSPACE:
                self.value = self.value[:-1]
            # Tab and the arrows move the focus (FocusRing); letters arrive as TEXTINPUT
            return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_BACKSPACE, pygame.K_SPACE)
        if event.type == pygame.TEXTINPUT:
            self.value = (self.value + event.text)[: self.limit]
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        with recording.group(self.label, self.rect, control=True):
            self._draw(surface)

    def _draw(self, surface: pygame.Surface) -> None:
        box = self.value_box()
        draw_label(surface, self.label, self.size, self.rect, box)
        pygame.draw.rect(surface, (20, 44, 34), box, border_radius=8)
        pygame.draw.rect(surface, GOLD if self.focused else BORDER, box, width=2 if self.focused else 1, border_radius=8)
        shown = self.value + ("|" if self.focused and pygame.time.get_ticks() // 500 % 2 else "")
        if not shown and self.placeholder:
            shown, color = self.placeholder, INK_DIM
        else:
            color = INK
        blit_text(surface, shown, fitted(shown + "|", self.size - 2, box.width - 20), color, midleft=(box.left + 10, box.centery))


VALUE_MARGIN = 68  # a value box beyond its widest value: the two arrows and a little air


def value_box_width(row: Choice, width: int) -> int:
    """The value box of ``row`` in a row ``width`` wide: room for its widest value where the
    label still fits beside it (on one line, else on two), at least room for the widest value
    at the smallest text."""
    widest = max(font(row.size - 2).size(text)[0] for _, text in row.options) + VALUE_MARGIN
    least = max(font(label_sizes(row.size - 2)[-1]).size(text)[0] for _, text in row.options) + VALUE_MARGIN
    label = font(row.size).size(row.label)[0]
    if width - label - 8 >= least:  # the label on one line
        return max(96, min(widest, width - label - 8))
    lines = linebreak.two_lines(row.label, font(row.size), width - least - 8)  # else on two, as even as they read well
    label = max(font(row.size).size(line)[0] for line in lines) if lines else label
    return max(96, least, min(widest, width - label - 8))


def label_lines(words: str, size: int, room: int, height: int) -> tuple[int, list[str]]:
    """The size and lines of a row's label in ``room`` pixels beside its box: its own size on
    one line, else on two lines where the row is ``height`` enough for them, else smaller (one
    line before two), never below ``SMALLEST_PX``; cut short only when even that fails."""
    sizes = label_sizes(size)
    for n in sizes:
        if font(n).size(words)[0] <= room:
            return n, [words]
        lines = linebreak.two_lines(words, font(n), room)
        # (lines closer than a line height let a comma touch the capital below it)
        if lines is not None and 2 * line_height(n) <= height + 6:
            return n, lines
    return sizes[-1], [ellipsized(words, sizes[-1], room)]


def draw_label(surface: pygame.Surface, words: str, size: int, row: pygame.Rect, box: pygame.Rect) -> None:
    """A row's label left of its box (``label_lines``: long German words, Japanese, a large UI scale)."""
    size, lines = label_lines(words, size, box.left - row.left - 8, row.height)
    step = line_height(size)
    for i, line in enumerate(lines):
        blit_text(surface, line, size, INK, midleft=(row.left, row.centery + (2 * i + 1 - len(lines)) * step // 2))


ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
NEXT_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
BACK_KEYS = (pygame.K_LEFT, pygame.K_UP)


class FocusRing:
    """Keyboard focus over a screen's widgets: Tab and the arrows move it (Shift+Tab back),
    Enter or Space presses the focused button; on a ``Choice`` Left / Right change the value,
    on a ``TextField`` typing edits it. Every dialog and menu uses one, so every choice is
    reachable without a mouse."""

    def __init__(self) -> None:
        self.index: int | None = None

    def handle(self, event: pygame.event.Event, buttons: Sequence[Widget]) -> bool:
        """True when the key was used (focus moved, a button pressed, a choice changed)."""
        if event.type != pygame.KEYDOWN or not buttons:
            return False
        focused = buttons[self.index] if self.index is not None and self.index < len(buttons) else None
        if isinstance(focused, Choice) and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            focused.step(1 if event.key == pygame.K_RIGHT else -1)
            return True
        back = event.key in BACK_KEYS or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
        if event.key in NEXT_KEYS or back:
            self.move(buttons, -1 if back else 1)
            return True
        if event.key in ENTER_KEYS and focused is not None:
            if isinstance(focused, Button) and focused.enabled:
                focused.on_click()
            elif isinstance(focused, Choice):
                focused.step(1)
            return True
        return False

    def route(self, event: pygame.event.Event, widgets: Sequence[Widget]) -> bool:
        """An event to a screen's widgets: the one under the pointer (or typed into) first, then
        the focus keys. True when something used it."""
        return any(w.handle(event) for w in widgets) or self.handle(event, widgets)

    def move(self, buttons: Sequence[Widget], step: int) -> None:
        n = len(buttons)
        start = (-1 if step > 0 else 0) if self.index is None else self.index
        for i in range(1, n + 1):  # the next enabled button, wrapping around
            candidate = (start + step * i) % n
            if getattr(buttons[candidate], "enabled", True):
                self.index = candidate
                break
        self.show(buttons)

    def show(self, buttons: Sequence[Widget]) -> None:
        for i, button in enumerate(buttons):
            button.focused = i == self.index  # type: ignore[attr-defined]  # every focusable widget has it
