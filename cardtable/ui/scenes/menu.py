"""Main menu and new-game setup (settings, saves and statistics have their own modules)."""

from __future__ import annotations

import random
from typing import Any, Literal

import pygame

from ... import games
from ...ai import levels
from ...engine import dealcode
from ...engine.cards import Card
from ...engine.variants import VariantSpec
from ...i18n import language, tr
from ...session import replay
from ...session.controller import HUMAN, MatchController, Seat
from ...session.persistence import MatchKeeper
from ...storage import list_slots, load_autosave, load_autosaves
from ...storage.seats import TABLE_LEVELS
from ..art import BACKS, THEMES, CardArt
from ..names import shown_name
from ..painter import CardPainter
from ..tween import Pose
from ..widgets import (
    GOLD,
    INK_DIM,
    Button,
    Choice,
    FocusRing,
    TextField,
    Widget,
    blit_text,
    fitted,
    font,
    line_height,
    panel,
    scaled,
    value_box_width,
    wrap,
)
from . import Scene
from .dialogs import Dialog, tell_problems

FIRST_GAME = "schnapsen"  # the first game playable end to end at the table
MENU_KEYS = ("menu.new_game", "menu.continue", "menu.load", "menu.learn", "online.menu", "menu.statistics", "menu.history",
             "menu.settings", "menu.quit")
FAN_HEIGHT = 1.3  # the showcase fan's height in card heights (tilted, stepped cards)
SHOWCASE = ("HA", "CK", "SQ", "DJ", "HT")


class MenuScene(Scene):
    """A felt background, a title and widgets; subclasses place the widgets in ``resize``."""

    @property
    def title(self) -> str:
        return "cardtable"

    def __init__(self, app, art: CardArt | None = None) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.ring = FocusRing()  # Tab / arrows, Left / Right and Enter over the screen's widgets
        self.painter = CardPainter(art or app.art, 100)  # ``art``: a deck other than the settings' (the review's)
        self.problems: list[str] = []  # files that did not load: told once this screen is up
        self.resize(app.size)

    def update(self, dt: float) -> None:
        if self.problems and self.app.top is self:
            tell_problems(self.app, self.problems)
            self.problems = []

    def art_choices(self) -> tuple[Choice, Choice]:
        """Choosers for the deck theme and the card back, applied at once."""
        theme = Choice(tr("settings.cards"), [(t, tr(f"theme.{t}")) for t in THEMES], on_change=self._set_theme)
        theme.select(self.app.settings.theme)
        back = Choice(tr("settings.back"), [(b, tr(f"back.{b}")) for b in BACKS], on_change=self._set_back)
        back.select(self.app.settings.back)
        return theme, back

    @property
    def deck_game(self) -> str | None:
        """The game a deck chosen here is kept for (None: only the deck on screen changes)."""
        return None

    def _set_theme(self, theme: str) -> None:
        self.app.apply_settings(self.app.settings.with_deck(self.deck_game, theme=theme))

    def _set_back(self, back: str) -> None:
        self.app.apply_settings(self.app.settings.with_deck(self.deck_game, back=back))

    def handle(self, event: pygame.event.Event) -> None:
        for widget in self.widgets:
            if widget.handle(event):
                return
        if self.ring.handle(event, self.focusables()):
            self.ring.show(self.focusables())  # a changed choice may have rebuilt the rows
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and len(self.app.scenes) > 1:
            self.app.pop(self)

    def focusables(self) -> list[Widget]:
        """What Tab and the arrows move over, in reading order."""
        return [w for w in self.widgets if isinstance(w, (Button, Choice, TextField))]

    def draw_title(self, surface: pygame.Surface, y: int) -> None:
        w, h = surface.get_size()
        blit_text(surface, self.title, h // 9, GOLD, midtop=(w // 2, y))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        for widget in self.widgets:
            widget.draw(surface)

    def showcase(self, surface: pygame.Surface, center: tuple[int, int], cards: tuple[str, ...] = SHOWCASE) -> None:
        """A small fan of cards in the chosen theme, and the chosen back beside it."""
        n = len(cards)
        for i, text in enumerate(cards):
            k = i - (n - 1) / 2
            pose = Pose(center[0] + k * self.painter.card_w * 0.55, center[1] + k * k * 4, k * 7, 1.0)
            self.painter.draw(surface, Card.parse(text), pose)


class MainMenu(MenuScene):
    def __init__(self, app) -> None:
        # Loading never raises: a broken autosave is moved aside and told once, here.
        self.saved, problems = load_autosaves()
        slots, slot_problems = list_slots()
        self.has_slots = bool(slots)
        super().__init__(app)
        self.problems = [str(p) for p in problems + slot_problems]

    def resize(self, size: tuple[int, int]) -> None:
        """One column from the top: the title, the tagline and a fan of cards where there is
        room for them, and the buttons, which always fit (a small window or a large UI
        scale gives up the fan, then the tagline, before a button leaves the screen)."""
        w, h = size
        n = len(MENU_KEYS)
        margin, gap = round(h * 0.04), max(8, h // 70)
        self.title_y = margin
        below_title = margin + line_height(h // 9) + 4
        bh = min(scaled(max(42, h // 17)), (h - below_title - margin) // n - gap)
        label = max(42, h // 17) * 3 // 5  # text sizes are scaled by the UI scale in ``font``
        while label > 12 and line_height(label) > bh - 4:
            label -= 1
        bw = min(w - 40, max(scaled(max(260, w // 5)), *(font(label).size(tr(k))[0] + 48 for k in MENU_KEYS)))
        top = h - margin - n * bh - (n - 1) * gap
        self.tagline_size = fitted(tr("app.tagline"), max(20, h // 36), w - 40)
        below_tagline = below_title + line_height(self.tagline_size) + 4
        self.show_tagline = below_tagline <= top - 4
        room = top - (below_tagline if self.show_tagline else below_title) - 12  # for the fan of cards
        self.painter.resize(max(70, h // 8))
        if self.painter.card_h * FAN_HEIGHT > room:
            self.painter.resize(int(self.painter.card_w * room / (self.painter.card_h * FAN_HEIGHT)))
        self.show_fan = self.painter.card_w >= 40
        self.fan_y = top - 12 - room // 2
        saved = self.saved
        if len(saved) == 1:
            tip = tr("menu.saved_tip", game=tr(f"game.{saved[0].match.rules.id}"), number=saved[0].match.deals)
        else:
            tip = tr("menu.saved_many", n=len(saved)) if saved else tr("menu.no_save")
        self.widgets = [
            Button(tr("menu.new_game"), self.app.router.new_game, size=label, hot=not saved),
            Button(tr("menu.continue"), self._continue, enabled=bool(saved), tooltip=tip, size=label, hot=bool(saved)),
            Button(tr("menu.load"), self.app.router.load, enabled=self.has_slots,
                   tooltip="" if self.has_slots else tr("menu.no_slots"), size=label),
            Button(tr("menu.learn"), self.app.router.learn, size=label),
            Button(tr("online.menu"), self.app.router.online, size=label),
            Button(tr("menu.statistics"), self.app.router.statistics, size=label),
            Button(tr("menu.history"), self.app.router.history, size=label),
            Button(tr("menu.settings"), self.app.router.settings, size=label),
            Button(tr("menu.quit"), self._quit, size=label),
        ]
        for i, button in enumerate(self.widgets):
            button.rect = pygame.Rect(w // 2 - bw // 2, top + i * (bh + gap), bw, bh)

    def _continue(self) -> None:
        """The one game in progress at once; with several, the list of them."""
        if len(self.saved) == 1:
            self.app.router.resume(self.saved[0])
        else:
            self.app.router.games_in_progress(self.saved)

    def _quit(self) -> None:
        self.app.running = False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        self.draw_title(surface, self.title_y)
        if self.show_tagline:
            blit_text(surface, tr("app.tagline"), self.tagline_size, INK_DIM,
                      midtop=(w // 2, self.title_y + line_height(h // 9) + 4))
        if self.show_fan:
            self.showcase(surface, (w // 2, self.fan_y))
        for widget in self.widgets:
            widget.draw(surface)


def variant_options(spec: VariantSpec) -> list[tuple[Any, str]]:
    if isinstance(spec.default, bool):
        return [(True, tr("settings.on")), (False, tr("settings.off"))]
    if spec.choices:
        return [(c, tr(f"variant.value.{c}") if any(ch.isalpha() for ch in str(c)) else str(c)) for c in spec.choices]
    low = spec.minimum if spec.minimum is not None else 1
    return [(n, str(n)) for n in range(low, max(low + 1, spec.default * 3) + 1)]


def seat_count(ruleset: type, chosen: dict[str, Any]) -> int:
    """Players the chosen variants call for (house rules that do not fit fall back to defaults)."""
    try:
        return ruleset(chosen).seats
    except ValueError:
        return ruleset().seats


def variant_label(game: str, spec: VariantSpec) -> str:
    """A house rule's short name; ``variant.<game>.<id>`` is its one-line help."""
    return tr(f"variant.{game}.{spec.id}.label")


def chosen_seats(rows: list[tuple[str, str]]) -> list[Seat]:
    """The seats of the new-game rows (name, level), an empty name as ``unnamed`` says."""
    humans = sum(level == HUMAN for _, level in rows)
    return [Seat(name.strip() or unnamed(i, level, humans), level) for i, (name, level) in enumerate(rows)]


def unnamed(seat: int, level: str, humans: int) -> str:
    """What an empty name in New game stands for: the one person playing stays unnamed (called
    "You" in every language); with several at this screen each is "Player n", since "You"
    would mean whoever looks; a computer is "Seat n"."""
    if level != HUMAN:
        return tr("menu.seat", n=seat + 1)
    return "" if humans == 1 else tr("menu.player", n=seat + 1)


def level_text(level: str) -> str:
    return tr("menu.human") if level == HUMAN else tr("menu.computer", level=tr(f"menu.level.{level}"))


class NewGameScene(MenuScene):
    @property
    def title(self) -> str:
        return tr("menu.new_game")

    def __init__(self, app) -> None:
        self.app = app  # the rows read the default players and house rules from the settings
        self.rulesets = games.rulesets()
        last = app.settings.last_game or FIRST_GAME  # the game played last
        self.game = last if last in self.rulesets else next(iter(self.rulesets))
        app.apply_settings(app.settings.showing(self.game), save=False)  # each game its own deck
        self.scroll = 0
        self.house_rules: dict[str, Any] | None = None  # the house rules chosen before practice was turned on
        self._build_rows()
        super().__init__(app)

    def _build_rows(self, chosen: dict[str, Any] | None = None) -> None:
        self.built_in = language()  # the rows' labels are made again after a language switch
        ruleset = self.rulesets[self.game]
        if chosen is None:
            chosen = self.app.settings.house_rules(self.game)
        self.game_choice = Choice(tr("menu.game"), [(g, tr(f"game.{g}")) for g in self.rulesets], on_change=self._pick_game)
        self.game_choice.select(self.game)
        # A deal code (engine.dealcode) deals that very deal again; what was typed stays.
        old: TextField | None = getattr(self, "code_field", None)
        typed = old.value if old is not None else ""
        self.code_field = TextField(tr("menu.deal_code"), typed, limit=60, placeholder=tr("menu.deal_code_empty"))
        # Practice with open cards (session.replay): the standard rules, so the house rules rest.
        practising = getattr(self, "practice_choice", None)
        self.practice_choice = Choice(tr("menu.practice"), [(False, tr("settings.off")), (True, tr("settings.on"))],
                                      on_change=self._practice_changed)
        self.practice_choice.select(practising is not None and practising.value)
        kinds = [(lv, level_text(lv)) for lv in (HUMAN, *levels(self.game)) if lv == HUMAN or lv in TABLE_LEVELS]
        strongest = kinds[-1][0]
        self.seat_rows: list[tuple[TextField, Choice]] = []
        for seat, config in zip(range(seat_count(ruleset, chosen)), self.app.settings.seats):  # the settings' default players
            kind = Choice(tr("menu.seat", n=seat + 1), kinds, on_change=self._kind_changed)
            kind.select(config.level if any(config.level == k for k, _ in kinds) else strongest)
            self.seat_rows.append((TextField(tr("menu.name", n=seat + 1), config.name), kind))
        self._kind_changed(None)
        self.variant_rows = [Choice(variant_label(self.game, spec), variant_options(spec), help=tr(f"variant.{self.game}.{spec.id}"),
                                    on_change=self._variant_changed) for spec in ruleset.VARIANTS]
        for spec, row in zip(ruleset.VARIANTS, self.variant_rows):
            row.select(chosen.get(spec.id, spec.default))

    def _kind_changed(self, _level: Any) -> None:
        """An empty name field shows what it will stand for, as the seats are now."""
        humans = sum(kind.value == HUMAN for _, kind in self.seat_rows)
        for seat, (name, kind) in enumerate(self.seat_rows):
            name.placeholder = shown_name(unnamed(seat, kind.value, humans))

    def _variant_changed(self, _value: Any) -> None:
        """A variant that changes the number of players (Coiffeur's mode) rebuilds the seats."""
        ruleset = self.rulesets[self.game]
        chosen = {spec.id: row.value for spec, row in zip(ruleset.VARIANTS, self.variant_rows)}
        if seat_count(ruleset, chosen) != len(self.seat_rows):
            self._build_rows(chosen)
            self.resize(self.app.size)

    def _practice_changed(self, on: bool) -> None:
        """Practice deals the standard rules: the house rules (and the seats they call for)
        go back to the defaults, and come back as they were when practice is turned off."""
        ruleset = self.rulesets[self.game]
        if on:
            self.house_rules = {spec.id: row.value for spec, row in zip(ruleset.VARIANTS, self.variant_rows)}
        self._build_rows({} if on else self.house_rules)
        self.resize(self.app.size)

    @property
    def practising(self) -> bool:
        return bool(self.practice_choice.value)

    @property
    def deck_game(self) -> str:
        return self.game

    def _pick_game(self, game: str) -> None:
        self.game, self.scroll = game, 0
        self.app.apply_settings(self.app.settings.showing(game), save=False)
        self._build_rows()
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        if language() != self.built_in:  # the same choices, labelled in the new language
            ruleset, before = self.rulesets[self.game], self.seat_rows
            self._build_rows({spec.id: row.value for spec, row in zip(ruleset.VARIANTS, self.variant_rows)})
            for (name, kind), (old_name, old_kind) in zip(self.seat_rows, before):
                name.value = old_name.value
                kind.select(old_kind.value)
        w, h = size
        theme, back = self.art_choices()
        rows: list[Choice | TextField] = [self.game_choice, self.code_field, self.practice_choice]
        for name, kind in self.seat_rows:
            rows += [name, kind]
        rows += [theme, back]
        label = max(30, h // 27)  # the buttons at the bottom grow with the window
        bh = max(scaled(34), line_height(label) + 8)
        gap, top = max(8, h // 90), round(h * 0.04) + line_height(h // 14) + 12
        full = max(scaled(34), h // 22)
        row_h = min(full, (h - bh - 54 - top) // len(rows) - gap)  # every row fits above the buttons
        # the house rules keep the height they had before the deal code's and practice rows were added
        self.variant_h = min(full, (h - bh - 54 - top) // (len(rows) - 2) - gap)
        for widget in rows:
            widget.size = max(12, round(max(26, h // 36) * row_h / full))  # the text follows the rows' height
        for widget in self.variant_rows:
            widget.size = max(12, round(max(26, h // 36) * self.variant_h / full))
        col_w = min(560, (w - 120) // 2)
        left = pygame.Rect(w // 2 - col_w - 30, top, col_w, row_h)
        for i, widget in enumerate(rows):
            widget.rect = left.move(0, i * (row_h + gap))
        caption = line_height(max(22, h // 30))
        self.variants_box = pygame.Rect(w // 2 + 30, top + caption, col_w, h - bh - 60 - top - caption)
        self._place_variants(self.variant_h, gap)
        start = Button(tr("menu.start"), self._start, size=label, hot=True)
        leave = Button(tr("menu.back"), lambda: self.app.pop(self), size=label)
        rules = Button(tr("table.rules"), self._rules, size=label)
        bw = min((w - 80) // 3, max(200, *(font(label).size(b.label)[0] + 60 for b in (start, leave, rules))))
        start.rect = pygame.Rect(w // 2 + bw // 2 + 16, h - bh - 38, bw, bh)
        rules.rect = pygame.Rect(w // 2 - bw // 2, h - bh - 38, bw, bh)
        leave.rect = pygame.Rect(w // 2 - bw * 3 // 2 - 16, h - bh - 38, bw, bh)
        self.widgets = [*rows, start, rules, leave]
        self.row_h, self.gap = self.variant_h, gap

    def _rules(self) -> None:
        self.app.router.rules(self.game)

    def _place_variants(self, row_h: int, gap: int) -> None:
        box = self.variants_box
        for i, row in enumerate(self.variant_rows):
            row.rect = pygame.Rect(box.left + 12, box.top + 10 + (i - self.scroll) * (row_h + gap), box.width - 24, row_h)
            row.box_w = value_box_width(row, row.rect.width)  # the label the room its values leave

    def _visible_variants(self) -> list[Choice]:
        if self.practising:  # the house rules rest: a note stands in their place
            return []
        return [r for r in self.variant_rows if self.variants_box.contains(r.rect)]

    def focusables(self) -> list[Widget]:
        """The left column, then the house rules, then the buttons."""
        rows = self.widgets[:-3]
        return [*rows, *self._visible_variants(), *self.widgets[-3:]]

    def _scroll_to_focus(self) -> None:
        """Scroll the house rules so that the row the keyboard focus is on can be seen."""
        row = next((r for r in self.variant_rows if r.focused), None)
        if row is None or row in self._visible_variants():
            return
        i, shown = self.variant_rows.index(row), max(1, len(self._visible_variants()))
        self.scroll = i if i < self.scroll else i - shown + 1
        self._place_variants(self.row_h, self.gap)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEWHEEL:
            most = max(0, len(self.variant_rows) - len(self._visible_variants()))
            self.scroll = min(most, max(0, self.scroll - event.y))
            self._place_variants(self.row_h, self.gap)
            return
        for row in self._visible_variants():
            if row.handle(event):
                return
        super().handle(event)
        self._scroll_to_focus()

    def _start(self) -> None:
        """Start the match; a match of this game still in progress is not replaced without a
        question (continue it, or start anew)."""
        saved, _ = load_autosave(self.game)  # a broken file is moved aside (the main menu told it)
        if saved is None or self.practising:  # practice leaves the match in progress saved
            self._begin()
            return
        title = tr(f"game.{self.game}")
        self.app.push(Dialog(self.app, tr("menu.replace_title"), [tr("menu.replace_line", game=title, deals=saved.match.deals)],
                             [(tr("menu.continue"), lambda: self.app.router.resume(saved)), (tr("menu.replace_yes"), self._begin),
                              (tr("menu.back"), lambda: None)]))

    def _begin(self) -> None:
        ruleset = self.rulesets[self.game]
        variants = {spec.id: row.value for spec, row in zip(ruleset.VARIANTS, self.variant_rows)}
        rules = ruleset(variants, len(self.seat_rows))
        code = self._code(rules)
        if code is False:
            return
        seats = chosen_seats([(name.value, kind.value) for name, kind in self.seat_rows])
        practice = self.practising
        keeper = replay.keeper(practice) if practice else MatchKeeper()
        if code is None:
            controller = MatchController(rules, seats, seed=random.randrange(1 << 30), keeper=keeper, practice=practice)
        else:
            controller = MatchController.from_code(code, seats, keeper, practice)
        self.app.apply_settings(self.app.settings.playing(self.game))  # a failed write: Settings will tell
        self.app.router.table(controller)

    def _code(self, rules) -> dealcode.DealCode | Literal[False] | None:
        """The deal code typed in, None without one, False when the player must look again: a
        code that does not read, or one for other rules or seats (the screen takes them over)."""

        text = self.code_field.value.strip()
        if not text:
            return None
        try:
            code = dealcode.parse(text, self.rulesets)
        except ValueError:
            self.app.push(Dialog(self.app, tr("menu.deal_code"), [tr("menu.code_bad", code=text)], [(tr("dialog.ok"), lambda: None)]))
            return False
        if self.practising and code.rules.variants.changed():
            self.app.push(Dialog(self.app, tr("menu.deal_code"), [tr("menu.practice_code")], [(tr("dialog.ok"), lambda: None)]))
            return False
        if code.rules.id == rules.id and code.rules.seats == rules.seats and code.rules.variants == rules.variants:
            return code
        self.game = code.rules.id
        self.game_choice.select(self.game)
        self._build_rows(dict(code.rules.variants))
        self.resize(self.app.size)
        self.app.push(Dialog(self.app, tr("menu.deal_code"), [tr("menu.code_set", game=tr(f"game.{self.game}"), n=code.rules.seats)],
                             [(tr("dialog.ok"), lambda: None)]))
        return False

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        blit_text(surface, self.title, h // 14, GOLD, midtop=(w // 2, round(h * 0.04)))
        panel(surface, self.variants_box.inflate(0, 8))
        blit_text(surface, tr("menu.house_rules"), max(22, h // 30), GOLD, bottomleft=(self.variants_box.left, self.variants_box.top - 6))
        if self.practising:
            size, box = max(20, h // 36), self.variants_box
            for i, line in enumerate(wrap(tr("menu.practice_note"), size, box.width - 32)):
                blit_text(surface, line, size, INK_DIM, topleft=(box.left + 16, box.top + 12 + i * (line_height(size) + 4)))
        for widget in self.widgets:
            widget.draw(surface)
        mouse = pygame.mouse.get_pos()
        for row in self._visible_variants():
            row.draw(surface)
            if row.rect.collidepoint(mouse) and row.help:
                blit_text(surface, row.help, max(20, h // 36), INK_DIM, midtop=(self.variants_box.centerx, self.variants_box.bottom + 10))

