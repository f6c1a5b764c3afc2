"""The repeat-visit comparison of two builds (bench/bench_repeat.py): its pairing, intervals and busy times."""

from __future__ import annotations

from pathlib import Path

import bench_repeat
import pytest


def test_busy_time_counts_nested_and_overlapping_events_once() -> None:
    assert bench_repeat.busy_time([(0, 10), (2, 5), (8, 15), (20, 25)]) == 20
    assert bench_repeat.busy_time([]) == 0


def thread_name(pid: int, tid: int, name: str) -> dict[str, object]:
    return {"ph": "M", "name": "thread_name", "pid": pid, "tid": tid, "args": {"name": name}}


def event(pid: int, tid: int, start: int, duration: int) -> dict[str, object]:
    return {"ph": "X", "name": "RunTask", "pid": pid, "tid": tid, "ts": start, "dur": duration}


def test_busy_times_are_the_renderers_main_thread_and_all_its_threads_in_milliseconds() -> None:
    events = [
        thread_name(7, 1, "CrRendererMain"),
        thread_name(7, 2, "ThreadPoolForegroundWorker"),
        thread_name(3, 1, "CrBrowserMain"),
        event(7, 1, 0, 4000),
        event(7, 1, 1000, 1000),  # nested in the one before
        event(7, 2, 0, 3000),
        event(3, 1, 0, 9000),  # the browser process: not the page's
    ]
    assert bench_repeat.busy_times(events) == (4.0, 7.0)


def visit(build: str, round_: int, number: int, ready: float) -> object:
    return bench_repeat.Visit(build, round_, number, ready)


def test_differences_pair_the_same_visit_of_the_same_round() -> None:
    visits = [
        visit("before", 0, 2, 800),
        visit("after", 0, 2, 700),
        visit("before", 0, 3, 900),
        visit("after", 0, 3, 950),
        visit("after", 1, 2, 500),  # no partner: left out
    ]
    assert sorted(bench_repeat.paired_differences(visits, "before", "after")) == [-100, 50]


def test_the_interval_holds_the_mean_and_repeats() -> None:
    differences = [-120.0, -80.0, -30.0, 10.0, -60.0, -90.0]
    low, high = bench_repeat.mean_interval(differences)
    assert low < sum(differences) / len(differences) < high
    assert bench_repeat.mean_interval(differences) == (low, high)
    assert bench_repeat.mean_interval([5.0, 5.0]) == (5.0, 5.0)


def test_a_folder_that_is_not_a_build_is_refused_with_the_reason(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        bench_repeat.main([str(tmp_path), str(tmp_path)])
    assert stopped.value.code == 2
    assert "is not a built site" in capsys.readouterr().err
