"""Drag and drop, click and keyboard play on the table."""

from __future__ import annotations

import pygame
from table_helpers import card_sprite, click, drag_card, new_table, settle

from cardtable.engine.actions import Action
from cardtable.engine.cards import card

CLOSED_HEART_LEAD = [Action("CLOSE"), Action.parse("PLAY:HA")]  # seat 0 must follow with HK


def test_dragging_a_legal_card_onto_the_trick_area_plays_it(app):
    table = new_table(app, fixed=CLOSED_HEART_LEAD)
    settle(app, table)
    drag_card(app, table, card("HK"))
    settle(app, table, until=lambda: not table.source.match.deal_running or table.source.match.state.tricks)
    trick = table.source.match.state.tricks[0]
    assert (trick.led, trick.followed) == (card("HA"), card("HK"))
    assert card("HK") not in table.source.observation().hand
    assert table.desyncs == 0


def test_dragging_an_illegal_card_returns_it_and_shows_the_reason(app):
    table = new_table(app, fixed=CLOSED_HEART_LEAD)
    settle(app, table)
    home = card_sprite(table, card("CQ")).target
    drag_card(app, table, card("CQ"))
    assert "must follow suit (hearts)" in table.message.lower()
    assert table.message_left > 0
    settle(app, table)
    sprite = card_sprite(table, card("CQ"))
    assert sprite.target.close_to(home) and sprite.pose.close_to(home)  # it glided back
    assert card("CQ") in table.source.observation().hand


def test_a_card_dropped_outside_the_trick_area_returns(app):
    table = new_table(app, fixed=CLOSED_HEART_LEAD)
    settle(app, table)
    home = card_sprite(table, card("HK")).target
    drag_card(app, table, card("HK"), to=(40, 40))
    settle(app, table)
    assert card("HK") in table.source.observation().hand
    assert card_sprite(table, card("HK")).pose.close_to(home)
    assert "middle of the table" in table.message


def test_click_to_play_and_illegal_cards_dimmed(app):
    table = new_table(app, fixed=CLOSED_HEART_LEAD)
    settle(app, table)
    assert not table.is_legal(card_sprite(table, card("SK")))
    assert table.is_legal(card_sprite(table, card("HK")))
    sprite = card_sprite(table, card("HK"))
    click(app, (sprite.pose.x, sprite.pose.y))
    assert table.source.match.state.tricks


def test_keyboard_arrows_and_enter_play_the_focused_card(app):
    table = new_table(app, fixed=CLOSED_HEART_LEAD)
    settle(app, table)
    hand = [s.token.card for s in table.hand_sprites()]
    for _ in range(hand.index(card("HK")) + 1):
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    assert table.source.match.state.tricks[0].followed == card("HK")
