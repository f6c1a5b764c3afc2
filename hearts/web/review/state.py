"""The review and the play checker at the table: what the controller is given for them.

Plain Python (asyncio only). "Review this deal" on the score sheet shows the
deal's review in the sheet's place: a deal reviewed before comes back at
once, any other runs in slices (:func:`hearts.web.review.run.review`), shows
its progress, stops when it is left, and is kept once done. The play
checker (:mod:`.checker`) stands on the person's taps. Both reach the table
only through the controller (:class:`~hearts.web.review.checker.TableSide`),
and their kept data through a :class:`ReviewStore`
(:class:`~hearts.web.storage.history_reviews.ReviewKeeper` on the page).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from ..background import start
from ..parts import LATER, PARTS
from .checker import PlayChecker, TableSide
from .run import CheckQuestion, ReviewRun

if TYPE_CHECKING:
    from ...analysis import DealReview
    from ...cards import Card
    from ...record import GameRecord

Mistakes = Callable[[str, "GameRecord", "DealReview"], None]
"""Told each review done (the game's id, its record, the review): where your own mistakes are made puzzles."""

__all__ = ["Mistakes", "ReviewStore", "TableReview"]


class ReviewStore(Protocol):
    """Where reviews are found and kept, and the games played with the checker on are marked."""

    def find(self, match_id: str, deal: int) -> DealReview | None:
        """The kept review of a game's deal, if it was reviewed."""
        ...

    def keep(self, match_id: str, level: str | None, deal: int, review: DealReview) -> bool:
        """Keep a deal's review; whether it was kept with its game in History."""
        ...

    def mark_checked(self, match_id: str) -> None:
        """The game was played with the checker on."""
        ...


class TableReview:
    """The review shown instead of the score sheet, and the play checker, for one controller."""

    def __init__(
        self,
        side: TableSide,
        store: ReviewStore,
        threshold: float | None = None,
        mistakes: Mistakes = lambda match_id, record, review: None,
    ) -> None:
        self.side = side
        self.store = store
        self.mistakes = mistakes
        self.checker = PlayChecker(side, store.mark_checked, threshold)
        self.run: ReviewRun | None = None
        """The review shown instead of the score sheet."""
        self.task: asyncio.Task[None] | None = None
        """The review running, if any."""
        self.show_progress: Callable[[ReviewRun], None] = lambda run: side.redraw()
        """How a running review's progress is shown (the page updates only the bar)."""

    @property
    def question(self) -> CheckQuestion | None:
        """The checker's open question."""
        return self.checker.question

    # ------------------------------------------------------ the controller's

    def takes(self, card: Card) -> bool:
        """Whether a tap on ``card`` goes to the checker instead of the table."""
        return self.checker.takes(card)

    def press(self, action: str) -> None:
        """One of the review's buttons (:data:`~hearts.web.table.reviewer.REVIEW_ACTIONS`)."""
        if action == "review":
            self.open()
        elif action == "close-review":
            self.leave()
        elif action == "check-play" and self.checker.question is not None:
            self.checker.play_anyway()
            return
        elif action == "check-cancel":
            self.checker.question = None
        self.side.redraw()

    def close(self) -> None:
        """The sheet closes: the checker's question and the review with it."""
        self.checker.question = None
        self.leave()

    def new_table(self) -> None:
        """Another table is dealt: nothing of the old one is asked, judged or reviewed any longer."""
        self.leave()
        self.checker.forget()

    def after_move(self) -> None:
        """A move was made, or play came to the person."""
        self.checker.judge_ahead()

    # ----------------------------------------------------------------- review

    def open(self) -> None:
        """Show the review of the deal just played: kept, or run now (once the review's part of the page's code
        has come, if the deal is still the one over)."""
        table = self.side.table
        if table.stage not in ("deal-over", "match-over") or self.run is not None:
            return
        if not PARTS.arrived(LATER):
            moment = self.side.moment

            def arrived() -> None:
                if self.side.moment == moment:
                    self.open()
                    self.side.redraw()

            PARTS.when(LATER, arrived)
            return
        deal = table.match.hand_index
        self.run = ReviewRun(deal, review=self.store.find(table.match_id, deal))
        if self.run.review is None:
            self.task = start(self._run(self.run), self.side.report)

    def leave(self) -> None:
        """Leave the review; one still running is cancelled."""
        task = self.task
        self.task = None
        self.run = None
        if task is not None:
            task.cancel()

    async def _run(self, run: ReviewRun) -> None:
        from ...record import GameRecord
        from .run import review

        table = self.side.table
        record = GameRecord.from_match(table.match)

        def progress(done: int, total: int) -> None:
            if self.run is run:
                run.done, run.total = done, total
                self.show_progress(run)

        result = await review(record, run.deal, progress)
        if self.run is not run:
            return
        run.review = result
        self.task = None
        self.store.keep(table.match_id, table.level, run.deal, result)
        self.mistakes(table.match_id, record, result)
        self.side.redraw()
