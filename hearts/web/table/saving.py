"""Saving after every move: the game in progress, History beside it, and what the person is told about it.

Plain Python over the :class:`~hearts.web.storage.restore_and_save.Keeper` (the saved
game and the statistics) and the :class:`~hearts.web.storage.history_writer.HistoryKeeper`.
The controller calls :meth:`Saving.save` after every pass, card, trick and
deal: the saved game is written at once (a few characters a card); History
when the deal ends, when the page is hidden (:meth:`Saving.hidden`), and in
a quiet moment (``later``) when a game enters it or a game replaced keeps its last
cards. History follows the saved game: a game is kept once someone has acted
in it, and the game it replaces keeps its last cards. When a match is counted in the statistics, ``counted``
is told (an open Statistics drawer shows it at once); when another tab plays
this same game too, the person is told once.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from ...words.catalog import gettext as _
from ...words.catalog import noop as N_
from ..storage.history_writer import HistoryKeeper
from ..storage.restore_and_save import Keeper
from ..storage.saved_game import SavedGame
from ..ui.notices import Notices
from .saved_form import saved_form
from .state import Table

__all__ = ["SHARED_GAME", "Saving"]

SHARED_GAME: Final = N_(
    "This game is open in another tab too. Each tab saves the game as it is played there:"
    " the tab you play in last is the one the game comes back to."
)


class Saving:
    """Keeps the game after each move; the controller's ``on_save``."""

    def __init__(
        self,
        keeper: Keeper,
        history: HistoryKeeper,
        notices: Notices,
        counted: Callable[[], None] = lambda: None,
        later: Callable[[Callable[[], None]], None] = lambda work: None,
    ) -> None:
        self.keeper = keeper
        self.history = history
        self.notices = notices
        self.counted = counted
        self.later = later
        """Runs its argument once the person pauses (the page: in an idle moment once no tap or key has come for a
        moment, :class:`~hearts.web.table.save_times.Quiet`); the default never
        does, so History waits for the deal's end or :meth:`hidden`."""
        self._waiting = False

    def save(self, table: Table) -> None:
        """Keep the game and History; tell ``counted`` if a match was counted, and the person what went wrong."""
        keeper = self.keeper
        statistics = keeper.statistics
        elsewhere = keeper.played_elsewhere
        previous = keeper.saved_game
        keeper.save_game(saved_form(table), table.match)
        self._keep_history(table, previous)
        if table.round.is_over:
            self.history.flush()  # a deal's end: History is written now
        elif self.history.entering and not self._waiting:
            self._waiting = True
            self.later(self._idle)
        if keeper.statistics is not statistics:
            self.counted()
        if keeper.played_elsewhere and not elsewhere:
            self.notices.notify(_(SHARED_GAME))
        self.notices.flush()

    def _idle(self) -> None:
        self._waiting = False
        self.write_history()

    def hidden(self) -> None:
        """The page is hidden (or being left): History is written now."""
        self.write_history()

    def write_history(self) -> None:
        """Write what History is due, and tell the person if the browser refused."""
        self.history.flush()
        self.notices.flush()

    def _keep_history(self, table: Table, previous: SavedGame | None) -> None:
        """History follows the saved game: the one replaced keeps its last cards, the new one is kept."""
        saved = self.keeper.saved_game
        if saved is None or saved.match_id != table.match_id:
            return  # nobody has acted in this game yet: it is not kept
        if previous is not None and previous is not saved and previous.match_id != table.match_id:
            self.history.note_replaced(previous.match_id, previous.record, previous.difficulty)
        self.history.note_game(table.match_id, table.match, table.level)
