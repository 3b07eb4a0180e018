"""Add-ons: what hot-seat, practice, assist (hint, undo, rules), the replay summary — and
lessons and online play — add to the table, without touching its insides.

An add-on is an ``AddOn`` subclass that overrides only the hooks it needs; the table calls
every add-on's hook in the order the add-ons were given. The hooks:

- ``events(events)`` — events arriving from the match, before they are shown: see them, or
  return them changed (practice shows every card). The table shows each card only to the
  seat allowed to see it unless an add-on sets ``open_cards``.
- ``deal_shown(events)`` — a new deal (its events) or a continued one (None) is about to be
  shown; True when the add-on shows it itself (hot-seat hands it to the first human).
- ``model_built(model)``, ``hands_sorted(model)`` — the card tokens were rebuilt from the
  observation, or the hands were sorted (practice turns the other hands up and sorts them).
- ``holding()`` — True while the table must stand still (a hand-off screen is up).
- ``wait_before_actions()`` — the animations are done and the table is about to offer the
  viewer's actions; True keeps it waiting (hot-seat hands the table to another human first).
- ``vet(action)`` — a human action is about to be submitted: None lets it through; a text
  takes it back and is said on the message line ("" takes it back silently). Lessons refuse
  the wrong card here.
- ``acting(action)``, ``acted(action, events)`` — just before and after a human action was
  applied (undo keeps the match as it was).
- ``buttons()`` — extra buttons in the action bar, after the game's own (hint, undo).
- ``key(event)`` — a key press; True when the add-on used it.
- ``highlighted()`` — cards to mark on the table (a lesson points at a card).
- ``draw(surface)`` — an overlay drawn over the table, under dialogs.
- ``summary(lines, actions)`` — the deal summary's lines and buttons, returned changed.
- ``update(dt)`` — once per frame; ``closed()`` — the table left the screen.
- ``veiled`` — True while every hand is to be drawn face down (hot-seat, computers first).
- ``own_bands`` — True while the add-on says what the prompt and the message line would (a
  lesson's coach panel lies there, the coach's word on a hovered card): the table leaves
  those two bands out.
- ``own_panel`` — True while the add-on draws in the side panel's place (the bidding help):
  the table leaves the panel's rows out (its side buttons stay).

An add-on talks back through the table's public API: ``say``, ``act``, ``feed``,
``show_as_is``, ``set_viewer``, ``restored``, ``focus_on``, ``legal``, ``obs``, ``source``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.events import Event
from ..table_model import TableModel
from ..widgets import Button

SummaryButtons = list[tuple[str, Callable[[], object]]]


class AddOn:
    open_cards = False  # the events are shown as the engine gave them (every card face up)
    veiled = False  # every hand face down for now
    own_bands = False  # the add-on draws its own words where the prompt and the message line go
    own_panel = False  # the add-on draws in the side panel's place (above the side buttons)

    def events(self, events: list[Event]) -> list[Event]:
        return events

    def deal_shown(self, events: list[Event] | None) -> bool:
        return False

    def model_built(self, model: TableModel) -> None: ...

    def hands_sorted(self, model: TableModel) -> None: ...

    def holding(self) -> bool:
        return False

    def wait_before_actions(self) -> bool:
        return False

    def vet(self, action: Action) -> str | None:
        return None

    def acting(self, action: Action) -> None: ...

    def acted(self, action: Action, events: list[Event]) -> None: ...

    def buttons(self) -> list[Button]:
        return []

    def key(self, event: pygame.event.Event) -> bool:
        return False

    def highlighted(self) -> frozenset[Card]:
        return frozenset()

    def draw(self, surface: pygame.Surface) -> None: ...

    def summary(self, lines: list[str], actions: SummaryButtons) -> tuple[list[str], SummaryButtons]:
        return lines, actions

    def update(self, dt: float) -> None: ...

    def closed(self) -> None: ...


def combined(addons: Sequence[AddOn]) -> frozenset[Card]:
    """Every card some add-on highlights."""
    return frozenset().union(*(a.highlighted() for a in addons))
