"""The browser side of the table: the only module that touches the table's DOM.

It writes the markup of each region's tree into the page, listens for taps
and choices on the table (one listener per kind of event, on the app root),
takes the table's keys from the page's keyboard (:mod:`hearts.web.ui.keyboard`; what
each means is :mod:`hearts.web.table.key_intents`), and hands them to the
:class:`~hearts.web.table.controller.Controller` (it draws the controller's
table: it is the controller's ``redraw``). The sheet is a dialog of the
keyboard while it shows: the keyboard stays in it, Escape closes what may be
closed. A redraw patches the regions in place (:func:`~hearts.web.ui.dom.fill`),
so the focused card or button stays focused while it stays; when the redraw
took it away (a card played, a button gone) focus goes to the nearest one.
It says what happened through the page's announcer
(:class:`~hearts.web.table.spoken.TableVoice`), and calls ``after_draw``. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from ...counting import CardsOut, cards_out
from ...words.catalog import gettext as _
from ...words.progress import done_text, whole_percent
from ..background import log_error
from ..ui.cards import suit_sprite
from ..ui.cards_out import cards_out_view
from ..ui.dom import fill
from ..ui.events import Listeners
from ..ui.keyboard import IN_VIEW, Dialog, Keyboard, Press
from ..ui.live import announcer
from ..ui.tree import Fragment
from .controller import Controller
from .key_intents import Actions, Focus, cursor_card, key_intent, refocus
from .news import HUMAN
from .regions import Regions
from .sheet_parts import NoPart, SheetPart
from .spoken import TableVoice
from .state import Table
from .views import REGIONS, Extras

__all__ = ["Page"]


class Page:
    """Draws the controller's table into the page and forwards input to it.

    ``overlay`` is drawn in the sheet's place when it shows (the review and the play checker's question),
    ``on_sheet`` on the score sheet (the deal's par): see :mod:`.sheet_parts`. ``share`` opens the share box
    for a game; ``choose_level`` is a level picked on the new-game sheet; ``keyboard`` hands it the keys
    while the table shows and no dialog is open over it.
    """

    def __init__(
        self,
        controller: Controller,
        listeners: Listeners,
        keyboard: Keyboard,
        *,
        after_draw: Callable[[Table], None],
        share: Callable[[int], None],
        choose_level: Callable[[str], None],
        overlay: SheetPart | None = None,
        on_sheet: SheetPart | None = None,
    ) -> None:
        document = js.document
        self.controller = controller
        self.overlay: SheetPart = overlay or NoPart()
        self.on_sheet: SheetPart = on_sheet or NoPart()
        self.after_draw = after_draw
        self.share = share
        self.choose_level = choose_level
        self.keyboard = keyboard
        self.document = document
        self.root = document.getElementById("app")
        self.elements = {name: document.getElementById(name) for name in REGIONS}
        self.announcer = announcer()
        self.voice = TableVoice(self.announcer.say)
        self.cursor: str | None = None
        """The card of the hand that keeps the Tab stop (the one last focused there)."""
        self.hand_codes: list[str] = []
        self.shown: dict[str, Fragment] = {}
        """The tree each region (and the cards still out) was last drawn from."""
        self.regions = Regions()
        """Each region's tree, drawn again only when what it shows changed."""
        self.cards_out = document.getElementById("cardsout")
        self.counting = False
        """Whether the cards still out show beside the table (Settings)."""
        self.sheet = Dialog(
            "sheet", lambda: self.elements["sheet"], ".btn.primary", self._escape_sheet, IN_VIEW, "table"
        )
        """The sheet as the keyboard's dialog (the table places focus itself when it closes)."""
        controller.redraw = self.draw
        controller.work.on_error = self.show_error
        self.overlay.attach(self)
        self.on_sheet.attach(self)
        fill(document.getElementById("sprite"), suit_sprite())
        listeners.listen(self.root, "click", self.on_click)
        listeners.listen(self.root, "change", self.on_change)
        keyboard.add("table", self)

    # ------------------------------------------------------------------ draw

    def draw(self) -> None:
        controller = self.controller
        table = controller.table
        before = self.hand_codes
        self.hand_codes = [card.code for card in table.hand]
        focused = self._focus_first(self._focused(), before)
        legal = table.playable_mask
        playable = [card.code for card in table.hand if legal & card.mask]
        self.cursor = cursor_card(self.hand_codes, self.cursor, playable)
        extras = Extras(
            choosing_new_game=controller.choosing_new_game,
            next_level=controller.next_level,
            next_rules=controller.rules,
            hand_cursor=self.cursor,
            last_trick_open=controller.last_trick_open,
            overlay=self.overlay.view(),
            par=self.on_sheet.view(),
        )
        regions = self.regions.trees(table, extras)
        sheet_was_open = bool(self.shown.get("sheet"))
        for name, tree in regions.items():
            if self.shown.get(name) is not tree:
                fill(self.elements[name], tree)
                self.shown[name] = tree
        self.voice.after_draw(table, self._draw_cards_out(table))
        sheet_open = bool(regions["sheet"])
        self.elements["sheet"].hidden = not sheet_open
        self.elements["lasttrick"].hidden = not regions["lasttrick"]
        body = self.document.body
        body.setAttribute("data-stage", table.stage)
        turn = "you" if table.your_turn else ("computer" if table.to_play is not None else "none")
        body.setAttribute("data-turn", turn)
        if sheet_open:
            self.keyboard.open(self.sheet)
        else:
            self.keyboard.close(self.sheet, restore=False)
        if sheet_open and not sheet_was_open:
            self._focus(self.elements["sheet"].querySelector(".btn.primary"))
        else:
            if sheet_was_open and not sheet_open and focused.kind != "action":
                focused = Focus("action", "close-sheet")  # a level's radio had focus: back to the table
            self._restore_focus(focused, before)
        self.after_draw(table)

    def show_cards_out(self, on: bool) -> None:
        """Show the cards still out beside the table, or hide them."""
        if on != self.counting:
            self.counting = on
            self.voice.recount()
            self._draw_cards_out(self.controller.table)

    def _draw_cards_out(self, table: Table) -> CardsOut | None:
        """The cards still out, drawn again when they changed; their facts while they show."""
        element = self.cards_out
        element.hidden = not self.counting
        if not self.counting:
            return None
        facts = cards_out(table.round.view(HUMAN))
        tree = cards_out_view(facts)
        if self.shown.get("cardsout") != tree:
            fill(element, tree)
            self.shown["cardsout"] = tree
        return facts

    def show_progress(self, bar: str, words: str, fraction: float) -> bool:
        """Only a progress bar of the sheet and its words change while a review or a par runs, not the whole table;
        whether they showed."""
        sheet = self.elements["sheet"]
        shown_bar = sheet.querySelector(bar)
        shown_words = sheet.querySelector(words)
        if not shown_bar or not shown_words:
            return False
        shown_bar.value = whole_percent(fraction)
        shown_words.textContent = done_text(fraction)
        return True

    def covered(self) -> bool:
        return self.overlay.escape() is not None or self.controller.choosing_new_game

    def _focused(self) -> Focus:
        """What has the keyboard on the table."""
        active = self.document.activeElement
        if not active or active == self.document.body or not hasattr(active, "getAttribute"):
            return Focus("none")
        if active == self.elements["prompt"]:
            return Focus("prompt")
        card = active.getAttribute("data-card")
        if card:
            return Focus("card", str(card))
        action = active.getAttribute("data-action")
        if action:
            return Focus("action", str(action))
        return Focus("other")

    def _two_rows(self) -> bool:
        """Whether the hand shows in two rows now (a narrow screen draws its row break); it reads the page's style,
        so it is asked only for Up and Down, the keys that move between the rows."""
        mark = self.elements["hand"].querySelector(".row-break")
        return bool(mark) and str(js.getComputedStyle(mark).display) != "none"

    def _actions(self) -> Actions:
        shown = tuple(str(button.getAttribute("data-action")) for button in self.root.querySelectorAll("[data-action]"))
        primary = self.elements["prompt"].querySelector(".btn.primary")
        return Actions(shown, str(primary.getAttribute("data-action")) if primary else None)

    def _focus_first(self, focused: Focus, before: list[str]) -> Focus:
        """A focused card that leaves the hand (played) hands focus to the card taking its place before the redraw,
        not after it: the page then restyles once, in its next frame, rather than when the focused card goes and
        again when focus comes to its neighbour. What has focus now."""
        if focused.kind != "card" or focused.value in self.hand_codes:
            return focused
        target = refocus(focused, before, self.hand_codes, Actions(), self.cursor)
        if target is None or target.kind != "card" or target.value not in before:
            return focused  # no neighbour drawn yet (the cards received in a pass): focus moves after the redraw
        self._focus_on(target)
        return target

    def _restore_focus(self, focused: Focus, before: list[str]) -> None:
        """Give focus a new place after a redraw took the focused element away (patching keeps every element that
        stays): a card played hands it to its neighbour, a button gone to the hand or the prompt."""
        active = self.document.activeElement
        if active and active != self.document.body and active != self.elements["prompt"]:
            return
        if active == self.elements["prompt"]:
            focused = Focus("prompt")
        target = refocus(focused, before, self.hand_codes, self._actions(), self.cursor)
        if target is not None:
            self._focus_on(target)

    def _focus_on(self, target: Focus) -> None:
        if target.kind == "prompt":
            if self.document.activeElement != self.elements["prompt"]:
                self._focus(self.elements["prompt"])
            return
        if target.kind == "card":
            self._move_cursor(target.value)
        self._focus(self.root.querySelector(self._selector(target)))

    @staticmethod
    def _selector(target: Focus) -> str:
        return f'#hand [data-card="{target.value}"]' if target.kind == "card" else f'[data-action="{target.value}"]'

    def _move_cursor(self, code: str) -> None:
        """Make ``code`` the hand's Tab stop (roving tabindex), without redrawing the hand."""
        if code == self.cursor:
            return
        old = self.root.querySelector(f'#hand [data-card="{self.cursor}"]') if self.cursor else None
        if old:
            old.setAttribute("tabindex", "-1")
        new = self.root.querySelector(f'#hand [data-card="{code}"]')
        if new:
            new.setAttribute("tabindex", "0")
        self.cursor = code

    def _focus(self, element: Any) -> None:
        if element:  # querySelector's null arrives as a falsy jsnull
            element.focus()

    def show_error(self, error: BaseException) -> None:
        log_error(error)
        self.announcer.alert(_("Something went wrong. Reload the page to start again."))

    # ----------------------------------------------------------------- input

    def on_click(self, event: Any) -> None:
        if self.overlay.on_click(event):
            return
        target = event.target.closest("[data-card], [data-action]")
        if not target:
            return
        card = target.getAttribute("data-card")
        if card:
            self.controller.tap_card(str(card))
            return
        action = str(target.getAttribute("data-action"))
        if target.getAttribute("aria-disabled") == "true" and action != "pass":
            return
        if action == "share":
            self.share(self.controller.table.game_number)
            return
        self.press(action)

    def press(self, action: str) -> None:
        """A table button or its key; closing the last trick gives the keyboard back to the hand."""
        self.controller.press(action)
        if action == "last-trick" and not self.controller.last_trick_open and self.cursor:
            self._focus_on(Focus("card", self.cursor))

    def on_focus(self, target: Any) -> None:
        """A card of the hand that gets focus (by Tab, a tap or a click) keeps the hand's Tab stop."""
        if not hasattr(target, "closest"):
            return
        card = target.closest("#hand [data-card]")
        if card:
            self._move_cursor(str(card.getAttribute("data-card")))

    def _escape_sheet(self) -> bool:
        """Escape on the sheet: the new-game sheet, the review and the play checker's question close."""
        action = self.overlay.escape()
        if action is None and not self.controller.choosing_new_game:
            return False
        self.controller.press(action or "close-sheet")
        return True

    def on_key(self, press: Press, target: Any) -> bool:
        """Table keys (:mod:`hearts.web.table.key_intents`) when the table has the keyboard; whether one acted."""
        if press.typing:
            return False
        focus = self._focused()
        if focus.kind == "card" and not target.closest("#hand"):
            focus = Focus("other")
        intent = key_intent(
            press,
            self.controller.table,
            focus,
            self.hand_codes,
            press.key in ("ArrowUp", "ArrowDown") and self._two_rows(),  # the layout read only where it counts
            last_trick_open=self.controller.last_trick_open,
        )
        if intent is None:
            return False
        if intent.kind == "move":
            self._focus_on(Focus("card", intent.value))
        else:
            self.press(intent.value)
        return True

    def on_change(self, event: Any) -> None:
        target = event.target
        if target.name == "level":
            self.choose_level(str(target.value))
            self.draw()
