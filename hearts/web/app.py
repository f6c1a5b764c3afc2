"""The page's start: every part of the page made and wired together (``main.py`` calls :func:`start`).

What the browser kept is restored (the :class:`~hearts.web.storage.keeper.Keeper`
over ``localStorage``) and the opening table chosen (:func:`~hearts.web.table.session.open_session`).
Then each part is made and told about the others: the notices, the settings
in force and what follows them, the page's keyboard (:mod:`.keys`) and its
router (:mod:`.router`), saving after every move, the reviews kept, the
table's controller with its review and play checker, the table's page, the
share box, the Settings and Statistics drawers, another tab's changes, and
the sounds. Once the table is ready the router shows what the address asks
for; Learn and History load on their first visit, the computer players
as soon as their part has come. Whatever comes with a late part of the page's
code (:mod:`.parts`) waits for it: the drawers, Learn and History, as here; the
review, the play checker, hints and the computer players where they are run.
Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js

from ..rules import Rules
from ..words.catalog import NATIVE_NAMES, language
from ..words.catalog import gettext as _
from .address_bar import AddressBar
from .history.keeping import HistoryKeeper
from .keys import Keyboard
from .language import asked_language, page_language, stored_choice
from .par.keeping import ParKeeper
from .par.table import TablePar
from .part_loader import load_late_parts
from .parts import LATE_PARTS, LATER, PARTS, LateScreen
from .review.keeping import ReviewKeeper
from .review.table import TableReview
from .router import Route, Router, Screen, ScreenCalls, is_learn_address
from .settings.current import CurrentSettings
from .settings.on_page import show_on_page
from .speaking import Speaking, browser_languages, word_page
from .storage.keeper import Keeper
from .storage.local import LocalStore
from .storage.other_tabs import follow
from .storage.settings import SETTINGS_SLOT, Settings
from .table.adapter import Page
from .table.after_draw import AfterDraw
from .table.audio import Audio
from .table.choices import PlayChoices
from .table.computer import load as load_bots
from .table.controller import Controller
from .table.save_times import in_idle_time, when_hidden
from .table.saving import Saving
from .table.session import open_session
from .table.share_box import ShareBox
from .ui.clock import Clock
from .ui.dom import fill, text
from .ui.events import Listeners
from .ui.notice_box import NoticeBox
from .ui.notices import Notices
from .ui.panel import Panel
from .ui.tree import html_of

if TYPE_CHECKING:
    from .learn.adapter import LearnView
    from .storage.history import HistoryEntry
    from .ui.panel import Drawer

__all__ = ["start"]

_STARTED: list[Page] = []
"""The page, once started (kept for the life of the page)."""


def _drawers(
    panel: Panel,
    keyboard: Keyboard,
    settings: CurrentSettings,
    keeper: Keeper,
    reviews: ReviewKeeper,
    controller: Controller,
    flush: Callable[[], None],
    unlock_audio: Callable[[], None],
    pars: ParKeeper,
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

        return StatisticsPanel(
            panel, StatisticsDrawer(keeper, lambda: reviews.book, flush, lambda: pars.book), keyboard
        )

    panel.add("settings", settings_drawer)
    panel.add("statistics", statistics_drawer)


class _LearnScreen:
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
            fill(view.content, html_of(learn_view(state.route, view.rules(), state.progress, state.practice)))


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


def _screens(
    router: Router,
    listeners: Listeners,
    keyboard: Keyboard,
    panel: Panel,
    keeper: Keeper,
    history: HistoryKeeper,
    reviews: ReviewKeeper,
    controller: Controller,
    notices: Notices,
) -> None:
    """What the router shows: the table (waiting while hidden), the drawers, and Learn and History (each loaded
    on its first visit, once its part of the page's code has come)."""

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

        view = install(lambda: controller.table.match.rules, keeper.storage, listeners)
        notices.flush()
        return _LearnScreen(view)

    def history_view() -> Screen:
        from .history.adapter import install
        from .history.state import HistoryState

        def at_table() -> HistoryEntry | None:
            table = controller.table
            saved = keeper.saved_game
            return history.at_table(saved.match_id if saved else None, table.match_id, table.match, table.level)

        return install(HistoryState(history, at_table, notices.flush), controller, reviews, listeners, keyboard, router)

    router.add("table", lambda: ScreenCalls(lambda route: controller.resume(), controller.hold))
    router.add("panel", lambda: ScreenCalls(open_drawer, panel.close))
    router.add("learn", lambda: LateScreen(learn))
    router.add("history", lambda: LateScreen(history_view))


def _stored_language(store: LocalStore) -> str | None:
    """The language kept with the settings, read before the settings are (their notices come in it)."""
    try:
        return stored_choice(store.get(SETTINGS_SLOT.key))
    except Exception:  # the browser refuses storage: the keeper says so, in the browser's language
        return None


def start() -> Page | None:
    """Put the player's language in use, then make the page's parts, draw the table and mark the page ready.

    The language is the address's (``?lang=``), else the one chosen in Settings, else the browser's
    (:func:`hearts.web.language.page_language`). In English the page is made at once and returned;
    in another language once its catalog has come (``None`` is returned meanwhile: the loading screen stays).
    """
    PARTS.expect(LATE_PARTS)  # before anything asks whether a part is here (a finished deal's par, at start)
    address = AddressBar()
    store = LocalStore()
    asked = asked_language(address.search())
    tag = page_language(asked=asked, chosen=_stored_language(store), browser=browser_languages())
    speaking = Speaking()

    def begin(spoken: bool) -> None:
        _STARTED.append(_start(address, store, speaking, asked, None if spoken else _catalog_missing(tag)))

    speaking.speak(tag, begin)
    return _STARTED[-1] if _STARTED else None


def _catalog_missing(tag: str) -> str:
    # Translators: {language} is the name of a language in that language ("Français", "Polski").
    return _("The words of {language} could not be fetched, so the table speaks English until they can be.").format(
        language=NATIVE_NAMES.get(tag, tag)
    )


def _start(address: AddressBar, store: LocalStore, speaking: Speaking, asked: str | None, missing: str | None) -> Page:
    """Make the page's parts in the language in use, draw the table and mark the page ready for play."""
    word_page()
    listeners = Listeners()
    clock = Clock(js.Date.new)
    keeper = Keeper(store)
    keeper.storage.follow_other_tabs()  # another tab's writes come as `storage` events, not by reading again
    history = HistoryKeeper(keeper.storage, clock.stamp)  # every game played here, read when History needs it
    opening = open_session(keeper, address.search(), clock.today())
    lang = f"&lang={asked}" if asked else ""  # the address's language stays in it
    notices = Notices(keeper.take_notice)
    notice_box = NoticeBox(notices, listeners)
    settings = CurrentSettings(keeper, opening.settings, notices.flush)
    reviews = ReviewKeeper(keeper.storage, history, notices.flush)
    audio = Audio()

    def unlock_audio(_event: Any = None) -> None:
        if settings.value.sounds:
            audio.unlock()

    # The keyboard learns from the router which view shows; the drawers' panel leaves by the router.
    keyboard = Keyboard(js.document, unlock_audio)
    router = Router(address, lambda route: keyboard.show(route.view))
    panel = Panel(listeners, keyboard, router.close)
    # The table's controller, saving after every move, with the review and the play checker.
    saving = Saving(keeper, history, notices, counted=lambda: panel.refresh("statistics"), later=in_idle_time)
    when_hidden(listeners, saving.hidden)  # History is written before the page goes
    controller = Controller(
        lambda: None,
        table=opening.table,
        choices=PlayChoices.of(settings.value),
        on_save=saving.save,
        today=clock.today,
    )
    review = TableReview(controller, reviews)
    controller.reviewer = review
    par_keeper = ParKeeper(history, notices.flush, keeper.storage)
    par = TablePar(controller, par_keeper)
    controller.watchers.append(par)
    share = ShareBox(lambda: controller.table.match, listeners, keyboard, par.found)
    # The dialogs over the table, and the page's listeners: the keyboard's, the address's, another tab's.
    _drawers(panel, keyboard, settings, keeper, reviews, controller, notices.flush, unlock_audio, par_keeper)
    _screens(router, listeners, keyboard, panel, keeper, history, reviews, controller, notices)

    def follow(_event: object = None) -> None:
        """The address changed: show what it asks for (Learn's addresses are read by Learn's code: once it is here)."""
        if is_learn_address(address.fragment()) and not PARTS.arrived(LATER):
            PARTS.when(LATER, follow)
            return
        router.follow()

    keyboard.listen(listeners.listen)
    address.listen(listeners, follow)
    listeners.listen(js.window, "storage", _other_tabs(keeper, settings, panel, notices))
    listeners.listen(js.document, "pointerdown", unlock_audio)
    settings.follow(show_on_page)
    if opening.notice:
        notices.notify(opening.notice)
    if missing:
        notices.notify(missing)
    page = Page(
        controller,
        review,
        listeners,
        keyboard,
        after_draw=AfterDraw(lambda: settings.value.sounds, audio.play, lambda query: address.keep_query(query + lang)),
        share=share.share,
        choose_level=settings.choose_difficulty,
        par=par,
    )

    def follow_settings(chosen: Settings) -> None:
        controller.use(PlayChoices.of(chosen))
        review.checker.threshold = chosen.checker_points if chosen.play_checker else None
        page.show_cards_out(chosen.cards_out)

    settings.follow(follow_settings)

    def redraw() -> None:
        """Every view again in the language now in use; the game in progress goes on as it was."""
        word_page()
        controller.redraw()
        panel.render()
        router.redraw()
        share.redraw()
        notice_box.redraw()

    started = False

    def follow_language(chosen: Settings) -> None:
        nonlocal started
        if not started:
            started = True  # the language of the start is in use already (or could not be fetched: said so)
            return
        if chosen.language is None or chosen.language == language():
            return  # the language in use (the address's, or the browser's while none is chosen) stays

        def spoken(ok: bool) -> None:
            redraw()
            if not ok:
                notices.notify(_catalog_missing(chosen.language or ""))

        speaking.speak(chosen.language, spoken)

    settings.follow(follow_language)
    controller.start()
    js.document.body.setAttribute("data-ready", f"{js.performance.now():.0f}")
    load_late_parts(listeners)  # fetched once the browser is idle; what needs one waits for it
    follow()  # a drawer, History or Learn, if the address asks for one

    def computer_players() -> None:
        load_bots()  # imported as soon as their part has come, before they are first needed

    PARTS.when(LATER, computer_players, quiet=True)
    return page
