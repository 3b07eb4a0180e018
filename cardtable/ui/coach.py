"""The coach at the table (``session.coach``): on the viewer's turn each legal card shows, on
hover or keyboard focus, what the expert thinks of it in the prompt's place (*best*, *about as good*, *costs about
N*), and after each computer's card a one-line *why* goes on the message line where there is
a plain reason. The verdicts are worked out on a worker thread as soon as the turn comes; the
frame never waits for them (a card hovered before they are ready shows nothing yet).

It is on in lessons (reading the deal as the review does) and, with the ``coach`` setting at
``auto``, in a player's first ``COACHED_DEALS`` deals of a game; ``on`` and ``off`` override.
An add-on (``ui.table.addons``) of tables whose match is held here.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

import pygame

from ..engine import events as ev
from ..engine.actions import PLAY, Action
from ..engine.events import Event
from ..i18n import tr
from ..i18n.cards import card_name
from ..session.coach import CardAdvice, advise, why
from ..session.controller import MatchController
from ..storage import load_statistics
from ..storage.settings import COACHED_DEALS
from . import recording
from .layout import GAP
from .table.addons import AddOn
from .widgets import GOLD, INK, RED, blit_text, fitted, panel, text

if TYPE_CHECKING:
    from .table.scene import TableScene

Advice = dict[Action, CardAdvice]


def coach_wanted(setting: str, game: str, names: list[str]) -> bool:
    """Whether the coach is on for a match of ``game`` played by ``names`` (the people at it)."""
    if setting != "auto":
        return setting == "on"
    stats, _ = load_statistics()  # a broken file is told elsewhere; unread, every player counts as new
    return any(stats.player(game, name).deals < COACHED_DEALS for name in names)


class Coach(AddOn):
    def __init__(self, table: TableScene, controller: MatchController, enabled: bool, open_cards: bool = False) -> None:
        self.table, self.controller = table, controller
        self.enabled = enabled
        self.reads_open = open_cards  # a lesson: the last tricks read from the whole deal, as the review does
        self._pool: ThreadPoolExecutor | None = None
        self._job: tuple[int, Future[Advice]] | None = None  # (controller version, the verdicts being found)
        self.advice: tuple[int, Advice] | None = None

    def update(self, dt: float) -> None:
        if not self.enabled:
            return
        table, controller = self.table, self.controller
        version = controller.version
        job = self._job
        if job is not None and job[1].done():
            self._job = None
            if job[0] == version and not job[1].cancelled():
                self.advice = (version, job[1].result())
        cards = [a for a in table.legal if a.kind == PLAY]
        match = controller.local_match
        if len(cards) < 2 or match.state is None or self._job is not None or (self.advice and self.advice[0] == version):
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="coach")
        index = len(controller.deal_log.actions) if controller.deal_log is not None else 0
        state = match.rules.clone(match.state)
        self._job = (version, self._pool.submit(advise, match.rules, state, table.viewer, controller.code, index,
                                                self.reads_open))

    def current(self) -> Advice:
        """The verdicts for the cards the viewer may play now (empty until they are found)."""
        if self.advice is None or self.advice[0] != self.controller.version:
            return {}
        return self.advice[1]

    def events(self, events: list[Event]) -> list[Event]:
        if not self.enabled:
            return events
        table = self.table
        for e in events:
            if e.kind == ev.CARD_PLAYED and e.seat is not None and e.seat != table.viewer \
                    and not self.controller.seats[e.seat].human:
                obs = self.controller.observation(table.viewer)
                line = why(table.rules, obs, table.names, table.app.settings.theme) if obs is not None else None
                if line:
                    table.say(line)
        return events

    def hovered(self) -> CardAdvice | None:
        """The verdict on the card under the pointer or the keyboard focus, once found."""
        advice = self.current()
        pointer = self.table.pointer
        sprite = pointer.hover or pointer.focused()
        card = sprite.token.card if sprite is not None else None
        return next((v for a, v in advice.items() if a.card == card), None) if card is not None else None

    @property
    def own_bands(self) -> bool:  # type: ignore[override]
        """While a card's verdict shows, it takes the prompt's place (a message comes first)."""
        table = self.table
        return (self.enabled and table.message_left <= 0 and table.motion.banner is None
                and self.hovered() is not None)

    def hovered_words(self) -> str:
        """The hovered card's verdict in words ("Ace of Hearts: best"), "" when none shows."""
        verdict = self.hovered()
        if verdict is None or verdict.action.card is None:
            return ""
        return tr("coach.card_verdict", card=card_name(verdict.action.card, self.table.app.settings.theme),
                  verdict=verdict.text(self.table.rules.id))

    def draw(self, surface: pygame.Surface) -> None:
        verdict = self.hovered()
        if not self.own_bands or verdict is None or any(a.own_bands for a in self.table.addons if a is not self):
            return  # (a lesson's coach panel says it)
        table = self.table
        layout = table.layout
        words = self.hovered_words()
        color = GOLD if verdict.best else RED if verdict.matters else INK
        size = fitted(words, layout.word_size, layout.band.width - 40)
        bar = [b.rect.top for b in table.controls.bar()] if not table.animating else []
        y = min(layout.prompt_y, min(bar, default=layout.prompt_y + layout.prompt_h) - GAP - layout.prompt_h // 2)
        box = text(words, size, color).get_rect(center=(layout.band.centerx, y)).inflate(36, 10)
        with recording.group("coach-card", box):
            panel(surface, box, (10, 30, 22, 230), radius=min(box.height // 2, 18))
            blit_text(surface, words, size, color, center=box.center)

    def closed(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
