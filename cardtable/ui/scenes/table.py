"""The table: cards move as the engine's events say; a human plays by drag, click or keys.

Engine events queue up and are shown one at a time: each moves tokens in the ``TableModel``
and every sprite whose place changed glides there. When the queue is empty the model is
checked against the observation, the buttons are rebuilt from the legal actions, and the
controller may let a computer seat act.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache, partial

import pygame

from ...engine import events as ev
from ...engine.actions import PLAY, Action, IllegalAction, play
from ...engine.cards import DECK_RANKS, Card, deck
from ...engine.dealcode import code_of
from ...engine.events import Event
from ...engine.observation import Observation
from ...i18n import language, tr
from ...i18n.actions import action_label
from ...i18n.reasons import reason
from ...session.controller import MatchController
from .. import recording, replay
from ..assist import Assist
from ..hotseat import HotSeat
from ..layout import GAP, TableLayout
from ..names import shown_name, table_names
from ..painter import CardPainter
from ..panels import PanelView, panel_for
from ..practice import Practice
from ..static_layer import Item, Paint, StaticLayer
from ..table_model import TableModel, Token
from ..tween import SPEEDS, Pose, Tween, ease_out_cubic
from ..widgets import (
    GOLD,
    INK,
    INK_DIM,
    RED,
    STYLE,
    Button,
    blit_text,
    ellipsized,
    fitted,
    font,
    label_sizes,
    line_height,
    panel,
    wrap,
)
from . import Scene

# Seconds at normal speed; the speed setting scales them all.
TIMES = {
    "deal": 0.34, "deal_stagger": 0.07, ev.CARD_PLAYED: 0.36, "hold": 0.8, ev.TRICK_TAKEN: 0.45,
    ev.STOCK_DRAWN: 0.42, ev.TRUMP_EXCHANGED: 0.8, ev.STOCK_CLOSED: 0.75, "announce": 1.6,
    "score": 0.8, "think": 0.6, "return": 0.3, "message": 3.0,
}
SOUNDS = {ev.DEAL: "deal", ev.CARD_PLAYED: "play", ev.TRICK_TAKEN: "trick"}
DRAW = "DRAW"  # an action kind: clicking the stock takes it, like reaching for the top card
DRAG_THRESHOLD = 6


@dataclass(eq=False)
class Sprite:
    token: Token
    pose: Pose
    z: int = 0
    tween: Tween | None = None
    lift: float = 0.0  # 0..1: a legal card under the mouse rises a little

    @property
    def target(self) -> Pose:
        return self.tween.end if self.tween else self.pose


@dataclass
class Drag:
    sprite: Sprite
    offset: tuple[float, float]
    start: tuple[int, int]
    moved: bool = False


@dataclass
class Banner:
    text: str
    cards: tuple[Card, ...]
    left: float


class TableScene(Scene):
    def __init__(self, app, controller: MatchController, stop_after: int | None = None) -> None:
        super().__init__(app)
        self.controller = controller
        controller.theme = lambda: app.settings.theme  # the deck the deal is played with, for its review
        self.rules = controller.rules
        self.interactive = bool(controller.humans)
        self.stop_after = stop_after  # watch mode: leave after this many deals
        self.deals_done = 0
        self.desyncs = 0  # times the animated table disagreed with the engine (a bug if > 0)
        self.panel = panel_for(self.rules, app.art)
        self._name_seats()
        self.layout = self._layout_for(app.size)
        self.painter = CardPainter(app.art, self.layout.card_w)
        self.model = TableModel(self.rules.seats)
        self.sprites: dict[int, Sprite] = {}
        self.queue: deque[Event] = deque()
        self.wait = 0.0
        self.synced = True
        self.obs: Observation | None = None
        self.buttons: list[Button] = []
        self.help_buttons: list[Button] = []  # hint and undo, after the action buttons
        self.side_buttons = [Button(label, run, size=24) for label, run in self.panel.side_buttons(self)]
        self.auto: tuple[Action, float] | None = None  # the panel's auto action and its countdown
        self.peek_button = Button(tr("table.last_trick"), self._toggle_peek, size=24, key="L")
        self.peek = False
        self.pressed_at: pygame.Rect | None = None  # the control pressed last (see _place_buttons)
        self.message, self.message_left = "", 0.0
        self.banner: Banner | None = None
        self.drag: Drag | None = None
        self.hover: Sprite | None = None
        self.focus: int | None = None
        self._oval_surface: pygame.Surface | None = None
        self.layer = StaticLayer()  # the felt, resting cards and panel, painted again only where they change
        self.scores_before = tuple(self.rules.match_scores(controller.match.record))  # the summary counts up from them
        self._place_buttons()  # the side buttons' places, before the first deal's buttons exist
        self.hotseat = HotSeat(self)
        self.assist = Assist(self)
        self.practice = Practice(self)  # open cards and a standing hint (practice mode)
        if controller.match.deal_running and self.hotseat.enabled:  # a continued hot-seat match
            self.hotseat.start()
        elif controller.match.deal_running:  # a continued match: show the deal as it stands
            self._show_as_is()
        else:
            self._start_deal()

    # ---- helpers -----------------------------------------------------------------------------
    @property
    def viewer(self) -> int:
        """The seat whose hand is shown face up (hot-seat play moves it from human to human)."""
        return self.controller.viewer

    def set_viewer(self, seat: int, events: list[Event] | None = None) -> None:
        """Turn the table to ``seat`` and show the deal as it stands (or deal ``events`` to it)."""
        self.controller.viewer = seat
        self.layout = self._layout_for(self.app.size)
        self.obs = self.hover = self.drag = self.focus = None
        self._place_buttons()
        if events is None:
            self._show_as_is()
        else:
            self._feed(events)

    def _name_seats(self) -> None:
        """Plates carry the players' names, sentences call the viewer "You" (in the language
        of the moment: a switch calls this again)."""
        self.plates = [shown_name(s.name) for s in self.controller.seats]
        self.names = table_names(self.controller.seats, self.viewer)

    def _layout_for(self, size: tuple[int, int]) -> TableLayout:
        return TableLayout(size, self.rules.seats, self.viewer, self.panel.counter_clockwise)

    @property
    def speed(self) -> float:
        return SPEEDS[self.app.settings.animation]

    def seconds(self, what: str) -> float:
        return TIMES[what] * self.speed

    @property
    def animating(self) -> bool:
        return bool(self.queue) or self.wait > 0

    @property
    def legal(self) -> tuple[Action, ...]:
        return self.obs.legal if self.obs is not None and self.interactive and self.synced else ()

    def hand_sprites(self) -> list[Sprite]:
        return [self.sprites[t.id] for t in self.model.hands[self.viewer] if t.id in self.sprites]

    def say(self, words: str) -> None:
        self.message, self.message_left = words, TIMES["message"]

    # ---- the flow of a deal ------------------------------------------------------------------
    def _start_deal(self) -> None:
        events = self.controller.next_deal()
        self.scores_before = tuple(self.rules.match_scores(self.controller.match.record))
        obs = self.controller.observation()
        assert obs is not None  # a deal was just dealt
        deck_size = len(TableModel.from_observation(obs, self.panel.stock(obs)).tokens())
        if deck_size in DECK_RANKS:
            self.painter.warm(deck(deck_size))
        self.model = TableModel.fresh_deck(self.rules.seats, deck_size)
        self.sprites = {}
        self._retarget(0)
        self.peek = False
        if self.hotseat.enabled:  # the deal goes face up to whoever acts first, after a hand-off
            self.hotseat.start(events)
        else:
            self._feed(events)

    def _sort_hand(self) -> None:
        """The viewer holds the cards in the game's own order (trumps together in Skat)."""
        obs = self.controller.observation()
        if obs is None:
            return
        key = self.rules.hand_sort_key(obs)
        self.model.hands[self.viewer].sort(key=lambda t: key(t.card) if t.card else ())
        self.practice.sort(self.model)

    def _show_as_is(self) -> None:
        obs = self.controller.observation()
        assert obs is not None  # a deal is on the table
        self.model = TableModel.from_observation(obs, self.panel.stock(obs))
        self.practice.reveal(self.model)
        self._sort_hand()
        self.sprites = {}
        self._retarget(0)
        self.synced = False

    def _feed(self, events: list[Event]) -> None:
        if self.controller.keeper is not None:  # an autosave that failed is told, never raised
            for problem in self.controller.keeper.take_problems():
                self.say(problem)
        self.queue.extend(self.practice.events(events))
        self.synced = False
        self.buttons = []

    def update(self, dt: float) -> None:
        self.painter.work()  # the places cards fly to, turned a few per frame before they land
        self.hotseat.update()
        if self.hotseat.holding:
            return
        focused = self._focused()
        for sprite in self.sprites.values():
            if sprite.tween is not None:
                sprite.pose = sprite.tween.advance(dt)
                if sprite.tween.done:
                    sprite.tween = None
            lifted = sprite is self.hover or sprite is focused
            sprite.lift += ((1.0 if lifted else 0.0) - sprite.lift) * min(1.0, dt * 14)
        self.message_left = max(0.0, self.message_left - dt)
        if self.banner is not None:
            self.banner.left -= dt
            if self.banner.left <= 0:
                self.banner = None
        self.wait = max(0.0, self.wait - dt)
        while self.wait <= 0 and self.queue:
            self.wait = self._show(self.queue.popleft())
        if self.auto is not None and self.synced and self.app.top is self:
            action, left = self.auto
            self.auto = (action, left - dt) if left > dt else None
            if self.auto is None:
                self.act(action)
        if not self.animating and not self.synced:
            self._sync()
        self.practice.update()
        if self.synced and not self.animating and self.drag is None and self.app.top is self:
            self.controller.think_delay = self.panel.think_seconds(self.obs, self.seconds("think"))
            events = self.controller.poll()
            if events is not None:  # an action without events (a Schleipfe pass) still moves the turn
                self._feed(events)

    def _show(self, e: Event) -> float:
        """Show one event; returns how long to wait before the next one."""
        if e.kind in SOUNDS:
            self.app.sounds.play(SOUNDS[e.kind])
        text = self.panel.event_text(e, self.names)
        if text:
            self.banner = Banner(text, e.cards if e.kind == ev.ANNOUNCED else (), max(self.seconds("announce"), 0.01))
        if e.kind == ev.ANNOUNCED:
            return self.seconds("announce") if e.cards else self.seconds("announce") / 2
        pause = self.panel.event_pause(e) * self.seconds("announce")
        if e.kind == ev.DEAL_SCORED:
            return self.seconds("score") if "outcome" in e.data else 0.0
        self._move(e)
        self._sort_hand()
        if e.kind == ev.DEAL:
            return self._retarget(self.seconds("deal"), stagger=self.seconds("deal_stagger"))
        hold = self.seconds("hold") if e.kind == ev.TRICK_TAKEN else 0.0
        return max(pause, self._retarget(TIMES.get(e.kind, 0.3) * self.speed, delay=hold))

    def _move(self, e: Event) -> None:
        """Move the cards an event moved: the game's panel first (its own event kinds), else the model."""
        if not self.panel.move_cards(self.model, e):
            self.model.apply(e)

    def _targets(self) -> dict[int, tuple[Token, Pose, int]]:
        L, m = self.layout, self.model
        out: dict[int, tuple[Token, Pose, int]] = {}
        if m.turnup:
            out[m.turnup.id] = (m.turnup, L.turnup_pose(), 0)
        for i, t in enumerate(m.stock):
            out[t.id] = (t, L.stock_pose(i), 10 + i)
        for seat, pile in enumerate(m.piles):
            for i, t in enumerate(pile):
                out[t.id] = (t, L.pile_pose(seat, i), 60 + i)
        for i, (seat, t) in enumerate(m.trick):
            out[t.id] = (t, L.trick_pose(seat), 120 + i)
        for seat, hand in enumerate(m.hands):
            # an opponent's hand is face up once its cards are known (Skat ouvert)
            face_up = not self.hotseat.veiled if seat == self.viewer else all(t.card is not None for t in hand)
            for i, (t, pose) in enumerate(zip(hand, L.hand_poses(seat, len(hand), face_up))):
                out[t.id] = (t, pose, 200 + i)
        return out

    def _retarget(self, duration: float, delay: float = 0.0, stagger: float = 0.0) -> float:
        """Send every sprite whose place changed on its way; returns when the last arrives."""
        targets = self._targets()
        longest, order = 0.0, 0
        for tid, (token, pose, z) in targets.items():
            sprite = self.sprites.get(tid)
            if sprite is None:
                self.sprites[tid] = Sprite(token, pose, z)
                continue
            sprite.z = z
            if sprite.target.close_to(pose) or (self.drag and self.drag.sprite is sprite):
                continue
            start = delay + order * stagger
            order += 1
            if duration <= 0:
                sprite.pose, sprite.tween = pose, None
            else:
                # reduced motion: the card leaves its place and fades in where it lands
                begin = pose.faded() if self.app.settings.reduced_motion else sprite.pose
                sprite.tween = Tween(begin, pose, duration, start, ease_out_cubic)
                self.painter.prepare(token.card, pose, dim=token in self.model.hands[self.viewer])
                longest = max(longest, start + duration)
        for tid in set(self.sprites) - set(targets):
            del self.sprites[tid]
        return longest

    def _sync(self) -> None:
        """The queue is empty: check the table against the engine, then offer the actions."""
        if self.hotseat.check():  # another human acts next: the table waits behind a hand-off
            return
        obs = self.controller.observation()
        assert obs is not None  # a deal is on the table
        expected = TableModel.from_observation(obs, self.panel.stock(obs))
        if expected.signature(self.viewer) != self.model.signature(self.viewer):
            self.desyncs += 1
            self._show_as_is()
        self.obs, self.synced = obs, True
        self._build_buttons()
        auto = self.panel.auto_action(obs) if self.interactive and obs is not None and obs.turn == self.viewer else None
        self.auto = (auto, self.seconds("hold") + self.seconds("return")) if auto in self.legal else None
        if self.focus is not None and self.focus >= len(self._focus_targets()):
            self.focus = None
        self._show_focus()
        if not self.controller.match.deal_running:
            self._deal_over()

    def _deal_over(self) -> None:
        from .dialogs import Summary, Tally

        self.deals_done += 1
        if self.stop_after is not None and self.deals_done >= self.stop_after:
            self.app.running = False
            return
        match = self.controller.match
        if match.over:
            headline, lines = self.panel.match_summary(match.record, self.names)
            actions = [(tr("summary.play_again"), self._start_deal), (tr("menu.main_menu"), self._to_menu)]
        else:
            headline, lines = self.panel.deal_summary(self.obs, match.record, self.names)
            actions = [(tr("summary.next_deal"), self._start_deal)]
        lines, buttons = replay.summary(self, lines, actions)  # the deal code, play it again
        auto = 1.5 * max(self.speed, 0.2) if self.stop_after is not None else None
        after = tuple(self.rules.match_scores(match.record))
        changed = len(self.scores_before) == len(after) and self.scores_before != after  # (a deal thrown in: nothing to count)
        tally = Tally(tuple(self.names), self.scores_before, after) if changed else None
        self.app.push(Summary(self.app, headline, lines, buttons, auto_after=auto, tally=tally))

    def _to_menu(self) -> None:
        from .menu import MainMenu

        self.app.reset(MainMenu(self.app))

    def closed(self) -> None:
        self.controller.close()
        self.practice.close()

    # ---- acting --------------------------------------------------------------------------------
    def act(self, action: Action, confirmed: bool = False) -> bool:
        """Submit the viewer's action; an illegal one changes nothing and its reason is shown.
        An irreversible one that the viewer's own known points make a loss asks once first."""
        question = None if confirmed or self.obs is None else self.panel.confirm_question(self.obs, action)
        if question is not None:
            from .dialogs import Dialog

            self.auto = None
            self.app.push(Dialog(self.app, self.panel.label(action), [question], [
                (tr("dialog.no_go_back"), lambda: None),
                (tr("dialog.yes_do_it"), lambda: self.act(action, confirmed=True)),
            ]))
            return False
        before = self.assist.snapshot()
        try:
            events = self.controller.submit(self.viewer, action)
        except IllegalAction as exc:
            why = reason(exc.reason, self.app.settings.theme)
            self.say(why[:1].upper() + why[1:] + ".")
            return False
        self.assist.acted(before)
        self.message_left = 0.0
        self.auto = None
        self.hover = None  # the card used may have left the hand; its lift must not travel with it
        self._feed(events)
        return True

    def _build_buttons(self) -> None:
        targets = self._focus_targets()
        was = targets[self.focus] if self.focus is not None and self.focus < len(targets) else None
        specs = self.panel.action_buttons(self, self.legal) if self.legal else []
        risky = {self.panel.label(a) for a in self.legal if a.kind in self.panel.irreversible}
        self.buttons = [Button(label, self._pressing(run), size=26, danger=label in risky) for label, run in specs]
        self.buttons += self.hotseat.buttons()
        # number keys for the ordinary actions only: a key never comes to mean a claim
        for number, button in enumerate([b for b in self.buttons if not b.danger][:9], 1):
            button.key = str(number)
        self.help_buttons = self.assist.buttons() if self.interactive else []
        self._place_buttons()
        if isinstance(was, Button):  # the focus stays on the same control, or goes back to the hand
            targets = self._focus_targets()
            self.focus = next((i for i, t in enumerate(targets) if isinstance(t, Button) and t.label == was.label
                               and not t.danger), None)

    def _pressing(self, run: Callable[[], object]) -> Callable[[], None]:
        """``run``, remembering where the pressed control was: the next irreversible one keeps away."""

        def press() -> None:
            pressed = next((b.rect.copy() for b in self.buttons if b.on_click is press), None)
            self.pressed_at = pressed
            run()

        return press

    def restored(self) -> None:
        """The controller went back to an earlier match (undo): show it as it stands."""
        self.queue.clear()
        self.wait, self.banner, self.auto = 0.0, None, None
        self.hover = self.drag = self.focus = None
        self._show_as_is()

    def _place_buttons(self) -> None:
        """One centred row in the bar above the hand; rows stack upwards when they do not fit
        between the side seats' hands (the prompt and the message line move up with them)."""
        L = self.layout
        ordinary = [b for b in [*self.buttons, *self.help_buttons] if not b.danger]
        danger = [b for b in self.buttons if b.danger]
        self._arrange([*ordinary, *danger])
        if self.pressed_at is not None and any(b.rect.colliderect(self.pressed_at) for b in danger):
            self._arrange([*danger, *ordinary])  # the other end of the bar, away from the pointer
        p = L.panel
        h = L.button_h
        self.peek_button.rect = pygame.Rect(p.left + 16, p.bottom - 16 - h, p.width - 32, h)
        for i, button in enumerate(reversed(self.side_buttons)):
            button.rect = self.peek_button.rect.move(0, -(h + 8) * (i + 1))
        for button in [self.peek_button, *self.side_buttons]:
            button.size = L.button_size * 12 // 13  # as the bar's words, a little smaller (24 at 1280×800)

    def _arrange(self, buttons: list[Button]) -> None:
        """Rows centred in the bar, in this order; smaller labels before more rows."""
        L, gap = self.layout, 12
        # rows climb no higher than the trick's lower edge while cards lie there (or the talon
        # beside it); before the first card they may take the middle of the table
        clear = L.bands_top if self.model.trick or self.rules.seats == 2 else L.top_edge + L.prompt_h + L.message_h + 2 * GAP
        for size in label_sizes(L.button_size):
            h = line_height(size) + 12
            rows: list[list[tuple[Button, int]]] = [[]]
            for b in buttons:
                w = min(L.band.width, max(h * 3, b.natural_width(size)))
                if rows[-1] and sum(x + gap for _, x in rows[-1]) + w > L.band.width:
                    rows.append([])
                rows[-1].append((b, w))
            if L.buttons_y - h // 2 - (len(rows) - 1) * (h + 8) >= clear:
                break
        for r, row in enumerate(reversed(rows)):
            x = L.band.centerx - (sum(w for _, w in row) + gap * (len(row) - 1)) // 2
            for button, w in row:
                button.size = size
                button.rect = pygame.Rect(x, L.buttons_y - h // 2 - r * (h + 8), w, h)
                x += w + gap

    def _try_play(self, sprite: Sprite) -> None:
        card = sprite.token.card
        if card is None or not self.act(self._card_action(card)):
            self._retarget(self.seconds("return"))

    def _toggle_peek(self) -> None:
        self.peek = not self.peek and self._can_peek()

    def _can_peek(self) -> bool:
        # Longer than Schnapsen rules §13.1 allow (face up until the next card is led): on
        # screen the last trick may be looked at during the whole next trick (issue 14).
        return self.obs is not None and bool(self.obs.tricks)

    def skip(self) -> None:
        """Finish every running animation and show the queued events at once."""
        for sprite in self.sprites.values():
            if sprite.tween is not None:
                sprite.pose, sprite.tween = sprite.tween.finish(), None
        while self.queue:
            e = self.queue.popleft()
            if e.kind not in (ev.ANNOUNCED, ev.DEAL_SCORED):
                self._move(e)
        self._sort_hand()
        self._retarget(0)
        self.wait, self.banner = 0.0, None

    # ---- input ---------------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for button in [*self.buttons, *self.help_buttons, *self.side_buttons, self.peek_button]:
                if button.handle(event):
                    return
            self._release(event.pos)
        elif event.type == pygame.KEYDOWN and not self.assist.key(event):
            self._key(event)

    def _press(self, pos: tuple[int, int]) -> None:
        if self.animating:
            self.skip()
            return
        if any(b.rect.collidepoint(pos) for b in [*self.buttons, *self.help_buttons, *self.side_buttons, self.peek_button]):
            return
        sprite = self._hand_sprite_at(pos) if self.interactive else None
        if sprite is not None:
            sprite.tween = None
            self.drag = Drag(sprite, (sprite.pose.x - pos[0], sprite.pose.y - pos[1]), pos)
            sprite.z = 900
        elif self.peek:
            self.peek = False
        elif self._on_stock(pos):
            draw = next((a for a in self.legal if a.kind == DRAW), None)
            if draw is not None:
                self.act(draw)

    def _motion(self, pos: tuple[int, int]) -> None:
        drag = self.drag
        if drag is None:
            self.hover = self._hand_sprite_at(pos) if self.interactive and not self.animating else None
            if self.hover is not None and not self._is_legal(self.hover):
                self.hover = None
            return
        if abs(pos[0] - drag.start[0]) + abs(pos[1] - drag.start[1]) > DRAG_THRESHOLD:
            drag.moved = True
        p = drag.sprite.pose
        drag.sprite.pose = Pose(pos[0] + drag.offset[0], pos[1] + drag.offset[1], p.angle * 0.8, p.face, p.scale)

    def _release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is None:
            return
        if not drag.moved or self.layout.drop_zone.collidepoint(pos) or self._on_stock_place(pos):
            self._try_play(drag.sprite)
        else:
            self.say(tr("table.drop_hint"))
            self._retarget(self.seconds("return"))

    def _key(self, event: pygame.event.Event) -> None:
        """Keyboard play: Left/Right move the focus within the hand (over the cards that may be
        played) or within the buttons, Up jumps to the buttons, Down to the hand, Tab walks over
        everything; Enter or Space uses the focused one; 1-9 press a button, L shows the last
        trick."""
        key, targets = event.key, self._focus_targets()
        if key == pygame.K_ESCAPE:
            from .dialogs import PauseMenu

            self.app.push(PauseMenu(self.app))
        elif self.animating and key in (pygame.K_SPACE, pygame.K_RETURN):
            self.skip()
        elif key == pygame.K_TAB and targets:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            self.focus = (len(targets) - 1 if step < 0 else 0) if self.focus is None else (self.focus + step) % len(targets)
        elif key in (pygame.K_LEFT, pygame.K_RIGHT) and targets:
            self.focus = self._next_in_row(targets, 1 if key == pygame.K_RIGHT else -1)
        elif key in (pygame.K_UP, pygame.K_DOWN) and targets:
            cards = len(self.hand_sprites())
            playable = self._playable_indices() or list(range(cards))
            self.focus = (cards if cards < len(targets) else None) if key == pygame.K_UP else (playable[0] if playable else None)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus is not None and self.focus < len(targets):
            target = targets[self.focus]
            if isinstance(target, Button):
                if target.enabled:
                    target.on_click()
            else:
                self._try_play(target)
        elif pygame.K_1 <= key <= pygame.K_9 and key - pygame.K_1 < len(self.buttons):
            self.buttons[key - pygame.K_1].on_click()
        elif key == pygame.K_l:
            self._toggle_peek()
        self._show_focus()

    def _playable_indices(self) -> list[int]:
        return [i for i, sprite in enumerate(self.hand_sprites()) if self._is_legal(sprite)]

    def _next_in_row(self, targets: list[Sprite | Button], step: int) -> int | None:
        """Left / Right stay where the focus is: among the cards that may be played (illegal
        ones are skipped; all cards when none may), or among the buttons."""
        cards = len(self.hand_sprites())
        on_buttons = self.focus is not None and self.focus >= cards
        row = list(range(cards, len(targets))) if on_buttons else (self._playable_indices() or list(range(cards)))
        if not row:
            row = list(range(cards, len(targets)))
        if not row:
            return None
        if self.focus not in row:
            return row[0] if step > 0 else row[-1]
        return row[(row.index(self.focus) + step) % len(row)]

    def _focus_targets(self) -> list[Sprite | Button]:
        """What the keyboard focus moves over: the viewer's cards, then the visible buttons."""
        buttons = [] if self.animating else [*self.buttons, *self.help_buttons]
        if self._can_peek() and not self.animating:
            buttons.append(self.peek_button)
        return [*self.hand_sprites(), *buttons, *self.side_buttons]

    def _show_focus(self) -> None:
        targets = self._focus_targets()
        focused = targets[self.focus] if self.focus is not None and self.focus < len(targets) else None
        for button in [*self.buttons, *self.help_buttons, *self.side_buttons, self.peek_button]:
            button.focused = button is focused

    def focus_on(self, action: Action) -> None:
        """Put the keyboard focus on the card or button that does ``action`` (a hint)."""
        targets = self._focus_targets()
        label = self.panel.label(action)
        for i, target in enumerate(targets):
            card = target.token.card if isinstance(target, Sprite) else None
            # a button ending in "…" opens a choice that holds the action (Coiffeur's "Joker 1 …")
            opens = isinstance(target, Button) and target.label.endswith("…") and target.label[:-1].strip() in label
            if (card is not None and card == action.card) or (isinstance(target, Button) and label in target.label) or opens:
                self.focus = i
                break
        self._show_focus()

    def _focused(self) -> Sprite | None:
        hand = self.hand_sprites()
        return hand[self.focus] if self.focus is not None and self.focus < len(hand) else None

    def _on_stock(self, pos: tuple[int, int]) -> bool:
        tops = [self.model.stock[-1]] if self.model.stock else []
        return any(self.painter.hit_rect(self.sprites[t.id].pose).collidepoint(pos) for t in tops if t.id in self.sprites)

    def _on_stock_place(self, pos: tuple[int, int]) -> bool:
        """Over the stock's place, even when it is empty (a card dragged back to Skat's skat)."""
        return self.painter.hit_rect(self.layout.stock_pose(0)).collidepoint(pos)

    def _hand_sprite_at(self, pos: tuple[int, int]) -> Sprite | None:
        for sprite in reversed(self.hand_sprites()):  # the rightmost card lies on top
            if self.painter.hit_rect(sprite.pose).collidepoint(pos):
                return sprite
        return None

    def _card_action(self, card: Card) -> Action:
        """What using this card means now: the legal action naming it (a Skat discard), else playing it."""
        return next((a for a in self.legal if a.card == card), play(card))

    def _is_legal(self, sprite: Sprite) -> bool:
        card = sprite.token.card
        return card is not None and any(a.card == card for a in self.legal)

    # ---- resizing ------------------------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """A new size, UI scale or language: every label is made and measured again."""
        self._name_seats()
        self.peek_button.label = tr("table.last_trick")
        self.side_buttons = [Button(label, run, size=24) for label, run in self.panel.side_buttons(self)]
        if self.synced and not self.hotseat.holding:
            self._build_buttons()
        self.layout = self._layout_for(size)
        self.app.art.clear()
        self.painter.resize(self.layout.card_w)
        self.drag = None
        self._retarget(0)
        self._place_buttons()

    # ---- drawing -------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The resting cards and the panel come from the static layer; moving cards and
        everything that changes by the frame are drawn over it."""
        L = self.layout
        resting, moving = self._card_items()
        panel_key = (tuple(L.panel), self.obs, self.controller.version, tuple(self.names), self.peek and self._can_peek())
        panel_item = Item("panel", panel_key, self._draw_panel, L.panel.copy)
        base = (self.app.settings, L, self.viewer)
        surface.blit(self.layer.refresh(surface.get_size(), base, self._draw_felt, [*resting, panel_item, *self._plate_items()]),
                     (0, 0))
        for paint in moving:
            paint(surface)
        self._draw_marks(surface)
        self._draw_stock_count(surface)
        self.panel.draw_table(surface, L, self._view())
        if self._can_peek() and not self.animating:
            self.peek_button.draw(surface)
        for button in self.side_buttons:
            button.draw(surface)
        if self.peek and self._can_peek():
            with recording.group("last trick"):
                self._draw_peek(surface)
        if not self.animating:
            for button in [*self.buttons, *self.help_buttons]:
                button.draw(surface)
        self._draw_prompt(surface)
        if self.banner is not None:
            with recording.group("announced cards"):
                self._draw_banner_cards(surface)

    def _card_items(self) -> tuple[list[Item], list[Paint]]:
        """Every card in z order: the resting ones as layer items, how to paint the moving or
        dragged ones."""
        L = self.layout
        choosing = any(a.kind == PLAY for a in self.legal)
        hand_ids = {t.id for t in self.model.hands[self.viewer]}
        fans = self.model.fans() if recording.active() else {}
        focused = self._focused()
        dragged = getattr(self.drag, "sprite", None)
        resting: list[Item] = []
        moving: list[Paint] = []
        for sprite in sorted(self.sprites.values(), key=lambda s: s.z + (500 if s.tween else 0)):
            pose = sprite.pose
            if sprite.lift > 0.01:
                pose = Pose(pose.x, pose.y - sprite.lift * L.lift, pose.angle, pose.face, pose.scale)
            dim = sprite.token.id in hand_ids and choosing and not self._is_legal(sprite) and sprite is not dragged
            card, glow = sprite.token.card, sprite is focused
            fan = fans.get(sprite.token.id, "card")
            if sprite.tween is not None or sprite is dragged:
                # a card in flight passes over anything for a moment: not part of the layout
                moving.append(recording.unrecorded(partial(self.painter.draw, card=card, pose=pose, dim=dim, glow=glow,
                                                           moving=True)))
                continue
            key = (card, sprite.z, round(pose.x), round(pose.y), round(pose.angle), round(pose.scale, 2),
                   round(pose.face, 2), dim, glow)
            paint = recording.fanned(fan, partial(self.painter.draw, card=card, pose=pose, dim=dim, glow=glow))
            resting.append(Item(sprite.token.id, key, paint, partial(self.painter.bounds, pose)))
        return resting, moving

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """A gold band over the top of each marked card in the hand (Skat: the cards from the skat)."""
        marked = self.panel.marked_cards(self.obs) if self.obs is not None else frozenset()
        for sprite in self.hand_sprites():
            if sprite.token.card in marked and sprite.tween is None:
                rect = self.painter.hit_rect(sprite.pose).move(0, -round(sprite.lift * self.layout.lift))
                band = pygame.Rect(rect.left + 4, rect.top - 7, rect.width - 8, 5)
                pygame.draw.rect(surface, GOLD, band, border_radius=2)

    def _draw_panel(self, surface: pygame.Surface) -> None:
        view = self._view()
        rows = self.layout.panel.copy()
        rows.height = (view.bottom or rows.bottom) - rows.top  # the side buttons below have places of their own
        with recording.group("panel", rows):
            self.panel.draw(surface, self.layout.panel, view)

    def _draw_felt(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.background(), (0, 0))
        surface.blit(self._oval(), self._oval().get_rect(center=self.layout.center))

    def _view(self) -> PanelView:
        below = [b.rect.top for b in self.side_buttons] + ([self.peek_button.rect.top] if self._can_peek() else [])
        if self.peek and self._can_peek():
            below.append(self._peek_rect().top)
        match = self.controller.match
        return PanelView(self.obs or self.controller.observation(), match.record, self.names, self.painter,
                         min(below, default=self.layout.panel.bottom) - 8, str(code_of(match)) if match.state is not None else "")

    def _oval(self) -> pygame.Surface:
        """The trick area: a slightly darker oval on the felt, where cards are dropped."""
        size = self.layout.drop_zone.inflate(-self.layout.card_w, -self.layout.card_h // 3).size
        if self._oval_surface is None or self._oval_surface.get_size() != size:
            self._oval_surface = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.ellipse(self._oval_surface, (0, 0, 0, 34), self._oval_surface.get_rect())
            pygame.draw.ellipse(self._oval_surface, (255, 240, 200, 40), self._oval_surface.get_rect(), width=2)
        return self._oval_surface

    def _draw_stock_count(self, surface: pygame.Surface) -> None:
        count = len(self.model.stock) + (self.model.turnup is not None)
        if count and self.rules.seats == 2:  # the talon (the skat is always two cards; a full deck is dealt at once)
            x, y = self.layout.stock
            blit_text(surface, str(count), self.layout.plate_size, INK_DIM, midtop=(round(x), round(y + self.layout.card_h * 0.56)))

    def _plate_items(self) -> list[Item]:
        """Each seat's name beside its hand, its role under it; the seat to act in gold. Plates
        rest in the static layer: painted again only when their words or colours change."""
        L, obs = self.layout, self.obs
        turn = obs.turn if obs is not None and not self.animating else None
        view = self._view()
        items = []
        for seat, name in enumerate(self.plates):
            away = self.panel.seat_away(view, seat)
            notes = [tr("table.dealer_note")] if obs is not None and obs.dealer == seat else []
            notes += [n for n in (self.panel.seat_note(view, seat), away) if n]
            if seat == turn:
                thinking = self.controller.thinking and not self.controller.seats[seat].human
                notes.append(tr("table.thinking") + "." * (pygame.time.get_ticks() // 400 % 4) if thinking else tr("table.to_act"))
            note = " · ".join(notes)
            anchor, point, room = L.plate_place(seat, len(self.model.hands[seat]))
            big, small, name, note, size = _plate_fit(name, note, L.plate_size, room - 20, language(), STYLE.scale)
            rect = pygame.Rect((0, 0), size)
            setattr(rect, anchor, point)
            look = (tuple(rect), name, note, big, small, seat == turn, bool(away), STYLE.high_contrast)
            items.append(Item(f"plate {seat}", look, partial(_draw_plate, seat=seat, rect=rect, look=look), rect.copy))
        return items

    def _prompt(self) -> str:
        obs = self.obs
        if obs is None or obs.turn is None:
            return ""
        own = self.panel.prompt(obs, self.names, self.legal) if self.interactive else None
        if own is not None:
            return own
        plays = any(a.kind == PLAY for a in self.legal)
        # what the buttons offer (an action the table takes by itself, a hidden claim: not named)
        offered = {b.label for b in self.buttons}
        others = [label for a in self.legal if a.kind != PLAY
                  and (label := action_label(self.rules.id, a, self.app.settings.theme)) in offered]
        if not self.interactive:
            return tr("table.to_play", name=self.plates[obs.turn])
        if obs.turn == self.viewer:
            if plays:
                lead = tr("table.your_lead") if not obs.trick else tr("table.your_turn")
                return tr("table.play_prompt_or" if others else "table.play_prompt", lead=lead)
            if not others:
                return ""
            return tr("table.choose_prompt", actions=tr("table.or").join(others)) if len(others) <= 2 else tr("table.choose_one")
        if others:
            return tr("table.on_turn_you_may", name=self.names[obs.turn], actions=tr("table.or").join(others))
        return tr("table.on_turn", name=self.names[obs.turn])

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        """The prompt in its band above the buttons, the message line in its own band above it."""
        L = self.layout
        top_row = min((b.rect.top for b in [*self.buttons, *self.help_buttons] if not self.animating), default=None)
        prompt_y = L.prompt_y if top_row is None else min(L.prompt_y, top_row - GAP - L.prompt_h // 2)
        prompt = "" if self.animating else self._prompt()
        if prompt:
            self._band_line(surface, "prompt", prompt, prompt_y, GOLD, (10, 30, 22, 170), None)
        lines = [self.message] if self.message_left > 0 else [self.banner.text] if self.banner is not None else []
        color, fill, edge = (INK, (70, 18, 14, 225), RED) if self.message_left > 0 else (GOLD, (10, 26, 20, 225), GOLD)
        y = prompt_y - L.prompt_h // 2 - GAP - L.message_h // 2
        for line in lines:
            self._band_line(surface, "message", line, y, color, fill, edge)

    def _band_line(self, surface: pygame.Surface, name: str, words: str, y: int, color, fill, edge) -> None:
        """One line of words centred in the bands' width at ``y``, smaller when it is long, and
        wrapped upwards (rarely: a long hint at a small window) rather than cut."""
        L = self.layout
        size, lines, width = _band_fit(words, L.word_size, L.band.width - 40, language(), STYLE.scale)
        step = line_height(size)
        box = pygame.Rect(0, 0, width + 36, step * len(lines) + 10)
        box.midbottom = (L.band.centerx, y + (step + 10) // 2)
        with recording.group(name, box):
            panel(surface, box, fill, radius=min(box.height // 2, 18), border=edge)
            for i, line in enumerate(lines):
                blit_text(surface, line, size, color, midtop=(box.centerx, box.top + 5 + i * step))

    def _draw_banner_cards(self, surface: pygame.Surface) -> None:
        """An announcement's cards (a marriage shown) lie face up where the trick goes."""
        L, banner = self.layout, self.banner
        if banner is None or not banner.cards or self.model.trick:
            return
        scale = 0.8
        step = L.card_w * scale + 10
        x = L.center[0] - step * (len(banner.cards) - 1) / 2
        for card in banner.cards:
            self.painter.draw(surface, card, Pose(x, L.center[1], 0, 1.0, scale))
            x += step

    def _peek_rect(self) -> pygame.Rect:
        """The last trick's place: at the foot of the side panel, over its rows, above its buttons."""
        L = self.layout
        top = min([self.peek_button.rect.top, *(b.rect.top for b in self.side_buttons)]) - GAP
        box = pygame.Rect(L.panel.left + 8, 0, L.panel.width - 16, round(L.card_h * 0.62) + line_height(L.plate_size) + 24)
        box.bottom = top
        return box

    def _draw_peek(self, surface: pygame.Surface) -> None:
        assert self.obs is not None  # the peek shows a trick of the deal on the table
        winner, trick = self.obs.tricks[-1]
        L, box = self.layout, self._peek_rect()
        step = min(L.card_w * 0.62 + 8, (box.width - 24) / max(len(trick), 1))
        scale = min(0.62, (step - 4) / L.card_w)
        panel(surface, box, (10, 26, 20, 245))
        words = tr("table.won_by", name=self.names[winner])
        blit_text(surface, words, fitted(words, L.plate_size, box.width - 16), INK_DIM, midtop=(box.centerx, box.top + 6))
        x = box.centerx - step * (len(trick) - 1) / 2
        with recording.group("last trick cards"):
            for _, card in trick:
                self.painter.draw(surface, card, Pose(x, box.bottom - 8 - L.card_h * 0.62 / 2, 0, 1.0, scale), shadow=False)
                x += step


def _draw_plate(surface: pygame.Surface, seat: int, rect: pygame.Rect, look: tuple) -> None:
    _, name, note, big, small, acting, away, _ = look
    with recording.group(f"plate {seat}", rect):
        panel(surface, rect, (10, 30, 22, 190), radius=12, border=GOLD if acting else None)
        color = GOLD if acting else INK_DIM if away else INK
        blit_text(surface, name, big, color, midtop=(rect.centerx, rect.top + 4))
        if note:
            blit_text(surface, note, small, color if acting else INK_DIM, midbottom=(rect.centerx, rect.bottom - 4))


# ---- fitting words to their places (measured once per wording, not every frame) ------------------
@lru_cache(maxsize=256)
def _plate_fit(name: str, note: str, size: int, room: int, _language: str,
               _scale: float) -> tuple[int, int, str, str, tuple[int, int]]:
    """A plate's text sizes, its words (cut short if they must be) and its size."""
    big = fitted(name, size, room)
    small = fitted(note, size * 4 // 5, room) if note else 0
    name, note = ellipsized(name, big, room), ellipsized(note, small, room) if note else ""
    width = max(font(big).size(name)[0], font(small).size(note)[0] if note else 0) + 20
    return big, small, name, note, (width, line_height(big) + (line_height(small) if note else 0) + 8)


@lru_cache(maxsize=64)
def _band_fit(words: str, size: int, width: int, _language: str, _scale: float) -> tuple[int, list[str], int]:
    """The largest size (down to the smallest allowed) at which ``words`` fit one line of
    ``width``, wrapped when even that is too wide; the lines and their widest width."""
    sizes = label_sizes(size)
    size = next((n for n in sizes if font(n).size(words)[0] <= width), sizes[-1])
    lines = wrap(words, size, width)
    return size, lines, max(font(size).size(line)[0] for line in lines)
