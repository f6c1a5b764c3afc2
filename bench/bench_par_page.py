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
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))

from bench_boot import DIST
from bench_pace import GAME, PERSON

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext, Page

LONG_TASKS = """
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.longTasks.push([entry.startTime, entry.duration]);
}).observe({ type: "longtask", buffered: true });
"""


@contextmanager
def served_chromium(name: str, site: Path = DIST) -> Iterator[tuple[Browser, str]]:
    """Debian's chromium and ``site`` (dist/) served on 127.0.0.1: the browser and the site's address (``name`` for
    the error)."""
    from chromium_args import CHROMIUM_ARGS
    from playwright.sync_api import sync_playwright
    from serve import start_server

    chromium = shutil.which("chromium")
    if chromium is None or not (site / "index.html").is_file():
        raise SystemExit(f"{name}: needs Debian's chromium (./scripts/setup) and dist/ (./scripts/build)")
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        (Path(folder) / "site").symlink_to(site, target_is_directory=True)
        server, base = start_server(Path(folder))
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            yield browser, f"{base}site/"
        finally:
            browser.close()
            server.shutdown()


def at_the_sheet(browser: Browser, url: str, settings: dict[str, object]) -> tuple[BrowserContext, Page]:
    """A fresh context with ``settings`` stored and main-thread tasks over 50 ms recorded, showing ``url``, played by
    the person of ``bench/bench_pace.py`` (each trick ending by itself) until the deal's score sheet shows."""
    stored = json.dumps({"version": 1, "data": {**settings, "pause_after_trick": False}})
    context = browser.new_context()
    context.add_init_script(f"localStorage.setItem('hearts.settings', {json.dumps(stored)});")
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    page.evaluate(PERSON, True)
    page.wait_for_function("window.benchDone !== null", timeout=600_000, polling=50)
    return context, page


def long_tasks(page: Page, began: float, ended: float) -> list[float]:
    """The milliseconds of each main-thread task over 50 ms that started between ``began`` and ``ended``
    (``performance.now()`` of the page)."""
    return [float(d) for start, d in page.evaluate("window.longTasks") if began <= start <= ended]


def now(page: Page) -> float:
    return float(page.evaluate("performance.now()"))


def par_seconds(deals: int, level: str) -> list[tuple[float, float]]:
    """For each deal: seconds from its score sheet to its par, and the longest task meanwhile (ms)."""
    settings = {"animation": "off", "pace": "quick", "difficulty": level}
    found = []
    with served_chromium("bench_par_page") as (browser, site):
        for i in range(deals):
            context, page = at_the_sheet(browser, f"{site}?deal={GAME + i}", settings)
            began = now(page)
            page.locator("#sheet .par-card.done").wait_for(timeout=300_000)
            ended = now(page)
            found.append(((ended - began) / 1000, max(long_tasks(page, began, ended), default=0.0)))
            context.close()
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
