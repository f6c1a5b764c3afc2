"""The Statistics drawer's state: which rules the tallies show, and the question before a reset.

Plain Python over the :class:`~hearts.web.storage.restore_and_save.Keeper`. The view
(:func:`~hearts.web.statistics.views.statistics_drawer`) shows the statistics
of one rules group or all, with the reviewed deals and the points against
par and your puzzles (the rating over time, the best streak, by theme, read
afresh each time); "Reset statistics" asks first, and a reset sets every count
back to zero (matches already counted stay counted; the puzzles are not reset). The drawer's adapter (:mod:`.adapter`)
draws the view and hands over the buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from ...words.catalog import gettext as _
from ...words.catalog import noop as N_
from ..storage.restore_and_save import Keeper

if TYPE_CHECKING:
    from ..storage.pars import ParBook
    from ..storage.puzzle_progress import PuzzleProgress
    from ..storage.reviews import ReviewBook

__all__ = ["RESET_DONE", "StatisticsState"]

RESET_DONE: Final = N_("Your statistics were reset.")


class StatisticsState:
    """The statistics drawer; ``book`` gives the reviewed deals (read when first shown)."""

    def __init__(
        self,
        keeper: Keeper,
        book: Callable[[], ReviewBook],
        flush: Callable[[], None] = lambda: None,
        pars: Callable[[], ParBook] | None = None,
        puzzles: Callable[[], PuzzleProgress] | None = None,
    ) -> None:
        self.keeper = keeper
        self.book = book
        self.pars = pars
        """The deals with a par (read when first shown)."""
        self.puzzles = puzzles
        """Your puzzle progress (read each time the drawer is drawn: puzzles are answered elsewhere)."""
        self.flush = flush
        self.confirming = False
        """Whether the reset question is open."""
        self.rules_filter = "all"
        """Which rules the statistics show: "all", a preset or "custom"."""

    def puzzle_progress(self) -> PuzzleProgress | None:
        """Your puzzle progress as kept now (``None`` where it is not kept); what could not be read is told."""
        if self.puzzles is None:
            return None
        progress = self.puzzles()
        self.flush()
        return progress

    def show_rules(self, rules_filter: str) -> None:
        """Show the statistics of one rules group ("all", a preset or "custom")."""
        self.rules_filter = rules_filter

    def ask_reset(self) -> None:
        self.confirming = True

    def cancel_reset(self) -> None:
        self.confirming = False

    def reset(self) -> str:
        """Every count back to zero; the words that say so."""
        self.keeper.reset_statistics()
        self.confirming = False
        self.flush()
        return _(RESET_DONE)
