"""The Settings drawer in the browser: its content in the panel, each changed control handed over.

:class:`SettingsPanel` is the drawer's content for the panel
(:class:`~hearts.web.ui.panel.Panel`): it draws :class:`~hearts.web.settings.drawer.SettingsDrawer`'s
view and hands each changed control to it; the table is drawn again after
each change. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .drawer import SettingsDrawer

if TYPE_CHECKING:
    from ..ui.panel import Panel
    from ..ui.tree import Node

__all__ = ["SettingsPanel"]


class SettingsPanel:
    """The Settings drawer in the panel; ``unlock_audio`` lets the page make sound, ``redraw`` draws the table."""

    def __init__(
        self, panel: Panel, drawer: SettingsDrawer, unlock_audio: Callable[[], None], redraw: Callable[[], None]
    ) -> None:
        self.panel = panel
        self.drawer = drawer
        self.unlock_audio = unlock_audio
        self.redraw = redraw

    def view(self) -> Node:
        return self.drawer.view()

    def leave(self) -> None:
        return None

    def act(self, action: str) -> None:
        return None

    def change(self, name: str, value: str, checked: bool) -> None:
        settings = self.drawer.change(name, value, checked)
        if settings is None:
            return
        if name == "sounds" and settings.sounds:
            self.unlock_audio()  # the switch itself is the tap that lets the page make sound
        self.panel.render()
        self.redraw()
