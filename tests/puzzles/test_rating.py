"""The player's puzzle rating: Glicko-2 through the kept library, a right answer up, a wrong one down."""

from __future__ import annotations

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hearts.puzzles.rating import NEW_PLAYER, PUZZLE_DEVIATION, Rating, update

ratings = st.builds(
    Rating,
    st.floats(600.0, 2800.0),
    st.floats(45.0, 350.0),
    st.floats(0.03, 0.09),
)


def test_a_new_player_starts_in_the_middle_as_unsure_as_can_be() -> None:
    assert (NEW_PLAYER.value, NEW_PLAYER.deviation, NEW_PLAYER.volatility) == (1500.0, 350.0, 0.06)


@settings(max_examples=200, deadline=None)
@given(ratings, st.floats(400.0, 3000.0))
def test_a_right_answer_moves_the_rating_up_and_a_wrong_one_down(rating: Rating, puzzle: float) -> None:
    up, down = update(rating, puzzle, right=True), update(rating, puzzle, right=False)
    assert down.value < rating.value < up.value
    assert up.deviation <= rating.deviation + 15 and down.deviation <= rating.deviation + 15
    assert 0 < up.volatility < 0.1 and 0 < down.volatility < 0.1


def test_a_surprise_moves_the_rating_more_than_the_expected() -> None:
    """Solving a hard puzzle gains more than solving an easy one; failing an easy one costs more."""
    player = Rating(1500.0, 80.0, 0.06)
    assert update(player, 1900.0, True).value - 1500 > update(player, 1100.0, True).value - 1500 > 0
    assert 1500 - update(player, 1100.0, False).value > 1500 - update(player, 1900.0, False).value > 0


def test_an_unsure_rating_moves_further_than_a_sure_one() -> None:
    sure, unsure = Rating(1500.0, 60.0, 0.06), Rating(1500.0, 300.0, 0.06)
    assert update(unsure, 1500.0, True).value - 1500 > 3 * (update(sure, 1500.0, True).value - 1500)


def test_the_sums_are_glickmans() -> None:
    """One puzzle moves the rating and deviation as Glickman's paper says (steps 3 to 8, computed here by hand
    with the volatility the library found)."""
    after = update(Rating(1500.0, 200.0, 0.06), 1400.0, right=True)
    scale = 173.7178
    phi = 200.0 / scale
    phi_j = PUZZLE_DEVIATION / scale
    g = 1 / math.sqrt(1 + 3 * phi_j**2 / math.pi**2)
    expected = 1 / (1 + math.exp(-g * (0 - (1400.0 - 1500) / scale)))
    v = 1 / (g**2 * expected * (1 - expected))
    phi_star = math.sqrt(phi**2 + after.volatility**2)
    phi_new = 1 / math.sqrt(1 / phi_star**2 + 1 / v)
    mu_new = phi_new**2 * g * (1 - expected)
    assert after.deviation == pytest.approx(phi_new * scale, abs=1e-6)
    assert after.value == pytest.approx(1500 + mu_new * scale, abs=1e-6)


def test_the_deviation_settles_so_the_rating_keeps_following_the_player() -> None:
    rating = NEW_PLAYER
    for n in range(200):
        rating = update(rating, rating.value + (50 if n % 3 else -50), right=n % 2 == 0)
    assert 50 < rating.deviation < 75
