"""When the page does what need not keep a tap waiting: in idle time, after the next paint, once the person pauses,
and (writing what waits to be written) when the page is hidden or left.

The browser side of :class:`~hearts.web.table.saving.Saving`'s schedule. The browser signals ``visibilitychange``
(hidden) and ``pagehide`` before a tab is closed, so History is written before the page goes; the saved game
itself is written after every move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

import js

from ..ui.events import Listeners

__all__ = ["IDLE_TIMEOUT", "QUIET", "Quiet", "after_paint", "in_idle_time", "when_hidden"]

IDLE_TIMEOUT: Final = 2000
"""At most this many milliseconds pass before work asked for in idle time runs, idle or not."""
QUIET: Final = 1500
"""Milliseconds without a tap or a key after which the person counts as pausing."""


def in_idle_time(work: Callable[[], None]) -> None:
    """Run ``work`` once the browser is idle (or after :data:`IDLE_TIMEOUT` ms)."""
    from pyodide.ffi import create_once_callable

    callback = create_once_callable(lambda *_args: work())
    if hasattr(js, "requestIdleCallback"):
        js.requestIdleCallback(callback, js.Object.fromEntries([["timeout", IDLE_TIMEOUT]]))
    else:
        js.setTimeout(callback, IDLE_TIMEOUT // 4)


class Quiet:
    """Long work put off until the person pauses (History's text written again costs a phone a quarter of a second,
    which a tap coming meanwhile would wait for): it runs in an idle moment once no tap or key has come for
    :data:`QUIET` ms. :meth:`heard` is told of every tap and key."""

    def __init__(self) -> None:
        self.last = float("-inf")

    def heard(self) -> None:
        """A tap or a key."""
        self.last = float(js.performance.now())

    def later(self, work: Callable[[], None]) -> None:
        """Run ``work`` in an idle moment once the person has paused."""
        from pyodide.ffi import create_once_callable

        wait = self.last + QUIET - float(js.performance.now())
        if wait > 0:
            js.setTimeout(create_once_callable(lambda *_args: self.later(work)), int(wait) + 1)
            return

        def idle(*_args: object) -> None:
            if float(js.performance.now()) - self.last < QUIET:
                self.later(work)
            else:
                work()

        if hasattr(js, "requestIdleCallback"):
            js.requestIdleCallback(create_once_callable(idle))
        else:
            js.setTimeout(create_once_callable(idle), 0)


def after_paint(work: Callable[[], None]) -> None:
    """Run ``work`` once the next frame is painted (a task queued from the frame's own callback runs after it)."""
    from pyodide.ffi import create_once_callable

    later = create_once_callable(lambda *_args: work())
    js.requestAnimationFrame(create_once_callable(lambda *_args: js.setTimeout(later, 0)))


def when_hidden(listeners: Listeners, write: Callable[[], None]) -> None:
    """Call ``write`` whenever the page is hidden or left (a tab switched away from, closed, or reloaded)."""

    def on_visibility(_event: Any) -> None:
        if str(js.document.visibilityState) == "hidden":
            write()

    listeners.listen(js.document, "visibilitychange", on_visibility)
    listeners.listen(js.window, "pagehide", lambda _event: write())
