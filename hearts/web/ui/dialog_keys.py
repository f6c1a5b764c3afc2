"""The keyboard in the page's dialogs (the share box, the drawers): Escape closes, Tab stays inside.

One ``keydown`` and one ``focusin`` listener on the document, made before the
table's own, so that a key a dialog takes never reaches the table. Every key
also lets the page make sound (``on_key``). Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

import js

from .events import Listeners

__all__ = ["Dialog", "listen_for_dialogs"]


class Dialog(Protocol):
    """A dialog over the page, as the keyboard asks it."""

    def escape(self) -> bool:
        """Escape pressed: whether the dialog took it (it was open)."""
        ...

    def trap(self, target: Any) -> bool:
        """Focus moved to ``target``: whether the dialog is open (it keeps the keyboard inside)."""
        ...


def listen_for_dialogs(listeners: Listeners, dialogs: Sequence[Dialog], on_key: Callable[[], None]) -> None:
    """Escape goes to the first open dialog of ``dialogs``; focus leaving the first open one comes back to it."""

    def on_keydown(event: Any) -> None:
        on_key()
        if str(event.key) == "Escape" and any(dialog.escape() for dialog in dialogs):
            event.preventDefault()

    def on_focusin(event: Any) -> None:
        for dialog in dialogs:
            if dialog.trap(event.target):
                return

    document = js.document
    listeners.listen(document, "keydown", on_keydown)
    listeners.listen(document, "focusin", on_focusin)
