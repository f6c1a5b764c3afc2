"""The Statistics drawer in the browser: the tallies, the rules they show, and the reset question.

:class:`StatisticsPanel` is the drawer's content for the panel
(:class:`~hearts.web.ui.panel.Panel`): it draws the drawer's state
(:class:`~hearts.web.statistics.state.StatisticsState`, through
:func:`~hearts.web.statistics.views.statistics_drawer`) and turns its
buttons into calls. The reset question is a dialog inside the drawer,
opened and closed with the page's keyboard (:mod:`hearts.web.ui.keyboard`):
the keyboard stays in it and Escape cancels it. Runs under PyScript on
Pyodide only.
"""

from __future__ import annotations

from typing import Final

from ..ui.keyboard import IN_DRAWER, Dialog, Keyboard
from ..ui.live import announcer
from ..ui.panel import Panel
from ..ui.tree import Node
from .state import StatisticsState
from .views import statistics_drawer

__all__ = ["StatisticsPanel"]

_ASK: Final = '[data-panel-action="reset-ask"]'
_CANCEL: Final = '[data-panel-action="reset-cancel"]'


class StatisticsPanel:
    """The Statistics drawer in the panel."""

    def __init__(self, panel: Panel, state: StatisticsState, keyboard: Keyboard) -> None:
        self.panel = panel
        self.state = state
        self.keyboard = keyboard
        self.question = Dialog(
            "reset-statistics",
            lambda: panel.element.querySelector(".confirm"),
            _CANCEL,
            self._escape,
            IN_DRAWER,
            "table",
        )

    def view(self) -> Node:
        return statistics_drawer(self.state)

    def leave(self) -> None:
        self.state.cancel_reset()
        self._follow_question()

    def act(self, action: str) -> None:
        state = self.state
        if action == "reset-ask":
            state.ask_reset()
            self._follow_question()
            self.panel.render(focus=_CANCEL)
        elif action == "reset-cancel":
            self._cancel()
        elif action == "reset-confirm":
            said = state.reset()
            self._follow_question()
            self.panel.render(focus=_ASK)
            announcer().say(said)

    def change(self, name: str, value: str, checked: bool) -> None:
        if name == "stats-rules":
            self.state.show_rules(value)
            self.panel.render()

    def _cancel(self) -> None:
        self.state.cancel_reset()
        self._follow_question()
        self.panel.render(focus=_ASK)

    def _escape(self) -> bool:
        self._cancel()
        return True

    def _follow_question(self) -> None:
        """The keyboard's dialog opens and closes with the question (the drawer places focus itself)."""
        if self.state.confirming:
            self.keyboard.open(self.question)
        else:
            self.keyboard.close(self.question, restore=False)
