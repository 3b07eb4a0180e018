"""The review of a stored deal: trick by trick with every hand open, the bids and
announcements, and the expert's verdict on each card the reviewed player chose.

The verdicts (``session.review``) are computed on a worker thread, as the table's computer
players think; the screen shows the deal at once and how far the review has come, and the
verdicts as soon as they are ready. Left / Right step through the tricks.
"""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor

import pygame

from ...engine.actions import Action
from ...i18n import tr
from ...i18n.cards import card_name
from ...i18n.numbers import decimal
from ...i18n.punctuation import labelled
from ...session.persistence import attempt
from ...session.review import Trick, Verdict, people as review_people, review, total_loss, tricks
from ...storage import record_review
from ...storage.history import DealRecord
from ..art import CardArt
from ..panels import panel_for, said
from ..tween import Pose
from ..widgets import (
    BORDER,
    GOLD,
    INK,
    INK_DIM,
    RED,
    Button,
    Choice,
    blit_text,
    ellipsized,
    fitted,
    font,
    line_height,
    panel,
    scaled,
    wrap,
)
from .history import player_name
from .menu import MenuScene

HIDDEN_CALLS = frozenset({"DRAW"})  # taken by the table itself (Schnapsen's draw from the talon): not worth a line


class _Stopped(Exception):
    """The screen closed while the review was running."""


def number(value: float) -> str:
    """A value or loss in the game's units: whole numbers as they are, else one decimal."""
    return decimal(value) if abs(value - round(value)) > 0.05 else f"{round(value)}"


def signed(value: float) -> str:
    text = number(value)
    return text if text.startswith("-") or text == "0" else f"+{text}"


class ReviewScene(MenuScene):
    @property
    def title(self) -> str:
        return tr("review.title", game=tr(f"game.{self.record.rules.id}"), code=str(self.record.code))

    def __init__(self, app, record: DealRecord, seat: int | None = None) -> None:
        self.record = record
        people = review_people(record)
        self.seat = seat if seat is not None else (people[0] if people else 0)  # whose decisions are judged
        self.steps: list[Trick] = tricks(record)
        self.step = 0
        # the deck the deal was played with (the settings' for an older record): its pictures and suit names
        self.art = CardArt(record.theme or app.settings.theme, app.settings.back)
        self.panel_words = panel_for(record.rules, self.art)  # the game's words for its actions
        self.done, self.total = 0, 0
        self.verdicts: list[Verdict] | None = None
        self.decision_rows: list[tuple[pygame.Rect, int]] = []  # (where it is drawn, its trick): a click goes there
        self.seat_choice: Choice | None = None  # whose decisions are judged (made in ``resize``)
        self._closed, self._generation = False, 0
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="review")
        self._job: Future[list[Verdict]] = self._start()
        super().__init__(app, self.art)

    # ---- the review on its worker thread --------------------------------------------------------
    def _start(self) -> Future[list[Verdict]]:
        """Review the chosen seat's decisions; a review still running for another seat stops
        at its next decision."""
        self._generation += 1
        generation = self._generation
        self.verdicts, self.done, self.total = None, 0, 0

        def progress(done: int, total: int) -> None:
            if self._closed or generation != self._generation:
                raise _Stopped
            self.done, self.total = done, total

        return self._pool.submit(review, self.record, self.seat, progress)

    def choose_seat(self, seat: int) -> None:
        if seat != self.seat:
            self.seat = seat
            self._job = self._start()

    def update(self, dt: float) -> None:
        if self.verdicts is None and self._job.done():
            self._reviewed(self._job.result())  # an error in the review surfaces here
        super().update(dt)

    def _reviewed(self, verdicts: list[Verdict]) -> None:
        """The verdicts are in: shown, and what a person's mistakes cost goes to the
        statistics' average cost per deal (once per deal; never for a practice deal)."""
        self.verdicts = verdicts
        if self.seat in review_people(self.record) and not self.record.practice:
            deal = f"{self.record.code}@{self.record.played_at.isoformat()}"  # a deal played again is another deal
            self.problems += attempt(record_review, self.record.rules.id, self.record.players[self.seat], deal,
                                     total_loss(verdicts, self.seat))

    def closed(self) -> None:
        self._closed = True
        self._pool.shutdown(wait=False, cancel_futures=True)

    def wait(self) -> None:
        """Until the verdicts are in, shown but not counted in the statistics (the gallery
        and tests take their pictures then)."""
        self.verdicts = self._job.result()

    # ---- input ---------------------------------------------------------------------------------
    def go(self, step: int) -> None:
        self.step = max(0, min(len(self.steps) - 1, step))
        self.resize(self.app.size)  # the buttons' enabled state follows the step

    def handle(self, event: pygame.event.Event) -> None:
        keys = {pygame.K_LEFT: self.step - 1, pygame.K_PAGEUP: self.step - 1, pygame.K_RIGHT: self.step + 1,
                pygame.K_PAGEDOWN: self.step + 1, pygame.K_HOME: 0, pygame.K_END: len(self.steps) - 1}
        if event.type == pygame.KEYDOWN and event.key in keys and not (self.seat_choice and self.seat_choice.focused):
            self.go(keys[event.key])
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            trick = next((t for rect, t in self.decision_rows if rect.collidepoint(event.pos)), None)
            if trick is not None:
                self.go(trick - 1)
                return
        super().handle(event)

    # ---- layout --------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.margin = max(10, h // 50)
        self.title_size = max(22, h // 20)
        self.text_size = max(15, h // 35)
        label = max(18, h // 32)
        bh = max(scaled(34), line_height(label) + 10)
        buttons = [Button(tr("review.previous"), lambda: self.go(self.step - 1), size=label, enabled=self.step > 0),
                   Button(tr("review.next"), lambda: self.go(self.step + 1), size=label,
                          enabled=self.step < len(self.steps) - 1, hot=True),
                   Button(tr("menu.back"), lambda: self.app.pop(self), size=label)]
        bw = min((w - 4 * self.margin) // 3, max(scaled(180), *(b.natural_width(label) for b in buttons)))
        for i, button in enumerate(buttons):
            button.rect = pygame.Rect(w // 2 + (i - 1) * (bw + self.margin) - bw // 2, h - bh - self.margin, bw, bh)
        top = self.margin + line_height(self.title_size) + self.margin // 2
        bottom = h - bh - 2 * self.margin
        side_w = max(scaled(220), w * 3 // 10)
        self.side = pygame.Rect(w - self.margin - side_w, top, side_w, bottom - top)
        focused = self.seat_choice is not None and self.seat_choice.focused
        choice = Choice(tr("review.whose"), [(s, player_name(self.record, s)) for s in range(self.record.rules.seats)],
                        on_change=self.choose_seat, size=self.text_size, focused=focused)
        choice.select(self.seat)
        choice.rect = pygame.Rect(self.side.left + 12, self.side.top + 10, self.side.width - 24, line_height(self.text_size) + 10)
        self.seat_choice, self.below_choice = choice, choice.rect.bottom + 8
        self.widgets = [choice, *buttons]
        if self.ring.index is not None:
            self.ring.show(self.widgets)
        verdict_h = 3 * line_height(self.text_size) + 16
        self.verdict_box = pygame.Rect(self.margin, bottom - verdict_h, self.side.left - 2 * self.margin, verdict_h)
        self.seats_box = pygame.Rect(self.margin, top, self.verdict_box.width, self.verdict_box.top - self.margin // 2 - top)
        seats = self.record.rules.seats
        self.row_h = self.seats_box.height // seats
        self.name_w = min(self.seats_box.width // 4, max(font(self.text_size).size(player_name(self.record, s))[0]
                                                         for s in range(seats)) + 16)
        most = max((len(hand) for trick in self.steps for hand in trick.hands), default=1)
        room = self.seats_box.width - self.name_w - 16
        # the card as tall as the row allows with the played one raised, narrow enough for the fullest hand
        self.painter.resize(max(24, round(self.row_h * 0.72 / (self.painter.card_h / self.painter.card_w))))
        self.card_step = min(self.painter.card_w * 0.8, (room - self.painter.card_w) / max(1, most - 1))
        if self.card_step < self.painter.card_w * 0.34:  # too crowded: smaller cards
            self.painter.resize(max(20, round(room / (0.34 * (most - 1) + 1))))
            self.card_step = self.painter.card_w * 0.34

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        w, _h = surface.get_size()
        surface.blit(self.app.background(), (0, 0))
        title = self.title
        blit_text(surface, title, fitted(title, self.title_size, w - 2 * self.margin), GOLD, midtop=(w // 2, self.margin))
        trick = self.steps[self.step]
        self._draw_hands(surface, trick)
        self._draw_verdict(surface, trick)
        self._draw_side(surface, trick)
        for widget in self.widgets:
            widget.draw(surface)

    def _draw_hands(self, surface: pygame.Surface, trick: Trick) -> None:
        played = dict(trick.plays)
        order = {seat: n + 1 for n, (seat, _) in enumerate(trick.plays)}
        size, box = self.text_size, self.seats_box
        for seat, hand in enumerate(trick.hands):
            row = pygame.Rect(box.left, box.top + seat * self.row_h, box.width, self.row_h)
            name = player_name(self.record, seat)
            color = GOLD if seat == trick.taker else INK
            blit_text(surface, name, fitted(name, size, self.name_w - 8), color, midleft=(row.left, row.centery - line_height(size) // 2))
            note = tr("review.takes") if seat == trick.taker else tr("review.plays_nth", n=order[seat]) if seat in order else ""
            if note:
                small = max(13, size * 4 // 5)
                blit_text(surface, note, fitted(note, small, self.name_w - 8), INK_DIM, midleft=(row.left, row.centery + line_height(size) // 2))
            lift = self.painter.card_h * 0.14
            for i, card in enumerate(hand):
                x = row.left + self.name_w + self.painter.card_w / 2 + i * self.card_step
                up = card == played.get(seat)
                self.painter.draw(surface, card, Pose(x, row.centery + (-lift if up else lift) / 2, 0, 1.0), glow=up)

    def _verdict(self, trick: Trick) -> Verdict | None:
        if self.verdicts is None:
            return None
        return next((v for v in self.verdicts if v.trick == trick.number and v.seat == self.seat), None)

    def _draw_verdict(self, surface: pygame.Surface, trick: Trick) -> None:
        box = self.verdict_box
        verdict = self._verdict(trick)
        panel(surface, box, border=RED if verdict is not None and verdict.matters else BORDER)
        lines = self._verdict_lines(trick, verdict)
        size, y = self.text_size, box.top + 8
        for words, color in lines:
            for line in wrap(words, size, box.width - 24)[:2]:
                if y + line_height(size) > box.bottom - 4:
                    return
                blit_text(surface, line, size, color, topleft=(box.left + 12, y))
                y += line_height(size)

    def _verdict_lines(self, trick: Trick, verdict: Verdict | None) -> list[tuple[str, tuple[int, int, int]]]:
        name, theme = player_name(self.record, self.seat), self.art.theme
        unit = tr(f"review.unit.{self.record.rules.id}")
        if verdict is None:
            if self.verdicts is None and any(seat == self.seat for seat, _ in trick.plays):
                return [(tr("review.working", done=self.done, n=self.total or "…"), INK_DIM)]
            return [(said("review.no_choice", name) if trick.plays else tr("review.no_play"), INK_DIM)]
        assert verdict.action.card is not None and verdict.best.card is not None  # card plays are judged
        played, best = card_name(verdict.action.card, theme), card_name(verdict.best.card, theme)
        how = tr("review.exact") if verdict.exact else tr("review.sampled")
        lines = [(tr("review.values", card=played, value=signed(verdict.value), unit=unit, how=how), INK)]
        if verdict.best == verdict.action:
            lines.append((tr("review.best_choice"), INK))
        else:
            lines.append((tr("review.best_was", card=best, value=signed(verdict.best_value), unit=unit), INK))
            key = "review.cost" if verdict.matters else "review.noise" if number(verdict.loss) != "0" else "review.as_good"
            lines.append((tr(key, loss=number(verdict.loss), unit=unit, card=best), RED if verdict.matters else INK_DIM))
        return lines

    def _draw_side(self, surface: pygame.Surface, trick: Trick) -> None:
        box = self.side
        panel(surface, box)
        size, pad = self.text_size, 12
        x, y, room = box.left + pad, self.below_choice, box.width - 2 * pad
        progress = tr("review.trick", n=trick.number, of=len(self.steps))
        blit_text(surface, progress, fitted(progress, size + 4, room), GOLD, topleft=(x, y))
        y += line_height(size + 4) + 4
        y = self._draw_summary(surface, x, y, room)
        y += 6
        heading = tr("review.calls")
        blit_text(surface, heading, fitted(heading, size, room), GOLD, topleft=(x, y))
        y += line_height(size)
        calls = [self._call(seat, action) for step in self.steps[:self.step + 1] for seat, action in step.calls
                 if action.kind not in HIDDEN_CALLS]
        lines = [line for call in calls for line in wrap(call, size, room)]
        fit = max(0, (box.bottom - pad - y) // line_height(size))
        if not lines:
            blit_text(surface, tr("review.no_calls"), fitted(tr("review.no_calls"), size, room), INK_DIM, topleft=(x, y))
        for line in lines[-fit:] if fit else []:  # the latest calls when they do not all fit
            blit_text(surface, line, size, INK, topleft=(x, y))
            y += line_height(size)

    def _draw_summary(self, surface: pygame.Surface, x: int, y: int, room: int) -> int:
        """How far the review is, then what the reviewed player's mistakes cost."""
        size = self.text_size
        if self.verdicts is None:
            words = tr("review.working", done=self.done, n=self.total or "…")
            blit_text(surface, words, fitted(words, size, room), INK_DIM, topleft=(x, y))
            y += line_height(size) + 2
            bar = pygame.Rect(x, y, room, max(6, size // 2))
            pygame.draw.rect(surface, (40, 60, 50), bar, border_radius=3)
            if self.total:
                pygame.draw.rect(surface, GOLD, (bar.left, bar.top, bar.width * self.done // self.total, bar.height), border_radius=3)
            return bar.bottom + 4
        mistakes = [v for v in self.verdicts if v.matters]
        name = player_name(self.record, self.seat)
        words = (said("review.one_mistake" if len(mistakes) == 1 else "review.mistakes", name, n=len(mistakes), loss=number(total_loss(self.verdicts, self.seat)),
                      unit=tr(f"review.unit.{self.record.rules.id}")) if mistakes else said("review.no_mistakes", name))
        for line in wrap(words, size, room)[:3]:
            blit_text(surface, line, size, RED if mistakes else INK, topleft=(x, y))
            y += line_height(size)
        return self._draw_decisions(surface, x, y + 4, room)

    def _draw_decisions(self, surface: pygame.Surface, x: int, y: int, room: int) -> int:
        """One line per card the player chose: the trick, the card and what it cost (a click
        goes to that trick); the current trick's line is lit. Room is left for the calls."""
        assert self.verdicts is not None
        size, step = self.text_size, line_height(self.text_size)
        fit = max(0, (self.side.bottom - 12 - y) // step - 5)
        here = next((i for i, v in enumerate(self.verdicts) if v.trick >= self.step + 1), len(self.verdicts))
        first = max(0, min(here - fit // 2, len(self.verdicts) - fit))
        self.decision_rows = []
        theme = self.art.theme
        for v in self.verdicts[first:first + fit]:
            row = pygame.Rect(x - 4, y, room + 8, step)
            if v.trick == self.step + 1:
                pygame.draw.rect(surface, (58, 116, 86), row, border_radius=4)
            assert v.action.card is not None  # card plays are judged
            cost = signed(-v.loss) if number(v.loss) != "0" else tr("review.best_short")
            color = RED if v.matters else INK if number(v.loss) == "0" else INK_DIM
            right = blit_text(surface, cost, size, color, topright=(x + room, y))
            left = f"{v.trick}. {card_name(v.action.card, theme)}"
            blit_text(surface, ellipsized(left, size, right.left - x - 8), size, color, topleft=(x, y))
            self.decision_rows.append((row, v.trick))
            y += step
        return y

    def _call(self, seat: int, action: Action) -> str:
        return labelled(player_name(self.record, seat), self.panel_words.label(action))
