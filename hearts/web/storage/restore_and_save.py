"""What the page keeps between visits: settings, statistics and the game in progress.

:class:`Keeper` is the one place the page asks to restore and save. It never
raises: what cannot be restored or saved becomes a plain notice, shown once.
It applies the rules of saved play:

* a game nobody has acted in yet (passed, played, or picked a card to pass)
  is not saved over the previous save;
* when a new game is first saved over an unfinished one the person had
  acted in, that one counts as played, not won;
* a finished match is counted in the statistics once, however often it is saved.

Statistics are re-read before each update when another tab has written
them, so two tabs do not undo each other's counts.

>>> from hearts.web.storage.slots import MemoryStore
>>> keeper = Keeper(MemoryStore())
>>> start = keeper.restore()
>>> start.saved_game is None, start.notice
(True, None)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final, NamedTuple

from ...deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER
from ...errors import InvalidRecord
from ...match import Match
from .saved_game import SavedGame, person_has_acted
from .saved_play import SavedPlay
from .settings import SETTINGS_SLOT, Settings
from .slots import KeyValueStore
from .statistics import STATISTICS_SLOT, Statistics
from .store import Storage, restore_notice

__all__ = ["Keeper", "Restored", "random_game_number"]

_SYSTEM_RANDOM: Final = random.SystemRandom()


class Restored(NamedTuple):
    """Everything read back when the page opens."""

    settings: Settings
    statistics: Statistics
    saved_game: SavedGame | None
    match: Match | None
    """The saved game replayed, ready to play on."""
    notice: str | None
    """One plain message for whatever could not be restored, or ``None``."""


def random_game_number(rng: random.Random = _SYSTEM_RANDOM) -> int:
    """A game number drawn uniformly from 1 to 4,294,967,295."""
    return rng.randint(MIN_GAME_NUMBER, MAX_GAME_NUMBER)


class Keeper:
    """Restores and saves the page's data over a key-value store (``None``: kept in memory only)."""

    def __init__(self, store: KeyValueStore | None) -> None:
        self.storage = Storage(store)
        self.play = SavedPlay(self.storage)
        """The game in progress as stored: a header and its moves, extended card by card."""
        self.settings = Settings()
        self.statistics = Statistics()
        self.saved_game: SavedGame | None = None
        self._saved_match: Match | None = None
        self.played_elsewhere = False
        """Whether another tab has saved a different position of this same game (see :meth:`save_game`)."""

    def restore(self) -> Restored:
        """Read settings, statistics and the saved game; never raises."""
        self.settings = self.storage.load(SETTINGS_SLOT).value
        self.statistics = self.storage.load(STATISTICS_SLOT).value
        self.saved_game = self.play.load()
        self._saved_match = self._replay(self.saved_game)
        if self._saved_match is None:
            self.saved_game = None
        return Restored(self.settings, self.statistics, self.saved_game, self._saved_match, self.take_notice())

    def take_notice(self) -> str | None:
        """Problems met since the last call, as one message (each problem is told once per page load)."""
        return restore_notice(self.storage.take_notices())

    def _replay(self, saved: SavedGame | None) -> Match | None:
        """The match ``saved`` replays to (the one decoding made, if any); keeps ``saved`` without it."""
        if saved is None:
            return None
        try:
            kept, match = saved.take_match()
        except InvalidRecord:  # pragma: no cover  (decoding already replayed it)
            return None
        if saved is self.saved_game:
            self.saved_game = kept
        return match

    # ----------------------------------------------------------------- settings

    def save_settings(self, settings: Settings) -> None:
        self.settings = settings
        self.storage.save(SETTINGS_SLOT, settings)

    # --------------------------------------------------------------- statistics

    def _update_statistics(self, update: Callable[[Statistics], Statistics]) -> Statistics:
        current = self.statistics
        if self.storage.changed_elsewhere(STATISTICS_SLOT):
            current = self.storage.load(STATISTICS_SLOT).value
        updated = update(current)
        if updated is not current:
            self.storage.save(STATISTICS_SLOT, updated)
        self.statistics = updated
        return updated

    def reset_statistics(self) -> Statistics:
        """Every count back to zero (matches already counted stay counted)."""
        return self._update_statistics(lambda stats: stats.reset())

    # --------------------------------------------------------------- saved game

    def save_game(self, saved: SavedGame, match: Match) -> bool:
        """Save the game in progress after an action; whether it was written.

        ``match`` is the live match ``saved`` was made from. Nothing is written
        until South has passed, played or picked a card to pass in it. Counts
        the match once it is over, and counts an unfinished game it replaces
        as abandoned. Only what changed is written (the new moves, the header
        when it changed); another tab's save, told by the browser, is read
        first, and the moves are then written whole, so two tabs never mix
        their data. If another tab has moved this same game on, the later save
        wins and :attr:`played_elsewhere` is set.
        """
        same = self.saved_game is not None and self.saved_game.match_id == saved.match_id
        if not (same or saved.pass_selection or person_has_acted(match)):
            return False
        previous, previous_match = self.saved_game, self._saved_match
        if self.play.changed_elsewhere():
            ours = self.saved_game
            previous = self.play.load()
            previous_match = self._replay(previous)
            if previous is not None and ours is not None and previous.match_id == ours.match_id:
                self.played_elsewhere = self.played_elsewhere or previous.record != ours.record
        if previous is not None and previous_match is not None and previous.match_id != saved.match_id:
            old, old_match = previous, previous_match
            self._update_statistics(lambda stats: stats.record_abandoned(old_match, old.difficulty, old.match_id))
        written = self.play.save(saved, match) is None
        self.saved_game, self._saved_match = saved, match
        if match.is_over:
            self._update_statistics(lambda stats: stats.record_finished(match, saved.difficulty, saved.match_id))
        return written
