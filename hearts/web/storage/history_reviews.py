"""Where reviews are kept: with their game in History, and in the reviewed deals the statistics count.

Plain Python over the :class:`~hearts.web.storage.store.Storage` and the
:class:`~hearts.web.storage.history_writer.HistoryKeeper`. A deal's review is kept
with its game in History (so a deal is never analysed twice) and, for a game
played here (one with a level), in the :class:`~hearts.web.storage.reviews.ReviewBook`
for the statistics; the book also marks the games played with the play
checker on. The book is read the first time it is needed, not when the page
opens; whatever cannot be read or written goes to ``flush`` as a notice.

>>> from hearts.web.storage.slots import MemoryStore
>>> from hearts.web.storage.store import Storage
>>> from hearts.web.storage.history_writer import HistoryKeeper
>>> storage = Storage(MemoryStore())
>>> reviews = ReviewKeeper(storage, HistoryKeeper(storage, lambda: "2026-12-01 09:30"))
>>> reviews.mark_checked("5-1-a")
>>> reviews.book.was_checked("5-1-a"), reviews.find("5-1-a", 0) is None
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, Final

from .history_writer import HistoryKeeper
from .kept_by_deal import deal_data, with_deal
from .settings import as_difficulty
from .store import Storage

if TYPE_CHECKING:
    from ...analysis import DealReview
    from .reviews import ReviewBook

__all__ = ["REVIEWS", "ReviewKeeper", "kept_review", "kept_with"]


REVIEWS: Final = "reviews"
"""The name a game's reviews are kept under in its History entry (``{"0": review, …}``, by deal)."""


def kept_review(kept: Mapping[str, Any], deal: int) -> DealReview | None:
    """The review of ``deal`` kept with a game, if any (a damaged one is as none)."""
    from ...analysis import DealReview
    from ...errors import InvalidRecord

    data = deal_data(kept, REVIEWS, deal)
    if data is None:
        return None
    try:
        return DealReview.from_data(data)
    except InvalidRecord:
        return None


def kept_with(kept: Mapping[str, Any], deal: int, review: DealReview) -> dict[str, Any]:
    """A game's reviews with ``review`` of ``deal`` added."""
    return with_deal(kept, REVIEWS, deal, review.to_data())


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
            from .reviews import REVIEWS_SLOT  # read when first needed, not when the page opens

            self._book = self.storage.load(REVIEWS_SLOT).value
            self.flush()
        return self._book

    def _write(self, book: ReviewBook) -> None:
        from .reviews import REVIEWS_SLOT

        self._book = book
        self.storage.save(REVIEWS_SLOT, book)
        self.flush()

    def find(self, match_id: str, deal: int) -> DealReview | None:
        """A deal's review kept with its game in History, or in the reviewed deals."""

        entry = self.history.history.get(match_id)
        found = kept_review(entry.kept, deal) if entry is not None else None
        return found if found is not None else self.book.find(match_id, deal)

    def keep(self, match_id: str, level: str | None, deal: int, review: DealReview) -> bool:
        """Keep a deal's review with its game in History and, for a game played here, in the statistics.

        Whether it was kept with the game (a game opened from a link and not kept is not).
        """

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
