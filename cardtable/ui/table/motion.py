"""The table's animation: engine events queue up and are shown one at a time.

Each event moves tokens in the table's ``TableModel``; every sprite whose place changed then
glides there (``Tween``). ``Motion`` owns the sprites, the queue, the wait before the next
event and the banner of an announcement; the table asks it whether anything still moves.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine import events as ev
from ...engine.cards import Card
from ...engine.events import Event
from ..table_model import Token
from ..tween import SPEEDS, Pose, Tween, ease_out_cubic

if TYPE_CHECKING:
    from .scene import TableScene

# Seconds at normal speed; the speed setting scales them all.
TIMES = {
    "deal": 0.34, "deal_stagger": 0.07, ev.CARD_PLAYED: 0.36, "hold": 0.8, ev.TRICK_TAKEN: 0.45,
    ev.STOCK_DRAWN: 0.42, ev.TRUMP_EXCHANGED: 0.8, ev.STOCK_CLOSED: 0.75, "announce": 1.6,
    "score": 0.8, "think": 0.6, "return": 0.3, "message": 3.0,
}
SOUNDS = {ev.DEAL: "deal", ev.CARD_PLAYED: "play", ev.TRICK_TAKEN: "trick"}


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
class Banner:
    text: str
    cards: tuple[Card, ...]
    left: float


class Motion:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.sprites: dict[int, Sprite] = {}
        self.queue: deque[Event] = deque()
        self.wait = 0.0
        self.banner: Banner | None = None

    @property
    def speed(self) -> float:
        return SPEEDS[self.table.app.settings.animation]

    def seconds(self, what: str) -> float:
        return TIMES[what] * self.speed

    @property
    def animating(self) -> bool:
        return bool(self.queue) or self.wait > 0

    def feed(self, events: Iterable[Event]) -> None:
        self.queue.extend(events)

    def clear(self) -> None:
        """Forget what was still to be shown (the table is rebuilt from the observation)."""
        self.queue.clear()
        self.wait, self.banner = 0.0, None

    def tick(self, dt: float, lifted: tuple[Sprite | None, ...]) -> None:
        """Advance the tweens, raise the ``lifted`` sprites (hovered, focused), count the banner down and
        show the queued events that are due."""
        for sprite in self.sprites.values():
            if sprite.tween is not None:
                sprite.pose = sprite.tween.advance(dt)
                if sprite.tween.done:
                    sprite.tween = None
            up = 1.0 if sprite in lifted else 0.0
            sprite.lift += (up - sprite.lift) * min(1.0, dt * 14)
        if self.banner is not None:
            self.banner.left -= dt
            if self.banner.left <= 0:
                self.banner = None
        self.wait = max(0.0, self.wait - dt)
        while self.wait <= 0 and self.queue:
            self.wait = self.show(self.queue.popleft())

    def show(self, e: Event) -> float:
        """Show one event; returns how long to wait before the next one."""
        table = self.table
        if e.kind in SOUNDS:
            table.app.sounds.play(SOUNDS[e.kind])
        text = table.panel.event_text(e, table.names)
        if text:
            self.banner = Banner(text, e.cards if e.kind == ev.ANNOUNCED else (), max(self.seconds("announce"), 0.01))
        if e.kind == ev.ANNOUNCED:
            return self.seconds("announce") if e.cards else self.seconds("announce") / 2
        pause = table.panel.event_pause(e) * self.seconds("announce")
        if e.kind == ev.DEAL_SCORED:
            return self.seconds("score") if "outcome" in e.data else 0.0
        self.move(e)
        table.sort_hands()
        if e.kind == ev.DEAL:
            return self.retarget(self.seconds("deal"), stagger=self.seconds("deal_stagger"))
        hold = self.seconds("hold") if e.kind == ev.TRICK_TAKEN else 0.0
        return max(pause, self.retarget(TIMES.get(e.kind, 0.3) * self.speed, delay=hold))

    def move(self, e: Event) -> None:
        """Move the cards an event moved: the game's panel first (its own event kinds), else the model."""
        if not self.table.panel.move_cards(self.table.model, e):
            self.table.model.apply(e)

    def targets(self) -> dict[int, tuple[Token, Pose, int]]:
        table = self.table
        L, m, viewer = table.layout, table.model, table.viewer
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
            face_up = not table.veiled if seat == viewer else all(t.card is not None for t in hand)
            for i, (t, pose) in enumerate(zip(hand, L.hand_poses(seat, len(hand), face_up))):
                out[t.id] = (t, pose, 200 + i)
        return out

    def retarget(self, duration: float, delay: float = 0.0, stagger: float = 0.0) -> float:
        """Send every sprite whose place changed on its way; returns when the last arrives."""
        table = self.table
        dragged = table.pointer.dragged
        longest, order = 0.0, 0
        targets = self.targets()
        for tid, (token, pose, z) in targets.items():
            sprite = self.sprites.get(tid)
            if sprite is None:
                self.sprites[tid] = Sprite(token, pose, z)
                continue
            sprite.z = z
            if sprite.target.close_to(pose) or sprite is dragged:
                continue
            start = delay + order * stagger
            order += 1
            if duration <= 0:
                sprite.pose, sprite.tween = pose, None
            else:
                # reduced motion: the card leaves its place and fades in where it lands
                begin = pose.faded() if table.app.settings.reduced_motion else sprite.pose
                sprite.tween = Tween(begin, pose, duration, start, ease_out_cubic)
                table.painter.prepare(token.card, pose, dim=token in table.model.hands[table.viewer])
                longest = max(longest, start + duration)
        for tid in set(self.sprites) - set(targets):
            del self.sprites[tid]
        return longest

    def rebuild(self) -> None:
        """New sprites for the model as it is, each at its place."""
        self.sprites = {}
        self.retarget(0)

    def skip(self) -> None:
        """Finish every running animation and show the queued events at once."""
        for sprite in self.sprites.values():
            if sprite.tween is not None:
                sprite.pose, sprite.tween = sprite.tween.finish(), None
        while self.queue:
            e = self.queue.popleft()
            if e.kind not in (ev.ANNOUNCED, ev.DEAL_SCORED):
                self.move(e)
        self.table.sort_hands()
        self.retarget(0)
        self.wait, self.banner = 0.0, None
