"""What the table says: the prompt (whose turn, what the viewer may do) in its band above the
buttons, the message line above it (a reason, a hint, an announcement), and an announcement's
cards where the trick goes.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from ...engine.actions import PLAY
from ...i18n import language, tr
from ...i18n.actions import action_label
from .. import recording
from ..layout import GAP
from ..tween import Pose
from ..widgets import GOLD, INK, RED, STYLE, blit_text, font, label_sizes, line_height, panel, wrap

if TYPE_CHECKING:
    from .scene import TableScene


def prompt(table: TableScene) -> str:
    """The prompt line: the game's own words where its panel has them, else whose turn it is
    and what the buttons offer."""
    obs = table.obs
    if obs is None or obs.turn is None:
        return ""
    legal = table.legal
    own = table.panel.prompt(obs, table.names, legal) if table.interactive else None
    if own is not None:
        return own
    plays = any(a.kind == PLAY for a in legal)
    # what the buttons offer (an action the table takes by itself, a hidden claim: not named)
    offered = {b.label for b in table.controls.buttons}
    others = [label for a in legal if a.kind != PLAY
              and (label := action_label(table.rules.id, a, table.app.settings.theme)) in offered]
    if not table.interactive:
        return tr("table.to_play", name=table.plates[obs.turn])
    if obs.turn == table.viewer:
        if plays:
            lead = tr("table.your_lead") if not obs.trick else tr("table.your_turn")
            return tr("table.play_prompt_or" if others else "table.play_prompt", lead=lead)
        if not others:
            return ""
        return tr("table.choose_prompt", actions=tr("table.or").join(others)) if len(others) <= 2 else tr("table.choose_one")
    if others:
        return tr("table.on_turn_you_may", name=table.names[obs.turn], actions=tr("table.or").join(others))
    return tr("table.on_turn", name=table.names[obs.turn])


def draw_prompt(table: TableScene, surface: pygame.Surface) -> None:
    """The prompt in its band above the buttons, the message line in its own band above it,
    an announcement's cards in the middle."""
    L, animating = table.layout, table.animating
    top_row = min((b.rect.top for b in table.controls.bar() if not animating), default=None)
    prompt_y = L.prompt_y if top_row is None else min(L.prompt_y, top_row - GAP - L.prompt_h // 2)
    words = "" if animating else prompt(table)
    bands = not any(addon.own_bands for addon in table.addons)  # a lesson's coach speaks there instead
    if words and bands:
        _band_line(table, surface, "prompt", words, prompt_y, GOLD, (10, 30, 22, 170), None)
    banner = table.motion.banner
    lines = [] if not bands else [table.message] if table.message_left > 0 else [banner.text] if banner is not None else []
    color, fill, edge = (INK, (70, 18, 14, 225), RED) if table.message_left > 0 else (GOLD, (10, 26, 20, 225), GOLD)
    y = prompt_y - L.prompt_h // 2 - GAP - L.message_h // 2
    for line in lines:
        _band_line(table, surface, "message", line, y, color, fill, edge)
    if banner is not None:
        with recording.group("announced cards"):
            _draw_banner_cards(table, surface)


def _band_line(table: TableScene, surface: pygame.Surface, name: str, words: str, y: int, color, fill, edge) -> None:
    """One line of words centred in the bands' width at ``y``, smaller when it is long, and
    wrapped upwards (rarely: a long hint at a small window) rather than cut."""
    L = table.layout
    size, lines, width = _band_fit(words, L.word_size, L.band.width - 40, language(), STYLE.scale)
    step = line_height(size)
    box = pygame.Rect(0, 0, width + 36, step * len(lines) + 10)
    box.midbottom = (L.band.centerx, y + (step + 10) // 2)
    with recording.group(name, box):
        panel(surface, box, fill, radius=min(box.height // 2, 18), border=edge)
        for i, line in enumerate(lines):
            blit_text(surface, line, size, color, midtop=(box.centerx, box.top + 5 + i * step))


def _draw_banner_cards(table: TableScene, surface: pygame.Surface) -> None:
    """An announcement's cards (a marriage shown) lie face up where the trick goes."""
    L, banner = table.layout, table.motion.banner
    if banner is None or not banner.cards or table.model.trick:
        return
    scale = 0.8
    step = L.card_w * scale + 10
    x = L.center[0] - step * (len(banner.cards) - 1) / 2
    for card in banner.cards:
        table.painter.draw(surface, card, Pose(x, L.center[1], 0, 1.0, scale))
        x += step


@lru_cache(maxsize=64)
def _band_fit(words: str, size: int, width: int, _language: str, _scale: float) -> tuple[int, list[str], int]:
    """The largest size (down to the smallest allowed) at which ``words`` fit one line of
    ``width``, wrapped when even that is too wide; the lines and their widest width."""
    sizes = label_sizes(size)
    size = next((n for n in sizes if font(n).size(words)[0] <= width), sizes[-1])
    lines = wrap(words, size, width)
    return size, lines, max(font(size).size(line)[0] for line in lines)
