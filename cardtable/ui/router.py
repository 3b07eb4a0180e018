"""The scene router: every screen the app opens, by what it shows.

A scene that leads to another asks ``app.router`` (``main_menu()``, ``table(source)``,
``review(deal)`` …) instead of importing the other scene, so the scenes import none of each
other but their base classes and the dialogs, and ``ui`` has no import cycles (a test checks
it). This is the one module that knows every screen; a game's own screens (score board,
slate) are opened by the game's panel, which imports them.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..session.controller import MatchController
from ..session.persistence import MatchKeeper
from ..session.source import TableSource
from ..storage import SavedMatch, Statistics
from ..storage.history import DealRecord
from .scenes.dialogs import PauseMenu
from .scenes.history import HistoryScene
from .scenes.learn import LearnScene
from .scenes.menu import MainMenu, NewGameScene
from .scenes.online import OnlineScene
from .scenes.review import ReviewScene
from .scenes.rules import RulesScene
from .scenes.saves import ContinueScene, LoadScene, SaveScene
from .scenes.settings import SettingsScene
from .scenes.statistics import StatisticsScene
from .table.scene import TableScene

if TYPE_CHECKING:
    from .app import App


class Router:
    def __init__(self, app: App) -> None:
        self.app = app

    # ---- screens that replace the stack ------------------------------------------------------
    def main_menu(self) -> MainMenu:
        return self.app.reset(MainMenu(self.app))

    def table(self, source: TableSource, stop_after: int | None = None) -> TableScene:
        """The table for a match (it replaces every screen: the table is the bottom of the stack)."""
        return self.app.reset(TableScene(self.app, source, stop_after))

    def resume(self, saved: SavedMatch) -> TableScene:
        """The table on a loaded match exactly as it was saved (hands, scores, seats), with the
        game's own deck."""
        self.app.apply_settings(self.app.settings.playing(saved.match.rules.id))
        return self.table(MatchController.resume(saved.match, list(saved.seats), keeper=MatchKeeper()))

    # ---- screens over the one below ----------------------------------------------------------
    def new_game(self) -> NewGameScene:
        return self.app.push(NewGameScene(self.app))

    def games_in_progress(self, saved: Sequence[SavedMatch]) -> ContinueScene:
        return self.app.push(ContinueScene(self.app, saved))

    def learn(self) -> LearnScene:
        return self.app.push(LearnScene(self.app))

    def online(self) -> OnlineScene:
        return self.app.push(OnlineScene(self.app))

    def load(self) -> LoadScene:
        return self.app.push(LoadScene(self.app))

    def save(self) -> SaveScene:
        return self.app.push(SaveScene(self.app))

    def settings(self) -> SettingsScene:
        return self.app.push(SettingsScene(self.app))

    def statistics(self, stats: Statistics | None = None) -> StatisticsScene:
        return self.app.push(StatisticsScene(self.app, stats))

    def history(self, deals: Sequence[DealRecord] | None = None) -> HistoryScene:
        return self.app.push(HistoryScene(self.app, deals))

    def review(self, deal: DealRecord) -> ReviewScene:
        return self.app.push(ReviewScene(self.app, deal))

    def rules(self, game: str) -> RulesScene:
        return self.app.push(RulesScene(self.app, game))

    def pause(self) -> PauseMenu:
        return self.app.push(PauseMenu(self.app))

    # ---- what lies on the stack --------------------------------------------------------------
    def table_below(self) -> TableScene | None:
        """The table under the screens on top (settings or saving opened from the pause menu)."""
        return next((s for s in reversed(self.app.scenes) if isinstance(s, TableScene)), None)
