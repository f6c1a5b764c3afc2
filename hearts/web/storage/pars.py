"""Pars kept in the browser for the statistics: every deal's par once, against your points in it.

A deal's par is kept with the attempt at the game it belongs to (the table's match id) and the deal's index,
written once (a par is never computed twice). Only what the statistics need is kept here (the level, your points
and the par); the par deal itself is kept with its game in History. Plain Python: the page stores the book through
:class:`~hearts.web.storage.store.Storage`.

>>> book = ParBook().added("m1", 0, "easy", 6, 9).added("m1", 1, "hard", 13, 10).added("m1", 0, "easy", 6, 9)
>>> book.deals(), book.against_par(), book.against_par("hard"), book.against_par("medium")
(2, 0.0, 3.0, None)
>>> decode_pars(encode_pars(book)).value == book
True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Final

from ...words.catalog import ngettext
from .settings import DIFFICULTY_IDS
from .slots import Decoded, Slot, StoredDataError, read_each

__all__ = ["MAX_ENTRIES", "PARS_SLOT", "ParBook", "ParEntry", "decode_pars", "encode_pars"]

PARS_VERSION: Final = 1
MAX_ENTRIES: Final = 400
"""Deals with a par remembered for the statistics (the newest)."""


def _whole(value: object, low: int, high: int) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and low <= value <= high


@dataclass(frozen=True, slots=True)
class ParEntry:
    """One deal's par against your points in it."""

    match_id: str
    deal: int
    level: str
    points: int
    """Your points in the deal."""
    par: int
    """What the Expert took with your cards in it."""

    @property
    def against(self) -> int:
        """Your points less the par: below zero is better than the Expert."""
        return self.points - self.par

    def to_data(self) -> dict[str, Any]:
        return {"match": self.match_id, "deal": self.deal, "level": self.level, "points": self.points, "par": self.par}

    @classmethod
    def from_data(cls, data: object) -> ParEntry:
        if not isinstance(data, dict):
            raise StoredDataError("entry-not-an-object")
        match_id, deal, level = data.get("match"), data.get("deal"), data.get("level")
        points, par = data.get("points"), data.get("par")
        if not isinstance(match_id, str) or len(match_id) > 80:
            raise StoredDataError("entry-no-game")
        if not _whole(deal, 0, 999):
            raise StoredDataError("entry-no-deal")
        if level not in DIFFICULTY_IDS:
            raise StoredDataError("entry-no-level")
        if not _whole(points, -100, 100) or not _whole(par, -100, 100):
            raise StoredDataError("entry-no-points-or-par")
        assert isinstance(deal, int) and isinstance(points, int) and isinstance(par, int)
        return cls(match_id, deal, str(level), points, par)


@dataclass(frozen=True, slots=True)
class ParBook:
    """Every deal with a par (oldest first)."""

    entries: tuple[ParEntry, ...] = ()

    def has(self, match_id: str, deal: int) -> bool:
        return any(e.match_id == match_id and e.deal == deal for e in self.entries)

    def added(self, match_id: str, deal: int, level: str, points: int, par: int) -> ParBook:
        """The book with a deal's par; one kept already stays as it is (written once)."""
        if self.has(match_id, deal):
            return self
        return ParBook((*self.entries, ParEntry(match_id, deal, level, points, par))[-MAX_ENTRIES:])

    def against_par(self, level: str | None = None) -> float | None:
        """Your points less the par per deal, on average (of one level, or all); ``None`` before any."""
        values = [e.against for e in self.entries if level is None or e.level == level]
        return math.fsum(values) / len(values) if values else None

    def deals(self, level: str | None = None) -> int:
        return sum(1 for e in self.entries if level is None or e.level == level)

    def recent(self, count: int = 30) -> list[ParEntry]:
        """The latest ``count`` deals with a par, oldest first."""
        return list(self.entries[-count:])


def encode_pars(book: ParBook) -> dict[str, Any]:
    return {"entries": [e.to_data() for e in book.entries]}


def decode_pars(data: object) -> Decoded[ParBook]:
    """The book from stored data; an entry that cannot be read is left out on its own."""
    if not isinstance(data, dict) or not isinstance(data.get("entries"), list):
        raise StoredDataError("entries-wrong-form")
    entries, bad = read_each(data["entries"][-MAX_ENTRIES:], ParEntry.from_data)
    book = ParBook(tuple(entries))
    if not bad:
        return Decoded(book)
    left_out = ngettext(
        "{count} of your deals' pars could not be read, so they are left out.",
        "{count} of your deals' pars could not be read, so they are left out.",
        bad,
    ).format(count=bad)
    return Decoded(book, left_out)


PARS_SLOT: Final[Slot[ParBook]] = Slot(
    name="pars",
    version=PARS_VERSION,
    label="your deals' pars",
    consequence="the statistics count pars from the next deal on",
    decode=decode_pars,
    encode=encode_pars,
    default=ParBook,
)
