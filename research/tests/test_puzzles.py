"""`research/puzzles.py`: the puzzle finder's decisions, its verdict between reference runs, and what it writes."""

from __future__ import annotations

import argparse
import gzip
import json
from pathlib import Path

import puzzles
import pytest
from puzzle_fit import ANCHORS, fit
from tactics import Rating

from hearts.arena import game_number_for
from hearts.puzzles import Position, Puzzle, judge
from hearts.puzzles.clarity import REFERENCE_SEEDS


def rating(behind: list[float], errors: list[float] | None = None) -> Rating:
    names = ["2C", "9C", "KC"][: len(behind)]
    return Rating(names, behind, errors or [0.1] * len(behind), "sampled 1000")


def test_the_verdict_needs_every_run_to_agree_on_a_clear_answer() -> None:
    assert puzzles.verdict([rating([0.0, 2.5, 9.0]), rating([0.0, 2.2, 8.0])]) == ("2C",)
    assert puzzles.verdict([rating([0.0, 2.5, 9.0]), rating([2.5, 0.0, 8.0])]) is None  # the answer changed
    assert puzzles.verdict([rating([0.0, 1.9, 9.0])]) is None  # a choice within 2 points
    assert puzzles.verdict([rating([0.0, 2.5, 9.0], [0.0, 0.9, 0.1])]) is None  # not three standard errors
    assert puzzles.verdict([rating([0.0, 0.1, 9.0])]) == ("2C", "9C")  # equally good answers


def test_every_decision_of_a_deal_replays_and_has_a_choice() -> None:
    final = puzzles.play_one(game_number_for(70, 3), 3, 3)  # a hold hand: plays only
    found = list(puzzles.decisions(final))
    assert found and all(position.kind == "play" for position in found)
    for position in found:
        assert len(position.view().legal_plays) > 1
        assert final.cards_played[: len(position.plays.split())] == position.round().cards_played


def test_a_kept_position_is_written_as_a_puzzle_the_engine_reads(tmp_path: Path) -> None:
    game = game_number_for(70, 3)
    final = puzzles.play_one(game, 3, 3)
    position = [p for p in puzzles.decisions(final) if len(p.view().hand) <= 2][-1]
    view = position.view()
    runs = [puzzles.rate(view, 1, seed) for seed in REFERENCE_SEEDS]
    best = min(zip(runs[0].behind, runs[0].names, strict=True))[1]
    data = puzzles.puzzle_data("x", game, 3, position, view, runs, (best,))
    puzzle = Puzzle.from_data(json.loads(json.dumps(data)))
    assert Position.from_data(data["position"]) == position
    assert judge(puzzle, best).right
    out = tmp_path / "found.jsonl"
    out.write_text(json.dumps(data) + "\n", encoding="utf-8")
    puzzles.check(argparse.Namespace(out=out))


def test_rating_is_resumable_and_the_shipped_set_carries_the_fitted_ratings(tmp_path: Path) -> None:
    shipped = gzip.decompress(puzzles.SHIPPED.read_bytes()).decode("utf-8").splitlines()
    out, ratings, to = tmp_path / "found.jsonl", tmp_path / "ratings.json", tmp_path / "set.jsonl.gz"
    out.write_text("\n".join(shipped[:2]) + "\n", encoding="utf-8")
    puzzles.rate_set(argparse.Namespace(out=out, ratings=ratings, seeds=2, cpu=0))
    first = json.loads(ratings.read_text(encoding="utf-8"))
    assert set(first["counts"]) == {json.loads(line)["id"] for line in shipped[:2]}
    assert all(pair[1] == 2 and 0 <= pair[0] <= 2 for counts in first["counts"].values() for pair in counts.values())
    assert first["decisions"] == dict.fromkeys(ANCHORS, 4)
    puzzles.rate_set(argparse.Namespace(out=out, ratings=ratings, seeds=2, cpu=0))  # nothing left to rate
    assert json.loads(ratings.read_text(encoding="utf-8")) == first
    out.write_text("\n".join(shipped[:3]) + "\n", encoding="utf-8")  # one more found: only it is rated
    puzzles.rate_set(argparse.Namespace(out=out, ratings=ratings, seeds=2, cpu=0))
    assert json.loads(ratings.read_text(encoding="utf-8"))["decisions"] == dict.fromkeys(ANCHORS, 6)
    puzzles.ship(argparse.Namespace(out=out, ratings=ratings, to=to, count=0, every=1))
    rows = [json.loads(line) for line in gzip.decompress(to.read_bytes()).decode("utf-8").splitlines()]
    counts = json.loads(ratings.read_text(encoding="utf-8"))["counts"]
    assert [row["id"] for row in rows] == [json.loads(line)["id"] for line in shipped[:3]]
    for row in rows:
        assert row["rating"] == round(fit({level: (n, t) for level, (n, t) in counts[row["id"]].items()}))
        assert Puzzle.from_data(row).rating == row["rating"]


def test_the_rank_correlation_sees_a_falling_share_and_ties() -> None:
    assert puzzles.spearman([1, 2, 3, 4], [0.9, 0.5, 0.5, 0.1]) == pytest.approx(-0.9486832980505138)
    assert puzzles.spearman([1, 2, 3], [1, 1, 1]) == 0.0
    assert (
        puzzles.band_of(436) == "<1000" and puzzles.band_of(1000) == "1000-1399" and puzzles.band_of(2300) == ">=2200"
    )
