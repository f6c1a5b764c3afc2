"""Where reviews are kept: with their game in History, and in the reviewed deals the statistics count.

Plain Python over the :class:`~hearts.web.storage.store.Storage` and the
:class:`~hearts.web.history.keeping.HistoryKeeper`. A deal's review is kept
with its game in History (so a deal is never analysed twice) and, for a game
played here (one with a level), in the :class:`~hearts.web.storage.reviews.ReviewBook`
for the statistics; the book also marks the games played with the play
checker on. The book is read the first time it is needed, not when the page
opens; whatever cannot be read or written goes to ``flush`` as a notice.

>>> from hearts.web.storage.store import MemoryStore, Storage
>>> from hearts.web.history.keeping import HistoryKeeper
>>> storage = Storage(MemoryStore())
>>> reviews = ReviewKeeper(storage, HistoryKeeper(storage, lambda: "2026-12-01 09:30"))
>>> reviews.mark_checked("5-1-a")
>>> reviews.book.was_checked("5-1-a"), reviews.find("5-1-a", 0) is None
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..history.keeping import HistoryKeeper
from ..storage.settings import as_difficulty
from ..storage.store import Storage

if TYPE_CHECKING:
    from ...analysis import DealReview
    from ..storage.reviews import ReviewBook

__all__ = ["ReviewKeeper"]


class ReviewKeeper:
    """Finds and keeps the reviews of deals, and marks the games played with the play checker on."""

    def __init__(self, storage: Storage, history: HistoryKeeper, flush: Callable[[], None] = lambda: None) -> None:
        self.storage = storage
        self.history = history
        self.flush = flush
        self._book: ReviewBook | None = None

    @property
    def book(self) -> ReviewBook:
        """The reviewed deals and the games played with the play checker, read on first use."""
        if self._book is None:
            from ..storage.reviews import REVIEWS_SLOT  # read when first needed, not when the page opens

            self._book = self.storage.load(REVIEWS_SLOT).value
            self.flush()
        return self._book

    def _write(self, book: ReviewBook) -> None:
        from ..storage.reviews import REVIEWS_SLOT

        self._book = book
        self.storage.save(REVIEWS_SLOT, book)
        self.flush()

    def find(self, match_id: str, deal: int) -> DealReview | None:
        """A deal's review kept with its game in History, or in the reviewed deals."""
        from .summary import kept_review

        entry = self.history.history.get(match_id)
        found = kept_review(entry.kept, deal) if entry is not None else None
        return found if found is not None else self.book.find(match_id, deal)

    def keep(self, match_id: str, level: str | None, deal: int, review: DealReview) -> bool:
        """Keep a deal's review with its game in History and, for a game played here, in the statistics.

        Whether it was kept with the game (a game opened from a link and not kept is not).
        """
        from .summary import REVIEWS, kept_with

        difficulty = as_difficulty(level)
        if difficulty is not None:
            self._write(self.book.added(match_id, deal, difficulty, review))
        entry = self.history.history.get(match_id)
        if entry is None:
            return False
        kept = self.history.keep_data(match_id, REVIEWS, kept_with(entry.kept, deal, review))
        self.flush()
        return kept

    def mark_checked(self, match_id: str) -> None:
        """This game was played with the play checker on (History marks it too)."""
        book = self.book
        if not book.was_checked(match_id):
            self._write(book.marked_checked(match_id))
            self.history.keep_data(match_id, "checked", True)
            self.flush()
