"""Saved matches: "Continue" (the autosave), the load list and saving to a slot from the pause menu."""

from __future__ import annotations

from functools import partial

import pygame

from ...i18n import has, tr
from ...session.controller import MatchController
from ...session.persistence import MatchKeeper
from ...storage import SavedMatch, SlotInfo, list_slots, load_slot, save_slot
from ...storage.saves import SLOTS
from ..names import shown_name
from ..widgets import GOLD, INK_DIM, Button, blit_text, panel
from .menu import MenuScene


def resume(app, saved: SavedMatch | None) -> None:
    """Open the table on a loaded match exactly as it was saved (hands, scores, seats)."""
    from .table import TableScene

    if saved is not None:
        controller = MatchController.resume(saved.match, list(saved.seats), keeper=MatchKeeper())
        app.reset(TableScene(app, controller))


def slot_text(info: SlotInfo | None, slot: int) -> str:
    if info is None:
        return tr("saves.empty", slot=slot)
    when = info.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")  # digits only: no month names to translate
    title = tr(f"game.{info.game}") if has(f"game.{info.game}", "en") else info.title
    scores = " · ".join(f"{shown_name(n)} {s:g}" for n, s in zip(info.names, info.scores))
    return tr("saves.slot", slot=slot, game=title, deals=info.deals, scores=scores, when=when)


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
        w, h = size
        bh = max(36, h // 18)
        top = round(h * 0.16)
        self.widgets = []
        for i, slot in enumerate(SLOTS):
            button = Button(slot_text(self.infos.get(slot), slot), partial(self.chosen, slot),
                            enabled=self.usable(slot), size=bh * 11 // 20)
            button.rect = pygame.Rect(w // 2 - min(460, w // 2 - 40), top + i * (bh + 8), min(920, w - 80), bh)
            self.widgets.append(button)
        back = Button(tr("menu.back"), lambda: self.app.pop(self), size=30)
        back.rect = pygame.Rect(w // 2 - 100, h - 80, 200, 52)
        self.widgets.append(back)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        blit_text(surface, self.title, h // 14, GOLD, midtop=(w // 2, round(h * 0.03)))
        for widget in self.widgets:
            widget.draw(surface)


class LoadScene(SlotScene):
    @property
    def title(self) -> str:
        return tr("saves.load_title")

    def usable(self, slot: int) -> bool:
        return slot in self.infos

    def chosen(self, slot: int) -> None:
        saved, problems = load_slot(slot)
        if saved is None:  # broken since the list was made: it has been moved aside
            from .dialogs import tell_problems

            self.infos.pop(slot, None)
            self.resize(self.app.size)
            tell_problems(self.app, [str(p) for p in problems])
            return
        resume(self.app, saved)


class SaveScene(SlotScene):
    """Save the match at the table below (from the pause menu); a filled slot is overwritten."""

    @property
    def title(self) -> str:
        return tr("saves.save_title")

    def __init__(self, app) -> None:
        from .table import TableScene

        self.table = next(s for s in reversed(app.scenes) if isinstance(s, TableScene))
        self.note = ""
        super().__init__(app)

    def chosen(self, slot: int) -> None:
        c = self.table.controller
        try:
            save_slot(slot, c.match, c.seats)
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
