"""Coiffeur's panel: the declaration and trick direction, the contract choice (grouped by
contract, play types in a dialog), the score board button, and deal results in Jass terms.

Play runs counter-clockwise (rules §2.4). The board itself is drawn by ``scenes/coiffeur_board``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ...engine import events as ev
from ...engine.actions import PLAY, Action
from ...engine.events import Event
from ...games.coiffeur import scoring
from ...games.coiffeur.bidding import JOKERS, MODE_3P, MODE_4P_TEAMS, owner_count, parse_declaration
from ...games.coiffeur.cards import GUSTAV, SLALOM, TRUMP, PlayType
from ...games.coiffeur.observation import CoiffeurObservation
from ...games.coiffeur.rules import DEAL_RESULT, DECLARE, PASS, Coiffeur
from ...games.coiffeur.state import MATCH, REVERSE_MATCH
from ...i18n import tr
from ...i18n.actions import coiffeur_contract, coiffeur_play
from ...i18n.punctuation import labelled, listed
from ..scenes.coiffeur_board import MatchRowLine, ScoreBoardScene
from ..scenes.coiffeur_dialogs import PlayTypeDialog
from ..widgets import GOLD, INK, INK_DIM, label_sizes, line_height, wrap
from . import ButtonSpec, GamePanel, PanelView, joined, name_of, panel_words, said, who

if TYPE_CHECKING:
    from ..table.scene import TableScene


class CoiffeurPanel(GamePanel[CoiffeurObservation]):
    counter_clockwise = True
    rules: Coiffeur

    # ---- words ---------------------------------------------------------------------------
    def contract_words(self, contract: str) -> str:
        return coiffeur_contract(contract, self.art.theme)

    def play_words(self, pt: PlayType) -> str:
        text = f"trump_{pt.trump}" if pt.kind == TRUMP else f"{pt.kind}/{pt.start}" if pt.start else pt.kind
        return coiffeur_play(text, self.art.theme)

    def declaration_words(self, arg: str) -> str:
        """``joker1/obenabe`` → "Joker 1 as Obenabe"; ``slalom/undenufe`` → "Slalom, starting Undenufe"."""
        d = parse_declaration(arg, 0)
        if d.contract in JOKERS:
            return tr("coiffeur.joker_as", joker=self.contract_words(d.contract), play=self.play_words(d.play))
        return self.play_words(d.play)

    def owner_names(self, mode: str, names: Sequence[str]) -> list[str]:
        """Column heads of the board: players, or the two partnerships."""
        if mode == MODE_4P_TEAMS:
            return [joined((names[o], names[o + 2])) for o in range(2)]
        return list(names)

    # ---- hooks -----------------------------------------------------------------------------
    def action_buttons(self, table: TableScene, legal: Sequence[Action]) -> list[ButtonSpec]:
        """Pass, and one button per open contract; a contract with several play types asks
        for it in a dialog made of exactly the legal declarations."""
        specs: list[ButtonSpec] = []
        by_contract: dict[str, list[Action]] = {}
        for a in legal:
            if a.kind == DECLARE:
                by_contract.setdefault((a.arg or "").partition("/")[0], []).append(a)
        for contract, actions in by_contract.items():
            if len(actions) == 1:
                specs.append((self.contract_words(contract), partial(table.act, actions[0])))
            else:
                specs.append((self.contract_words(contract) + " …", partial(self._ask_play, table, contract, actions)))
        if Action(PASS) in legal:
            specs.append((self.label(Action(PASS)), lambda: table.act(Action(PASS))))
        return specs

    def _ask_play(self, table: TableScene, contract: str, actions: list[Action]) -> None:
        table.app.push(PlayTypeDialog(table.app, self, contract, actions, table.act))

    def side_buttons(self, table: TableScene) -> list[ButtonSpec]:
        return [(tr("coiffeur.board"), lambda: self.open_board(table))]

    def open_board(self, table: TableScene) -> None:
        obs = table.obs if isinstance(table.obs, CoiffeurObservation) else None
        table.app.push(ScoreBoardScene(table.app, self, table.source.record, table.names, obs))

    def prompt(self, obs: CoiffeurObservation, names: Sequence[str], legal: Sequence[Action]) -> str | None:
        if obs.phase == "BIDDING":
            if obs.turn != obs.seat:
                return tr("coiffeur.prompt.chooses", name=name_of(names, obs.turn))
            return tr("coiffeur.prompt.choose_or_pass" if obs.may_pass else "coiffeur.prompt.must_declare")
        if obs.turn != obs.seat or not any(a.kind == PLAY for a in legal):
            return None
        lead = tr("table.your_lead") if not obs.trick else tr("table.your_turn")
        return tr("coiffeur.prompt.play", lead=lead, rule=self.trick_rule(obs))

    def trick_rule(self, obs: CoiffeurObservation) -> str:
        """What decides the current trick: the trump suit or the direction."""
        assert obs.declaration is not None  # asked during play
        pt = obs.declaration.play
        if pt.kind == TRUMP:
            return self.play_words(pt)
        return tr(f"term.{obs.direction or pt.kind}")

    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        action = e.data.get("action", "")
        if e.kind == ev.ANNOUNCED and action == PASS:
            return said("coiffeur.passes", who(names, e))
        if e.kind == ev.ANNOUNCED and action.startswith(DECLARE):
            key = "coiffeur.declares_forced" if e.data.get("forced") else "coiffeur.declares"
            return tr(key, name=who(names, e), play=self.declaration_words(action.partition(":")[2]))
        if e.kind == DEAL_RESULT:
            return self._result_words(e.data["outcome"], e.data["value"], who(names, e))
        return super().event_text(e, names)

    def _result_words(self, outcome: str, value: int, declarer: str) -> str:
        if outcome == MATCH:
            return tr("coiffeur.result.match", name=declarer, value=value)
        if outcome == REVERSE_MATCH:
            return tr("coiffeur.result.reverse", name=declarer)
        return tr("coiffeur.result.points", name=declarer, value=value)

    def event_pause(self, e: Event) -> float:
        return 1.0 if e.kind == DEAL_RESULT else 0.0

    # ---- the side panel --------------------------------------------------------------------
    def score_caption(self) -> str:
        return tr("coiffeur.caption_3p" if self.rules.mode == MODE_3P else "coiffeur.caption_4p")

    def scores(self, view: PanelView[CoiffeurObservation]) -> list[tuple[str, str]]:
        totals = scoring.totals(view.record.board)
        return [(name, f"{t:+d}" if self.rules.mode == MODE_3P else str(t))
                for name, t in zip(self.owner_names(self.rules.mode, view.names), totals)]

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect, view: PanelView[CoiffeurObservation], y: int) -> int:
        obs = view.obs
        if obs.declaration is None:
            return y
        small, pad = max(18, rect.width // 13), max(12, rect.width // 16)
        d, x, width = obs.declaration, rect.left + pad, rect.width - 2 * pad
        bottom = rect.bottom if view.bottom is None else view.bottom
        y = panel_words(surface, (x, y), (said("coiffeur.plays_forced" if d.forced else "coiffeur.plays", view.names[d.seat]), small, INK_DIM), width, bottom)
        # what decides the tricks is never left out nor cut: smaller words before a line too many
        words, sizes = self.declaration_words(d.arg), label_sizes(small + 4)
        size = next((n for n in sizes if len(wrap(words, n, width)) * line_height(n) <= bottom - y), sizes[-1])
        y = panel_words(surface, (x, y), (words, size, GOLD), width, bottom) + 4
        if obs.direction and obs.declaration.play.kind in (SLALOM, GUSTAV):
            direction = tr("coiffeur.trick_direction", n=obs.trick_number, direction=tr(f"term.{obs.direction}"))
            y = panel_words(surface, (x, y), (direction, small, INK), width, bottom)
        return y + pad // 2

    def lines(self, view: PanelView[CoiffeurObservation]) -> list[tuple[str, str]]:
        obs, names = view.obs, view.names
        rows = [(tr("table.dealer"), name_of(names, obs.dealer))]
        if obs.declaration is not None:
            declarers = [p for p in range(obs.seat_count) if obs.owners[p] == obs.owners[obs.declaration.seat]]
            won = sum(obs.tricks_won[p] for p in declarers)
            rows.append((tr("coiffeur.declarer_tricks"), tr("skat.n_of", n=won, of=self.rules.tricks)))
        mine = obs.open_contracts[obs.owners[obs.seat]] if obs.open_contracts else ()
        rows.append((tr("coiffeur.contracts_left"), str(len(mine))))
        return rows + self.points_row(view)

    # ---- summaries ------------------------------------------------------------------------
    def deal_summary(self, obs: CoiffeurObservation, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        r, declared = obs.result, obs.declaration
        assert r is not None and declared is not None  # the summary follows a finished deal
        side = joined(names[p] for p in r.side)
        contract = self.contract_words(r.contract)
        played = self.declaration_words(declared.arg)
        took = tr("coiffeur.took", side=side, n=r.side_tricks, of=self.rules.tricks, points=r.side_points, play=played)
        lines = [took + tr("coiffeur.took_forced" if declared.forced else "coiffeur.took_end")]
        if r.outcome == MATCH:
            lines.append(tr("coiffeur.match_line", value=r.value))
        elif r.outcome == REVERSE_MATCH:
            lines.append(tr("coiffeur.reverse_line"))
        else:
            lines.append(tr("coiffeur.written", value=r.value, contract=contract))
        if r.score is not None:
            row = scoring.row(record.board, r.contract)
            how = f"{r.value} × {row.factor}" if self.rules.variants.four_player_scoring == "raw" else f"{r.value // 10} × {row.factor}"
            lines.append(tr("coiffeur.contract_score", how=how, score=r.score))
        else:
            lines += self._marks_words(record.board, r, names)
        totals = scoring.totals(record.board)
        signs = "+d" if self.rules.mode == MODE_3P else "d"
        lines.append(tr("coiffeur.standing", scores=listed((n, format(t, signs)) for n, t in zip(self.owner_names(self.rules.mode, names), totals))))
        headline = labelled(name_of(names, r.declarer), f"{contract} " + (tr("coiffeur.match_bang") if r.outcome == MATCH else f"{r.value}"))
        return headline, lines

    def _marks_words(self, board: Any, r: Any, names: Sequence[str]) -> list[str]:
        """3p: the Match row marks and a row ranked by this deal."""
        out = []
        if r.outcome in (MATCH, REVERSE_MATCH):
            key = "coiffeur.match_row_match" if r.outcome == MATCH else "coiffeur.match_row_reverse"
            out.append(tr(key, name=name_of(names, r.declarer)))
        row = scoring.row(board, r.contract)
        if row.order:
            out.append(tr("coiffeur.row_complete", contract=self.contract_words(r.contract), first=names[row.order[0]],
                          last=names[row.order[-1]], n=row.factor))
            for draw in row.draws:
                out.append(tr("coiffeur.tie_draw", cards=listed((names[s], c) for s, c in zip(draw.seats, draw.cards))))
        return out

    def match_summary(self, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        owners = self.owner_names(self.rules.mode, names)
        totals = scoring.totals(record.board)
        best = max(totals)
        winners = [n for n, t in zip(owners, totals) if t == best]
        lines = []
        for place, (name, total) in enumerate(sorted(zip(owners, totals), key=lambda x: -x[1]), 1):
            shown = f"{total:+d}" if self.rules.mode == MODE_3P else str(total)
            lines.append(f"{place}. " + labelled(name, shown))
        if self.rules.mode == MODE_3P:
            strokes, circles = scoring.match_row(record.board)
            lines.append(MatchRowLine(tr("coiffeur.match_row"), list(zip(owners, strokes, circles))))
        lines.append(tr("coiffeur.board_complete", deals=len(record.sheet), n=owner_count(self.rules.mode) * len(record.board.rows)))
        many = len(winners) > 1 or self.rules.mode == MODE_4P_TEAMS
        return said("coiffeur.wins_game", joined(winners), plural=many), lines


PANEL = CoiffeurPanel
