"""Listening to the page: each handler wrapped once for JavaScript and kept alive as long as the page.

Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy

__all__ = ["Listeners"]


class Listeners:
    """The page's event handlers, kept so that JavaScript may call them for as long as the page lives."""

    def __init__(self) -> None:
        self._proxies: list[Any] = []

    def keep(self, handler: Callable[..., Any]) -> Any:
        """``handler`` as a JavaScript function that stays alive with the page."""
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        return proxy

    def listen(self, target: Any, kind: str, handler: Callable[[Any], None]) -> Any:
        """Call ``handler`` with each ``kind`` event on ``target``; the JavaScript function, to remove it again."""
        proxy = self.keep(handler)
        target.addEventListener(kind, proxy)
        return proxy
