"""Hindersche's panel: the slate (chalk strokes in each player's corner, lost games on the
frame), the round and its scoring state, players leaving, playoffs, Hüpscher and Schleipfe.

Play runs counter-clockwise (rules §2). A Schleipfe claim is offered, never asked (§15): the
viewer sees a "Schleipfe" button while the finished trick lies there, and letting it go is the
default once the trick would be cleared.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from ...engine.actions import Action
from ...engine.events import Event
from ...games.hindersche.observation import HinderscheObservation
from ...games.hindersche.rules import (
    CLAIM,
    DEAL_CANCELLED,
    HUPSCHER_ANSWERED,
    HUPSCHER_DECLARED,
    LET_GO,
    PLAYOFF_STARTED,
    SCHLEIPFE_ACCEPTED,
    SCHLEIPFE_CLAIMED,
    SCHLEIPFE_OBJECTED,
    TRUMP_TURNED,
)
from ...games.hindersche.scoring import GAME_LOST, PLAYER_LEFT, ROUND_TWO_STARTED, RUBBER_SETTLED, STROKES_CHANGED
from ...games.hindersche.state import ADD, HUPSCHER, HUPSCHER_ANSWER, SCHLEIPFE, SCHLEIPFE_OBJECTION
from ...i18n import tr
from ...i18n.cards import card_name
from ...i18n.punctuation import dotted, listed
from ..scenes.hindersche_slate import STATES, SlateScene, draw_slate
from ..tween import Pose
from ..widgets import GOLD, INK, INK_DIM
from . import ButtonSpec, GamePanel, PanelView, joined, name_of, panel_words, said, suit_word, who

if TYPE_CHECKING:
    from ..table.scene import TableScene

BANNERED = {HUPSCHER_DECLARED, HUPSCHER_ANSWERED, DEAL_CANCELLED, SCHLEIPFE_CLAIMED, SCHLEIPFE_OBJECTED,
            SCHLEIPFE_ACCEPTED, PLAYOFF_STARTED, STROKES_CHANGED, PLAYER_LEFT, ROUND_TWO_STARTED, GAME_LOST,
            RUBBER_SETTLED}


class HinderschePanel(GamePanel[HinderscheObservation]):
    counter_clockwise = True

    def card_words(self, card) -> str:
        return card_name(card, self.art.theme)

    # ---- the table's hooks (the undealt rest stays off the felt: the trump card is pictured
    # in the panel, where a side hand cannot cover it) -------------------------------------------
    def action_buttons(self, table: TableScene, legal: Sequence[Action]) -> list[ButtonSpec]:
        if Action(CLAIM) in legal:  # offered only: letting the trick go is the table's default
            return [(self.label(Action(CLAIM)), lambda: table.act(Action(CLAIM)))]
        return super().action_buttons(table, legal)

    def auto_action(self, obs: HinderscheObservation) -> Action | None:
        return Action(LET_GO) if obs.phase == SCHLEIPFE else None

    def think_seconds(self, obs: HinderscheObservation, seconds: float) -> float:
        # passing on Schleipfe or keeping one's cards is quick: it must not slow the deal down
        return seconds * 0.3 if obs is not None and obs.phase in (SCHLEIPFE, HUPSCHER) else seconds

    def side_buttons(self, table: TableScene) -> list[ButtonSpec]:
        return [(tr("hindersche.slate_button"), lambda: self.open_slate(table))]

    def open_slate(self, table: TableScene) -> None:
        table.app.push(SlateScene(table.app, self, table.source.record, table.names))

    def seat_away(self, view: PanelView[HinderscheObservation], seat: int) -> str | None:
        if seat not in view.record.standing.active and view.record.standing.loser is None:
            return tr("hindersche.out_safe")
        if view.obs.active and seat not in view.obs.active and seat in view.record.standing.active:
            return tr("hindersche.sits_out")
        return None

    def prompt(self, obs: HinderscheObservation, names: Sequence[str], legal: Sequence[Action]) -> str | None:
        mine = obs.turn == obs.seat
        if obs.phase == HUPSCHER:
            return tr("hindersche.prompt.hupscher") if mine else tr("hindersche.prompt.looks", name=name_of(names, obs.turn))
        if obs.phase == HUPSCHER_ANSWER:
            asker = name_of(names, obs.hupscher_declarer)
            if mine:
                return tr("hindersche.prompt.answer", name=asker)
            return tr("hindersche.prompt.answers", name=name_of(names, obs.turn), asker=asker)
        if obs.phase == SCHLEIPFE:
            return tr("hindersche.prompt.schleipfe", name=name_of(names, obs.schleipfe_winner)) if mine else ""
        if obs.phase == SCHLEIPFE_OBJECTION:
            claim = said("hindersche.claims_trick", name_of(names, obs.schleipfe_claimant), winner=name_of(names, obs.schleipfe_winner))
            return tr("hindersche.prompt.object", claim=claim) if mine else tr("hindersche.prompt.may_object", claim=claim, name=name_of(names, obs.turn))
        return None

    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        d = e.data
        name = who(names, e)
        if e.kind not in EVENT_KEYS:
            return super().event_text(e, names)
        if e.kind == STROKES_CHANGED:
            return listed((names[int(s)], f"{n:+d}") for s, n in d.get("changes", {}).items())
        key = EVENT_KEYS[e.kind]
        if e.kind == HUPSCHER_ANSWERED and not d.get("agree"):
            key = "hindersche.event.refuses"
        elif e.kind == GAME_LOST and d.get("games") == 2:
            key = "hindersche.event.loses_twice"
        elif e.kind == PLAYOFF_STARTED:
            seats = d.get("seats", ())
            key = "hindersche.event.playoff_add" if d.get("question") == ADD else "hindersche.event.playoff_wipe"
            return said(key, joined(names[s] for s in seats), plural=len(seats) > 1)
        return said(key, name, suit=suit_word(d.get("trump", "C"), self.art.theme))

    def event_pause(self, e: Event) -> float:
        return 1.0 if e.kind in BANNERED else 0.0

    # ---- the side panel -----------------------------------------------------------------------
    def score_caption(self) -> str:
        return tr("hindersche.caption", n=self.rules.variants.rubber_games)

    def scores(self, view: PanelView[HinderscheObservation]) -> list[tuple[str, str]]:
        return [(n, str(k)) for n, k in zip(view.names, view.record.standing.rubber_losses)]

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect, view: PanelView[HinderscheObservation], y: int) -> int:
        st = view.record.standing
        pad = max(12, rect.width // 16)
        small = max(18, rect.width // 13)
        regular = view.obs.kind == "regular" and view.obs.label in STATES
        state = tr(f"hindersche.state.{view.obs.label}") if regular else "" if view.obs.kind == "regular" else tr("hindersche.playoff")
        round_ = tr("hindersche.round_one" if st.round == 1 else "hindersche.round_two")
        said_lines = [(dotted(w for w in (round_, state) if w), GOLD)]
        if regular:
            said_lines.append((tr(f"hindersche.state_rule.{view.obs.label}"), INK_DIM))
        bottom = rect.bottom if view.bottom is None else view.bottom  # (the last trick's box may lie above the buttons)
        for words, color in said_lines:  # wrapped: a large UI scale or long German words
            y = panel_words(surface, (rect.left + pad, y), (words, small, color), rect.width - 2 * pad, bottom)
        y += 4
        slate = pygame.Rect(rect.left + pad, y, rect.width - 2 * pad, round((rect.width - 2 * pad) * 0.72))
        if slate.bottom > bottom:  # (the board is behind its button too)
            return bottom
        away = [self.seat_away(view, s) is not None for s in range(4)]
        draw_slate(surface, slate, st, view.names, away)
        y = slate.bottom + pad // 2
        card = view.obs.trump_card
        painter = view.painter
        scale = min(0.45, rect.width * 0.2 / painter.card_w)
        h = painter.card_h * scale
        if card is None or y + h > bottom:
            return y
        painter.draw(surface, card, Pose(rect.right - pad - painter.card_w * scale / 2, y + h / 2, 0.0, 1.0, scale), shadow=False)
        room = round(rect.width - 2 * pad - painter.card_w * scale - 8)  # beside the small card
        said_lines = [(tr("hindersche.trump_card"), INK_DIM), (self.card_words(card), INK)]
        if view.obs.trump_held_by is not None:
            said_lines.append((said("hindersche.in_hand", name_of(view.names, view.obs.trump_held_by)), INK_DIM))
        top = y
        for words, color in said_lines:
            y = panel_words(surface, (rect.left + pad, y), (words, small, color), room, bottom)
        return round(max(y, top + h) + pad // 2)

    def lines(self, view: PanelView[HinderscheObservation]) -> list[tuple[str, str]]:
        obs, names = view.obs, view.names
        rows = [(tr("table.dealer"), name_of(names, obs.dealer))]
        if obs.playoffs:
            rows.append((tr("hindersche.playoffs_to_come"), str(len(obs.playoffs))))
        if obs.redeals:
            rows.append((tr("hindersche.new_deals_asked"), str(obs.redeals)))
        return rows + self.points_row(view)

    # ---- summaries ---------------------------------------------------------------------------
    def deal_summary(self, obs: HinderscheObservation, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        r = obs.result
        assert r is not None  # the summary follows a finished deal
        after = r.after
        line = after.slate[-1]
        if not r.card_points:
            return tr("hindersche.new_deal"), [tr("hindersche.agreed", name=name_of(names, obs.hupscher_declarer)),
                                               tr("hindersche.deals_again", name=name_of(names, obs.dealer))]
        lines = [tr("skat.ramsch_points", points=listed((names[s], p) for s, p in r.card_points.items()))]
        if r.marcher is not None:
            lines.append(said("hindersche.march", name_of(names, r.marcher), points=r.card_points[r.marcher], n=r.tricks[r.marcher]))
        if after.pending is not None and after.pending.playoffs:
            nxt = after.pending.playoffs[0]
            key = "hindersche.tie_add" if nxt.question == ADD else "hindersche.tie_wipe"
            lines.append(tr(key, names=joined(names[s] for s in nxt.seats)))
            lines.append(tr("hindersche.after_playoffs"))
        elif line.changes:
            lines.append(tr("hindersche.slate_line", changes=listed((names[s], f"{n:+d}") for s, n in line.changes.items())))
        else:
            lines.append(tr("hindersche.slate_same"))
        lines += [said("hindersche.leaves", names[s]) for s in line.left]
        if line.loser is not None:
            return said("hindersche.event.loses", name_of(names, line.loser)), lines
        top = max(r.card_points.values())
        worst = [names[s] for s, p in r.card_points.items() if p == top]
        return said("hindersche.took_most", joined(worst), plural=len(worst) > 1, top=top), lines

    def match_summary(self, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        st = record.standing
        last = said("hindersche.last_left_two" if st.lost == 2 else "hindersche.last_left", names[st.loser])
        lines = [last, tr("hindersche.rubber_losses", losses=listed(zip(names, st.rubber_losses)),
                          n=st.rubber_games, of=self.rules.variants.rubber_games)]
        if st.settlement is not None:
            lines.append(tr("hindersche.settlement", values=listed((n, f"{v:+d}") for n, v in zip(names, st.settlement))))
        return said("hindersche.event.loses", names[st.loser]), lines


# Event kinds told in words → their catalog key (with ``.you`` forms where the verb changes)
EVENT_KEYS = {
    TRUMP_TURNED: "hindersche.event.trump", HUPSCHER_DECLARED: "hindersche.event.hupscher",
    HUPSCHER_ANSWERED: "hindersche.event.agrees", DEAL_CANCELLED: "hindersche.event.cancelled",
    SCHLEIPFE_CLAIMED: "hindersche.event.claims", SCHLEIPFE_OBJECTED: "hindersche.event.objects",
    SCHLEIPFE_ACCEPTED: "hindersche.event.accepted", PLAYOFF_STARTED: "", STROKES_CHANGED: "",
    PLAYER_LEFT: "hindersche.event.left", ROUND_TWO_STARTED: "hindersche.event.round_two",
    GAME_LOST: "hindersche.event.loses", RUBBER_SETTLED: "hindersche.event.settled",
}

PANEL = HinderschePanel
