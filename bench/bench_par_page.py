"""How long the page takes to find a deal's par, in Chromium (results in docs/BENCHMARKS.md).

    ./scripts/build && .venv/bin/python bench/bench_par_page.py --deals 3 --level expert

Plays ``--deals`` deals in Chromium against computer players of ``--level``
(the person's cards chosen as ``bench/bench_pace.py`` chooses them, each trick
ending by itself, no animation) and, once each deal's score sheet shows, times
the page until the deal's par is shown (``#sheet .par-card.done``), with the
longest main-thread task meanwhile. Against three Expert players par is
slowest: the Expert in South's seat and the three others all search.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from bench_boot import DIST
from bench_pace import GAME, PERSON

LONG_TASKS = """
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
"""


def par_seconds(deals: int, level: str) -> list[tuple[float, float]]:
    """For each deal: seconds from its score sheet to its par, and the longest task meanwhile (ms)."""
    from chromium_args import CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright
    from serve import start_server

    chromium = shutil.which("chromium")
    if chromium is None or not (DIST / "index.html").is_file():
        raise SystemExit("bench_par_page: needs Debian's chromium (./scripts/setup) and dist/ (./scripts/build)")
    settings = {"animation": "off", "pace": "quick", "pause_after_trick": False, "difficulty": level}
    stored = json.dumps({"version": 1, "data": settings})
    found = []
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        (Path(folder) / "site").symlink_to(DIST, target_is_directory=True)
        server, base = start_server(Path(folder))
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            for i in range(deals):
                context = browser.new_context()
                context.add_init_script(f"localStorage.setItem('hearts.settings', {json.dumps(stored)});")
                context.add_init_script(LONG_TASKS)
                page = context.new_page()
                page.goto(f"{base}site/?deal={GAME + i}")
                page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
                page.evaluate(PERSON, True)
                page.wait_for_function("window.benchDone !== null", timeout=600_000, polling=50)
                began = float(page.evaluate("performance.now()"))
                page.locator("#sheet .par-card.done").wait_for(timeout=300_000)
                ended = float(page.evaluate("performance.now()"))
                tasks = [d for start, d in page.evaluate("window.longTasks") if began <= start <= ended]
                found.append(((ended - began) / 1000, max(tasks, default=0.0)))
                context.close()
        finally:
            browser.close()
            server.shutdown()
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--level", default="expert")
    args = parser.parse_args()
    load = os.getloadavg()
    found = par_seconds(args.deals, args.level)
    seconds = [s for s, __ in found]
    print(
        f"Chromium: par of {args.deals} deals against {args.level} players: median {statistics.median(seconds):.2f} s,"
        f" max {max(seconds):.2f} s, each {[round(s, 2) for s in seconds]};"
        f" longest task while par ran {max(t for __, t in found):.0f} ms; load average at the start {load[0]:.1f}"
    )


if __name__ == "__main__":
    main()
