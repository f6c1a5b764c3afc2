"""Everything around the table in the browser: kept data, settings, notices, panels, sharing and sound.

The :class:`Shell` restores what the browser kept (through the crash-proof
:class:`~hearts.web.storage.keeper.Keeper`), chooses the opening table
(:func:`~hearts.web.table.session.open_session`), applies the settings to the
page, saves the game after every move, shows a notice once for whatever
could not be restored or saved, runs the statistics and settings drawers at
``#statistics`` and ``#settings``, shares the game's address and plays the
sounds. Stored text only ever reaches the page as text nodes. The views
(:mod:`hearts.web.settings.views`, :mod:`hearts.web.statistics.views`) load
when first shown, not at boot. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as _dt
from typing import TYPE_CHECKING, Any, Final

import js
from pyodide.ffi import create_proxy

from .address import share_address
from .history.keeping import HistoryKeeper
from .storage.keeper import Keeper
from .storage.settings import SETTINGS_SLOT, Settings
from .storage.statistics import STATISTICS_SLOT
from .table.audio import Audio
from .table.session import Opening, address_query, open_session
from .table.state import Table
from .ui.dom import LocalStore, absent, build, copy_text, text

if TYPE_CHECKING:
    from ..analysis import DealReview
    from .storage.reviews import ReviewBook
    from .storage.saved_game import SavedGame
    from .table.controller import Controller

__all__ = ["PANELS", "Shell", "local_now", "local_today"]

SHARED_GAME: Final = (
    "This game is open in another tab too. Each tab saves the game as it is played there:"
    " the tab you play in last is the one the game comes back to."
)
PANELS: Final = ("settings", "statistics")
"""The drawers, by their address (``#settings``, ``#statistics``)."""


def local_today() -> _dt.date:
    """Today's date where the person is (the browser's clock and time zone)."""
    now = js.Date.new()
    return _dt.date(int(now.getFullYear()), int(now.getMonth()) + 1, int(now.getDate()))


def local_now() -> str:
    """The date and time where the person is, ``YYYY-MM-DD HH:MM`` (as History shows when a game was played)."""
    now = js.Date.new()
    return (
        f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"
        f" {int(now.getHours()):02d}:{int(now.getMinutes()):02d}"
    )


class Shell:
    """The page around the table. Make it before the table is drawn, then :meth:`attach` the controller."""

    def __init__(self) -> None:
        document = js.document
        self.document = document
        self.keeper = Keeper(LocalStore())
        self.history = HistoryKeeper(self.keeper.storage, local_now)
        """Every game played here (read when first needed), for the History view."""
        self.opening: Opening = open_session(self.keeper, str(js.location.search), local_today())
        self.settings: Settings = self.opening.settings
        self.audio = Audio()
        self.controller: Controller | None = None
        self.route: str | None = None
        self.confirming = False
        self.stats_rules = "all"
        self.house_rules_open = False
        """Whether the house rules stay unfolded in Settings (once one of them has been changed)."""
        """Which rules the statistics show: "all", a preset or "custom"."""
        self.opener: Any = None
        self.notices: list[str] = []
        self._addressed: str | None = None
        self._copying: Any = None
        self._reviews: ReviewBook | None = None
        self._game_link: str | None = None
        self._link_copied: bool | None = None
        self._shared: tuple[int, str, bool | None] = (0, "", None)
        self.panel = document.getElementById("panel")
        self.notice = document.getElementById("notice")
        self.share_box = document.getElementById("share")
        self.live = document.getElementById("live")
        self._proxies: list[Any] = []
        self._listen(self.panel, "click", self._on_panel_click)
        self._listen(self.panel, "change", self._on_panel_change)
        self._listen(self.notice, "click", self._on_notice_click)
        self._listen(self.share_box, "click", self._on_share_click)
        self._listen(js.window, "hashchange", self._on_hash)
        self._listen(js.window, "storage", self._on_storage)
        self._listen(document, "keydown", self._on_key)
        self._listen(document, "focusin", self._on_focus)
        self._listen(document, "pointerdown", self._unlock_audio)
        self.apply_settings()
        if self.opening.notice:
            self.notify(self.opening.notice)

    def _listen(self, target: Any, kind: str, handler: Any) -> None:
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        target.addEventListener(kind, proxy)

    def attach(self, controller: Controller) -> None:
        """Start working with the table's controller: settings reach it, the address follows it."""
        self.controller = controller
        self.apply_settings()
        self._on_hash()

    # ---------------------------------------------------------------- saving

    def save(self, table: Table) -> None:
        """The controller's ``on_save``: keep the game; refresh the statistics if a match was counted."""
        counted = self.keeper.statistics
        keeper = self.keeper
        elsewhere = keeper.played_elsewhere
        previous = keeper.saved_game
        keeper.save_game(table.to_saved(), table.match)
        self._keep_history(table, previous)
        if keeper.statistics is not counted and self.route == "statistics":
            self.render_panel()
        if keeper.played_elsewhere and not elsewhere:
            self.notify(SHARED_GAME)
        self.flush_notices()

    def _keep_history(self, table: Table, previous: SavedGame | None) -> None:
        """History follows the saved game: the one replaced keeps its last cards, the new one is kept."""
        saved = self.keeper.saved_game
        if saved is None or saved.match_id != table.match_id:
            return  # nobody has acted in this game yet: it is not kept
        if previous is not None and previous is not saved and previous.match_id != table.match_id:
            self.history.note_replaced(previous.match_id, previous.record, previous.difficulty)
        self.history.note_game(table.match_id, table.match, table.level)

    def after_draw(self, table: Table) -> None:
        """After each redraw: play the sounds of what happened, keep the address on the game being played."""
        events = table.take_events()
        if self.settings.sounds:
            for event in events:
                self.audio.play(event)
        if table.match_id != self._addressed:
            self._addressed = table.match_id
            location = js.location
            address = f"{location.pathname}{address_query(table.game_number)}{location.hash}"
            with contextlib.suppress(Exception):  # some browsers limit address changes; the game goes on
                js.history.replaceState(None, "", address)

    # -------------------------------------------------------------- settings

    def change_settings(self, settings: Settings) -> None:
        """Use ``settings`` from now on and keep them."""
        if settings == self.settings:
            return
        self.settings = settings
        self.keeper.save_settings(settings)
        self.apply_settings()
        self.flush_notices()

    def choose_difficulty(self, level: str) -> None:
        """A level picked on the new-game sheet is the difficulty setting too."""
        try:
            self.change_settings(self.settings.changed("difficulty", level))
        except ValueError:
            return

    def apply_settings(self) -> None:
        """Show the settings on the page and hand the timing, pauses, level and rules to the controller."""
        settings = self.settings
        root = self.document.documentElement
        root.setAttribute("data-table", settings.table)
        root.setAttribute("data-back", settings.card_back)
        root.setAttribute("data-animation", settings.animation)
        if settings.four_colour:
            root.classList.add("four-colour")
        else:
            root.classList.remove("four-colour")
        controller = self.controller
        if controller is not None:
            from .table.controller import Timing

            controller.timing = Timing.named(settings.animation, settings.pace)
            controller.choose_level(settings.difficulty)
            controller.rules = settings.rules
            controller.set_auto_continue(not settings.pause_after_trick)
            controller.set_hand_order(settings.suit_order, settings.rank_order)
            controller.set_forced_cards(settings.forced_cards)
            controller.checker = settings.checker_points if settings.play_checker else None

    def _unlock_audio(self, _event: Any = None) -> None:
        if self.settings.sounds:
            self.audio.unlock()

    def _on_storage(self, event: Any) -> None:
        """Another tab changed the settings or statistics: follow it."""
        key = text(event.key)
        if key == SETTINGS_SLOT.key:
            settings = self.keeper.storage.load(SETTINGS_SLOT).value
            self.keeper.settings = settings
            self.settings = settings
            self.apply_settings()
        elif key == STATISTICS_SLOT.key:
            self.keeper.statistics = self.keeper.storage.load(STATISTICS_SLOT).value
        else:
            return
        if self.route is not None:
            self.render_panel()
        self.flush_notices()

    # --------------------------------------------------------------- reviews

    @property
    def reviews(self) -> ReviewBook:
        """The reviewed deals and the games played with the play checker, read on first use."""
        if self._reviews is None:
            from .storage.reviews import REVIEWS_SLOT

            self._reviews = self.keeper.storage.load(REVIEWS_SLOT).value
            self.flush_notices()
        return self._reviews

    def _keep_reviews(self, book: ReviewBook) -> None:
        from .storage.reviews import REVIEWS_SLOT

        self._reviews = book
        self.keeper.storage.save(REVIEWS_SLOT, book)
        self.flush_notices()

    def find_review(self, table: Table, deal: int) -> DealReview | None:
        """The controller's ``find_review``: a deal reviewed before is never analysed again."""
        return self.find_game_review(table.match_id, deal)

    def keep_review(self, table: Table, deal: int, review: DealReview) -> None:
        """The controller's ``on_review``: keep the review with the game, for its points lost in the statistics."""
        self.keep_game_review(table.match_id, table.level, deal, review)

    def find_game_review(self, match_id: str, deal: int) -> DealReview | None:
        """A deal's review kept with its game in History, or in the reviewed deals."""
        from .review.summary import kept_review

        entry = self.history.history.get(match_id)
        found = kept_review(entry.kept, deal) if entry is not None else None
        return found if found is not None else self.reviews.find(match_id, deal)

    def keep_game_review(self, match_id: str, level: str | None, deal: int, review: DealReview) -> bool:
        """Keep a deal's review with its game in History and, for a game played here, in the statistics.

        Whether it was kept with the game (a game opened from a link and not kept is not).
        """
        from .review.summary import REVIEWS, kept_with
        from .storage.settings import as_difficulty

        difficulty = as_difficulty(level)
        if difficulty is not None:
            self._keep_reviews(self.reviews.added(match_id, deal, difficulty, review))
        entry = self.history.history.get(match_id)
        if entry is None:
            return False
        kept = self.history.keep_data(match_id, REVIEWS, kept_with(entry.kept, deal, review))
        self.flush_notices()
        return kept

    def mark_checked(self, table: Table) -> None:
        """The controller's ``on_checked``: this game was played with the play checker on."""
        book = self.reviews
        if not book.was_checked(table.match_id):
            self._keep_reviews(book.marked_checked(table.match_id))
            self.history.keep_data(table.match_id, "checked", True)  # History marks the game too
            self.flush_notices()

    # --------------------------------------------------------------- notices

    def flush_notices(self) -> None:
        """Show whatever the storage could not restore or save since the last call."""
        notice = self.keeper.take_notice()
        if notice:
            self.notify(notice)

    def notify(self, message: str) -> None:
        """Show ``message`` (plain text) in the notice banner, after any notice already showing."""
        if message in self.notices:
            return
        self.notices.append(message)
        from .ui.dialogs import notice_view

        self.notice.replaceChildren(build(notice_view(" ".join(self.notices))))
        self.notice.hidden = False

    def _on_notice_click(self, event: Any) -> None:
        target = event.target.closest("[data-notice-action]")
        if absent(target):
            return
        self.notices = []
        self.notice.hidden = True
        self.notice.replaceChildren()

    # ---------------------------------------------------------------- panels

    def _on_hash(self, _event: Any = None) -> None:
        route = str(js.location.hash).lstrip("#")
        if route in PANELS:
            self.open_panel(route)
        else:
            self.close_panel(clear_address=False)

    def open_panel(self, route: str) -> None:
        if self.controller is None:
            return
        if self.route is None:
            active = self.document.activeElement
            self.opener = None if absent(active) or active == self.document.body else active
        self.route = route
        self.confirming = False
        self.panel.hidden = False
        self.document.body.classList.add("panel-open")
        self.render_panel(focus="#panel-title")

    def close_panel(self, *, clear_address: bool = True) -> None:
        if self.route is None:
            return
        self.route = None
        self.confirming = False
        self.panel.hidden = True
        self.panel.replaceChildren()
        self.document.body.classList.remove("panel-open")
        if clear_address and str(js.location.hash).lstrip("#") in PANELS:
            location = js.location
            js.history.replaceState(None, "", f"{location.pathname}{location.search}")
        opener = self.opener
        self.opener = None
        if opener is not None and not absent(opener) and bool(opener.isConnected):
            opener.focus()
        else:
            link = self.document.querySelector(".topbar .icon-btn")
            if not absent(link):
                link.focus()

    def render_panel(self, focus: str | None = None) -> None:
        """Draw the open drawer again, keeping its scroll position and the focused control."""
        controller = self.controller
        if self.route is None or controller is None:
            return
        active = self.document.activeElement
        if focus is None and not absent(active) and bool(self.panel.contains(active)) and text(active.id):
            focus = f"#{active.id}"
        card = self.panel.querySelector(".panel-card")
        scroll = 0 if absent(card) else int(card.scrollTop)
        from .settings.views import settings_view
        from .statistics.views import statistics_view

        if self.route == "settings":
            from .table.computer import level_descriptions

            node = settings_view(
                self.settings,
                game_level=controller.table.level,
                game_rules=controller.table.match.rules,
                levels=level_descriptions(),
                house_rules_open=self.house_rules_open,
            )
        else:
            from .statistics.decisions import decisions_view

            node = statistics_view(self.keeper.statistics, confirming=self.confirming, rules_filter=self.stats_rules)
            node = decisions_view(node, self.reviews)
        self.panel.replaceChildren(build(node))
        card = self.panel.querySelector(".panel-card")
        if not absent(card) and scroll:
            card.scrollTop = scroll
        self._focus(self.panel, focus)

    def _focus(self, within: Any, selector: str | None) -> None:
        if selector is None:
            return
        element = within.querySelector(selector)
        if not absent(element):
            element.focus()

    def _on_panel_click(self, event: Any) -> None:
        if event.target == self.panel:  # a click on the shade beside the drawer
            self.close_panel()
            return
        target = event.target.closest("[data-panel-action]")
        if absent(target):
            return
        action = text(target.getAttribute("data-panel-action"))
        if action == "close":
            self.close_panel()
        elif action == "reset-ask":
            self.confirming = True
            self.render_panel(focus='[data-panel-action="reset-cancel"]')
        elif action == "reset-cancel":
            self.confirming = False
            self.render_panel(focus='[data-panel-action="reset-ask"]')
        elif action == "reset-confirm":
            self.keeper.reset_statistics()
            self.confirming = False
            self.render_panel(focus='[data-panel-action="reset-ask"]')
            self.live.textContent = "Your statistics were reset."
            self.flush_notices()

    def _on_panel_change(self, event: Any) -> None:
        target = event.target
        name = text(target.name)
        if not name:
            return
        from .settings.form import read_setting

        if name.startswith("rule-") and name not in ("rule-ties", "rule-end_score"):
            self.house_rules_open = True
        if name == "stats-rules":
            self.stats_rules = str(target.value)
            self.render_panel()
            return
        checked = str(target.type) in ("checkbox", "radio") and bool(target.checked)
        try:
            settings = read_setting(self.settings, name, str(target.value), checked)
        except ValueError:
            return
        self.change_settings(settings)
        if name == "sounds" and settings.sounds:
            self.audio.unlock()  # the switch itself is the tap that lets the page make sound
        self.render_panel()
        if self.controller is not None:
            self.controller.redraw()

    def _on_key(self, event: Any) -> None:
        self._unlock_audio()
        if str(event.key) != "Escape":
            return
        if not self.share_box.hidden:
            self.close_share()
        elif self.confirming:
            self.confirming = False
            self.render_panel(focus='[data-panel-action="reset-ask"]')
        elif self.route is not None:
            self.close_panel()
        else:
            return
        event.preventDefault()

    def _on_focus(self, event: Any) -> None:
        """Keep the keyboard inside an open dialog."""
        target = event.target
        if not self.share_box.hidden:
            if not bool(self.share_box.contains(target)):
                self._focus(self.share_box, "#share-address")
        elif self.confirming:
            dialog = self.panel.querySelector(".confirm")
            if not absent(dialog) and not bool(dialog.contains(target)):
                self._focus(dialog, '[data-panel-action="reset-cancel"]')
        elif self.route is not None and not bool(self.panel.contains(target)):
            self._focus(self.panel, "#panel-title")

    # ----------------------------------------------------------------- share

    def share(self, game_number: int) -> None:
        """Show the game's address, selected, and try to copy it to the clipboard; and the link to this very game."""
        address = share_address(str(js.location.href), game_number)
        active = self.document.activeElement
        self.opener = None if absent(active) else active
        self._game_link = self._played_link()
        self._link_copied = None
        self._show_share(game_number, address, None)
        self.share_box.hidden = False
        self._select_address()
        self._copying = asyncio.ensure_future(self._copy(game_number, address))

    def _played_link(self) -> str | None:
        """The ``#game=`` address of the game at the table as played so far (``None`` before anyone acts)."""
        if self.controller is None:
            return None
        from ..record import GameRecord
        from .history.route import game_link

        record = GameRecord.from_match(self.controller.table.match)
        if not any(deal.plays or any(p is not None for p in deal.passes) for deal in record.deals):
            return None
        return game_link(str(js.location.href), record.to_compact())

    def _show_share(self, game_number: int, address: str, copied: bool | None) -> None:
        from .table.share import share_view

        self._shared = (game_number, address, copied)
        node = share_view(game_number, address, copied, game_link=self._game_link, link_copied=self._link_copied)
        self.share_box.replaceChildren(build(node))

    async def _copy_game_link(self) -> None:
        link = self._game_link
        self._link_copied = link is not None and await copy_text(link)
        if not self.share_box.hidden:
            self._show_share(*self._shared)
            field = self.share_box.querySelector("#share-game")
            if not absent(field):
                field.focus()
                field.select()

    def _select_address(self) -> None:
        field = self.share_box.querySelector("#share-address")
        if not absent(field):
            field.focus()
            field.select()

    async def _copy(self, game_number: int, address: str) -> None:
        copied = await copy_text(address)  # refused: the address stays selected to copy by hand
        if not self.share_box.hidden:
            self._show_share(game_number, address, copied)
            self._select_address()

    def _on_share_click(self, event: Any) -> None:
        if event.target == self.share_box:
            self.close_share()
            return
        target = event.target.closest("[data-share-action]")
        if absent(target):
            return
        action = text(target.getAttribute("data-share-action"))
        if action == "close":
            self.close_share()
        elif action == "copy-game":
            self._copying = asyncio.ensure_future(self._copy_game_link())

    def close_share(self) -> None:
        self.share_box.hidden = True
        self.share_box.replaceChildren()
        opener = self.opener
        self.opener = None
        if opener is not None and not absent(opener) and bool(opener.isConnected):
            opener.focus()
