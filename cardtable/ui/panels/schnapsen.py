"""Schnapsen's panel: game points to 7, trump, talon, and the deal result in words.

Card points and the marriage ledger are shown only under the ``show_points`` variant
(rules §13.4: by default players keep their points in their heads).
"""

from __future__ import annotations

from typing import Any, Sequence

import pygame

from ...engine import events as ev
from ...engine.cards import Card
from ...engine.events import Event
from ...engine.observation import Observation
from ..table_model import StockView
from ..tween import Pose
from ..widgets import INK_DIM, blit_text
from . import GamePanel, PanelView, says, suit_word

OUTCOMES = {
    "CLAIM_OK": "{claimant} claimed 66 with {claimant_score} points.",
    "CLAIM_FAILED": "{claimant} claimed with only {claimant_score} points: the claim fails.",
    "CLOSER_AUTO_CLAIM_OK": "{closer} closed the talon and reached 66 ({closer_score}).",
    "CLOSER_AUTO_CLAIM_FAILED": "{closer} closed the talon but fell short ({closer_score}).",
    "CLOSER_FAILED": "{closer} closed the talon but fell short ({closer_score}).",
    "PLAYED_OUT": "Played out: {winner} has more points.",
    "LAST_TRICK": "Played out: {winner} took the last trick.",
    "TIE_65": "Played out and tied at 65: nobody scores.",
    "TIE_66": "Tied at 66 or more: the next deal's winner gets a bonus point.",
}
# Why a won deal is worth what it is worth, for the outcomes where the loser's pile decides.
MARGINS = {3: "the loser took no trick", 2: "the loser stayed under 33", 1: "the loser reached 33"}


class SchnapsenPanel(GamePanel):
    def stock(self, obs: Observation) -> StockView:
        return StockView(obs.talon_size - (obs.turnup is not None), obs.turnup)

    def score_caption(self) -> str:
        return f"Game points (to {self.rules.variants.match_target})"

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect, view: PanelView, y: int) -> int:
        obs, painter = view.obs, view.painter
        if not obs.trump:
            return y
        small = max(18, rect.width // 13)
        pad = max(12, rect.width // 16)
        scale = min(0.5, rect.width * 0.22 / painter.card_w)
        h = painter.card_h * scale
        blit_text(surface, "Trump", small, INK_DIM, topleft=(rect.left + pad, y))
        blit_text(surface, suit_word(obs.trump, self.art.theme), small + 6, (240, 230, 200), topleft=(rect.left + pad, y + small + 6))
        pose = Pose(rect.right - pad - painter.card_w * scale / 2, y + h / 2, 0.0, 1.0, scale)
        painter.draw(surface, Card(obs.trump, "A"), pose, shadow=False)
        return round(y + h + pad // 2)

    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        action = e.data.get("action", "")
        if e.kind == ev.ANNOUNCED and action.startswith("MARRIAGE"):
            return f"{names[e.seat]}: {e.data['value']} in {suit_word(e.cards[0].suit, self.art.theme)}"
        if e.kind == ev.ANNOUNCED and action == "CLAIM":
            return f"{says(names[e.seat], 'claim')} 66!"
        if e.kind == ev.ANNOUNCED and action == "CLOSE":
            return f"{says(names[e.seat], 'close')} the talon"
        if e.kind == ev.TRUMP_EXCHANGED:
            return f"{says(names[e.seat], 'exchange')} the trump {'nine' if e.cards[0].rank == '9' else 'jack'}"
        if e.kind == ev.STOCK_CLOSED:
            return f"{names[e.seat]}: the talon is closed"
        return super().event_text(e, names)

    def lines(self, view: PanelView) -> list[tuple[str, str]]:
        obs, names, record = view.obs, view.names, view.record
        if obs.closed:
            talon = f"closed by {names[obs.closer]}"
        else:
            talon = f"{obs.talon_size} cards" if obs.talon_size else "used up"
        rows = [("Talon", talon), ("Dealer", names[obs.dealer])]
        if record.tie_bonus:
            rows.append(("Tie bonus", f"+{record.tie_bonus}"))
        for number, line in list(enumerate(record.sheet, 1))[-5:]:
            rows.append((f"Deal {number}", f"{names[line.winner]} +{line.awarded}" if line.winner is not None else "tie"))
        show = self.rules.variants.show_points
        seats = [obs.seat] if show == "own" else [0, 1] if show == "both" else []
        for s in seats:
            rows.append((f"Points {names[s]}", str(obs.scores[s])))
            marriages = ", ".join(f"{40 if m == obs.trump else 20} {suit_word(m, self.art.theme)}" for m in obs.marriages[s])
            if marriages:
                rows.append(("Marriages", marriages))
        return rows

    def deal_summary(self, obs: Observation, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        r = obs.result
        fill = {
            "winner": names[r.winner] if r.winner is not None else "",
            "claimant": names[r.claimant] if r.claimant is not None else "",
            "closer": names[r.closer] if r.closer is not None else "",
            "claimant_score": r.scores[r.claimant] if r.claimant is not None else "",
            "closer_score": r.scores[r.closer] if r.closer is not None else "",
        }
        lines = [OUTCOMES.get(r.outcome, r.outcome).format(**fill)]
        lines.append("Points: " + ", ".join(f"{names[s]} {r.scores[s]}" for s in (0, 1)))
        if r.winner is None:
            return "A tie", lines
        awarded = record.sheet[-1].awarded if record.sheet else r.game_points
        why = MARGINS.get(r.game_points) if r.outcome in ("CLAIM_OK", "PLAYED_OUT", "CLOSER_AUTO_CLAIM_OK") else None
        earned = f"{awarded} game point{'s' if awarded != 1 else ''}"
        bonus = awarded - r.game_points
        lines.append(f"{says(names[r.winner], 'score')} {earned}" + (f" ({why})" if why else "")
                     + (f", {bonus} of them tie bonus" if bonus else "") + ".")
        return says(names[r.winner], "win") + " the deal", lines


PANEL = SchnapsenPanel
