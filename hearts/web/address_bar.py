"""The browser's address bar, for the router (:mod:`hearts.web.router`): read, go to, replace, and follow.

It holds the page's one ``hashchange`` listener (:meth:`AddressBar.listen`),
and keeps ``?deal=N`` on the game being played (:meth:`AddressBar.keep_query`),
so that a reload resumes it. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any

import js

from .ui.events import Listeners

__all__ = ["AddressBar"]


class AddressBar:
    """``location`` and ``history`` of the page, as the router asks them."""

    def fragment(self) -> str:
        return str(js.location.hash)

    def search(self) -> str:
        """The query (``location.search``), ``?`` included, or empty."""
        return str(js.location.search)

    def go(self, fragment: str) -> None:
        js.location.hash = fragment

    def replace(self, fragment: str) -> None:
        location = js.location
        self._replace(f"{location.pathname}{location.search}{fragment}")

    def keep_query(self, query: str) -> None:
        """Put ``query`` in the address in place of its own, the fragment kept (a reload resumes the game)."""
        location = js.location
        self._replace(f"{location.pathname}{query}{location.hash}")

    def listen(self, listeners: Listeners, follow: Callable[[Any], None]) -> None:
        """Call ``follow`` each time the fragment changes (a link, Back, Forward, or an address typed)."""
        listeners.listen(js.window, "hashchange", follow)

    @staticmethod
    def _replace(address: str) -> None:
        with contextlib.suppress(Exception):  # some browsers limit address changes; the game goes on
            js.history.replaceState(None, "", address)
