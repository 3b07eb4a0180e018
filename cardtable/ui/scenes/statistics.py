"""The statistics screen: per game, each player's deals, average and best score, matches won."""

from __future__ import annotations

import pygame

from ... import games
from ...i18n import tr
from ...storage import PlayerStats, load_statistics
from ..names import shown_name
from ..widgets import GOLD, INK, INK_DIM, Choice, blit_text, fitted, line_height, panel, scaled
from .menu import MenuScene
from .saves import back_button, title_bottom

COLUMNS = ("player", "deals", "average", "best_deal", "matches", "won", "best_match")  # statistics.<column>


def figures(name: str, p: PlayerStats) -> tuple[str, ...]:
    def num(x: float | None) -> str:
        return "–" if x is None else f"{x:.1f}".rstrip("0").rstrip(".")

    return (shown_name(name), str(p.deals), num(p.average), num(p.best_deal), str(p.matches), str(p.wins), num(p.best_match))


class StatisticsScene(MenuScene):
    @property
    def title(self) -> str:
        return tr("menu.statistics")

    def __init__(self, app) -> None:
        self.stats, problems = load_statistics()
        played = [g for g in games.rulesets() if self.stats.games.get(g)]
        self.game = played[0] if played else next(iter(games.rulesets()))
        super().__init__(app)
        self.problems = [str(p) for p in problems]

    def _pick(self, game: str) -> None:
        self.game = game
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        choice = Choice(tr("menu.game"), [(g, tr(f"game.{g}")) for g, r in games.rulesets().items()], on_change=self._pick)
        choice.select(self.game)
        choice.size = max(20, h // 30)
        row_h = max(scaled(36), line_height(choice.size) + 8)
        choice.rect = pygame.Rect(w // 2 - min(w // 2 - 40, scaled(300)), title_bottom(h) + 12, min(w - 80, scaled(600)), row_h)
        back = back_button(self.app, self, size)
        back.hot = True
        self.widgets = [choice, back]
        self.size = max(22, h // 32)  # the figures grow with the window, and shrink until every heading fits
        step = (w - 160) / len(COLUMNS)
        self.size = min(fitted(tr(f"statistics.{c}"), self.size, int(step) - 12) for c in COLUMNS)
        rows = 1 + max(1, len(self.stats.games.get(self.game, {})))
        top = choice.rect.bottom + 16
        tallest = back.rect.top - 16 - top
        self.sheet = pygame.Rect(60, top, w - 120, min(tallest, rows * (line_height(self.size) + 4) + 40))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        blit_text(surface, self.title, h // 14, GOLD, midtop=(w // 2, round(h * 0.03)))
        panel(surface, self.sheet)
        size = self.size
        step = (self.sheet.width - 40) / len(COLUMNS)
        y = self.sheet.top + 16
        players = sorted(self.stats.games.get(self.game, {}).items(), key=lambda kv: (-kv[1].wins, -kv[1].deals, kv[0]))
        rows = [tuple(tr(f"statistics.{c}") for c in COLUMNS)] + [figures(name, p) for name, p in players]
        for r, row in enumerate(rows):
            for c, cell in enumerate(row):
                x = self.sheet.left + 20 + c * step
                color = GOLD if r == 0 else INK if c == 0 else INK_DIM
                anchor = {"topleft": (x, y)} if c == 0 else {"topright": (x + step - 10, y)}
                blit_text(surface, cell, size, color, **anchor)
            y += line_height(size) + (8 if r == 0 else 4)
            if y > self.sheet.bottom - line_height(size):
                break
        if not players:
            blit_text(surface, tr("statistics.none"), size, INK_DIM, center=self.sheet.center)
        for widget in self.widgets:
            widget.draw(surface)
