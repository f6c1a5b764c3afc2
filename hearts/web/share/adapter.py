"""The share box in the browser: draws :class:`~hearts.web.share.state.Sharing` into ``#share`` and copies.

Sharing selects the game's address and tries to copy it; "Copy link" copies
the link to the game as played. The box is a dialog of the page's keyboard
(:mod:`hearts.web.ui.keyboard`): the keyboard stays in it, Escape and Done close it
and focus goes back to the control that opened it. Runs under PyScript on
Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js

from ..background import log_error, start
from ..ui.dom import absent, build, copy_text, text
from ..ui.events import Listeners
from ..ui.keyboard import TOP, Dialog, Keyboard
from .state import Sharing

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ...match import Match
    from ...record import ParRecord

__all__ = ["ShareBox"]


class ShareBox:
    """The ``#share`` dialog; ``match`` is the game at the table, as played so far."""

    def __init__(
        self,
        match: Callable[[], Match],
        listeners: Listeners,
        keyboard: Keyboard,
        pars: Callable[[], Mapping[int, ParRecord]] = dict,
    ) -> None:
        self.match = match
        self.pars = pars
        """The pars found so far of the game's deals, carried by the link to the game."""
        self.sharing = Sharing()
        self.keyboard = keyboard
        self.element = js.document.getElementById("share")
        self.dialog = Dialog("share", lambda: self.element, "#share-address", self.escape, TOP)
        self._copying: Any = None
        listeners.listen(self.element, "click", self._on_click)

    @property
    def is_open(self) -> bool:
        return not bool(self.element.hidden)

    def share(self, game_number: int) -> None:
        """Show the game's address, selected, and try to copy it to the clipboard; and the link to this very game."""
        self.keyboard.open(self.dialog)
        self.sharing.open(str(js.location.href), game_number, self.match(), self.pars())
        self._show()
        self.element.hidden = False
        self._select("#share-address")
        self._copying = start(self._copy(game_number, self.sharing.address), log_error)

    def close(self) -> None:
        """Close the box; the control that opened it has the keyboard again."""
        self.element.hidden = True
        self.element.replaceChildren()
        self.keyboard.close(self.dialog)

    def redraw(self) -> None:
        """Draw the box again (in the language now in use), if it is open."""
        if self.is_open:
            self._show()

    def escape(self) -> bool:
        """Escape closes the box; whether it was open."""
        if not self.is_open:
            return False
        self.close()
        return True

    def _show(self) -> None:
        self.element.replaceChildren(build(self.sharing.view()))

    def _focus(self, selector: str) -> Any:
        field = self.element.querySelector(selector)
        if not absent(field):
            field.focus()
        return field

    def _select(self, selector: str) -> None:
        field = self._focus(selector)
        if not absent(field):
            field.select()

    async def _copy(self, game_number: int, address: str) -> None:
        copied = await copy_text(address)  # refused: the address stays selected to copy by hand
        if self.is_open:
            sharing = self.sharing
            sharing.game_number, sharing.address, sharing.copied = game_number, address, copied
            self._show()
            self._select("#share-address")

    async def _copy_game_link(self) -> None:
        link = self.sharing.game_link
        self.sharing.link_copied = link is not None and await copy_text(link)
        if self.is_open:
            self._show()
            self._select("#share-game")

    def _on_click(self, event: Any) -> None:
        if event.target == self.element:
            self.close()
            return
        target = event.target.closest("[data-share-action]")
        if absent(target):
            return
        action = text(target.getAttribute("data-share-action"))
        if action == "close":
            self.close()
        elif action == "copy-game":
            self._copying = start(self._copy_game_link(), log_error)
