"""`research/moon_odds.py`: the review's odds of shooting the moon against the play that follows."""

from __future__ import annotations

import moon_odds
import pytest

from hearts import bots
from hearts.analysis import Evaluation
from hearts.deals import deal_hands
from hearts.round import Round
from hearts.rules import Rules
from hearts.view import SeatView


def test_a_kept_play_carries_the_reviews_odds_for_the_card_the_expert_played() -> None:
    seen: list[Evaluation] = []
    real = moon_odds.evaluate

    def watching(view: SeatView, seed: int) -> Evaluation:
        seen.append(real(view, seed))
        return seen[-1]

    moon_odds.evaluate = watching
    try:
        # Deal 298 of run 104: West, the lone Expert, is given a chance at the moon on the third trick.
        [kept] = moon_odds.play(298, 104, 0.15, seats=(1,))
    finally:
        moon_odds.evaluate = real
    assert (kept.deal, kept.seat, kept.cards_played) == (298, 1, 8)
    # Its plays on the second and third tricks were evaluated, none after: the odds are the review's for its card.
    assert [evaluation.seat for evaluation in seen] == [1, 1]
    assert kept.odds >= 0.15 and kept.odds in {choice.moon_mine for choice in seen[-1].choices}


def test_wilson_intervals_hold_the_share_and_stay_in_bounds() -> None:
    assert moon_odds.wilson(0, 0) == (0.0, 1.0)
    low, high = moon_odds.wilson(5, 10)
    assert low < 0.5 < high and low > 0 and high < 1
    low, high = moon_odds.wilson(0, 12)
    assert low == pytest.approx(0.0, abs=1e-12) and 0.2 < high < 0.3


def test_the_report_gives_each_band_and_the_brier_scores() -> None:
    positions = [
        moon_odds.Position(1, 0, 8, 0.2, False, False),
        moon_odds.Position(2, 1, 8, 0.25, True, False),
        moon_odds.Position(3, 2, 12, 0.95, True, True),
    ]
    lines = moon_odds.report(positions).splitlines()
    assert lines[1].split()[:3] == ["0.15-0.30", "2", "0.23"]
    assert lines[1].split()[3] == "0.50" and lines[1].split()[7] == "0.00"
    assert lines[2].split()[:3] == ["0.90-1.00", "1", "0.95"]
    assert lines[3] == "all: 3 kept, mean odds 0.467, came off 2 as played, 1 with four Experts"
    hard = ((0.2 - 0) ** 2 + (0.25 - 1) ** 2 + (0.95 - 1) ** 2) / 3
    assert lines[4] == f"Brier score against the play as it was: {hard:.3f}"


def test_bad_arguments_are_refused() -> None:
    for bad in (["--deals", "0"], ["--threshold", "0"], ["--threshold", "1.5"], ["--jobs", "0"], ["--side", "x"]):
        with pytest.raises(SystemExit):
            moon_odds.main(bad)


def test_each_side_asks_about_its_own_moon() -> None:
    rnd = Round(deal_hands(5, 0), "hold", Rules())
    assert moon_odds.moon_possible(rnd, 0, "mine") and not moon_odds.moon_possible(rnd, 0, "against")
    while not any(rnd.points):
        seat = rnd.to_play
        assert seat is not None
        rnd.play(bots.create("easy", seat).choose_play(rnd.view(seat)))
    [scorer] = [seat for seat in range(4) if rnd.points[seat]]
    other = (scorer + 1) % 4
    assert moon_odds.moon_possible(rnd, scorer, "mine") and not moon_odds.moon_possible(rnd, scorer, "against")
    assert moon_odds.moon_possible(rnd, other, "against") and not moon_odds.moon_possible(rnd, other, "mine")


def test_a_moon_came_off_for_the_seat_or_against_it() -> None:
    rnd = Round(deal_hands(6, 0), "hold", Rules())  # four Easy players: East shoots the moon
    while not rnd.is_over:
        seat = rnd.to_play
        assert seat is not None
        rnd.play(bots.create("easy", seat).choose_play(rnd.view(seat)))
    shooter = rnd.moon_shooter
    assert shooter == 3
    for seat in range(4):
        assert moon_odds.moon_came_off(rnd, seat, "mine") == (shooter == seat)
        assert moon_odds.moon_came_off(rnd, seat, "against") == (shooter not in (None, seat))
