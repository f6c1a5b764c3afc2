"""The long-task benchmark's figures (bench/bench_long_tasks.py): the longest task, the felt ones, the summary."""

from __future__ import annotations

import bench_long_tasks
from bench_long_tasks import Tasks


def test_a_run_without_long_tasks_has_none_longest_and_none_felt() -> None:
    assert (Tasks(()).longest, Tasks(()).felt) == (0.0, 0)


def test_only_tasks_over_200_ms_are_felt() -> None:
    tasks = Tasks((55.0, 200.0, 201.0, 90.0, 233.0))
    assert (tasks.longest, tasks.felt) == (233.0, 2)


def test_the_summary_gives_the_median_its_interval_and_the_counts() -> None:
    runs = [Tasks((60.0, 120.0)), Tasks((233.0,)), Tasks(()), Tasks((80.0, 90.0, 140.0))]
    line = bench_long_tasks.summary("review", runs)
    assert line.startswith("review: longest task median 130 ms (95 % interval ")
    assert "each run [120, 233, 0, 140] ms" in line
    assert "tasks over 50 ms a run: median 1.5 (0 to 3); over 200 ms: 1 in 4 runs" in line
    low, high = (int(n) for n in line.split("interval ")[1].split(")")[0].split(" to "))
    assert 0 <= low <= 130 <= high <= 233
    assert bench_long_tasks.summary("review", runs) == line
