"""The hand-off screen of hot-seat play: the table is hidden until the next player is ready.

Not modal on purpose: the app then draws nothing below it, so not a single card of the table
(whosever hand it shows) is drawn while the screen is up.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...i18n import tr
from ..names import shown_name
from ..painter import CardPainter
from ..tween import Pose
from ..widgets import GOLD, INK_DIM, blit_text
from . import Scene


class HandOff(Scene):
    def __init__(self, app, name: str, ready: Callable[[], None], detail: str = "") -> None:
        super().__init__(app)
        self.name, self.ready, self.detail = name, ready, detail
        self.painter = CardPainter(app.art, 110)

    def handle(self, event: pygame.event.Event) -> None:
        clicked = event.type == pygame.MOUSEBUTTONUP and event.button == 1
        pressed = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if clicked or pressed:
            self.app.pop(self)
            self.ready()

    def resize(self, size: tuple[int, int]) -> None:
        self.painter.resize(max(80, size[1] // 7))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        for i in range(3):  # a small face-down stack: nothing to see here
            self.painter.draw(surface, None, Pose(w // 2 + (i - 1) * 6, h * 0.32 - i * 4, (i - 1) * 5, 0.0))
        name = shown_name(self.name)  # the unnamed player in the language of the moment
        blit_text(surface, tr("handoff.pass_to", name=name), max(40, h // 11), GOLD, center=(w // 2, round(h * 0.56)))
        if self.detail:
            blit_text(surface, self.detail, max(22, h // 30), INK_DIM, center=(w // 2, round(h * 0.64)))
        blit_text(surface, tr("handoff.ready", name=name), max(24, h // 26), INK_DIM, center=(w // 2, round(h * 0.72)))
