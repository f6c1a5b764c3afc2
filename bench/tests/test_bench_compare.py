"""`bench_bots.py compare`: two saved runs' lone players, paired deal by deal."""

from __future__ import annotations

from typing import Any

import bench_bots
import pytest


def _row(lone: str, deal: int, rotation: int, points: list[int], moon: int | None = None) -> dict[str, Any]:
    labels = ["ismcts"] * 4
    labels[rotation] = lone
    return {
        "seats": [lone, "ismcts", "ismcts", "ismcts"],
        "seed": 48,
        "deal": deal,
        "rotation": rotation,
        "labels": labels,
        "points": points,
        "moon": moon,
        "ms": {},
    }


def _run(lone: str, games: dict[int, list[list[int]]]) -> list[dict[str, Any]]:
    return [
        _row(lone, deal, rotation, points)
        for deal, seatings in games.items()
        for rotation, points in enumerate(seatings)
    ]


def test_two_runs_are_compared_on_the_deals_both_played() -> None:
    # The lone player sits at `rotation`; its points in deal 0 are 4, 0, 13, 3 (mean 5), in deal 1 all 2.
    first = _run(
        "expert",
        {
            0: [[4, 9, 0, 13], [5, 0, 4, 17], [0, 13, 13, 0], [10, 10, 3, 3]],
            1: [[2, 8, 8, 8], [8, 2, 8, 8], [8, 8, 2, 8], [8, 8, 8, 2]],
            7: [[0, 26, 0, 0]] * 4,
        },
    )
    # The second run's player took one point more in every seating of deal 0 and the same in deal 1.
    second = _run(
        "expert@abc",
        {
            0: [[5, 8, 0, 13], [5, 1, 4, 16], [0, 13, 14, 0], [10, 9, 3, 4]],
            1: [[2, 8, 8, 8], [8, 2, 8, 8], [8, 8, 2, 8], [8, 8, 8, 2]],
        },
    )
    second[-1] = _row("expert@abc", 1, 3, [26, 26, 26, 0], moon=3)  # its last seating of deal 1: a moon
    second.append(_row("expert@abc", 9, 0, [26, 0, 0, 0]))  # a deal the first run did not play: left out
    report = bench_bots.compare_report(first, second).splitlines()
    assert report[0] == "2 deals played in both runs (paired by seed and deal)"
    first_line = next(line for line in report if line.startswith("first: expert "))
    second_line = next(line for line in report if line.startswith("second: expert@abc"))
    assert first_line.split()[2] == "3.50"  # (5 + 2) / 2
    assert second_line.split()[2] == "3.75"  # (6 + 1.5) / 2 over the shared deals
    assert first_line.split()[-4:] == ["0", "0", "1", "8"]  # the Q♠ once (13 points) in the 8 shared games
    assert second_line.split()[-4:] == ["1", "0", "1", "8"]  # a moon shot, the Q♠ once
    assert report[-2] == "first - second, the lone player's points: -0.25 ± 1.47 a deal (95% CI)"


def test_runs_that_kept_their_cards_count_the_games_played_alike() -> None:
    first = _run("expert", {0: [[4, 9, 0, 13], [5, 0, 4, 17]], 1: [[2, 8, 8, 8]]})
    second = _run("expert@abc", {0: [[4, 9, 0, 13], [5, 0, 4, 17]], 1: [[2, 8, 8, 8]]})
    for rows, cards in ((first, ["2C 3C", "2C 4C", "2C 5C"]), (second, ["2C 3C", "2C 9C", "2C 5C"])):
        for row, played in zip(rows, cards, strict=True):
            row["cards"] = played
    assert "games played alike, card for card: 2 of 3" in bench_bots.compare_report(first, second).splitlines()
    # Runs saved before the cards were kept say nothing about it.
    del first[0]["cards"]
    assert not any("alike" in line for line in bench_bots.compare_report(first, second).splitlines())


def test_runs_without_a_lone_player_or_a_shared_deal_are_refused_plainly() -> None:
    two_and_two = [_row("expert", 0, 0, [0, 0, 13, 13])]
    two_and_two[0]["labels"] = ["expert", "hard", "expert", "hard"]
    with pytest.raises(bench_bots.CompareError, match="one lone player"):
        bench_bots.compare_report(two_and_two, _run("expert", {0: [[0, 0, 13, 13]]}))
    with pytest.raises(bench_bots.CompareError, match="share no deal"):
        bench_bots.compare_report(_run("expert", {0: [[0, 0, 13, 13]]}), _run("expert", {1: [[0, 0, 13, 13]]}))
