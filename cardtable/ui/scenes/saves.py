"""Saved matches: "Continue" (the games in progress), the load list and saving to a slot from
the pause menu."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from ...i18n import has, tr
from ...i18n.punctuation import listed
from ...storage import SavedMatch, SlotInfo, list_slots, load_slot, save_slot
from ...storage.saves import SLOTS
from ..names import shown_name
from ..widgets import GOLD, INK_DIM, Button, Widget, blit_text, font, line_height, panel
from .dialogs import tell_problems
from .menu import MenuScene


def slot_text(info: SlotInfo | None, slot: int) -> str:
    if info is None:
        return tr("saves.empty", slot=slot)
    return tr("saves.slot", slot=slot, **_described(info.game, info.title, info.deals, info.names, info.scores, info.saved_at))


def in_progress_text(saved: SavedMatch) -> str:
    """One line of "Continue": the game, its deal, the running totals and when it was left."""
    m = saved.match
    names = tuple(s.name for s in saved.seats)
    return tr("saves.in_progress", **_described(m.rules.id, m.rules.title, m.deals, names,
                                                tuple(m.rules.match_scores(m.record)), saved.saved_at))


def _described(game: str, title: str, deals: int, names: Sequence[str], scores: Sequence[float], saved_at) -> dict[str, object]:
    when = saved_at.astimezone().strftime("%Y-%m-%d %H:%M")  # digits only: no month names to translate
    return {"game": tr(f"game.{game}") if has(f"game.{game}", "en") else title, "deals": deals, "when": when,
            "scores": listed((shown_name(n), f"{s:g}") for n, s in zip(names, scores))}


class SlotScene(MenuScene):
    """One button per slot; subclasses say what a click does and which slots may be clicked."""

    def __init__(self, app) -> None:
        infos, problems = list_slots()
        self.infos = {i.slot: i for i in infos}
        super().__init__(app)
        self.problems = [str(p) for p in problems]

    def usable(self, slot: int) -> bool:
        return True

    def chosen(self, slot: int) -> None: ...

    def resize(self, size: tuple[int, int]) -> None:
        rows = [(slot_text(self.infos.get(slot), slot), partial(self.chosen, slot)) for slot in SLOTS]
        buttons = list_buttons(size, rows)
        for slot, button in zip(SLOTS, buttons):
            button.enabled = self.usable(slot)
        self.widgets = [*buttons, back_button(self.app, self, size)]

    def draw(self, surface: pygame.Surface) -> None:
        draw_list_screen(self.app, surface, self.title, self.widgets)


def list_buttons(size: tuple[int, int], rows: Sequence[tuple[str, Callable[[], object]]]) -> list[Button]:
    """A column of wide buttons below the title and above Back, as tall as the window allows
    (up to nine: the slots), their text growing with the window."""
    w, h = size
    top, bottom = title_bottom(h) + 12, h - back_height(h) - 28
    bh = min(max(36, h // 14), (bottom - top) // max(len(SLOTS), len(rows)) - 6)
    width = min(max(920, w * 2 // 3), w - 80)
    buttons: list[Button] = []
    for i, (label, run) in enumerate(rows):
        button = Button(label, run, size=max(13, bh * 11 // 20))
        button.rect = pygame.Rect(w // 2 - width // 2, top + i * (bh + 6), width, bh)
        buttons.append(button)
    return buttons


def title_bottom(h: int) -> int:
    return round(h * 0.03) + line_height(h // 14)


def back_height(h: int) -> int:
    return max(44, line_height(max(24, h // 30)) + 12)


def back_button(app, scene, size: tuple[int, int]) -> Button:
    """Back to the screen below, centred at the bottom, growing with the window."""
    w, h = size
    back = Button(tr("menu.back"), lambda: app.pop(scene), size=max(24, h // 30))
    bw = max(200, font(back.size).size(back.label)[0] + 60)
    back.rect = pygame.Rect(w // 2 - bw // 2, h - back_height(h) - 16, bw, back_height(h))
    return back


def draw_list_screen(app, surface: pygame.Surface, title: str, widgets: Sequence[Widget]) -> None:
    w, h = surface.get_size()
    surface.blit(app.background(), (0, 0))
    blit_text(surface, title, h // 14, GOLD, midtop=(w // 2, round(h * 0.03)))
    for widget in widgets:
        widget.draw(surface)


class ContinueScene(MenuScene):
    """The games in progress, one button each, the most recently played first."""

    @property
    def title(self) -> str:
        return tr("saves.continue_title")

    def __init__(self, app, saved: Sequence[SavedMatch]) -> None:
        self.saved = list(saved)
        super().__init__(app)

    def resize(self, size: tuple[int, int]) -> None:
        rows = [(in_progress_text(s), partial(self.app.router.resume, s)) for s in self.saved]
        self.widgets = [*list_buttons(size, rows), back_button(self.app, self, size)]

    def draw(self, surface: pygame.Surface) -> None:
        draw_list_screen(self.app, surface, self.title, self.widgets)


class LoadScene(SlotScene):
    @property
    def title(self) -> str:
        return tr("saves.load_title")

    def usable(self, slot: int) -> bool:
        return slot in self.infos

    def chosen(self, slot: int) -> None:
        saved, problems = load_slot(slot)
        if saved is None:  # broken since the list was made: it has been moved aside
            self.infos.pop(slot, None)
            self.resize(self.app.size)
            tell_problems(self.app, [str(p) for p in problems])
            return
        self.app.router.resume(saved)


class SaveScene(SlotScene):
    """Save the match at the table below (from the pause menu); a filled slot is overwritten."""

    @property
    def title(self) -> str:
        return tr("saves.save_title")

    def __init__(self, app) -> None:
        table = app.router.table_below()
        assert table is not None  # saving is offered by the pause menu over a table
        self.table = table
        self.note = ""
        super().__init__(app)

    def chosen(self, slot: int) -> None:
        source = self.table.source
        match = source.local_match
        assert match is not None  # only a match held on this machine is saved here
        try:
            save_slot(slot, match, source.seats)
        except OSError as exc:
            self.note = tr("saves.not_saved", error=exc.strerror or exc)
            return
        self.app.pop(self)
        self.table.say(tr("saves.saved", slot=slot))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.note:
            w, h = surface.get_size()
            box = pygame.Rect(0, 0, w // 2, 44)
            box.midbottom = (w // 2, h - 96)
            panel(surface, box)
            blit_text(surface, self.note, 24, INK_DIM, center=box.center)
