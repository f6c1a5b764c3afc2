"""The page's language in the browser: its catalog fetched and put in use, and the page's own words.

Only the chosen language's compiled catalog is fetched (``./locale/<folder>.mo``,
see :func:`hearts.web.language.catalog_address`); English fetches nothing and
is in use at once. A catalog that cannot be fetched (offline before it was
kept) leaves the page in English, and the caller is told so. Whatever the
language, ``<html lang>`` names the one in use, and the words written in
``index.html`` (the top bar, the regions' names, the keys' help, the update
banner, the document's title) are set again in it (:func:`word_page`).
Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js

from ..words.catalog import language, use_catalog
from ..words.languages import ENGLISH
from .background import log_error, start
from .language import catalog_address
from .page_words import page_words

__all__ = ["CatalogLoader", "browser_languages", "word_page"]


def browser_languages() -> list[str]:
    """The browser's preferred languages (``navigator.languages``), most preferred first."""
    try:
        return [str(tag) for tag in js.navigator.languages]
    except Exception:
        return []


def word_page() -> None:
    """Set ``<html lang>`` and every word ``index.html`` wrote in English to the language in use."""
    document = js.document
    document.documentElement.setAttribute("lang", language())
    for selector, attribute, words in page_words():
        for element in document.querySelectorAll(selector):
            if attribute is None:
                element.textContent = words
            elif attribute == "title":
                document.title = words
            else:
                element.setAttribute(attribute, words)


class CatalogLoader:
    """Puts a language in use; the latest asked wins when two catalogs are fetched at once."""

    def __init__(self) -> None:
        self._asked = 0
        self._tasks: set[Any] = set()

    def speak(self, tag: str, then: Callable[[bool], None]) -> None:
        """Speak ``tag``, then call ``then`` (``False``: its catalog could not be fetched, English is in use).

        English (and a language already in use) calls ``then`` at once; another language once its catalog came.
        """
        self._asked += 1
        address = catalog_address(tag)
        if address is None or tag == language():
            if address is None:
                use_catalog(ENGLISH, None)
            then(True)
            return
        task = start(self._fetch(self._asked, tag, address, then), log_error)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _fetch(self, asked: int, tag: str, address: str, then: Callable[[bool], None]) -> None:
        compiled: bytes | None = None
        try:
            response = await js.fetch(address)
            if bool(response.ok):
                compiled = (await response.arrayBuffer()).to_bytes()
        except Exception:
            compiled = None
        if asked != self._asked:
            return  # another language was asked for meanwhile
        try:
            if compiled is None:
                raise LookupError(address)
            use_catalog(tag, compiled)
        except Exception:  # none came, or not a catalog (a page served in its place): English
            use_catalog(ENGLISH, None)
            compiled = None
        then(compiled is not None)
