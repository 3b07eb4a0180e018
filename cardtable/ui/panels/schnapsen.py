"""Schnapsen's panel: game points to 7, trump, talon, and the deal result in words.

Card points and the marriage ledger are shown only under the ``show_points`` variant
(rules §13.4: by default players keep their points in their heads).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...engine import events as ev
from ...engine.actions import Action
from ...engine.events import Event
from ...engine.observation import Observation
from ...games.schnapsen.observation import SchnapsenObservation
from ...games.schnapsen.rules import Schnapsen
from ...i18n import has, tr
from ...i18n.cards import card_name, rank_name
from ...i18n.punctuation import aside, join, listed
from ..art import CardArt
from ..layout import TableLayout
from ..table_model import StockView
from ..tween import Pose
from ..widgets import INK_DIM, blit_text, fitted, line_height
from . import GamePanel, PanelView, fading_ring, name_of, said, suit_word, who

if TYPE_CHECKING:
    pass

# The deal's outcome (rules §11) → ``schnapsen.outcome.<id>``; who decides the sentence's subject.
SUBJECTS = {"CLAIM_OK": "claimant", "CLAIM_FAILED": "claimant", "CLOSER_AUTO_CLAIM_OK": "closer",
            "CLOSER_AUTO_CLAIM_FAILED": "closer", "CLOSER_FAILED": "closer", "PLAYED_OUT": "winner",
            "LAST_TRICK": "winner"}
EXCHANGE_MS = 1600  # the ring around the trump card just exchanged


class SchnapsenPanel(GamePanel[SchnapsenObservation]):
    irreversible = frozenset({"CLAIM", "CLOSE"})

    def __init__(self, rules: Schnapsen, art: CardArt) -> None:
        super().__init__(rules, art)
        self.exchanged: int | None = None  # ticks when the trump card was last exchanged

    def offered(self, obs: Observation | None, legal: Sequence[Action]) -> list[Action]:
        """Drawing happens by itself (``auto_action``) and a claim is offered only with points
        to claim: neither a Draw button nor a Claim at 0 points can catch a double click."""
        auto = self.auto_action_among(legal)
        nothing = isinstance(obs, SchnapsenObservation) and obs.scores[obs.seat] == 0
        return [a for a in super().offered(obs, legal) if a != auto and not (a.kind == "CLAIM" and nothing)]

    def auto_action(self, obs: SchnapsenObservation) -> Action | None:
        return self.auto_action_among(obs.legal)

    def auto_action_among(self, legal: Sequence[Action]) -> Action | None:
        """The winner of a trick draws from the talon as real players do (while the trick is
        cleared away, closing before the draw is still a button away)."""
        return next((a for a in legal if a.kind == "DRAW"), None)

    def confirm_question(self, obs: SchnapsenObservation, action: Action) -> str | None:
        own = obs.scores[obs.seat]
        if action.kind == "CLAIM" and own < 66:
            return tr("schnapsen.confirm_claim", points=own)
        return None

    def stock(self, obs: SchnapsenObservation) -> StockView:
        return StockView(obs.talon_size - (obs.turnup is not None), obs.turnup)

    def score_caption(self) -> str:
        return tr("schnapsen.game_points", target=self.rules.variants.match_target)

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect, view: PanelView[SchnapsenObservation], y: int) -> int:
        """The trump suit and the card actually turned up (after an exchange: the card laid
        there instead; once the talon is used up, no card is left to show)."""
        obs, painter = view.obs, view.painter
        if not obs.trump:
            return y
        small = max(18, rect.width // 13)
        pad = max(12, rect.width // 16)
        card = obs.turnup or obs.closed_turnup
        scale = min(0.5, rect.width * 0.22 / painter.card_w)
        w, h = painter.card_w * scale, painter.card_h * scale
        room = round(rect.width - 2 * pad - (w + pad if card else 0))
        blit_text(surface, tr("table.trump"), fitted(tr("table.trump"), small, room), INK_DIM, topleft=(rect.left + pad, y))
        suit = suit_word(obs.trump, self.art.theme)
        blit_text(surface, suit, fitted(suit, small + 6, room), (240, 230, 200), topleft=(rect.left + pad, y + line_height(small)))
        bottom = y + line_height(small) + line_height(small + 6)
        if card is not None:
            painter.draw(surface, card, Pose(rect.right - pad - w / 2, y + h / 2, 0.0, 1.0, scale), shadow=False)
            bottom = max(bottom, round(y + h))
        return bottom + pad // 2

    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        action = e.data.get("action", "")
        if e.kind == ev.ANNOUNCED and action.startswith("MARRIAGE"):
            return tr("schnapsen.marriage_said", name=who(names, e), value=e.data["value"],
                      suit=suit_word(e.cards[0].suit, self.art.theme))
        if e.kind == ev.ANNOUNCED and action == "CLAIM":
            return said("schnapsen.claims_66", who(names, e))
        if e.kind == ev.ANNOUNCED and action == "CLOSE":
            return said("schnapsen.closes", who(names, e))
        if e.kind == ev.TRUMP_EXCHANGED:  # the jack laid under the talon, the card taken up
            self.exchanged = pygame.time.get_ticks()
            jack, taken = e.cards
            return said("schnapsen.exchanges", who(names, e), rank=rank_name(jack.rank, self.art.theme),
                        card=card_name(taken, self.art.theme))
        if e.kind == ev.STOCK_CLOSED:
            return tr("schnapsen.talon_closed", name=who(names, e))
        return super().event_text(e, names)

    def draw_table(self, surface: pygame.Surface, layout: TableLayout, view: PanelView[SchnapsenObservation]) -> None:
        """A ring around the trump card just exchanged (seen even where cards do not fly)."""
        if self.exchanged is None:
            return
        t = (pygame.time.get_ticks() - self.exchanged) / EXCHANGE_MS
        if t >= 1:
            self.exchanged = None
            return
        pose = layout.turnup_pose()
        fading_ring(surface, (pose.x, pose.y), layout.card_h, t)

    def lines(self, view: PanelView[SchnapsenObservation]) -> list[tuple[str, str]]:
        obs, names, record = view.obs, view.names, view.record
        if obs.closed and obs.closer is not None:
            talon = tr("schnapsen.closed_by", name=name_of(names, obs.closer))
        else:
            talon = tr("schnapsen.cards", n=obs.talon_size) if obs.talon_size else tr("schnapsen.used_up")
        rows = [(tr("table.talon"), talon), (tr("table.dealer"), name_of(names, obs.dealer))]
        if record.tie_bonus:
            rows.append((tr("schnapsen.tie_bonus"), f"+{record.tie_bonus}"))
        for number, line in list(enumerate(record.sheet, 1))[-5:]:
            won = f"{name_of(names, line.winner)} +{line.awarded}" if line.winner is not None else tr("schnapsen.tie")
            rows.append((tr("table.deal_number", number=number), won))
        show = self.rules.variants.show_points
        seats = [obs.seat] if show == "own" else [0, 1] if show == "both" else []
        rows += [(tr("schnapsen.points_of", name=names[s]), str(obs.scores[s])) for s in seats]
        if show != "hidden":  # every marriage is public (§13.1): kept in view wherever points are shown
            rows += [(tr("schnapsen.marriages_of", name=names[s]),
                      join(f"{40 if m == obs.trump else 20} {suit_word(m, self.art.theme)}" for m in obs.marriages[s]))
                     for s in (0, 1) if obs.marriages[s]]
        return rows

    def deal_summary(self, obs: SchnapsenObservation, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        r = obs.result
        assert r is not None  # the summary follows a finished deal
        seat = getattr(r, SUBJECTS.get(r.outcome, "winner"))
        key = f"schnapsen.outcome.{r.outcome}"
        name = names[seat] if seat is not None else ""
        lines = [said(key, name, score=r.scores[seat] if seat is not None else "") if has(key, "en") else r.outcome]
        lines.append(tr("table.points", points=listed((names[s], r.scores[s]) for s in (0, 1))))
        if r.winner is None:
            return tr("summary.tie"), lines
        awarded = record.sheet[-1].awarded if record.sheet else r.game_points
        margin = r.outcome in ("CLAIM_OK", "PLAYED_OUT", "CLOSER_AUTO_CLAIM_OK") and r.game_points in (1, 2, 3)
        why = aside("", tr(f"schnapsen.margin.{r.game_points}")) if margin else ""
        bonus = awarded - r.game_points
        tie = tr("schnapsen.tie_share", n=bonus) if bonus else ""
        points = tr("schnapsen.point_one") if awarded == 1 else tr("schnapsen.point_many", n=awarded)
        lines.append(said("schnapsen.scores", name_of(names, r.winner), points=points, why=why, bonus=tie))
        return said("schnapsen.wins_deal", name_of(names, r.winner)), lines


PANEL = SchnapsenPanel
