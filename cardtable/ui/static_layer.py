"""What rests on the table, painted once and blitted each frame.

A table frame used to draw the felt, every card with its shadow and the score panel anew:
~100 alpha blits, most of them of things that had not moved. ``StaticLayer`` keeps a
window-sized picture of the resting things, each an ``Item`` with a key that says everything
its pixels depend on. Each frame the table hands over the current items; only the places of
items that appeared, went or changed are painted again (clipped to those places, in z order),
and a change of the ``base`` key (window size, theme, settings, viewer) repaints everything.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

Paint = Callable[[pygame.Surface], None]
# Above this share of the window, one full repaint is cheaper than many clipped ones.
FULL_SHARE = 0.5


@dataclass(eq=False)
class Item:
    id: Hashable  # which thing this is (a card's token id, "panel")
    key: Any  # what it looks like: equal keys (compared with ==) draw equal pixels
    paint: Paint
    bounds: Callable[[], pygame.Rect]  # everything the item may touch; asked only when needed
    _rect: pygame.Rect | None = None

    @property
    def rect(self) -> pygame.Rect:
        if self._rect is None:
            self._rect = self.bounds()
        return self._rect

    def takes_place_of(self, old: Item) -> None:
        """The same look as ``old``: the same place, not measured again."""
        self._rect = old.rect


class StaticLayer:
    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._base: Any = None
        self._items: dict[Hashable, Item] = {}
        self.repaints = 0  # full repaints so far (tests and the benchmark read it)

    def invalidate(self) -> None:
        """Paint everything again at the next ``refresh``."""
        self.surface = None

    def refresh(self, size: tuple[int, int], base: Any, paint_base: Paint, items: Sequence[Item]) -> pygame.Surface:
        """The layer showing ``paint_base`` under ``items`` (in z order)."""
        if self.surface is None or self.surface.get_size() != size or base != self._base:
            self.surface = _opaque(size)
            self._base = base
            dirty = [self.surface.get_rect()]
        else:
            dirty = self._changed(items)
        window = self.surface.get_rect()
        if dirty and sum(r.w * r.h for r in dirty) > FULL_SHARE * window.w * window.h:
            dirty = [window]
        for rect in dirty:
            self._repaint(self.surface, rect.clip(window), paint_base, items)
        self.repaints += dirty == [window]
        self._items = {item.id: item for item in items}
        return self.surface

    def _changed(self, items: Sequence[Item]) -> list[pygame.Rect]:
        """The places of the items that went, came or changed, overlapping ones merged."""
        new = {item.id: item for item in items}
        rects = []
        for id_ in self._items.keys() | new.keys():
            old, now = self._items.get(id_), new.get(id_)
            if old is None or now is None or old.key != now.key:
                rects += [i.rect for i in (old, now) if i is not None]
            else:
                now.takes_place_of(old)  # the same key covers the same place
        merged: list[pygame.Rect] = []
        for rect in rects:
            rect = rect.copy()
            overlapping = [m for m in merged if m.colliderect(rect)]
            while overlapping:  # a grown rect may now touch others
                for m in overlapping:
                    merged.remove(m)
                    rect.union_ip(m)
                overlapping = [m for m in merged if m.colliderect(rect)]
            merged.append(rect)
        return merged

    @staticmethod
    def _repaint(surface: pygame.Surface, rect: pygame.Rect, paint_base: Paint, items: Sequence[Item]) -> None:
        surface.set_clip(rect)
        paint_base(surface)
        for item in items:
            if item.rect.colliderect(rect):
                item.paint(surface)
        surface.set_clip(None)


def _opaque(size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    return surface.convert() if pygame.display.get_surface() is not None else surface
