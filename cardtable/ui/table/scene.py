"""The table scene: one deal after another of the match its ``TableSource`` holds.

The scene orchestrates its parts and owns what they share (the layout, the card tokens, the
observation the buttons were made from). ``Motion`` shows the engine's events one at a time;
when its queue is empty the tokens are checked against the observation, ``Controls`` makes the
buttons from the legal actions, and the source may let a computer seat act. ``Pointer`` turns
drags, clicks and keys into actions, ``TableDrawing`` and ``prompt`` draw. Whatever else a
table does — hot-seat, practice, hint and undo, replays, lessons, online play — is an add-on
(``table.addons``): it sees events and actions through the hooks named there and acts through
this class's public methods.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import pygame

from ...engine.actions import Action, IllegalAction
from ...engine.cards import DECK_RANKS, deck
from ...engine.events import Event
from ...engine.observation import Observation
from ...i18n import tr
from ...i18n.reasons import reason
from ...session.source import TableSource
from ..layout import TableLayout
from ..names import seat_name, table_names
from ..painter import CardPainter
from ..panels import PanelView, panel_for
from ..scenes import Scene
from ..scenes.dialogs import Dialog, Summary, Tally
from ..table_model import TableModel
from .addons import AddOn, SummaryButtons
from .controls import Controls
from .drawing import TableDrawing
from .local import standard_addons
from .motion import TIMES, Motion, Sprite
from .pointer import Pointer
from .prompt import prompt

A = TypeVar("A", bound=AddOn)


class TableScene(Scene):
    def __init__(self, app, source: TableSource, stop_after: int | None = None,
                 addons: Callable[[TableScene], Sequence[AddOn]] = standard_addons) -> None:
        super().__init__(app)
        self.source = source
        self.rules = source.rules
        self.interactive = bool(source.humans)
        self.stop_after = stop_after  # watch mode: leave after this many deals
        self.deals_done = 0
        self.desyncs = 0  # times the animated table disagreed with the engine (a bug if > 0)
        self.panel = panel_for(self.rules, app.art)
        self.name_seats()
        self.layout = self._layout_for(app.size)
        self.painter = CardPainter(app.art, self.layout.card_w)
        self.model = TableModel(self.rules.seats)
        self.obs: Observation | None = None
        self.synced = True
        self.auto: tuple[Action, float] | None = None  # the panel's auto action and its countdown
        self.message, self.message_left = "", 0.0
        self.scores_before = tuple(self.rules.match_scores(source.record))  # the summary counts up from them
        self.addons: list[AddOn] = []
        self.motion = Motion(self)
        self.pointer = Pointer(self)
        self.controls = Controls(self)
        self.drawing = TableDrawing(self)
        self.controls.place()  # the side buttons' places, before the first deal's buttons exist
        self.addons = list(addons(self))
        if not source.deal_running:
            self.start_deal()
        elif not any(addon.deal_shown(None) for addon in self.addons):  # a continued match: the deal as it stands
            self.show_as_is()

    # ---- what the parts and the add-ons share --------------------------------------------------
    @property
    def viewer(self) -> int:
        """The seat whose hand is shown face up (hot-seat play moves it from human to human)."""
        return self.source.viewer

    @property
    def veiled(self) -> bool:
        """Every hand face down for now (hot-seat: only computers have acted yet)."""
        return any(addon.veiled for addon in self.addons)

    @property
    def animating(self) -> bool:
        return self.motion.animating

    @property
    def legal(self) -> tuple[Action, ...]:
        return self.obs.legal if self.obs is not None and self.interactive and self.synced else ()

    def addon(self, kind: type[A]) -> A:
        """The table's add-on of this kind (a ``LookupError`` when it has none)."""
        found = next((a for a in self.addons if isinstance(a, kind)), None)
        if found is None:
            raise LookupError(f"no {kind.__name__} at this table")
        return found

    def hand_sprites(self) -> list[Sprite]:
        sprites = self.motion.sprites
        return [sprites[t.id] for t in self.model.hands[self.viewer] if t.id in sprites]

    def is_legal(self, sprite: Sprite) -> bool:
        card = sprite.token.card
        return card is not None and any(a.card == card for a in self.legal)

    def say(self, words: str, seconds: float = TIMES["message"]) -> None:
        """A line on the message band for a while (an illegal move's reason, a hint)."""
        self.message, self.message_left = words, seconds

    def focus_on(self, action: Action) -> None:
        """Put the keyboard focus on the card or button that does ``action`` (a hint)."""
        self.pointer.focus_on(action)

    def name_seats(self) -> None:
        """Plates carry the players' names, sentences call the viewer "You" (in the language
        of the moment: a switch calls this again)."""
        self.plates = [seat_name(self.source.seats, seat) for seat in range(len(self.source.seats))]
        self.names = table_names(self.source.seats, self.viewer)

    def _layout_for(self, size: tuple[int, int]) -> TableLayout:
        return TableLayout(size, self.rules.seats, self.viewer, self.panel.counter_clockwise)

    def view(self) -> PanelView:
        """What the game's panel draws from; its rows end above the side buttons and the last trick."""
        controls = self.controls
        below = [b.rect.top for b in controls.side] + ([controls.peek_button.rect.top] if controls.can_peek() else [])
        if controls.peeking():
            below.append(controls.peek_rect().top)
        obs = self.obs or self.source.observation()
        return PanelView(obs, self.source.record, self.names, self.painter,
                         min(below, default=self.layout.panel.bottom) - 8, self.source.code)

    def prompt(self) -> str:
        """The prompt line as it stands (whose turn, what the viewer may do)."""
        return prompt(self)

    # ---- the flow of a deal ------------------------------------------------------------------
    def start_deal(self) -> None:
        events = self.source.next_deal()
        self.scores_before = tuple(self.rules.match_scores(self.source.record))
        obs = self.source.observation()
        assert obs is not None  # a deal was just dealt
        deck_size = len(TableModel.from_observation(obs, self.panel.stock(obs)).tokens())
        if deck_size in DECK_RANKS:
            self.painter.warm(deck(deck_size))
        self.model = TableModel.fresh_deck(self.rules.seats, deck_size)
        self.motion.rebuild()
        self.controls.peek = False
        if not any(addon.deal_shown(events) for addon in self.addons):
            self.feed(events)

    def set_viewer(self, seat: int, events: list[Event] | None = None) -> None:
        """Turn the table to ``seat`` and show the deal as it stands (or deal ``events`` to it)."""
        self.source.viewer = seat
        self.layout = self._layout_for(self.app.size)
        self.obs = None
        self.pointer.reset()
        self.controls.place()
        if events is None:
            self.show_as_is()
        else:
            self.feed(events)

    def sort_hands(self) -> None:
        """The viewer holds the cards in the game's own order (trumps together in Skat)."""
        obs = self.source.observation()
        if obs is None:
            return
        key = self.rules.hand_sort_key(obs)
        self.model.hands[self.viewer].sort(key=lambda t: key(t.card) if t.card else ())
        for addon in self.addons:
            addon.hands_sorted(self.model)

    def show_as_is(self) -> None:
        """The deal as it stands, without animation (a continued match, after undo, a desync)."""
        obs = self.source.observation()
        assert obs is not None  # a deal is on the table
        self.model = TableModel.from_observation(obs, self.panel.stock(obs))
        for addon in self.addons:
            addon.model_built(self.model)
        self.sort_hands()
        self.motion.rebuild()
        self.synced = False

    def feed(self, events: list[Event]) -> None:
        """Show these events of the match, one after another; each card only to whom may see it."""
        if not any(addon.open_cards for addon in self.addons):
            events = [e.for_seat(self.viewer) for e in events]
        for addon in self.addons:
            events = addon.events(events)
        self.motion.feed(events)
        self.synced = False
        self.controls.clear()

    def update(self, dt: float) -> None:
        self.painter.work()  # the places cards fly to, turned a few per frame before they land
        for addon in self.addons:
            addon.update(dt)
        if any(addon.holding() for addon in self.addons):
            return
        self.motion.tick(dt, (self.pointer.hover, self.pointer.focused()))
        self.message_left = max(0.0, self.message_left - dt)
        if self.auto is not None and self.synced and self.app.top is self:
            action, left = self.auto
            self.auto = (action, left - dt) if left > dt else None
            if self.auto is None:
                self.act(action)
        if not self.animating and not self.synced:
            self._sync()
        if self.synced and not self.animating and self.pointer.drag is None and self.app.top is self:
            self.source.think_delay = self.panel.think_seconds(self.obs, self.motion.seconds("think"))
            events = self.source.poll()
            if events is not None:  # an action without events (a Schleipfe pass) still moves the turn
                self.feed(events)

    def _sync(self) -> None:
        """The queue is empty: check the table against the engine, then offer the actions."""
        if any(addon.wait_before_actions() for addon in self.addons):  # e.g. a hot-seat hand-off first
            return
        obs = self.source.observation()
        assert obs is not None  # a deal is on the table
        expected = TableModel.from_observation(obs, self.panel.stock(obs))
        if expected.signature(self.viewer) != self.model.signature(self.viewer):
            self.desyncs += 1
            self.show_as_is()
        self.obs, self.synced = obs, True
        self.build_buttons()
        auto = self.panel.auto_action(obs) if self.interactive and obs.turn == self.viewer else None
        self.auto = (auto, self.motion.seconds("hold") + self.motion.seconds("return")) if auto in self.legal else None
        self.pointer.show_focus()
        if not self.source.deal_running:
            self._deal_over()

    def build_buttons(self) -> None:
        was = self.pointer.target()
        self.controls.build()
        self.pointer.refocus(was)

    def _deal_over(self) -> None:
        self.deals_done += 1
        if self.stop_after is not None and self.deals_done >= self.stop_after:
            self.app.running = False
            return
        record = self.source.record
        actions: SummaryButtons
        if self.source.match_over:
            headline, lines = self.panel.match_summary(record, self.names)
            actions = [(tr("summary.play_again"), self.start_deal), (tr("menu.main_menu"), self.to_menu)]
        else:
            headline, lines = self.panel.deal_summary(self.obs, record, self.names)
            actions = [(tr("summary.next_deal"), self.start_deal)]
        lines = [*lines, tr("summary.deal_code", code=self.source.code)]
        for addon in self.addons:  # a practice note, play it again
            lines, actions = addon.summary(lines, actions)
        auto = 1.5 * max(self.motion.speed, 0.2) if self.stop_after is not None else None
        after = tuple(self.rules.match_scores(record))
        changed = len(self.scores_before) == len(after) and self.scores_before != after  # (a deal thrown in: nothing to count)
        tally = Tally(tuple(self.names), self.scores_before, after) if changed else None
        self.app.push(Summary(self.app, headline, lines, actions, auto_after=auto, tally=tally))

    def to_menu(self) -> None:
        self.app.router.main_menu()

    def pause(self) -> None:
        self.app.router.pause()

    def closed(self) -> None:
        self.source.close()
        for addon in self.addons:
            addon.closed()

    # ---- acting --------------------------------------------------------------------------------
    def act(self, action: Action, confirmed: bool = False) -> bool:
        """Submit the viewer's action; an illegal one changes nothing and its reason is shown.
        An irreversible one that the viewer's own known points make a loss asks once first; an
        add-on may take the action back before it is submitted (``AddOn.vet``)."""
        question = None if confirmed or self.obs is None else self.panel.confirm_question(self.obs, action)
        if question is not None:
            self.auto = None
            self.app.push(Dialog(self.app, self.panel.label(action), [question], [
                (tr("dialog.no_go_back"), lambda: None),
                (tr("dialog.yes_do_it"), lambda: self.act(action, confirmed=True)),
            ]))
            return False
        for addon in self.addons:
            refusal = addon.vet(action)
            if refusal is not None:
                if refusal:
                    self.say(refusal)
                return False
        for addon in self.addons:
            addon.acting(action)
        try:
            events = self.source.submit(self.viewer, action)
        except IllegalAction as exc:
            self.say(reason(exc.reason, self.app.settings.theme))
            return False
        for addon in self.addons:
            addon.acted(action, events)
        self.message_left = 0.0
        self.auto = None
        self.pointer.hover = None  # the card used may have left the hand; its lift must not travel with it
        self.feed(events)
        return True

    def restored(self) -> None:
        """The match went back to an earlier position (undo): show it as it stands."""
        self.motion.clear()
        self.auto = None
        self.pointer.reset()
        self.show_as_is()

    def skip(self) -> None:
        """Finish every running animation and show the queued events at once."""
        self.motion.skip()

    # ---- input, size and drawing ---------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        self.pointer.handle(event)

    def resize(self, size: tuple[int, int]) -> None:
        """A new size, UI scale or language: every label is made and measured again."""
        self.name_seats()
        self.controls.relabel()
        if self.synced and not any(addon.holding() for addon in self.addons):
            self.build_buttons()
        self.layout = self._layout_for(size)
        self.app.art.clear()
        self.painter.resize(self.layout.card_w)
        self.pointer.drag = None
        self.motion.retarget(0)
        self.controls.place()

    def draw(self, surface: pygame.Surface) -> None:
        self.drawing.draw(surface)

    def repaint(self) -> None:
        self.drawing.layer.invalidate()
