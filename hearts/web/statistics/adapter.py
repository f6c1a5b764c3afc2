"""The Statistics drawer in the browser: the tallies, the rules they show, and the reset question.

:class:`StatisticsPanel` is the drawer's content for the panel
(:class:`~hearts.web.ui.panel.Panel`): it draws :class:`~hearts.web.statistics.drawer.StatisticsDrawer`'s
view and turns its buttons into calls. The reset question is a dialog inside
the drawer: the keyboard stays in it and Escape cancels it. Runs under
PyScript on Pyodide only.
"""

from __future__ import annotations

from typing import Any, Final

import js

from ..ui.dom import absent
from ..ui.panel import Panel
from ..ui.tree import Node
from .drawer import StatisticsDrawer

__all__ = ["StatisticsPanel"]

_ASK: Final = '[data-panel-action="reset-ask"]'
_CANCEL: Final = '[data-panel-action="reset-cancel"]'


class StatisticsPanel:
    """The Statistics drawer in the panel."""

    def __init__(self, panel: Panel, drawer: StatisticsDrawer) -> None:
        self.panel = panel
        self.drawer = drawer

    def view(self) -> Node:
        return self.drawer.view()

    def leave(self) -> None:
        self.drawer.cancel_reset()

    def act(self, action: str) -> None:
        drawer = self.drawer
        if action == "reset-ask":
            drawer.ask_reset()
            self.panel.render(focus=_CANCEL)
        elif action == "reset-cancel":
            drawer.cancel_reset()
            self.panel.render(focus=_ASK)
        elif action == "reset-confirm":
            said = drawer.reset()
            self.panel.render(focus=_ASK)
            js.document.getElementById("live").textContent = said

    def change(self, name: str, value: str, checked: bool) -> None:
        if name == "stats-rules":
            self.drawer.show_rules(value)
            self.panel.render()

    def escape(self) -> bool:
        if not self.drawer.confirming:
            return False
        self.drawer.cancel_reset()
        self.panel.render(focus=_ASK)
        return True

    def trap(self, target: Any) -> bool:
        if not self.drawer.confirming:
            return False
        dialog = self.panel.element.querySelector(".confirm")
        if not absent(dialog) and not bool(dialog.contains(target)):
            found = dialog.querySelector(_CANCEL)
            if not absent(found):
                found.focus()
        return True
