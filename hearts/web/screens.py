"""What the router shows, each made on its first visit: the table, the drawers, Learn, History and the puzzles.

The Settings and Statistics drawers, Learn, History and the puzzles come with a late part of the page's code
(:mod:`.parts`): each is made (and its modules imported) when first asked for, once its part has come.
History is made with the review laid over its replay and par's comparison beside the Expert's play
(:mod:`hearts.web.history.replay_parts`). Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..rules import Rules
from .parts import LATER, PARTS, LateScreen
from .review.own_puzzles import OwnPuzzleFinder
from .router import Route, Router, Screen, ScreenCalls
from .settings.current import CurrentSettings
from .storage.history_pars import ParKeeper
from .storage.history_reviews import ReviewKeeper
from .storage.history_writer import HistoryKeeper
from .storage.other_tabs import follow
from .storage.restore_and_save import Keeper
from .table.controller import Controller
from .ui.dom import fill, text
from .ui.events import Listeners
from .ui.keyboard import Keyboard
from .ui.notices import Notices
from .ui.panel import Panel

if TYPE_CHECKING:
    from ..analysis import DealReview
    from ..record import GameRecord
    from .learn.adapter import LearnView
    from .storage.history import HistoryEntry
    from .ui.panel import Drawer

__all__ = ["Kept", "add_drawers", "add_screens", "on_other_tabs"]


@dataclass(frozen=True)
class Kept:
    """What the browser keeps, as the page's parts reach it, and the notices of what could not be kept."""

    keeper: Keeper
    history: HistoryKeeper
    reviews: ReviewKeeper
    pars: ParKeeper
    notices: Notices
    own_puzzles: OwnPuzzleFinder | None = None
    """Where your reviewed mistakes become your own puzzles (none: nowhere)."""

    def mistakes(self, match_id: str, record: GameRecord, review: DealReview) -> None:
        """A review is done: its mistakes are checked for your own puzzles, in the background."""
        if self.own_puzzles is not None:
            self.own_puzzles.reviewed(match_id, record, review)


def add_drawers(
    panel: Panel,
    keyboard: Keyboard,
    settings: CurrentSettings,
    kept: Kept,
    controller: Controller,
    unlock_audio: Callable[[], None],
) -> None:
    """The Settings and Statistics drawers, each made (and its modules loaded) when first opened."""

    def settings_drawer() -> Drawer:
        from .settings.adapter import SettingsPanel
        from .settings.state import SettingsState

        def game() -> tuple[str, Rules]:
            return controller.table.level, controller.table.match.rules

        return SettingsPanel(panel, SettingsState(settings, game), unlock_audio, lambda: controller.redraw())

    def statistics_drawer() -> Drawer:
        from .statistics.adapter import StatisticsPanel
        from .statistics.state import StatisticsState
        from .storage.puzzle_progress import PUZZLES_SLOT

        drawer = StatisticsState(
            kept.keeper,
            lambda: kept.reviews.book,
            kept.notices.flush,
            lambda: kept.pars.book,
            lambda: kept.keeper.storage.load(PUZZLES_SLOT).value,
        )
        return StatisticsPanel(panel, drawer, keyboard)

    panel.add("settings", settings_drawer)
    panel.add("statistics", statistics_drawer)


class LearnScreen:
    """Learn as the router shows it; after a change of language the page it shows is drawn again, in place."""

    def __init__(self, view: LearnView) -> None:
        self.view = view

    def show(self, route: Route) -> None:
        self.view.show(route)

    def hide(self) -> None:
        self.view.hide()

    def redraw(self) -> None:
        from .learn.views import learn_view

        view, state = self.view, self.view.state
        if state.route is not None:
            fill(view.content, learn_view(state.route, view.rules(), state.progress, state.practice))


def on_other_tabs(kept: Kept, settings: CurrentSettings, panel: Panel) -> Callable[[Any], None]:
    """The ``storage`` event's handler: another tab changed the settings or statistics, and this one follows."""

    def on_storage(event: Any) -> None:
        followed = follow(kept.keeper, text(event.key))
        if followed is None:
            return
        if followed == "settings":
            settings.adopt()
        panel.render()
        kept.notices.flush()

    return on_storage


def add_screens(
    router: Router, listeners: Listeners, keyboard: Keyboard, panel: Panel, kept: Kept, controller: Controller
) -> None:
    """What the router shows: the table (waiting while hidden), the drawers, and Learn, History and the puzzles
    (each loaded on its first visit, once its part of the page's code has come)."""

    def open_drawer(route: Route) -> None:
        drawer = route.drawer
        if drawer is None:
            return
        if PARTS.arrived(LATER):
            panel.open(drawer)
            return

        def opening() -> None:
            if router.route.drawer == drawer and panel.route != drawer:  # still asked for, and not open yet
                panel.open(drawer)

        PARTS.when(LATER, opening)

    def learn() -> Screen:
        from .learn.adapter import install

        view = install(lambda: controller.table.match.rules, kept.keeper.storage, listeners)
        kept.notices.flush()
        return LearnScreen(view)

    router.add("table", lambda: ScreenCalls(lambda route: controller.resume(), controller.hold))
    router.add("panel", lambda: ScreenCalls(open_drawer, panel.close))
    router.add("learn", lambda: LateScreen(learn))
    router.add("history", lambda: LateScreen(lambda: history_screen(router, listeners, keyboard, kept, controller)))

    def puzzles() -> Screen:
        from .puzzles.adapter import install as install_puzzles

        return install_puzzles(kept.keeper.storage, listeners, keyboard, kept.notices.flush)

    router.add("puzzles", lambda: LateScreen(puzzles))


def history_screen(
    router: Router, listeners: Listeners, keyboard: Keyboard, kept: Kept, controller: Controller
) -> Screen:
    """History, with the review laid over its replay and par's comparison beside the Expert's play."""
    from .history.adapter import install
    from .history.replay_parts import ReplayScreen
    from .history.state import HistoryState
    from .par.adapter import compared
    from .review.history_layer import ReviewLayer

    def at_table() -> HistoryEntry | None:
        table = controller.table
        saved = kept.keeper.saved_game
        return kept.history.at_table(saved.match_id if saved else None, table.match_id, table.match, table.level)

    def review_layer(screen: ReplayScreen) -> ReviewLayer:
        return ReviewLayer(screen, kept.reviews, kept.mistakes)

    state = HistoryState(kept.history, at_table, kept.notices.flush, compared)
    return install(state, controller, listeners, keyboard, router, review_layer)
