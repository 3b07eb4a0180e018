"""Skat's panel: the bidding ladder, the skat, the declaration dialog, the value explained.

The buttons are built from the legal actions of the moment: one "Bid <next value>" button
(higher values behind "Higher…"), "Hold"/"Pass" for the responder, "Take the skat" or
"Play hand…", and the declaration grid. Discards are dragged back to the skat (or clicked).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...engine import events as ev
from ...engine.actions import Action
from ...engine.cards import Card
from ...engine.events import Event
from ...games.skat.bidding import (
    BID,
    DECLARE,
    GAME_WORDS,
    HOLD,
    PASS,
    RAMSCH_ID,
    declaration_id,
    parse_declaration,
)
from ...games.skat.observation import SkatObservation
from ...games.skat.rules import DISCARDED, OUVERT_REVEALED, SKAT_REVEALED, SKAT_TAKEN, TAKE_SKAT
from ...games.skat.scoring import BASE
from ...games.skat.state import (
    BIDDING,
    DECLARE as DECLARE_PHASE,
    DISCARD as DISCARD_PHASE,
    F_LAST,
    GAME,
    MF_ANSWER,
    R_ANSWER,
    RAMSCH,
    SKAT_CHOICE,
    Declaration,
    GameResult,
    SkatRecord,
)
from ...i18n import tr
from ...i18n.actions import skat_game
from ...i18n.cards import card_name
from ...i18n.punctuation import aside, join, labelled, listed
from ..layout import TableLayout
from ..scenes.grid_dialogs import ChoiceGrid, SheetDialog
from ..table_model import StockView, TableModel, event_seat
from ..widgets import GOLD, blit_text
from . import ButtonSpec, GamePanel, PanelView, joined, name_of, said, who

if TYPE_CHECKING:
    from ..table.scene import TableScene

POSITIONS = ("forehand", "middlehand", "rearhand")
LADDER_SHOWN = 15  # bid values offered behind "Higher…"


def skat_count(obs: SkatObservation) -> int:
    """Cards face down in the skat: whatever is in no hand, trick or pile."""
    return 32 - sum(obs.hand_sizes) - len(obs.trick) - 3 * len(obs.tricks)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


class SkatPanel(GamePanel[SkatObservation]):
    irreversible = frozenset({"RESIGN", "CLAIM", "DEFENCE_CLAIM"})

    def confirm_question(self, obs: SkatObservation, action: Action) -> str | None:
        return tr("skat.confirm_resign") if action.kind == "RESIGN" else None

    def stock(self, obs: SkatObservation) -> StockView:
        return StockView(skat_count(obs))

    # ---- cards that move for Skat's own events --------------------------------------------
    def move_cards(self, model: TableModel, e: Event) -> bool:
        if e.kind == SKAT_TAKEN:
            for i in range(len(e.cards) or e.data.get("hidden", 0)):
                token = model.stock.pop() if model.stock else model.new()
                token.card = e.cards[i] if e.cards else None
                model.hands[event_seat(e)].append(token)
        elif e.kind == DISCARDED:
            hand = model.hands[event_seat(e)]
            token = next((t for t in hand if e.cards and t.card == e.cards[0]), None) or next(
                (t for t in reversed(hand) if t.card is None), hand[-1])
            hand.remove(token)
            token.card = None  # face down in the skat
            model.stock.append(token)
        elif e.kind == OUVERT_REVEALED:  # the declarer's cards lie face up (§8.5)
            hand = model.hands[event_seat(e)]
            for token, card in zip(hand, e.cards):
                token.card = card
            hand.sort(key=lambda t: t.card.index if t.card else -1)  # all face up now
        elif e.kind != SKAT_REVEALED:  # the summary names the skat; the cards stay where they are
            return False
        return True

    def draw_table(self, surface: pygame.Surface, layout: TableLayout, view: PanelView[SkatObservation]) -> None:
        """While the declarer discards, the skat's empty places are outlined: drop cards there."""
        obs: SkatObservation = view.obs
        if obs.phase != DISCARD_PHASE or obs.seat != obs.declarer:
            return
        for index in range(skat_count(obs), 2):
            pose = layout.stock_pose(index)
            rect = pygame.Rect(0, 0, layout.card_w * pose.scale, layout.card_h * pose.scale)
            rect.center = (round(pose.x), round(pose.y))
            pygame.draw.rect(surface, GOLD, rect, width=3, border_radius=max(4, rect.width // 12))
        blit_text(surface, tr("term.skat"), 22, GOLD, midtop=(round(layout.stock[0]), round(layout.stock[1] + layout.card_h * 0.45)))

    # ---- words ------------------------------------------------------------------------------
    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        action = Action.parse(e.data["action"]) if e.kind == ev.ANNOUNCED and "action" in e.data else None
        if action is not None and e.seat is not None:
            name = who(names, e)
            if action.kind == BID:
                return labelled(name, action.arg)
            if action.kind == HOLD:
                return labelled(name, tr('skat.yes'))
            if action.kind == PASS:
                return said("skat.passes", name)
            if action.kind == DECLARE:
                return said("skat.plays", name, game=skat_game(action.arg or "", self.art.theme))
        if e.kind == SKAT_TAKEN:
            return said("skat.takes_skat", who(names, e))
        if e.kind == OUVERT_REVEALED:
            return said("skat.lays_open", who(names, e))
        if action is not None:
            return self.label(action)
        return super().event_text(e, names)

    def prompt(self, obs: SkatObservation, names: Sequence[str], legal: Sequence[Action]) -> str | None:
        if obs.turn != obs.seat or not legal:
            return None
        if obs.phase == BIDDING:
            if obs.auction in (MF_ANSWER, R_ANSWER):
                bidder = next(c.seat for c in reversed(obs.calls) if c.call == "bid")
                return tr("skat.prompt.answer", name=names[bidder], bid=obs.highest)
            if obs.auction == F_LAST:
                return tr("skat.prompt.forehand_last")
            return tr("skat.prompt.bid", bid=min(int(a.arg or 0) for a in legal if a.kind == BID))
        if obs.phase == SKAT_CHOICE:
            return tr("skat.prompt.skat_choice", bid=obs.bid)
        if obs.phase == DISCARD_PHASE:
            return tr("skat.prompt.discard_two" if len(obs.hand) - 10 == 2 else "skat.prompt.discard_one")
        if obs.phase == DECLARE_PHASE:
            return tr("skat.prompt.declare", bid=obs.bid)
        return None

    # ---- buttons ------------------------------------------------------------------------------
    def action_buttons(self, table: TableScene, legal: Sequence[Action]) -> list[ButtonSpec]:
        obs = table.obs
        assert isinstance(obs, SkatObservation)  # a Skat table shows Skat observations
        bids = sorted((a for a in legal if a.kind == BID), key=lambda a: int(a.arg or 0))
        specs: list[ButtonSpec] = []
        if bids and obs.auction == F_LAST:
            specs.append((tr("skat.button.play_18"), lambda: table.act(bids[0])))
        elif bids:
            specs.append((self.label(bids[0]), lambda: table.act(bids[0])))
            if len(bids) > 1:
                specs.append((tr("skat.button.higher"), lambda: self.open_ladder(table, bids[1:])))
        if Action(HOLD) in legal:
            specs.append((tr("skat.button.hold", bid=obs.highest), lambda: table.act(Action(HOLD))))
        declarations = [a for a in legal if a.kind == DECLARE]
        if Action(TAKE_SKAT) in legal:
            specs.append((self.label(Action(TAKE_SKAT)), lambda: table.act(Action(TAKE_SKAT))))
            specs.append((tr("skat.button.play_hand"), lambda: self.open_declaration(table, declarations)))
        elif declarations:
            specs.append((tr("skat.button.declare"), lambda: self.open_declaration(table, declarations)))
        if Action(PASS) in legal:
            specs.append((self.label(Action(PASS)), lambda: table.act(Action(PASS))))
        handled = {BID, HOLD, PASS, DECLARE, TAKE_SKAT, "DISCARD", "PLAY"}
        return specs + super().action_buttons(table, [a for a in legal if a.kind not in handled])

    def open_ladder(self, table: TableScene, bids: Sequence[Action]) -> None:
        shown = bids[:LADDER_SHOWN]
        rows = [("", [(a.arg or "", partial(table.act, a)) for a in shown[i:i + 5]]) for i in range(0, len(shown), 5)]
        table.app.push(ChoiceGrid(table.app, tr("skat.ladder.title"), rows, note=tr("skat.ladder.note")))

    def open_declaration(self, table: TableScene, declarations: Sequence[Action]) -> None:
        """One row per game type, one column per announcement: exactly the legal declarations."""
        rows = []
        for t, word in GAME_WORDS.items():
            choices = [(a, parse_declaration(a.arg or "")) for a in declarations if parse_declaration(a.arg or "").type == t]
            if not choices:
                continue
            name = skat_game(word, self.art.theme)
            label = aside(name, BASE[t]) if t in BASE else name
            rows.append((label, [(self.grid_label(d), partial(table.act, a)) for a, d in choices]))
        hand = any(parse_declaration(a.arg or "").hand for a in declarations)
        obs = table.obs
        assert isinstance(obs, SkatObservation)  # a Skat table shows Skat observations
        note = tr("skat.declare.note_hand" if hand else "skat.declare.note_skat", bid=obs.bid)
        table.app.push(ChoiceGrid(table.app, tr("skat.declare.title"), rows, note=note))

    @staticmethod
    def grid_label(d: Declaration) -> str:
        """The grid's column: the highest announcement, or "Hand", or "Play" with the skat."""
        word = "ouvert" if d.ouvert else "schwarz" if d.schwarz else "schneider" if d.schneider else "hand" if d.hand else ""
        return tr(f"term.{word}") if word else tr("skat.declare.play")

    def side_buttons(self, table: TableScene) -> list[ButtonSpec]:
        return [(tr("skat.sheet.button"), lambda: self.open_sheet(table))]

    def open_sheet(self, table: TableScene) -> None:
        record: SkatRecord = table.source.record
        names = table.names
        rows = []
        for line in record.sheet:
            result = tr("skat.thrown_in") if line.kind == "thrown_in" else "" if line.won is None else tr(
                "skat.won" if line.won else "skat.lost")
            cells = [str(line.deal), sheet_game(line.game, self.art.theme), name_of(names, line.declarer) if line.declarer is not None else "",
                     str(line.bid or ""), result]
            rows.append(cells + [f"{signed(d)}  {t}" if d else "" for d, t in zip(line.scores, line.totals)])
        header = ["#", tr("skat.game"), tr("skat.declarer"), tr("skat.bid"), tr("skat.result"), *names]
        footer = ["", tr("skat.total"), "", "", "", *(str(t) for t in record.totals)]
        title = tr("skat.sheet.title", deals=record.deals, of=self.rules.variants.series_length)
        table.app.push(SheetDialog(table.app, title, header, rows, footer))

    # ---- the panel --------------------------------------------------------------------------
    def marked_cards(self, obs: SkatObservation) -> frozenset[Card]:
        """The two cards taken up from the skat, marked in the hand until the skat is put away."""
        return frozenset(obs.picked_up) if obs.phase in (DISCARD_PHASE, DECLARE_PHASE) and not obs.discards else frozenset()

    def seat_note(self, view: PanelView[SkatObservation], seat: int) -> str | None:
        obs: SkatObservation = view.obs
        if obs.declarer is not None:
            return tr("term.declarer") if seat == obs.declarer else None
        return tr(f"term.{POSITIONS[obs.positions.index(seat)]}") if obs.phase == BIDDING else None

    def lines(self, view: PanelView[SkatObservation]) -> list[tuple[str, str]]:
        obs: SkatObservation = view.obs
        names = view.names
        rows = [(tr("skat.deal"), tr("skat.n_of", n=obs.deal_no, of=obs.series_length))]
        if obs.phase == BIDDING:
            top = next((c for c in reversed(obs.calls) if c.call == "bid"), None)
            held = next((c for c in reversed(obs.calls) if c.call == "hold" and top and c.value == top.value), None)
            rows.append((tr("skat.bid"), tr("skat.bid_by", bid=top.value, name=names[top.seat]) if top else tr("skat.nothing_yet")))
            if held:
                rows.append((tr("skat.held_by"), names[held.seat]))
            # every seat that has spoken keeps its row, with its latest word (a pass stays in view)
            latest = {call.seat: call for call in obs.calls}
            for seat in (s for s in obs.positions if s in latest):
                call = latest[seat]
                word = str(call.value) if call.call == "bid" else tr(f"skat.call.{call.call}", bid=call.value)
                rows.append((names[seat], word))
        elif obs.declarer is not None:
            rows += [(tr("skat.declarer"), name_of(names, obs.declarer)), (tr("skat.bid"), str(obs.bid))]
            if obs.declaration is not None:
                rows.append((tr("skat.game"), skat_game(declaration_id(obs.declaration), self.art.theme)))
            skat = "skat.taken" if obs.skat_taken else "skat.hand_game" if obs.declaration else "skat.not_taken"
            if obs.discards:  # the declarer's own skat, put away: always there to look at
                rows.append((tr("skat.your_skat"), join(card_name(c, self.art.theme) for c in obs.discards)))
            else:
                rows.append((tr("term.skat"), tr(skat)))
        if obs.bock:
            rows.append((tr("term.bock"), tr("skat.bock_double")))
        return rows + super().lines(view)

    def points_row(self, view: PanelView[SkatObservation]) -> list[tuple[str, str]]:
        """The viewer's card points as the summary counts them: the skat is the declarer's
        (§5.3; in Ramsch the last trick's taker's); a skat not seen yet (a hand game) is named,
        not counted. A Null game has no card points: none are shown."""
        obs: SkatObservation = view.obs
        if obs.declaration is not None and obs.declaration.type == "N":
            return []
        rows = super().points_row(view)
        if not rows:
            return rows
        if obs.declaration is not None:
            owner = obs.declarer
        else:  # Ramsch: the skat goes with the tenth trick
            owner = obs.tricks[-1][0] if len(obs.tricks) == 10 else None
        if owner != obs.seat:
            return rows
        (label, points), = rows
        tricks = self.rules.trick_rules(obs)
        assert tricks is not None  # a row was made: the game is known
        if obs.discards:
            return [(label, str(int(points) + sum(tricks.points(c) for c in obs.discards)))]
        return [(label, tr("skat.points_and_skat", points=points))]

    # ---- summaries ----------------------------------------------------------------------------
    def deal_summary(self, obs: SkatObservation, record: SkatRecord, names: Sequence[str]) -> tuple[str, list[str]]:
        r = obs.result
        assert r is not None  # the summary follows a finished deal
        totals = tr("skat.score", scores=listed((names[s], t) for s, t in enumerate(record.totals)))
        skat = tr("skat.skat_was", cards=join(card_name(c, self.art.theme) for c in r.skat)) if r.skat else ""
        if r.kind == GAME and r.game is not None:
            headline, lines = self.game_lines(r.game, names, r.scores)
        elif r.kind == RAMSCH and r.ramsch is not None:
            headline, lines = tr("term.ramsch"), self.ramsch_lines(r.ramsch, names)
        else:
            headline, lines = tr("skat.thrown_in_title"), [tr("skat.all_passed")]
        if r.bock:
            lines.append(tr("skat.bock_deal"))
        return headline, lines + [line for line in (skat, totals) if line]

    def game_lines(self, g: GameResult, names: Sequence[str], scores: Sequence[int]) -> tuple[str, list[str]]:
        who = names[g.declarer]
        label = skat_game(declaration_id(g.declaration), self.art.theme)
        headline = said("skat.wins_game" if g.won else "skat.loses_game", who, game=label)
        lines = [tr("skat.at_bid_taken" if g.skat_taken else "skat.at_bid", game=label, bid=g.bid)]
        if g.declaration.type != "N":
            lines.append(tr("skat.card_points", mine=g.declarer_points, theirs=g.opponent_points,
                            tricks=g.declarer_tricks, their_tricks=g.opponent_tricks))
            lines.append(self.value_explained(g))
        else:
            lines.append(said("skat.null_won" if g.won else "skat.null_lost", who, n=g.declarer_tricks, value=g.game_value))
        if g.overbid:
            lines.append(tr("skat.overbid", value=g.game_value, bid=g.bid, counts=g.value,
                            base=BASE.get(g.declaration.type, g.value)))
        others = [(names[s], signed(v)) for s, v in enumerate(scores) if s != g.declarer and v]
        lines.append(tr("skat.scored" if g.won else "skat.scored_lost", name=who, score=signed(scores[g.declarer]),
                        others=tr("text.list") + listed(others) if others else ""))
        return headline, lines

    @staticmethod
    def ramsch_lines(r, names: Sequence[str]) -> list[str]:
        lines = [tr("skat.ramsch_points", points=listed((names[s], p) for s, p in enumerate(r.points)))]
        if r.durchmarsch is not None:
            return lines + [said("skat.durchmarsch", name_of(names, r.durchmarsch))]
        if r.losers:
            key = "skat.ramsch_losers_jungfrau" if r.jungfrau else "skat.ramsch_losers"
            lines.append(said(key, joined(names[s] for s in r.losers), plural=len(r.losers) > 1))
        return lines

    def value_explained(self, g: GameResult) -> str:
        """Matadors + game + hand + schneider … = levels × base = game value (§10.3–§10.5)."""
        d = g.declaration
        assert g.levels is not None and g.matadors is not None  # a suit or grand game
        extra = g.levels - (g.matadors + 1 + d.hand + d.schneider + d.schwarz + d.ouvert)  # schneider/schwarz made or suffered
        parts = [tr("skat.with_matadors" if g.with_matadors else "skat.without_matadors", n=g.matadors), tr("skat.game_level")]
        for flag, key in ((d.hand, "term.hand"), (extra >= 1, "term.schneider"), (d.schneider, "skat.schneider_announced"),
                          (extra >= 2, "term.schwarz"), (d.schwarz, "skat.schwarz_announced"), (d.ouvert, "term.ouvert")):
            if flag:
                parts.append(tr(key))
        return tr("skat.value", parts=join(parts), levels=g.levels, base=BASE[d.type], value=g.game_value)


def sheet_game(game: str, theme: str) -> str:
    """The score sheet's game column: the record keeps a declaration id ("clubs+hand") or
    "ramsch" (a save from before ids keeps its old label)."""
    if game == RAMSCH_ID:
        return tr("term.ramsch")
    try:
        parse_declaration(game)
    except ValueError:
        return game or "—"
    return skat_game(game, theme)


PANEL = SkatPanel
