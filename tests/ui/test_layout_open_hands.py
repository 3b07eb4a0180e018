"""Another seat's open hand (practice with open cards, an ouvert game) is read like the
viewer's own: upright, in order, every card's corner index in view, at any window size — not
fanned as tight as a hidden hand and upside down."""

from __future__ import annotations

import pygame
from hypothesis import given, settings, strategies as st

from cardtable.ui.layout import TableLayout
from cardtable.ui.widgets import STYLE, set_style

pygame.font.init()  # the layout measures its words
# the most cards another seat holds, by the number of seats (Schnapsen, Skat and Coiffeur, four players)
MOST = {2: 6, 3: 12, 4: 9}


def card_rect(pose, layout: TableLayout) -> pygame.Rect:
    rect = pygame.Rect(0, 0, round(layout.card_w * pose.scale), round(layout.card_h * pose.scale))
    rect.center = (round(pose.x), round(pose.y))
    return rect


def index_corner(rect: pygame.Rect) -> pygame.Rect:
    """Where a card shows its rank and suit: the top left corner."""
    return pygame.Rect(rect.left, rect.top, round(rect.width * 0.2), round(rect.height * 0.3))


def check_open_hands(layout: TableLayout, count: int) -> None:
    for seat in range(1, layout.seats):
        poses = layout.hand_poses(seat, count, True)
        assert all(p.angle == 0 and p.face == 1.0 for p in poses), layout.side(seat)
        rects = [card_rect(p, layout) for p in poses]
        for i, rect in enumerate(rects):
            assert layout.table.contains(rect), (layout.side(seat), i)
            on_top = rects[i + 1:]  # drawn later
            assert not any(index_corner(rect).colliderect(r) for r in on_top), (layout.side(seat), i, count)
        reading = [(round(p.y), p.x) for p in poses]
        assert reading == sorted(reading), layout.side(seat)  # in order: left to right, top to bottom


@settings(max_examples=60, deadline=None)
@given(w=st.integers(1024, 2560), h=st.integers(600, 1440), seats=st.sampled_from([2, 3, 4]), scale=st.sampled_from([100, 200]))
def test_open_hands_are_upright_in_order_and_every_index_shows(w, h, seats, scale):
    before = round(STYLE.scale * 100)
    set_style(scale, STYLE.high_contrast)
    try:
        layout = TableLayout((w, h), seats, 0, counter_clockwise=seats == 4)
        for count in range(1, MOST[seats] + 1):
            check_open_hands(layout, count)
    finally:
        set_style(before, STYLE.high_contrast)


def test_practice_at_the_smallest_window_shows_every_card_of_a_full_four_player_hand():
    check_open_hands(TableLayout((1024, 600), 4, 0, counter_clockwise=True), 9)
    check_open_hands(TableLayout((1024, 600), 3, 0), 12)
    check_open_hands(TableLayout((1024, 600), 2, 0), 6)
