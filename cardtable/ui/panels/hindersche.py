"""Hindersche's panel: the slate (chalk strokes in each player's corner, lost games on the
frame), the round and its scoring state, players leaving, playoffs, Hüpscher and Schleipfe.

Play runs counter-clockwise (rules §2). A Schleipfe claim is offered, never asked (§15): the
viewer sees a "Schleipfe" button while the finished trick lies there, and letting it go is the
default once the trick would be cleared.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ...engine import events as ev
from ...engine.actions import Action
from ...engine.events import Event
from ...engine.observation import Observation
from ...games.hindersche.rules import (
    AGREE, CLAIM, DEAL_CANCELLED, HUPSCHER_ANSWERED, HUPSCHER_DECLARED, LET_GO, PLAYOFF_STARTED,
    SCHLEIPFE_ACCEPTED, SCHLEIPFE_CLAIMED, SCHLEIPFE_OBJECTED, TRUMP_TURNED,
)
from ...games.hindersche.scoring import GAME_LOST, PLAYER_LEFT, ROUND_TWO_STARTED, RUBBER_SETTLED, STROKES_CHANGED
from ...games.hindersche.state import ADD, HUPSCHER, HUPSCHER_ANSWER, SCHLEIPFE, SCHLEIPFE_OBJECTION, Standing
from ..tween import Pose
from ..widgets import GOLD, INK, INK_DIM, blit_text
from . import ButtonSpec, GamePanel, PanelView, says, suit_word

if TYPE_CHECKING:
    from ..scenes.table import TableScene

RANKS = {"A": "ace", "K": "king", "Q": "queen", "J": "jack", "T": "ten", "9": "nine", "8": "eight", "7": "seven", "6": "six"}
STATE_WORDS = {"ROUND_ONE": "marking", "NORMAL": "normal", "EXCESS": "excess", "RARE": "rare", "TWO": "duel"}
STATE_RULES = {  # rules §9, §11.2: what the deal does to the slate
    "ROUND_ONE": "most points +1", "NORMAL": "lowest −1, highest +1", "EXCESS": "lowest −1, nobody gains",
    "RARE": "highest +1, nobody wipes", "TWO": "fewer points −1",
}
SLATE, FRAME, CHALK = (48, 54, 58), (132, 96, 60), (235, 235, 226)
BANNERED = {HUPSCHER_DECLARED, HUPSCHER_ANSWERED, DEAL_CANCELLED, SCHLEIPFE_CLAIMED, SCHLEIPFE_OBJECTED,
            SCHLEIPFE_ACCEPTED, PLAYOFF_STARTED, STROKES_CHANGED, PLAYER_LEFT, ROUND_TWO_STARTED, GAME_LOST,
            RUBBER_SETTLED}


def chalk_strokes(surface: pygame.Surface, left: int, top: int, count: int, h: int, seed: int) -> None:
    """Penalty strokes as chalk marks: upright lines in fives, the fifth drawn across the four."""
    rng = random.Random(seed)  # the same wobble every frame
    step = max(8, h // 3)
    x = left
    for i in range(count):
        if i % 5 == 4:  # across the four before it
            start = x - 4 * step
            pygame.draw.line(surface, CHALK, (start - 4, top + h * 0.8), (x - step + 6, top + h * 0.15), 3)
            x += step
            continue
        lean = rng.uniform(-0.12, 0.12) * h
        pygame.draw.line(surface, CHALK, (x + lean, top), (x - lean, top + h), 3)
        pygame.draw.line(surface, (200, 200, 190), (x + lean + 2, top + 3), (x - lean + 2, top + h - 3), 1)
        x += step


def draw_slate(surface: pygame.Surface, rect: pygame.Rect, standing: Standing, names: Sequence[str], away: Sequence[bool]) -> None:
    """The slate in its wooden frame: a corner per player with their strokes; lost games of the
    rubber notched on the frame beside that corner; a player who left is crossed out."""
    image = _slate(rect.size, tuple(standing.strokes), tuple(standing.rubber_losses), tuple(names), tuple(away))
    surface.blit(image, rect)


@lru_cache(maxsize=8)
def _slate(size: tuple[int, int], strokes: tuple[int, ...], losses: tuple[int, ...], names: tuple[str, ...],
           away: tuple[bool, ...]) -> pygame.Surface:
    """The slate drawn once per change (the chalk lines are many small draws)."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    rect = surface.get_rect()
    frame = max(6, rect.width // 28)
    pygame.draw.rect(surface, FRAME, rect, border_radius=6)
    inner = rect.inflate(-2 * frame, -2 * frame)
    pygame.draw.rect(surface, SLATE, inner, border_radius=3)
    pygame.draw.line(surface, (70, 76, 80), inner.midtop, inner.midbottom, 1)
    pygame.draw.line(surface, (70, 76, 80), inner.midleft, inner.midright, 1)
    size = max(16, inner.height // 8)
    for seat in range(4):
        col, row = seat % 2, seat // 2
        cell = pygame.Rect(inner.left + col * inner.width // 2, inner.top + row * inner.height // 2, inner.width // 2, inner.height // 2)
        color = INK_DIM if away[seat] else INK
        name_rect = blit_text(surface, names[seat], size, color, topleft=(cell.left + 8, cell.top + 6))
        if away[seat]:
            pygame.draw.line(surface, INK_DIM, name_rect.midleft, name_rect.midright, 2)
        chalk_strokes(surface, cell.left + 12, cell.top + size + 14, strokes[seat], min(64, cell.height - size - 26), seed=seat)
        for k in range(losses[seat]):  # notches on the frame, next to the corner
            x = cell.left + 10 + k * 9 if col == 0 else cell.right - 10 - k * 9
            y = rect.top + 2 if row == 0 else rect.bottom - frame + 2
            pygame.draw.line(surface, (40, 24, 12), (x, y), (x, y + frame - 4), 3)
    return surface


class HinderschePanel(GamePanel):
    counter_clockwise = True

    def card_words(self, card) -> str:
        return f"{RANKS[card.rank]} of {suit_word(card.suit, self.art.theme)}"

    # ---- the table's hooks (the undealt rest stays off the felt: the trump card is pictured
    # in the panel, where a side hand cannot cover it) -------------------------------------------
    def action_buttons(self, table: "TableScene", legal: Sequence[Action]) -> list[ButtonSpec]:
        if Action(CLAIM) in legal:  # offered only: letting the trick go is the table's default
            return [("Schleipfe: take the trick and lead", lambda: table.act(Action(CLAIM)))]
        return super().action_buttons(table, legal)

    def auto_action(self, obs: Observation) -> Action | None:
        return Action(LET_GO) if obs.phase == SCHLEIPFE else None

    def think_seconds(self, obs: Observation, seconds: float) -> float:
        # passing on Schleipfe or keeping one's cards is quick: it must not slow the deal down
        return seconds * 0.3 if obs is not None and obs.phase in (SCHLEIPFE, HUPSCHER) else seconds

    def side_buttons(self, table: "TableScene") -> list[ButtonSpec]:
        return [("Slate and sheet", lambda: self.open_slate(table))]

    def open_slate(self, table: "TableScene") -> None:
        from ..scenes.hindersche_slate import SlateScene

        table.app.push(SlateScene(table.app, self, table.controller.match.record, table.names))

    def seat_away(self, view: PanelView, seat: int) -> str | None:
        if seat not in view.record.standing.active and view.record.standing.loser is None:
            return "out, safe"
        if view.obs.active and seat not in view.obs.active and seat in view.record.standing.active:
            return "sits out"
        return None

    def prompt(self, obs: Observation, names: Sequence[str], legal: Sequence[Action]) -> str | None:
        mine = obs.turn == obs.seat
        if obs.phase == HUPSCHER:
            return "Hüpscher? Keep your cards or ask for a new deal" if mine else f"{names[obs.turn]} looks at the cards (Hüpscher?)"
        if obs.phase == HUPSCHER_ANSWER:
            asker = names[obs.hupscher_declarer]
            return f"{asker} asks for a new deal: agree or refuse" if mine else f"{names[obs.turn]} answers {asker}'s Hüpscher"
        if obs.phase == SCHLEIPFE:
            return f"{names[obs.schleipfe_winner]} won the trick: Schleipfe it?" if mine else ""
        if obs.phase == SCHLEIPFE_OBJECTION:
            claim = f"{says(names[obs.schleipfe_claimant], 'claim')} {names[obs.schleipfe_winner]}'s trick"
            return f"{claim}: object or allow" if mine else f"{claim}; {names[obs.turn]} may object"
        return None

    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        d = e.data
        who = names[e.seat] if e.seat is not None else ""
        texts = {
            TRUMP_TURNED: f"Trump: {suit_word(d.get('trump', 'C'), self.art.theme)}",
            HUPSCHER_DECLARED: f"{who}: Hüpscher! A new deal?",
            HUPSCHER_ANSWERED: f"{says(who, 'agree')}" if d.get("agree") else f"{says(who, 'refuse')}: the cards stay",
            DEAL_CANCELLED: "Everybody agreed: the same dealer deals again",
            SCHLEIPFE_CLAIMED: f"{says(who, 'claim')} the trick (Schleipfe)",
            SCHLEIPFE_OBJECTED: f"{says(who, 'object')}: the trick goes to its winner",
            SCHLEIPFE_ACCEPTED: f"{says(who, 'take')} the trick and {'lead' if who == 'You' else 'leads'}",
            PLAYOFF_STARTED: "Playoff: " + " and ".join(names[s] for s in d.get("seats", ()))
                             + (" play for the stroke" if d.get("question") == ADD else " play to wipe a stroke"),
            STROKES_CHANGED: ", ".join(f"{names[int(s)]} {n:+d}" for s, n in d.get("changes", {}).items()),
            PLAYER_LEFT: f"{who} {'have' if who == 'You' else 'has'} no stroke: out and safe",
            ROUND_TWO_STARTED: "Round two: the strokes are wiped off again",
            GAME_LOST: f"{says(who, 'lose')} the game" + (" twice over" if d.get("games") == 2 else ""),
            RUBBER_SETTLED: "The rubber is over: settlement",
        }
        return texts.get(e.kind) or super().event_text(e, names)

    def event_pause(self, e: Event) -> float:
        return 1.0 if e.kind in BANNERED else 0.0

    # ---- the side panel -----------------------------------------------------------------------
    def score_caption(self) -> str:
        return f"Games lost (rubber of {self.rules.variants.rubber_games})"

    def scores(self, view: PanelView) -> list[tuple[str, str]]:
        return [(n, str(k)) for n, k in zip(view.names, view.record.standing.rubber_losses)]

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect, view: PanelView, y: int) -> int:
        st = view.record.standing
        pad = max(12, rect.width // 16)
        small = max(18, rect.width // 13)
        state = STATE_WORDS.get(view.obs.label, "") if view.obs.kind == "regular" else "playoff"
        blit_text(surface, f"Round {'one' if st.round == 1 else 'two'}" + (f" · {state}" if state else ""), small, GOLD,
                  topleft=(rect.left + pad, y))
        y += small + 6
        if view.obs.kind == "regular" and view.obs.label in STATE_RULES:
            blit_text(surface, STATE_RULES[view.obs.label], small, INK_DIM, topleft=(rect.left + pad, y))
            y += small + 6
        slate = pygame.Rect(rect.left + pad, y, rect.width - 2 * pad, round((rect.width - 2 * pad) * 0.72))
        away = [self.seat_away(view, s) is not None for s in range(4)]
        draw_slate(surface, slate, st, view.names, away)
        y = slate.bottom + pad // 2
        card = view.obs.trump_card
        if card is None:
            return y
        painter = view.painter
        scale = min(0.45, rect.width * 0.2 / painter.card_w)
        h = painter.card_h * scale
        painter.draw(surface, card, Pose(rect.right - pad - painter.card_w * scale / 2, y + h / 2, 0.0, 1.0, scale), shadow=False)
        blit_text(surface, "Trump card", small, INK_DIM, topleft=(rect.left + pad, y))
        blit_text(surface, self.card_words(card), small, INK, topleft=(rect.left + pad, y + small + 6))
        if view.obs.trump_held_by is not None:
            blit_text(surface, f"in {view.names[view.obs.trump_held_by]}'s hand", small, INK_DIM, topleft=(rect.left + pad, y + 2 * small + 12))
        return round(y + h + pad // 2)

    def lines(self, view: PanelView) -> list[tuple[str, str]]:
        obs, names = view.obs, view.names
        rows = [("Dealer", names[obs.dealer])]
        if obs.playoffs:
            rows.append(("Playoffs to come", str(len(obs.playoffs))))
        if obs.redeals:
            rows.append(("New deals asked", str(obs.redeals)))
        return rows

    # ---- summaries ---------------------------------------------------------------------------
    def deal_summary(self, obs: Observation, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        r = obs.result
        after = r.after
        line = after.slate[-1]
        if not r.card_points:
            return "A new deal (Hüpscher)", [f"Everybody agreed to {names[obs.hupscher_declarer]}'s request.",
                                             f"{names[obs.dealer]} deals again."]
        lines = ["Card points: " + ", ".join(f"{names[s]} {p}" for s, p in r.card_points.items()) + "."]
        if r.marcher is not None:
            lines.append(f"{says(names[r.marcher], 'make')} a March ({r.card_points[r.marcher]} points, {r.tricks[r.marcher]} tricks).")
        if after.pending is not None and after.pending.playoffs:
            nxt = after.pending.playoffs[0]
            lines.append("A tie that matters: " + " and ".join(names[s] for s in nxt.seats)
                         + (" play off for the stroke." if nxt.question == ADD else " play off to wipe a stroke."))
            lines.append("The slate changes once the playoffs are over.")
        elif line.changes:
            lines.append("Slate: " + ", ".join(f"{names[s]} {n:+d}" for s, n in line.changes.items()) + ".")
        else:
            lines.append("Nothing changes on the slate.")
        lines += [f"{names[s]} {'have' if names[s] == 'You' else 'has'} no stroke left and leaves, safe." for s in line.left]
        if line.loser is not None:
            return says(names[line.loser], "lose") + " the game", lines
        top = max(r.card_points.values())
        worst = [names[s] for s, p in r.card_points.items() if p == top]
        return " and ".join(worst) + f" took the most ({top})", lines

    def match_summary(self, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        st = record.standing
        lines = [f"{names[st.loser]} {'was' if names[st.loser] != 'You' else 'were'} the last one left"
                 + (" at the end of round one: two lost games." if st.lost == 2 else "."),
                 "Games lost in the rubber: " + ", ".join(f"{n} {k}" for n, k in zip(names, st.rubber_losses))
                 + f" ({st.rubber_games} of {self.rules.variants.rubber_games} counted)."]
        if st.settlement is not None:
            lines.append("Settlement: " + ", ".join(f"{n} {v:+d}" for n, v in zip(names, st.settlement)) + ".")
        return says(names[st.loser], "lose") + " the game", lines


PANEL = HinderschePanel
