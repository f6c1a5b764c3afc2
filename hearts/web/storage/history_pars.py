"""Where a deal's par is kept: with its game in History, so that it is never computed twice.

Plain Python over the :class:`~hearts.web.storage.history_writer.HistoryKeeper`. A game's pars are kept in its History
entry under :data:`PARS` (``{"0": par, …}`` by deal, each as :meth:`hearts.record.ParRecord.to_data` writes it);
a game that is not kept in History (one opened from a link, say) keeps its pars for as long as the page is open.

>>> from hearts.record.par import NO_PASSES, ParRecord
>>> par = ParRecord(0, "medium", NO_PASSES, (), (9, 5, 12, 0))
>>> kept = kept_with({}, 2, par)
>>> sorted(kept), kept_par({PARS: kept}, 2, "medium") == par, kept_par({PARS: kept}, 1, "medium")
(['2'], True, None)
>>> kept_par({PARS: kept}, 2, "expert") is None  # a par against other players is another par
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Final

from ...errors import InvalidRecord
from ...record import GameRecord, ParRecord
from .history import HistoryEntry
from .history_writer import HistoryKeeper
from .kept_by_deal import deal_data, with_deal
from .pars import PARS_SLOT, ParBook
from .store import Storage

__all__ = ["PARS", "ParKeeper", "game_pars", "kept_par", "kept_pars", "kept_with", "record_with_pars"]

PARS: Final = "pars"
"""The name a game's pars are kept under in its History entry (``{"0": par, …}``, by deal)."""


def kept_par(kept: Mapping[str, Any], deal: int, level: str | None = None) -> ParRecord | None:
    """The par of ``deal`` kept with a game (against ``level`` when given), if any (a damaged one is as none)."""
    data = deal_data(kept, PARS, deal)
    if data is None:
        return None
    try:
        par = ParRecord.from_data(data, deal + 1)
    except InvalidRecord:
        return None
    return par if level is None or par.level == level else None


def kept_pars(kept: Mapping[str, Any]) -> dict[int, ParRecord]:
    """Every par kept with a game, by deal (from 0)."""
    pars = kept.get(PARS)
    if not isinstance(pars, dict):
        return {}
    found = {}
    for key in pars:
        if isinstance(key, str) and key.isdigit():
            par = kept_par(kept, int(key))
            if par is not None:
                found[int(key)] = par
    return found


def kept_with(kept: Mapping[str, Any], deal: int, par: ParRecord) -> dict[str, Any]:
    """A game's pars with ``par`` of ``deal`` added."""
    return with_deal(kept, PARS, deal, par.to_data())


def game_pars(entry: HistoryEntry) -> dict[int, ParRecord]:
    """Every par of a kept game, by deal (from 0): those its record carries (a game opened from a record with
    pars) and those kept with it."""
    found: dict[int, ParRecord] = {}
    if entry.source != "played":  # a game played here has its pars kept with it, never in its record
        try:
            found = {index: deal.par for index, deal in enumerate(entry.record.deals) if deal.par is not None}
        except InvalidRecord:
            found = {}
    found.update(kept_pars(entry.kept))
    return found


def record_with_pars(entry: HistoryEntry) -> GameRecord:
    """A kept game's record carrying every par found for it (as it is downloaded, copied or linked)."""
    record = entry.record
    for index, par in sorted(game_pars(entry).items()):
        if index < len(record.deals) and record.deals[index].par != par:
            record = record.with_par(index, par)
    return record


class ParKeeper:
    """Finds and keeps the pars of deals: with their game in History, else for as long as the page is open."""

    def __init__(
        self, history: HistoryKeeper, flush: Callable[[], None] = lambda: None, storage: Storage | None = None
    ) -> None:
        self.history = history
        self.flush = flush
        self.storage = storage
        """Where the statistics' :class:`~hearts.web.storage.pars.ParBook` is kept (none: nowhere)."""
        self._unkept: dict[tuple[str, int], ParRecord] = {}
        self._book: ParBook | None = None

    @property
    def book(self) -> ParBook:
        """The deals with a par, for the statistics (read on first use)."""
        if self._book is None:
            self._book = self.storage.load(PARS_SLOT).value if self.storage is not None else ParBook()
            self.flush()
        return self._book

    def count(self, match_id: str, deal: int, level: str, points: int, par: ParRecord) -> None:
        """Count a deal of a game played here in the statistics: your ``points`` against its par (once)."""
        book = self.book
        if book.has(match_id, deal):
            return
        self._book = book.added(match_id, deal, level, points, par.par)
        if self.storage is not None:
            self.storage.save(PARS_SLOT, self._book)
            self.flush()

    def find(self, match_id: str, deal: int, level: str) -> ParRecord | None:
        """A deal's par against ``level``, kept with its game in History or since the page opened."""
        entry = self.history.history.get(match_id)
        found = kept_par(entry.kept, deal, level) if entry is not None else None
        if found is None:
            found = self._unkept.get((match_id, deal))
            found = found if found is not None and found.level == level else None
        return found

    def keep(self, match_id: str, deal: int, par: ParRecord) -> bool:
        """Keep a deal's par (once); whether it was kept with its game in History."""
        self._unkept[(match_id, deal)] = par
        entry = self.history.history.get(match_id)
        if entry is None:
            return False
        if kept_par(entry.kept, deal, par.level) == par:
            return True
        kept = self.history.keep_data(match_id, PARS, kept_with(entry.kept, deal, par))
        self.flush()
        return kept
