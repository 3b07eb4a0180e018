"""``cardtable gallery``: every game's named situations at several sizes, languages and scales,
as PNG files and ``layout.json`` — what overlaps, the words a clip cut in half, the smallest
text, the glyphs the font lacked, the texts drawn and those that write Japanese with Western
punctuation.

Each picture is one ordinary frame of the app, drawn while ``recording`` notes the box of every
text, control and card the shared draw helpers put on the screen; the numbers are measured
from those boxes, never from a separate description of the layout.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

import pygame

from ... import games
from ...i18n import language, set_language
from ...i18n.punctuation import japanese_faults
from ...storage import Settings
from .. import recording
from ..app import App
from ..widgets import STYLE, set_style
from .situations import Situation, open_table, sample_statistics, situations

SIZES = ((1024, 600), (1280, 800), (1920, 1080), (2560, 1440))
SCALES = (100, 200)
GAMES = tuple(games.infos())  # the registry's order
SCREENS = ("menu", "new_game", "settings", "statistics")  # screens of no game: shown once per size, language and scale


@dataclass(frozen=True)
class Look:
    size: tuple[int, int]
    lang: str
    scale: int
    theme: str

    @property
    def tag(self) -> str:
        return f"{self.size[0]}x{self.size[1]}-{self.lang}-{self.scale}-{self.theme}"


def looks(sizes: Iterable[tuple[int, int]], langs: Iterable[str], scales: Iterable[int], themes: Iterable[str]) -> list[Look]:
    return [Look(size, lang, scale, theme) for size in sizes for lang in langs for scale in scales for theme in themes]


def shoot(app: App, out: Path | None, name: str) -> dict:
    """Draw the scenes as one frame of the app draws them, recording; save the picture."""
    for scene in app.scenes:
        scene.repaint()  # the resting cards and the panel are drawn (and recorded) afresh
    app.screen.fill((0, 0, 0))
    first = max(i for i, s in enumerate(app.scenes) if not s.modal or i == 0)
    for scene in app.scenes[first:-1]:  # under a modal scene's shade: the background of the picture
        scene.draw(app.screen)
    with recording.recording() as rec:
        app.top.draw(app.screen)
    file = ""
    if out is not None:
        file = f"{name}.png"
        pygame.image.save(app.screen, str(out / file))
    texts = [e.name for e in rec.texts()]
    return {"file": file, "min_text_px": rec.min_text_px(), "overlaps": [list(p) for p in rec.overlaps()],
            "cut": rec.cut_texts(), "missing_glyphs": rec.missing_glyphs(), "texts": texts, "punctuation": japanese_faults(texts)}


def _open_screen(app: App, screen: str) -> bool:
    _clear(app)
    app.router.main_menu()
    if screen == "new_game":
        app.router.new_game()
    elif screen == "settings":
        app.router.settings()
    elif screen == "statistics":  # with a season of play in it
        app.router.statistics(sample_statistics())
    app.step(1 / 30, draw=False)
    return True


def _open_table(app: App, game: str, situation: Situation) -> bool:
    _clear(app)
    app.router.main_menu()  # under the table, as in play (never drawn: the table is not modal)
    return open_table(app, game, situation) is not None


def _clear(app: App) -> None:
    for scene in reversed(app.scenes):
        scene.closed()
    app.scenes.clear()


def run(out: Path | None, chosen: list[Look], games: Iterable[str] = GAMES, only: Iterable[str] | None = None,
        screens: Iterable[str] = SCREENS, progress: Callable[[str], None] | None = None) -> dict:
    """Render every game × situation (``only``: these situations) and every screen in every look."""
    wanted = set(only) if only is not None else None
    jobs: list[tuple[str, str, Callable[[App], bool]]] = [("app", s, partial(_open_screen, screen=s)) for s in screens]
    for game in games:
        jobs += [(game, s.name, partial(_open_table, game=game, situation=s)) for s in situations(game)
                 if wanted is None or s.name in wanted]
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    shots: list[dict] = []
    before = language(), STYLE.scale, STYLE.high_contrast  # each look sets them for the whole process
    for look in chosen:
        settings = Settings(theme=look.theme, language=look.lang, ui_scale=look.scale, sound=False)
        app = App(look.size, settings)
        try:
            for game, name, setup in jobs:
                app.apply_settings(settings, save=False)  # New game shows its game's own deck: the look's again
                measured = shoot(app, out, f"{game}-{name}-{look.tag}") if setup(app) else {"file": "", "unreachable": True}
                shots.append(_row(game, name, look, measured))
                if progress is not None:
                    cut = f"; cut: {measured['cut']}" if measured.get("cut") else ""
                    progress(f"{game} {name} {look.tag}: {measured.get('overlaps') or 'no overlaps'}{cut}")
        finally:
            _clear(app)
            pygame.display.quit()
            set_language(before[0])
            set_style(round(before[1] * 100), before[2])
    report = {"shots": shots}
    if out is not None:
        (out / "layout.json").write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n")
    return report


def _row(game: str, situation: str, look: Look, measured: dict) -> dict:
    return {"game": game, "situation": situation, "size": f"{look.size[0]}x{look.size[1]}", "lang": look.lang,
            "scale": look.scale, "theme": look.theme, **measured}
