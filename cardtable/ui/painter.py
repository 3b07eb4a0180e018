"""Drawing cards: faces and backs from ``CardArt``, turned, scaled, dimmed, with a soft shadow.

SVGs are rasterised once at the layout's card width; turned and scaled copies are cached by
whole degrees, so a resting table blits cached surfaces only. A card in flight is turned and
scaled the quick way (no smoothing: it is gone in a fifth of a second), in a cache of its own,
and the places cards are sent to are turned ahead (``prepare``), a few per frame while they
fly, so no single frame turns a whole hand.
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

from ..engine.cards import Card
from . import recording
from .art import CardArt
from .tween import Pose

CACHE_LIMIT = 1500
MOVING_LIMIT = 400
SHADOW_OFFSET = (3, 5)  # the light falls from the top left
MOVING_DEGREES, MOVING_SCALE = 3, 0.04  # a card in flight turns and scales by these steps (each new one costs a rotozoom)


class CardPainter:
    def __init__(self, art: CardArt, card_w: int) -> None:
        self.art = art
        self.resize(card_w)

    def resize(self, card_w: int) -> None:
        self.card_w = card_w
        self.card_h = self.art.size_for_width(card_w)[1]
        self._cache: dict[tuple, pygame.Surface] = {}
        self._moving: dict[tuple, pygame.Surface] = {}  # turned the quick way, for cards in flight
        self._wanted: dict[tuple, None] = {}  # resting looks to turn ahead (``prepare``), in order

    def _base(self, kind: str, card: Card | None) -> pygame.Surface:
        """The upright card (``face``, ``back``, ``dim``: a face under a shade, ``glow``: an outline)."""
        key = (self.art.theme, self.art.back_name, kind, card)
        surface = self._cache.get(key)
        if surface is not None:
            return surface
        size = (self.card_w, self.card_h)
        radius = max(4, self.card_w // 14)
        if kind == "face":
            assert card is not None  # only backs are drawn without a card
            surface = self.art.face(card, self.card_w)
        elif kind == "back":
            surface = self.art.back(self.card_w)
        elif kind == "dim":
            surface = self._base("face", card).copy()
            shade = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (20, 30, 30, 120), shade.get_rect(), border_radius=radius)
            surface.blit(shade, (0, 0))
        elif kind == "shadow":
            surface = pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA)
            for grow, alpha in ((8, 18), (5, 26), (2, 40)):
                r = pygame.Rect(0, 0, size[0] + grow, size[1] + grow)
                r.center = surface.get_rect().center
                pygame.draw.rect(surface, (0, 0, 0, alpha), r, border_radius=radius + grow // 2)
        else:  # glow
            surface = pygame.Surface((size[0] + 8, size[1] + 8), pygame.SRCALPHA)
            pygame.draw.rect(surface, (246, 206, 96, 230), surface.get_rect(), width=4, border_radius=radius + 4)
        surface = self._cache[key] = _fast(surface)
        return surface

    def warm(self, cards: Iterable[Card]) -> None:
        """Rasterise these faces now (at a deal's start) rather than mid-animation."""
        for card in cards:
            self._base("face", card)
        self._base("back", None)

    def _turned(self, kind: str, card: Card | None, angle: float, scale: float, squeeze: float = 1.0,
                moving: bool = False) -> pygame.Surface:
        if moving:  # a card in flight: coarser steps, so the few turned copies it needs are reused
            angle, scale = round(angle / MOVING_DEGREES) * MOVING_DEGREES, round(scale / MOVING_SCALE) * MOVING_SCALE
            squeeze = round(squeeze / MOVING_SCALE) * MOVING_SCALE
        key = (self.art.theme, self.art.back_name, kind, card, round(angle) % 360, round(scale, 2), round(squeeze, 2))
        surface = self._cache.get(key)
        if surface is not None:
            return surface
        if moving:
            surface = self._moving.get(key)
            if surface is None:
                if len(self._moving) > MOVING_LIMIT:
                    self._moving.clear()
                surface = self._moving[key] = _quick_turn(self._base(kind, card), key[4], key[5], key[6])
            return surface
        self._wanted.pop(key, None)
        return self._turn(key)

    def _turn(self, key: tuple) -> pygame.Surface:
        """The smooth turned copy of ``key`` (kind, card, degrees, scale, squeeze), cached."""
        if len(self._cache) > CACHE_LIMIT:
            self._cache.clear()
        kind, card, turn, zoom, squeeze = key[2:]
        surface = self._base(kind, card)
        if squeeze < 1.0:  # a card being turned over: squeezed across its width
            w, h = surface.get_size()
            surface = pygame.transform.smoothscale(surface, (max(1, round(w * squeeze)), h))
        if turn or zoom != 1.0:
            surface = _fast(pygame.transform.rotozoom(surface, -turn, zoom))
        self._cache[key] = surface
        return surface

    def prepare(self, card: Card | None, pose: Pose, dim: bool = False) -> None:
        """A card is on its way to ``pose``: turn its look there ahead of its arrival (``work``);
        ``dim``: its dimmed look too (a card in the hand that may turn out not to be playable)."""
        showing_face = pose.face > 0.5 and card is not None
        looks = [("shadow", None), ("face", card) if showing_face else ("back", None)]
        for kind, which in looks + ([("dim", card)] if dim and showing_face else []):
            key = (self.art.theme, self.art.back_name, kind, which, round(pose.angle) % 360, round(pose.scale, 2), 1.0)
            if key not in self._cache:
                self._wanted[key] = None

    def work(self, turns: int = 2) -> None:
        """Turn up to ``turns`` of the looks ``prepare`` asked for (one frame's share)."""
        for key in list(self._wanted)[:turns]:
            del self._wanted[key]
            if key not in self._cache and key[:2] == (self.art.theme, self.art.back_name):
                self._turn(key)

    def draw(self, target: pygame.Surface, card: Card | None, pose: Pose, dim: bool = False,
             glow: bool = False, shadow: bool = True, moving: bool = False) -> pygame.Rect:
        """Draw a card at ``pose``; face up when ``pose.face`` > 0.5 and the card is known.
        ``moving``: the card is in flight and may be turned and scaled in coarser steps."""
        squeeze = _squeeze(pose)
        showing_face = pose.face > 0.5 and card is not None
        kind = ("dim" if dim else "face") if showing_face else "back"
        center = (round(pose.x), round(pose.y))
        if shadow and pose.alpha >= 1.0:
            s = self._turned("shadow", None, pose.angle, pose.scale, squeeze, moving)
            target.blit(s, s.get_rect(center=(center[0] + SHADOW_OFFSET[0], center[1] + SHADOW_OFFSET[1])))
        if glow:
            g = self._turned("glow", None, pose.angle, pose.scale, squeeze, moving)
            target.blit(g, g.get_rect(center=center))
        image = self._turned(kind, card if showing_face else None, pose.angle, pose.scale, squeeze, moving)
        if pose.alpha < 1.0:  # fading in (reduced motion): a see-through copy, only while it fades
            image = image.copy()
            image.set_alpha(round(255 * pose.alpha))
        rect = image.get_rect(center=center)
        target.blit(image, rect)
        if recording.active():
            recording.card(center, (self.card_w * pose.scale * squeeze, self.card_h * pose.scale), pose.angle)
        return rect

    def bounds(self, pose: Pose) -> pygame.Rect:
        """Every pixel ``draw`` may touch at ``pose``: the card, its glow and its shadow."""
        ring = self._turned("glow", None, pose.angle, pose.scale, _squeeze(pose))  # as large as the shadow
        rect = ring.get_rect(center=(round(pose.x), round(pose.y)))
        return rect.union(rect.move(SHADOW_OFFSET)).inflate(2, 2)  # and a pixel of rounding

    def hit_rect(self, pose: Pose) -> pygame.Rect:
        """The upright card's rect at ``pose`` (good enough to pick a gently fanned card)."""
        r = pygame.Rect(0, 0, self.card_w * pose.scale, self.card_h * pose.scale)
        r.center = (round(pose.x), round(pose.y))
        return r


def _squeeze(pose: Pose) -> float:
    """How wide a card being turned over looks (1 at rest)."""
    return abs(1 - 2 * pose.face) if 0.0 < pose.face < 1.0 else 1.0


def _quick_turn(surface: pygame.Surface, turn: int, zoom: float, squeeze: float) -> pygame.Surface:
    """Turned and scaled without smoothing (several times cheaper than rotozoom); the copies
    keep the display's pixel format of the upright card."""
    w, h = surface.get_size()
    size = max(1, round(w * zoom * squeeze)), max(1, round(h * zoom))
    if size != (w, h):
        surface = pygame.transform.scale(surface, size)
    return pygame.transform.rotate(surface, -turn) if turn else surface


def _fast(surface: pygame.Surface) -> pygame.Surface:
    """The surface in the display's pixel format (blits several times faster), once there is one."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface
