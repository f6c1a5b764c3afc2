"""The pace benchmark's deal runs the table to its score sheet (its figures are in docs/BENCHMARKS.md, not here)."""

from __future__ import annotations

import asyncio

from hearts.web.table.choices import Timing


def test_a_deal_plays_to_its_score_sheet_and_counts_only_blocking_pauses() -> None:
    import bench_pace as bench

    timing = Timing(computer_delay=0.001, received_highlight=0.002, trick_linger=0.001, forced_pause=0)
    total, paused = asyncio.run(bench.one_deal(48213907, "easy", timing, True))
    assert 0 < paused <= total
    assert abs(paused - (39 + 13) * 0.001) < 1e-9  # 39 computer cards, 13 tricks ending by themselves
