"""Long work in slices that yield to the browser: the computer players' thinking, a review, a par deal.

Plain Python (asyncio only). The work is a step generator (the bots', the
review's, par's); it runs until a slice budget is spent, then control goes
back to the event loop, so the page keeps drawing and answering taps.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable, Generator
from typing import Final, TypeVar

__all__ = ["SLICE_BUDGET", "share_done", "think", "think_reporting"]

SLICE_BUDGET: Final = 0.03
"""Seconds of thinking before control goes back to the page (well under a frame budget of 200 ms)."""

_T = TypeVar("_T")


async def think(steps: Generator[None, None, _T], budget: float = SLICE_BUDGET, rest: float = 0.0) -> _T:
    """Run a bot's step generator to its answer, yielding to the event loop every ``budget`` seconds.

    ``rest``: seconds the page is left to itself between slices, for work nobody waits for. A rest of no time lets
    the page draw, but in the browser the next slice is queued at once and a tap can wait behind many of them; a
    timer's rest leaves the page free to answer between slices.
    """
    deadline = time.perf_counter() + budget
    while True:
        try:
            next(steps)
        except StopIteration as done:
            value: _T = done.value
            return value
        if time.perf_counter() >= deadline:
            await asyncio.sleep(rest)
            deadline = time.perf_counter() + budget


async def think_reporting(
    steps: Generator[tuple[int, int], None, _T], budget: float, on_progress: Callable[[int, int], None], every: float
) -> _T:
    """Run a step generator that yields its progress ``(done, total)`` to its answer, yielding to the event loop
    every ``budget`` seconds and passing the progress to ``on_progress`` at most every ``every`` seconds (a review,
    a par deal)."""
    clock = time.perf_counter
    deadline = clock() + budget
    reported = clock()
    while True:
        try:
            done, total = next(steps)
        except StopIteration as finished:
            value: _T = finished.value
            return value
        now = clock()
        if now - reported >= every:
            reported = now
            on_progress(done, total)
        if now >= deadline:
            await asyncio.sleep(0)
            deadline = clock() + budget


def share_done(done: int, total: int, finished: bool) -> float:
    """How far work reported as ``(done, total)`` has come, from 0 to 1 (1 once ``finished``).

    >>> share_done(13, 52, False), share_done(52, 52, True), share_done(3, 0, False)
    (0.25, 1.0, 1.0)
    """
    return 1.0 if finished else min(1.0, done / max(1, total))
