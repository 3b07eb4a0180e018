"""Schafkopf at the table through mouse input alone: the announcement round, the called ace,
Kontra, the partner's reveal, an illegal card snapping back, a whole deal and the tally."""

from __future__ import annotations

import random

from table_helpers import button, card_sprite, click, drag_card, labels, settle

from cardtable.engine.actions import PLAY, Action
from cardtable.engine.cards import Card, deck
from cardtable.games.schafkopf import Schafkopf
from cardtable.games.schafkopf.cards import callable_suits
from cardtable.games.schafkopf.rules import BID, CALL, PARTNER_REVEALED, PASS, deal_order
from cardtable.session.controller import MatchController, Seat
from cardtable.ui.scenes.dialogs import Summary
from cardtable.ui.scenes.grid_dialogs import SheetDialog
from cardtable.ui.table.scene import TableScene


def shuffled(seed: int) -> list[Card]:
    cards = deck(32)
    random.Random(seed).shuffle(cards)
    return cards


def schafkopf_table(app, seed: int = 5, fixed: list[tuple[int, Action]] | None = None, dealer: int = 0) -> TableScene:
    """Seat 0 human, three easy computers; ``fixed``: deal ``shuffled(seed)`` with ``dealer``
    (seat 0, the default, speaks last) and apply these actions first."""
    rules = Schafkopf()
    seats = [Seat("You"), Seat("Anna", "easy"), Seat("Bert", "easy"), Seat("Cleo", "easy")]
    controller = MatchController(rules, seats, seed=seed, think_delay=0)
    if fixed is not None:
        match = controller.match
        match.deals = 1
        match.state, _ = rules.deal_from(shuffled(seed), dealer, match.record)
        for seat, action in fixed:
            match.apply(seat, action)
    return app.push(TableScene(app, controller))


def seed_where(test) -> int:
    return seed_where_dealt(0, test)


def seed_where_dealt(dealer: int, test) -> int:
    return next(seed for seed in range(200) if test(deal_order(dealer, shuffled(seed))))


def test_the_announcement_offers_exactly_the_legal_games_and_the_callable_aces(app):
    seed = seed_where(lambda hands: len(callable_suits(hands[0])) >= 1)
    others_pass = [(1, Action(PASS)), (2, Action(PASS)), (3, Action(PASS))]
    table = schafkopf_table(app, seed, others_pass)
    settle(app, table)
    legal = table.source.legal(0)
    assert {b.label for b in table.controls.buttons} == labels(table, legal)
    assert "Announce a game" in table.prompt()
    click(app, button(table, table.panel.label(Action(BID, arg="sauspiel"))).rect.center)
    settle(app, table)
    hand = table.source.match.state.hands[0]
    assert [b.label for b in table.controls.buttons] == [table.panel.label(Action(CALL, arg=s)) for s in callable_suits(hand)]
    assert "Call an ace" in table.prompt()
    click(app, table.controls.buttons[0].rect.center)
    settle(app, table, until=lambda: table.source.match.state.phase != "DECLARE")
    assert table.source.match.state.contract.called_suit == callable_suits(hand)[0]
    assert table.panel.seat_note(table.view(), 0) == "declarer"
    assert table.desyncs == 0


def test_a_duel_names_the_challenger_and_its_game_and_the_whole_auction_stays_in_the_panel(app):
    """You (forehand) announce a Sauspiel, Anna passes, Bert goes over it: the prompt names
    Bert and his game, never you; after three more rounds of the duel every word is still listed."""
    seed = seed_where_dealt(3, lambda hands: len(callable_suits(hands[0])) >= 1)
    bid = lambda game: Action(BID, arg=game)  # noqa: E731
    fixed = [(0, bid("sauspiel")), (1, Action(PASS)), (2, bid("wenz"))]
    table = schafkopf_table(app, seed, fixed, dealer=3)
    settle(app, table)
    assert table.prompt() == "Bert wants a Wenz over your Sauspiel: as high or higher, or pass"
    assert table.panel.seat_note(table.view(), 2) == "Wenz"
    fixed += [(0, bid("wenz")), (2, bid("solo")), (0, bid("solo")), (2, bid("wenz_tout"))]
    table = schafkopf_table(app, seed, fixed, dealer=3)
    settle(app, table)
    assert table.prompt().startswith("Bert wants a Wenz Tout over your Solo")
    rows = table.panel.lines(table.view())
    auction = [row for row in rows if row[0] in table.names]
    assert auction == [("You", "Sauspiel"), ("Anna", "Pass (weiter)"), ("Bert", "Wenz"), ("You", "Wenz"),
                       ("Bert", "Solo"), ("You", "Solo"), ("Bert", "Wenz Tout")]


def test_kontra_is_offered_to_a_defender_in_its_window(app):
    def anna_calls_an_ace_the_human_lacks(hands) -> bool:
        return any(Card(s, "A") not in hands[0] for s in callable_suits(hands[1]))

    seed = seed_where(anna_calls_an_ace_the_human_lacks)
    hands = deal_order(0, shuffled(seed))
    suit = next(s for s in callable_suits(hands[1]) if Card(s, "A") not in hands[0])
    fixed = [(1, Action(BID, arg="sauspiel")), (2, Action(PASS)), (3, Action(PASS)), (0, Action(PASS)),
             (1, Action(CALL, arg=suit)), (2, Action(PASS)), (3, Action(PASS))]
    table = schafkopf_table(app, seed, fixed)
    settle(app, table)
    assert [b.label for b in table.controls.buttons] == ["Kontra", "Pass (weiter)"]
    assert table.prompt().startswith("Kontra?")
    click(app, button(table, "Kontra").rect.center)
    settle(app, table, until=lambda: table.source.match.state.phase not in ("KONTRA",) and not table.animating)
    assert table.source.match.state.kontra_by == 0
    assert "Kontra" in table.panel.seat_note(table.view(), 0)
    assert table.desyncs == 0


def test_a_full_deal_through_ui_input_alone_with_the_partner_revealed(app):
    table = schafkopf_table(app, seed=seed_where(lambda hands: len(callable_suits(hands[0])) >= 1),
                            fixed=[(1, Action(PASS)), (2, Action(PASS)), (3, Action(PASS))])
    seen: list[str] = []
    shown = table.panel.event_text
    table.panel.event_text = lambda e, names: (seen.append(e.kind), shown(e, names))[1]
    rng = random.Random(4)
    snapped_back = False
    for _ in range(200):
        settle(app, table, timeout=20)
        if isinstance(app.top, Summary):
            break
        legal = table.legal
        plays = [a.card for a in legal if a.kind == PLAY]
        illegal = [s.token.card for s in table.hand_sprites() if plays and s.token.card not in plays]
        if illegal and not snapped_back:  # an illegal card glides home and the reason is shown
            home = card_sprite(table, illegal[0]).target
            drag_card(app, table, illegal[0])
            assert table.message and table.message_left > 0
            settle(app, table)
            assert card_sprite(table, illegal[0]).pose.close_to(home)
            snapped_back = True
        elif plays:
            drag_card(app, table, rng.choice(plays))
        else:  # the human announces the Sauspiel, calls an ace, passes in the Kontra/Re windows
            wanted = [b for b in table.controls.buttons if b.label in ("Play a Sauspiel",) or b.label.startswith("Call")]
            click(app, (wanted or [b for b in table.controls.buttons if "weiter" in b.label] or table.controls.buttons)[0].rect.center)
    summary = app.top
    assert isinstance(summary, Summary) and snapped_back
    state = table.source.match.state
    assert state.contract.declarer == 0 and state.partner != 0
    assert PARTNER_REVEALED in seen
    assert any(line.startswith("Value: base") for line in summary.lines)
    assert any(line.startswith("Tally:") for line in summary.lines)
    assert table.desyncs == 0
    click(app, summary.buttons[0].rect.center)
    click(app, table.controls.side[0].rect.center)
    tally = app.top
    assert isinstance(tally, SheetDialog)
    totals = table.source.match.record.totals
    assert sum(totals) == 0 and len(tally.rows) == 1
    assert tally.footer[-4:] == [f"+{t}" if t > 0 else f"−{-t}" if t < 0 else "0" for t in totals]
