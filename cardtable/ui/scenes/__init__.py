"""Scenes on the app's stack: menu → new game / settings → table ↔ dialogs."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from ..app import App


class Scene:
    """One screen. A ``modal`` scene is drawn over the scene below it and takes all input."""

    modal = False

    def __init__(self, app: App) -> None:
        self.app = app

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def resize(self, size: tuple[int, int]) -> None: ...

    def repaint(self) -> None:
        """Forget what is kept drawn between frames: the next frame paints everything afresh."""

    def closed(self) -> None:
        """Called when the scene leaves the stack."""

    def closing(self, action: Callable[[], object]) -> Callable[[], None]:
        """``action`` run after this scene has left the stack (a dialog's buttons)."""

        def run() -> None:
            self.app.pop(self)
            action()

        return run
