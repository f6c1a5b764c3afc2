"""Par at the table: each deal's par computed in the background once the deal is over, and shown on its sheet.

Plain Python (asyncio only). When a deal ends, :meth:`TablePar.after_move` finds its par kept (a par is never
computed twice) or starts computing it (:func:`hearts.web.par.run.compute_par`, in slices). Play goes on
meanwhile: a par still running when the next deal is dealt goes on in the background and is kept when done; a new
game stops every par still running. :attr:`TablePar.shown` is the par of the deal whose score sheet shows.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ...seats import SOUTH
from ..background import start
from ..storage.settings import as_difficulty
from .run import ParRun, compute_par

if TYPE_CHECKING:
    from ...record import GameRecord, ParRecord
    from ..table.state import Table

__all__ = ["ParSide", "ParStore", "TablePar"]


class ParSide(Protocol):
    """What par asks of the table's controller."""

    redraw: Callable[[], None]

    @property
    def table(self) -> Table:
        """The table being played."""
        ...

    def report(self, error: BaseException) -> None:
        """A failure of background work."""
        ...


class ParStore(Protocol):
    """Where pars are found and kept (:class:`~hearts.web.storage.history_pars.ParKeeper` on the page)."""

    def find(self, match_id: str, deal: int, level: str) -> ParRecord | None:
        """A deal's kept par against ``level``, if any."""
        ...

    def keep(self, match_id: str, deal: int, par: ParRecord) -> bool:
        """Keep a deal's par; whether it was kept with its game in History."""
        ...

    def count(self, match_id: str, deal: int, level: str, points: int, par: ParRecord) -> None:
        """Count a deal in the statistics: your ``points`` against its par (once)."""
        ...


class TablePar:
    """The pars of the game at the table: found, or computed in the background once each deal is over."""

    def __init__(self, side: ParSide, store: ParStore) -> None:
        self.side = side
        self.store = store
        self.runs: dict[tuple[str, int], ParRun] = {}
        """The pars of this game's deals, found or computing, by (game, deal)."""
        self.tasks: dict[tuple[str, int], asyncio.Task[None]] = {}
        """The pars computing now."""
        self.show_progress: Callable[[ParRun], None] = lambda run: side.redraw()
        """How a computing par's progress is shown (the page updates only its bar)."""

    @property
    def shown(self) -> ParRun | None:
        """The par of the deal whose score sheet is open, found or computing (none for a level without par)."""
        table = self.side.table
        if table.stage not in ("deal-over", "match-over"):
            return None
        return self.runs.get((table.match_id, table.match.hand_index))

    def after_move(self) -> None:
        """A move was made: once a deal is over, its par is found or starts computing."""
        table = self.side.table
        if table.stage not in ("deal-over", "match-over"):
            return
        level = as_difficulty(table.level)
        key = (table.match_id, table.match.hand_index)
        if level is None or key in self.runs:
            return
        points = table.match.rounds[key[1]].points[SOUTH]
        run = ParRun(*key, par=self.store.find(*key, level), points=points)
        self.runs[key] = run
        if run.par is not None:
            self.store.count(*key, level, points, run.par)
        else:
            from ...record import GameRecord

            record = GameRecord.from_match(table.match)
            task = start(self._compute(run, record, level), self.side.report)
            self.tasks[key] = task
            task.add_done_callback(self._done)
        self.side.redraw()  # the sheet shows the par, or its progress, at once

    def found(self) -> dict[int, ParRecord]:
        """The pars of the game at the table found so far, by deal (carried by the link to the game)."""
        table = self.side.table
        level = as_difficulty(table.level)
        found: dict[int, ParRecord] = {}
        for index, rnd in enumerate(table.match.rounds):
            run = self.runs.get((table.match_id, index))
            if run is not None:
                par = run.par
            else:
                par = self.store.find(table.match_id, index, level) if level is not None and rnd.is_over else None
            if par is not None:
                found[index] = par
        return found

    def game_par(self) -> tuple[int, int] | None:
        """Your points in the whole game and its par, once every deal of it has a par (found or computed)."""
        rounds = self.side.table.match.rounds
        found = self.found()
        if len(found) < len(rounds):
            return None
        return sum(rnd.points[SOUTH] for rnd in rounds), sum(par.par for par in found.values())

    def new_table(self) -> None:
        """Another table is dealt: a par still computing for a game left behind stops (kept ones stay kept)."""
        tasks = list(self.tasks.values())
        self.tasks.clear()
        self.runs.clear()
        for task in tasks:
            task.cancel()

    async def idle(self) -> None:
        """Wait until no par is computing (for tests)."""
        while self.tasks:
            await asyncio.gather(*list(self.tasks.values()), return_exceptions=True)

    def _done(self, task: asyncio.Task[None]) -> None:
        for key, running in list(self.tasks.items()):
            if running is task:
                del self.tasks[key]

    async def _compute(self, run: ParRun, record: GameRecord, level: str) -> None:
        def progress(done: int, total: int) -> None:
            run.done, run.total = done, total
            if self.shown is run:
                self.show_progress(run)

        par = await compute_par(record, run.deal, level, progress)
        run.par = par
        self.store.keep(run.match_id, run.deal, par)
        self.store.count(run.match_id, run.deal, level, run.points, par)
        if self.shown is run:
            self.side.redraw()
