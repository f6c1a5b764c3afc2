"""The boot benchmark's interval for a ratio of medians (bench/bench_boot.py)."""

from __future__ import annotations

import statistics

import bench_boot


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


def paired_load(ready: float, pair: int, visit: int = 1) -> object:
    return bench_boot.Load(
        paint=0, runtime=0, interpreter=0, ready=ready, served_by_worker=False, visit=visit, pair=pair
    )


def test_paired_ratios_compare_the_loads_of_the_same_round_and_visit() -> None:
    table = [paired_load(3300, 1, 2), paired_load(3000, 1, 3), paired_load(4400, 2, 2), paired_load(5000, 3, 2)]
    bare = [paired_load(3000, 1, 2), paired_load(2500, 1, 3), paired_load(4000, 2, 2), paired_load(9999, 4, 2)]
    assert bench_boot.paired_ratios(table, bare) == [1.1, 1.2, 1.1]  # round 3 and round 4 have no pair


def test_a_load_left_out_moves_the_ratio_of_medians_but_not_the_paired_ratio() -> None:
    # The table is 5 % slower than the bare page in every round; the machine is slower from round 4 on,
    # and the table's load of round 4 crashed.
    speed = {pair: 1.0 if pair < 4 else 1.4 for pair in range(1, 8)}
    table = [paired_load(3150 * speed[pair], pair) for pair in range(1, 8) if pair != 4]
    bare = [paired_load(3000 * speed[pair], pair) for pair in range(1, 8)]
    of_medians = statistics.median(load.ready for load in table) / statistics.median(load.ready for load in bare)
    assert of_medians < 0.95
    assert bench_boot.paired_ratios(table, bare) == [1.05] * 6
    assert bench_boot.paired_text(table, bare) == "paired by round: 1.050 over 6 rounds (95 % interval 1.050 to 1.050)"
    assert bench_boot.paired_text(table, []) == "paired: no round has both"


def test_a_target_is_met_when_its_whole_interval_is_within_it() -> None:
    assert bench_boot.verdict(5.0, (4.5, 5.9), 6.0) == "met"
    assert bench_boot.verdict(5.0, (4.5, 6.3), 6.0) == "met by the median only"
    assert bench_boot.verdict(6.5, (5.9, 7.0), 6.0) == "not met"
    assert bench_boot.median_interval([5.0, 5.0, 5.0]) == (5.0, 5.0)
    low, high = bench_boot.median_interval([4800.0, 5100.0, 6500.0])
    assert 4800 <= low <= 5100 <= high <= 6500 and bench_boot.median_interval([4800.0, 5100.0, 6500.0]) == (low, high)


def first_visit_load(ready: float, wire: float, pair: int) -> object:
    return bench_boot.Load(paint=0, runtime=0, interpreter=0, ready=ready, served_by_worker=False, pair=pair, wire=wire)


def test_the_targets_of_the_first_visit_the_repeat_visit_and_the_cold_visit() -> None:
    slow = {
        "game": [first_visit_load(5200, 5.0e6, 1), first_visit_load(5400, 5.2e6, 2), first_visit_load(5300, 5.1e6, 3)],
        "bare": [],
    }
    cold = {"game": loads(2000, 2000, 2000), "bare": loads(5000, 5000, 5000)}
    repeat = [paired_load(1200, pair, visit=2) for pair in (1, 2)]
    bare = [paired_load(4000, pair, visit=2) for pair in (1, 2)] + [paired_load(1, 1, visit=3)]
    assert bench_boot.targets(cold, slow, repeat, bare) == [
        "target first visit at 10 Mbit/s, ready <= 6000 ms: 5300 ms (95 % interval 5200 to 5400), met",
        "target first visit at 10 Mbit/s, over the wire before ready <= 5.50 MB: 5.10 MB"
        " (95 % interval 5.00 to 5.20), met",
        "target repeat visit, table (service worker) / bare page (HTTP cache) <= 0.350: 0.300"
        " (95 % interval 0.300 to 0.300), met",
        "target cold visit, table / bare page <= 0.450: 0.400 (95 % interval 0.400 to 0.400), met",
    ]
    assert bench_boot.targets({"game": [], "bare": []}, {"game": [], "bare": []}, [], []) == []
