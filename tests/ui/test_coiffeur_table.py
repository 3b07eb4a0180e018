"""Coiffeur at the table through mouse input alone: the contract choice, the play-type dialog,
a whole deal, the score board's numbers, an illegal card snapping back."""

from __future__ import annotations

import random

import pygame
from table_helpers import click, drag_card, settle

from cardtable.engine.actions import PLAY, Action
from cardtable.games.coiffeur import Coiffeur, scoring
from cardtable.games.coiffeur.rules import DECLARE
from cardtable.i18n.reasons import reason as translated
from cardtable.session.controller import MatchController, Seat
from cardtable.ui.scenes.coiffeur_board import ScoreBoardScene
from cardtable.ui.scenes.coiffeur_dialogs import PlayTypeDialog
from cardtable.ui.scenes.dialogs import Summary
from cardtable.ui.table.scene import TableScene

PLAYED_BY_SEAT_0 = ("trump_S", "obenabe", "joker2")


def coiffeur_table(app, variants=None, seats=3, seed=3, board=None, level="easy") -> TableScene:
    """Seat 0 human; dealer the last seat, so seat 0 bids first (rules §7.4)."""
    rules = Coiffeur({"first_dealer": str(seats - 1), **(variants or {})}, seats)
    names = [Seat("You"), *(Seat(n, level) for n in ("Anna", "Bert", "Clara")[: seats - 1])]
    controller = MatchController(rules, names, seed=seed, think_delay=0)
    if board is not None:
        controller.match.record.board = board
    return app.push(TableScene(app, controller))


def board_with(rules: Coiffeur, owner: int, contracts) -> object:
    board = scoring.new_board(rules.mode)
    for c in contracts:
        scoring.row(board, c).values[owner] = 80
    return board


def test_the_contract_choice_offers_exactly_the_open_contracts(app):
    rules = Coiffeur({"first_dealer": "2"})
    table = coiffeur_table(app, board=board_with(rules, 0, PLAYED_BY_SEAT_0))
    settle(app, table)
    panel = table.panel
    open_ = list(scoring.open_contracts(table.source.match.record.board, 0))
    assert not set(open_) & set(PLAYED_BY_SEAT_0)
    labels = [b.label.removesuffix(" …") for b in table.controls.buttons]
    assert labels == [panel.contract_words(c) for c in open_] + ["Pass (schieben)"]
    assert "pass" in table.prompt()

    joker = next(b for b in table.controls.buttons if b.label.startswith("Joker 1"))
    click(app, joker.rect.center)
    dialog = app.top
    assert isinstance(dialog, PlayTypeDialog)
    legal = [a for a in table.legal if a.kind == DECLARE and a.arg.startswith("joker1/")]
    assert len(dialog.buttons) == len(legal) + 1  # and "Back"
    click(app, dialog.buttons[-1].rect.center)  # back to the table, nothing declared
    assert app.top is table and table.source.match.state.declaration is None

    slalom = next(b for b in table.controls.buttons if b.label.startswith("Slalom"))
    click(app, slalom.rect.center)
    assert [b.label for b in app.top.buttons] == ["Obenabe", "Undenufe", "Back"]
    click(app, app.top.buttons[1].rect.center)
    d = table.source.match.state.declaration
    assert (d.contract, d.play.start) == ("slalom", "undenufe")


def test_an_illegal_card_snaps_back_with_the_reason(app):
    table = coiffeur_table(app, seed=8)
    settle(app, table)
    click(app, next(b for b in table.controls.buttons if b.label == "Obenabe").rect.center)
    while True:  # the human leads trick 1; wait for a trick where following suit matters
        settle(app, table)
        legal = {a.card for a in table.legal if a.kind == PLAY}
        illegal = [c for c in table.source.observation().hand if c not in legal]
        if illegal:
            break
        drag_card(app, table, sorted(legal)[0])
    card = illegal[0]
    drag_card(app, table, card)
    settle(app, table)
    reason = translated(table.source.why_illegal(0, Action(PLAY, card)))
    assert table.message.lower().startswith(reason.lower()[:20]) and table.message_left > 0
    assert card in [s.token.card for s in table.hand_sprites()]


def play_deal_by_mouse(app, table: TableScene, rng: random.Random) -> None:
    """The human answers every decision with the mouse until the deal's summary shows."""
    while not isinstance(app.top, Summary):
        settle(app, table, timeout=30)
        if isinstance(app.top, PlayTypeDialog):
            click(app, rng.choice(app.top.buttons[:-1]).rect.center)
            continue
        if isinstance(app.top, Summary):
            break
        plays = [a.card for a in table.legal if a.kind == PLAY]
        if plays:
            drag_card(app, table, rng.choice(plays))
        else:
            click(app, rng.choice(table.controls.buttons).rect.center)


def board_numbers(scene: ScoreBoardScene) -> list[list[str]]:
    return [[text for text, _, _ in cells] for _, cells, _ in scene.cells()]


def test_a_full_deal_and_the_score_board(app):
    table = coiffeur_table(app, seed=21)
    play_deal_by_mouse(app, table, random.Random(4))
    summary = app.top
    record = table.source.match.record
    line = record.sheet[-1]
    assert str(line.value) in summary.headline or "Match" in summary.headline
    assert any("row" in line or "Match" in line for line in summary.lines)
    click(app, summary.buttons[0].rect.center)  # next deal
    settle(app, table)
    click(app, table.controls.side[0].rect.center)
    board = app.top
    assert isinstance(board, ScoreBoardScene)
    numbers = board_numbers(board)
    row = [r.contract for r in record.board.rows].index(line.contract)
    assert numbers[row][line.declarer] == str(line.value)
    assert sum(1 for cells in numbers[:-2] for text in cells if text) == 1  # one contract played
    assert numbers[-1] == [f"{t:+d}" for t in scoring.totals(record.board)]
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE))
    assert app.top is table and table.desyncs == 0


def test_four_player_partnership_deal_and_seating(app):
    table = coiffeur_table(app, {"mode": "4p_partnership"}, seats=4, seed=5)
    assert [table.layout.side(s) for s in range(4)] == ["bottom", "right", "top", "left"]  # counter-clockwise
    play_deal_by_mouse(app, table, random.Random(9))
    record = table.source.match.record
    line = record.sheet[-1]
    score = scoring.row(record.board, line.contract).scores[line.declarer % 2]
    assert any(f"= {score}" in line for line in app.top.lines)
    assert table.desyncs == 0
