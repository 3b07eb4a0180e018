"""Hindersche's slate, large, with the game's score sheet beside it: one line per deal (its
state or playoff, the card points, what changed on the slate, who left)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...games.hindersche.state import CANCELLED, PLAYOFF, SlateLine
from ...i18n import tr
from ...i18n.punctuation import labelled, listed
from ..panels.hindersche import STATES, draw_slate
from ..widgets import GOLD, INK, INK_DIM, Button, blit_text, fitted, line_height, panel, shade
from . import Scene

if TYPE_CHECKING:
    from ..panels.hindersche import HinderschePanel


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
