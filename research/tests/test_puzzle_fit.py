"""`research/puzzle_fit.py`: a puzzle's rating from the levels' solve counts."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from puzzle_fit import ANCHORS, HIGHEST, LOWEST, fit, solves

LEVELS = tuple(ANCHORS)
count = st.integers(0, 16)


def test_a_level_solves_a_puzzle_at_its_own_rating_half_the_time_and_one_level_up_a_tenth() -> None:
    assert solves(1300.0, ANCHORS["medium"]) == pytest.approx(0.5)
    assert solves(ANCHORS["hard"], ANCHORS["medium"]) == pytest.approx(1 / 11)


def test_the_fewer_levels_solve_a_puzzle_the_higher_it_is_rated() -> None:
    ladder = []
    for first in range(len(LEVELS) + 1):  # the levels from ``first`` up solve it, every seed; those below never
        counts = {level: (16 if n >= first else 0, 16) for n, level in enumerate(LEVELS)}
        ladder.append(fit(counts))
    assert ladder == sorted(ladder) and len(set(ladder)) == len(ladder)
    assert LOWEST <= ladder[0] < ANCHORS["easy"] and ANCHORS["expert"] < ladder[-1] <= HIGHEST
    assert ANCHORS["hard"] < ladder[3] < ANCHORS["expert"]  # the Expert alone solves it


@given(st.tuples(count, count, count, count), st.sampled_from(LEVELS))
def test_one_more_solve_never_raises_the_rating(solved: tuple[int, int, int, int], level: str) -> None:
    counts = {name: (n, 16) for name, n in zip(LEVELS, solved, strict=True)}
    rating = fit(counts)
    assert math.isfinite(rating) and LOWEST <= rating <= HIGHEST
    if counts[level][0] < 16:
        more = counts | {level: (counts[level][0] + 1, 16)}
        assert fit(more) <= rating + 1e-6


def test_a_level_without_an_anchor_is_refused() -> None:
    with pytest.raises(ValueError, match="frozen"):
        fit({"frozen": (1, 2)})
