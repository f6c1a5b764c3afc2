"""`research/puzzles.py`: the puzzle finder's decisions, its verdict between reference runs, and what it writes."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import puzzles
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
