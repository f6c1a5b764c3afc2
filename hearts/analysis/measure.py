"""The measure of a decision and its labels: what a choice costs, and what that cost is called.

Every choice is worth the expected value, over deals consistent with the
seat's view, of the measure the Expert itself optimises
(:func:`hearts.bots.sim.utility`): **the seat's points for the deal less the
average of the other three seats' points**, the moon and the bonus card scored
exactly as the active rules say. Lower is better. The *cost* of a decision is
its value less the best choice's, in these points.

Labels (by cost ``c`` and its standard error ``se``): ``forced`` (one legal
card: cost 0, no search), ``best`` (``c`` ≤ :data:`BEST`), ``good`` (``c`` <
:data:`GOOD`, or ``c`` < :data:`NOISE` standard errors: within noise of the
best), ``inaccuracy`` (``c`` < :data:`MISTAKE`), ``mistake`` (``c`` <
:data:`BLUNDER`), ``blunder`` (:data:`BLUNDER` or more).

>>> label_for(0.0, 0.0), label_for(0.8, 0.1), label_for(3.0, 2.0), label_for(1.2, 0.1), label_for(7.5, 0.3)
('best', 'good', 'good', 'inaccuracy', 'blunder')
"""

from __future__ import annotations

from typing import Final, Literal

from ..bots.rng import mix

__all__ = [
    "BEST",
    "BLUNDER",
    "GOOD",
    "LABELS",
    "MISTAKE",
    "NOISE",
    "ChoiceKind",
    "Label",
    "analysis_seed",
    "label_for",
]

ChoiceKind = Literal["play", "pass"]
"""What a decision chooses: a card to play, or the cards to pass."""
Label = Literal["forced", "best", "good", "inaccuracy", "mistake", "blunder"]
LABELS: Final[tuple[Label, ...]] = ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
BEST: Final = 0.05
"""Costs up to this are the best choice (equal to it, or equivalent)."""
GOOD: Final = 1.0
"""Costs below this, or below :data:`NOISE` standard errors, are good."""
MISTAKE: Final = 2.5
"""Costs from :data:`GOOD` to this are inaccuracies; from here to :data:`BLUNDER`, mistakes."""
BLUNDER: Final = 5.0
"""Costs from here up are blunders."""
NOISE: Final = 2.0
"""A cost below this many standard errors is never worse than good."""
_SALT: Final = 0x5EED_A11A


def analysis_seed(game_number: int, deal_index: int, seat: int) -> int:
    """The seed of a review of ``seat``'s decisions in deal ``deal_index`` of a numbered game."""
    return mix(game_number, deal_index, seat, _SALT)


def label_for(cost: float, se: float) -> Label:
    """The plain label of a (non-forced) decision that cost ``cost`` points with standard error ``se``."""
    if cost <= BEST:
        return "best"
    if cost < GOOD or cost < NOISE * se:
        return "good"
    if cost < MISTAKE:
        return "inaccuracy"
    if cost < BLUNDER:
        return "mistake"
    return "blunder"
