"""Hindersche's slate, large, with the game's score sheet beside it: one line per deal (its
state or playoff, the card points, what changed on the slate, who left)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from ...games.hindersche.state import CANCELLED, PLAYOFF, SlateLine, Standing
from ...i18n import tr
from ...i18n.punctuation import labelled, listed
from .. import recording
from ..widgets import GOLD, INK, INK_DIM, Button, blit_text, fitted, line_height, panel, shade
from . import Scene

if TYPE_CHECKING:
    from ..panels.hindersche import HinderschePanel

# The deal's scoring states: named by hindersche.state.<id>, what each does to the slate
# (rules §9, §11.2) by hindersche.state_rule.<id>.
STATES = ("ROUND_ONE", "NORMAL", "EXCESS", "RARE", "TWO")
SLATE, FRAME, CHALK = (48, 54, 58), (132, 96, 60), (235, 235, 226)


def chalk_strokes(surface: pygame.Surface, left: int, top: int, count: int, h: int, seed: int) -> None:
    """Penalty strokes as chalk marks: upright lines in fives, the fifth drawn across the four."""
    rng = random.Random(seed)  # the same wobble every frame
    step = max(8, h // 3)
    x = left
    for i in range(count):
        if i % 5 == 4:  # across the four before it
            start = x - 4 * step
            pygame.draw.line(surface, CHALK, (start - 4, top + h * 0.8), (x - step + 6, top + h * 0.15), 3)
            x += step
            continue
        lean = rng.uniform(-0.12, 0.12) * h
        pygame.draw.line(surface, CHALK, (x + lean, top), (x - lean, top + h), 3)
        pygame.draw.line(surface, (200, 200, 190), (x + lean + 2, top + 3), (x - lean + 2, top + h - 3), 1)
        x += step


def draw_slate(surface: pygame.Surface, rect: pygame.Rect, standing: Standing, names: Sequence[str], away: Sequence[bool]) -> None:
    """The slate in its wooden frame: a corner per player with their strokes; lost games of the
    rubber notched on the frame beside that corner; a player who left is crossed out."""
    with recording.paused():  # drawn off screen (and cached): its words are not where the screen has them
        image = _slate(rect.size, tuple(standing.strokes), tuple(standing.rubber_losses), tuple(names), tuple(away))
    with recording.group("slate", rect):
        surface.blit(image, rect)


@lru_cache(maxsize=8)
def _slate(size: tuple[int, int], strokes: tuple[int, ...], losses: tuple[int, ...], names: tuple[str, ...],
           away: tuple[bool, ...]) -> pygame.Surface:
    """The slate drawn once per change (the chalk lines are many small draws)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    frame = max(6, rect.width // 28)
    pygame.draw.rect(surface, FRAME, rect, border_radius=6)
    inner = rect.inflate(-2 * frame, -2 * frame)
    pygame.draw.rect(surface, SLATE, inner, border_radius=3)
    pygame.draw.line(surface, (70, 76, 80), inner.midtop, inner.midbottom, 1)
    pygame.draw.line(surface, (70, 76, 80), inner.midleft, inner.midright, 1)
    text = max(16, inner.height // 8)
    for seat in range(4):
        col, row = seat % 2, seat // 2
        cell = pygame.Rect(inner.left + col * inner.width // 2, inner.top + row * inner.height // 2, inner.width // 2, inner.height // 2)
        color = INK_DIM if away[seat] else INK
        name_rect = blit_text(surface, names[seat], fitted(names[seat], text, cell.width - 16), color, topleft=(cell.left + 8, cell.top + 6))
        if away[seat]:
            pygame.draw.line(surface, INK_DIM, name_rect.midleft, name_rect.midright, 2)
        chalk_strokes(surface, cell.left + 12, cell.top + text + 14, strokes[seat], min(64, cell.height - text - 26), seed=seat)
        for k in range(losses[seat]):  # notches on the frame, next to the corner
            x = cell.left + 10 + k * 9 if col == 0 else cell.right - 10 - k * 9
            y = rect.top + 2 if row == 0 else rect.bottom - frame + 2
            pygame.draw.line(surface, (40, 24, 12), (x, y), (x, y + frame - 4), 3)
    return surface


def sheet_line(number: int, line: SlateLine, names: Sequence[str]) -> str:
    if line.kind == CANCELLED:
        return f"{number}. {tr('hindersche.sheet.dealt_again')}"
    what = tr("hindersche.playoff") if line.kind == PLAYOFF else tr(f"hindersche.state.{line.label}") if line.label in STATES else line.label
    points = listed((names[s][:5], p) for s, p in line.card_points.items())
    changes = listed((names[s][:5], f"{n:+d}") for s, n in line.changes.items())
    out = "".join(tr("text.list") + tr("hindersche.sheet.out", name=names[s]) for s in line.left)
    march = tr("text.list") + tr("hindersche.sheet.march", name=names[line.marcher]) if line.marcher is not None else ""
    # "»", not an arrow: the bundled font has no arrow glyph
    return f"{number}. " + labelled(what, f"{points}{march}") + (f" » {changes}" if changes else "") + out


class SlateScene(Scene):
    modal = True

    def __init__(self, app, panel: HinderschePanel, record: Any, names: Sequence[str]) -> None:
        super().__init__(app)
        self.panel, self.record, self.names = panel, record, names
        self.close = Button(tr("dialog.close"), lambda: app.pop(self), size=26, hot=True)
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.rect = pygame.Rect(0, 0, min(w - 40, 1100), min(h - 40, 640))
        self.rect.center = (w // 2, h // 2)
        self.close.rect = pygame.Rect(0, 0, max(160, line_height(26) * 4), line_height(26) + 14)
        self.close.rect.bottomright = (self.rect.right - 20, self.rect.bottom - 14)

    def handle(self, event: pygame.event.Event) -> None:
        if self.close.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN):
            self.app.pop(self)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(shade(surface.get_size(), 140), (0, 0))
        r, st = self.rect, self.record.standing
        panel(surface, r, (12, 34, 26, 245))
        title = tr("hindersche.sheet.title", n=self.record.game, round=tr("hindersche.round_one" if st.round == 1 else "hindersche.round_two"))
        blit_text(surface, title, fitted(title, 40, r.width - 48), GOLD, topleft=(r.left + 24, r.top + 18))
        top = r.top + 18 + line_height(40) + 8
        slate = pygame.Rect(r.left + 24, top, r.width * 0.48, r.width * 0.48 * 0.62)
        away = [s not in st.active and st.loser is None for s in range(4)]
        draw_slate(surface, slate, st, self.names, away)
        size = 22
        y = slate.bottom + 16
        lost = tr("hindersche.sheet.games_lost", scores=listed(zip(self.names, st.rubber_losses)))
        blit_text(surface, lost, fitted(lost, size, slate.width), INK, topleft=(slate.left, y))
        if st.settlement is not None:
            settled = tr("hindersche.sheet.settlement", scores=listed((n, f"{v:+d}") for n, v in zip(self.names, st.settlement)))
            blit_text(surface, settled, fitted(settled, size, slate.width), GOLD, topleft=(slate.left, y + line_height(size) + 6))
        x = slate.right + 24
        heading = tr("skat.sheet.button")
        blit_text(surface, heading, fitted(heading, 28, r.right - 20 - x), GOLD, topleft=(x, top))
        first, step = top + line_height(28) + 10, line_height(size) + 6
        fit = max(1, (self.close.rect.top - 10 - first) // step)
        lines = [sheet_line(i, line, self.names) for i, line in enumerate(st.slate, 1)][-fit:]
        for i, text in enumerate(lines or [tr("dialog.no_deal_yet")]):
            blit_text(surface, text, fitted(text, size, r.right - 20 - x), INK if lines else INK_DIM, topleft=(x, first + i * step))
        self.close.draw(surface)
