"""The Expert and the review on a smaller budget, for tests whose assertions hold whatever the budget.

Legal play under every house rule, the same choice again for the same seed and view, the same choice or the
same review on two interpreters: none of these depends on how many deals the search samples or how many
playouts the pass race spends, and a lighter search proves them in a fraction of the time. The Expert's
strength (the tactics suite, the rules of its search, its defence against a moon) and the review's verdicts
are tested at their own budgets.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from contextlib import contextmanager
from types import ModuleType
from typing import Any, Final

from hearts.analysis import evaluation
from hearts.bots import expert
from hearts.bots.rng import Rng
from hearts.bots.search import (
    MAX_SAMPLES,
    MIN_SAMPLES,
    PASS_BUDGET,
    PLAY_BUDGET,
    PassTable,
    PlaySetup,
    pass_race_steps,
    play_samples,
)
from hearts.view import SeatView

PassRace = Generator[None, None, PassTable]

SHARE: Final = 4
"""A light search's budget is a quarter of the full one: deals sampled per play, playouts per pass."""


@contextmanager
def _lighter(searcher: ModuleType, share: int) -> Iterator[None]:
    """Within the block, ``searcher`` samples ``1/share`` of its deals for a play and races its passes over
    ``1/share`` of its playouts; the rest of its search is unchanged."""

    def samples(setup: PlaySetup, budget: int = PLAY_BUDGET, low: int = MIN_SAMPLES, high: int = MAX_SAMPLES) -> int:
        return play_samples(setup, budget // share, max(1, low // share), max(1, high // share))

    def race(view: SeatView, rng: Rng, budget: int = PASS_BUDGET, *rest: Any, **options: Any) -> PassRace:
        return pass_race_steps(view, rng, budget // share, *rest, **options)

    saved = searcher.play_samples, searcher.pass_race_steps
    searcher.play_samples, searcher.pass_race_steps = samples, race
    try:
        yield
    finally:
        searcher.play_samples, searcher.pass_race_steps = saved


@contextmanager
def light_expert(share: int = SHARE) -> Iterator[None]:
    """Within the block, every Expert samples ``1/share`` of its deals for a play and races its passes over
    ``1/share`` of its playouts; the rest of its search is unchanged.

    >>> from hearts import Round, bots, deal_hands
    >>> view = Round(deal_hands(12, 0), "left").view(0)
    >>> def deals() -> int:
    ...     return sum(1 for _ in bots.create("expert", 4).pass_steps(view))
    >>> with light_expert():
    ...     light = deals()
    >>> 0 < light < deals()
    True
    """
    with _lighter(expert, share):
        yield


@contextmanager
def light_review(share: int = SHARE) -> Iterator[None]:
    """Within the block, the review values each play over ``1/share`` of its sampled deals and each pass over
    ``1/share`` of its playouts; the rest of its work is unchanged.

    >>> from hearts import Round, deal_hands
    >>> from hearts.analysis.evaluation import evaluation_work
    >>> rnd = Round(deal_hands(12, 0), "hold")
    >>> for _ in range(4):
    ...     __ = rnd.play(rnd.legal_plays()[0])
    >>> view = rnd.view(rnd.to_play)
    >>> with light_review():
    ...     light = evaluation_work(view)
    >>> 0 < light < evaluation_work(view)
    True
    """
    with _lighter(evaluation, share):
        yield
