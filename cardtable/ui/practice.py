"""Practice with open cards at the table (``session.replay``): every hand face up, and the
hint shown by itself whenever the viewer may act.

The table is fed the events as the engine gave them, not as the viewer's seat may see them, so
every dealt and drawn card arrives face up (the stock and a buried skat stay face down: no
event shows them); a table rebuilt from the observation (undo, a resize of the deal) gets the
other hands from their own seats' observations. The hint is the expert's move
(``session.hints``), computed on a worker thread so the table keeps drawing while it thinks;
it stays on the message line until the viewer acts (a message in between, an illegal move's
reason, shows first and the hint comes back after it). An add-on (``ui.table.addons``).
"""

from __future__ import annotations

import math
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TYPE_CHECKING

from ..i18n import tr
from ..session.controller import MatchController
from ..session.hints import Hint, hint
from .table.addons import AddOn
from .table_model import TableModel

if TYPE_CHECKING:
    from .table.scene import TableScene


class Practice(AddOn):
    def __init__(self, table: TableScene, controller: MatchController) -> None:
        self.table, self.controller = table, controller
        self.enabled = self.open_cards = controller.practice
        self._pool: ThreadPoolExecutor | None = None
        self._job: tuple[int, Future[Hint]] | None = None  # (controller version, the hint being found)
        self.shown: tuple[int, str] | None = None  # (controller version, the hint line)
        self.advice: Hint | None = None  # the hint on the message line

    def model_built(self, model: TableModel) -> None:
        """Turn the other hands of a model built from the viewer's observation face up."""
        controller = self.controller
        if not self.enabled or controller.match.state is None:
            return
        for seat, hand in enumerate(model.hands):
            if seat != self.table.viewer:
                cards = controller.observation(seat)
                assert cards is not None  # a deal is on the table
                for token, card in zip(hand, cards.hand):
                    token.card = card

    def hands_sorted(self, model: TableModel) -> None:
        """Each open hand held in its own seat's order, as the viewer holds theirs."""
        controller = self.controller
        if not self.enabled or controller.match.state is None:
            return
        for seat, hand in enumerate(model.hands):
            obs = controller.observation(seat)
            if seat != self.table.viewer and obs is not None and all(t.card is not None for t in hand):
                key = self.table.rules.hand_sort_key(obs)
                hand.sort(key=lambda t: key(t.card) if t.card else ())

    def update(self, dt: float) -> None:
        """Start finding the hint once the viewer may act; show it when found, and again
        whenever the message line is free, until the viewer acts."""
        table = self.table
        if not self.enabled:
            return
        version = self.controller.version
        if self.shown is not None and self.shown[0] != version and table.message == self.shown[1]:
            table.say("", 0.0)  # a hint for a position that is gone
        if not table.legal or table.animating or table.app.top is not table:
            return
        if self.shown is not None and self.shown[0] == version:
            if table.message_left <= 0 and self.shown[1]:
                table.say(self.shown[1], math.inf)
            return
        if self._job is None or self._job[0] != version:
            if self._job is not None:
                self._job[1].cancel()
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="practice-hint")
            c, obs = self.controller, table.obs
            assert obs is not None  # legal actions come from it
            seed = f"{c.seed}/hint/{c.match.deals}"
            self._job = (version, self._pool.submit(hint, table.rules, obs, seed, table.app.settings.theme))
            return
        future = self._job[1]
        if not future.done():
            return
        advice = future.result()
        if advice.action is None:
            self.shown = (version, "")
            return
        line = tr("table.hint_line", advice=advice.text)
        self.shown, self.advice = (version, line), advice
        table.say(line, math.inf)
        table.focus_on(advice.action)

    def closed(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
