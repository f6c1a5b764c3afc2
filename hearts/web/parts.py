"""The page's late parts: the code that arrives once the table's hand is tappable, and what waits for it.

The build ships the page's Python in parts (``scripts/build_site.py``). The start part, ``hearts.zip``
and the standard library the interpreter starts on, holds what the table needs to draw a tappable hand
and play it. The late parts follow, in this order (:data:`LATE_PARTS`), each a zip in the site's
``parts/`` folder: :data:`LATER`, the rest of the game (Learn, the review and :mod:`hearts.analysis`,
History's views, the Settings and Statistics drawers, the computer players with the Expert's search, the
puzzles), the libraries from PyPI they import (the puzzles' rating, ``glicko2``) and the standard-library
modules only they import; :data:`LIBRARY`, the rest of the standard library, which
nothing of the page imports but ships so that no import can ever fail for good. The page fetches them
once the hand is tappable (:mod:`hearts.web.part_loader`), writes each into the interpreter's file system
and adds it to the import system (:class:`ZipFinder`): a module the parts before do not have is looked for
there.

Whatever needs a late part asks :data:`PARTS` first: :meth:`Parts.when` calls back at once when the part
has arrived (always, where nothing is expected, as on CPython), or once it arrives, with the page showing
progress meanwhile (unless the call is ``quiet``: nobody asked for it); :meth:`Parts.wait` is the same for
a coroutine, and :class:`LateScreen` for a screen of the router (History, Learn), made once its part is here.

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
from typing import Final, Generic, Protocol, TypeVar

__all__ = ["FOLDER", "LATER", "LATE_PARTS", "LIBRARY", "PARTS", "LateScreen", "Parts", "ZipFinder"]

LATER: Final = "later"
"""The rest of the game's code."""
LIBRARY: Final = "library"
"""The rest of the standard library."""
LATE_PARTS: Final = (LATER, LIBRARY)
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
        self._calls: dict[str, list[tuple[Callable[[], None], bool]]] = {}
        self.on_waiting: Callable[[bool], None] = lambda waiting: None

    def expect(self, names: Iterable[str]) -> None:
        """The page loads these parts: until each arrives, what needs it waits."""
        self._missing = set(names)

    def arrived(self, name: str) -> bool:
        """Whether the part ``name`` is here (or never expected)."""
        return name not in self._missing

    @property
    def waiting(self) -> int:
        """How many calls someone asked for wait for a part (the quiet ones not counted)."""
        return sum(1 for calls in self._calls.values() for _, shown in calls if shown)

    def when(self, name: str, call: Callable[[], None], *, quiet: bool = False) -> None:
        """Call ``call`` now if the part ``name`` is here, else once it arrives, with progress showing meanwhile
        unless ``quiet``."""
        if self.arrived(name):
            call()
            return
        before = self.waiting
        self._calls.setdefault(name, []).append((call, not quiet))
        if before == 0 and not quiet:
            self.on_waiting(True)

    async def wait(self, name: str, *, quiet: bool = False) -> None:
        """Return once the part ``name`` is here (at once if it is), with progress showing meanwhile unless
        ``quiet``."""
        if self.arrived(name):
            return
        arrival: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def arrive() -> None:
            if not arrival.done():  # not cancelled meanwhile
                arrival.set_result(None)

        self.when(name, arrive, quiet=quiet)
        await arrival

    def add(self, name: str, archive: str, *, install: bool = True) -> None:
        """The part ``name`` has arrived as the zip ``archive``: its modules can be imported from now on, and
        every call waiting for it is made, in the order they came (all of them: the first failure is raised
        after the last)."""
        if install:
            sys.meta_path.append(ZipFinder(archive))
        self._missing.discard(name)
        calls = self._calls.pop(name, [])
        if any(shown for _, shown in calls) and self.waiting == 0:
            self.on_waiting(False)
        failures: list[Exception] = []
        for call, _ in calls:
            try:
                call()
            except Exception as error:  # each waiting call is made, whatever another does
                failures.append(error)
        if failures:
            raise failures[0]


PARTS: Final = Parts()
"""The page's late parts (one page, one import system)."""

_Route = TypeVar("_Route", contravariant=True)


class Screen(Protocol[_Route]):
    """A screen as the router shows and hides it."""

    def show(self, route: _Route) -> None: ...

    def hide(self) -> None: ...


class LateScreen(Generic[_Route]):
    """A screen whose code comes with a late part: asked for before the part is here, the page shows progress
    and then the screen, made by ``make``, if it is still wanted."""

    def __init__(self, make: Callable[[], Screen[_Route]], part: str = LATER, parts: Parts = PARTS) -> None:
        self._make = make
        self._part = part
        self._parts = parts
        self._screen: Screen[_Route] | None = None
        self._wanted: list[_Route] = []
        """The route to show once the screen is made (none while hidden)."""

    def show(self, route: _Route) -> None:
        if self._screen is not None:
            self._screen.show(route)
            return
        asked = not self._wanted
        self._wanted[:] = [route]
        if asked:
            self._parts.when(self._part, self._arrived)

    def hide(self) -> None:
        self._wanted.clear()
        if self._screen is not None:
            self._screen.hide()

    def redraw(self) -> None:
        """Draw the screen again in the language in use, if it is made and can (the router asks every screen)."""
        redraw = getattr(self._screen, "redraw", None)
        if callable(redraw):
            redraw()

    def _arrived(self) -> None:
        if not self._wanted:
            return  # left meanwhile: made when next shown
        route = self._wanted.pop()
        self._screen = self._make()
        self._screen.show(route)
