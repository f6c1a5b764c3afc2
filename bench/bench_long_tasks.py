"""The page's longest main-thread tasks while it finds a deal's par and reviews it, in Chromium (results in
docs/BENCHMARKS.md).

    ./scripts/build && .venv/bin/python bench/bench_long_tasks.py --runs 5

Each run opens a fresh tab at the game the browser tests play (``--game``, at the default level, no animation),
plays its first deal as ``bench/bench_pace.py``'s person does, and on the score sheet records every main-thread task
over 50 ms (a ``longtask`` observer): first while par is found (it starts by itself), then, once par is shown, while
the review asked for with "Review this deal" runs. Both work in slices and yield between them, so a task over 200 ms
is one a player feels. Printed for each of the two: the longest task of each run, their median with a 95 %
bootstrap interval, and the counts of tasks over 50 ms and over 200 ms, with the machine's load average before and
after (a busy machine stretches every task).
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_boot import load_average, median_interval
from bench_par_page import at_the_sheet, long_tasks, now, served_chromium

if TYPE_CHECKING:
    from playwright.sync_api import Browser

GAME = 424242
"""The game whose first deal ``tests/browser/test_par.py`` and ``test_review.py`` play to the score sheet."""
FELT_MS = 200.0
"""A main-thread task longer than this is one a player feels (a tap waits for it)."""


@dataclass(frozen=True)
class Tasks:
    """The main-thread tasks over 50 ms of one piece of work, in milliseconds."""

    durations: tuple[float, ...]

    @property
    def longest(self) -> float:
        return max(self.durations, default=0.0)

    @property
    def felt(self) -> int:
        return sum(d > FELT_MS for d in self.durations)


def one_run(browser: Browser, site: str, game: int) -> dict[str, Tasks]:
    """Par, then the review, of game ``game``'s first deal in a fresh tab: the long tasks of each."""
    context, page = at_the_sheet(browser, f"{site}?game={game}", {"animation": "off"})
    try:
        began = now(page)
        page.locator("#sheet .par-card.done").wait_for(timeout=300_000)
        par_ended = now(page)
        page.locator("[data-action='review']:visible").click()
        review_began = now(page)
        page.locator("#sheet .review-card.done").wait_for(timeout=300_000)
        ended = now(page)
        return {
            "par": Tasks(tuple(long_tasks(page, began, par_ended))),
            "review": Tasks(tuple(long_tasks(page, review_began, ended))),
        }
    finally:
        context.close()


def summary(name: str, runs: list[Tasks]) -> str:
    """One line: the longest task of each run, their median with its interval, and the counts over 50 and 200 ms."""
    longest = [run.longest for run in runs]
    low, high = median_interval(longest)
    counts = [len(run.durations) for run in runs]
    return (
        f"{name}: longest task median {statistics.median(longest):.0f} ms (95 % interval {low:.0f} to {high:.0f}),"
        f" each run {[round(t) for t in longest]} ms; tasks over 50 ms a run: median {statistics.median(counts):g}"
        f" ({min(counts)} to {max(counts)}); over {FELT_MS:.0f} ms: {sum(run.felt for run in runs)}"
        f" in {len(runs)} runs"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", type=int, default=GAME)
    args = parser.parse_args(argv)
    print(f"start: {load_average()} on {os.cpu_count()} cores", flush=True)
    found: list[dict[str, Tasks]] = []
    with served_chromium("bench_long_tasks") as (browser, site):
        for run in range(args.runs):
            found.append(one_run(browser, site, args.game))
            print(f"run {run + 1}: {load_average()}", flush=True)
    for name in ("par", "review"):
        print(summary(f"Chromium, game {args.game}, {name}", [run[name] for run in found]))
    print(f"end: {load_average()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
