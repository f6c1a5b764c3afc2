"""The duplicate arena: seatings, statistics and the command line."""

from __future__ import annotations

import math
import subprocess
import sys

import pytest

from hearts import arena
from hearts.deals import MAX_GAME_NUMBER, MIN_GAME_NUMBER, deal_hands
from hearts.round import Round
from hearts.rules import Rules
from hearts.seats import dealer_for_hand
from tests.helpers import ROOT


def test_every_player_holds_every_hand() -> None:
    result = arena.run_duplicate(("medium", "easy", "easy", "easy"), 2, seed=4)
    assert result.deals == 2 and len(result.results) == 8
    for deal in range(2):
        seatings = [r for r in result.results if r.deal == deal]
        assert sorted(r.rotation for r in seatings) == [0, 1, 2, 3]
        assert sorted(r.labels.index("medium") for r in seatings) == [0, 1, 2, 3]
        for r in seatings:
            assert sum(r.points) in (26, 78)
    medium = result.per_deal("medium")
    easy = result.per_deal("easy")
    assert len(medium) == len(easy) == 2
    # Each deal's points are shared out: one medium seat and three easy seats per seating.
    for deal, (m, e) in enumerate(zip(medium, easy, strict=True)):
        total = sum(sum(r.points) for r in result.results if r.deal == deal) / 4
        assert m + 3 * e == pytest.approx(total)
    assert all(t >= 0 for t in result.decision_ms("medium"))
    assert len(result.decision_ms("medium")) == 2 * 4 * (13 + 1)  # deals 0 and 1 pass left and right
    assert result.labels == ["medium", "easy"]


def test_same_seed_same_games() -> None:
    first = arena.run_duplicate(("hard", "easy", "medium", "easy"), 1, seed=9)
    again = arena.run_duplicate(("hard", "easy", "medium", "easy"), 1, seed=9)
    assert [r.points for r in first.results] == [r.points for r in again.results]


def test_each_game_keeps_its_cards_and_they_replay_to_its_points() -> None:
    result = arena.run_duplicate(("hard", "easy", "medium", "easy"), 2, seed=9, passing=False)
    for done in result.results:
        assert len(done.cards) == 52 and len(set(done.cards)) == 52
        rnd = Round(
            deal_hands(arena.game_number_for(9, done.deal), done.deal % 4),
            "hold",
            Rules(),
            dealer=dealer_for_hand(done.deal % 4),
        )
        for card in done.cards:
            rnd.play(card)
        assert rnd.points == done.points


def test_interval() -> None:
    mean, half = arena.interval([1.0, 2.0, 3.0, 4.0])
    assert mean == 2.5
    assert half == pytest.approx(1.96 * math.sqrt(5 / 3) / 2)
    assert arena.interval([2.0])[1] == math.inf
    assert math.isnan(arena.interval([])[0])


def test_game_numbers_are_valid() -> None:
    numbers = {arena.game_number_for(seed, deal) for seed in (0, 1, 2**40) for deal in range(50)}
    assert all(MIN_GAME_NUMBER <= n <= MAX_GAME_NUMBER for n in numbers)
    assert len(numbers) == 150


def test_report_has_a_line_per_level_and_the_difference() -> None:
    result = arena.run_duplicate(("medium", "easy", "medium", "easy"), 2, seed=1, passing=False)
    text = arena.report(result)
    lines = text.splitlines()
    assert lines[0].startswith("2 deals x 4 seatings")
    assert any(line.startswith("medium ") for line in lines)
    assert any(line.startswith("easy ") for line in lines)
    assert "medium - easy:" in lines[-1] and "95% CI" in lines[-1]
    # No passing: every decision is a play.
    assert len(result.decision_ms("medium")) + len(result.decision_ms("easy")) == 2 * 4 * 52


def test_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert arena.main(["--deals", "1", "--seats", "easy,medium,easy,medium", "--quiet", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "1 deals x 4 seatings" in out
    assert "easy - medium:" in out
    assert arena.main(["--deals", "1", "--seats", "easy,medium"]) == 2
    assert "four levels" in capsys.readouterr().err
    assert arena.main(["--deals", "0"]) == 2


def test_runs_as_a_module() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "hearts.arena", "--deals", "1", "--seats", "easy,easy,easy,medium", "--hold"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        check=True,
    )
    assert "easy - medium" in done.stdout
    assert "deal 1/1 done" in done.stderr


def test_ratio_interval() -> None:
    ratio, half = arena.ratio_interval([2.0, 4.0, 3.0], [4.0, 8.0, 6.0])
    assert ratio == pytest.approx(0.5) and half == pytest.approx(0.0)
    ratio, half = arena.ratio_interval([1.0, 3.0, 2.0, 2.0], [4.0, 4.0, 5.0, 3.0])
    assert ratio == pytest.approx(0.5) and 0 < half < 1
    assert math.isnan(arena.ratio_interval([1.0], [2.0])[0])
