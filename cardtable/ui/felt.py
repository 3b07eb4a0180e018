"""The green baize: a soft vignette with a faint weave, rendered once per window size."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

CENTRE = (38, 118, 72)
EDGE = (12, 52, 32)
SMALL = (48, 30)  # the gradient is computed this small and smoothly scaled up


@lru_cache(maxsize=2)
def felt(size: tuple[int, int]) -> pygame.Surface:
    small = pygame.Surface(SMALL)
    w, h = SMALL
    for y in range(h):
        for x in range(w):
            d = min(1.0, (((x - w / 2) / (w * 0.62)) ** 2 + ((y - h * 0.45) / (h * 0.7)) ** 2) ** 0.5)
            t = d * d
            small.set_at((x, y), [round(c + (e - c) * t) for c, e in zip(CENTRE, EDGE)])
    surface = pygame.transform.smoothscale(small, size).convert()
    weave = _weave()
    for y in range(0, size[1], weave.get_height()):
        for x in range(0, size[0], weave.get_width()):
            surface.blit(weave, (x, y))
    return surface


@lru_cache(maxsize=1)
def _weave() -> pygame.Surface:
    tile = pygame.Surface((96, 96), pygame.SRCALPHA)
    rng = random.Random(7)
    for _ in range(900):
        shade = rng.choice(((255, 255, 255, 7), (0, 0, 0, 12)))
        tile.fill(shade, (rng.randrange(96), rng.randrange(96), rng.choice((1, 2)), 1))
    return tile


@lru_cache(maxsize=2)
def plain(size: tuple[int, int]) -> pygame.Surface:
    """High contrast: a flat, very dark green that every card and label stands out against."""
    surface = pygame.Surface(size)
    surface.fill((0, 28, 14))
    return surface.convert() if pygame.display.get_surface() is not None else surface
