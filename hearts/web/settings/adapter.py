"""The Settings drawer in the browser: its content in the panel, each changed control handed over.

:class:`SettingsPanel` is the drawer's content for the panel
(:class:`~hearts.web.ui.panel.Panel`): it draws the drawer's state
(:class:`~hearts.web.settings.state.SettingsState`, through
:func:`~hearts.web.settings.views.settings_drawer`) and hands each changed
control to it; the table is drawn again after each change. Runs under
PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .state import SettingsState
from .views import settings_drawer

if TYPE_CHECKING:
    from ..ui.panel import Panel
    from ..ui.tree import Node

__all__ = ["SettingsPanel"]


class SettingsPanel:
    """The Settings drawer in the panel; ``unlock_audio`` lets the page make sound, ``redraw`` draws the table."""

    def __init__(
        self, panel: Panel, state: SettingsState, unlock_audio: Callable[[], None], redraw: Callable[[], None]
    ) -> None:
        self.panel = panel
        self.state = state
        self.unlock_audio = unlock_audio
        self.redraw = redraw

    def view(self) -> Node:
        return settings_drawer(self.state)

    def leave(self) -> None:
        return None

    def act(self, action: str) -> None:
        return None

    def change(self, name: str, value: str, checked: bool) -> None:
        settings = self.state.change(name, value, checked)
        if settings is None:
            return
        if name == "sounds" and settings.sounds:
            self.unlock_audio()  # the switch itself is the tap that lets the page make sound
        self.panel.render()
        self.redraw()
