"""When the page writes History: the game being played after each trick, the opened games, deletions.

:class:`HistoryKeeper` sits beside the :class:`~hearts.web.storage.restore_and_save.Keeper`
over the same :class:`~hearts.web.storage.store.Storage`. The history is read the
first time it is needed, not when the page opens, and read again before a
write when another tab has written it. The game in progress is written when
it is first saved and again whenever its record changes at a trick's end (a
pass, a trick, a deal, the game's end); between those, the History view
shows the live game. When a new game replaces it, its last cards are written
too. Never raises: a refusal of the browser becomes the storage's notice.

>>> from hearts import Match
>>> from hearts.web.storage.store import MemoryStore, Storage
>>> keeper = HistoryKeeper(Storage(MemoryStore()), lambda: "2026-12-01 09:30")
>>> keeper.note_game("5-1-a", Match(5), "easy")
True
>>> [entry.game_number for entry in keeper.history.entries]
[5]
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...errors import InvalidRecord
from ...match import Match
from ...record import GameRecord
from .history import HISTORY_SLOT, History, HistoryEntry
from .store import Storage

__all__ = ["HistoryKeeper"]


class HistoryKeeper:
    """Reads and writes the kept games; ``now`` gives the browser's local time as ``YYYY-MM-DD HH:MM``."""

    def __init__(self, storage: Storage, now: Callable[[], str]) -> None:
        self.storage = storage
        self.now = now
        self._history: History | None = None
        self.current: str | None = None
        """The id of the game in progress (never dropped by the budget)."""

    @property
    def history(self) -> History:
        """The kept games, newest first (read from storage the first time, and when another tab wrote them)."""
        if self._history is None or self.storage.changed_elsewhere(HISTORY_SLOT):
            self._history = self.storage.load(HISTORY_SLOT).value
        return self._history

    def _write(self, history: History) -> None:
        self._history = history
        self.storage.save(HISTORY_SLOT, history)

    def note_game(self, match_id: str, match: Match, level: str) -> bool:
        """The game in progress after a save; whether History was written.

        Written when it is new to History, and when its record changed with no
        trick half played (or the game is over).
        """
        self.current = match_id
        history = self.history
        old = history.get(match_id)
        if old is not None:
            same = GameRecord.from_match(match).to_compact() == old.compact
            if same or (match.round.current_trick.cards and not match.is_over):
                return False
        entry = HistoryEntry.of_match(match_id, match, old.date if old is not None else self.now(), level)
        self._write(history.keep(entry, current=match_id))
        return True

    def note_replaced(self, match_id: str, record: GameRecord, level: str) -> None:
        """A game is being replaced by a new one: keep its last cards (its totals were written at its last trick).

        A game not kept yet (saved before History was kept, say) is replayed and kept whole.
        """
        history = self.history
        old = history.get(match_id)
        if old is None:
            try:
                entry = HistoryEntry.of_match(match_id, record.replay(), self.now(), level)
            except InvalidRecord:  # pragma: no cover  (a saved game was replayed when it was read)
                return
            self._write(history.keep(entry, current=self.current))
        elif old.compact != (compact := record.to_compact()):
            self._write(history.keep(replace(old, compact=compact), current=self.current))

    def live_entry(self, match_id: str, match: Match, level: str) -> HistoryEntry:
        """The game in progress as History shows it now (its date as first kept)."""
        old = self.history.get(match_id)
        if old is None:
            return HistoryEntry.of_match(match_id, match, self.now(), level)
        return replace(HistoryEntry.of_match(match_id, match, old.date, level), kept=old.kept)

    def at_table(self, saved_id: str | None, match_id: str, match: Match, level: str) -> HistoryEntry | None:
        """The game at the table as History shows it now, once it is saved (``saved_id``: someone acted in it)."""
        if saved_id != match_id:
            return None
        return self.live_entry(match_id, match, level)

    def add_opened(self, entry: HistoryEntry) -> HistoryEntry:
        """Keep a game opened from a file, text or link; the same record kept already is not kept twice."""
        history = self.history
        same = history.find_record(entry.record)
        if same is not None:
            return same
        self._write(history.keep(entry, current=self.current))
        return entry

    def delete(self, entry_id: str) -> bool:
        """Forget one game (never the one in progress); whether it was there."""
        history = self.history
        if entry_id == self.current or history.get(entry_id) is None:
            return False
        self._write(history.without(entry_id))
        return True

    def clear(self) -> int:
        """Forget every game but the one in progress; how many were forgotten."""
        history = self.history
        kept = History(tuple(entry for entry in history.entries if entry.id == self.current))
        self._write(kept)
        return len(history) - len(kept)

    def keep_data(self, entry_id: str, name: str, value: object) -> bool:
        """Store another view's data about a kept game (e.g. a review), under ``name``; whether the game is kept."""
        history = self.history
        entry = history.get(entry_id)
        if entry is None:
            return False
        self._write(history.keep(entry.with_kept(name, value), current=self.current))
        return True
