"""The first window fits the display: at most 90 % of it each way, never more than the size
saved in the settings; a resize never leaves it smaller than the window it opened as."""

from __future__ import annotations

import pygame

from cardtable.storage import Settings
from cardtable.ui.app import MIN_SIZE, App, first_window


def test_the_saved_size_is_kept_where_it_fits():
    assert first_window((1280, 800), [(1920, 1080)]) == (1280, 800)


def test_a_display_no_larger_than_the_window_gets_a_smaller_one():
    assert first_window((1280, 800), [(1280, 800)]) == (1152, 720)
    assert first_window((1920, 1080), [(1366, 768), (3840, 2160)]) == (1229, 691)  # the first display


def test_a_netbook_opens_at_ninety_percent_and_may_stay_there():
    size = first_window((1280, 800), [(1024, 600)])
    assert size == (921, 540)
    app = App(size, Settings(animation="instant"))
    try:
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
        assert app.size == size  # not blown up to MIN_SIZE, past the display's edge
        assert app.least == size and size < MIN_SIZE
    finally:
        pygame.display.quit()


def test_no_display_reported_keeps_the_saved_size():
    assert first_window((1440, 900), []) == (1440, 900)
