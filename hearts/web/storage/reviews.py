"""Reviews kept in the browser: every reviewed deal once, its points lost, and games played with the checker.

A deal's review is kept with the attempt at the game it belongs to (the
table's match id) and the deal's index, so a deal is never analysed twice.
The latest :data:`MAX_KEPT` reviews are kept whole; older ones keep only
what the statistics need (level, points lost). Plain Python: the page stores
the book through :class:`~hearts.web.storage.store.Storage`.

>>> book = ReviewBook().marked_checked("m1")
>>> book.was_checked("m1"), book.lost_per_deal()
(True, None)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Final

from ...errors import InvalidRecord
from ...words.catalog import ngettext
from .settings import DIFFICULTY_IDS
from .slots import Decoded, Slot, StoredDataError, read_each

if TYPE_CHECKING:
    from ...analysis import DealReview

__all__ = ["MAX_KEPT", "REVIEWS_SLOT", "ReviewBook", "ReviewEntry", "decode_reviews", "encode_reviews"]

REVIEWS_VERSION: Final = 1
MAX_KEPT: Final = 40
"""Reviews kept whole (the newest)."""
MAX_ENTRIES: Final = 400
"""Reviewed deals remembered for the statistics."""
MAX_CHECKED: Final = 400
"""Games played with the play checker on, remembered."""


@dataclass(frozen=True, slots=True)
class ReviewEntry:
    """One reviewed deal."""

    match_id: str
    deal: int
    level: str
    lost: float
    """Points the person's decisions cost in the deal."""
    checked: bool
    """Whether the play checker was on in that game."""
    review: DealReview | None = None
    """The whole review (only for the newest entries)."""

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "match": self.match_id,
            "deal": self.deal,
            "level": self.level,
            "lost": round(self.lost, 3),
            "checked": self.checked,
        }
        if self.review is not None:
            data["review"] = self.review.to_data()
        return data

    @classmethod
    def from_data(cls, data: object) -> ReviewEntry:
        if not isinstance(data, dict):
            raise StoredDataError("entry-not-an-object")
        match_id, deal, level, lost = data.get("match"), data.get("deal"), data.get("level"), data.get("lost")
        if not isinstance(match_id, str) or len(match_id) > 80:
            raise StoredDataError("entry-no-game")
        if isinstance(deal, bool) or not isinstance(deal, int) or not 0 <= deal < 1000:
            raise StoredDataError("entry-no-deal")
        if level not in DIFFICULTY_IDS:
            raise StoredDataError("entry-no-level")
        if isinstance(lost, bool) or not isinstance(lost, (int, float)) or not math.isfinite(lost) or lost < 0:
            raise StoredDataError("entry-no-points")
        review = None
        if data.get("review") is not None:
            from ...analysis import DealReview  # the search loads only when reviews are asked for

            try:
                review = DealReview.from_data(data["review"])
            except InvalidRecord:
                review = None  # the summary is still good; the deal is reviewed again if asked
        return cls(match_id, deal, str(level), float(lost), bool(data.get("checked", False)), review)


@dataclass(frozen=True, slots=True)
class ReviewBook:
    """Every reviewed deal (oldest first) and the games played with the play checker on."""

    entries: tuple[ReviewEntry, ...] = ()
    checked: tuple[str, ...] = ()

    def find(self, match_id: str, deal: int) -> DealReview | None:
        """The kept review of a deal, if it was reviewed and is still kept whole."""
        for entry in reversed(self.entries):
            if entry.match_id == match_id and entry.deal == deal:
                return entry.review
        return None

    def added(self, match_id: str, deal: int, level: str, review: DealReview) -> ReviewBook:
        """The book with a deal's review (replacing an older one of the same deal)."""
        entry = ReviewEntry(match_id, deal, level, review.total_cost, self.was_checked(match_id), review)
        kept = [e for e in self.entries if (e.match_id, e.deal) != (match_id, deal)]
        kept.append(entry)
        kept = kept[-MAX_ENTRIES:]
        whole = len(kept) - MAX_KEPT
        trimmed = tuple(replace(e, review=None) if i < whole else e for i, e in enumerate(kept))
        return ReviewBook(trimmed, self.checked)

    def marked_checked(self, match_id: str) -> ReviewBook:
        """The book with ``match_id`` marked as played with the play checker on."""
        if match_id in self.checked:
            return self
        return ReviewBook(self.entries, (*self.checked, match_id)[-MAX_CHECKED:])

    def was_checked(self, match_id: str) -> bool:
        return match_id in self.checked

    def lost_per_deal(self, level: str | None = None) -> float | None:
        """Average points lost to decisions per reviewed deal (of one level, or all); ``None`` before any."""
        values = [e.lost for e in self.entries if level is None or e.level == level]
        return math.fsum(values) / len(values) if values else None

    def deals(self, level: str | None = None) -> int:
        return sum(1 for e in self.entries if level is None or e.level == level)

    def recent(self, count: int = 30) -> list[ReviewEntry]:
        """The latest ``count`` reviewed deals, oldest first."""
        return list(self.entries[-count:])

    def to_data(self) -> dict[str, Any]:
        return {"entries": [e.to_data() for e in self.entries], "checked": list(self.checked)}


def encode_reviews(book: ReviewBook) -> dict[str, Any]:
    return book.to_data()


def decode_reviews(data: object) -> Decoded[ReviewBook]:
    """The book from stored data; an entry that cannot be read is left out on its own."""
    if not isinstance(data, dict) or not isinstance(data.get("entries"), list):
        raise StoredDataError("entries-wrong-form")
    entries, bad = read_each(data["entries"][-MAX_ENTRIES:], ReviewEntry.from_data)
    raw_checked = data.get("checked")
    checked: tuple[str, ...] = ()
    if isinstance(raw_checked, list):
        checked = tuple(item for item in raw_checked if isinstance(item, str) and len(item) <= 80)[-MAX_CHECKED:]
    book = ReviewBook(tuple(entries), checked)
    if not bad:
        return Decoded(book)
    left_out = ngettext(
        "{count} of your reviewed deals could not be read, so they are left out.",
        "{count} of your reviewed deals could not be read, so they are left out.",
        bad,
    ).format(count=bad)
    return Decoded(book, left_out)


REVIEWS_SLOT: Final[Slot[ReviewBook]] = Slot(
    name="reviews",
    version=REVIEWS_VERSION,
    label="your reviewed deals",
    consequence="deals are reviewed again when you ask",
    decode=decode_reviews,
    encode=encode_reviews,
    default=ReviewBook,
)
