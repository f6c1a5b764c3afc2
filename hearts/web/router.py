"""The page's address and which view it shows, in plain Python: the one router of the page.

Every address the page answers to, read into a :class:`Route`:

* no fragment, or one the page does not know: the table;
* ``#settings`` and ``#statistics``: the table with that drawer open over it;
* ``#history``, ``#history/ID``, ``#history/ID/N``, ``#game=CODE`` and ``#game=CODE/N`` (and ``…/N/par``): History
  (its list, a kept game or a linked game in replay: :mod:`hearts.web.history_route` reads them);
* ``#puzzles``: the puzzles (the table waits);
* ``#learn``, ``#learn/rules/<section>``, ``#learn/practice``, ``#learn/practice/<lesson>``,
  ``#learn/reference``, ``#learn/faq`` and ``#learn/tips``: Learn (read by
  :func:`hearts.learn.session.parse_route`, loaded with Learn on its first visit).

The query's ``?deal=N`` chooses the game the page opens on (:mod:`hearts.web.address` reads it);
it stays on the game being played, whatever the fragment shows.

:class:`Router` follows the address: it shows the screens a route shows and
hides the others (each made on its first visit), and goes to addresses for
the views. History and Learn cover the table, which waits meanwhile.

>>> parse_route("#history/48213907-1-a/3")
Route(view='history', drawer=None, history=HistoryRoute(kind='kept', key='48213907-1-a', deal=3, par=False), learn=None)
>>> parse_route("#statistics").screens
('table', 'panel')
>>> parse_route("#learn/faq").hash, parse_route("#nothing-here") == TABLE
('#learn/faq', True)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Literal, NamedTuple, Protocol, get_args, runtime_checkable

from .history_route import HistoryRoute
from .history_route import parse_route as parse_history

if TYPE_CHECKING:
    from ..learn.session import LearnRoute

__all__ = [
    "DRAWERS",
    "TABLE",
    "Address",
    "Drawer",
    "Redrawn",
    "Route",
    "Router",
    "Screen",
    "ScreenCalls",
    "ScreenName",
    "View",
    "is_learn_address",
    "parse_route",
]

View = Literal["table", "history", "learn", "puzzles"]
"""What fills the page: the table (with or without a drawer over it), History, Learn or the puzzles."""
Drawer = Literal["settings", "statistics"]
ScreenName = Literal["table", "panel", "history", "learn", "puzzles"]
"""The parts of the page the router shows and hides: the table, the drawers' panel, History, Learn and the
puzzles."""

DRAWERS: Final[tuple[Drawer, ...]] = get_args(Drawer)
_LEARN: Final = "learn"
_PUZZLES: Final = "puzzles"


@dataclass(frozen=True, slots=True)
class Route:
    """What the address shows: a view, and what in it (a drawer over the table, History's or Learn's route)."""

    view: View = "table"
    drawer: Drawer | None = None
    history: HistoryRoute | None = None
    learn: LearnRoute | None = None

    def __post_init__(self) -> None:
        if (self.history is not None) != (self.view == "history") or (self.learn is not None) != (self.view == "learn"):
            raise ValueError(f"a {self.view} route with the wrong part: {self!r}")
        if self.drawer is not None and self.view != "table":
            raise ValueError(f"a drawer opens over the table only: {self!r}")

    @property
    def hash(self) -> str:
        """The address's fragment for this route (empty for the table alone).

        >>> Route(drawer="settings").hash, Route("history", history=HistoryRoute("list")).hash, TABLE.hash
        ('#settings', '#history', '')
        """
        if self.history is not None:
            return self.history.hash
        if self.learn is not None:
            return self.learn.hash
        if self.view == "puzzles":
            return f"#{_PUZZLES}"
        return f"#{self.drawer}" if self.drawer else ""

    @property
    def screens(self) -> tuple[ScreenName, ...]:
        """The screens this route shows (every other one is hidden)."""
        if self.view == "learn":
            return ("table", "learn")  # Learn lies over the table, which plays on unseen
        if self.view != "table":
            return (self.view,)
        return ("table", "panel") if self.drawer else ("table",)


TABLE: Final = Route()
"""The table alone."""


def parse_route(fragment: str) -> Route:
    """The route of the address's fragment (``location.hash``); the table for any fragment no view knows.

    >>> parse_route("#settings").drawer, parse_route("#game=AQLf/2").history
    ('settings', HistoryRoute(kind='link', key='AQLf', deal=2, par=False))
    >>> parse_route("").view, parse_route("#settings/").view, parse_route("#learn/practice").learn
    ('table', 'table', LearnRoute(page='practice', item=None))
    """
    history = parse_history(fragment)
    if history is not None:
        return Route("history", history=history)
    name = fragment.lstrip("#")
    for drawer in DRAWERS:
        if name == drawer:
            return Route(drawer=drawer)
    if name == _PUZZLES:
        return Route("puzzles")
    if is_learn_address(fragment):
        from ..learn.session import parse_route as parse_learn  # Learn's content loads with Learn, not with the page

        learn = parse_learn(fragment)
        if learn is not None:
            return Route("learn", learn=learn)
    return TABLE


def is_learn_address(fragment: str) -> bool:
    """Whether the fragment is one of Learn's (read by Learn's own code, which loads with Learn).

    >>> is_learn_address("#learn/faq"), is_learn_address("#learning"), is_learn_address("#history")
    (True, False, False)
    """
    return fragment.lstrip("#").split("/", 1)[0] == _LEARN


class Screen(Protocol):
    """A part of the page as the router shows and hides it."""

    def show(self, route: Route) -> None:
        """Show the part of ``route`` this screen draws (it may be showing already: the route changed within it)."""
        ...

    def hide(self) -> None:
        """Hide the screen (it was showing)."""
        ...


@runtime_checkable
class Redrawn(Protocol):
    """A screen that draws itself again in the language now in use (the player chose another)."""

    def redraw(self) -> None:
        """Draw what shows again, in the language in use, keeping where the person was."""
        ...


class ScreenCalls(NamedTuple):
    """A screen made of two calls (the table waits while hidden, the drawers' panel opens and closes)."""

    on_show: Callable[[Route], None]
    on_hide: Callable[[], None]

    def show(self, route: Route) -> None:
        self.on_show(route)

    def hide(self) -> None:
        self.on_hide()


class Address(Protocol):
    """The browser's address, as the router reads and changes it."""

    def fragment(self) -> str:
        """The fragment (``location.hash``), ``#`` included, or empty."""
        ...

    def go(self, fragment: str) -> None:
        """Go to ``fragment`` as a new entry of the browser's history (Back returns); the browser reports it."""
        ...

    def replace(self, fragment: str) -> None:
        """Put ``fragment`` (empty: none) in the address in place of the current one; nothing reports it."""
        ...


class Router:
    """Follows the address: shows the screens of its route, hides the others, makes each on its first visit.

    ``on_route`` hears each route before any screen changes (whatever must
    know which view shows). The table is showing when the page opens.
    """

    def __init__(self, address: Address, on_route: Callable[[Route], None] | None = None) -> None:
        self.address = address
        self.on_route = on_route
        self.route = TABLE
        self._makers: dict[ScreenName, Callable[[], Screen]] = {}
        self._made: dict[ScreenName, Screen] = {}
        self._shown: set[ScreenName] = {"table"}

    def add(self, name: ScreenName, make: Callable[[], Screen]) -> None:
        """``make`` makes the screen called ``name`` when a route first shows it (add the table first: a screen
        added later lies over those before it, and is hidden before them)."""
        self._makers[name] = make

    def follow(self, _event: object = None) -> None:
        """The address changed (or the page opened): show what it asks for."""
        self.show(parse_route(self.address.fragment()))

    def show(self, route: Route) -> None:
        """Show ``route``: first hide each screen it does not show (the last added first), then show each it does."""
        self.route = route
        if self.on_route is not None:
            self.on_route(route)
        wanted = route.screens
        for name in [name for name in reversed(self._makers) if name in self._shown and name not in wanted]:
            self._shown.discard(name)
            self._screen(name).hide()
        for name in wanted:
            if name in self._makers:
                self._shown.add(name)
                self._screen(name).show(route)

    def redraw(self) -> None:
        """The language changed: every screen made that can draw itself again does (shown or not, it shows right)."""
        for screen in self._made.values():
            if isinstance(screen, Redrawn):
                screen.redraw()

    def go(self, fragment: str) -> None:
        """Go to ``fragment`` (so Back works); the browser reports the change and the router follows it."""
        self.address.go(fragment)

    def close(self) -> None:
        """Back to the table alone, in place of the current address (a drawer closed, a game taken to the table)."""
        self.address.replace(TABLE.hash)
        self.show(TABLE)

    def _screen(self, name: ScreenName) -> Screen:
        found = self._made.get(name)
        if found is None:
            found = self._made[name] = self._makers[name]()
        return found
