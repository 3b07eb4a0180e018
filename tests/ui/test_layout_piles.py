"""Won-trick piles never reach into the trick area, late in a deal (a full pile, jittered) and
at any window size, UI scale and number of seats (Coiffeur's piles lay over the trick on
narrow windows)."""

from __future__ import annotations

import math

import pygame
from hypothesis import given, settings, strategies as st

from cardtable.ui.layout import TableLayout
from cardtable.ui.tween import Pose
from cardtable.ui.widgets import STYLE, set_style

FULL_PILE = 36  # a 36-card deck, every trick taken by one seat
pygame.font.init()  # the layout measures its words


def covered(pose: Pose, layout: TableLayout) -> pygame.Rect:
    """The screen rectangle a card covers at ``pose``, measured here on its own."""
    w, h = layout.card_w * pose.scale, layout.card_h * pose.scale
    a = math.radians(pose.angle)
    width, height = abs(w * math.cos(a)) + abs(h * math.sin(a)), abs(w * math.sin(a)) + abs(h * math.cos(a))
    return pygame.Rect(round(pose.x - width / 2), round(pose.y - height / 2), math.ceil(width), math.ceil(height))


def trick_area(layout: TableLayout) -> pygame.Rect:
    """Where the trick lies: the oval cards are dropped on and every seat's card in the trick."""
    oval = layout.drop_zone.inflate(-layout.card_w, -layout.card_h // 3)
    return oval.unionall([covered(layout.trick_pose(s), layout) for s in range(layout.seats)])


@settings(max_examples=60, deadline=None)
@given(w=st.integers(1024, 2560), h=st.integers(600, 1440), seats=st.sampled_from([2, 3, 4]),
       counter_clockwise=st.booleans(), scale=st.sampled_from([100, 150, 200]))
def test_no_pile_reaches_the_trick_area(w, h, seats, counter_clockwise, scale):
    before = round(STYLE.scale * 100)
    set_style(scale, STYLE.high_contrast)
    try:
        layout = TableLayout((w, h), seats, 0, counter_clockwise)
        area = trick_area(layout)
        for seat in range(seats):
            for index in range(FULL_PILE):
                pile = covered(layout.pile_pose(seat, index), layout)
                assert not pile.colliderect(area), (layout.side(seat), index)
                assert pile.width >= layout.card_h * 0.6  # still a pile of cards, not a speck
    finally:
        set_style(before, STYLE.high_contrast)


def test_coiffeurs_side_piles_at_4_to_3_keep_clear_of_the_trick():
    """The window the overlap was seen in: four players, 1024 × 768."""
    layout = TableLayout((1024, 768), 4, 0, counter_clockwise=True)
    area = trick_area(layout)
    assert not any(covered(layout.pile_pose(seat, i), layout).colliderect(area) for seat in range(4) for i in range(FULL_PILE))
