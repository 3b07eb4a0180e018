"""The statistics screen: per game, each player's figures, and pictures of one human player's
play (``storage.statistics.Pictures``): the results over time (each deal's score a bar, the
average of the last ten a line), under them, once deals have a par, the results against par
the same way (each deal's score minus the expert's from the same seat, in the game's unit),
matches won against each level of computer, and the average cost per deal the review found.
It opens on the game played last."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from ... import games
from ...i18n import tr
from ...i18n.numbers import decimal
from ...storage import LoadProblem, PlayerStats, Statistics, load_statistics
from ...storage.seats import COMPUTER_LEVELS, HUMAN
from ...storage.statistics import ParResult, Pictures
from ..names import shown_name
from ..par import signed
from ..widgets import (
    GOLD,
    INK,
    INK_DIM,
    RED,
    Choice,
    blit_text,
    ellipsized,
    fitted,
    font,
    label_sizes,
    line_height,
    panel,
    scaled,
    wrap,
)
from .menu import MenuScene, level_text
from .saves import back_button, title_bottom

COLUMNS = ("player", "deals", "average", "best_deal", "matches", "won", "best_match")  # statistics.<column>
LEVELS = (*COMPUTER_LEVELS, HUMAN)  # the rows of the win rate picture, in this order
BARS = 60  # deals shown in the chart over time at most
FEWEST_SLOTS = 20  # a few deals are thin bars from the left, not blocks across the chart
HEADROOM = 1.2  # the chart's top is a round number at least this far above the best deal
AVERAGE_OF = 10  # the line: the average of this many deals
WIN = (96, 178, 104)


def number(x: float | None) -> str:
    return "–" if x is None else decimal(x)


def figures(name: str, p: PlayerStats) -> tuple[str, ...]:
    return (shown_name(name), str(p.deals), number(p.average), number(p.best_deal), str(p.matches), str(p.wins),
            number(p.best_match))


@dataclass(frozen=True)
class Plot:
    """Where a chart over time drew: its area, the zero line's y and each deal's bar."""

    area: pygame.Rect
    zero: int
    bars: tuple[pygame.Rect, ...]


def opponent_text(level: str) -> str:
    return tr("statistics.vs_humans") if level == HUMAN else level_text(level)


class StatisticsScene(MenuScene):
    @property
    def title(self) -> str:
        return tr("menu.statistics")

    def __init__(self, app, stats: Statistics | None = None) -> None:
        problems: list[LoadProblem] = []
        if stats is None:
            stats, problems = load_statistics()
        self.stats = stats
        rulesets = games.rulesets()
        played = [g for g in rulesets if self.stats.games.get(g)]
        self.game = stats.last_game if stats.last_game in rulesets else played[0] if played else next(iter(rulesets))
        self.name: str | None = None  # whose pictures (None: the human with the most deals)
        self.plots: dict[str, Plot] = {}  # the charts over time as last drawn ("results", "par")
        super().__init__(app)
        self.problems = [str(p) for p in problems]

    @property
    def pictures(self) -> Pictures:
        return self.stats.of(self.game)

    @property
    def player(self) -> str | None:
        names = self.pictures.names()
        return self.name if self.name in names else names[0] if names else None

    @property
    def pars(self) -> list[ParResult]:
        """The shown player's deals against par, oldest first."""
        return [r for r in self.pictures.pars if r.name == self.player]

    def _pick(self, game: str) -> None:
        self.game, self.name = game, None
        self.resize(self.app.size)

    def _pick_name(self, name: str) -> None:
        self.name = name
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        choice = Choice(tr("menu.game"), [(g, tr(f"game.{g}")) for g in games.rulesets()], on_change=self._pick)
        choice.select(self.game)
        choices = [choice]
        names = self.pictures.names()
        if len(names) > 1:  # whose pictures: one human player's at a time
            who = Choice(tr("statistics.whose"), [(n, shown_name(n)) for n in names], on_change=self._pick_name)
            who.select(self.player)
            choices.append(who)
        row_h = max(scaled(34), line_height(max(20, h // 30)) + 8)
        width = min(w - 80, scaled(600) * len(choices))
        step = (width + 16) // len(choices)
        for i, c in enumerate(choices):
            c.size = max(20, h // 30)
            c.rect = pygame.Rect(w // 2 - width // 2 + i * step, title_bottom(h) + 10, step - 16, row_h)
        back = back_button(self.app, self, size)
        back.hot = True
        self.widgets = [*choices, back]
        self.size = max(20, h // 34)  # the figures grow with the window, and shrink until every heading fits
        column = (w - 120) / len(COLUMNS)
        self.size = min(fitted(tr(f"statistics.{c}"), self.size, int(column) - 12) for c in COLUMNS)
        top, bottom = choice.rect.bottom + 12, back.rect.top - 12
        step_y = line_height(self.size) + 4
        pictures = max(round((bottom - top) * 0.58), 7 * step_y)  # the pictures' height, the figures above them
        players = 1 + max(1, len(self.stats.games.get(self.game, {})))
        sheet_h = min(bottom - top - pictures - 10, players * step_y + 28)
        self.rows = max(2, (sheet_h - 24) // step_y)  # the heading and as many players as fit
        self.sheet = pygame.Rect(40, top, w - 80, sheet_h)
        below = self.sheet.bottom + 10
        left = round((w - 96) * 0.56)
        self.over_time = pygame.Rect(40, below, left, bottom - below)
        self.par_chart: pygame.Rect | None = None  # under the results (or beside them when short), once deals have a par
        if self.pars:
            small = line_height(max(16, self.size - 4))
            tall_enough = line_height(self.size) + 12 + 6 * small + 22  # the heading, the foot and a chart of four lines
            if (bottom - below - 10) // 2 >= tall_enough:
                self.over_time.height = (bottom - below - 10) // 2
                self.par_chart = pygame.Rect(40, self.over_time.bottom + 10, left, bottom - self.over_time.bottom - 10)
            else:
                self.over_time.width = (left - 10) // 2
                self.par_chart = pygame.Rect(self.over_time.right + 10, below, left - self.over_time.width - 10, bottom - below)
        self.by_level = pygame.Rect(40 + left + 16, below, w - 40 - (40 + left) - 16, bottom - below)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        blit_text(surface, self.title, h // 14, GOLD, midtop=(w // 2, round(h * 0.03)))
        self._draw_sheet(surface)
        self._draw_over_time(surface)
        self._draw_against_par(surface)
        self._draw_by_level(surface)
        for widget in self.widgets:
            widget.draw(surface)

    # ---- the figures ---------------------------------------------------------------------------
    def _draw_sheet(self, surface: pygame.Surface) -> None:
        panel(surface, self.sheet)
        size = self.size
        step = (self.sheet.width - 40) / len(COLUMNS)
        y = self.sheet.top + 12
        players = sorted(self.stats.games.get(self.game, {}).items(), key=lambda kv: (-kv[1].wins, -kv[1].deals, kv[0]))
        rows = [tuple(tr(f"statistics.{c}") for c in COLUMNS)] + [figures(name, p) for name, p in players]
        for r, row in enumerate(rows[:self.rows]):
            for c, cell in enumerate(row):
                x = self.sheet.left + 20 + c * step
                color = GOLD if r == 0 else INK if c == 0 else INK_DIM
                cell = ellipsized(cell, size, int(step) - 14)
                anchor = {"topleft": (x, y)} if c == 0 else {"topright": (x + step - 10, y)}
                blit_text(surface, cell, size, color, **anchor)
            y += line_height(size) + 4
        if not players:
            blit_text(surface, tr("statistics.none"), size, INK_DIM, midtop=(self.sheet.centerx, y))

    # ---- the pictures --------------------------------------------------------------------------
    def _heading(self, surface: pygame.Surface, box: pygame.Rect, words: str) -> int:
        """A picture's heading at the top of its panel; returns the y below it."""
        size = fitted(words, self.size, box.width - 28)
        blit_text(surface, ellipsized(words, size, box.width - 28), size, GOLD, topleft=(box.left + 14, box.top + 8))
        return box.top + 8 + line_height(size) + 4

    def _say(self, surface: pygame.Surface, box: pygame.Rect, y: int, words: str, size: int | None = None) -> int:
        """Words wrapped in a picture's panel from ``y``; returns the y below them."""
        size = size or max(16, self.size - 2)
        for line in wrap(words, size, box.width - 28):
            if y + line_height(size) > box.bottom - 4:
                break
            blit_text(surface, line, size, INK_DIM, topleft=(box.left + 14, y))
            y += line_height(size)
        return y

    def _draw_over_time(self, surface: pygame.Surface) -> None:
        box = self.over_time
        name = self.player
        results = [r for r in self.pictures.results if r.name == name]
        heading = tr("statistics.over_time_of", name=name) if name else tr("statistics.over_time")  # "" is you
        shown = results[-BARS:]
        foot = tr("statistics.last_deals", n=len(shown)) if len(shown) > 1 else tr("statistics.last_deal_one")
        self._draw_chart(surface, box, "results", heading, [r.score for r in results],
                         foot + _days([r.day for r in shown]), number)

    def _draw_against_par(self, surface: pygame.Surface) -> None:
        """Each deal's score minus its par: above the zero line the deals played better than
        the expert would have, the line the average of the last ten."""
        box, pars = self.par_chart, self.pars
        if box is None or not pars:
            return
        name, unit = self.player, tr(f"review.unit.{self.game}")
        heading = tr("statistics.par_of", name=name, unit=unit) if name else tr("statistics.par", unit=unit)
        shown = pars[-BARS:]
        mean = signed(round(sum(r.played - r.par for r in shown) / len(shown), 1))
        foot = (tr("statistics.par_last_deals", n=len(shown), difference=mean) if len(shown) > 1
                else tr("statistics.par_last_deal_one", difference=mean))
        self._draw_chart(surface, box, "par", heading, [r.played - r.par for r in pars],
                         foot + _days([r.day for r in shown]), signed)

    def _draw_chart(self, surface: pygame.Surface, box: pygame.Rect, plot: str, heading: str, values: Sequence[float],
                    foot: str, label: Callable[[float], str]) -> None:
        """A chart over time in ``box``: the last ``BARS`` values as bars from the zero line
        (green above, red below), the average of the last ten at each a gold line, the scale's
        top and bottom labelled (``label``), ``foot`` under it."""
        panel(surface, box)
        top = self._heading(surface, box, heading)
        self.plots.pop(plot, None)
        if not values:
            self._say(surface, box, top, tr("statistics.no_results"))
            return
        small = max(16, self.size - 4)
        foot_size = fitted(foot, small, box.width - 28)
        blit_text(surface, ellipsized(foot, foot_size, box.width - 28), foot_size, INK_DIM, bottomleft=(box.left + 14, box.bottom - 6))
        averages = [sum(recent) / len(recent) for recent in (values[max(0, i + 1 - AVERAGE_OF):i + 1] for i in range(len(values)))]
        scores, averages = list(values[-BARS:]), averages[-BARS:]
        high, low = round_above(max(0.0, *scores)), -round_above(-min(0.0, *scores))
        labels = [label(high), label(low)] if low < 0 else [label(high)]
        margin = max(font(small).size(t)[0] for t in labels) + 10
        chart = pygame.Rect(box.left + 14 + margin, top + 4, box.width - 28 - margin, box.bottom - 10 - line_height(foot_size) - top - 8)
        if chart.height < 2 * line_height(small):
            return  # no room for a chart whose top and bottom labels stay apart
        span = (high - low) or 1.0
        zero = chart.top + round(chart.height * high / span)

        def y_of(value: float) -> int:
            return zero - round(chart.height * value / span)

        pygame.draw.line(surface, INK_DIM, (chart.left, zero), (chart.right, zero))
        blit_text(surface, label(high), small, INK_DIM, topright=(chart.left - 6, chart.top - 2))
        if low < 0:
            blit_text(surface, label(low), small, INK_DIM, bottomright=(chart.left - 6, chart.bottom + 2))
        if min(zero - chart.top, chart.bottom - zero) > line_height(small):
            blit_text(surface, "0", small, INK_DIM, midright=(chart.left - 6, zero))
        slot = chart.width / max(len(scores), FEWEST_SLOTS)
        bar = max(1, round(slot * 0.7))
        bars = []
        for i, score in enumerate(scores):
            x = chart.left + round(i * slot + (slot - bar) / 2)
            top_y, end = sorted((y_of(score), zero))
            bars.append(pygame.Rect(x, top_y, bar, max(1, end - top_y)))
            pygame.draw.rect(surface, WIN if score > 0 else RED, bars[-1])
        points = [(chart.left + round((i + 0.5) * slot), y_of(average)) for i, average in enumerate(averages)]
        if len(points) > 1:
            pygame.draw.lines(surface, GOLD, False, points, 3)
        self.plots[plot] = Plot(chart, zero, tuple(bars))

    def _draw_by_level(self, surface: pygame.Surface) -> None:
        box = self.by_level
        panel(surface, box)
        y = self._heading(surface, box, tr("statistics.by_level"))
        name = self.player
        records = self.pictures.levels.get(name, {}) if name is not None else {}
        shown = [lv for lv in LEVELS if records.get(lv) and records[lv].matches]
        costs = self.pictures.costs.get(name) if name is not None else None
        if costs is not None and costs.deals:
            key = "statistics.cost" if costs.deals > 1 else "statistics.cost_one"
            cost = tr(key, loss=number(costs.average), n=costs.deals, unit=tr(f"review.unit.{self.game}"))
        else:
            cost = tr("statistics.no_reviews")
        none = tr("statistics.no_matches")
        for size in label_sizes(max(16, self.size - 2)):  # smaller words before a level is left out
            cost_lines = wrap(cost, size, box.width - 28)
            free = box.bottom - 8 - len(cost_lines) * line_height(size) - 6 - y  # above the cost's lines
            needed = len(shown) * (line_height(size) + 6) if shown else len(wrap(none, size, box.width - 28)) * line_height(size)
            if free >= needed:
                break
        step = max(line_height(size) + 6, min(2 * line_height(size) + 8, free // max(1, len(shown))))
        if not shown:
            y = self._say(surface, box, y, none, size)
        label_w = (box.width - 28) * 9 // 20
        for level in shown[:max(0, free // step)]:
            record = records[level]
            words = opponent_text(level)
            blit_text(surface, ellipsized(words, size, label_w - 8), fitted(words, size, label_w - 8), INK,
                      midleft=(box.left + 14, y + (step - 6) // 2))
            track = pygame.Rect(box.left + 14 + label_w, y, box.width - 28 - label_w, step - 6)
            pygame.draw.rect(surface, (20, 44, 34), track, border_radius=4)
            filled = track.copy()
            filled.width = round(track.width * record.wins / record.matches)
            if filled.width:
                pygame.draw.rect(surface, WIN, filled, border_radius=4)
            rate = tr("statistics.rate", percent=round(100 * record.wins / record.matches), wins=record.wins, matches=record.matches)
            blit_text(surface, rate, fitted(rate, size - 2, track.width - 8), INK, center=track.center)
            y += step
        y = max(y, box.bottom - 8 - len(cost_lines) * line_height(size))
        for line in cost_lines:
            blit_text(surface, line, size, INK, topleft=(box.left + 14, y))
            y += line_height(size)


def round_above(value: float) -> float:
    """The chart's top (or bottom, for losses): a round number — 1, 2 or 5 times a power of
    ten — with room above ``value``, so that one deal's bar never fills the chart; 0 for none."""
    if value <= 0:
        return 0.0
    target = value * HEADROOM
    power = 10.0 ** math.floor(math.log10(target))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= target)


def _days(days: list[str]) -> str:
    """`` · 2026-11-01 – 2026-11-25``: the dates of the first and last deal shown (digits only)."""
    days = [d for d in days if d]
    if not days:
        return ""
    return f" · {days[0]}" if days[0] == days[-1] else f" · {days[0]} – {days[-1]}"
