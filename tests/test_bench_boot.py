"""The boot benchmark's interval for a ratio of medians (scripts/bench_boot.py)."""

from __future__ import annotations

import statistics

from tests.scripts import load_script

bench_boot = load_script("bench_boot")


def loads(*readies: float) -> list[object]:
    return [
        bench_boot.Load(paint=0, runtime=0, interpreter=0, ready=ready, served_by_worker=False) for ready in readies
    ]


def test_the_interval_holds_the_ratio_of_the_medians_and_is_the_same_each_time() -> None:
    table = loads(5000, 5100, 5300, 4800, 6000, 5200, 4900)
    bare = loads(4500, 4700, 4900, 5200, 4400, 4600, 4800)
    low, high = bench_boot.ratio_interval(table, bare)
    ratio = statistics.median([5000, 5100, 5300, 4800, 6000, 5200, 4900]) / 4700
    assert low < ratio < high
    assert high - low > 0.05  # loads this scattered cannot pin the ratio down
    assert bench_boot.ratio_interval(table, bare) == (low, high)


def test_the_interval_narrows_as_the_loads_agree() -> None:
    assert bench_boot.ratio_interval(loads(5000, 5000, 5000), loads(4000, 4000, 4000)) == (1.25, 1.25)
    assert bench_boot.interval_text(loads(5000, 5000), loads(4000, 4000), "ready") == "(95 % interval 1.250 to 1.250)"


def test_the_interval_reads_the_field_asked_for() -> None:
    quick = [bench_boot.Load(paint=0, runtime=0, interpreter=0, ready=1, served_by_worker=False, cpu=2.0)] * 3
    slow = [bench_boot.Load(paint=0, runtime=0, interpreter=0, ready=1, served_by_worker=False, cpu=1.0)] * 3
    assert bench_boot.ratio_interval(quick, slow, "cpu") == (2.0, 2.0)
    assert bench_boot.ratio_interval(quick, slow, "ready") == (1.0, 1.0)
