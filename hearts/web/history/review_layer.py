"""The review on History's replay, in the browser: started from the deal's summary, run in slices, kept with the game.

A review runs as an asyncio task that yields to the browser every few
milliseconds (:func:`hearts.web.reviewing.review`); its progress shows in the
summary, and leaving the deal or History stops it. A finished review is kept
with the game in History (and counted in the statistics), so a deal is never
analysed twice. Runs under PyScript on Pyodide only.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING, Any

from ...seats import SEAT_NAMES, SOUTH
from ..dom import absent, build, text
from .reviewed import decision_key, summary_view, verdict_view

if TYPE_CHECKING:
    from ...analysis import DealReview
    from ...record.replay import GameReplay
    from .book import HistoryEntry
    from .screen import HistoryScreen

__all__ = ["ReviewLayer"]


class ReviewLayer:
    """Fills the replay's ``#replay-summary`` and ``#replay-review`` places, and runs reviews."""

    def __init__(self, screen: HistoryScreen) -> None:
        self.screen = screen
        self.running: tuple[str, int] | None = None
        """The game and deal being reviewed."""
        self.progress = 0.0
        self.task: asyncio.Task[None] | None = None
        self._unkept: dict[tuple[str, int], DealReview] = {}
        """Reviews of games opened from a link and not kept (for this visit only)."""

    def _shown(self) -> tuple[HistoryEntry, GameReplay, int, int] | None:
        screen = self.screen
        shown = screen._shown_game()
        if not isinstance(shown, tuple) or screen.route is None or not shown[1].deals:
            return None
        entry, replay, _ = shown
        deal = max(0, min(screen.route.deal, len(replay.deals)) - 1)
        return entry, replay, deal, screen.position

    def find(self, entry: HistoryEntry, deal: int) -> DealReview | None:
        return self._unkept.get((entry.id, deal)) or self.screen.shell.find_game_review(entry.id, deal)

    def fill(self) -> None:
        """Draw the summary of the deal shown and the verdict on the step shown."""
        shown = self._shown()
        content = self.screen.content
        summary_place = content.querySelector("#replay-summary")
        verdict_place = content.querySelector("#replay-review")
        if shown is None or absent(summary_place) or absent(verdict_place):
            return
        entry, replay, deal, _ = shown
        review = self.find(entry, deal)
        progress = self.progress if self.running == (entry.id, deal) else None
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
        shown = self._shown()
        if shown is None or self.running is not None:
            return
        entry, _, deal, _ = shown
        if self.find(entry, deal) is not None:
            return
        self.running = (entry.id, deal)
        self.progress = 0.0
        self.task = asyncio.ensure_future(self._run(entry, deal))
        self.task.add_done_callback(self._done)
        self.fill()

    async def _run(self, entry: HistoryEntry, deal: int) -> None:
        from ..reviewing import review

        def progress(done: int, total: int) -> None:
            if self.running == (entry.id, deal):
                self.progress = done / max(1, total)
                self._show_progress()

        result = await review(entry.record, deal, progress, SOUTH)
        if self.running != (entry.id, deal):
            return
        self.running = None
        if not self.screen.shell.keep_game_review(entry.id, entry.level, deal, result):
            self._unkept[(entry.id, deal)] = result
        self.fill()
        self.screen._say(f"Deal {deal + 1} is reviewed.")

    def _show_progress(self) -> None:
        """Only the progress changes while a review runs: the bar and its words, not the whole summary."""
        place = self.screen.content.querySelector("#replay-summary")
        if absent(place):
            return
        bar: Any = place.querySelector("progress")
        words: Any = place.querySelector(".rv-percent")
        percent = round(self.progress * 100)
        if absent(bar) or absent(words):
            self.fill()
            return
        bar.value = percent
        words.textContent = f"Reviewing: {percent}% done"

    def _done(self, task: asyncio.Task[None]) -> None:
        if not task.cancelled() and task.exception() is not None:
            self.running = None
            self.screen._tell(f"The review stopped: {task.exception()}", problem=True)

    def cancel(self) -> None:
        """Stop a review that is running (leaving the deal or History does)."""
        task = self.task
        self.task = None
        self.running = None
        if task is not None and not task.done():
            task.cancel()


def _reviewed_name(entry: HistoryEntry) -> str:
    """Whose decisions a review of the game judges: "You" for a game played here, else the seat's name."""
    return "You" if entry.source == "played" else SEAT_NAMES[SOUTH]
