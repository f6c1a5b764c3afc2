"""Lesson progress: a small serialisable value."""

from __future__ import annotations

import json

import pytest

from hearts.learn import LESSONS, Progress


def test_progress_records_solved_positions_and_round_trips() -> None:
    lesson = LESSONS[1]
    progress = Progress()
    assert progress.next_position(lesson) is lesson.positions[0]
    for position in lesson.positions:
        assert not progress.lesson_done(lesson)
        progress = progress.complete(position.id)
        assert progress.is_solved(position)
    assert progress.lesson_done(lesson) and progress.next_position(lesson) is None
    assert progress.solved_count(lesson) == len(lesson.positions) and progress.solved_count(LESSONS[0]) == 0
    text = progress.to_json()
    assert json.loads(text)["completed"] == sorted(p.id for p in lesson.positions)
    assert Progress.from_json(text) == progress
    assert progress.reset(lesson) == Progress() and progress.reset() == Progress()


@pytest.mark.parametrize(
    "text",
    [None, "", "{", "[]", '{"version":2,"completed":["pass-queen"]}', '{"version":1,"completed":"pass-queen"}'],
)
def test_unreadable_progress_starts_fresh(text: str | None) -> None:
    assert Progress.from_json(text) == Progress()


def test_unknown_ids_are_dropped_and_refused() -> None:
    loaded = Progress.from_json('{"version":1,"completed":["pass-queen","gone",3]}')
    assert loaded.completed == frozenset({"pass-queen"})
    with pytest.raises(KeyError):
        Progress().complete("gone")
