"""The table's background work: tasks that stop together, and their failures.

Plain Python (asyncio only). The controller runs the computer players, a
trick's pause, forced cards, hints and the play checker's judgements as
tasks here. Holding play or dealing another table cancels them all at once
and starts a new :attr:`~Background.generation`, so a task that wakes after
that knows it is stale. A task's failure is kept in :attr:`~Background.errors`
and handed to ``on_error`` (a bug if it ever happens).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine

__all__ = ["Background"]


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
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._finished)

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

    def _finished(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            error = task.exception()
            assert error is not None
            self.report(error)
