"""Background work: a task whose failure is reported, the one report of an error, and tasks that stop together.

Plain Python (asyncio only; the console is the browser's, reached only when an error is told there).
Every task the page starts in the background goes through :func:`start` (or :func:`on_failure`), so a
failure is never kept to the task itself. The table's controller runs the computer players, a
trick's pause, forced cards, hints and the play checker's judgements as
tasks here. Holding play or dealing another table cancels them all at once
and starts a new :attr:`~Background.generation`, so a task that wakes after
that knows it is stale. A task's failure is kept in :attr:`~Background.errors`
and handed to ``on_error`` (a bug if it ever happens).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any

__all__ = ["Background", "log_error", "on_failure", "start"]

Report = Callable[[BaseException], None]
"""What is told of a failure."""


def on_failure(task: asyncio.Future[Any], report: Report) -> None:
    """Hand ``task``'s error to ``report`` once it ends with one (a cancelled task has none)."""

    def finished(done: asyncio.Future[Any]) -> None:
        if not done.cancelled() and (error := done.exception()) is not None:
            report(error)

    task.add_done_callback(finished)


def start(work: Coroutine[Any, Any, None], report: Report) -> asyncio.Task[None]:
    """Run ``work`` as a task; its failure, if any, goes to ``report``."""
    task = asyncio.ensure_future(work)
    on_failure(task, report)
    return task


def log_error(error: BaseException) -> None:
    """Tell the browser's console of a failure (a bug if it ever happens). Runs under PyScript on Pyodide only."""
    import js

    js.console.error(f"Hearts: {type(error).__name__}: {error}")


class Background:
    """The tasks running for one controller."""

    def __init__(self, on_error: Callable[[BaseException], None] = lambda error: None) -> None:
        self.on_error = on_error
        self.generation = 0
        """Changes each time every task is cancelled."""
        self.errors: list[BaseException] = []
        """Failures of background work (a bug if ever non-empty)."""
        self._tasks: set[asyncio.Task[None]] = set()

    def spawn(self, work: Coroutine[object, object, None]) -> None:
        """Run ``work`` until it ends or :meth:`cancel` stops it."""
        task = start(work, self.report)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def report(self, error: BaseException) -> None:
        """A failure: kept in :attr:`errors` and handed to ``on_error``."""
        self.errors.append(error)
        self.on_error(error)

    def cancel(self) -> None:
        """Stop every task and start a new generation."""
        self.generation += 1
        for task in list(self._tasks):
            task.cancel()
        self._tasks.clear()

    async def idle(self) -> None:
        """Wait until no task is left (for tests)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)
