"""The review on History's replay, in the browser: the deal's summary and the verdict on the step shown.

:class:`ReviewLayer` (a :class:`~hearts.web.history.replay_parts.ReplayLayer`) fills
the ``#replay-summary`` and ``#replay-review`` places with the trees of :mod:`.summary`, starts and stops reviews
(:class:`~hearts.web.review.history_state.ReplayReviews`), and while one runs changes
only its progress bar and words. It knows History's screen only as a
:class:`~hearts.web.history.replay_parts.ReplayScreen`. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...seats import SOUTH
from ...words import seat_name, who
from ...words.catalog import gettext as _
from ...words.progress import reviewing_text, whole_percent
from ..history.replay_parts import ReplayScreen
from ..ui.dom import absent, build, text
from .history_state import ReplayReviews
from .state import Mistakes, ReviewStore
from .summary import decision_key, summary_view, verdict_view

if TYPE_CHECKING:
    from ..storage.history import HistoryEntry

__all__ = ["ReviewLayer"]


class ReviewLayer:
    """Fills the replay's ``#replay-summary`` and ``#replay-review`` places, and runs reviews."""

    def __init__(
        self, screen: ReplayScreen, store: ReviewStore, mistakes: Mistakes = lambda match_id, record, review: None
    ) -> None:
        self.screen = screen
        self.reviews = ReplayReviews(
            store, progressed=self._show_progress, reviewed=self._reviewed, failed=self._failed, mistakes=mistakes
        )

    def fill(self) -> None:
        """Draw the summary of the deal shown and the verdict on the step shown."""
        shown = self.screen.shown_deal()
        content = self.screen.content
        summary_place = content.querySelector("#replay-summary")
        verdict_place = content.querySelector("#replay-review")
        if shown is None or absent(summary_place) or absent(verdict_place):
            return
        entry, replay, deal = shown.entry, shown.replay, shown.deal
        review = self.reviews.find(entry, deal)
        progress = self.reviews.progress_of(entry, deal)
        summary_place.replaceChildren(
            build(
                summary_view(
                    replay.deals[deal], review, progress, name=_reviewed_name(entry), rules=replay.record.rules
                )
            )
        )
        summary_place.hidden = False
        key = text(verdict_place.getAttribute("data-step"))
        decision = None
        if review is not None:
            decision = next((d for d in review.decisions if decision_key(deal, d) == key), None)
        if decision is None:
            verdict_place.hidden = True
            verdict_place.replaceChildren()
        else:
            verdict_place.replaceChildren(build(verdict_view(decision)))
            verdict_place.hidden = False

    def start(self) -> None:
        """Review the deal shown (unless it was reviewed, or a review runs)."""
        shown = self.screen.shown_deal()
        if shown is not None and self.reviews.start(shown.entry, shown.deal):
            self.fill()

    def cancel(self) -> None:
        """Stop a review that is running (leaving the deal or History does)."""
        self.reviews.cancel()

    def _reviewed(self, deal: int) -> None:
        self.fill()
        self.screen.say(_("Deal {number} is reviewed.").format(number=deal + 1))

    def _failed(self, error: BaseException) -> None:
        # Translators: {error} is what went wrong, as the program said it (often in English).
        self.screen.tell(_("The review stopped: {error}").format(error=error), problem=True)

    def _show_progress(self) -> None:
        """Only the progress changes while a review runs: the bar and its words, not the whole summary."""
        place = self.screen.content.querySelector("#replay-summary")
        if absent(place):
            return
        bar: Any = place.querySelector("progress")
        words: Any = place.querySelector(".rv-percent")
        if absent(bar) or absent(words):
            self.fill()
            return
        bar.value = whole_percent(self.reviews.progress)
        words.textContent = reviewing_text(self.reviews.progress)


def _reviewed_name(entry: HistoryEntry) -> str:
    """Whose decisions a review of the game judges: "You" for a game played here, else the seat's name."""
    return who(SOUTH) if entry.source == "played" else seat_name(SOUTH)
