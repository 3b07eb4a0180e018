"""The keyboard focus rests only on cards that may be played (and on buttons): never on a
dimmed card — not after a marriage, when only its two cards may lead, nor when following suit."""

from __future__ import annotations

import pygame
from table_helpers import click, settle
from test_table_trust import table_at, viewer_may

from cardtable.engine.actions import PLAY, Action
from cardtable.ui.table.scene import TableScene
from cardtable.ui.widgets import Button


def press(app, key: int, mod: int = 0) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))


def focused_card(table: TableScene):
    target = table.pointer.target()
    return None if isinstance(target, Button) or target is None else target


def assert_focus_on_playable(table: TableScene) -> None:
    card = focused_card(table)
    assert card is None or table.is_legal(card), f"the focus is on {card.token.card}, which may not be played"


def walk(app, table: TableScene, key: int, times: int, mod: int = 0) -> None:
    for _ in range(times):
        press(app, key, mod)
        assert_focus_on_playable(table)


def test_after_a_marriage_the_focus_leaves_the_cards_that_may_not_lead(app):
    table = table_at(app, "schnapsen", viewer_may("MARRIAGE"))
    hand = table.hand_sprites()
    marriage = next(b for b in table.controls.buttons if b.label.startswith(table.panel.label(Action("MARRIAGE", arg="H"))[:5]))
    suit = next(a.arg for a in table.legal if a.kind == "MARRIAGE" and table.panel.label(a) == marriage.label)
    outside = next(i for i, s in enumerate(hand) if s.token.card.suit != suit or s.token.card.rank not in "KQ")
    press(app, pygame.K_DOWN)
    walk(app, table, pygame.K_RIGHT, outside)  # the focus on a card outside the pair …
    assert table.pointer.focus == outside
    click(app, marriage.rect.center)  # … when the marriage is announced
    settle(app, table)
    plays = {a.card for a in table.legal if a.kind == PLAY}
    assert plays and all(c.rank in "KQ" and c.suit == suit for c in plays)
    assert_focus_on_playable(table)
    n = len(table.pointer.targets())
    walk(app, table, pygame.K_TAB, 2 * n)
    walk(app, table, pygame.K_TAB, 2 * n, pygame.KMOD_SHIFT)
    press(app, pygame.K_DOWN)
    walk(app, table, pygame.K_RIGHT, 4)
    walk(app, table, pygame.K_LEFT, 4)


def test_following_suit_tab_and_the_arrows_skip_the_dimmed_cards(app):
    def must_follow(rules, match) -> bool:
        if not viewer_may(PLAY)(rules, match):
            return False
        obs = rules.observation(match.state, 0)
        plays = [a for a in obs.legal if a.kind == PLAY]
        return bool(obs.trick) and 0 < len(plays) < len(obs.hand) - 1

    table = table_at(app, "skat", must_follow)
    assert any(not table.is_legal(s) for s in table.hand_sprites())
    n = len(table.pointer.targets())
    walk(app, table, pygame.K_TAB, 2 * n)
    press(app, pygame.K_DOWN)
    assert focused_card(table) is not None
    walk(app, table, pygame.K_RIGHT, n)
    walk(app, table, pygame.K_LEFT, n)
