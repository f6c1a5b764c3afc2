"""The page's live regions in the browser: writes each line the page's one :class:`~.announcer.Announcer` says.

``#live`` (polite) and ``#alert`` (assertive) are in ``index.html``, outside
the table, History and Learn, so they speak whichever of them shows. Runs
under PyScript on Pyodide only.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import js

from .announcer import Announcer, Line
from .dom import absent, build
from .tree import h

__all__ = ["LiveRegions", "announcer"]


class LiveRegions:
    """The two live regions of ``document``: each line is a paragraph added at the end, the oldest removed."""

    def __init__(self, document: Any) -> None:
        self.regions = {"polite": document.getElementById("live"), "assertive": document.getElementById("alert")}

    def write(self, line: Line) -> None:
        region = self.regions[line.politeness]
        if absent(region):
            return
        region.appendChild(build(h("p", {}, line.words)))
        for _ in range(line.dropped):
            oldest = region.firstElementChild
            if not absent(oldest):
                oldest.remove()


@cache
def announcer() -> Announcer:
    """The page's one announcer, writing into the page's live regions (made on first use)."""
    return Announcer(LiveRegions(js.document).write)
