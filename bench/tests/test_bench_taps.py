"""The tap benchmark's stored History and reviews read back whole, and its figures are the taps' own."""

from __future__ import annotations

from hearts.web.storage.history import HISTORY_SLOT
from hearts.web.storage.reviews import REVIEWS_SLOT
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage


def test_the_long_history_and_its_reviews_load_as_the_page_loads_them() -> None:
    import bench_taps as bench

    storage = Storage(MemoryStore(bench.stored_values()))
    history = storage.load(HISTORY_SLOT)
    reviews = storage.load(REVIEWS_SLOT)
    assert history.problem is None and reviews.problem is None
    assert len(history.value.entries) == bench.HISTORY_GAMES
    assert len({game.id for game in history.value.entries}) == bench.HISTORY_GAMES
    assert all(game.finished for game in history.value.entries)
    assert len(reviews.value.entries) == bench.KEPT_REVIEWS
    assert all(entry.review is not None for entry in reviews.value.entries)


def test_quantiles_and_their_intervals_come_from_the_taps() -> None:
    import bench_taps as bench

    values = [float(n) for n in range(1, 101)]
    assert bench.quantile(values, 0.5) == 51
    assert bench.quantile(values, 0.9) == 91
    low, high = bench.interval(values, 0.5)
    assert low <= 51 <= high and high - low < 30
    line = bench.summary("duration", values)
    assert "median 51 ms" in line and "p90 91 ms" in line and "max 100 ms" in line and "100 taps" in line


def test_the_trace_is_summed_by_kind_on_the_main_thread_only() -> None:
    import bench_taps as bench

    main, other = 1, 2
    events = [
        {"name": "thread_name", "tid": main, "args": {"name": "CrRendererMain"}},
        {
            "name": "EventDispatch",
            "tid": main,
            "ph": "X",
            "ts": 1000,
            "dur": 40_000,
            "args": {"data": {"type": "click"}},
        },
        {"name": "Layout", "tid": main, "ph": "X", "ts": 50_000, "dur": 5_000, "args": {}},
        {"name": "Layout", "tid": other, "ph": "X", "ts": 50_000, "dur": 9_000, "args": {}},
        {"name": "Paint", "tid": main, "ph": "X", "ts": 60_000, "dur": 2_000, "args": {}},
        {"name": "Paint", "tid": main, "ph": "X", "ts": 900_000, "dur": 2_000, "args": {}},  # long after the tap
    ]
    kinds = bench.traced_kinds(events, 0.0)
    assert kinds["layout"] == 5.0
    assert kinds["paint and commit"] == 2.0
    assert kinds["script (Python and JavaScript)"] == 40.0
    assert kinds["of it the click's own handler"] == 40.0
