"""The Expert on a smaller budget, for tests whose assertions hold whatever the budget.

Legal play under every house rule, the same choice again for the same seed and view, the same choice on
two interpreters: none of these depends on how many deals the search samples or how many playouts the pass
race spends, and a lighter search proves them in a fraction of the time. The Expert's strength (the tactics
suite, the rules of its search, its defence against a moon) is tested at its own budget.
"""

from __future__ import annotations

from collections.abc import Generator, Iterator
from contextlib import contextmanager
from typing import Final

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

SHARE: Final = 4
"""The light Expert's budget is a quarter of the Expert's: deals sampled per play, playouts per pass."""


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

    def samples(setup: PlaySetup, high: int = MAX_SAMPLES) -> int:
        return play_samples(setup, PLAY_BUDGET // share, max(1, MIN_SAMPLES // share), max(1, high // share))

    def race(view: SeatView, rng: Rng) -> Generator[None, None, PassTable]:
        return pass_race_steps(view, rng, PASS_BUDGET // share)

    saved = expert.play_samples, expert.pass_race_steps
    expert.play_samples, expert.pass_race_steps = samples, race
    try:
        yield
    finally:
        expert.play_samples, expert.pass_race_steps = saved
