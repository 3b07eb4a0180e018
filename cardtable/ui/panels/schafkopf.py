"""Schafkopf's panel: the announcement round, Kontra/Re, the partner revealed when the called
ace falls, Laufende and Schneider in the summary, the running zero-sum tally.

The buttons are the legal actions themselves (a game type is offered only when the engine
allows it, the called ace only among the callable ones); this module only words them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from ...engine import events as ev
from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.events import Event
from ...games.schafkopf.cards import (
    BETTEL,
    SAUSPIEL,
    TOUTS,
    Contract,
)
from ...games.schafkopf.observation import SchafkopfObservation
from ...games.schafkopf.rules import (
    BID,
    CALL,
    KNOCK,
    KONTRA_ACT,
    PARTNER_REVEALED,
    PASS,
    RE_ACT,
    TRUMP,
    Schafkopf,
)
from ...games.schafkopf.state import (
    BASE,
    BIDDING,
    DECLARE,
    DOUBLED,
    DUEL_HOLDER,
    FACTOR_TERM,
    KLOPFEN,
    KONTRA,
    LAUFENDE_TERM,
    RAMSCH_DONE,
    RE,
    SCHNEIDER_TERM,
    SCHWARZ_TERM,
    SIE_SHOWN,
    THROWN_IN,
    SchafkopfRecord,
)
from ...i18n import tr
from ...i18n.actions import schafkopf_game
from ...i18n.cards import card_name, suit_name
from ...i18n.punctuation import aside, dotted, join, labelled, listed
from ..art import CardArt
from ..layout import TableLayout
from ..scenes.grid_dialogs import SheetDialog
from . import ButtonSpec, GamePanel, PanelView, fading_ring, joined, name_of, said, who
from .skat import signed

if TYPE_CHECKING:
    from ..table.scene import TableScene

REVEAL_MS = 1800  # the partner's reveal: a gold ring widening around the partner's hand


class SchafkopfPanel(GamePanel[SchafkopfObservation]):
    rules: Schafkopf

    def __init__(self, rules: Schafkopf, art: CardArt) -> None:
        super().__init__(rules, art)
        self.reveal: tuple[int, int] | None = None  # (partner seat, ticks when the ace fell)

    # ---- words ------------------------------------------------------------------------------
    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        if e.kind == PARTNER_REVEALED:
            self.reveal = (e.seat, pygame.time.get_ticks()) if e.seat is not None else None
            return tr("schafkopf.partner_revealed", name=who(names, e), declarer=names[e.data["declarer"]])
        if e.kind != ev.ANNOUNCED or "action" not in e.data:
            return super().event_text(e, names)
        action, name = Action.parse(e.data["action"]), who(names, e)
        kind, theme, arg = action.kind, self.art.theme, action.arg or ""
        if kind == PASS:
            return tr("schafkopf.says_weiter", name=name) if e.data.get("phase") in BIDDING else None
        if kind == BID:
            return labelled(name, schafkopf_game(arg))
        if kind == CALL:
            return said("schafkopf.calls", name, ace=card_name(Card(arg, "A"), theme))
        if kind == TRUMP:
            return tr("schafkopf.trump_named", name=name, suit=suit_name(arg, theme))
        if kind in (KONTRA_ACT, RE_ACT):
            return tr("schafkopf.says_kontra" if kind == KONTRA_ACT else "schafkopf.says_re", name=name)
        return said("schafkopf.knocks", name) if kind == KNOCK else None

    def prompt(self, obs: SchafkopfObservation, names: Sequence[str], legal: Sequence[Action]) -> str | None:
        if obs.turn != obs.seat or not legal:
            return None
        if obs.phase == KLOPFEN:
            return tr("schafkopf.prompt.knock")
        if obs.phase in BIDDING:
            if obs.holder is None:
                return tr("schafkopf.prompt.announce")
            if obs.phase == DUEL_HOLDER:  # a later seat bid over the viewer's game: name that seat and its game
                return tr("schafkopf.prompt.keep", name=name_of(names, obs.challenger), game=schafkopf_game(obs.challenger_game or ""),
                          own=schafkopf_game(obs.holder_game or ""))
            return tr("schafkopf.prompt.higher", name=name_of(names, obs.holder), game=schafkopf_game(obs.holder_game or ""))
        if obs.phase == DECLARE:
            calls = any(a.kind == CALL for a in legal)
            return tr("schafkopf.prompt.call" if calls else "schafkopf.prompt.trump")
        if obs.phase == KONTRA:
            return tr("schafkopf.prompt.kontra" if Action(KONTRA_ACT) in legal else "schafkopf.prompt.kontra_pass")
        if obs.phase == RE:
            return tr("schafkopf.prompt.re" if Action(RE_ACT) in legal else "schafkopf.prompt.re_pass")
        return None

    # ---- the panel --------------------------------------------------------------------------
    def seat_note(self, view: PanelView[SchafkopfObservation], seat: int) -> str | None:
        obs: SchafkopfObservation = view.obs
        notes = []
        if obs.declarer == seat:
            notes.append(tr("schafkopf.declarer_note"))
        elif obs.partner == seat and obs.declarer is not None:
            notes.append(tr("schafkopf.partner_note"))
        elif obs.declarer is None and obs.holder == seat and obs.holder_game:
            notes.append(schafkopf_game(obs.holder_game))
        elif obs.declarer is None and obs.challenger == seat and obs.challenger_game:
            notes.append(schafkopf_game(obs.challenger_game))
        notes += [tr(key) for by, key in ((obs.kontra_by, "term.kontra"), (obs.re_by, "term.re")) if by == seat]
        return dotted(notes) or None

    def lines(self, view: PanelView[SchafkopfObservation]) -> list[tuple[str, str]]:
        obs: SchafkopfObservation = view.obs
        names, record = view.names, view.record
        rows = [(tr("skat.deal"), tr("skat.n_of", n=obs.deal_number, of=4 * self.rules.variants.match_rounds))]
        if obs.contract is not None:
            rows.append((tr("skat.game"), schafkopf_game(obs.contract.type)))
            if obs.contract.called_suit:
                rows.append((tr("schafkopf.called"), card_name(Card(obs.contract.called_suit, "A"), self.art.theme)))
            if obs.declarer is not None:
                rows.append((tr("schafkopf.declarer"), name_of(names, obs.declarer)))
            if obs.contract.type == SAUSPIEL:
                partner = name_of(names, obs.partner) if obs.partner is not None else tr("schafkopf.not_yet_known")
                rows.append((tr("schafkopf.partner"), partner))
        elif obs.holder is not None:
            rows.append((tr("schafkopf.best_bid"), aside(schafkopf_game(obs.holder_game or ''), name_of(names, obs.holder))))
        if obs.multiplier > 1:
            rows.append((tr("schafkopf.doubled"), f"× {obs.multiplier}"))
        if obs.contract is None:  # the whole auction as it went, seat by seat (knocks, bids, passes)
            rows += [(names[seat], self.auction_word(Action.parse(act))) for seat, act in obs.announcements]
        rows += [(tr("table.deal_number", number=len(record.sheet) - i), " ".join(signed(v) for v in line.vector))
                 for i, line in enumerate(reversed(record.sheet[-3:]))]
        return rows + super().lines(view)

    def auction_word(self, action: Action) -> str:
        """What a seat said in the auction: a bid as the game's name ("Wenz", not "Play a Wenz")."""
        return schafkopf_game(action.arg or "") if action.kind == BID else self.label(action)

    def draw_table(self, surface: pygame.Surface, layout: TableLayout, view: PanelView[SchafkopfObservation]) -> None:
        if self.reveal is None:
            return
        seat, start = self.reveal
        t = (pygame.time.get_ticks() - start) / REVEAL_MS
        if t >= 1:
            self.reveal = None
            return
        pose = layout.hand_poses(seat, 1, False)[0]
        fading_ring(surface, (pose.x, pose.y), layout.card_h, t)

    def side_buttons(self, table: TableScene) -> list[ButtonSpec]:
        return [(tr("schafkopf.tally"), lambda: self.open_tally(table))]

    def open_tally(self, table: TableScene) -> None:
        record: SchafkopfRecord = table.source.record
        names = table.names
        rows = []
        for number, line in enumerate(record.sheet, 1):
            who = name_of(names, line.declarer) if line.declarer is not None else ""
            if line.partner is not None:
                who += f" + {name_of(names, line.partner)}"
            result = "" if line.won is None else tr("skat.won" if line.won else "skat.lost")
            game = self.sheet_game(line.game, line.declarer)
            rows.append([str(number), game or (tr("skat.thrown_in") if line.outcome == THROWN_IN else line.outcome), who,
                         result, *(signed(v) for v in line.vector)])
        header = ["#", tr("skat.game"), tr("schafkopf.players"), tr("skat.result"), *names]
        footer = ["", tr("schafkopf.tally_zero"), "", "", *(signed(t) for t in record.totals)]
        table.app.push(SheetDialog(table.app, tr("schafkopf.tally_title", deals=record.deals), header, rows, footer))

    def sheet_game(self, game: str | None, declarer: int | None) -> str | None:
        """A score-sheet game id in words (a save from before ids keeps its old label)."""
        if game is None:
            return None
        try:
            return self.contract_name(Contract.parse(game, declarer))
        except ValueError:
            return game

    def contract_name(self, c: Contract) -> str:
        """"Sauspiel on the Eichel-Sau", "Herz-Solo" in the deck's names."""
        game = schafkopf_game(c.type)
        if c.called_suit:
            return tr("schafkopf.contract.called", game=game, ace=card_name(Card(c.called_suit, "A"), self.art.theme))
        if c.trump_suit:
            return tr("schafkopf.contract.trump", game=game, suit=suit_name(c.trump_suit, self.art.theme))
        return game

    # ---- summaries ----------------------------------------------------------------------------
    def deal_summary(self, obs: SchafkopfObservation, record: SchafkopfRecord, names: Sequence[str]) -> tuple[str, list[str]]:
        r, c = obs.result, obs.contract
        assert r is not None  # the summary follows a finished deal
        tally = tr("schafkopf.tally_line", scores=listed((names[s], signed(t)) for s, t in enumerate(record.totals)))
        paid = tr("schafkopf.this_deal", scores=listed((names[s], signed(v)) for s, v in enumerate(r.vector)))
        if r.outcome == THROWN_IN:
            return tr("skat.thrown_in_title"), [tr("schafkopf.all_passed"), tally]
        if r.outcome == RAMSCH_DONE:
            if r.durchmarsch is not None:
                lines = [said("schafkopf.durchmarsch", name_of(names, r.durchmarsch))]
            else:
                lines = [said("schafkopf.ramsch_losers", joined(names[s] for s in r.losers), plural=len(r.losers) > 1)]
            return tr("term.ramsch"), lines + [paid, tally]
        side = [names[s] for s in r.playing_side]
        team, many = joined(side), len(side) > 1
        if r.outcome == SIE_SHOWN:
            lines = [said("schafkopf.sie_shown", team, plural=many), self.value_line(obs), paid, tally]
            return said("schafkopf.wins_sie", team, plural=many), lines
        assert c is not None  # a deal that was played had a contract
        against = "schafkopf.against_two" if many else "schafkopf.against_all"
        lines = [tr(against, game=self.contract_name(c), team=team)]
        if c.type in TOUTS:
            lines.append(tr("schafkopf.tout_won" if r.won else "schafkopf.tout_lost", n=r.tricks))
        elif c.type == BETTEL:
            lines.append(tr("schafkopf.bettel_won" if r.won else "schafkopf.bettel_lost"))
        else:
            margin = tr("schafkopf.margin", word=tr("term.schwarz" if r.schwarz else "term.schneider")) if r.schneider or r.schwarz else ""
            lines.append(tr("schafkopf.points_won" if r.won else "schafkopf.points_lost", points=r.points, n=r.tricks, margin=margin))
        lines += [self.value_line(obs), paid, tally]
        headline = said("schafkopf.wins_game" if r.won else "schafkopf.loses_game", team, plural=many, game=schafkopf_game(c.type))
        return headline, lines

    def value_line(self, obs: SchafkopfObservation) -> str:
        """V as the game made it up (§12.3): base, schneider/schwarz, Laufende, then the factors."""
        r, c = obs.result, obs.contract
        assert r is not None and c is not None  # a finished deal with a contract
        kind = c.type
        added = {BASE: lambda t: tr("schafkopf.base", n=t.amount),
                 SCHNEIDER_TERM: lambda t: f"{tr('term.schneider')} {t.amount}",
                 SCHWARZ_TERM: lambda t: f"{tr('term.schwarz')} {t.amount}",
                 LAUFENDE_TERM: lambda t: tr("schafkopf.laufende", n=t.count, each=t.amount)}
        text = " + ".join(added[t.kind](t) for t in r.terms if t.kind in added)
        for t in r.terms:
            if t.kind == FACTOR_TERM:
                text += tr("text.list") + aside(f"× {t.amount}", schafkopf_game(kind))
            elif t.kind == DOUBLED:
                why = [tr(key) for by, key in ((obs.kontra_by, "term.kontra"), (obs.re_by, "term.re")) if by is not None]
                why += [tr("schafkopf.knocks_word")] * bool(obs.knocks) + [tr("term.bock")] * bool(obs.bock)
                text += tr("text.list") + aside(f"× {t.amount}", join(why))
        each = tr("schafkopf.each_defender" if kind == SAUSPIEL else "schafkopf.declarer_settles")
        return tr("schafkopf.value", parts=text, value=r.value, each=each)


PANEL = SchafkopfPanel
