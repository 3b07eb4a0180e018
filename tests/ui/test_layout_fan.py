"""The viewer's fan keeps clear of the name plate in the corner beside it: its end cards lean
out at the top, and a tall plate (Japanese at 200 %) reached up beside the leaning corner —
Skat's twelve cards with the skat picked up covered the soloist's plate."""

from __future__ import annotations

import pygame
from hypothesis import given, settings, strategies as st

from cardtable.i18n import language, set_language
from cardtable.ui.layout import TableLayout
from cardtable.ui.recording import intersects
from cardtable.ui.tween import turned_corners
from cardtable.ui.widgets import STYLE, set_style

pygame.font.init()  # the layout measures its words


def corner(layout: TableLayout, right: bool) -> list[tuple[float, float]]:
    """The most a corner beside the hand may hold: a plate ``corner_w`` wide and ``plate_h`` high."""
    t, m, (_, h) = layout.table, layout.margin, layout.size
    box = pygame.Rect(0, h - m - layout.plate_h, layout.corner_w, layout.plate_h)
    box.left = t.right - m - box.width if right else t.left + m
    return [box.topleft, box.topright, box.bottomright, box.bottomleft]


@settings(max_examples=80, deadline=None)
@given(w=st.integers(1024, 2560), h=st.integers(600, 1440), seats=st.sampled_from([2, 3, 4]), cards=st.integers(2, 13),
       scale=st.sampled_from([100, 150, 200]), lang=st.sampled_from(["en", "de", "ja"]))
def test_the_fans_end_cards_keep_clear_of_the_corners(w, h, seats, cards, scale, lang):
    before = language(), round(STYLE.scale * 100)
    set_language(lang)
    set_style(scale, STYLE.high_contrast)
    try:
        layout = TableLayout((w, h), seats, 0)
        poses = layout.hand_poses(0, cards, face_up=True)
        for pose, right in ((poses[0], False), (poses[-1], True)):
            card = turned_corners((pose.x, pose.y), (layout.card_w, layout.card_h), pose.angle)
            assert not intersects(card, corner(layout, right)), (pose, right)
    finally:
        set_language(before[0])
        set_style(before[1], STYLE.high_contrast)
