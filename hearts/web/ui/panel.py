"""The drawer at ``#settings`` and ``#statistics`` in the browser: opening, closing and drawing.

The ``#panel`` element shows one drawer at a time. Each drawer's content
(its view and what its controls do) is a :class:`Drawer`, registered under
its address and made when first opened. The router opens and closes the
panel as the address says (:meth:`Panel.open`, :meth:`Panel.close`); its
close button, the shade beside it and Escape ask the router to leave
(``leave``). The panel draws the drawer again keeping its scroll position
and the focused control. It is a dialog of the page's keyboard
(:mod:`hearts.web.ui.keyboard`): the keyboard stays inside it, and focus goes back
to the control that opened it when it closes. Runs under PyScript on
Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

import js

from .dom import absent, build, text
from .events import Listeners
from .keyboard import DRAWER, Dialog, Keyboard
from .tree import Node

__all__ = ["Drawer", "Panel"]


class Drawer(Protocol):
    """One drawer's content, as the panel asks it."""

    def view(self) -> Node:
        """The drawer as a tree."""
        ...

    def leave(self) -> None:
        """The drawer opens afresh or closes: any question in it is dropped."""
        ...

    def act(self, action: str) -> None:
        """A button of the drawer (its ``data-panel-action``, other than "close")."""
        ...

    def change(self, name: str, value: str, checked: bool) -> None:
        """A control of the drawer changed (its name and value, and whether it is checked)."""
        ...


class Panel:
    """The ``#panel`` element and the drawer it shows (:attr:`route`, ``None`` when closed).

    ``leave`` takes the drawer's address off the page's, which closes the panel.
    """

    def __init__(self, listeners: Listeners, keyboard: Keyboard, leave: Callable[[], None]) -> None:
        self.document = js.document
        self.element = self.document.getElementById("panel")
        self.keyboard = keyboard
        self.leave = leave
        self.dialog = Dialog(
            "panel", lambda: self.element, "#panel-title", self.escape, DRAWER, "table", ".topbar .icon-btn"
        )
        self._makers: dict[str, Callable[[], Drawer]] = {}
        self._drawers: dict[str, Drawer] = {}
        self.route: str | None = None
        listeners.listen(self.element, "click", self._on_click)
        listeners.listen(self.element, "change", self._on_change)

    def add(self, route: str, make: Callable[[], Drawer]) -> None:
        """Show the drawer ``make`` makes (when first opened) at ``#route``."""
        self._makers[route] = make

    def drawer(self, route: str) -> Drawer:
        """The drawer at ``#route``."""
        found = self._drawers.get(route)
        if found is None:
            found = self._drawers[route] = self._makers[route]()
        return found

    def open(self, route: str) -> None:
        """Show the drawer at ``#route``, its title focused."""
        self.keyboard.open(self.dialog)
        self.route = route
        self.drawer(route).leave()
        self.element.hidden = False
        self.document.body.classList.add("panel-open")
        self.render(focus="#panel-title")

    def close(self) -> None:
        """Close the drawer and give focus back to what opened it."""
        if self.route is None:
            return
        drawer = self.drawer(self.route)
        self.route = None
        drawer.leave()
        self.element.hidden = True
        self.element.replaceChildren()
        self.document.body.classList.remove("panel-open")
        self.keyboard.close(self.dialog)

    def refresh(self, route: str) -> None:
        """Draw the drawer at ``#route`` again if it is the one showing."""
        if self.route == route:
            self.render()

    def render(self, focus: str | None = None) -> None:
        """Draw the open drawer again, keeping its scroll position and the focused control."""
        if self.route is None:
            return
        element = self.element
        active = self.document.activeElement
        if focus is None and not absent(active) and bool(element.contains(active)) and text(active.id):
            focus = f"#{active.id}"
        card = element.querySelector(".panel-card")
        scroll = 0 if absent(card) else int(card.scrollTop)
        element.replaceChildren(build(self.drawer(self.route).view()))
        card = element.querySelector(".panel-card")
        if not absent(card) and scroll:
            card.scrollTop = scroll
        self.focus(focus)

    def focus(self, selector: str | None) -> None:
        """Focus the drawer's element that ``selector`` finds, if any."""
        if selector is None:
            return
        found = self.element.querySelector(selector)
        if not absent(found):
            found.focus()

    def escape(self) -> bool:
        """Escape closes the drawer (a question in it, a dialog of its own, takes Escape first)."""
        self.leave()
        return True

    def _on_click(self, event: Any) -> None:
        if event.target == self.element:  # a click on the shade beside the drawer
            self.leave()
            return
        target = event.target.closest("[data-panel-action]")
        if absent(target) or self.route is None:
            return
        action = text(target.getAttribute("data-panel-action")) or ""
        if action == "close":
            self.leave()
        else:
            self.drawer(self.route).act(action)

    def _on_change(self, event: Any) -> None:
        target = event.target
        name = text(target.name)
        if not name or self.route is None:
            return
        checked = str(target.type) in ("checkbox", "radio") and bool(target.checked)
        self.drawer(self.route).change(name, str(target.value), checked)
