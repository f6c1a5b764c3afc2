"""The review at the table, in the browser: the review of the deal just played, or the play checker's question,
in the score sheet's place.

:class:`ReviewOnSheet` is the table's overlay (a :class:`~hearts.web.table.sheet_parts.SheetPart`): the trees
of :mod:`.sheet` for the :class:`~hearts.web.review.state.TableReview`, its progress drawn through the table,
and a link from the review's summary to a decision scrolled to. (Over History's replay the review is
:mod:`.history_layer`, loaded with History.) Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import js

from ..table.sheet_parts import SheetDrawing
from .state import TableReview

if TYPE_CHECKING:
    from ...match import Match
    from ..ui.tree import Node
    from .run import ReviewRun

__all__ = ["ReviewOnSheet"]


class ReviewOnSheet:
    """The review and the play checker's question in the score sheet's place (the table's overlay)."""

    def __init__(self, review: TableReview, match: Callable[[], Match]) -> None:
        self.review = review
        self.match = match
        self.drawing: SheetDrawing | None = None

    def attach(self, drawing: SheetDrawing) -> None:
        self.drawing = drawing
        self.review.show_progress = self._show_progress

    def view(self) -> Node | None:
        review = self.review
        if review.question is None and review.run is None:
            return None
        from .sheet import check_view, review_view

        if review.question is not None:
            return check_view(review.question)
        assert review.run is not None
        return review_view(review.run, self.match())

    def escape(self) -> str | None:
        review = self.review
        if review.question is not None:
            return "check-cancel"
        return "close-sheet" if review.run is not None else None

    def on_click(self, event: Any) -> bool:
        step = event.target.closest("[data-review-step]")
        if not step:
            return False
        # a link from the review's summary to a decision: scroll there, leave the address alone
        event.preventDefault()
        found = js.document.getElementById(f"review-step-{step.getAttribute('data-review-step')}")
        if found:
            found.scrollIntoView(js.Object.fromEntries([["block", "center"], ["behavior", "smooth"]]))
            found.classList.add("rv-focus")
        return True

    def _show_progress(self, run: ReviewRun) -> None:
        """Only the review's progress bar and its words change while it runs, not the whole table."""
        drawing = self.drawing
        if drawing is not None and not drawing.show_progress(".rv-progress", ".rv-percent", run.fraction):
            drawing.draw()
