"""The page's start: every part of the page made and wired together (``main.py`` calls :func:`start`).

What the browser kept is restored (the :class:`~hearts.web.storage.restore_and_save.Keeper`
over ``localStorage``) and the opening table chosen (:func:`~hearts.web.table.session.open_session`).
Then each part is made and told about the others: the notices, the settings
in force and what follows them, the page's keyboard (:mod:`.ui.keyboard`) and its
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
from dataclasses import dataclass
from typing import Any

import js

from ..words.catalog import gettext as _
from ..words.catalog import language
from ..words.languages import NATIVE_NAMES
from .address_bar import AddressBar
from .background import log_error
from .catalog_loader import CatalogLoader, browser_languages, word_page
from .language import asked_language, page_language, stored_choice
from .par.adapter import ParOnSheet
from .par.state import TablePar
from .part_loader import load_late_parts
from .parts import LATE_PARTS, LATER, PARTS
from .review.adapter import ReviewOnSheet
from .review.own_puzzles import OwnPuzzleFinder
from .review.state import TableReview
from .router import Router, is_learn_address
from .screens import Kept, add_drawers, add_screens, on_other_tabs
from .settings.current import CurrentSettings
from .settings.on_page import show_on_page
from .share.adapter import ShareBox
from .storage.history_pars import ParKeeper
from .storage.history_reviews import ReviewKeeper
from .storage.history_writer import HistoryKeeper
from .storage.local import LocalStore
from .storage.restore_and_save import Keeper
from .storage.settings import SETTINGS_SLOT, Settings
from .table.adapter import Page
from .table.audio import Audio
from .table.choices import PlayChoices
from .table.computer import load as load_bots
from .table.controller import Controller
from .table.save_times import Quiet, after_paint, in_idle_time, when_hidden
from .table.saving import Saving
from .table.session import Opening, open_session
from .table.sound_and_address import SoundAndAddress
from .ui.clock import Clock
from .ui.events import Listeners
from .ui.keyboard import Keyboard
from .ui.notice_box import NoticeBox
from .ui.notices import Notices
from .ui.panel import Panel

__all__ = ["start"]

_STARTED: list[Page] = []
"""The page, once started (kept for the life of the page)."""


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
    catalogs = CatalogLoader()

    def begin(spoken: bool) -> None:
        _STARTED.append(_start(address, store, catalogs, asked, None if spoken else _catalog_missing(tag)))

    catalogs.speak(tag, begin)
    return _STARTED[-1] if _STARTED else None


def _stored_language(store: LocalStore) -> str | None:
    """The language kept with the settings, read before the settings are (their notices come in it)."""
    try:
        return stored_choice(store.get(SETTINGS_SLOT.key))
    except Exception:  # the browser refuses storage: the keeper says so, in the browser's language
        return None


def _catalog_missing(tag: str) -> str:
    # Translators: {language} is the name of a language in that language ("Français", "Polski").
    return _("The words of {language} could not be fetched, so the table speaks English until they can be.").format(
        language=NATIVE_NAMES.get(tag, tag)
    )


@dataclass(frozen=True)
class _Frame:
    """The page around the views: its address, listeners, settings in force, keyboard, router, drawers' panel,
    notices and sounds."""

    address: AddressBar
    listeners: Listeners
    settings: CurrentSettings
    keyboard: Keyboard
    router: Router
    panel: Panel
    notice_box: NoticeBox
    audio: Audio
    unlock_audio: Callable[..., None]
    """Sounds may play from now on (the browser asks for a tap or a key first), if they are on."""
    quiet: Quiet
    """Long writes wait for the person to pause; told of every tap and key."""


@dataclass(frozen=True)
class _Table:
    """The table's controller with the review, the play checker and par plugged in, and the share box."""

    controller: Controller
    review: TableReview
    par: TablePar
    share: ShareBox


def _start(
    address: AddressBar, store: LocalStore, catalogs: CatalogLoader, asked: str | None, missing: str | None
) -> Page:
    """Make the page's parts in the language in use, draw the table and mark the page ready for play."""
    word_page()
    clock = Clock(js.Date.new)
    keeper = Keeper(store)
    keeper.storage.follow_other_tabs()  # another tab's writes come as `storage` events, not by reading again
    opening = open_session(keeper, address.search(), clock.today())
    kept = _kept(keeper, clock)
    frame = _frame(address, kept, opening)
    table = _table(kept, frame, opening, clock)
    add_drawers(frame.panel, frame.keyboard, frame.settings, kept, table.controller, frame.unlock_audio)
    add_screens(frame.router, frame.listeners, frame.keyboard, frame.panel, kept, table.controller)
    follow_address = _listen(frame, kept)
    for notice in (opening.notice, missing):
        if notice:
            kept.notices.notify(notice)
    page = _page(frame, table, asked)
    _follow_settings(frame, kept, table, page, catalogs)
    table.controller.start()
    js.document.body.setAttribute("data-ready", f"{js.performance.now():.0f}")
    load_late_parts(frame.listeners)  # fetched once the browser is idle; what needs one waits for it
    follow_address()  # a drawer, History or Learn, if the address asks for one
    PARTS.when(LATER, _computer_players, quiet=True)
    return page


def _computer_players() -> None:
    load_bots()  # imported as soon as their part has come, before they are first needed


def _kept(keeper: Keeper, clock: Clock) -> Kept:
    """What the browser keeps beside the keeper: History (read when first needed), reviews and pars."""
    notices = Notices(keeper.take_notice)
    history = HistoryKeeper(keeper.storage, clock.stamp)
    reviews = ReviewKeeper(keeper.storage, history, notices.flush)
    pars = ParKeeper(history, notices.flush, keeper.storage)
    own = OwnPuzzleFinder(keeper.storage, clock.today, added=lambda key: notices.flush(), failed=log_error)
    return Kept(keeper, history, reviews, pars, notices, own)


def _frame(address: AddressBar, kept: Kept, opening: Opening) -> _Frame:
    """The page around the views: the keyboard learns from the router which view shows; the drawers' panel
    leaves by the router."""
    listeners = Listeners()
    settings = CurrentSettings(kept.keeper, opening.settings, kept.notices.flush)
    audio = Audio(in_idle_time, after_paint)

    quiet = Quiet()

    def unlock_audio(_event: Any = None) -> None:
        quiet.heard()
        if settings.value.sounds:
            audio.unlock()

    keyboard = Keyboard(js.document, unlock_audio)
    router = Router(address, lambda route: keyboard.show(route.view))
    panel = Panel(listeners, keyboard, router.close)
    notice_box = NoticeBox(kept.notices, listeners)
    return _Frame(address, listeners, settings, keyboard, router, panel, notice_box, audio, unlock_audio, quiet)


def _table(kept: Kept, frame: _Frame, opening: Opening, clock: Clock) -> _Table:
    """The table's controller, saving after every move, with the review and the play checker, par, and the
    share box (which carries the pars found with the game)."""
    saving = Saving(
        kept.keeper,
        kept.history,
        kept.notices,
        counted=lambda: frame.panel.refresh("statistics"),
        later=frame.quiet.later,
    )
    when_hidden(frame.listeners, saving.hidden)  # History is written before the page goes
    controller = Controller(
        lambda: None,
        table=opening.table,
        choices=PlayChoices.of(frame.settings.value),
        on_save=saving.save,
        today=clock.today,
    )
    review = TableReview(controller, kept.reviews, mistakes=kept.mistakes)
    controller.reviewer = review
    par = TablePar(controller, kept.pars)
    controller.watchers.append(par)
    share = ShareBox(lambda: controller.table.match, frame.listeners, frame.keyboard, par.found)
    return _Table(controller, review, par, share)


def _listen(frame: _Frame, kept: Kept) -> Callable[[], None]:
    """The page's listeners: the keyboard's, the address's, another tab's, the first tap's (for sounds).
    Returns how the address is followed."""
    address, router = frame.address, frame.router

    def follow(_event: object = None) -> None:
        """The address changed: show what it asks for (Learn's addresses are read by Learn's code: once it is here)."""
        if is_learn_address(address.fragment()) and not PARTS.arrived(LATER):
            PARTS.when(LATER, follow)
            return
        router.follow()

    listeners = frame.listeners
    frame.keyboard.listen(listeners.listen)
    address.listen(listeners, follow)
    listeners.listen(js.window, "storage", on_other_tabs(kept, frame.settings, frame.panel))
    listeners.listen(js.document, "pointerdown", frame.unlock_audio)
    frame.settings.follow(show_on_page)
    return follow


def _page(frame: _Frame, table: _Table, asked: str | None) -> Page:
    """The table drawn in the page: the review in the score sheet's place, the deal's par on it, and after each
    drawing its sounds and the game kept in the address (with the address's language)."""
    lang = f"&lang={asked}" if asked else ""
    settings, controller = frame.settings, table.controller
    return Page(
        controller,
        frame.listeners,
        frame.keyboard,
        after_draw=SoundAndAddress(
            lambda: settings.value.sounds, frame.audio.play, lambda query: frame.address.keep_query(query + lang)
        ),
        share=table.share.share,
        choose_level=settings.choose_difficulty,
        overlay=ReviewOnSheet(table.review, lambda: controller.table.match),
        on_sheet=ParOnSheet(table.par),
    )


def _follow_settings(frame: _Frame, kept: Kept, table: _Table, page: Page, catalogs: CatalogLoader) -> None:
    """What follows a change of settings: the table's choices, the play checker, the cards still out, and the
    language (every view drawn again in it)."""
    settings, controller = frame.settings, table.controller

    def follow_settings(chosen: Settings) -> None:
        controller.use(PlayChoices.of(chosen))
        table.review.checker.threshold = chosen.checker_points if chosen.play_checker else None
        page.show_cards_out(chosen.cards_out)

    def redraw() -> None:
        """Every view again in the language now in use; the game in progress goes on as it was."""
        word_page()
        controller.redraw()
        frame.panel.render()
        frame.router.redraw()
        table.share.redraw()
        frame.notice_box.redraw()

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
                kept.notices.notify(_catalog_missing(chosen.language or ""))

        catalogs.speak(chosen.language, spoken)

    settings.follow(follow_settings)
    settings.follow(follow_language)
