"""Cards in flight and at rest: the same card in the same place, whichever way it was turned;
the looks cards fly to are turned before they land, a few per frame."""

from __future__ import annotations

import pygame

from cardtable.engine.cards import Card
from cardtable.ui.painter import CardPainter
from cardtable.ui.tween import Pose


def test_a_card_in_flight_covers_what_it_covers_at_rest(app):
    painter = CardPainter(app.art, 120)
    card = Card.parse("HK")
    for pose in (Pose(400, 300, 0.0, 1.0), Pose(400, 300, 9.0, 1.0, 0.8), Pose(400, 300, 90.0, 0.0, 0.8)):
        surface = pygame.Surface(app.size)
        at_rest = painter.draw(surface, card, pose, shadow=False)
        flying = painter.draw(surface, card, pose, shadow=False, moving=True)
        assert abs(at_rest.width - flying.width) <= 2 and abs(at_rest.height - flying.height) <= 2
        assert abs(at_rest.centerx - flying.centerx) <= 1 and abs(at_rest.centery - flying.centery) <= 1


def test_prepared_looks_are_turned_a_few_per_frame_before_the_cards_land(app, monkeypatch):
    painter = CardPainter(app.art, 120)
    hand = [Card.parse(c) for c in ("HK", "HQ", "SA", "CJ", "D7")]
    poses = [Pose(300 + 60 * i, 500, -6.0 + 3 * i, 1.0) for i in range(len(hand))]
    for card, pose in zip(hand, poses):
        painter.prepare(card, pose)
    turns = []
    real = pygame.transform.rotozoom
    monkeypatch.setattr(pygame.transform, "rotozoom", lambda *a: turns.append(a) or real(*a))
    painter.work()
    assert 0 < len(turns) <= 2  # one frame's share
    for _ in range(10):
        painter.work()
    turns.clear()
    surface = pygame.Surface(app.size)
    for card, pose in zip(hand, poses):
        painter.draw(surface, card, pose)
    assert turns == []  # landing costs no turning: it was done while they flew
