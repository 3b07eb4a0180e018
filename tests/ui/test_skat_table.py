"""Skat at the table through mouse input alone: the bidding ladder, the skat pick-up and the
discard by drag (or click), the declaration grid, an illegal card snapping back, a whole deal."""

from __future__ import annotations

import random

from table_helpers import button, card_sprite, click, drag, drag_card, settle

from cardtable.engine.actions import PLAY, Action
from cardtable.games.skat import Skat
from cardtable.games.skat.bidding import BID, DECLARE, HOLD, PASS, declaration_id, parse_declaration
from cardtable.games.skat.cards import DECK, POINTS as SKAT_POINTS, effective_suit, legal_moves
from cardtable.games.skat.rules import DISCARD, TAKE_SKAT
from cardtable.games.skat.state import DECLARE as DECLARE_PHASE, DISCARD as DISCARD_PHASE, PLAY as PLAY_PHASE
from cardtable.i18n.actions import skat_game
from cardtable.session.controller import MatchController, Seat
from cardtable.ui.panels import PanelView
from cardtable.ui.panels.skat import SkatPanel
from cardtable.ui.scenes.dialogs import Summary
from cardtable.ui.scenes.grid_dialogs import ChoiceGrid, SheetDialog
from cardtable.ui.table.scene import TableScene


def skat_table(app, seed: int = 4, fixed: list[tuple[int, Action]] | None = None, dealer: int = 2) -> TableScene:
    """Seat 0 human, two easy computers; ``fixed``: a known deal with these actions applied first."""
    rules = Skat()
    controller = MatchController(rules, [Seat("You"), Seat("Anna", "easy"), Seat("Bert", "easy")], seed=seed, think_delay=0)
    if fixed is not None:
        cards = list(DECK)
        random.Random(seed).shuffle(cards)
        match = controller.match
        match.deals = 1
        match.state = rules.deal_from(cards, dealer)
        for seat, action in fixed:
            match.apply(seat, action)
    return app.push(TableScene(app, controller))


# Dealer seat 2: the human (seat 0) is forehand; both others pass, so the human may play at 18.
OTHERS_PASS = [(1, Action(PASS)), (2, Action(PASS))]


def grab(table: TableScene, card) -> tuple[float, float]:
    """A point on the card's uncovered left part (twelve cards in hand overlap a lot)."""
    pose = card_sprite(table, card).pose
    return pose.x - table.layout.card_w * 0.35, pose.y


def skat_place(table: TableScene) -> tuple[float, float]:
    pose = table.layout.stock_pose(0)
    return pose.x, pose.y


def test_bidding_offers_the_next_ladder_value_and_higher_values_in_a_grid(app):
    table = skat_table(app, fixed=[])  # middlehand (seat 1) bids first: the computer
    settle(app, table)
    obs = table.source.observation()
    if any(a.kind == BID for a in obs.legal):  # the human bids: the next value, "Higher…", "Pass"
        values = sorted(int(a.arg) for a in obs.legal if a.kind == BID)
        assert [b.label for b in table.controls.buttons][:2] == [f"Bid {values[0]}", "Higher…"]
        click(app, button(table, "Higher…").rect.center)
        grid = app.top
        assert isinstance(grid, ChoiceGrid)
        assert [b.label for b in grid.buttons[:-1]] == [str(v) for v in values[1:16]]
        click(app, grid.button(str(values[2])).rect.center)
        settle(app, table)
        assert table.source.match.state.highest == values[2]
    else:  # the human answers: hold at the bid value, or pass
        assert [b.label for b in table.controls.buttons] == [f"Hold {obs.highest}", "Pass"]
        assert "hold or pass" in table.prompt()


def test_play_at_18_take_the_skat_discard_by_drag_and_declare_from_the_legal_grid(app):
    table = skat_table(app, fixed=OTHERS_PASS)
    settle(app, table)
    assert [b.label for b in table.controls.buttons] == ["Play at 18", "Pass"]
    click(app, button(table, "Play at 18").rect.center)
    settle(app, table)
    assert [b.label for b in table.controls.buttons] == ["Take the skat", "Play hand…"]

    click(app, button(table, "Play hand…").rect.center)  # the hand grid: every legal hand game
    grid = app.top
    hand_games = [a for a in table.source.legal(0) if a.kind == DECLARE]
    assert isinstance(grid, ChoiceGrid) and len(grid.buttons) - 1 == len(hand_games)
    click(app, grid.cancel.rect.center)
    assert app.top is table

    click(app, button(table, "Take the skat").rect.center)
    settle(app, table)
    state = table.source.match.state
    assert state.phase == DISCARD_PHASE and len(table.hand_sprites()) == 12
    assert "two cards for the skat" in table.prompt()
    first, second = sorted(state.hands[0])[:2]
    drag(app, grab(table, first), skat_place(table))  # drag back to the skat
    settle(app, table)
    click(app, grab(table, second))  # the click alternative
    settle(app, table)
    state = table.source.match.state
    assert state.phase == DECLARE_PHASE and sorted(state.skat) == [first, second]
    assert len(table.hand_sprites()) == 10 and len(table.model.stock) == 2

    click(app, button(table, "Declare…").rect.center)
    grid = app.top
    legal = [a for a in table.source.legal(0) if a.kind == DECLARE]
    assert all(not parse_declaration(a.arg).hand for a in legal)
    assert len(grid.buttons) - 1 == len(legal)  # suits, grand and the nulls that reach the bid
    assert [b.label for b in grid.buttons[:5]] == ["Play"] * 5
    click(app, grid.button("Play", row="Grand").rect.center)
    settle(app, table)
    assert table.source.match.state.declaration == parse_declaration("grand")
    assert table.panel.seat_note(table.view(), 0) == "declarer"
    assert table.desyncs == 0


def lead_the_human_cannot_follow_freely(seed: int) -> tuple[list[tuple[int, Action]], Action] | None:
    """Dealer seat 0: Anna (forehand) plays at 18, takes the skat, declares grand and leads a
    suit the human holds beside other cards; Bert follows. Returns those steps and an illegal card."""
    rules = Skat()
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    state = rules.deal_from(cards, 0)
    steps = [(2, Action(PASS)), (0, Action(PASS)), (1, Action(BID, arg="18")), (1, Action(TAKE_SKAT))]
    for seat, action in steps:
        state, _ = rules.apply(state, seat, action)
    steps += [(1, Action(DISCARD, card=c)) for c in sorted(state.hands[1])[:2]] + [(1, Action(DECLARE, arg="grand"))]
    for seat, action in steps[4:]:
        state, _ = rules.apply(state, seat, action)
    for lead in sorted(state.hands[1]):
        second = legal_moves(state.hands[2], [lead], "G")[0]
        allowed = legal_moves(state.hands[0], [lead, second], "G")
        illegal = [c for c in state.hands[0] if c not in allowed]
        if illegal and effective_suit(lead, "G") != "trump":
            return steps + [(1, Action(PLAY, card=lead)), (2, Action(PLAY, card=second))], Action(PLAY, card=illegal[0])
    return None


def test_an_illegal_card_snaps_back_with_the_reason(app):
    seed, (steps, illegal) = next((s, f) for s in range(4, 60) if (f := lead_the_human_cannot_follow_freely(s)))
    table = skat_table(app, seed=seed, fixed=steps, dealer=0)
    settle(app, table)
    assert table.source.match.state.phase == PLAY_PHASE
    home = card_sprite(table, illegal.card).target
    drag_card(app, table, illegal.card)
    assert "must follow suit" in table.message.lower()
    settle(app, table)
    assert card_sprite(table, illegal.card).pose.close_to(home)
    assert illegal.card in table.source.match.state.hands[0]


def act_by_mouse(app, table: TableScene, rng: random.Random) -> None:
    """One human decision with the mouse: a dialog choice, a discard, a card, or a button."""
    if isinstance(app.top, ChoiceGrid):
        grid = app.top
        click(app, rng.choice(grid.buttons[:-1]).rect.center)
        return
    legal = table.legal
    discards = [a.card for a in legal if a.kind == DISCARD]
    plays = [a.card for a in legal if a.kind == PLAY]
    if discards:
        drag(app, grab(table, rng.choice(discards)), skat_place(table))
    elif plays:
        drag_card(app, table, rng.choice(plays))
    else:
        bidding = [b for b in table.controls.buttons if b.label.startswith(("Bid", "Hold", "Play at"))]
        choice = bidding[0] if bidding and rng.random() < 0.7 else rng.choice(table.controls.buttons)
        click(app, choice.rect.center)


def test_a_full_deal_through_ui_input_alone_and_the_score_sheet(app):
    table = skat_table(app, seed=21)
    rng = random.Random(3)
    for _ in range(200):
        settle(app, table, timeout=20)
        if isinstance(app.top, Summary):
            break
        act_by_mouse(app, table, rng)
    summary = app.top
    assert isinstance(summary, Summary)
    state = table.source.match.state
    assert state.declarer == 0  # this seed and these choices make the human declare (through the grid)
    headline, lines = SkatPanel(table.rules, app.art).deal_summary(table.source.observation(), table.source.match.record, table.names)
    assert (summary.headline, summary.lines[:len(lines)]) == (headline, lines)  # then the deal code (ui.replay), par
    assert summary.lines[len(lines)].endswith(table.source.code)
    if state.result.game is not None and state.result.game.declaration.type != "N":
        game = state.result.game
        value = SkatPanel(table.rules, app.art).value_explained(game)
        assert value in lines and value.endswith(f"= {game.game_value}.")
        assert skat_game(declaration_id(game.declaration), app.art.theme) in headline
    assert table.desyncs == 0
    click(app, summary.buttons[0].rect.center)  # next deal
    click(app, table.controls.side[0].rect.center)
    sheet = app.top
    assert isinstance(sheet, SheetDialog)
    assert sheet.footer[-3:] == [str(t) for t in table.source.match.record.totals]
    assert len(sheet.rows) == 1



# ---- the side panel: the bidding as it went, the card points as the summary counts them ----------
def panel_rows(table: TableScene, obs) -> dict[str, str]:
    return dict(table.panel.lines(PanelView(obs, table.source.match.record, table.names, table.painter)))


def test_every_seat_that_has_bid_keeps_its_row_a_pass_included(app):
    """Anna (middlehand) bids to 20 and passes; Bert (rearhand) goes on to 23 against you:
    Anna's pass is still listed beside Bert's bid and your yes."""
    table = skat_table(app, fixed=[(1, Action(BID, arg="18")), (0, Action(HOLD)), (1, Action(BID, arg="20")),
                                   (0, Action(HOLD)), (1, Action(PASS)), (2, Action(BID, arg="22")),
                                   (0, Action(HOLD)), (2, Action(BID, arg="23"))])
    settle(app, table)
    rows = [row for row in table.panel.lines(table.view()) if row[0] in table.names]
    assert rows == [("You", "yes"), ("Anna", "pass"), ("Bert", "23")]


def play_first_legal(rules: Skat, state, until) -> object:
    while not until(state):
        seat = rules.turn(state)
        state, _ = rules.apply(state, seat, rules.legal_actions(state, seat)[0])
    return state


def declared(game: str, seed: int = 4, hand: bool = False):
    """You (forehand) play at 18 and declare ``game``: with the skat (the two lowest cards put
    away) or from hand."""
    rules = Skat()
    cards = list(DECK)
    random.Random(seed).shuffle(cards)
    state = rules.deal_from(cards, 2)
    for seat, action in [*OTHERS_PASS, (0, Action(BID, arg="18"))] + ([] if hand else [(0, Action(TAKE_SKAT))]):
        state, _ = rules.apply(state, seat, action)
    if not hand:
        for card in sorted(state.hands[0], key=lambda c: -SKAT_POINTS[c.rank])[:2]:  # put away points
            state, _ = rules.apply(state, 0, Action(DISCARD, card=card))
    state, _ = rules.apply(state, 0, Action(DECLARE, arg=game + ("+hand" if hand else "")))
    return rules, state


def test_the_declarers_card_points_count_the_skat_as_the_summary_does(app):
    rules, state = declared("grand")
    table = skat_table(app)
    skat = sum(SKAT_POINTS[c.rank] for c in state.skat)
    assert skat > 0
    state = play_first_legal(rules, state, lambda s: len(s.tricks) == 4)
    obs = rules.observation(state, 0)
    taken = sum(SKAT_POINTS[c.rank] for w, t in obs.tricks if w == 0 for _, c in t)
    assert panel_rows(table, obs)["Card points You"] == str(taken + skat)
    state = play_first_legal(rules, state, lambda s: s.result is not None)
    game = state.result.game
    assert panel_rows(table, rules.observation(state, 0))["Card points You"] == str(game.declarer_points)


def test_a_hand_games_unseen_skat_is_named_not_counted(app):
    rules, state = declared("grand", hand=True)
    table = skat_table(app)
    state = play_first_legal(rules, state, lambda s: len(s.tricks) == 4)
    obs = rules.observation(state, 0)
    taken = sum(SKAT_POINTS[c.rank] for w, t in obs.tricks if w == 0 for _, c in t)
    assert panel_rows(table, obs)["Card points You"] == f"{taken} + skat"


def test_a_null_game_shows_no_card_points(app):
    table = skat_table(app)
    rules, state = declared("null")
    state = play_first_legal(rules, state, lambda s: len(s.tricks) == 1)
    assert not any(label.startswith("Card points") for label in panel_rows(table, rules.observation(state, 0)))
