"""The browser's ``localStorage`` as the page's key-value store (see :class:`~hearts.web.storage.store.KeyValueStore`).

Runs under PyScript on Pyodide only. Every refusal of the browser (private
mode, a full store) raises, and :class:`~hearts.web.storage.store.Storage`
turns it into a plain notice.
"""

from __future__ import annotations

import js

__all__ = ["LocalStore"]


class LocalStore:
    """``window.localStorage`` as a key-value store. Every refusal (private mode, a full store) raises."""

    def get(self, key: str) -> str | None:
        value = js.window.localStorage.getItem(key)
        return None if value is None or type(value).__name__ == "JsNull" else str(value)

    def set(self, key: str, value: str) -> None:
        js.window.localStorage.setItem(key, value)

    def remove(self, key: str) -> None:
        js.window.localStorage.removeItem(key)
