"""The window: one loop, a stack of scenes, the shared card art and settings.

``run()`` opens the main menu; ``demo(...)`` plays computer-only deals in the real window and
reports frame times (the UI benchmark). Frame time is the work of one frame (events, update,
draw, flip), without the wait for the 60 Hz tick.
"""

from __future__ import annotations

import json
import os
import statistics
import time
import traceback
from pathlib import Path
from typing import Any, TypeVar

import pygame

from .. import games, storage
from ..ai import levels
from ..i18n import set_language, tr
from ..session.controller import MatchController, Seat
from ..storage import Settings
from . import window
from .art import CardArt
from .felt import felt, plain
from .router import Router
from .scenes import Scene
from .scenes.dialogs import tell_problems
from .sound import Sounds
from .widgets import draw_tooltip, forget_tooltip, set_style

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (960, 600)
FPS = 60
SCREEN_SHARE = 0.9  # the first window takes at most this much of the display, each way
S = TypeVar("S", bound=Scene)


def first_window(saved: tuple[int, int], desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """The size the app opens at: the saved one, made smaller to fit the display (the first
    one of ``desktops``) with room for its panels and the window's frame."""
    if not desktops:
        return saved
    room = [int(d * SCREEN_SHARE) for d in desktops[0]]
    return min(saved[0], room[0]), min(saved[1], room[1])


class App:
    def __init__(self, size: tuple[int, int] = DEFAULT_SIZE, settings: Settings | None = None) -> None:
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        # Every pixel is drawn in software anyway; SDL's "accelerated" window framebuffer then
        # costs an extra upload per frame, ~25 ms where OpenGL is itself software (Xvfb, VMs),
        # against ~3 ms for the plain shared-memory framebuffer.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("cardtable")
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        # a resize may not make the window smaller than MIN_SIZE, or than the window opened
        # on a display too small for it (a 1024×600 netbook: 90 % of that)
        self.least = min(size[0], MIN_SIZE[0]), min(size[1], MIN_SIZE[1])
        self.settings = settings or Settings()
        self.art = CardArt(self.settings.theme, self.settings.back)
        self.sounds = Sounds(self.settings.volume if self.settings.sound else 0)
        self._apply_look(self.settings)
        self.scenes: list[Scene] = []
        self.router = Router(self)  # opens every screen: scenes never import each other
        self.running = True
        self.frame_ms: list[float] = []
        self.errors = 0
        self.clock = pygame.time.Clock()

    def apply_settings(self, settings: Settings, save: bool = True) -> str | None:
        """Use ``settings`` at once (cards, sound; scenes read the rest as they draw) and save
        them; returns what to tell the player when they could not be written."""
        relayout = (settings.language, settings.ui_scale) != (self.settings.language, self.settings.ui_scale)
        self.settings = settings
        self.art.set_theme(settings.theme)
        self.art.set_back(settings.back)
        self.sounds.set_volume(settings.volume if settings.sound else 0)
        self._apply_look(settings)
        if relayout:  # every label is measured again in the new language or size
            self._resized()
        if not save:
            return None
        try:
            storage.save_settings(settings)
        except OSError as exc:
            return tr("settings.not_saved", error=exc.strerror or exc)
        return None

    def _apply_look(self, settings: Settings) -> None:
        """Language, UI scale and high contrast: read by every widget as it draws."""
        set_language(settings.language)
        set_style(settings.ui_scale, settings.high_contrast)

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def background(self) -> pygame.Surface:
        return plain(self.size) if self.settings.high_contrast else felt(self.size)

    # ---- the scene stack -------------------------------------------------------------------
    def push(self, scene: S) -> S:
        self.scenes.append(scene)
        return scene

    def pop(self, scene: Scene | None = None) -> None:
        """Remove ``scene`` (default: the top one) and everything above it."""
        index = len(self.scenes) - 1 if scene is None else self.scenes.index(scene)
        while len(self.scenes) > index:
            self.scenes.pop().closed()

    def reset(self, scene: S) -> S:
        """Empty the stack and start over with ``scene``."""
        if self.scenes:
            self.pop(self.scenes[0])
        return self.push(scene)

    @property
    def top(self) -> Scene:
        return self.scenes[-1]

    # ---- the loop --------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            w, h = self._window().get_size()
            least = self.least
            if w < least[0] or h < least[1]:  # too small for a hand beside the panel
                pygame.display.set_mode((max(w, least[0]), max(h, least[1])), pygame.RESIZABLE)
            self._resized()
        elif self.scenes:
            self.top.handle(event)

    def resize_window(self, size: tuple[int, int]) -> None:
        """Set the window size (the settings screen); every scene lays itself out again."""
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self._resized()

    @staticmethod
    def _window() -> pygame.Surface:
        window = pygame.display.get_surface()
        assert window is not None  # set_mode made it in __init__
        return window

    def _resized(self) -> None:
        self.screen = self._window()
        for scene in self.scenes:
            scene.resize(self.size)

    def step(self, dt: float, draw: bool = True) -> None:
        """One frame: input, update, draw (``draw=False``: the gallery, which draws only the
        frame it looks at, advances the scenes without painting each one)."""
        for event in pygame.event.get():
            self.handle(event)
        if not self.scenes:
            self.running = False
            return
        for scene in self.scenes:
            scene.update(dt)
        if not draw:
            return
        first = max(i for i, s in enumerate(self.scenes) if not s.modal or i == 0)
        for scene in self.scenes[first:]:
            forget_tooltip()  # only the top scene's widgets are under the pointer
            scene.draw(self.screen)
        draw_tooltip(self.screen)  # over everything drawn this frame
        pygame.display.flip()

    def loop(self, catch_errors: bool = False) -> int:
        dt = 0.0
        while self.running:
            start = time.perf_counter()
            try:
                self.step(dt)
            except Exception:
                if not catch_errors or self.errors > 20:
                    raise
                self.errors += 1
                traceback.print_exc()
            self.frame_ms.append((time.perf_counter() - start) * 1000)
            dt = min(0.1, self.clock.tick(FPS) / 1000)
        for scene in reversed(self.scenes):
            scene.closed()
        return 0

    def report(self) -> dict[str, Any]:
        ms = sorted(self.frame_ms[1:])  # the first frame builds caches
        p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))] if ms else 0.0
        return {
            "frames": len(self.frame_ms),
            "frame_ms_median": round(statistics.median(ms), 3) if ms else 0.0,
            "frame_ms_p95": round(p95, 3),
            "frame_ms_max": round(ms[-1], 3) if ms else 0.0,
        }


def run() -> int:
    storage.sweep_interrupted_writes()
    settings, problems = storage.load_settings()  # never raises: defaults when the file is bad
    pygame.display.init()
    app = App(first_window(settings.window, pygame.display.get_desktop_sizes()), settings)
    window.place(settings)
    open_main_menu(app, [str(p) for p in problems])
    status = app.loop()
    app.apply_settings(window.remembered(app.settings))  # nobody to tell when this fails: the window is closing
    return status


def open_main_menu(app: App, problems: list[str]) -> None:
    """The first screen; whatever could not be loaded is told once, over it."""
    app.router.main_menu()
    tell_problems(app, problems)


def demo(game: str, deals: int, speed: str, size: tuple[int, int], report: Path | None, level: str | None) -> int:
    """Computer players in every seat, ``deals`` deals in the real window, then a JSON report."""
    rules = games.get(game)()
    level = level or list(levels(rules.id))[-1]
    seats = [Seat(f"{level.capitalize()} {i + 1}", level) for i in range(rules.seats)]
    app = App(size, Settings(animation=speed))
    table = app.router.table(MatchController(rules, seats, seed=1), stop_after=deals)
    app.loop(catch_errors=True)
    result = {**app.report(), "deals": table.deals_done, "errors": app.errors + table.desyncs}
    text = json.dumps(result)
    if report is not None:
        report.write_text(text + "\n")
    print(text)
    pygame.quit()
    return 0 if result["errors"] == 0 else 1
