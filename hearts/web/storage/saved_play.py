"""The game in progress as the browser keeps it: a small header, and the moves apart, extended card by card.

Two keys: ``hearts.game`` holds the header (:class:`~hearts.web.storage.saved_game.SavedHeader`: the game's
id, number and rules, the level, the cards picked to pass, the pause), written when it changes;
``hearts.moves`` holds the moves (:mod:`hearts.web.storage.saved_moves`), whose text grows by a few characters
a card, so saving after a card encodes that card and nothing else. Both name the game's id, so moves never
join another game's header. A saved game of earlier versions (the whole record under ``hearts.game``) is read
as it was and written in this form at the next save.

>>> from hearts import Match
>>> from hearts.web.storage.slots import MemoryStore
>>> store = MemoryStore()
>>> play = SavedPlay(Storage(store))
>>> match = Match(48213907)
>>> rnd = match.round
>>> for seat in range(4):
...     rnd.pass_cards(seat, rnd.hand(seat)[:3])
>>> _ = rnd.play(rnd.legal_plays()[0])
>>> play.save(SavedGame.of(match, "48213907-1-a", "easy"), match) is None
True
>>> store.data["hearts.moves"][-10:]
':6C8C2D,2C'
>>> again = SavedPlay(Storage(store)).load()
>>> again is not None and again.record.deals[0].plays == tuple(rnd.cards_played)
True
"""

from __future__ import annotations

from typing import Final

from ...match import Match
from .saved_game import SAVED_GAME_SLOT, SavedGame, SavedHeader, saved_from
from .saved_moves import MovesText, moves_of, read_moves
from .slots import KEY_PREFIX, StoredDataError
from .store import Storage

__all__ = ["MOVES_KEY", "SavedPlay"]

MOVES_KEY: Final = KEY_PREFIX + "moves"
"""Where the saved game's moves are kept (its header is under :data:`SAVED_GAME_SLOT`'s key)."""
_MOVES_BACKUP: Final = "moves"


class SavedPlay:
    """Reads and writes the game in progress over two keys; never raises (trouble becomes the storage's notice)."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._moves: MovesText | None = None
        """The moves as last written (``None``: nothing written yet by this page)."""
        self._header: SavedHeader | None = None
        """The header as last written."""

    def load(self) -> SavedGame | None:
        """The saved game, replayed to check it; ``None`` if there is none or it cannot be used (and said so)."""
        self._moves, self._header = None, None
        stored = self.storage.load(SAVED_GAME_SLOT).value
        ok, text = self.storage.read_text(MOVES_KEY)
        if stored is None or isinstance(stored, SavedGame) or not ok:
            return stored if isinstance(stored, SavedGame) else None
        try:
            record = read_moves(text or "", stored.match_id, stored.game_number, stored.rules)
            saved = saved_from(stored.data, record)
        except StoredDataError as error:
            if text is not None and self.storage.backup(_MOVES_BACKUP, text):
                self.storage.remove_text(MOVES_KEY)
            self.storage.refuse(SAVED_GAME_SLOT, error.fault)
            return None
        self._header = stored
        return saved

    def save(self, saved: SavedGame, match: Match) -> str | None:
        """Keep ``saved`` (made from the live ``match``): its new moves, and its header if that changed.

        Returns a plain sentence if the browser refused, else ``None``.
        """
        moves = self._moves
        changed = True
        if moves is None or moves.match_id != saved.match_id:
            moves = moves_of(saved.match_id, match)
        else:
            try:
                changed = moves.follow(match)
            except ValueError:  # not the match these moves were written from: written afresh
                moves = moves_of(saved.match_id, match)
        if changed:
            if not self.storage.write_text(MOVES_KEY, moves.text):
                self._moves = None
                return self.storage.save_refused(SAVED_GAME_SLOT)
            self._moves = moves
        header = SavedHeader.of(saved.match_id, match, saved.table_data())
        if header != self._header:
            problem = self.storage.save(SAVED_GAME_SLOT, header)
            if problem is not None:
                return problem
            self._header = header
        return None

    def changed_elsewhere(self) -> bool:
        """Whether another tab wrote the saved game since this page last read or wrote it."""
        return self.storage.changed_elsewhere(SAVED_GAME_SLOT) or self.storage.changed_elsewhere(MOVES_KEY)
