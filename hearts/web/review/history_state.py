"""Reviews of History's deals: found where they were kept, or run one at a time and kept once done.

Plain Python (asyncio only). A review runs as a task that yields to the
browser every few milliseconds (:func:`hearts.web.review.run.review`), judging
South's decisions; its progress is told as it goes, and leaving the deal or
History cancels it. A finished review is kept with the game in History (and
counted in the statistics when the game was played here); a game opened from
a link and not kept keeps its reviews for this visit only. The review layer
(:mod:`.layer`) shows them over the replay.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from ...seats import SOUTH
from ..background import start
from .state import Mistakes, ReviewStore

if TYPE_CHECKING:
    from ...analysis import DealReview
    from ..storage.history import HistoryEntry

__all__ = ["ReplayReviews"]


class ReplayReviews:
    """The reviews of History's deals; ``progressed``, ``reviewed`` and ``failed`` tell how a review goes."""

    def __init__(
        self,
        store: ReviewStore,
        *,
        progressed: Callable[[], None] = lambda: None,
        reviewed: Callable[[int], None] = lambda deal: None,
        failed: Callable[[BaseException], None] = lambda error: None,
        mistakes: Mistakes = lambda match_id, record, review: None,
    ) -> None:
        self.store = store
        self.mistakes = mistakes
        """Told each review done, with the game's record (your own mistakes made puzzles)."""
        self.progressed = progressed
        self.reviewed = reviewed
        """Told the deal's index once its review is done and kept."""
        self.failed = failed
        self.running: tuple[str, int] | None = None
        """The game and deal being reviewed."""
        self.progress = 0.0
        """How far the review running has gone, from 0 to 1."""
        self.task: asyncio.Task[None] | None = None
        self._unkept: dict[tuple[str, int], DealReview] = {}
        """Reviews of games opened from a link and not kept (for this visit only)."""

    def find(self, entry: HistoryEntry, deal: int) -> DealReview | None:
        """The review of ``deal`` of the game ``entry``, if it was reviewed."""
        return self._unkept.get((entry.id, deal)) or self.store.find(entry.id, deal)

    def progress_of(self, entry: HistoryEntry, deal: int) -> float | None:
        """How far the review of this deal has gone, if it is the one running."""
        return self.progress if self.running == (entry.id, deal) else None

    def start(self, entry: HistoryEntry, deal: int) -> bool:
        """Review ``deal`` of ``entry`` unless a review runs or it was reviewed already; whether it started."""
        if self.running is not None or self.find(entry, deal) is not None:
            return False
        self.running = (entry.id, deal)
        self.progress = 0.0
        self.task = start(self._run(entry, deal), self._failed)
        return True

    def cancel(self) -> None:
        """Stop a review that is running (leaving the deal or History does)."""
        task = self.task
        self.task = None
        self.running = None
        if task is not None and not task.done():
            task.cancel()

    def _failed(self, error: BaseException) -> None:
        self.running = None
        self.failed(error)

    async def _run(self, entry: HistoryEntry, deal: int) -> None:
        from .run import review

        def progress(done: int, total: int) -> None:
            if self.running == (entry.id, deal):
                self.progress = done / max(1, total)
                self.progressed()

        result = await review(entry.record, deal, progress, SOUTH)
        if self.running != (entry.id, deal):
            return
        self.running = None
        if not self.store.keep(entry.id, entry.level, deal, result):
            self._unkept[(entry.id, deal)] = result
        if entry.level is not None:  # a game played here: your own decisions
            self.mistakes(entry.id, entry.record, result)
        self.reviewed(deal)
