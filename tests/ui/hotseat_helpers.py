"""Driving a table through UI input only (clicks on hand-off screens, cards and buttons), and
recording every card face the painter draws, for the hot-seat and save tests."""

from __future__ import annotations

import dataclasses
import random
import time
from collections.abc import Callable
from typing import Any

from table_helpers import click

from cardtable.engine.cards import Card
from cardtable.i18n import tr
from cardtable.ui.app import App
from cardtable.ui.painter import CardPainter
from cardtable.ui.scenes.dialogs import Summary
from cardtable.ui.scenes.handoff import HandOff
from cardtable.ui.table.scene import TableScene


def visible_cards(value: Any) -> set[Card]:
    """Every card named anywhere in an observation (hand, tricks, a game's public fields)."""
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(visible_cards(getattr(value, f.name)) for f in dataclasses.fields(value)))
    if isinstance(value, (tuple, list, set, frozenset)):
        return set().union(set(), *(visible_cards(v) for v in value))
    if isinstance(value, dict):
        return set().union(set(), *(visible_cards(v) for v in value.values()))
    return set()


class FaceRecorder:
    """Wraps ``CardPainter.draw``: each face drawn is checked against what the viewer may see."""

    def __init__(self, app: App, monkeypatch) -> None:
        self.app = app
        self.faces_during_handoff: list[Card] = []
        self.leaks: list[tuple[int, Card]] = []  # (viewer, a card of another human's hidden hand)
        self.shown: dict[int, set[Card]] = {}  # viewer → faces drawn for them
        original = CardPainter.draw
        recorder = self

        def draw(painter, target, card, pose, *args, **kwargs):
            if card is not None and pose.face > 0.5:
                recorder.saw(card)
            return original(painter, target, card, pose, *args, **kwargs)

        monkeypatch.setattr(CardPainter, "draw", draw)

    def saw(self, card: Card) -> None:
        if isinstance(self.app.top, HandOff):
            self.faces_during_handoff.append(card)
            return
        table = next((s for s in self.app.scenes if isinstance(s, TableScene)), None)
        if table is None:
            return
        c = table.source
        viewer = table.viewer
        self.shown.setdefault(viewer, set()).add(card)
        if c.match.state is None:
            return
        public = visible_cards(c.observation(viewer))
        for human in c.humans:
            if human != viewer and card in set(c.observation(human).hand) - public:
                self.leaks.append((viewer, card))


Chooser = Callable[[TableScene, random.Random], None]


def offered(table: TableScene) -> list:
    """The bar's buttons that act: the game's and hot-seat's (not hint or undo)."""
    helpers = {tr("table.hint"), tr("table.undo")}
    return [b for b in table.controls.bar() if b.label not in helpers]


def act_by_ui(table: TableScene, rng: random.Random) -> None:
    """One human action by UI input: click a legal card in the hand, else a button."""
    app = table.app
    cards = [s for s in table.hand_sprites() if s.token.card is not None and any(a.card == s.token.card for a in table.legal)]
    if cards:
        sprite = rng.choice(cards)
        click(app, (sprite.pose.x, sprite.pose.y))
    else:
        click(app, rng.choice(offered(table)).rect.center)


def play_by_ui(app: App, table: TableScene, rng: random.Random, stop: Callable[[], bool] | None = None,
               timeout: float = 30.0, choose: Chooser = act_by_ui) -> int:
    """Click through hand-offs, dialogs and turns until the deal summary (or ``stop``);
    returns the number of hand-off screens passed."""
    handoffs, end = 0, time.monotonic() + timeout
    while time.monotonic() < end:
        app.step(1 / 60)
        top = app.top
        if isinstance(top, Summary) or (stop is not None and stop()):
            return handoffs
        if isinstance(top, HandOff):
            handoffs += 1
            click(app, (app.size[0] // 2, app.size[1] // 2))
        elif top is not table and getattr(top, "buttons", None):  # a game's choice dialog (a bid grid)
            click(app, rng.choice(top.buttons).rect.center)
        elif top is table and table.synced and not table.animating and table.legal and not table.source.thinking:
            choose(table, rng)
        time.sleep(0.0005)
    raise AssertionError("the deal did not finish")

