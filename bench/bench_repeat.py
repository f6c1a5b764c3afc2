"""Repeat visits of two builds of the site, alternating, paired round by round.

Where ``bench/bench_boot.py`` sets the table against the bare PyScript
page, this script sets one build of the table against another on the visit
a player makes most: a later one, answered by the service worker. Each round
gives each build a fresh profile (the order alternating from round to
round): a first visit, not counted, that stays until the worker holds every
file and ``--stay`` seconds more (the browser keeps compiled code a few
seconds after the start), then ``--visits`` visits, each until the table
can be tapped. The same visit of the same round of the two builds makes a
pair, and the script reports the mean of the pairs' differences (the second
build's time less the first's) with a 95 % bootstrap interval (fixed seed),
their median, and each build's median.

``--cpu-slowdown N`` slows every page's CPU N times (Chrome DevTools'
``Emulation.setCPUThrottlingRate``), about a phone's pace at 4 on these
machines. ``--trace`` records Chromium's trace of each counted visit and
adds how long the page's main thread, and all of the renderer's threads,
were busy while it was traced, from just before the navigation to just
after ready (the union of their trace events); tracing costs time of its
own, so compare traced runs with traced runs.

    ./scripts/build --out /tmp/before   # in the checkout of the build to compare with
    ./scripts/build
    .venv/bin/python bench/bench_repeat.py /tmp/before dist [--rounds 5] [--visits 3] [--cpu-slowdown 4] [--trace]

Needs Debian's chromium (./scripts/setup).
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from playwright.sync_api import BrowserContext, Playwright, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))  # the server and Chromium's flags
from bench_boot import BOOT_TIMEOUT, BOOTSTRAP_SEED, GAP, VIEWPORT, middle_95
from chromium_args import CHROMIUM_ARGS
from serve import start_server

TRACE_CATEGORIES = ["v8", "devtools.timeline", "disabled-by-default-devtools.timeline"]


@dataclass(frozen=True)
class Visit:
    """One counted visit: milliseconds from navigation until ready, and the busy times a trace gave."""

    build: str
    round: int
    visit: int
    ready: float
    main_busy: float = float("nan")
    renderer_busy: float = float("nan")


def busy_time(spans: Iterable[tuple[float, float]]) -> float:
    """The length of the union of ``(start, end)`` spans: time a thread was busy, nested events counted once."""
    total = 0.0
    reached = float("-inf")
    for start, end in sorted(spans):
        if end <= reached:
            continue
        total += end - max(start, reached)
        reached = end
    return total


def busy_times(events: list[dict[str, Any]]) -> tuple[float, float]:
    """Milliseconds the renderer's main thread, and all the renderer's threads together, spent in trace events."""
    mains = {
        (event["pid"], event["tid"])
        for event in events
        if event.get("ph") == "M"
        and event.get("name") == "thread_name"
        and event["args"].get("name") == "CrRendererMain"
    }
    renderers = {pid for pid, _ in mains}
    threads: dict[tuple[int, int], list[tuple[float, float]]] = {}
    for event in events:
        if event.get("ph") == "X" and "dur" in event and event.get("pid") in renderers:
            threads.setdefault((event["pid"], event["tid"]), []).append((event["ts"], event["ts"] + event["dur"]))
    main = sum(busy_time(spans) for thread, spans in threads.items() if thread in mains)
    every = sum(busy_time(spans) for spans in threads.values())
    return main / 1000, every / 1000


def paired_differences(visits: list[Visit], before: str, after: str, field: str = "ready") -> list[float]:
    """``after``'s value less ``before``'s for each round and visit that both builds measured."""
    earlier = {(v.round, v.visit): float(getattr(v, field)) for v in visits if v.build == before}
    return [
        float(getattr(v, field)) - earlier[v.round, v.visit]
        for v in visits
        if v.build == after and (v.round, v.visit) in earlier
    ]


def mean_interval(values: list[float], rounds: int = 4000) -> tuple[float, float]:
    """A 95 % bootstrap interval of the mean (fixed seed: the same values give the same interval)."""
    rng = random.Random(BOOTSTRAP_SEED)
    return middle_95([statistics.fmean(rng.choices(values, k=len(values))) for _ in range(rounds)])


def trace_visit(context: BrowserContext, url: str, slowdown: float, trace: bool) -> tuple[float, list[dict[str, Any]]]:
    """Open ``url`` in a new tab of ``context`` until ready; its ready time and, with ``trace``, its trace."""
    page = context.new_page()
    session = context.new_cdp_session(page)
    if slowdown != 1:
        session.send("Emulation.setCPUThrottlingRate", {"rate": slowdown})
    events: list[dict[str, Any]] = []
    done: list[bool] = []
    if trace:
        session.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
        session.on("Tracing.tracingComplete", lambda _: done.append(True))
        session.send(
            "Tracing.start", {"traceConfig": {"includedCategories": TRACE_CATEGORIES}, "transferMode": "ReportEvents"}
        )
    try:
        page.goto(url)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT)
        ready = float(page.evaluate("document.body.dataset.ready"))
        if page.evaluate("navigator.serviceWorker?.controller == null"):
            raise RuntimeError(f"a later visit of {url} was not answered by its service worker")
    finally:
        if trace:
            session.send("Tracing.end")
            while not done:
                page.wait_for_timeout(50)
        page.close()
    return ready, events


def one_round(playwright: Playwright, name: str, folder: Path, number: int, args: argparse.Namespace) -> list[Visit]:
    """A fresh profile's first visit (not counted) and ``args.visits`` more of the build in ``folder``."""
    server, url = start_server(folder, compress=True)
    try:
        with tempfile.TemporaryDirectory() as profile:
            context = playwright.chromium.launch_persistent_context(
                profile,
                executable_path=shutil.which("chromium"),
                args=CHROMIUM_ARGS,
                viewport=VIEWPORT,
                service_workers="allow",
            )
            try:
                first = context.pages[0] if context.pages else context.new_page()
                first.goto(url)
                first.wait_for_selector("html[data-offline=ready]", state="attached", timeout=BOOT_TIMEOUT)
                first.wait_for_timeout(args.stay * 1000)
                first.close()
                time.sleep(GAP)
                visits = []
                for visit in range(2, args.visits + 2):
                    ready, events = trace_visit(context, url, args.cpu_slowdown, args.trace)
                    main, every = busy_times(events) if args.trace else (float("nan"), float("nan"))
                    visits.append(Visit(name, number, visit, ready, main, every))
                    print(
                        f"  round {number} {name} visit {visit}: ready at {ready:.0f} ms"
                        + (f", main thread busy {main:.0f} ms, renderer {every:.0f} ms" if args.trace else ""),
                        flush=True,
                    )
                    time.sleep(GAP)
                return visits
            finally:
                context.close()
    finally:
        server.shutdown()


def report(visits: list[Visit], before: str, after: str, fields: list[str]) -> None:
    for field in fields:
        label = {"ready": "ready", "main_busy": "main thread busy", "renderer_busy": "renderer busy"}[field]
        medians = [statistics.median(float(getattr(v, field)) for v in visits if v.build == b) for b in (before, after)]
        differences = paired_differences(visits, before, after, field)
        low, high = mean_interval(differences)
        print(
            f"{label}: {before} median {medians[0]:.0f} ms, {after} median {medians[1]:.0f} ms; "
            f"{after} less {before} over {len(differences)} pairs: mean {statistics.fmean(differences):+.0f} ms "
            f"(95 % interval {low:+.0f} to {high:+.0f}), median {statistics.median(differences):+.0f} ms"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("before", type=Path, help="the build to compare with (a folder made by ./scripts/build)")
    parser.add_argument("after", type=Path, help="the build measured against it")
    parser.add_argument("--rounds", type=int, default=5, help="rounds, each with a fresh profile per build (default 5)")
    parser.add_argument("--visits", type=int, default=3, help="visits counted per round, after the first (default 3)")
    parser.add_argument("--stay", type=float, default=12, help="seconds the first visit stays once cached (default 12)")
    parser.add_argument(
        "--cpu-slowdown", type=float, default=1, help="slow each page's CPU this many times (default 1)"
    )
    parser.add_argument("--trace", action="store_true", help="trace each counted visit and report busy times")
    args = parser.parse_args(argv)
    for folder in (args.before, args.after):
        if not (folder / "index.html").is_file() or not (folder / "sw.js").is_file():
            parser.error(f"{folder} is not a built site (no index.html and sw.js): make it with ./scripts/build --out")
    if args.rounds < 1 or args.visits < 1 or args.cpu_slowdown < 1:
        parser.error("--rounds and --visits are at least 1, --cpu-slowdown at least 1")
    before, after = "before", "after"
    builds = [(before, args.before), (after, args.after)]
    visits: list[Visit] = []
    with sync_playwright() as playwright:
        for number in range(args.rounds):
            for name, folder in builds if number % 2 == 0 else builds[::-1]:
                visits.extend(one_round(playwright, name, folder, number, args))
    print(
        f"{args.before} (before) against {args.after} (after), {args.rounds} rounds of {args.visits} visits, "
        f"CPU slowed {args.cpu_slowdown:g} times"
    )
    report(visits, before, after, ["ready", "main_busy", "renderer_busy"] if args.trace else ["ready"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
