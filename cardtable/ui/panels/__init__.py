"""Per-game panels: the score panel, the stock, announcements and the deal summary in words.

``panel_for(rules)`` makes the ``PANEL`` of the module the game's descriptor names
(``ui/panels/<game id>.py``); each builds on ``GamePanel``, which shows what every game has:
match scores, trump, tricks won. Panels read
the observation and the match record; they never decide a rule.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar

import pygame

from ... import games
from ...engine import events as ev
from ...engine.actions import PLAY, Action
from ...engine.cards import Card
from ...engine.events import Event
from ...engine.observation import Observation
from ...engine.ruleset import Ruleset
from ...i18n import has, tr
from ...i18n.actions import action_label
from ...i18n.cards import suit_name
from ...i18n.punctuation import labelled
from ..art import CardArt
from ..names import You
from ..painter import CardPainter
from ..table_model import StockView, TableModel
from ..widgets import GOLD, INK, INK_DIM, blit_text, fitted, font, line_height, panel, wrap

if TYPE_CHECKING:
    from ..layout import TableLayout
    from ..table.scene import TableScene

ButtonSpec = tuple[str, Callable[[], object]]  # a button's label and what a click does
O = TypeVar("O", bound=Observation)  # the game's observation  # noqa: E741


def suit_word(suit: str, theme: str) -> str:
    """A suit's name in the deck on the table: suit and rank names follow the card theme the
    player chose (a theme gives each card its picture and its name), so the
    German deck says "Eichel", the French one "clubs", in either language."""
    return suit_name(suit, theme)


@dataclass
class PanelView(Generic[O]):
    """Everything a panel may draw from."""

    obs: O
    record: Any  # the game's match record
    names: Sequence[str]
    painter: CardPainter
    bottom: int | None = None  # rows stop above this y (the side buttons); None: the panel's bottom
    code: str = ""  # the deal's code (engine.dealcode), the panel's last row: what deals this deal again


class GamePanel(Generic[O]):
    counter_clockwise = False  # turn order runs to the right: the next seat sits on the viewer's right
    irreversible: frozenset[str] = frozenset()  # action kinds that end or bind the deal (claims, closing)

    def __init__(self, rules: Ruleset[Any, Any, O], art: CardArt) -> None:
        self.rules = rules
        self.art = art  # the deck on the table names the suits

    # ---- hooks the table asks; the defaults suit a plain trick-taking game --------------------
    def action_buttons(self, table: TableScene, legal: Sequence[Action]) -> list[ButtonSpec]:
        """The buttons for the viewer's non-card actions; a game may group them behind dialogs."""
        return [(self.label(a), partial(table.act, a)) for a in self.offered(table.obs, legal)]

    def offered(self, obs: Observation | None, legal: Sequence[Action]) -> list[Action]:
        """What a seat is offered besides its cards (a game leaves out what the table does by
        itself, or what could only lose); hot-seat asks it for a seat not on turn too."""
        return [a for a in legal if a.kind != PLAY]

    def label(self, action: Action) -> str:
        """An action in the active language and the deck's names."""
        return action_label(self.rules.id, action, self.art.theme)

    def side_buttons(self, table: TableScene) -> list[ButtonSpec]:
        """Buttons at the foot of the side panel (a score board, the slate), above "Last trick"."""
        return []

    def prompt(self, obs: O, names: Sequence[str], legal: Sequence[Action]) -> str | None:
        """The turn prompt in the game's own words; None leaves it to the table."""
        return None

    def confirm_question(self, obs: O, action: Action) -> str | None:
        """What to ask before ``action`` when the viewer's own known points make it a loss
        (a claim below the target); None: no question."""
        return None

    def marked_cards(self, obs: O) -> frozenset[Card]:
        """Cards of the viewer's hand to mark (Skat: the two just taken up from the skat)."""
        return frozenset()

    def auto_action(self, obs: O) -> Action | None:
        """An action the table takes for the viewer unless a button is pressed before the
        finished trick is cleared (an offer that must not hold up the deal)."""
        return None

    def think_seconds(self, obs: O, seconds: float) -> float:
        """How long a computer seems to think before this decision."""
        return seconds

    def event_pause(self, e: Event) -> float:
        """Extra time an event's banner stays before the next event, in announcement lengths."""
        return 0.0

    def seat_away(self, view: PanelView[O], seat: int) -> str | None:
        """Why a seat takes no part in the deal ("left the game"), or None; its plate greys out."""
        return None

    def seat_note(self, view: PanelView[O], seat: int) -> str | None:
        """A seat's role shown on its plate ("declarer", "partner"), or None."""
        return None

    def move_cards(self, model: TableModel, e: Event) -> bool:
        """Move the tokens for one of the game's own event kinds; False leaves ``e`` to the model."""
        return False

    def draw_table(self, surface: pygame.Surface, layout: TableLayout, view: PanelView[O]) -> None:
        """Game-specific drawing on the felt, over the cards and plates (a reveal's glow)."""

    def stock(self, obs: O) -> StockView:
        return StockView()

    def event_text(self, e: Event, names: Sequence[str]) -> str | None:
        """The words shown to the table for an event, if it deserves any."""
        if e.kind == ev.ANNOUNCED and "action" in e.data:
            return labelled(who(names, e), self.label(Action.parse(e.data['action'])))
        if e.kind == ev.TRUMP_EXCHANGED:
            return said("panel.takes_trump_card", who(names, e))
        if e.kind == ev.STOCK_CLOSED:
            return said("panel.closes_stock", who(names, e))
        return None

    def lines(self, view: PanelView[O]) -> list[tuple[str, str]]:
        """(label, value) rows under the scores; games add their own."""
        obs = view.obs
        rows = [(tr("table.trump"), suit_word(obs.trump, self.art.theme))] if obs.trump else []
        rows += [(tr("panel.tricks_of", name=view.names[s]), str(n)) for s, n in enumerate(obs.tricks_won)]
        return rows + self.points_row(view)

    def points_row(self, view: PanelView[O]) -> list[tuple[str, str]]:
        """The viewer's running card points: what the tricks they took hold (theirs to count;
        shown once the game played, and so the cards' values, is known)."""
        obs = view.obs
        rules = self.rules.trick_rules(obs)
        if rules is None:
            return []
        points = sum(rules.points(card) for winner, trick in obs.tricks if winner == obs.seat for _, card in trick)
        return [(tr("panel.points_of", name=view.names[obs.seat]), str(points))]

    def scores(self, view: PanelView[O]) -> list[tuple[str, str]]:
        """(name, score) of each seat for the panel's headline."""
        totals = self.rules.match_scores(view.record)
        return [(view.names[s], f"{total:g}") for s, total in enumerate(totals)]

    def score_caption(self) -> str:
        return tr("term.match")

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, view: PanelView[O]) -> None:
        panel(surface, rect)
        clip = surface.get_clip()
        bottom = rect.bottom if view.bottom is None else view.bottom
        surface.set_clip(clip.clip(rect.left, rect.top, rect.width, bottom - rect.top))  # rows never run under the buttons
        try:
            self._draw_rows(surface, rect, view)
        finally:
            surface.set_clip(clip)

    def _draw_rows(self, surface: pygame.Surface, rect: pygame.Rect, view: PanelView[O]) -> None:
        pad = max(12, rect.width // 16)
        x, y = rect.left + pad, rect.top + pad
        big, mid, small = rect.width // 7, max(20, rect.width // 11), max(18, rect.width // 13)
        title = tr(f"game.{self.rules.id}")
        big = fitted(title, big, rect.width - 2 * pad)  # at a large UI scale the words shrink to fit
        blit_text(surface, title, big, GOLD, topleft=(x, y))
        y += line_height(big) + pad // 4
        caption = self.score_caption()
        blit_text(surface, caption, fitted(caption, small, rect.width - 2 * pad), INK_DIM, topleft=(x, y))
        y += line_height(small)
        bottom = rect.bottom if view.bottom is None else view.bottom  # (the last trick's box may lie above the buttons)
        for name, score in self.scores(view):
            y = panel_row(surface, rect, pad, y, (name, mid, INK), (score, mid + 6, GOLD), bottom)
        y += pad // 2
        pygame.draw.line(surface, (120, 110, 80), (x, y), (rect.right - pad, y))
        y += pad // 2
        y = self.draw_extra(surface, rect, view, y)
        for label, value in self.lines(view):
            y = panel_row(surface, rect, pad, y, (label, small, INK_DIM), (value, small, INK), bottom)
        if view.code:
            panel_row(surface, rect, pad, y, (tr("menu.deal_code"), small, INK_DIM), (view.code, small, INK_DIM), bottom)

    def draw_extra(self, surface: pygame.Surface, rect: pygame.Rect, view: PanelView[O], y: int) -> int:
        """Game-specific drawing between the scores and the rows; returns the next free y."""
        return y

    def deal_summary(self, obs: O, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        """A headline and the lines that explain how the deal was scored."""
        scores = self.rules.match_scores(record)
        return tr("summary.deal_over"), [labelled(names[s], f"{total:g}") for s, total in enumerate(scores)]

    def match_summary(self, record: Any, names: Sequence[str]) -> tuple[str, list[str]]:
        winners = self.rules.match_winners(record)
        scores = self.rules.match_scores(record)
        headline = said("panel.wins_match", joined(names[w] for w in winners), plural=len(winners) > 1)
        return headline, [labelled(names[s], f"{total:g}") for s, total in enumerate(scores)]


def panel_row(surface: pygame.Surface, rect: pygame.Rect, pad: int, y: int, label: tuple[str, int, tuple],
              value: tuple[str, int, tuple], bottom: int | None = None) -> int:
    """A side-panel row: (words, size, colour) of a label on the left and its value on the
    right; the value goes to a line of its own when both do not fit (a large UI scale, long
    German words). Returns the next free y. A row that would reach below ``bottom`` is left
    out, never cut in half (and ``bottom`` is returned: no later row fits either)."""
    words, size, color = label
    width = rect.width - 2 * pad
    size = fitted(words, size, width)
    room = width - font(size).size(words)[0] - 12
    value_y = y + line_height(size) if font(value[1]).size(value[0])[0] > room else y
    end = value_y + (line_height(value[1]) if value_y > y else max(line_height(size), line_height(value[1]) - 4))
    if bottom is not None and end > bottom:
        return bottom
    blit_text(surface, words, size, color, topleft=(rect.left + pad, y))
    blit_text(surface, value[0], fitted(value[0], value[1], width), value[2], topright=(rect.right - pad, value_y))
    return end


def panel_words(surface: pygame.Surface, topleft: tuple[int, int], words: tuple[str, int, tuple], width: int, bottom: int) -> int:
    """(words, size, colour) wrapped to ``width`` from ``topleft`` down; returns the next free y.
    When its lines would reach below ``bottom`` they are left out together, never cut in half
    nor a word broken off (and ``bottom`` is returned: nothing later fits either)."""
    text, size, color = words
    (x, y), lines = topleft, wrap(text, size, width)
    if y + len(lines) * line_height(size) > bottom:
        return bottom
    for line in lines:
        blit_text(surface, line, size, color, topleft=(x, y))
        y += line_height(size)
    return y


def fading_ring(surface: pygame.Surface, center: tuple[float, float], card_h: int, t: float) -> None:
    """A gold ring widening and fading around ``center`` (``t`` from 0 to 1): where the eye
    should go (a partner revealed, a trump card exchanged)."""
    radius = round(card_h * (0.5 + 0.7 * t))
    ring = pygame.Surface((radius * 2 + 8, radius * 2 + 8), pygame.SRCALPHA)
    pygame.draw.circle(ring, (*GOLD, round(230 * (1 - t))), ring.get_rect().center, radius, width=6)
    surface.blit(ring, ring.get_rect(center=(round(center[0]), round(center[1]))))


def who(names: Sequence[str], e: Event) -> str:
    """The name of the seat an event is about (the events a panel words always name one)."""
    return name_of(names, e.seat)


def name_of(names: Sequence[str], seat: int | None) -> str:
    """A seat's name; no seat (a field the phase leaves empty) has none."""
    return names[seat] if seat is not None else ""


def said(key: str, name: str, plural: bool = False, **params: object) -> str:
    """A sentence whose subject is ``name``, from ``key`` with ``{name}``. Where the grammar
    changes with the subject, the catalog has ``<key>.you`` (the viewer, called by the
    language's word for you: "You win", "Du gewinnst") and ``<key>.many`` (several people)."""
    form = ".many" if plural else ".you" if isinstance(name, You) else ""
    return tr(key + form if form and has(key + form, "en") else key, name=name, **params)


def joined(names: Iterable[str]) -> str:
    """Names joined for a sentence: "Anna and Ben"."""
    return tr("table.and").join(names)


def panel_for(rules: Ruleset[Any, Any, Any], art: CardArt) -> GamePanel[Any]:
    panel: GamePanel[Any] = importlib.import_module(games.info(rules.id).panel).PANEL(rules, art)
    return panel
