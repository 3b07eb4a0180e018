"""The gallery's measure: what a frame drew, and which drawn things lie over each other."""

from __future__ import annotations

import pygame

from cardtable.engine.cards import Card
from cardtable.ui import recording
from cardtable.ui.painter import CardPainter
from cardtable.ui.tween import Pose
from cardtable.ui.widgets import Button, blit_text


def test_a_word_over_a_button_is_an_overlap_but_the_buttons_own_label_is_not(app):
    surface = pygame.Surface((400, 200))
    button = Button("Claim: I have 66", lambda: None, rect=pygame.Rect(20, 20, 200, 44))
    with recording.recording() as rec:
        button.draw(surface)
        blit_text(surface, "You must follow suit.", 26, topleft=(60, 30))
    assert rec.overlaps() == [("Claim: I have 66", "You must follow suit.")]


def test_cards_of_one_hand_fan_over_each_other_without_counting(app):
    painter = CardPainter(app.art, 80)
    surface = pygame.Surface((600, 400))
    hand = recording.fanned("hand 0", lambda s: [painter.draw(s, Card("H", r), Pose(200 + 30 * i, 200, 3 * i, 1.0))
                                                 for i, r in enumerate("AKQ")])
    with recording.recording() as rec:
        hand(surface)
    assert rec.overlaps() == []
    with recording.recording() as rec:
        hand(surface)
        blit_text(surface, "Your turn", 26, center=(230, 200))
    assert rec.overlaps() == [("hand 0", "Your turn")]


def test_a_turned_card_is_measured_as_turned_not_by_its_upright_box(app):
    painter = CardPainter(app.art, 80)
    surface = pygame.Surface((600, 400))
    with recording.recording() as rec:
        painter.draw(surface, Card("S", "9"), Pose(200, 200, 45.0, 1.0))
        # inside the 45° card's bounding box, but outside the card itself (its corner region)
        blit_text(surface, "x", 14, center=(200 - 78, 200 - 78))
    assert rec.overlaps() == []


def test_the_smallest_text_and_missing_glyphs_are_counted(app):
    surface = pygame.Surface((400, 200))
    with recording.recording() as rec:
        blit_text(surface, "67 \U000f0000 18", 12, topleft=(0, 0))
        blit_text(surface, "Spielwert", 30, topleft=(0, 50))
    assert rec.min_text_px() == 12
    assert rec.missing_glyphs() == 1


def test_words_a_clip_cuts_through_are_named_and_words_it_hides_whole_are_not_drawn(app):
    surface = pygame.Surface((400, 200))
    surface.set_clip(pygame.Rect(0, 0, 400, 100))
    with recording.recording() as rec:
        blit_text(surface, "Dora", 30, topleft=(10, 10))  # whole
        blit_text(surface, "Bea", 30, midleft=(10, 100))  # its lower half under the clip's edge
        blit_text(surface, "Carl", 30, topleft=(10, 150))  # all of it below: not drawn at all
    assert rec.cut_texts() == ["Bea"]
    assert [e.name for e in rec.texts()] == ["Dora", "Bea"]


def test_nothing_is_recorded_outside_a_recording(app):
    surface = pygame.Surface((100, 100))
    with recording.recording() as rec:
        pass
    blit_text(surface, "later", 20, topleft=(0, 0))
    assert rec.elements == []
