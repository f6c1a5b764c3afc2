"""Your own mistakes made puzzles, in the background, once a review is done.

Plain Python (asyncio only). After a deal's review is done (at the table or in
History), its mistakes and blunders are queued; one task checks them one by
one with the test of clarity (:func:`hearts.puzzles.own.own_puzzle_steps`), in
slices of :data:`SLICE` seconds with :data:`REST` seconds for the page between
them, so no tap ever waits for it. Each clear one is
added to your puzzle progress
(:meth:`~hearts.web.storage.puzzle_progress.PuzzleProgress.mistake_added`, under
its key: the game, the deal and the step, so none is added twice) and stored at
once, read afresh first so that nothing another part of the page kept is
overwritten. A decision checked in this visit is not checked again.
"""

from __future__ import annotations

import asyncio
import datetime as _dt
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from ..background import start
from ..parts import LATER, PARTS
from ..slicer import think

if TYPE_CHECKING:
    from ...analysis import DealReview, Decision
    from ...record import GameRecord
    from ..storage.store import Storage

__all__ = ["REST", "SLICE", "OwnPuzzleFinder"]

SLICE: Final = 0.02
"""Seconds of checking before control goes back to the page."""
REST: Final = 0.03
"""Seconds the page is left to itself between slices (measured in Chromium: with no rest, a request to the page
waited 5 to 11 s behind the slices queued; nobody waits for this work, so the page comes first)."""


class OwnPuzzleFinder:
    """Checks the mistakes of reviewed deals one by one and keeps the clear ones as your own puzzles."""

    def __init__(
        self,
        storage: Storage,
        today: Callable[[], _dt.date],
        *,
        added: Callable[[str], None] = lambda key: None,
        failed: Callable[[BaseException], None] = lambda error: None,
    ) -> None:
        self.storage = storage
        self.today = today
        self.added = added
        """Told the key of each mistake added."""
        self.failed = failed
        self.queue: deque[tuple[str, GameRecord, DealReview, Decision]] = deque()
        self.checked: set[str] = set()
        """The keys checked (or queued) in this visit."""
        self.task: asyncio.Task[None] | None = None

    def reviewed(self, match_id: str, record: GameRecord, review: DealReview) -> None:
        """A review is done: queue its mistakes and blunders not checked yet, and check them in the background."""
        from ...puzzles.own import mistake_key, own_mistakes

        for decision in own_mistakes(review):
            key = mistake_key(match_id, review.deal_index, decision.step)
            if key not in self.checked:
                self.checked.add(key)
                self.queue.append((key, record, review, decision))
        if self.queue and (self.task is None or self.task.done()):
            self.task = start(self._run(), self.failed)

    async def _run(self) -> None:
        await PARTS.wait(LATER)
        from ...puzzles.own import own_puzzle_steps
        from ..storage.puzzle_progress import PUZZLES_SLOT

        while self.queue:
            key, record, review, decision = self.queue.popleft()
            if any(entry.key == key for entry in self.storage.load(PUZZLES_SLOT).value.own):
                continue
            data = await think(own_puzzle_steps(record, review, decision, key), SLICE, REST)
            if data is None:
                continue
            progress = self.storage.load(PUZZLES_SLOT).value
            self.storage.save(PUZZLES_SLOT, progress.mistake_added(key, data, self.today()))
            self.added(key)

    async def idle(self) -> None:
        """Wait until every mistake queued is checked (for tests)."""
        while self.task is not None and not self.task.done():
            await asyncio.gather(self.task, return_exceptions=True)
