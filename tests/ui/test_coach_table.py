"""The coach, the bidding help and par at the table: a hovered card shows the expert's word
in the prompt's place, the help opens on B with lines on the hand, the deal summary's par
line fills in once the expert has played the deal, and the coach setting decides."""

from __future__ import annotations

import time

import pygame
from table_helpers import new_table, settle

from cardtable import games
from cardtable.i18n import tr
from cardtable.session.bidhelp import bidding_help
from cardtable.session.controller import MatchController, Seat
from cardtable.storage import Settings
from cardtable.ui.bidhelp import BiddingHelp
from cardtable.ui.coach import Coach, coach_wanted
from cardtable.ui.hotseat import HotSeat
from cardtable.ui.par import par_line, signed
from cardtable.ui.scenes.dialogs import Summary
from cardtable.ui.scenes.handoff import HandOff
from cardtable.ui.table.scene import TableScene


def _wait(app, done, seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "not in time"
        app.step(1 / 60)
        time.sleep(0.002)


def test_a_hovered_card_shows_the_coachs_word_instead_of_the_prompt(app):
    table = new_table(app)
    settle(app, table)
    coach = table.addon(Coach)
    coach.enabled = True
    _wait(app, lambda: bool(coach.current()))
    advice = coach.current()
    assert sum(v.best for v in advice.values()) >= 1 and set(advice) == {a for a in table.legal if a.kind == "PLAY"}
    sprite = next(s for s in table.hand_sprites() if s.token.card in {a.card for a in advice})
    table.pointer.hover = sprite
    assert coach.own_bands and coach.hovered() is advice[next(a for a in advice if a.card == sprite.token.card)]
    app.step(1 / 60)  # drawn without the prompt under it


def test_bidding_help_shows_on_b_in_the_panels_place_fills_in_and_hides_on_b(app):
    table = new_table(app)
    settle(app, table)
    press_b = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0, unicode="b")
    app.handle(press_b)
    help_ = table.addon(BiddingHelp)
    assert app.top is table and help_.shown() and help_.own_panel  # beside the table, no dialog
    _wait(app, help_.ready)
    assert help_.lines()[-1].startswith(tr("bidhelp.expert_does", action="").split(":")[0])
    assert help_.rect().colliderect(table.layout.panel) and not help_.rect().colliderect(table.layout.band)
    app.handle(press_b)
    assert not help_.shown()


def test_the_summary_shows_par_when_it_is_found(app):
    rules = games.get("schnapsen")({})
    controller = MatchController(rules, [Seat("You"), Seat("Anna", "easy")], seed=3, think_delay=0)
    table = app.push(TableScene(app, controller))
    for _ in range(400):
        settle(app, table, until=lambda: isinstance(app.top, Summary) or (table.synced and bool(table.legal)))
        if isinstance(app.top, Summary):
            break
        table.act(table.legal[0], confirmed=True)
    summary = app.top
    assert isinstance(summary, Summary) and tr("par.working") in summary.lines  # the summary did not wait
    _wait(app, lambda: tr("par.working") not in summary.lines)
    found = controller.pars()[0]
    assert par_line(table.names[0], found.played, found.score) in summary.lines


def test_signed_numbers_and_the_coach_setting():
    assert (signed(36), signed(-12), signed(0), signed(1.5)) == ("+36", "\u221212", "±0", "+1.5")
    assert coach_wanted("on", "skat", ["Eva"]) and not coach_wanted("off", "skat", ["Eva"])
    assert coach_wanted("auto", "skat", ["Eva"])  # nobody has played five deals yet
    assert Settings().coach == "auto"


def test_at_a_hot_seat_table_the_help_never_shows_lines_on_another_humans_hand(app):
    """Two humans at Skat, the help on, through several hand-offs and deals: whenever it shows
    lines they are those on the hand of the human the table is handed to now, and while the
    table is veiled (the computers act first) it shows nothing."""
    rules = games.get("skat")()
    seats = [Seat("Eva"), Seat("Anna", "easy"), Seat("Otto")]
    table = app.push(TableScene(app, MatchController(rules, seats, seed=2, think_delay=0)))
    help_, hot = table.addon(BiddingHelp), table.addon(HotSeat)
    help_.show()
    checked: set[tuple[int, int]] = set()  # (viewer, source version) whose lines were compared
    end = time.monotonic() + 60
    while len({viewer for viewer, _ in checked}) < 2 or len(checked) < 6:
        assert time.monotonic() < end, "not in time"
        app.step(1 / 60)
        top = app.top
        if isinstance(top, HandOff):
            top.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(5, 5)))
        elif top is not table:
            top.buttons[0].on_click()  # a deal summary: on to the next deal
        elif hot.veiled:
            assert not help_.shown()
        elif help_.shown() and help_.ready() and (table.viewer, table.source.version) not in checked:
            checked.add((table.viewer, table.source.version))
            assert help_.lines() == bidding_help(rules, table.obs, table.source.code, app.settings.theme)
            if table.synced and not table.animating and table.legal:
                table.act(table.legal[-1], confirmed=True)  # pass: the deals stay short
        elif table.synced and not table.animating and table.legal and not help_.shown():
            table.act(table.legal[-1], confirmed=True)
        time.sleep(0.001)
