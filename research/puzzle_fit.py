"""A puzzle's rating fitted from how often each level of computer player finds its answer.

An item-response model on the players' own scale (the Glicko-2 scale of :mod:`hearts.puzzles.rating`, a new
player at 1500): a solver rated ``s`` answers a puzzle rated ``r`` right with probability

    P = 1 / (1 + 10 ** ((r - s) / 400))

The four levels are solvers of fixed ratings (:data:`ANCHORS`: Easy 900, Medium 1300, Hard 1700, Expert 2100). They
are 400 points apart, so a level solves a puzzle at its own rating half the time and one rated at the next level's
anchor 9 % of the time, and they are centred on the new player's 1500: a newcomer meets first the puzzles Medium
solves and Hard does not. The puzzle's rating is the value that maximises the likelihood of the solve counts
(binomial, each level's seeds taken as its trials) times a normal prior (:data:`PRIOR_MEAN`, :data:`PRIOR_SD`).
Without the prior a puzzle every level solves (or none) would have no finite rating; with it such a puzzle lands
about 450 points beyond the outer anchor (436 when all solve at 16 seeds a level, 2564 when none do), within
:data:`LOWEST` and :data:`HIGHEST`.

>>> round(fit({"easy": (8, 16), "medium": (8, 16), "hard": (8, 16), "expert": (8, 16)}))
1500
>>> low, high = fit({"easy": (16, 16), "expert": (16, 16)}), fit({"easy": (0, 16), "expert": (0, 16)})
>>> LOWEST <= low < 900 and 2100 < high <= HIGHEST
True
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Final

ANCHORS: Final = {"easy": 900.0, "medium": 1300.0, "hard": 1700.0, "expert": 2100.0}
"""Each level's fixed rating as a solver of puzzles."""
SCALE: Final = 400.0
"""Rating points for a tenfold change of the odds (as in Elo and Glicko)."""
PRIOR_MEAN: Final = 1500.0
PRIOR_SD: Final = 400.0
LOWEST: Final = 400.0
HIGHEST: Final = 2600.0


def solves(puzzle: float, solver: float) -> float:
    """The chance that a solver rated ``solver`` answers a puzzle rated ``puzzle`` right."""
    return 1.0 / (1.0 + 10.0 ** ((puzzle - solver) / SCALE))


def _slope(rating: float, counts: Mapping[str, tuple[int, int]]) -> float:
    """The derivative of the log posterior at ``rating`` (it falls as the rating rises: one root)."""
    total = -(rating - PRIOR_MEAN) / PRIOR_SD**2
    for level, (solved, trials) in counts.items():
        chance = solves(rating, ANCHORS[level])
        total += math.log(10) / SCALE * (trials * chance - solved)
    return total


def fit(counts: Mapping[str, tuple[int, int]]) -> float:
    """The puzzle's rating from each level's ``(solved, trials)``: the posterior's mode, clamped.

    The log posterior is concave in the rating, so its slope falls through zero once; bisection finds it.
    """
    unknown = set(counts) - set(ANCHORS)
    if unknown:
        raise ValueError(f"no anchor for {', '.join(sorted(unknown))}")
    low, high = LOWEST, HIGHEST
    if _slope(low, counts) <= 0:
        return low
    if _slope(high, counts) >= 0:
        return high
    for _ in range(60):
        middle = (low + high) / 2
        if _slope(middle, counts) > 0:
            low = middle
        else:
            high = middle
    return (low + high) / 2
