"""Schafkopf's panel: the announcement round, Kontra/Re, the partner revealed when the called
ace falls, Laufende and Schneider in the summary, the running zero-sum tally.

The buttons are the legal actions themselves (a game type is offered only when the engine
allows it, the called ace only among the callable ones); this module only words them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import pygame

from ...engine import events as ev
from ...engine.actions import Action
from ...engine.events import Event
from ...games.schafkopf.contract import BETTEL, GAME_NAMES, SAUSPIEL, SIE, SUIT_NAMES, TOUTS
from ...games.schafkopf.observation import SchafkopfObservation
from ...games.schafkopf.rules import (
    BID, CALL, KNOCK, KONTRA_ACT, NO_KNOCK, PARTNER_REVEALED, PASS, RE_ACT, TRUMP,
)
from ...games.schafkopf.scoring import SIE_FACTOR, TOUT_FACTOR
from ...games.schafkopf.state import (
    BIDDING, DECLARE, KLOPFEN, KONTRA, RAMSCH_DONE, RE, SIE_SHOWN, THROWN_IN, DealResult,
    SchafkopfRecord,
)
from ..layout import TableLayout
from ..scenes.grid_dialogs import SheetDialog
from ..widgets import GOLD
from . import ButtonSpec, GamePanel, PanelView, says
from .skat import signed

if TYPE_CHECKING:
    from ..scenes.table import TableScene

REVEAL_MS = 1800  # the partner's reveal: a gold ring widening around the partner's hand


class SchafkopfPanel(GamePanel):
    def __init__(self, rules, art) -> None:
        super().__init__(rules, art)
        self.reveal: tuple[int, int] | None = None  # (partner seat, ticks when the ace fell)

    # ---- words ------------------------------------------------------------------------------
    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        if e.kind == PARTNER_REVEALED:
            self.reveal = (e.seat, pygame.time.get_ticks())
            return f"{names[e.seat]} holds the called ace: {names[e.data['declarer']]}'s partner"
        if e.kind != ev.ANNOUNCED or "action" not in e.data:
            return super().event_text(e, names)
        action, name = Action.parse(e.data["action"]), names[e.seat]
        words = {
            PASS: f"{name}: weiter" if e.data.get("phase") in BIDDING else None,
            BID: f"{name}: {GAME_NAMES.get(action.arg, action.arg)}",
            CALL: f"{says(name, 'call')} the {SUIT_NAMES.get(action.arg, action.arg)}-Sau",
            TRUMP: f"{name}: {SUIT_NAMES.get(action.arg, action.arg)} is trump",
            KONTRA_ACT: f"{name}: Kontra!",
            RE_ACT: f"{name}: Re!",
            KNOCK: f"{says(name, 'knock')}",
            NO_KNOCK: None,
        }
        return words.get(action.kind)

    def prompt(self, obs: SchafkopfObservation, names: Sequence[str], legal: Sequence[Action]) -> str | None:
        if obs.turn != obs.seat or not legal:
            return None
        if obs.phase == KLOPFEN:
            return "Knock to double the deal, or not? (four cards seen)"
        if obs.phase in BIDDING:
            if obs.holder is None:
                return "Announce a game, or pass (weiter)"
            game = GAME_NAMES[obs.holder_game]
            return f"{names[obs.holder]} wants to play a {game}: a higher game, or pass"
        if obs.phase == DECLARE:
            calls = any(a.kind == CALL for a in legal)
            return "Call an ace: whoever holds it is your partner" if calls else "Choose the trump suit"
        if obs.phase == KONTRA:
            if Action(KONTRA_ACT) in legal:
                return "Kontra? (doubles the deal)"
            return "The defenders may say Kontra: you are on the playing side, pass"
        if obs.phase == RE:
            return "Re? (doubles again)" if Action(RE_ACT) in legal else "The playing side may say Re: pass"
        return None

    # ---- the panel --------------------------------------------------------------------------
    def seat_note(self, view: PanelView, seat: int) -> str | None:
        obs: SchafkopfObservation = view.obs
        notes = []
        if obs.declarer == seat:
            notes.append("declarer")
        elif obs.partner == seat and obs.declarer is not None:
            notes.append("partner")
        elif obs.declarer is None and obs.holder == seat and obs.holder_game:
            notes.append(GAME_NAMES[obs.holder_game])
        notes += [word for by, word in ((obs.kontra_by, "Kontra"), (obs.re_by, "Re")) if by == seat]
        return "  ·  ".join(notes) or None

    def lines(self, view: PanelView) -> list[tuple[str, str]]:
        obs: SchafkopfObservation = view.obs
        names, record = view.names, view.record
        rows = [("Deal", f"{obs.deal_number} of {4 * self.rules.variants.match_rounds}")]
        if obs.contract is not None:
            rows.append(("Game", GAME_NAMES[obs.contract.type]))
            if obs.contract.called_suit:
                rows.append(("Called", f"{SUIT_NAMES[obs.contract.called_suit]}-Sau"))
            if obs.declarer is not None:
                rows.append(("Declarer", names[obs.declarer]))
            if obs.contract.type == SAUSPIEL:
                rows.append(("Partner", names[obs.partner] if obs.partner is not None else "not yet known"))
        elif obs.holder is not None:
            rows.append(("Best bid", f"{GAME_NAMES[obs.holder_game]} ({names[obs.holder]})"))
        if obs.multiplier > 1:
            rows.append(("Doubled", f"× {obs.multiplier}"))
        rows += [(f"Deal {len(record.sheet) - i}", " ".join(signed(v) for v in line.vector))
                 for i, line in enumerate(reversed(record.sheet[-3:]))]
        return rows + super().lines(view)

    def draw_table(self, surface: pygame.Surface, layout: TableLayout, view: PanelView) -> None:
        if self.reveal is None:
            return
        seat, start = self.reveal
        t = (pygame.time.get_ticks() - start) / REVEAL_MS
        if t >= 1:
            self.reveal = None
            return
        pose = layout.hand_poses(seat, 1, False)[0]
        radius = round(layout.card_h * (0.5 + 0.7 * t))
        ring = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
        pygame.draw.circle(ring, (*GOLD, round(230 * (1 - t))), ring.get_rect().center, radius, width=6)
        surface.blit(ring, ring.get_rect(center=(round(pose.x), round(pose.y))))

    def side_buttons(self, table: "TableScene") -> list[ButtonSpec]:
        return [("Tally", lambda: self.open_tally(table))]

    def open_tally(self, table: "TableScene") -> None:
        record: SchafkopfRecord = table.controller.match.record
        names = table.names
        rows = []
        for number, line in enumerate(record.sheet, 1):
            who = names[line.declarer] if line.declarer is not None else ""
            if line.partner is not None:
                who += f" + {names[line.partner]}"
            result = "" if line.won is None else "won" if line.won else "lost"
            rows.append([str(number), line.game or ("thrown in" if line.outcome == THROWN_IN else line.outcome), who, result,
                         *(signed(v) for v in line.vector)])
        header = ["#", "Game", "Players", "Result", *names]
        footer = ["", "Tally (sums to zero)", "", "", *(signed(t) for t in record.totals)]
        table.app.push(SheetDialog(table.app, f"Tally · {record.deals} deals", header, rows, footer))

    # ---- summaries ----------------------------------------------------------------------------
    def deal_summary(self, obs: SchafkopfObservation, record: SchafkopfRecord, names: Sequence[str]) -> tuple[str, list[str]]:
        r: DealResult = obs.result
        c = obs.contract
        tally = "Tally: " + ", ".join(f"{names[s]} {signed(t)}" for s, t in enumerate(record.totals))
        paid = "This deal: " + ", ".join(f"{names[s]} {signed(v)}" for s, v in enumerate(r.vector))
        if r.outcome == THROWN_IN:
            return "Thrown in", ["Everybody passed (weiter): the cards are thrown in.", tally]
        if r.outcome == RAMSCH_DONE:
            if r.durchmarsch is not None:
                lines = [f"{says(names[r.durchmarsch], 'take')} every trick: Durchmarsch."]
            else:
                lines = [" and ".join(names[s] for s in r.losers) + " took the most points and pay."]
            return "Ramsch", lines + [paid, tally]
        side = [names[s] for s in r.playing_side]
        team = " with ".join(side)
        if r.outcome == SIE_SHOWN:
            lines = [f"{team} holds all four Obers and Unters: Sie, won without play.", self.value_line(obs), paid, tally]
            return f"{says(team, 'win')} a Sie", lines
        lines = [f"{c.label()}: {team}" + (" against the others." if len(side) == 1 else " against the other two.")]
        if c.type in TOUTS:
            lines.append(f"The playing side took {r.tricks} of 8 tricks" + (": all of them." if r.won else ": a Tout needs all."))
        elif c.type == BETTEL:
            lines.append("The declarer took no trick." if r.won else "The declarer took a trick: a Bettel is lost.")
        else:
            margin = " — schwarz" if r.schwarz else " — schneider" if r.schneider else ""
            lines.append(f"The playing side took {r.points} card points in {r.tricks} trick{'s' if r.tricks != 1 else ''}: "
                         f"{'won' if r.won else 'lost'} (61 needed){margin}.")
        lines += [self.value_line(obs), paid, tally]
        return f"{says(team, 'win' if r.won else 'lose', plural=len(side) > 1)} the {GAME_NAMES[c.type]}", lines

    def value_line(self, obs: SchafkopfObservation) -> str:
        """V in the tariff's units: base, schneider/schwarz, Laufende, then the doublings (§12.3)."""
        r, kind, tariff = obs.result, obs.contract.type, self.rules.tariff
        parts = [f"base {tariff.base(kind)}"]
        if kind not in TOUTS and kind not in (BETTEL, SIE):
            if r.schwarz:
                parts.append(f"schwarz {tariff.schwarz}")
            elif r.schneider:
                parts.append(f"schneider {tariff.schneider}")
        if r.laufende:
            parts.append(f"{r.laufende} Laufende × {tariff.laufender}")
        text = "Value: " + " + ".join(parts)
        factor = SIE_FACTOR if kind == SIE else TOUT_FACTOR if kind in TOUTS else 1
        if factor > 1:
            text += f", × {factor} ({GAME_NAMES[kind]})"
        if obs.multiplier > 1:
            why = [w for by, w in ((obs.kontra_by, "Kontra"), (obs.re_by, "Re")) if by is not None]
            why += ["knocks"] * bool(obs.knocks) + ["Bock"] * bool(obs.bock)
            text += f", × {obs.multiplier} ({', '.join(why)})"
        each = "each defender pays or receives it" if kind == SAUSPIEL else "the declarer settles it with each defender"
        return f"{text} = {r.value}; {each}."


PANEL = SchafkopfPanel
