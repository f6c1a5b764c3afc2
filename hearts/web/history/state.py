"""The History view's state: what the address shows, the step of the replay, the list's paging, questions and messages.

Plain Python over the :class:`~hearts.web.storage.history_writer.HistoryKeeper`.
:meth:`HistoryState.show` follows the address (:mod:`hearts.web.history_route`);
:func:`~hearts.web.history.views.history_view` draws it as a tree; the rest are the person's actions,
each a call that changes the state and returns what the page should say or
where it should go. The game at the table (``current``) shows in History
as it is now, before its next trick is written. The adapter (:mod:`.adapter`)
draws the trees, follows focus and talks to the browser.

>>> from hearts.web.storage.slots import MemoryStore
>>> from hearts.web.storage.store import Storage
>>> from hearts.web.history_route import HistoryRoute
>>> state = HistoryState(HistoryKeeper(Storage(MemoryStore()), lambda: "2026-12-01 09:30"), lambda: None)
>>> state.show(HistoryRoute("list"))
Shown(opened=True, left_deal=True)
>>> state.toggle_open(), state.more()
(True, 20)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from ...errors import InvalidRecord, RecordFault
from ...record import GameRecord, ParRecord
from ...record.replay import DealReplay, GameReplay, replay_game, replay_par
from ...words import record_problem
from ...words.catalog import gettext as _
from ...words.catalog import ngettext
from ...words.records import fault_text
from ..history_route import HistoryRoute
from ..storage.history import HistoryEntry
from ..storage.history_writer import HistoryKeeper
from ..ui.replay_steps import STEP_KEYS, key_step
from .list_view import PAGE_SIZE
from .opening import Opened, read_game
from .questions import Confirm
from .replay_parts import Comparison, no_comparison

if TYPE_CHECKING:
    from ..ui.tree import Node

__all__ = [
    "STEP_KEYS",
    "HistoryState",
    "ShownDeal",
    "ShownGame",
]


class ShownGame(NamedTuple):
    """The game a replay shows: its entry, its replay, and whether it is kept in History."""

    entry: HistoryEntry
    replay: GameReplay
    kept: bool


class ShownDeal(NamedTuple):
    """The deal a replay shows: its game's entry and replay, the deal's index (from 0) and the step shown."""

    entry: HistoryEntry
    replay: GameReplay
    deal: int
    position: int


class Shown(NamedTuple):
    """What following an address did."""

    opened: bool
    """History was hidden and shows now (the table waits meanwhile)."""
    left_deal: bool
    """The deal shown before is no longer shown (a review running on it stops)."""


def _deal_index(route: HistoryRoute, replay: GameReplay) -> int:
    return max(0, min(route.deal, len(replay.deals)) - 1)


class HistoryState:
    """History's screen; ``current`` is the game at the table as History shows it (``None`` before anyone acts)."""

    def __init__(
        self,
        keeper: HistoryKeeper,
        current: Callable[[], HistoryEntry | None],
        flush: Callable[[], None] = lambda: None,
        compare: Comparison = no_comparison,
    ) -> None:
        self.keeper = keeper
        self.compare = compare
        """Your play of a deal compared with the Expert's play of your hand (par's, wired by the page)."""
        self.current = current
        self.flush = flush
        self.route: HistoryRoute | None = None
        """What the address asks for (``None``: History is hidden)."""
        self.position = 0
        """The step of the deal shown in the replay."""
        self.shown = PAGE_SIZE
        """How many games the list shows."""
        self.opening = False
        """Whether the form to open a game is unfolded."""
        self.confirm: Confirm | None = None
        """The question open, if any."""
        self.message: str | None = None
        self.problem = False
        """Whether :attr:`message` says what went wrong."""
        self._pending: tuple[str | None, bool] | None = None
        self._found: tuple[ShownGame | str | None] | None = None
        self._replays: dict[str, tuple[GameRecord, GameReplay]] = {}
        self._links: dict[str, Opened] = {}
        self._pars: dict[tuple[str, int], tuple[ParRecord, DealReplay]] = {}

    # ------------------------------------------------------------- the games

    def entries(self) -> list[HistoryEntry]:
        """Every game History lists, the one at the table as it is now."""
        current = self.current()
        entries = list(self.keeper.history.entries)
        if current is None:
            return entries
        for index, entry in enumerate(entries):
            if entry.id == current.id:
                entries[index] = current
                return entries
        return [current, *entries]

    def current_id(self) -> str | None:
        current = self.current()
        return current.id if current is not None else None

    def _replay(self, key: str, record: GameRecord) -> GameReplay:
        cached = self._replays.get(key)
        if cached is not None and cached[0] == record:
            return cached[1]
        replay = replay_game(record)
        self._replays[key] = (record, replay)
        return replay

    def shown_game(self) -> ShownGame | str | None:
        """The game the replay shows, a sentence saying why none can be, or ``None`` for the list.

        Found again when the address changes and each time the view is made (:meth:`find_again`), the same in
        between.
        """
        if self._found is None:
            self._found = (self._find_game(),)
        return self._found[0]

    def find_again(self) -> None:
        """The game shown is looked for again at the next :meth:`shown_game` (the screen is being drawn anew)."""
        self._found = None

    def _find_game(self) -> ShownGame | str | None:
        route = self.route
        if route is None or route.kind == "list":
            return None
        if route.kind == "kept":
            entry = next((e for e in self.entries() if e.id == route.key), None)
            if entry is None:
                return _("That game is no longer in History.")
            try:
                return ShownGame(entry, self._replay(entry.id, entry.record), True)
            except InvalidRecord as error:
                # Translators: {reason} is why the engine refused the record (a sentence).
                return _("This game's record could not be replayed: {reason}").format(reason=record_problem(error))
        opened = self._links.get(route.key)
        if opened is None:
            opened = (
                read_game(route.key, self.keeper.now(), link=True)
                if route.key
                else Opened(problem=fault_text(RecordFault("link-empty")))
            )
            self._links[route.key] = opened
        if opened.entry is None or opened.replay is None:
            return opened.problem or _("This game link cannot be shown.")
        kept = self.keeper.history.find_record(opened.entry.record)
        if kept is not None:
            return ShownGame(kept, opened.replay, True)
        return ShownGame(opened.entry, opened.replay, False)

    def shown_entry(self) -> HistoryEntry | None:
        """The game the replay shows, if any."""
        shown = self.shown_game()
        return shown.entry if isinstance(shown, ShownGame) else None

    def shown_deal(self) -> ShownDeal | None:
        """The deal the replay shows and its step, if a game with deals is shown."""
        shown = self.shown_game()
        if not isinstance(shown, ShownGame) or self.route is None or not shown.replay.deals:
            return None
        return ShownDeal(shown.entry, shown.replay, _deal_index(self.route, shown.replay), self.position)

    def _deal(self) -> DealReplay | None:
        found = self.shown_deal()
        if found is None:
            return None
        par = self.par_deal()
        return par if par is not None else found.replay.deals[found.deal]

    def compared(self, par: DealReplay | None) -> Node | None:
        """Your play of the deal shown compared with the Expert's (``par``), if the replay shows the Expert's."""
        found = self.shown_deal()
        if par is None or found is None:
            return None
        return self.compare(found.replay.deals[found.deal], par)

    def par_deal(self) -> DealReplay | None:
        """The Expert's play of your hand in the deal shown, when the address asks for it and the deal has a par."""
        found = self.shown_deal()
        if found is None or self.route is None or not self.route.par:
            return None
        from ..storage.history_pars import game_pars, record_with_pars

        par = game_pars(found.entry).get(found.deal)
        if par is None:
            return None
        key = (found.entry.id, found.deal)
        cached = self._pars.get(key)
        if cached is not None and cached[0] == par:
            return cached[1]
        try:
            deal = replay_par(record_with_pars(found.entry), found.deal)
        except (InvalidRecord, LookupError):
            return None
        self._pars[key] = (par, deal)
        return deal

    # --------------------------------------------------------------- address

    def show(self, route: HistoryRoute) -> Shown:
        """Follow the address to ``route``."""
        self._found = None
        opened = self.route is None
        same_game = self.route is not None and (self.route.kind, self.route.key) == (route.kind, route.key)
        left_deal = not (
            same_game and self.route is not None and (self.route.deal, self.route.par) == (route.deal, route.par)
        )
        if left_deal:
            self.position = 0
        if not same_game:
            self.confirm = None
            self.opening = False
            self.message, self.problem = self._pending or (None, False)
        self._pending = None
        self.route = route
        return Shown(opened, left_deal)

    def hide(self) -> bool:
        """The address is not History's: whether History was showing."""
        if self.route is None:
            return False
        self._found = None
        self.route = None
        self.confirm = None
        self.opening = False
        self.message = None
        return True

    def go(self, route: HistoryRoute, message: str | None = None) -> str:
        """The address to go to for ``route`` (so Back works), with ``message`` shown once it is there."""
        self._pending = (message, False) if message else None
        return route.hash

    # ----------------------------------------------------------------- steps

    def deal_steps(self) -> int:
        """How many steps the deal shown has (0 when none is shown)."""
        deal = self._deal()
        return len(deal.steps) if deal is not None else 0

    def step_target(self, position: int) -> tuple[DealReplay, int] | None:
        """The deal shown and ``position`` brought within its steps; ``None`` when no deal is shown."""
        deal = self._deal()
        if deal is None:
            return None
        return deal, max(0, min(position, len(deal.steps) - 1))

    def key_step(self, key: str) -> int | None:
        """The step a key asks for in the replay, or ``None`` when it asks for none here."""
        if self.route is None or self.route.kind == "list" or self.confirm is not None:
            return None
        deal = self._deal()
        if deal is None or not deal.steps:
            return None
        return key_step(deal, max(0, min(self.position, len(deal.steps) - 1)), key)

    # --------------------------------------------------------------- actions

    def ask(self, confirm: Confirm) -> None:
        """Open a question: clear History, delete the game shown, or play it."""
        self.confirm = confirm

    def cancel(self) -> Confirm | None:
        """Close the question; which it was."""
        asked, self.confirm = self.confirm, None
        return asked

    def more(self) -> int:
        """Show more games in the list; how many were shown before (the first new one's index)."""
        self.shown += PAGE_SIZE
        return self.shown - PAGE_SIZE

    def toggle_open(self) -> bool:
        """Unfold or fold the form to open a game; whether it is unfolded now."""
        self.opening = not self.opening
        self.message = None
        return self.opening

    def tell(self, message: str, *, problem: bool = False) -> None:
        """Show ``message`` on the screen (``problem``: it says what went wrong)."""
        self.message, self.problem = message, problem

    def clear(self) -> str:
        """Forget every game but the one in progress; the words that say so."""
        count = self.keeper.clear()
        self.confirm = None
        self.flush()
        return ngettext(
            "History was cleared: {count} game removed. Your statistics are unchanged.",
            "History was cleared: {count} games removed. Your statistics are unchanged.",
            count,
        ).format(count=count)

    def keep_shown(self) -> str:
        """Keep the game a link shows; the address to go to."""
        entry = self.shown_entry()
        assert entry is not None
        kept = self.keeper.add_opened(entry)
        self.flush()
        deal = self.route.deal if self.route else 1
        return self.go(HistoryRoute("kept", kept.id, deal), _("The game is kept in History."))

    def delete_shown(self) -> str:
        """Forget the game shown; the address to go to."""
        entry = self.shown_entry()
        assert entry is not None
        self.confirm = None
        self.keeper.delete(entry.id)
        self.flush()
        return self.go(
            HistoryRoute("list"),
            _("Game {number} was deleted. Your statistics are unchanged.").format(number=entry.game_number),
        )

    def open(self, content: str) -> str | None:
        """Open a game from a file's or a field's text: the address to go to, or ``None`` (the problem is told)."""
        opened = read_game(content, self.keeper.now())
        if opened.entry is None:
            self.tell(opened.problem or _("Nothing was opened."), problem=True)
            return None
        kept = self.keeper.add_opened(opened.entry)
        self.flush()
        self.opening = False
        same = kept is not opened.entry
        said = (_("Game {number} is already in History.") if same else _("Game {number} is now in History.")).format(
            number=kept.game_number
        )
        return self.go(HistoryRoute("kept", kept.id), said)
