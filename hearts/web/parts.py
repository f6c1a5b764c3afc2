"""The page's late parts: the code that arrives once the table's hand is tappable, and what waits for it.

The build ships the page's Python in parts (``scripts/build_site.py``). The start part, ``hearts.zip``
and the standard library the interpreter starts on, holds what the table needs to draw a tappable hand
and play it. The late parts follow, in this order (:data:`LATE_PARTS`), each a zip in the site's
``parts/`` folder: ``library``, the rest of the standard library, which nothing of the page imports but
ships so that no import can ever fail for good. The page fetches them once the hand is tappable
(:mod:`hearts.web.part_loader`), writes each into the interpreter's file system and adds it to the
import system (:class:`ZipFinder`): a module the parts before do not have is looked for there.

Whatever needs a late part asks :data:`PARTS` first: :meth:`Parts.when` calls back at once when the part
has arrived (always, where nothing is expected, as on CPython), or once it arrives, with the page showing
progress meanwhile; :meth:`Parts.wait` is the same for a coroutine.

>>> parts = Parts()
>>> parts.expect(["library"]); parts.arrived("library"), parts.arrived("anything else")
(False, True)
>>> parts.when("library", lambda: print("here")); parts.waiting
1
>>> parts.add("library", "/nowhere/library.zip", install=False)
here
>>> parts.arrived("library"), parts.waiting
(True, 0)
"""

from __future__ import annotations

import asyncio
import sys
import zipimport
from collections.abc import Callable, Iterable
from importlib.machinery import ModuleSpec
from typing import Final

__all__ = ["FOLDER", "LATE_PARTS", "LIBRARY", "PARTS", "Parts", "ZipFinder"]

LIBRARY: Final = "library"
"""The rest of the standard library."""
LATE_PARTS: Final = (LIBRARY,)
"""The late parts, in the order the page fetches them (the build makes the zip ``parts/NAME.zip`` of each)."""
FOLDER: Final = "parts"
"""The site's folder of the late parts, and where the page writes them in the interpreter's file system."""


class ZipFinder:
    """Finds modules in one zip of a late part, for any package: a meta path finder after Python's own, so
    that a module of a package the start part began (``hearts.web.review.run``, ``encodings.cp437``) is found
    in the zip when its package's folders do not have it."""

    def __init__(self, archive: str) -> None:
        self.archive = archive
        self._importers: dict[str, zipimport.zipimporter] = {}

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> ModuleSpec | None:
        package = fullname.rpartition(".")[0]
        folder = f"{self.archive}/{package.replace('.', '/')}" if package else self.archive
        importer = self._importers.get(folder)
        try:
            if importer is None:
                importer = self._importers[folder] = zipimport.zipimporter(folder)
            return importer.find_spec(fullname)
        except (OSError, zipimport.ZipImportError):  # the archive gone: nothing to find
            return None

    def invalidate_caches(self) -> None:
        self._importers.clear()


class Parts:
    """Which late parts the page expects and which have arrived; the calls waiting for each.

    ``on_waiting`` hears whether anything waits for a part (the page shows progress while it does).
    """

    def __init__(self) -> None:
        self._missing: set[str] = set()
        self._calls: dict[str, list[Callable[[], None]]] = {}
        self.on_waiting: Callable[[bool], None] = lambda waiting: None

    def expect(self, names: Iterable[str]) -> None:
        """The page loads these parts: until each arrives, what needs it waits."""
        self._missing = set(names)

    def arrived(self, name: str) -> bool:
        """Whether the part ``name`` is here (or never expected)."""
        return name not in self._missing

    @property
    def waiting(self) -> int:
        """How many calls wait for a part."""
        return sum(len(calls) for calls in self._calls.values())

    def when(self, name: str, call: Callable[[], None]) -> None:
        """Call ``call`` now if the part ``name`` is here, else once it arrives (progress shows meanwhile)."""
        if self.arrived(name):
            call()
            return
        before = self.waiting
        self._calls.setdefault(name, []).append(call)
        if before == 0:
            self.on_waiting(True)

    async def wait(self, name: str) -> None:
        """Return once the part ``name`` is here (at once if it is)."""
        if self.arrived(name):
            return
        arrival: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def arrive() -> None:
            if not arrival.done():  # not cancelled meanwhile
                arrival.set_result(None)

        self.when(name, arrive)
        await arrival

    def add(self, name: str, archive: str, *, install: bool = True) -> None:
        """The part ``name`` has arrived as the zip ``archive``: its modules can be imported from now on, and
        every call waiting for it is made, in the order they came."""
        if install:
            sys.meta_path.append(ZipFinder(archive))
        self._missing.discard(name)
        calls = self._calls.pop(name, [])
        if calls and self.waiting == 0:
            self.on_waiting(False)
        for call in calls:
            call()


PARTS: Final = Parts()
"""The page's late parts (one page, one import system)."""
