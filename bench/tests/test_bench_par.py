"""`bench_par.py`: par deals timed slice by slice, the same deals on every interpreter."""

from __future__ import annotations

import bench_par
import par_timing
from review_timing import played_record

from hearts.arena import game_number_for
from hearts.par import par_deal


def test_a_timed_par_deal_is_the_par_deal() -> None:
    (timed,) = par_timing.measure(1, 3, ["easy"])
    par = par_deal(played_record(game_number_for(3, 0), 0), 0, "easy")
    assert (timed["deal"], timed["level"], timed["par"]) == (0, "easy", par.par)
    assert timed["slices"] > 52 and 0 < timed["longest"] <= timed["seconds"]
    assert par_timing.measure(1, 3, ["easy"])[0]["digest"] == timed["digest"]


def test_the_summary_reads_plainly() -> None:
    line = bench_par.summary("x", [1.0, 2.0, 3.0])
    assert line.startswith("x: 3 deals, mean 2.00 s (95% interval ") and line.endswith("median 2.00 s, max 3.00 s")
