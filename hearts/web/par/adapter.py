"""Par where the page shows it: on the table's score sheet, and beside the Expert's replay in History.

:class:`ParOnSheet` is a part of the table's score sheet (a
:class:`~hearts.web.table.sheet_parts.SheetPart`): the deal's par, found or
computing (:mod:`.views`), a link to watch the Expert play the hand, and the
progress drawn through the table while it computes. :func:`compared` is
History's :data:`~hearts.web.history.replay_parts.Comparison` (:mod:`.compare`).
Plain Python: the table and History draw the trees.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..history_route import HistoryRoute
from ..table.sheet_parts import SheetDrawing
from .state import TablePar

if TYPE_CHECKING:
    from ...record.replay import DealReplay
    from ..ui.tree import Node
    from .run import ParRun

__all__ = ["ParOnSheet", "compared"]


class ParOnSheet:
    """The deal's par on the score sheet."""

    def __init__(self, par: TablePar) -> None:
        self.par = par
        self.drawing: SheetDrawing | None = None

    def attach(self, drawing: SheetDrawing) -> None:
        self.drawing = drawing
        self.par.show_progress = self._show_progress

    def view(self) -> Node | None:
        run = self.par.shown
        if run is None:
            return None
        from .views import par_view

        table = self.par.side.table
        watch = HistoryRoute("kept", run.match_id, run.deal + 1, par=True).hash
        game = self.par.game_par() if table.daily and table.stage == "match-over" else None
        return par_view(run, run.points, watch, game)

    def escape(self) -> str | None:
        return None

    def on_click(self, event: Any) -> bool:
        return False

    def _show_progress(self, run: ParRun) -> None:
        """Only the par's progress bar and its words change while it is computed, not the whole table."""
        drawing = self.drawing
        if drawing is None or drawing.show_progress(".par-progress", ".par-percent", run.fraction):
            return
        if not drawing.covered():
            drawing.draw()  # the score sheet shows, without the par yet


def compared(yours: DealReplay, its: DealReplay) -> Node | None:
    """Your play of a deal beside the Expert's play of your hand, as History's replay shows it."""
    from .compare import compare, comparison_view

    return comparison_view(compare(yours, its))
