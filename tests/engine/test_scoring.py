"""Scoring: hearts and the Queen of spades, shooting the moon, the Jack of diamonds, the end of a match."""

from __future__ import annotations

import random

import pytest

from hearts import CARDS, Round, Rules, deal_hands, mask_of, parse_cards
from hearts.cards import HEARTS_MASK, JACK_OF_DIAMONDS, QUEEN_OF_SPADES
from hearts.scoring import deal_scores, match_result, moon_shooter, penalty_points
from tests.helpers.rounds import (
    GAME_1_HAND_0,
    MOON,
    MOON_FIRST_TWO_TRICKS,
    MOON_JACK_FIRST_TWO_TRICKS,
    MOON_JACK_TO_NORTH,
    build_round,
    finish,
    lowest,
    random_policy,
)

SOUTH, WEST, NORTH, EAST = range(4)
QS = QUEEN_OF_SPADES.mask
JD = JACK_OF_DIAMONDS.mask


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def test_each_heart_is_one_point_and_the_queen_thirteen() -> None:
    standard = Rules()
    assert penalty_points(0, standard) == 0
    assert penalty_points(m("2H"), standard) == 1
    assert penalty_points(m("2H 9H AH"), standard) == 3
    assert penalty_points(QS, standard) == 13
    assert penalty_points(m("QS KS AS 2H"), standard) == 14
    assert penalty_points(HEARTS_MASK | QS, standard) == 26
    assert penalty_points(m("2C AC AD KS"), standard) == 0
    assert penalty_points(JD, standard) == 0


def test_the_jack_of_diamonds_scores_minus_ten_when_used() -> None:
    omnibus = Rules.preset("omnibus")
    assert penalty_points(JD, omnibus) == -10
    assert penalty_points(JD | m("2H 3H"), omnibus) == -8
    assert penalty_points(JD | QS, omnibus) == 3
    assert penalty_points(m("TD QD"), omnibus) == 0


def test_a_deal_without_a_moon_scores_26_points() -> None:
    rng = random.Random(8)
    done = 0
    for game in range(1, 40):
        rnd = Round(deal_hands(game, 3), "hold")
        finish(rnd, random_policy(rng))
        if rnd.moon_shooter is None:
            done += 1
            assert sum(rnd.points) == 26
            assert rnd.points == tuple(penalty_points(mask_of(rnd.taken(s)), Rules()) for s in range(4))
    assert done > 30


def test_points_of_a_known_deal() -> None:
    rnd = build_round(GAME_1_HAND_0)
    finish(rnd, lowest)
    taken = [mask_of(rnd.taken(seat)) for seat in range(4)]
    assert rnd.points == tuple((t & HEARTS_MASK).bit_count() + (13 if t & QS else 0) for t in taken)


@pytest.mark.parametrize(
    ("rules", "points"),
    [
        (Rules(), (0, 26, 26, 26)),
        (Rules(moon="add"), (0, 26, 26, 26)),
        (Rules(moon="subtract"), (-26, 0, 0, 0)),
        (Rules(moon="best"), (0, 26, 26, 26)),
        (Rules(bonus_card="JD"), (-10, 26, 26, 26)),
        (Rules(bonus_card="JD", moon="subtract"), (-36, 0, 0, 0)),
    ],
)
def test_shooting_the_moon_without_taking_every_trick(rules: Rules, points: tuple[int, ...]) -> None:
    rnd = build_round(MOON, MOON_FIRST_TWO_TRICKS, rules=rules)
    finish(rnd, lowest)
    assert rnd.tricks_won(NORTH) == 1 and rnd.tricks_won(SOUTH) == 12
    assert mask_of(rnd.taken(SOUTH)) & (HEARTS_MASK | QS | JD) == HEARTS_MASK | QS | JD
    assert rnd.moon_shooter == SOUTH
    assert rnd.points == points


@pytest.mark.parametrize(
    ("rules", "points"),
    [
        (Rules(), (0, 26, 26, 26)),
        (Rules(bonus_card="JD"), (0, 26, 16, 26)),
        (Rules(bonus_card="JD", moon="subtract"), (-26, 0, -10, 0)),
    ],
)
def test_the_jack_of_diamonds_is_not_needed_for_the_moon(rules: Rules, points: tuple[int, ...]) -> None:
    rnd = build_round(MOON_JACK_TO_NORTH, MOON_JACK_FIRST_TWO_TRICKS, rules=rules)
    assert rnd.taken(NORTH) == sorted(parse_cards("2C AC JD 3C"))
    finish(rnd, lowest)
    assert rnd.moon_shooter == SOUTH
    assert rnd.points == points


def test_points_before_the_deal_ends_are_cards_taken_so_far() -> None:
    rnd = build_round(MOON, MOON_FIRST_TWO_TRICKS, rules=Rules(bonus_card="JD"))
    assert rnd.points == (14, 0, 0, 0)
    assert rnd.moon_shooter is None  # only known once the deal is over


@pytest.mark.parametrize(
    ("totals", "ties", "points"),
    [
        ((0, 0, 0, 0), "continue", (0, 26, 26, 26)),  # adding does not end the match
        ((10, 80, 30, 30), "continue", (0, 26, 26, 26)),  # adding ends it and the shooter wins
        ((90, 95, 60, 70), "continue", (-26, 0, 0, 0)),  # adding would end it with North winning
        ((60, 80, 33, 90), "continue", (-26, 0, 0, 0)),  # North 59 would beat the shooter's 60
        ((60, 80, 34, 90), "continue", (0, 26, 26, 26)),  # a tie at 60 does not end the match
        ((60, 80, 34, 90), "share", (0, 26, 26, 26)),  # a shared win includes the shooter
        ((60, 80, 33, 90), "share", (-26, 0, 0, 0)),
    ],
)
def test_moon_best(totals: tuple[int, ...], ties: str, points: tuple[int, ...]) -> None:
    rules = Rules(moon="best", ties=ties)  # type: ignore[arg-type]
    rnd = build_round(MOON, MOON_FIRST_TWO_TRICKS, rules=rules, totals=totals)
    finish(rnd, lowest)
    assert rnd.points == points


def test_moon_best_counts_the_jack_when_deciding() -> None:
    # Adding: South 90 - 10 = 80, North 60 + 26 = 86: the match ends and the shooter wins, so add.
    rules = Rules(moon="best", bonus_card="JD")
    rnd = build_round(MOON, MOON_FIRST_TWO_TRICKS, rules=rules, totals=(90, 95, 60, 70))
    finish(rnd, lowest)
    assert rnd.points == (-10, 26, 26, 26)
    # Without the jack North would win, so the shooter subtracts instead.
    rnd = build_round(MOON, MOON_FIRST_TWO_TRICKS, rules=Rules(moon="best"), totals=(90, 95, 60, 70))
    finish(rnd, lowest)
    assert rnd.points == (-26, 0, 0, 0)


def test_moon_shooter() -> None:
    everything = HEARTS_MASK | QS
    assert moon_shooter([0, everything, 0, 0]) == 1
    assert moon_shooter([0, 0, everything | JD | m("2C"), 0]) == 2
    assert moon_shooter([HEARTS_MASK, QS, 0, 0]) is None  # all hearts but not the queen
    assert moon_shooter([everything & ~m("2H"), m("2H"), 0, 0]) is None
    assert moon_shooter([JD, 0, 0, 0]) is None


def test_deal_scores() -> None:
    everything = HEARTS_MASK | QS
    rest = mask_of(CARDS) & ~everything
    std, jack = Rules(), Rules(bonus_card="JD")
    assert deal_scores([everything, rest, 0, 0], std) == (0, 26, 26, 26)
    assert deal_scores([rest & ~JD, everything | JD, 0, 0], jack) == (26, -10, 26, 26)
    assert deal_scores([rest & ~JD, everything, JD, 0], jack) == (26, 0, 16, 26)
    assert deal_scores([rest & ~JD, everything, JD, 0], Rules(bonus_card="JD", moon="subtract")) == (
        0,
        -26,
        -10,
        0,
    )
    split = [m("QS 2H"), m("3H 4H 5H JD"), HEARTS_MASK & ~m("2H 3H 4H 5H"), 0]
    assert deal_scores(split, std) == (14, 3, 9, 0)
    assert deal_scores(split, jack) == (14, -7, 9, 0)


@pytest.mark.parametrize(
    ("totals", "rules", "result"),
    [
        ((99, 0, 0, 50), Rules(), (False, ())),  # nobody has reached 100
        ((100, 40, 41, 60), Rules(), (True, (1,))),  # exactly 100 ends it
        ((130, 40, 41, 60), Rules(), (True, (1,))),
        ((100, 40, 40, 60), Rules(), (False, ())),  # tie for lowest: another deal
        ((100, 40, 40, 60), Rules(ties="share"), (True, (1, 2))),
        ((100, 40, 40, 40), Rules(ties="share"), (True, (1, 2, 3))),
        ((100, 40, 40, 39), Rules(), (True, (3,))),
        ((49, 10, 20, 30), Rules(end_score=50), (False, ())),
        ((50, 10, 20, 30), Rules(end_score=50), (True, (1,))),
        ((-20, 120, 20, 30), Rules(), (True, (0,))),
    ],
)
def test_match_result(totals: tuple[int, ...], rules: Rules, result: tuple[bool, tuple[int, ...]]) -> None:
    assert match_result(totals, rules) == result
