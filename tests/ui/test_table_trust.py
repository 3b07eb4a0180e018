"""Issue 14: the table a player trusts at a glance — what the player sees and what a click does."""

from __future__ import annotations

import dataclasses

import pygame
import pytest
from table_helpers import click, settle

from cardtable import games
from cardtable.engine.actions import PLAY, Action
from cardtable.i18n import tr
from cardtable.session.controller import MatchController
from cardtable.storage import Settings
from cardtable.ui import recording
from cardtable.ui.gallery.situations import Situation, find, open_table, seats
from cardtable.ui.layout import TableLayout
from cardtable.ui.scenes.dialogs import Dialog, Summary
from cardtable.ui.table.scene import TableScene


def press(app, key: int) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))


def table_at(app, game: str, want):
    table = open_table(app, game, Situation("test", want))
    assert table is not None, "no seed reaches the situation"
    settle(app, table)
    return table


def viewer_may(kind: str, points=None):
    def want(rules, match) -> bool:
        if not match.deal_running:
            return False
        obs = rules.observation(match.state, 0)
        return obs.turn == 0 and any(a.kind == kind for a in obs.legal) and (points is None or points(obs.scores[0]))
    return want


# ---- finding 1: nothing one mis-click from disaster ----------------------------------------------
def test_the_winner_of_a_schnapsen_trick_draws_by_itself_and_no_draw_or_zero_point_claim_is_offered(app):
    rules = games.get("schnapsen")()
    match, _ = find(rules, Situation("draw", viewer_may("DRAW")))
    controller = MatchController(rules, seats(rules, hot_seat=False), match.seed, think_delay=3600)
    controller.match = match
    app.settings = Settings(animation="normal")  # the draw waits while the trick is cleared away
    table = app.push(TableScene(app, controller))
    hand = len(controller.observation().hand)
    app.step(1 / 60)
    shown = {b.label for b in table.controls.buttons}
    assert table.panel.label(Action("DRAW")) not in shown
    if controller.observation().scores[0] == 0:
        assert table.panel.label(Action("CLAIM")) not in shown
    settle(app, table, until=lambda: len(controller.observation().hand) == hand + 1)  # nobody clicked


def test_a_claim_never_lands_under_the_pointer_nor_on_a_number_key(app):
    table = table_at(app, "schnapsen", viewer_may("MARRIAGE"))
    marriage = next(b for b in table.controls.buttons if b.label.startswith(table.panel.label(Action("MARRIAGE", arg="H"))[:5]))
    pressed = marriage.rect.copy()
    click(app, pressed.center)
    settle(app, table)
    claim = next((b for b in table.controls.buttons if b.label == table.panel.label(Action("CLAIM"))), None)
    assert claim is not None  # a marriage gives points: the claim is offered now
    assert not claim.rect.colliderect(pressed)
    assert claim.key == "" and claim.danger


def test_a_claim_below_66_asks_once_and_no_leaves_the_deal_as_it_was(app):
    table = table_at(app, "schnapsen", viewer_may("CLAIM", points=lambda own: 0 < own < 66))
    before = table.source.match.state
    claim = next(b for b in table.controls.buttons if b.label == table.panel.label(Action("CLAIM")))
    click(app, claim.rect.center)
    question = app.top
    assert isinstance(question, Dialog) and str(table.obs.scores[0]) in " ".join(question.lines)
    press(app, pygame.K_RETURN)  # Enter is the safe answer: no
    assert app.top is table and table.source.match.state is before
    click(app, claim.rect.center)
    click(app, app.top.buttons[1].rect.center)  # yes: the claim is made (and fails below 66)
    settle(app, table, until=lambda: isinstance(app.top, Summary))
    assert not table.source.match.deal_running


# ---- finding 3 and 5: readable tricks, the last trick in view during the next trick --------------
@pytest.mark.parametrize("seats_n", [2, 3, 4])
def test_every_card_in_the_trick_is_upright_or_tilted_at_most_15_degrees(seats_n):
    layout = TableLayout((1024, 600), seats_n, 0)
    for seat in range(seats_n):
        assert abs(((layout.trick_pose(seat).angle + 180) % 360) - 180) <= 15


def test_the_last_trick_can_be_looked_at_while_the_next_trick_is_played(app):
    def next_trick_begun(rules, match) -> bool:
        obs = rules.observation(match.state, 0) if match.deal_running else None
        return obs is not None and obs.turn == 0 and bool(obs.trick) and len(obs.tricks) >= 1
    table = table_at(app, "skat", next_trick_begun)
    assert table.model.trick  # cards of the new trick lie on the table
    press(app, pygame.K_l)
    assert table.controls.peek
    with recording.recording() as rec:
        table.draw(app.screen)
    shown = [e for e in rec.elements if e.kind == "card" and rec.elements[e.parent].name == "last trick cards"]
    assert len(shown) == len(table.obs.tricks[-1][1])
    assert rec.overlaps() == []


def test_schnapsens_panel_shows_the_card_actually_turned_up(app, monkeypatch):
    table = table_at(app, "schnapsen", viewer_may(PLAY))
    drawn = []
    monkeypatch.setattr(table.painter, "draw", lambda surface, card, pose, **_: drawn.append(card))
    table.panel.draw(app.screen, table.layout.panel, table.view())
    assert drawn == [table.obs.turnup]


# ---- finding 12: arrow keys stay in the hand and skip what may not be played -----------------------
def test_left_and_right_walk_only_over_the_cards_that_may_be_played(app):
    def must_follow(rules, match) -> bool:
        obs = rules.observation(match.state, 0) if match.deal_running else None
        if obs is None or obs.turn != 0 or not obs.trick:
            return False
        playable = {a.card for a in obs.legal if a.kind == PLAY}
        return 1 < len(playable) < len(obs.hand)
    table = table_at(app, "skat", must_follow)
    press(app, pygame.K_DOWN)
    visited = set()
    for _ in range(12):
        focused = table.pointer.focused()
        assert focused is not None and table.is_legal(focused)  # never an illegal card, never a button
        visited.add(focused.token.card)
        press(app, pygame.K_RIGHT)
    assert visited == {a.card for a in table.legal if a.kind == PLAY}


# ---- the plates: beside each hand, with the role, the seat to act marked -----------------------------
def test_every_plate_sits_beside_its_hand_and_names_the_seat_to_act(app):
    table = table_at(app, "schafkopf", viewer_may(PLAY))
    table.drawing.layer.invalidate()  # the resting cards are painted (and recorded) afresh
    with recording.recording() as rec:
        table.draw(app.screen)
    plates = {e.name: e for e in rec.elements if e.name.startswith("plate ")}
    assert len(plates) == 4
    for seat in range(4):
        hand = [e.box for e in rec.elements if e.fan == f"hand {seat}"]
        plate = plates[f"plate {seat}"].box
        assert hand and not any(plate.colliderect(h) for h in hand)
        union = hand[0].unionall(hand[1:])
        gap = max(union.left - plate.right, plate.left - union.right, union.top - plate.bottom, plate.top - union.bottom)
        assert gap < table.layout.card_h  # beside it, not across the table
    inside = [e.name for e in rec.elements if e.parent is not None and rec.elements[e.parent].name == "plate 0"]
    assert any("to play" in words for words in inside)


# ---- finding 11: Skat — the cards from the skat marked, the skat put away still to be seen ---------
def test_the_skat_cards_are_marked_in_the_hand_and_the_skat_put_away_stays_in_view(app):
    from cardtable.ui.widgets import GOLD

    table = table_at(app, "skat", viewer_may("DISCARD"))
    picked = set(table.obs.picked_up)
    assert len(picked) == 2 and picked <= set(table.obs.hand)
    table.draw(app.screen)
    for sprite in table.hand_sprites():
        rect = table.painter.hit_rect(sprite.pose)
        top = app.screen.get_at((rect.centerx, rect.top - 5))[:3]
        assert (tuple(top) == GOLD) == (sprite.token.card in picked)
    while any(a.kind == "DISCARD" for a in table.legal):
        table.act(next(a for a in table.legal if a.kind == "DISCARD"))
        settle(app, table)
    put_away = table.obs.discards
    assert len(put_away) == 2 and table.panel.marked_cards(table.obs) == frozenset()
    rows = dict(table.panel.lines(table.view()))
    from cardtable.i18n.cards import card_name
    assert rows[tr("skat.your_skat")] == ", ".join(card_name(c) for c in put_away)


def test_schafkopfs_auction_is_shown_seat_by_seat_while_it_runs(app):
    def bidding_under_way(rules, match) -> bool:
        obs = rules.observation(match.state, 0) if match.deal_running else None
        return obs is not None and obs.contract is None and len(obs.announcements) >= 2
    table = table_at(app, "schafkopf", bidding_under_way)
    rows = table.panel.lines(table.view())
    shown = [(name, word) for name, word in rows if name in table.names]
    assert shown == [(table.names[seat], table.panel.auction_word(Action.parse(act))) for seat, act in table.obs.announcements]


# ---- finding 5: the viewer's running card points are in view -------------------------------------
@pytest.mark.parametrize("game", ["skat", "schafkopf", "coiffeur", "hindersche"])
def test_the_panel_shows_the_card_points_of_the_tricks_the_viewer_took(app, game):
    from cardtable.ui.gallery.situations import _your_turn

    def took_points(rules, match) -> bool:
        if not _your_turn(rules, match):
            return False
        obs = rules.observation(match.state, 0)
        if game == "skat" and (obs.declarer == 0 or obs.declaration.type == "N"):
            return False  # the skat counts for the declarer, a Null game has no card points (test_skat_table)
        card_points = rules.trick_rules(obs).points
        return any(w == 0 and sum(card_points(c) for _, c in t) > 0 for w, t in obs.tricks)

    table = table_at(app, game, took_points)
    obs = table.obs
    card_points = table.rules.trick_rules(obs).points
    mine = sum(card_points(c) for w, t in obs.tricks if w == 0 for _, c in t)
    with recording.recording() as rec:
        table.drawing.layer.invalidate()
        table.draw(app.screen)
    words = [e.name for e in rec.texts()]
    label = tr("panel.points_of", name=table.names[0])
    assert label in words and str(mine) in words[words.index(label):][:3]


@pytest.mark.parametrize("show, seen", [("hidden", 0), ("own", 1), ("both", 2)])
def test_schnapsens_running_points_follow_its_show_points_rule(app, show, seen):
    table = table_at(app, "schnapsen", viewer_may(PLAY))
    table.rules.variants = type(table.rules)({"show_points": show}).variants
    rows = [label for label, _ in table.panel.lines(table.view())]
    assert sum(label.startswith(tr("schnapsen.points_of", name="").strip()) for label in rows) == seen


# ---- the visual pass: a deal summary counts the scores up -----------------------------------------
@pytest.mark.parametrize("reduced", [False, True])
def test_the_deal_summary_counts_the_new_score_up_unless_motion_is_reduced(app, reduced):
    from cardtable.ui.scenes.dialogs import COUNT_SECONDS

    app.apply_settings(dataclasses.replace(app.settings, reduced_motion=reduced), save=False)
    open_table(app, "skat", Situation("deal_summary", lambda rules, match: False))  # the summary as it opens
    summary = app.top
    assert isinstance(summary, Summary) and summary.tally is not None
    before, after = summary.tally.before, summary.tally.after
    assert before != after
    gained = next(s for s in range(3) if after[s] != before[s])

    def shown() -> list[str]:
        with recording.recording() as rec:
            summary.draw(app.screen)
        return [e.name for e in rec.texts()]

    first = shown()
    app.step(COUNT_SECONDS / 4)
    quarter = summary.shown_scores()[gained]
    if reduced:
        assert quarter == after[gained] and f"{after[gained] - before[gained]:+g}" in first
    else:
        assert min(before[gained], after[gained]) < quarter < max(before[gained], after[gained])
        assert f"{after[gained] - before[gained]:+g}" not in first  # the change slides in later
    for _ in range(40):
        app.step(COUNT_SECONDS / 20)
    assert summary.shown_scores() == [float(a) for a in after]
    assert f"{summary.tally.names[gained]} {after[gained]:g}" in shown()


# ---- finding 8: at large windows the action buttons' words grow, never shrink -----------------------
def test_the_action_buttons_words_grow_with_the_window(app):
    table = table_at(app, "schnapsen", viewer_may(PLAY))
    heights = []
    for size in ((1280, 800), (1920, 1080), (2560, 1440)):
        app.resize_window(size)
        settle(app, table)
        labels = {b.label for b in [*table.controls.buttons, *table.controls.extra]}
        with recording.recording() as rec:
            table.draw(app.screen)
        heights.append(min(e.px for e in rec.texts() if e.name in labels))
    assert heights[0] <= heights[1] < heights[2]


# ---- the visual pass: a panel row that has no room is left out, never cut in half -----------------
def test_no_panel_row_is_cut_at_the_foot_of_a_crowded_panel():
    from cardtable.ui.app import App

    app = App((1024, 600), Settings(animation="instant", ui_scale=200))
    try:
        table = table_at(app, "skat", viewer_may(PLAY))
        bottom = table.view().bottom
        assert len(table.panel.lines(table.view())) > 8  # more rows than a 200 % panel at 1024×600 holds
        with recording.recording() as rec:
            table.drawing.layer.invalidate()
            table.draw(app.screen)
        panel = next(i for i, e in enumerate(rec.elements) if e.name == "panel")
        rows = [e for e in rec.texts() if e.parent == panel]
        assert rows and all(max(y for _, y in e.corners) < bottom for e in rows)
    finally:
        for scene in reversed(app.scenes):
            scene.closed()
        pygame.display.quit()
