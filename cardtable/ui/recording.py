"""What a frame actually drew: the box of every text, control and card, for the gallery.

The shared draw helpers (``blit_text``, ``Button.draw``, ``CardPainter.draw``) report here
while a ``Recorder`` is active (``recording()``); otherwise each report is one ``None`` check.
Elements nest: a ``group`` (a button, a name plate, the side panel) owns what is drawn inside
it, and overlaps are looked for between siblings only, so a button's label never "overlaps"
its own button, and cards sharing a ``fan`` name (one hand, one pile, the trick) never count
against each other. A pair counts when at least one of the two holds text or is a control:
a card over a card of another hand is the painter's business, a card over a word is a fault.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import cache

import pygame

from .fonts import MISSING
from .tween import turned_corners

Point = tuple[float, float]


@dataclass
class Drawn:
    name: str
    kind: str  # "text", "control", "card", "group"
    corners: list[Point]  # a convex quad: an upright box or a turned card
    parent: int | None = None
    px: int = 0  # text: the font's pixel size
    missing: int = 0  # text: characters the font has no glyph for
    cut: bool = False  # text: partly outside the clip, so cut in half where it shows
    fan: str = ""  # cards: elements sharing a fan name never overlap each other
    wordy: bool = False  # holds text or is a control: its overlaps count

    @property
    def box(self) -> pygame.Rect:
        xs, ys = [p[0] for p in self.corners], [p[1] for p in self.corners]
        return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)), round(max(ys) - min(ys)))


@dataclass
class Recorder:
    elements: list[Drawn] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)
    fan: str = ""  # the fan the cards now drawn belong to (``fanned``)

    def add(self, element: Drawn) -> int:
        element.parent = self.stack[-1] if self.stack else None
        self.elements.append(element)
        index = len(self.elements) - 1
        if element.kind in ("text", "control"):
            self._mark_wordy(index)
        return index

    def _mark_wordy(self, index: int | None) -> None:
        while index is not None:
            self.elements[index].wordy = True
            index = self.elements[index].parent

    # ---- what a shot reports ------------------------------------------------------------------
    def texts(self) -> list[Drawn]:
        return [e for e in self.elements if e.kind == "text"]

    def min_text_px(self) -> int:
        return min((e.px for e in self.texts()), default=0)

    def missing_glyphs(self) -> int:
        return sum(e.missing for e in self.texts())

    def cut_texts(self) -> list[str]:
        """Words a clip cut through (a row drawn half under a box that ends there)."""
        return [e.name for e in self.texts() if e.cut]

    def overlaps(self) -> list[tuple[str, str]]:
        """Every pair of siblings whose shapes intersect, at least one of them wordy, by name."""
        children: dict[int | None, list[int]] = {}
        for i, e in enumerate(self.elements):
            if e.kind in ("group", "control") and len(e.corners) == 0:
                continue  # a group that drew nothing
            children.setdefault(e.parent, []).append(i)
        found: list[tuple[str, str]] = []
        for siblings in children.values():
            for n, i in enumerate(siblings):
                a = self.elements[i]
                for j in siblings[n + 1:]:
                    b = self.elements[j]
                    if not (a.wordy or b.wordy) or (a.fan and a.fan == b.fan):
                        continue
                    if intersects(a.corners, b.corners):
                        pair = (a.fan or a.name, b.fan or b.name)
                        if pair not in found:
                            found.append(pair)
        return found


_RECORDER: Recorder | None = None


@contextmanager
def recording() -> Iterator[Recorder]:
    """Record everything drawn inside the block."""
    global _RECORDER
    previous, _RECORDER = _RECORDER, Recorder()
    try:
        yield _RECORDER
    finally:
        _RECORDER = previous


def active() -> bool:
    return _RECORDER is not None


def _visible(surface: pygame.Surface, rect: pygame.Rect) -> pygame.Rect | None:
    """The part of ``rect`` the surface's clip lets through (None: nothing shows)."""
    shown = rect.clip(surface.get_clip())
    return shown if shown.width > 0 and shown.height > 0 else None


def text(surface: pygame.Surface, words: str, rect: pygame.Rect, px: int, font_path: str | None) -> None:
    if _RECORDER is None or not words.strip():
        return
    shown = _visible(surface, rect)
    if shown is not None:
        _RECORDER.add(Drawn(words, "text", _corners(shown), px=px, missing=missing(font_path, words), cut=shown != rect))


def card(center: Point, size: tuple[float, float], angle: float) -> None:
    """A card of width and height ``size`` turned ``angle`` degrees clockwise about ``center``."""
    if _RECORDER is None:
        return
    fan = _RECORDER.fan
    _RECORDER.add(Drawn(fan or "card", "card", turned_corners(center, size, angle), fan=fan))


def fanned(fan: str, paint: Callable[[pygame.Surface], object]) -> Callable[[pygame.Surface], None]:
    """``paint``, its cards recorded as members of ``fan`` (one hand, one pile, the trick)."""

    def run(surface: pygame.Surface) -> None:
        if _RECORDER is None:
            paint(surface)
            return
        previous, _RECORDER.fan = _RECORDER.fan, fan
        try:
            paint(surface)
        finally:
            _RECORDER.fan = previous

    return run


@contextmanager
def paused() -> Iterator[None]:
    """Nothing drawn inside is recorded (drawing off screen, whose boxes mean nothing here)."""
    global _RECORDER
    previous, _RECORDER = _RECORDER, None
    try:
        yield
    finally:
        _RECORDER = previous


def unrecorded(paint: Callable[[pygame.Surface], object]) -> Callable[[pygame.Surface], None]:
    """``paint``, leaving no record (a card in flight: it crosses everything for a moment)."""

    def run(surface: pygame.Surface) -> None:
        with paused():
            paint(surface)

    return run


@contextmanager
def group(name: str, rect: pygame.Rect | None = None, control: bool = False) -> Iterator[None]:
    """Everything drawn inside belongs to ``name`` (its box: ``rect``, else all it drew);
    ``control``: a button or other thing to click, whose place must stay clear."""
    if _RECORDER is None:
        yield
        return
    recorder = _RECORDER
    index = recorder.add(Drawn(name, "control" if control else "group", _corners(rect) if rect is not None else []))
    recorder.stack.append(index)
    try:
        yield
    finally:
        recorder.stack.pop()
        element = recorder.elements[index]
        if rect is None:
            inside = [e.box for e in recorder.elements[index + 1:] if e.parent == index]
            element.corners = _corners(inside[0].unionall(inside[1:])) if inside else []


# ---- geometry ----------------------------------------------------------------------------------
def _corners(rect: pygame.Rect) -> list[Point]:
    return [(rect.left, rect.top), (rect.right, rect.top), (rect.right, rect.bottom), (rect.left, rect.bottom)]


def intersects(a: list[Point], b: list[Point]) -> bool:
    """Two convex shapes overlap by more than a touching edge (separating axis test)."""
    for shape in (a, b):
        for k in range(len(shape)):
            (x1, y1), (x2, y2) = shape[k], shape[(k + 1) % len(shape)]
            axis = (y1 - y2, x2 - x1)
            pa = [p[0] * axis[0] + p[1] * axis[1] for p in a]
            pb = [p[0] * axis[0] + p[1] * axis[1] for p in b]
            length = math.hypot(*axis) or 1.0
            if min(pa) >= max(pb) - length * 0.5 or min(pb) >= max(pa) - length * 0.5:
                return False  # half a pixel of contact is not an overlap
    return True


# ---- glyphs ------------------------------------------------------------------------------------
def missing(font_path: str | None, words: str) -> int:
    """How many characters of ``words`` the font draws as its "no glyph" box."""
    return sum(1 for ch in words if not ch.isspace() and not _has_glyph(font_path, ch))


@cache
def _has_glyph(font_path: str | None, ch: str) -> bool:
    font = _probe_font(font_path)
    return pygame.image.tobytes(font.render(ch, True, (255, 255, 255)), "RGBA") != _blank(font_path)


@cache
def _probe_font(font_path: str | None) -> pygame.font.Font:
    return pygame.font.Font(font_path, 24)


@cache
def _blank(font_path: str | None) -> bytes:
    return pygame.image.tobytes(_probe_font(font_path).render(MISSING, True, (255, 255, 255)), "RGBA")
