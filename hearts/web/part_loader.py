"""The page fetches its late parts (:mod:`hearts.web.parts`) once the hand is tappable, and shows progress
while anything waits for one.

Each part, in order, is fetched from the site's ``parts/`` folder (the service worker answers from its
cache after the first visit), written into the interpreter's file system and added to the import system.
A part that cannot be fetched is asked for again a few seconds later, and when the browser is back online;
whatever waits for it keeps waiting, with its progress showing. ``<body data-parts>`` lists the parts
arrived, and ``<body data-parts-ready>`` is set once all have (the service worker is installed after them
on a first visit: assets/offline.js). ``#waiting`` shows while something waits for a part.
Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import traceback
from collections.abc import Sequence
from typing import Any, Final

import js

from .background import log_error, start
from .loading_words import CONTEXT, LOADING
from .parts import FOLDER, LATE_PARTS, PARTS, Parts
from .ui.dom import fill
from .ui.events import Listeners
from .ui.tree import h

__all__ = ["load_late_parts"]

RETRY: Final = 4.0
"""Seconds before a part that could not be fetched is asked for again."""
IDLE_WAIT: Final = 200
"""The longest the first fetch waits for the browser to be idle, in ms."""


class PartMissing(Exception):
    """A part could not be fetched."""


async def _fetch(name: str) -> bytes:
    try:
        response = await js.fetch(f"./{FOLDER}/{name}.zip")
        if not response.ok:
            raise PartMissing(f"{name}: HTTP {response.status}")
        buffer = await response.arrayBuffer()
    except PartMissing:
        raise
    except Exception as error:  # a JavaScript TypeError: no network
        raise PartMissing(f"{name}: {error}") from error
    data: bytes = buffer.to_bytes()
    return data


async def _load(parts: Parts, names: Sequence[str], online: asyncio.Event) -> None:
    body = js.document.body
    folder = os.path.abspath(FOLDER)  # beside hearts.zip, in the page's working folder
    os.makedirs(folder, exist_ok=True)
    arrived: list[str] = []
    for name in names:
        while True:
            try:
                data = await _fetch(name)
                break
            except PartMissing:
                online.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(online.wait(), RETRY)
        archive = os.path.join(folder, f"{name}.zip")
        with open(archive, "wb") as file:
            file.write(data)
        try:
            parts.add(name, archive)
        except Exception:  # a failure of what waited for the part (a bug): the other parts still come
            traceback.print_exc()
        arrived.append(name)
        body.setAttribute("data-parts", " ".join(arrived))
    body.setAttribute("data-parts-ready", "")


def _show_waiting(waiting: bool) -> None:
    element = js.document.getElementById("waiting")
    if not element:
        return
    if waiting:
        from ..words.catalog import pgettext  # the page's words; its catalog is in the start part

        # The loading screen's word, in the language in use (every catalog has it).
        fill(element, h("span", {"class": "waiting-text"}, pgettext(CONTEXT, LOADING)))
    element.hidden = not waiting


def load_late_parts(listeners: Listeners, parts: Parts = PARTS, names: Sequence[str] = LATE_PARTS) -> None:
    """Expect the late parts ``names`` and fetch them, in order, as soon as the browser is idle."""
    parts.expect(names)
    parts.on_waiting = _show_waiting
    online = asyncio.Event()
    listeners.listen(js.window, "online", lambda _event: online.set())

    loading: list[asyncio.Task[None]] = []  # kept: a task nothing refers to may be collected

    def begin(*_args: Any) -> None:
        loading.append(start(_load(parts, names, online), log_error))

    callback = listeners.keep(begin)
    if hasattr(js, "requestIdleCallback"):
        js.requestIdleCallback(callback, js.Object.fromEntries([["timeout", IDLE_WAIT]]))
    else:
        js.setTimeout(callback, 0)
