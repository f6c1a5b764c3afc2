"""The summary of a reviewed deal, as facts: how it ended for the seat, and which note applies.

A deal can go well for decisions that cost points on average, and badly for
decisions as good as the Expert's. The summary names the case, so that the
wording can say so in so many words: a moon that came off is not a mistake's
reward, nor a dealt Q♠ a mistake; and when the costs add up to more than a
deal can swing (twice its points: the others' play gave a chance back, and it
was let go again), that is said too.

>>> from hearts.seats import SOUTH
>>> review = DealReview(1, 0, SOUTH, ())
>>> summarize(review, (16, 0, 3, 7))
DealSummary(seat=0, points=(16, 0, 3, 7), shooter=None, notes=('from-the-cards',))
>>> summarize(review, None)
DealSummary(seat=0, points=None, shooter=None, notes=())
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final, Literal

from ..points import point_table
from ..rules import Rules
from .decisions import DealReview
from .measure import BEST, GOOD

__all__ = ["NOTES", "SWING", "DealSummary", "SummaryNote", "summarize"]

SummaryNote = Literal["moon-came-off", "went-well", "from-the-cards", "beyond-the-swing"]
"""A note on a deal's result: ``moon-came-off`` and ``went-well`` (the seat's moon, or a deal with no points
for it, after costly decisions: the cost is an average, not a result), ``from-the-cards`` (many points after
decisions as good as the Expert's), ``beyond-the-swing`` (the costs add up to more than :data:`SWING` deals)."""
NOTES: Final[tuple[SummaryNote, ...]] = ("moon-came-off", "went-well", "from-the-cards", "beyond-the-swing")
SWING: Final = 2
"""Costs above this many times a deal's points are more than a deal can swing."""
_MANY_POINTS: Final = 13
"""Points for the seat from which a deal without costly decisions is said to be the cards' doing."""


@dataclass(frozen=True, slots=True)
class DealSummary:
    """How a reviewed deal ended for the seat, and which notes apply."""

    seat: int
    points: tuple[int, ...] | None
    """The deal's score, every seat's (``None`` while the deal is played)."""
    shooter: int | None = None
    """Who shot the moon."""
    notes: tuple[SummaryNote, ...] = ()


def summarize(
    review: DealReview, points: Sequence[int] | None, shooter: int | None = None, *, rules: Rules | None = None
) -> DealSummary:
    """The summary of ``review``, given the deal's score (``None`` while it is played) and who shot the moon.

    ``rules`` are the deal's (standard when not given).
    """
    seat = review.seat
    if points is None:
        return DealSummary(seat, None)
    if len(points) != 4 or not (shooter is None or 0 <= shooter < 4):
        raise ValueError(
            f"A deal's score has four seats' points and a shooter among them, not {points!r}, {shooter!r}."
        )
    mine = points[seat]
    cost = review.total_cost
    notes: list[SummaryNote] = []
    if cost >= GOOD and (shooter == seat or (shooter is None and mine <= 0)):
        notes.append("moon-came-off" if shooter == seat else "went-well")
    elif cost < BEST and mine >= _MANY_POINTS and shooter != seat:
        notes.append("from-the-cards")
    if cost > SWING * point_table(rules or Rules()).total:
        notes.append("beyond-the-swing")
    return DealSummary(seat, tuple(points), shooter, tuple(notes))
