"""The settings screen: cards, sound, speed, window, default players and house rules.

Every change is applied at once (a running table below redraws in the new deck) and the
settings are saved when the screen closes; a failed save is told, never raised.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from ... import games
from ...engine.cards import Card
from ...i18n import LANGUAGES, tr
from ...storage import SeatConfig
from ...storage.seats import HUMAN, TABLE_LEVELS
from ...storage.settings import ANIMATION_SPEEDS, COACH
from ..names import shown_name
from ..tween import Pose
from ..widgets import (
    GOLD,
    INK_DIM,
    Button,
    Choice,
    TextField,
    Widget,
    blit_text,
    fitted,
    font,
    label_lines,
    line_height,
    panel,
    scaled,
    value_box_width,
    wrap,
)
from ..window import remembered
from .dialogs import tell_problems
from .menu import SHOWCASE, MenuScene, level_text, variant_label, variant_options

MARGIN = 36  # left and right of the columns (their panels reach 12 beyond them)
COLUMN_GAP = 32
WINDOW_SIZES = ((960, 600), (1280, 720), (1280, 800), (1440, 900), (1600, 1000), (1920, 1080))
VOLUMES = range(0, 101, 10)
SCALES = range(100, 201, 25)


def game_in_play(app) -> str | None:
    """The game of the table below on the stack (settings opened from the pause menu)."""
    table = app.router.table_below()
    return table.rules.id if table is not None else None


class SettingsScene(MenuScene):
    def __init__(self, app) -> None:
        self.variant_game = game_in_play(app) or next(iter(games.rulesets()))
        self.house_scroll = 0
        self.name_fields = [TextField("", s.name, limit=16) for s in app.settings.seats]
        super().__init__(app)

    @property
    def title(self) -> str:  # in the language of the moment
        return tr("menu.settings")

    # ---- changing ------------------------------------------------------------------------
    def change(self, **fields: Any) -> None:
        """Apply a change at once; it is written when the screen closes."""
        self.app.apply_settings(replace(self.app.settings, **fields), save=False)

    @property
    def deck_game(self) -> str | None:
        """The game in play below, else the one played last: a deck chosen here is its."""
        return game_in_play(self.app) or self.app.settings.last_game or None

    def _set_theme(self, theme: str) -> None:
        self.app.apply_settings(self.app.settings.with_deck(self.deck_game, theme=theme), save=False)

    def _set_back(self, back: str) -> None:
        self.app.apply_settings(self.app.settings.with_deck(self.deck_game, back=back), save=False)

    def _set_seat(self, seat: int, name: str | None = None, level: str | None = None) -> None:
        seats = list(self.app.settings.seats)
        old = seats[seat]
        if name is not None:  # an emptied name: the player is called "You" again (a computer keeps its name)
            name = name.strip() or ("" if (level or old.level) == HUMAN else old.name)
        seats[seat] = SeatConfig(old.name if name is None else name, level or old.level)
        self.change(seats=tuple(seats))

    def _set_variant(self, key: str, value: Any) -> None:
        variants = dict(self.app.settings.variants)
        variants[self.variant_game] = {**self.app.settings.house_rules(self.variant_game), key: value}
        self.change(variants=variants)

    def _set_window(self, size: tuple[int, int]) -> None:
        self.app.resize_window(size)
        self.app.apply_settings(remembered(self.app.settings), save=False)

    def _pick_variant_game(self, game: str) -> None:
        self.variant_game, self.house_scroll = game, 0
        self.resize(self.app.size)

    def closed(self) -> None:
        for seat, field in enumerate(self.name_fields):
            self._set_seat(seat, name=field.value)
        problem = self.app.apply_settings(self.app.settings)
        if problem:
            tell_problems(self.app, [problem])

    # ---- layout --------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        s = self.app.settings
        self.painter.resize(max(60, h // 9))
        gap = max(6, h // 100)
        top = round(h * 0.03) + line_height(h // 14) + line_height(max(22, h // 30)) + 16  # below the title and captions
        most = max(11, 2 * len(self.name_fields))  # the longest column (look): every row must fit above Done
        row_h = min(max(scaled(32), h // 25), (h - 120 - top) // most - gap)
        self.row_size = max(12, round(24 * row_h / max(scaled(32), h // 25)))  # the text shrinks with the rows
        for i, field in enumerate(self.name_fields):
            field.size = self.row_size
            field.label, field.placeholder = tr("settings.player", n=i + 1), shown_name("")
        col_w = min(440, (w - 2 * MARGIN - 2 * COLUMN_GAP) // 3)  # the columns as wide as the window allows
        left = (w - 3 * col_w - 2 * COLUMN_GAP) // 2
        columns = [pygame.Rect(left + i * (col_w + COLUMN_GAP), top, col_w, row_h) for i in range(3)]
        theme, back = self.art_choices()
        theme.size = back.size = self.row_size
        look: list[Widget] = [theme, back]
        on_off = [(True, tr("settings.on")), (False, tr("settings.off"))]
        look.append(self._choice(tr("settings.speed"), [(a, tr(f"settings.speed.{a}")) for a in ANIMATION_SPEEDS], s.animation,
                                 lambda v: self.change(animation=v)))
        look.append(self._choice(tr("settings.sound"), on_off, s.sound, lambda v: self.change(sound=v)))
        look.append(self._choice(tr("settings.volume"), [(v, f"{v} %") for v in VOLUMES], s.volume, lambda v: self.change(volume=v)))
        look.append(self._choice(tr("settings.language"), list(LANGUAGES.items()), s.language,
                                 lambda v: self.change(language=v)))
        look.append(self._choice(tr("settings.scale"), [(v, f"{v} %") for v in SCALES], s.ui_scale, lambda v: self.change(ui_scale=v)))
        look.append(self._choice(tr("settings.high_contrast"), on_off, s.high_contrast, lambda v: self.change(high_contrast=v)))
        look.append(self._choice(tr("settings.reduced_motion"), on_off, s.reduced_motion, lambda v: self.change(reduced_motion=v)))
        look.append(self._choice(tr("settings.coach"), [(c, tr(f"settings.coach.{c}")) for c in COACH], s.coach,
                                 lambda v: self.change(coach=v)))
        sizes = sorted(set(WINDOW_SIZES) | {self.app.size})  # the window as it is (fitted to the display, or resized)
        look.append(self._choice(tr("settings.window"), [(z, f"{z[0]} × {z[1]}") for z in sizes], self.app.size, self._set_window))
        players: list[Widget] = []
        kinds = (HUMAN, *TABLE_LEVELS)
        for seat, (field, config) in enumerate(zip(self.name_fields, s.seats)):
            players.append(field)
            level = config.level if config.level in kinds else kinds[-1]  # random (older settings): not offered
            players.append(self._choice("   " + tr("settings.plays_as"), [(lv, level_text(lv)) for lv in kinds], level,
                                        lambda v, seat=seat: self._set_seat(seat, level=v)))
        rules = games.rulesets()
        house: list[Choice] = [self._choice(tr("menu.game"), [(g, tr(f"game.{g}")) for g in rules], self.variant_game, self._pick_variant_game)]
        chosen = s.house_rules(self.variant_game)
        for spec in rules[self.variant_game].VARIANTS:
            label = variant_label(self.variant_game, spec)  # a long one takes two lines (the row grows)
            house.append(self._choice(label, variant_options(spec), chosen.get(spec.id, spec.default),
                                      lambda v, key=spec.id: self._set_variant(key, v), tr(f"variant.{self.variant_game}.{spec.id}")))
        for row in (*look, *players, *house):
            row.rect = pygame.Rect(0, 0, col_w, row_h)
            if isinstance(row, Choice):
                row.box_w = value_box_width(row, col_w)
        for row in house[1:]:  # the house rules scroll: a label that needs two lines gets a taller row
            if len(label_lines(row.label, row.size, row.value_box().left - 8, 2 * line_height(row.size))[1]) == 2:
                row.rect.height = max(row_h, 2 * line_height(row.size) - 6)
        self.columns = []
        for rect, column in zip(columns, (look, players)):
            for i, widget in enumerate(column):
                widget.rect = rect.move(0, i * (row_h + gap))
            self.columns.append((rect, column))
        done_size = max(30, h // 27)  # Done grows with the window
        self.done = Button(tr("summary.done"), lambda: self.app.pop(self), size=done_size, hot=True)
        bh = max(52, line_height(done_size) + 8)
        bw = max(200, font(done_size).size(self.done.label)[0] + 60)
        self.done.rect = pygame.Rect(w // 2 - bw // 2, h - bh - 16, bw, bh)
        self.preview = (columns[0].centerx, columns[0].top + len(look) * (row_h + gap) + self.painter.card_h * 0.75)
        # the house rules scroll (wheel, or the keyboard focus) below the game's row when they do not all fit
        self.house = house
        self.house_rect, self.house_gap = columns[2], gap
        self.house_room = max(h - 120 - columns[2].top, 2 * (row_h + gap))  # the column's height above Done
        self.house_scroll = min(self.house_scroll, self._most_scroll())
        self._place_house()

    def _shown_house(self, scroll: int) -> list[Widget]:
        """The game's row, then the house rules from ``scroll`` on that fit the column."""
        shown: list[Widget] = [self.house[0]]
        y = self.house[0].rect.height + self.house_gap
        for row in self.house[1 + scroll:]:
            if len(shown) > 1 and y + row.rect.height > self.house_room:
                break
            shown.append(row)
            y += row.rect.height + self.house_gap
        return shown

    def _most_scroll(self) -> int:
        """The least scroll that shows the last house rule."""
        return next(s for s in range(len(self.house)) if self.house[-1] in self._shown_house(s))

    def _place_house(self) -> None:
        """The game's row, then the house rules from the scroll position that fit."""
        shown, y = self._shown_house(self.house_scroll), self.house_rect.top
        for widget in shown:
            widget.rect = pygame.Rect(self.house_rect.left, y, self.house_rect.width, widget.rect.height)
            y += widget.rect.height + self.house_gap
        self.columns[2:] = [(self.house_rect, shown)]
        self.widgets = [w for _, column in self.columns for w in column] + [self.done]

    def focusables(self) -> list[Widget]:
        """Every row, the hidden house rules too: the column scrolls to the focus."""
        look, players = self.columns[0][1], self.columns[1][1]
        return [*look, *players, *self.house, self.done]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            self.house_scroll = min(self._most_scroll(), max(0, self.house_scroll - event.y))
            self._place_house()
            return
        super().handle(event)
        focused = next((i for i, row in enumerate(self.house) if getattr(row, "focused", False)), None)
        if focused and self.house[focused] not in self._shown_house(self.house_scroll):
            self.house_scroll = focused - 1 if focused <= self.house_scroll else next(
                s for s in range(self.house_scroll, focused) if self.house[focused] in self._shown_house(s))
            self._place_house()

    def _choice(self, label: str, options, value, on_change, help: str = "") -> Choice:
        choice = Choice(label, options, on_change=on_change, size=self.row_size, help=help)
        choice.select(value)
        return choice

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        blit_text(surface, self.title, h // 14, GOLD, midtop=(w // 2, round(h * 0.03)))
        for (rect, column), caption in zip(self.columns, (tr("settings.look"), tr("settings.players"), tr("menu.house_rules"))):
            box = pygame.Rect(rect.left - 12, rect.top - 8, rect.width + 24, max(w.rect.bottom for w in column) - rect.top + 16)
            panel(surface, box)
            blit_text(surface, caption, fitted(caption, max(22, h // 30), rect.width), GOLD, bottomleft=(rect.left, rect.top - 12))
        x, y = self.preview
        if y + self.painter.card_h / 2 < h - 90:
            for i, card in enumerate(SHOWCASE[:3]):
                self.painter.draw(surface, Card.parse(card), Pose(x + (i - 1.5) * self.painter.card_w * 0.7, y, (i - 1.5) * 6, 1.0))
            self.painter.draw(surface, None, Pose(x + self.painter.card_w * 1.6, y, 6, 0.0))
        for widget in self.widgets:
            widget.draw(surface)
        if self._most_scroll():  # a scroll bar beside the house rules: how many and where
            first, shown = self.house[0].rect, len(self.columns[2][1]) - 1
            track = pygame.Rect(self.house_rect.right + 5, first.bottom + self.house_gap, 4,
                                self.house_room - first.height - self.house_gap - 6)
            bar = pygame.Rect(track.left, 0, track.width, track.height * shown // (len(self.house) - 1))
            bar.top = track.top + (track.height - bar.height) * self.house_scroll // self._most_scroll()
            pygame.draw.rect(surface, INK_DIM, track, 1, border_radius=2)
            pygame.draw.rect(surface, GOLD, bar, border_radius=2)
        mouse = pygame.mouse.get_pos()
        rect, house = self.columns[2]
        hovered = next((c for c in house if isinstance(c, Choice) and c.help and c.rect.collidepoint(mouse)), None)
        if hovered is not None:
            below = house[-1].rect.bottom + 24
            for i, line in enumerate(wrap(hovered.help, max(20, h // 36), rect.width)):
                blit_text(surface, line, max(20, h // 36), INK_DIM, topleft=(rect.left, below + i * (max(20, h // 36) + 4)))

