"""The window's size and place remembered across starts: kept in the settings when the app
closes, and the place used again when it is still on a display."""

from __future__ import annotations

from dataclasses import replace

import pygame

from ..storage import Settings
from ..storage.settings import MIN_WINDOW

REACHABLE = 100  # pixels of the window's top left corner area that must lie on a display


def on_screen(position: tuple[int, int], desktops: list[tuple[int, int]]) -> bool:
    """Whether a window placed at ``position`` can be grabbed on the displays (side by side,
    the first at 0, 0): not left on a display that is gone."""
    if not desktops:
        return False
    x, y = position
    width, height = sum(w for w, _ in desktops), max(h for _, h in desktops)
    return 0 <= x <= width - REACHABLE and 0 <= y <= height - REACHABLE


def place(settings: Settings) -> None:
    """Put the window where it was when the app last closed, if that is still on a display."""
    where = settings.window_position
    if where is not None and on_screen(where, pygame.display.get_desktop_sizes()):
        pygame.display.set_window_position(where)


def remembered(settings: Settings) -> Settings:
    """``settings`` with the window's size and place as they are now (a window made smaller
    than the settings allow, on a small display, is kept as their least: the next start fits
    it to the display again)."""
    w, h = pygame.display.get_window_size()
    size = max(w, MIN_WINDOW[0]), max(h, MIN_WINDOW[1])
    return replace(settings, window=size, window_position=pygame.display.get_window_position())
