"""Headless table tests: SDL's dummy drivers, instant animations, synthetic mouse input."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame
import pytest

from cardtable.ui.app import App, Settings


@pytest.fixture
def app():
    application = App((1280, 800), Settings(animation="instant"))
    yield application
    for scene in reversed(application.scenes):
        scene.closed()
    pygame.display.quit()


@pytest.fixture(autouse=True)
def cardtable_home(tmp_path, monkeypatch):
    """Settings, saves and statistics in a fresh folder: no test reads or writes the player's."""
    home = tmp_path / "home"
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    return home
