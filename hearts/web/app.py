"""The page's start: every part of the page made and wired together (``main.py`` calls :func:`start`).

What the browser kept is restored (the :class:`~hearts.web.storage.keeper.Keeper`
over ``localStorage``) and the opening table chosen (:func:`~hearts.web.table.session.open_session`).
Then each part is made and told about the others: the notices, the settings
in force and what follows them, saving after every move, the reviews kept,
the table's controller with its review and play checker, the table's page,
the share box, the Settings and Statistics drawers, the keyboard in the
dialogs, another tab's changes, and the sounds. Learn and History load on
their first visit, the computer players just after the table is ready.
Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js

from ..rules import Rules
from .history.keeping import HistoryKeeper
from .review.keeping import ReviewKeeper
from .review.table import TableReview
from .settings.current import CurrentSettings
from .settings.on_page import show_on_page
from .storage.keeper import Keeper
from .storage.local import LocalStore
from .storage.other_tabs import follow
from .storage.settings import Settings
from .table.adapter import Page
from .table.after_draw import AfterDraw
from .table.audio import Audio
from .table.choices import PlayChoices
from .table.computer import load as load_bots
from .table.controller import Controller
from .table.saving import Saving
from .table.session import open_session
from .table.share_box import ShareBox
from .ui.clock import Clock
from .ui.dialog_keys import listen_for_dialogs
from .ui.dom import text
from .ui.events import Listeners
from .ui.notice_box import NoticeBox
from .ui.notices import Notices
from .ui.panel import Panel

if TYPE_CHECKING:
    from .storage.history import HistoryEntry
    from .ui.panel import Drawer

__all__ = ["start"]


def _set_query(query: str) -> None:
    """Put ``query`` in the page's address, in place (a reload resumes the game being played)."""
    location = js.location
    address = f"{location.pathname}{query}{location.hash}"
    with contextlib.suppress(Exception):  # some browsers limit address changes; the game goes on
        js.history.replaceState(None, "", address)


def _on_demand(listeners: Listeners, prefixes: tuple[str, ...], install: Callable[[], None]) -> None:
    """Run ``install`` once the address starts with one of ``prefixes`` (now, or at a later change)."""

    def wanted() -> bool:
        return str(js.location.hash).startswith(prefixes)

    if wanted():
        install()
        return

    def on_hash(event: Any) -> None:
        if wanted():
            js.window.removeEventListener("hashchange", listener)
            install()

    listener = listeners.listen(js.window, "hashchange", on_hash)


def _drawers(
    panel: Panel,
    settings: CurrentSettings,
    keeper: Keeper,
    reviews: ReviewKeeper,
    controller: Controller,
    flush: Callable[[], None],
    unlock_audio: Callable[[], None],
) -> None:
    """The Settings and Statistics drawers, each made (and its modules loaded) when first opened."""

    def settings_drawer() -> Drawer:
        from .settings.adapter import SettingsPanel
        from .settings.drawer import SettingsDrawer

        def game() -> tuple[str, Rules]:
            return controller.table.level, controller.table.match.rules

        return SettingsPanel(panel, SettingsDrawer(settings, game), unlock_audio, lambda: controller.redraw())

    def statistics_drawer() -> Drawer:
        from .statistics.adapter import StatisticsPanel
        from .statistics.drawer import StatisticsDrawer

        return StatisticsPanel(panel, StatisticsDrawer(keeper, lambda: reviews.book, flush))

    panel.add("settings", settings_drawer)
    panel.add("statistics", statistics_drawer)


def _other_tabs(keeper: Keeper, settings: CurrentSettings, panel: Panel, notices: Notices) -> Callable[[Any], None]:
    """The ``storage`` event's handler: another tab changed the settings or statistics, and this one follows."""

    def on_storage(event: Any) -> None:
        followed = follow(keeper, text(event.key))
        if followed is None:
            return
        if followed == "settings":
            settings.adopt()
        panel.render()
        notices.flush()

    return on_storage


def _views_on_demand(
    listeners: Listeners,
    keeper: Keeper,
    history: HistoryKeeper,
    reviews: ReviewKeeper,
    controller: Controller,
    notices: Notices,
) -> None:
    """Learn follows ``#learn`` addresses, History ``#history`` and ``#game=``; each loads on its first visit."""

    def install_learn() -> None:
        from .learn.adapter import install

        install(lambda: controller.table.match.rules, storage=keeper.storage)
        notices.flush()

    def install_history() -> None:
        from .history.adapter import install
        from .history.state import HistoryState

        def at_table() -> HistoryEntry | None:
            table = controller.table
            saved = keeper.saved_game
            return history.at_table(saved.match_id if saved else None, table.match_id, table.match, table.level)

        install(HistoryState(history, at_table, notices.flush), controller, reviews, listeners)

    _on_demand(listeners, ("#learn",), install_learn)
    _on_demand(listeners, ("#history", "#game="), install_history)


def start() -> Page:
    """Make the page's parts, draw the table and mark the page ready for play."""
    listeners = Listeners()
    clock = Clock(js.Date.new)
    keeper = Keeper(LocalStore())
    history = HistoryKeeper(keeper.storage, clock.stamp)  # every game played here, read when History needs it
    opening = open_session(keeper, str(js.location.search), clock.today())
    notices = Notices(keeper.take_notice)
    NoticeBox(notices, listeners)
    settings = CurrentSettings(keeper, opening.settings, notices.flush)
    reviews = ReviewKeeper(keeper.storage, history, notices.flush)
    audio = Audio()

    def unlock_audio(_event: Any = None) -> None:
        if settings.value.sounds:
            audio.unlock()

    # The table's controller, saving after every move, with the review and the play checker.
    panel = Panel(listeners)
    saving = Saving(keeper, history, notices, counted=lambda: panel.refresh("statistics"))
    controller = Controller(
        lambda: None,
        table=opening.table,
        choices=PlayChoices.of(settings.value),
        on_save=saving.save,
        today=clock.today,
    )
    review = TableReview(controller, reviews)
    controller.reviewer = review
    # The dialogs over the table, and the page's listeners before the table's own.
    share = ShareBox(lambda: controller.table.match, listeners)
    _drawers(panel, settings, keeper, reviews, controller, notices.flush, unlock_audio)
    listeners.listen(js.window, "hashchange", panel.follow_address)
    listeners.listen(js.window, "storage", _other_tabs(keeper, settings, panel, notices))
    listen_for_dialogs(listeners, (share, panel), unlock_audio)
    listeners.listen(js.document, "pointerdown", unlock_audio)
    settings.follow(show_on_page)
    if opening.notice:
        notices.notify(opening.notice)
    page = Page(
        controller,
        review,
        listeners,
        after_draw=AfterDraw(lambda: settings.value.sounds, audio.play, _set_query),
        share=share.share,
        choose_level=settings.choose_difficulty,
        covered=lambda: panel.is_open,
    )

    def follow_settings(chosen: Settings) -> None:
        controller.use(PlayChoices.of(chosen))
        review.checker.threshold = chosen.checker_points if chosen.play_checker else None

    settings.follow(follow_settings)
    panel.follow_address()
    controller.start()
    js.document.body.setAttribute("data-ready", f"{js.performance.now():.0f}")
    _views_on_demand(listeners, keeper, history, reviews, controller, notices)
    js.setTimeout(listeners.keep(lambda: load_bots()), 60)  # the computer players, before they are first needed
    return page
