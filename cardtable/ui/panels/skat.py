"""Skat's panel: the bidding ladder, the skat, the declaration dialog, the value explained.

The buttons are built from the legal actions of the moment: one "Bid <next value>" button
(higher values behind "Higher…"), "Hold"/"Pass" for the responder, "Take the skat" or
"Play hand…", and the declaration grid. Discards are dragged back to the skat (or clicked).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from ...engine import events as ev
from ...engine.actions import Action
from ...engine.events import Event
from ...games.skat.bidding import BID, HOLD, PASS
from ...games.skat.declaration import DECLARE, GAME_WORDS, declaration_label, parse_declaration
from ...games.skat.observation import SkatObservation
from ...games.skat.rules import DISCARDED, OUVERT_REVEALED, SKAT_REVEALED, SKAT_TAKEN, TAKE_SKAT, card_name
from ...games.skat.scoring import BASE
from ...games.skat.state import (
    BIDDING, DECLARE as DECLARE_PHASE, DISCARD as DISCARD_PHASE, F_LAST, GAME, MF_ANSWER, R_ANSWER, RAMSCH,
    SKAT_CHOICE, Declaration, GameResult, SkatRecord,
)
from ..layout import TableLayout
from ..scenes.grid_dialogs import ChoiceGrid, SheetDialog
from ..table_model import StockView, TableModel
from ..widgets import GOLD, blit_text
from . import ButtonSpec, GamePanel, PanelView, says

if TYPE_CHECKING:
    from ..scenes.table import TableScene

POSITIONS = ("forehand", "middlehand", "rearhand")
LEVEL_WORDS = ("", "schneider", "schwarz", "ouvert")  # the grid's columns of a hand game
LADDER_SHOWN = 15  # bid values offered behind "Higher…"


def skat_count(obs: SkatObservation) -> int:
    """Cards face down in the skat: whatever is in no hand, trick or pile."""
    return 32 - sum(obs.hand_sizes) - len(obs.trick) - 3 * len(obs.tricks)


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


class SkatPanel(GamePanel):
    def stock(self, obs: SkatObservation) -> StockView:
        return StockView(skat_count(obs))

    # ---- cards that move for Skat's own events --------------------------------------------
    def move_cards(self, model: TableModel, e: Event) -> bool:
        if e.kind == SKAT_TAKEN:
            for i in range(len(e.cards) or e.data.get("hidden", 0)):
                token = model.stock.pop() if model.stock else model.new()
                token.card = e.cards[i] if e.cards else None
                model.hands[e.seat].append(token)
        elif e.kind == DISCARDED:
            hand = model.hands[e.seat]
            token = next((t for t in hand if e.cards and t.card == e.cards[0]), None) or next(
                (t for t in reversed(hand) if t.card is None), hand[-1])
            hand.remove(token)
            token.card = None  # face down in the skat
            model.stock.append(token)
        elif e.kind == OUVERT_REVEALED:  # the declarer's cards lie face up (§8.5)
            for token, card in zip(model.hands[e.seat], e.cards):
                token.card = card
            model.hands[e.seat].sort(key=lambda t: t.card)
        elif e.kind != SKAT_REVEALED:  # the summary names the skat; the cards stay where they are
            return False
        return True

    def draw_table(self, surface: pygame.Surface, layout: TableLayout, view: PanelView) -> None:
        """While the declarer discards, the skat's empty places are outlined: drop cards there."""
        obs: SkatObservation = view.obs
        if obs.phase != DISCARD_PHASE or obs.seat != obs.declarer:
            return
        for index in range(skat_count(obs), 2):
            pose = layout.stock_pose(index)
            rect = pygame.Rect(0, 0, layout.card_w * pose.scale, layout.card_h * pose.scale)
            rect.center = (round(pose.x), round(pose.y))
            pygame.draw.rect(surface, GOLD, rect, width=3, border_radius=max(4, rect.width // 12))
        blit_text(surface, "skat", 22, GOLD, midtop=(round(layout.stock[0]), round(layout.stock[1] + layout.card_h * 0.45)))

    # ---- words ------------------------------------------------------------------------------
    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        action = Action.parse(e.data["action"]) if e.kind == ev.ANNOUNCED and "action" in e.data else None
        if action is not None and e.seat is not None:
            name = names[e.seat]
            if action.kind == BID:
                return f"{name}: {action.arg}"
            if action.kind == HOLD:
                return f"{name}: yes"
            if action.kind == PASS:
                return f"{says(name, 'pass')}"
            if action.kind == DECLARE:
                return f"{says(name, 'play')} {e.data['label']}"
        if e.kind == SKAT_TAKEN:
            return f"{says(names[e.seat], 'take')} the skat"
        if e.kind == OUVERT_REVEALED:
            return f"{says(names[e.seat], 'lay')} the cards open"
        if action is not None:
            return e.data.get("label")
        return super().event_text(e, names)

    def prompt(self, obs: SkatObservation, names: Sequence[str], legal: Sequence[Action]) -> str | None:
        if obs.turn != obs.seat or not legal:
            return None
        if obs.phase == BIDDING:
            if obs.auction in (MF_ANSWER, R_ANSWER):
                bidder = next(c.seat for c in reversed(obs.calls) if c.call == "bid")
                return f"{names[bidder]} bids {obs.highest}: hold or pass?"
            if obs.auction == F_LAST:
                return "Both others passed: play at 18 or pass (the cards are thrown in)"
            return f"Bid {min(int(a.arg) for a in legal if a.kind == BID)} or pass"
        if obs.phase == SKAT_CHOICE:
            return f"You play at {obs.bid}: take the skat or play hand"
        if obs.phase == DISCARD_PHASE:
            left = len(obs.hand) - 10
            return f"Choose {'two cards' if left == 2 else 'one more card'} for the skat: drag to the skat or click"
        if obs.phase == DECLARE_PHASE:
            return f"Declare your game (bid {obs.bid})"
        return None

    # ---- buttons ------------------------------------------------------------------------------
    def action_buttons(self, table: "TableScene", legal: Sequence[Action]) -> list[ButtonSpec]:
        obs: SkatObservation = table.obs
        bids = sorted((a for a in legal if a.kind == BID), key=lambda a: int(a.arg))
        specs: list[ButtonSpec] = []
        if bids and obs.auction == F_LAST:
            specs.append(("Play at 18", lambda: table.act(bids[0])))
        elif bids:
            specs.append((f"Bid {bids[0].arg}", lambda: table.act(bids[0])))
            if len(bids) > 1:
                specs.append(("Higher…", lambda: self.open_ladder(table, bids[1:])))
        if Action(HOLD) in legal:
            specs.append((f"Hold {obs.highest}", lambda: table.act(Action(HOLD))))
        declarations = [a for a in legal if a.kind == DECLARE]
        if Action(TAKE_SKAT) in legal:
            specs.append(("Take the skat", lambda: table.act(Action(TAKE_SKAT))))
            specs.append(("Play hand…", lambda: self.open_declaration(table, declarations)))
        elif declarations:
            specs.append(("Declare…", lambda: self.open_declaration(table, declarations)))
        if Action(PASS) in legal:
            specs.append(("Pass", lambda: table.act(Action(PASS))))
        handled = {BID, HOLD, PASS, DECLARE, TAKE_SKAT, "DISCARD", "PLAY"}
        return specs + [s for s in super().action_buttons(table, [a for a in legal if a.kind not in handled])]

    def open_ladder(self, table: "TableScene", bids: Sequence[Action]) -> None:
        shown = bids[:LADDER_SHOWN]
        rows = [("", [(a.arg, lambda a=a: table.act(a)) for a in shown[i:i + 5]]) for i in range(0, len(shown), 5)]
        table.app.push(ChoiceGrid(table.app, "Bid higher", rows, note="The next values on the ladder"))

    def open_declaration(self, table: "TableScene", declarations: Sequence[Action]) -> None:
        """One row per game type, one column per announcement: exactly the legal declarations."""
        rows = []
        for t, word in GAME_WORDS.items():
            choices = [(a, parse_declaration(a.arg)) for a in declarations if parse_declaration(a.arg).type == t]
            if not choices:
                continue
            label = f"{word.capitalize()} ({BASE[t]})" if t in BASE else word.capitalize()
            rows.append((label, [(self.grid_label(d), lambda a=a: table.act(a)) for a, d in choices]))
        hand = any(parse_declaration(a.arg).hand for a in declarations)
        note = f"Hand game at bid {table.obs.bid}" if hand else f"With the skat, bid {table.obs.bid}"
        table.app.push(ChoiceGrid(table.app, "Declare your game", rows, note=note))

    @staticmethod
    def grid_label(d: Declaration) -> str:
        """The grid's column: the highest announcement, or "Hand", or "Play" with the skat."""
        return "Ouvert" if d.ouvert else "Schwarz" if d.schwarz else "Schneider" if d.schneider else "Hand" if d.hand else "Play"

    def side_buttons(self, table: "TableScene") -> list[ButtonSpec]:
        return [("Score sheet", lambda: self.open_sheet(table))]

    def open_sheet(self, table: "TableScene") -> None:
        record: SkatRecord = table.controller.match.record
        names = table.names
        rows = []
        for line in record.sheet:
            result = "thrown in" if line.kind == "thrown_in" else "" if line.won is None else "won" if line.won else "lost"
            cells = [str(line.deal), line.game or "—", names[line.declarer] if line.declarer is not None else "",
                     str(line.bid or ""), result]
            rows.append(cells + [f"{signed(d)}  {t}" if d else "" for d, t in zip(line.scores, line.totals)])
        header = ["#", "Game", "Declarer", "Bid", "Result", *names]
        footer = ["", "Total", "", "", "", *(str(t) for t in record.totals)]
        title = f"Score sheet · {record.deals} of {self.rules.variants.series_length} deals"
        table.app.push(SheetDialog(table.app, title, header, rows, footer))

    # ---- the panel --------------------------------------------------------------------------
    def seat_note(self, view: PanelView, seat: int) -> str | None:
        obs: SkatObservation = view.obs
        if obs.declarer is not None:
            return "declarer" if seat == obs.declarer else None
        return POSITIONS[obs.positions.index(seat)] if obs.phase == BIDDING else None

    def lines(self, view: PanelView) -> list[tuple[str, str]]:
        obs: SkatObservation = view.obs
        names = view.names
        rows = [("Deal", f"{obs.deal_no} of {obs.series_length}")]
        if obs.phase == BIDDING:
            said = next((c for c in reversed(obs.calls) if c.call == "bid"), None)
            held = next((c for c in reversed(obs.calls) if c.call == "hold" and said and c.value == said.value), None)
            rows.append(("Bid", f"{said.value} by {names[said.seat]}" if said else "nothing yet"))
            if held:
                rows.append(("Held by", names[held.seat]))
            for call in obs.calls[-3:]:
                word = {"bid": str(call.value), "hold": "yes", "pass": "pass", "play": f"plays at {call.value}"}[call.call]
                rows.append((names[call.seat], word))
        elif obs.declarer is not None:
            rows += [("Declarer", names[obs.declarer]), ("Bid", str(obs.bid))]
            if obs.declaration is not None:
                rows.append(("Game", declaration_label(obs.declaration)))
            rows.append(("Skat", "taken" if obs.skat_taken else "hand game" if obs.declaration else "not taken yet"))
        if obs.bock:
            rows.append(("Bock", "scores count double"))
        return rows + super().lines(view)

    # ---- summaries ----------------------------------------------------------------------------
    def deal_summary(self, obs: SkatObservation, record: SkatRecord, names: Sequence[str]) -> tuple[str, list[str]]:
        r = obs.result
        totals = "Score: " + ", ".join(f"{names[s]} {t}" for s, t in enumerate(record.totals))
        skat = "Skat: " + ", ".join(card_name(c) for c in r.skat) if r.skat else ""
        if r.kind == GAME:
            headline, lines = self.game_lines(r.game, names, r.scores)
        elif r.kind == RAMSCH:
            headline, lines = "Ramsch", self.ramsch_lines(r.ramsch, names)
        else:
            headline, lines = "Thrown in", ["All three passed: nobody plays and nobody scores."]
        if r.bock:
            lines.append("A Bock deal: the score counts double.")
        return headline, lines + [line for line in (skat, totals) if line]

    def game_lines(self, g: GameResult, names: Sequence[str], scores: Sequence[int]) -> tuple[str, list[str]]:
        who = names[g.declarer]
        label = declaration_label(g.declaration)
        headline = f"{says(who, 'win' if g.won else 'lose')} {label}"
        lines = [f"{label} at bid {g.bid}" + (" (skat taken)" if g.skat_taken else "") + "."]
        if g.declaration.type != "N":
            lines.append(f"Card points {g.declarer_points} : {g.opponent_points}, tricks {g.declarer_tricks} : {g.opponent_tricks}.")
            lines.append(value_explained(g))
        else:
            lines.append(f"{who} took {g.declarer_tricks} trick{'s' if g.declarer_tricks != 1 else ''}: "
                         f"{'none, as a null game needs' if g.won else 'a null game needs none'}. Value {g.game_value}.")
        if g.overbid:
            lines.append(f"Overbid: {g.game_value} does not reach the bid {g.bid}; the game counts "
                         f"{g.value}, the next multiple of {BASE.get(g.declaration.type, g.value)} at least {g.bid}.")
        score = scores[g.declarer]
        lines.append(f"{who}: {signed(score)}" + ("" if g.won else " (a lost game counts double)")
                     + "".join(f", {names[s]} {signed(v)}" for s, v in enumerate(scores) if s != g.declarer and v))
        return headline, lines

    @staticmethod
    def ramsch_lines(r, names: Sequence[str]) -> list[str]:
        lines = ["Card points: " + ", ".join(f"{names[s]} {p}" for s, p in enumerate(r.points)) + "."]
        if r.durchmarsch is not None:
            return lines + [f"{says(names[r.durchmarsch], 'take')} every trick: Durchmarsch, +120."]
        if r.losers:
            lines.append(" and ".join(names[s] for s in r.losers) + " took the most points and lose them"
                         + (" twice: somebody took no trick (Jungfrau)." if r.jungfrau else "."))
        return lines


def value_explained(g: GameResult) -> str:
    """Matadors + game + hand + schneider … = levels × base = game value (§10.3–§10.5)."""
    d = g.declaration
    extra = g.levels - (g.matadors + 1 + d.hand + d.schneider + d.schwarz + d.ouvert)  # schneider/schwarz made or suffered
    parts = [f"{'with' if g.with_matadors else 'without'} {g.matadors} matador{'s' if g.matadors != 1 else ''}", "game"]
    for flag, word in ((d.hand, "hand"), (extra >= 1, "schneider"), (d.schneider, "schneider announced"),
                       (extra >= 2, "schwarz"), (d.schwarz, "schwarz announced"), (d.ouvert, "ouvert")):
        if flag:
            parts.append(word)
    return f"Value: {', '.join(parts)} = {g.levels} × {BASE[d.type]} = {g.game_value}."


PANEL = SkatPanel
