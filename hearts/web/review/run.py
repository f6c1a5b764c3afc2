"""The review of a deal and the play checker as the page runs them: in slices that yield to the browser.

Plain Python (asyncio only): the controller runs these as tasks, so a review
shows its progress, can be cancelled by leaving it, and never holds the
browser for long; the numbers are those of :mod:`hearts.analysis`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from ...cards import Card
from ...seats import SOUTH
from ...view import SeatView
from ...words import cost_text, the_card
from ...words.catalog import gettext as _
from ..parts import LATER, PARTS
from ..slicer import think, think_reporting

if TYPE_CHECKING:
    from ...analysis import DealReview, Evaluation
    from ...record import GameRecord

__all__ = ["CheckQuestion", "ReviewRun", "check_question", "evaluate_view", "review"]

SLICE: Final = 0.01
"""Seconds of work before control goes back to the page."""
PROGRESS_EVERY: Final = 0.12
"""Seconds between progress reports."""


@dataclass(slots=True)
class ReviewRun:
    """A review shown on the table: which deal, how far it has gone, and its result once done."""

    deal: int
    done: int = 0
    total: int = 1
    review: DealReview | None = None

    @property
    def fraction(self) -> float:
        return 1.0 if self.review is not None else min(1.0, self.done / max(1, self.total))


async def review(
    record: GameRecord, deal: int, on_progress: Callable[[int, int], None], seat: int = SOUTH
) -> DealReview:
    """Review ``seat``'s decisions in ``deal`` of ``record``, yielding every :data:`SLICE` seconds (once the
    review's part of the page's code has come)."""
    await PARTS.wait(LATER)
    from ...analysis import review_deal_steps

    return await think_reporting(review_deal_steps(record, deal, seat), SLICE, on_progress, PROGRESS_EVERY)


async def evaluate_view(view: SeatView, seed: int) -> Evaluation:
    """The review's evaluation of every legal card of ``view``, in slices (once its part has come)."""
    await PARTS.wait(LATER)
    from ...analysis import evaluate_play_steps

    return await think(evaluate_play_steps(view, seed), SLICE)


@dataclass(frozen=True, slots=True)
class CheckQuestion:
    """The play checker's question before a costly card."""

    card: Card
    best: Card
    cost: float

    @property
    def text(self) -> str:
        """``The Expert would play the 9 of spades here: about 2.4 points better. Play the King of spades anyway?``"""
        # Translators: {best} and {card} are cards with their article ("the 9 of spades"); {cost} is "2.4 points".
        return _("The Expert would play {best} here: about {cost} better. Play {card} anyway?").format(
            best=the_card(self.best), cost=cost_text(self.cost), card=the_card(self.card)
        )


def check_question(evaluation: Evaluation, card: Card, threshold: float) -> CheckQuestion | None:
    """The question to ask before ``card``, or ``None`` when it costs less than ``threshold`` or within noise."""
    from ...analysis import NOISE

    value = evaluation.value_of(card)
    if value is None or evaluation.forced:
        return None
    if value.cost < threshold or value.cost < NOISE * value.se:
        return None
    return CheckQuestion(card, evaluation.best.cards[0], value.cost)
