"""Choosing the next puzzle: near the player's rating, never one done in this pass until the set (or the theme's
part of it) runs out."""

from __future__ import annotations

import math
import random
from collections import Counter
from dataclasses import dataclass

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.puzzles.choose import ENOUGH, NEAR, NoPuzzle, in_theme, next_puzzle, window

THEMES = ("queen", "duck", "pass", "moon", "count")


@dataclass(frozen=True)
class Entry:
    id: str
    rating: float
    themes: frozenset[str] = frozenset()


entries = st.lists(
    st.builds(
        Entry,
        st.text("abcdefgh0123", min_size=1, max_size=4),
        st.floats(600.0, 2800.0),
        st.frozensets(st.sampled_from(THEMES), max_size=3),
    ),
    min_size=1,
    max_size=40,
    unique_by=lambda entry: entry.id,
)
themes = st.sampled_from((None, *THEMES))


def pool_of(puzzles: list[Entry], theme: str | None) -> set[str]:
    return {entry.id for entry in puzzles if theme is None or theme in entry.themes}


@settings(max_examples=300, deadline=None)
@given(entries, st.floats(600.0, 2800.0), themes, st.integers(0, 2**32), st.data())
def test_no_puzzle_comes_twice_until_its_themes_puzzles_run_out(
    puzzles: list[Entry], rating: float, theme: str | None, seed: int, data: st.DataObject
) -> None:
    pool = pool_of(puzzles, theme)
    if not pool:
        with pytest.raises(NoPuzzle):
            next_puzzle(puzzles, rating, frozenset(), random.Random(seed), theme)
        return
    others = pool_of(puzzles, None) - pool
    done = frozenset(data.draw(st.sets(st.sampled_from(sorted(others)))) if others else set())
    rng = random.Random(seed)
    picks = []
    for _ in range(2 * len(pool)):  # two whole passes
        pick = next_puzzle(puzzles, rating, done, rng, theme)
        assert pick.puzzle_id in pool
        assert pick.new_pass == (pool <= done)  # a puzzle done comes again only in a new pass
        assert pick.new_pass or pick.puzzle_id not in done
        assert pick.done == (done - pool if pick.new_pass else done) | {pick.puzzle_id}
        assert others & done <= pick.done  # the other themes' done ids are kept
        picks.append(pick)
        done = pick.done
    first, second = picks[: len(pool)], picks[len(pool) :]
    for one_pass in (first, second):
        assert sorted(pick.puzzle_id for pick in one_pass) == sorted(pool)
    assert [pick.new_pass for pick in picks] == [False] * len(pool) + [True] + [False] * (len(pool) - 1)


@settings(max_examples=200, deadline=None)
@given(entries, st.floats(600.0, 2800.0), themes, st.integers(0, 2**32))
def test_a_new_pass_forgets_the_themes_puzzles_and_keeps_the_others(
    puzzles: list[Entry], rating: float, theme: str | None, seed: int
) -> None:
    pool = pool_of(puzzles, theme)
    if not pool:
        return
    others = pool_of(puzzles, None) - pool
    pick = next_puzzle(puzzles, rating, frozenset(pool | others), random.Random(seed), theme)
    assert pick.new_pass and pick.puzzle_id in pool
    assert pick.done == others | {pick.puzzle_id}


@settings(max_examples=300, deadline=None)
@given(entries, st.floats(600.0, 2800.0), themes, st.integers(0, 2**32))
def test_the_puzzle_drawn_is_among_the_nearest_left(
    puzzles: list[Entry], rating: float, theme: str | None, seed: int
) -> None:
    """Within the window that first holds ENOUGH of the puzzles left (or all): at most twice as far as the
    ENOUGH-th nearest of them, and never further than NEAR unless fewer than ENOUGH are that near."""
    pool = [entry for entry in puzzles if theme is None or theme in entry.themes]
    if not pool:
        return
    pick = next_puzzle(puzzles, rating, frozenset(), random.Random(seed), theme)
    distance = abs(next(e for e in pool if e.id == pick.puzzle_id).rating - rating)
    nearest = sorted(abs(entry.rating - rating) for entry in pool)[min(ENOUGH, len(pool)) - 1]
    assert distance <= max(NEAR, 2 * nearest)


def test_the_draw_favours_the_closest() -> None:
    puzzles = [Entry(f"p{n:03}", 1000.0 + 10 * n) for n in range(101)]  # 1000 … 2000
    counts: Counter[str] = Counter()
    for seed in range(2000):
        counts[next_puzzle(puzzles, 1500.0, frozenset(), random.Random(seed)).puzzle_id] += 1
    assert set(counts) <= {f"p{n:03}" for n in range(40, 61)}  # within 100 points: 21 puzzles, ENOUGH is 8
    assert counts["p050"] > 3 * counts["p040"] and counts["p050"] > 3 * counts["p060"]


def test_few_near_widens_the_window() -> None:
    puzzles = [Entry("near", 1510.0), *(Entry(f"far{n}", 2300.0 + n) for n in range(10))]
    drawn = {next_puzzle(puzzles, 1500.0, frozenset(), random.Random(seed)).puzzle_id for seed in range(200)}
    assert "near" in drawn and len(drawn) > 5
    assert window([1510.0] + [2300.0] * 10, 1500.0) == 800.0
    assert window([1510.0, math.nan], 1500.0) == math.inf


def test_the_same_seed_draws_the_same_whatever_order_the_set_came_in() -> None:
    puzzles = [Entry(f"p{n}", 1400.0 + 7 * n, frozenset({THEMES[n % 5]})) for n in range(30)]
    shuffled = list(reversed(puzzles))
    for seed in range(20):
        first = next_puzzle(puzzles, 1500.0, frozenset(), random.Random(seed))
        assert next_puzzle(shuffled, 1500.0, frozenset(), random.Random(seed)) == first


def test_a_puzzle_listed_twice_counts_once_and_a_rating_must_be_a_number() -> None:
    puzzles = [Entry("a", 1500.0), Entry("a", 1600.0), Entry("b", 1500.0, frozenset({"duck"}))]
    assert [entry.id for entry in in_theme(puzzles, None)] == ["a", "b"]
    assert [entry.id for entry in in_theme(puzzles, "duck")] == ["b"]
    with pytest.raises(ValueError):
        next_puzzle(puzzles, math.nan, frozenset(), random.Random(1))
    with pytest.raises(NoPuzzle):
        next_puzzle([], 1500.0, frozenset(), random.Random(1))
