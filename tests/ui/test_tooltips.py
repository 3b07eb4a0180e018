"""A tooltip lies over everything on the screen: "What would the computer play? (H)" was drawn
under the Undo button beside the Hint button, since each button drew its own tip."""

from __future__ import annotations

import pygame

from cardtable.ui import recording
from cardtable.ui.scenes import Scene
from cardtable.ui.widgets import Button

TIP = "What would the computer play? (H)"


class TwoButtons(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.hint = Button("Hint", lambda: None, pygame.Rect(300, 500, 120, 44), tooltip=TIP)
        self.undo = Button("Undo", lambda: None, pygame.Rect(430, 500, 120, 44))

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        self.hint.draw(surface)
        self.undo.draw(surface)  # the neighbour, drawn after the hovered button
        pygame.draw.rect(surface, (200, 0, 0), pygame.Rect(560, 480, 300, 80))  # and more of the screen after it


class Cover(Scene):
    """A modal notice over the buttons: the scene under it takes no pointer, shows no tip."""

    modal = True

    def draw(self, surface: pygame.Surface) -> None:
        pygame.draw.rect(surface, (0, 0, 200), pygame.Rect(200, 200, 600, 400))


def test_a_tooltip_is_drawn_over_the_next_button_and_the_rest_of_the_screen(app, monkeypatch):
    scene = app.push(TwoButtons(app))
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: scene.hint.rect.center)
    with recording.recording() as rec:
        app.step(1 / 60)
    words = [e.name for e in rec.texts()]
    assert words[-1] == TIP  # after "Undo"
    tip = rec.texts()[-1].box
    assert tip.colliderect(scene.undo.rect) or tip.left >= scene.undo.rect.left  # it lies where Undo is …
    assert app.screen.get_at(tip.center)[:3] != (200, 0, 0)  # … and over what was drawn after it
    assert app.screen.get_rect().contains(tip)


def test_no_tooltip_from_a_scene_under_a_modal_one(app, monkeypatch):
    scene = app.push(TwoButtons(app))
    app.push(Cover(app))
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: scene.hint.rect.center)
    with recording.recording() as rec:
        app.step(1 / 60)
    assert TIP not in [e.name for e in rec.texts()]


def test_a_tooltip_at_the_right_edge_opens_to_the_left(app, monkeypatch):
    scene = app.push(TwoButtons(app))
    scene.hint.rect = pygame.Rect(app.screen.get_width() - 124, 300, 120, 44)  # at the window's right edge
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: scene.hint.rect.center)
    with recording.recording() as rec:
        app.step(1 / 60)
    tip = next(e for e in rec.texts() if e.name == TIP).box
    assert tip.right <= scene.hint.rect.left and app.screen.get_rect().contains(tip)


def test_a_tooltip_too_long_for_either_side_lies_above_its_button(app, monkeypatch):
    scene = app.push(TwoButtons(app))
    scene.hint.tooltip = "a long explanation " * 8
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: scene.hint.rect.center)
    with recording.recording() as rec:
        app.step(1 / 60)
    tip = next(e for e in rec.texts() if e.name == scene.hint.tooltip).box
    assert tip.bottom <= scene.hint.rect.top and not tip.colliderect(scene.hint.rect)
