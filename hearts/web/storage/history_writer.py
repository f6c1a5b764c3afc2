"""When the page writes History: the game being played, the games it replaces, the opened games, deletions.

:class:`HistoryKeeper` sits beside the :class:`~hearts.web.storage.restore_and_save.Keeper`
over the same :class:`~hearts.web.storage.store.Storage`. The history is read the
first time it is needed, not when the page opens, and read again before a
write when another tab has written it. The game in progress is noted after
every save and written at the next :meth:`~HistoryKeeper.flush`, which the
page calls when a deal ends, when it is hidden and in idle time (History's
text grows with every game kept, so it is not read or written per card);
whatever reads History flushes first, so the History view always shows the
live game. When a new game replaces it, its last cards are written too.
Never raises: a refusal of the browser becomes the storage's notice.

>>> from hearts import Match
>>> from hearts.web.storage.slots import MemoryStore
>>> from hearts.web.storage.store import Storage
>>> keeper = HistoryKeeper(Storage(MemoryStore()), lambda: "2026-12-01 09:30")
>>> keeper.note_game("5-1-a", Match(5), "easy")
>>> keeper.due, keeper.flush(), keeper.due
(True, True, False)
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
        self._game: tuple[str, Match, str] | None = None
        self._replaced: tuple[str, GameRecord, str] | None = None
        self._held: tuple[History, str] | None = None
        """A history read or written, and the id of a game it holds (asked after every card: looked up once)."""

    @property
    def history(self) -> History:
        """The kept games, newest first, what is due written first (see :meth:`flush`); read from storage the
        first time, and when another tab wrote them."""
        self.flush()
        return self._read()

    def _read(self) -> History:
        if self._history is None or self.storage.changed_elsewhere(HISTORY_SLOT):
            self._history = self.storage.load(HISTORY_SLOT).value
        return self._history

    def _write(self, history: History) -> None:
        self._history = history
        self.storage.save(HISTORY_SLOT, history)

    @property
    def due(self) -> bool:
        """Whether a game's moves wait to be written (see :meth:`flush`)."""
        return self._game is not None or self._replaced is not None

    @property
    def entering(self) -> bool:
        """Whether a game waits to enter History, or a replaced game to keep its last cards (the writes worth
        an idle moment; a game History holds already can wait for its deal's end)."""
        if self._replaced is not None:
            return True
        game, history = self._game, self._history
        if game is None:
            return False
        if history is None:
            return True
        if self._held is not None and self._held[0] is history and self._held[1] == game[0]:
            return False
        if history.get(game[0]) is None:
            return True
        self._held = (history, game[0])
        return False

    def note_game(self, match_id: str, match: Match, level: str) -> None:
        """The game in progress after a save: it is written at the next :meth:`flush`, as it stands then."""
        self.current = match_id
        self._game = (match_id, match, level)

    def note_replaced(self, match_id: str, record: GameRecord, level: str) -> None:
        """A game is being replaced by a new one: its last cards are written at the next :meth:`flush` (its
        totals were written as it was played)."""
        if self._replaced is not None and self._replaced[0] != match_id:
            self.flush()
        self._replaced = (match_id, record, level)

    def flush(self) -> bool:
        """Write what is due: the last cards of a game replaced, then the game in progress; whether History was
        written. Reading and writing History costs in proportion to all it holds, so the page calls this when a
        deal ends, when it is hidden and in idle time, not after every card."""
        replaced, game = self._replaced, self._game
        self._replaced = self._game = None
        written = False
        if replaced is not None:
            written = self._keep_replaced(*replaced)
        if game is not None:
            written = self._keep_game(*game) or written
        return written

    def _keep_game(self, match_id: str, match: Match, level: str) -> bool:
        """Keep the game in progress as it stands, unless History holds it so already."""
        history = self._read()
        old = history.get(match_id)
        if old is not None and GameRecord.from_match(match).to_compact() == old.compact:
            return False
        entry = HistoryEntry.of_match(match_id, match, old.date if old is not None else self.now(), level)
        self._write(history.keep(entry, current=match_id))
        return True

    def _keep_replaced(self, match_id: str, record: GameRecord, level: str) -> bool:
        """Keep a replaced game's last cards; a game not kept yet (saved before History was kept, say) is
        replayed and kept whole."""
        history = self._read()
        old = history.get(match_id)
        if old is None:
            try:
                entry = HistoryEntry.of_match(match_id, record.replay(), self.now(), level)
            except InvalidRecord:  # pragma: no cover  (a saved game was replayed when it was read)
                return False
            self._write(history.keep(entry, current=self.current))
            return True
        if old.compact != (compact := record.to_compact()):
            self._write(history.keep(replace(old, compact=compact), current=self.current))
            return True
        return False

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
