"""How long the table takes to boot, against a bare PyScript page on the same vendored runtime.

The bare page runs Pyodide as npm ships it (its standard library as sources;
dist/ holds a precompiled one and the table's snapshot instead). Every file
is served as a static host serves a built site: the build's precompressed
siblings (brotli for a browser that takes it, scripts/precompress.py), and
where a file has none (the bare page's runtime, an older build) JavaScript,
JSON, CSS, HTML and WebAssembly gzip-compressed on the way, zips and the
snapshot as they are (scripts/serve.py's ``HostLikeHandler``), so that a
download is the size a visitor's is.

For each cold load (a fresh browser context, so nothing is cached) it takes
the time from navigation until the page marks itself ready: for the table,
when your cards are drawn and can be tapped; for the bare page, when its
Python has run ``print("ready")``. Both pages write ``performance.now()``
(milliseconds since navigation started) into ``data-ready`` on ``<body>``.
Loads alternate between the two pages, and the medians and their ratio are
printed, with the table's first paint (its loading screen) for reference.

On a busy machine the interpreter's start (compiling the WebAssembly) varies
by seconds from load to load and swamps the difference; so the script also
reports, for each page, the time from PyScript's "Loaded interpreter"
progress event to ready: the part of the boot the page's own files and
Python add.

Warm loads (on unless ``--no-warm``) are the second and later visits with a
profile on disk, as a person's browser has: the table and the bare page with
the browser's HTTP cache only (service workers blocked), and the table
answered by its service worker (after the first visit has cached every
file; the runtime's WebAssembly still comes from the HTTP cache, as the page
asks, see sw.js). Each round of warm loads starts from a fresh profile whose first
visit is not counted and stays open ``--stay`` seconds once ready, as a
player's first visit would: the browser writes the runtime's compiled code
to its caches a few seconds after the start, and a page closed the moment it
is ready may leave without it. ``--visits`` more visits are measured.

First visits at an emulated 10 Mbit/s (``--slow`` of each page, each in a
browser started for it, Chrome DevTools' ``Network.emulateNetworkConditions``,
40 ms latency) compare the table with the bare page and, given ``--base
DIR``, with another build (today's, say: ``./scripts/build --out DIR`` from
its checkout), which is served beside it. Each also reports the bytes that
came over the wire before the page was ready, and in all once its downloads
were over, the service worker's included (bench/first_visit.py says how they
are counted).

Last come the targets (issue 60), each with the 95 % interval of its
estimate: a first visit at 10 Mbit/s ready in at most 6 s (median) with at
most 5.5 MB over the wire before; a repeat visit (the table answered by its
service worker) at most 0.35 of the bare page's (HTTP cache), a cold visit on
127.0.0.1 at most 0.45 of the bare page's, both in the same run. A target is
"met" when its whole interval is within it.

Every load starts ``--gap`` seconds after the page before it closed. A person
never opens the game again the moment they closed it, and a load started at
once shares the 2 cores with the end of the page before: the table still
works after its ready mark (it draws its cards in and loads its computer
players), the bare page has nothing left to do. The gap changed the table's
third visit most (docs/lab/NOTEBOOK.md).

Each ratio of the table to the bare page is given twice: as the ratio of the
two medians, and paired by round, the median of each round's own ratio (the
two pages' loads of one round, or one visit of it, are a minute apart at
most). The machine has quicker and slower spells lasting minutes; pairing
takes them out, and a load left out does not shift the other page's median.

A load whose page crashes is reported and left out, and the run goes on; so
is a warm round with one. Chromium writes a minidump of each crash to
``~/.config/chromium/Crash Reports/pending`` (docs/lab/NOTEBOOK.md, 2026-11-30:
the table's crash was found in them).

Every load also reports where its time went: the first paint, the runtime
fetched (``pyodide.asm.wasm`` received), the interpreter started (PyScript's
"Loaded interpreter"), and ready; and the CPU time the whole browser (all
its processes) spent on the load, which the other jobs of a busy machine
disturb far less than the elapsed time. The load average is printed with
each load.

    .venv/bin/python bench/bench_boot.py [--loads 5] [--visits 2] [--stay 5] [--gap 2] [--no-warm]
        [--slow 3] [--base DIR]

``--loads 0 --slow 3`` measures the first visits alone.

Needs dist/ (./scripts/build) and Debian's chromium (./scripts/setup).
"""

from __future__ import annotations

import argparse
import datetime as dt
import math
import os
import random
import secrets
import shutil
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Literal

from playwright.sync_api import Browser, Page, Playwright, ViewportSize, sync_playwright
from playwright.sync_api import Error as PlaywrightError

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))  # the server and Chromium's flags
from chromium_args import CHROMIUM_ARGS
from first_visit import MB, SLOW_NETWORK, PageWire, WorkerWire, count, ready_moment, wait_until_quiet
from serve import start_server

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
PYODIDE = ROOT / "node_modules" / "pyodide"

BARE_HTML = """<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>ready</title>
  <link rel="icon" href="../game/assets/icon.svg">
  <script type="module" src="../game/pyscript/core.js"></script>
</head>
<body>
  <script type="py" src="./main.py" config="./pyscript.toml"></script>
</body>
</html>
"""
BARE_CONFIG = 'interpreter = "../runtime/pyodide.mjs"\n'
BARE_MAIN = """import js

js.document.body.setAttribute("data-ready", f"{js.performance.now():.0f}")
print("ready")
"""


def make_site(root: Path, base: Path | None = None) -> None:
    """``root/game`` is dist/; ``root/bare`` is a page that only prints "ready", on Pyodide as npm ships it
    (``root/runtime``, its standard library as sources); ``root/base``, another build to compare with."""
    (root / "game").symlink_to(DIST, target_is_directory=True)
    (root / "runtime").symlink_to(PYODIDE, target_is_directory=True)
    if base is not None:
        (root / "base").symlink_to(base.resolve(), target_is_directory=True)
    bare = root / "bare"
    bare.mkdir()
    (bare / "index.html").write_text(BARE_HTML, encoding="utf-8")
    (bare / "pyscript.toml").write_text(BARE_CONFIG, encoding="utf-8")
    (bare / "main.py").write_text(BARE_MAIN, encoding="utf-8")


INTERPRETER_WATCH = """
addEventListener("py:progress", (event) => {
  if (String(event.detail).startsWith("Loaded interpreter")) window.__interpreterLoaded = performance.now();
});
"""
VIEWPORT: ViewportSize = {"width": 1280, "height": 800}
BOOT_TIMEOUT = 120_000
GAP = 2.0
"""Seconds between closing a page and the next load (see the module docstring)."""
Cache = Literal["http", "worker"]


@dataclass(frozen=True)
class Load:
    """Milliseconds since navigation started at each milestone of one load."""

    paint: float
    """First contentful paint (the table's loading screen)."""
    runtime: float
    """pyodide.asm.wasm received."""
    interpreter: float
    """PyScript's "Loaded interpreter"."""
    ready: float
    """The page set data-ready: for the table, your cards can be tapped."""
    served_by_worker: bool
    """The page was answered by its service worker."""
    cpu: float = float("nan")
    """Seconds of CPU all the browser's processes spent from navigation until ready."""
    visit: int = 1
    """1 for a first visit, 2 for the second visit with the same profile, and so on."""
    pair: int = 0
    """The round of the run it was measured in: the loads of one round (and visit) are a minute apart at most."""
    wire: float = float("nan")
    """Bytes over the wire before ready (first visits at 10 Mbit/s only)."""
    wire_in_all: float = float("nan")
    """Bytes over the wire once the visit's downloads were over, the service worker's included."""
    wire_worker: float = float("nan")
    """Of ``wire_in_all``, the service worker's."""

    @property
    def after_interpreter(self) -> float:
        return self.ready - self.interpreter


def load_average() -> str:
    return "load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())


class BrowserProcesses:
    """The processes of one browser, found by a mark on its command line; their CPU time from /proc."""

    def __init__(self) -> None:
        self.mark = f"--bench-boot-browser={secrets.token_hex(6)}"

    def cpu_seconds(self) -> dict[int, float]:
        """Seconds of CPU used so far by each process of the browser."""
        parents: dict[int, int] = {}
        cpu: dict[int, float] = {}
        roots: set[int] = set()
        tick = os.sysconf("SC_CLK_TCK")
        for entry in Path("/proc").iterdir():
            if not entry.name.isdigit():
                continue
            try:
                stat = (entry / "stat").read_text()
                command = (entry / "cmdline").read_bytes()
            except OSError:
                continue
            fields = stat[stat.rfind(")") + 2 :].split()
            pid = int(entry.name)
            parents[pid] = int(fields[1])
            cpu[pid] = (int(fields[11]) + int(fields[12])) / tick
            if self.mark.encode() in command:
                roots.add(pid)
        members, grown = set(roots), True
        while grown:
            children = {pid for pid, parent in parents.items() if parent in members} - members
            members |= children
            grown = bool(children)
        return {pid: cpu[pid] for pid in members}

    @staticmethod
    def spent(before: dict[int, float], after: dict[int, float]) -> float:
        """CPU seconds between two readings, counting only processes alive at the second
        (a tab closed just before would otherwise take its whole life's CPU away)."""
        return sum(seconds - before.get(pid, 0.0) for pid, seconds in after.items())


def measure(page: Page, url: str, processes: BrowserProcesses, visit: int = 1) -> Load:
    """Open ``url`` in ``page`` and wait until it is ready."""
    before = processes.cpu_seconds()
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT)
    cpu = processes.spent(before, processes.cpu_seconds())
    found = page.evaluate(
        """() => ({
        ready: Number(document.body.dataset.ready),
        interpreter: window.__interpreterLoaded ?? NaN,
        paint: performance.getEntriesByName("first-contentful-paint").map((e) => e.startTime)[0] ?? NaN,
        runtime: performance.getEntriesByType("resource")
          .filter((e) => /[/]pyodide[.]asm[.]wasm([?]|$)/.test(e.name)).map((e) => e.responseEnd)[0] ?? NaN,
        worker: navigator.serviceWorker?.controller != null,
        })"""
    )
    return Load(
        paint=float(found["paint"]),
        runtime=float(found["runtime"]),
        interpreter=float(found["interpreter"]),
        ready=float(found["ready"]),
        served_by_worker=bool(found["worker"]),
        cpu=cpu,
        visit=visit,
    )


def settle(gap: float) -> None:
    """Wait ``gap`` seconds after closing a page, so that the next load does not share the machine with its
    end (see the module's docstring)."""
    time.sleep(gap)


def cold_load(browser: Browser, processes: BrowserProcesses, url: str, gap: float = GAP) -> Load:
    """One load in a fresh context: nothing cached; ``gap`` seconds of quiet after it closes."""
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        page.add_init_script(INTERPRETER_WATCH)
        return measure(page, url, processes)
    finally:
        context.close()
        settle(gap)


def slow_first_visit(playwright: Playwright, chromium: str, url: str, gap: float = GAP, *, offline: bool) -> Load:
    """A first visit at an emulated 10 Mbit/s (:data:`SLOW_NETWORK`) in a browser started for it, with the bytes
    over the wire before ready and in all (bench/first_visit.py); ``offline``: the page has a service worker,
    whose downloads are waited for. ``gap`` seconds of quiet after the browser closes."""
    processes = BrowserProcesses()
    browser = playwright.chromium.launch(executable_path=chromium, args=[*CHROMIUM_ARGS, processes.mark])
    try:
        context = browser.new_context(viewport=VIEWPORT)
        worker_wire = WorkerWire()
        worker_wire.listen(context)
        page = context.new_page()
        page.add_init_script(INTERPRETER_WATCH)
        session = context.new_cdp_session(page)
        page_wire = PageWire()
        page_wire.listen(session)
        session.send("Network.enable")
        session.send("Network.emulateNetworkConditions", SLOW_NETWORK)
        load = measure(page, url, processes)
        ready = ready_moment(page)
        wait_until_quiet(page, page_wire, worker_wire, offline=offline)
        wire = count(page_wire.transfers() + worker_wire.transfers(), ready)
        return replace(load, wire=wire.before_ready, wire_in_all=wire.in_all, wire_worker=wire.worker)
    finally:
        browser.close()
        settle(gap)


def warm_loads(
    playwright: Playwright, chromium: str, url: str, cache: Cache, visits: int, stay: float, gap: float = GAP
) -> list[Load]:
    """Visits 2 to ``visits + 1`` with a fresh profile on disk (the first visit fills the caches, not counted,
    and stays open ``stay`` seconds after it is ready, as a player's would); each visit starts ``gap``
    seconds after the one before it closed.

    ``cache`` "http": service workers blocked, the browser's HTTP cache only; "worker": the page's
    service worker has cached every file and answers the later visits.
    """
    processes = BrowserProcesses()
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=chromium,
            args=[*CHROMIUM_ARGS, processes.mark],
            viewport=VIEWPORT,
            service_workers="allow" if cache == "worker" else "block",
        )
        try:
            context.add_init_script(INTERPRETER_WATCH)
            first = context.pages[0] if context.pages else context.new_page()
            measure(first, url, processes)
            if cache == "worker":  # the worker answers the page and holds every file
                first.wait_for_selector("html[data-offline=ready]", state="attached", timeout=BOOT_TIMEOUT)
            # A real first visit lasts: the browser writes the runtime's compiled code to its caches
            # some seconds after the start, once enough of it is optimised.
            first.wait_for_timeout(stay * 1000)
            first.close()
            settle(gap)
            loads = []
            for visit in range(2, visits + 2):
                page = context.new_page()
                load = measure(page, url, processes, visit)
                page.close()
                settle(gap)
                if load.served_by_worker != (cache == "worker"):
                    raise RuntimeError(f"visit {visit} of {url} was not answered as expected ({cache})")
                loads.append(load)
            return loads
        finally:
            context.close()


def median(loads: list[Load], field: str) -> float:
    return statistics.median(float(getattr(load, field)) for load in loads)


BOOTSTRAP_SEED = 20261130
"""The bootstraps' fixed seed: the same loads always give the same interval."""


def middle_95(estimates: list[float]) -> tuple[float, float]:
    """The bounds of the middle 95 % of a bootstrap's estimates."""
    ordered = sorted(estimates)
    return ordered[int(0.025 * len(ordered))], ordered[int(0.975 * len(ordered)) - 1]


def ratio_interval(
    top: list[Load], bottom: list[Load], field: str = "ready", rounds: int = 4000
) -> tuple[float, float]:
    """A 95 % bootstrap interval of median(top) / median(bottom): each list resampled on its own, with a
    fixed seed, so that the same loads give the same interval. It says how far the ratio of one run
    can be trusted: loads of the same page vary by a second or more from one to the next."""
    rng = random.Random(BOOTSTRAP_SEED)
    tops = [float(getattr(load, field)) for load in top]
    bottoms = [float(getattr(load, field)) for load in bottom]
    return middle_95(
        [
            statistics.median(rng.choices(tops, k=len(tops))) / statistics.median(rng.choices(bottoms, k=len(bottoms)))
            for _ in range(rounds)
        ]
    )


def paired_ratios(top: list[Load], bottom: list[Load], field: str = "ready") -> list[float]:
    """The ratio top / bottom of each round (and visit) that has a load in both lists."""
    below = {(load.pair, load.visit): float(getattr(load, field)) for load in bottom}
    return [
        float(getattr(load, field)) / below[load.pair, load.visit] for load in top if (load.pair, load.visit) in below
    ]


def paired_text(top: list[Load], bottom: list[Load], field: str = "ready", rounds: int = 4000) -> str:
    """The median of the rounds' own ratios, with a 95 % bootstrap interval (fixed seed): each ratio compares
    two loads measured close together, so the machine's slower and quicker spells weigh less than in the
    ratio of the two medians."""
    ratios = paired_ratios(top, bottom, field)
    if not ratios:
        return "paired: no round has both"
    rng = random.Random(BOOTSTRAP_SEED)
    low, high = middle_95([statistics.median(rng.choices(ratios, k=len(ratios))) for _ in range(rounds)])
    paired = statistics.median(ratios)
    return f"paired by round: {paired:.3f} over {len(ratios)} rounds (95 % interval {low:.3f} to {high:.3f})"


def interval_text(top: list[Load], bottom: list[Load], field: str = "ready") -> str:
    low, high = ratio_interval(top, bottom, field)
    return f"(95 % interval {low:.3f} to {high:.3f})"


def report(title: str, loads: list[Load]) -> None:
    if not loads:
        return
    readies = sorted(round(load.ready) for load in loads)
    print(
        f"{title}: ready median {median(loads, 'ready'):.0f} ms {readies}, CPU median {median(loads, 'cpu'):.2f} s;"
        f" medians of first paint {median(loads, 'paint'):.0f}, runtime fetched {median(loads, 'runtime'):.0f},"
        f" interpreter started {median(loads, 'interpreter'):.0f},"
        f" after the interpreter {median(loads, 'after_interpreter'):.0f} ms"
    )


def describe(load: Load) -> str:
    wire = (
        ""
        if math.isnan(load.wire)
        else f", {load.wire / MB:.2f} MB over the wire before ready, {load.wire_in_all / MB:.2f} MB in all"
        f" ({load.wire_worker / MB:.2f} MB by the service worker)"
    )
    return (
        f"ready at {load.ready:.0f} ms ({load.after_interpreter:.0f} ms after the interpreter),"
        f" CPU {load.cpu:.2f} s{wire}, {load_average()}"
    )


def report_cold(cold: dict[str, list[Load]]) -> None:
    """Cold loads on 127.0.0.1: the table against the bare page."""
    game, bare = median(cold["game"], "ready"), median(cold["bare"], "ready")
    print(f"table (cards can be tapped): median {game:.0f} ms  {sorted(round(t.ready) for t in cold['game'])}")
    print(f"bare PyScript page (ready):  median {bare:.0f} ms  {sorted(round(t.ready) for t in cold['bare'])}")
    print(
        f"ratio table / bare: {game / bare:.3f} {interval_text(cold['game'], cold['bare'])}"
        f" (the table adds {100 * (game / bare - 1):+.1f} %); {paired_text(cold['game'], cold['bare'])}"
    )
    game_after, bare_after = median(cold["game"], "after_interpreter"), median(cold["bare"], "after_interpreter")
    print(f"from the interpreter loaded to ready: table {game_after:.0f} ms, bare {bare_after:.0f} ms (medians)")
    own = game_after - bare_after
    print(f"the table's own part: {own:.0f} ms = {100 * own / bare:.1f} % of the bare boot")
    print(f"table's first paint (loading screen): median {median(cold['game'], 'paint'):.0f} ms")
    report("cold table", cold["game"])
    report("cold bare page", cold["bare"])
    cpu_ratio = median(cold["game"], "cpu") / median(cold["bare"], "cpu")
    print(
        f"cold CPU ratio table / bare: {cpu_ratio:.3f} {interval_text(cold['game'], cold['bare'], 'cpu')};"
        f" {paired_text(cold['game'], cold['bare'], 'cpu')}"
    )


def wire_text(loads: list[Load]) -> str:
    """The medians of the bytes over the wire of first visits, in MB, with each load's."""
    before = sorted(round(load.wire / MB, 2) for load in loads)
    return (
        f"over the wire before ready median {median(loads, 'wire') / MB:.2f} MB {before},"
        f" in all {median(loads, 'wire_in_all') / MB:.2f} MB"
        f" (the service worker's {median(loads, 'wire_worker') / MB:.2f} MB)"
    )


def report_slow(slow: dict[str, list[Load]]) -> None:
    """First visits at 10 Mbit/s: each page's medians, and the table against the bare page and the other build."""
    report("first visit at 10 Mbit/s, table", slow["game"])
    print(f"first visit at 10 Mbit/s, table: {wire_text(slow['game'])}")
    report("first visit at 10 Mbit/s, bare page", slow["bare"])
    print(f"first visit at 10 Mbit/s, bare page: {wire_text(slow['bare'])}")
    others = [("bare page", slow["bare"])]
    if "base" in slow:
        report("first visit at 10 Mbit/s, other build", slow["base"])
        print(f"first visit at 10 Mbit/s, other build: {wire_text(slow['base'])}")
        others.append(("other build", slow["base"]))
    for name, loads in others:
        ratio = median(slow["game"], "ready") / median(loads, "ready")
        print(
            f"first visit at 10 Mbit/s, table / {name}: {ratio:.3f} {interval_text(slow['game'], loads)};"
            f" {paired_text(slow['game'], loads)}"
        )


FIRST_VISIT_MS = 6000
"""Target: a first visit at 10 Mbit/s ready in at most this (median of the table's loads)."""
FIRST_VISIT_BYTES = 5.5 * MB
"""Target: at most this over the wire before the first visit is ready (median)."""
REPEAT_RATIO = 0.35
"""Target: a repeat visit (the table answered by its service worker) at most this part of the bare page's."""
COLD_RATIO = 0.45
"""Target: a cold visit on 127.0.0.1 at most this part of the bare page's."""


def median_interval(values: list[float], rounds: int = 4000) -> tuple[float, float]:
    """A 95 % bootstrap interval of the median of ``values`` (fixed seed: the same values, the same interval)."""
    rng = random.Random(BOOTSTRAP_SEED)
    return middle_95([statistics.median(rng.choices(values, k=len(values))) for _ in range(rounds)])


def verdict(estimate: float, interval: tuple[float, float], limit: float) -> str:
    """Whether a target is met: "met" when the whole interval is within ``limit``, else "met by the median only"
    or "not met"."""
    if interval[1] <= limit:
        return "met"
    return "met by the median only" if estimate <= limit else "not met"


def target_line(name: str, estimate: float, interval: tuple[float, float], limit: float, unit: str = "") -> str:
    scale, digits = (MB, 2) if unit == " MB" else (1.0, 0) if unit == " ms" else (1.0, 3)
    low, high = (bound / scale for bound in interval)
    return (
        f"target {name} <= {limit / scale:.{digits}f}{unit}: {estimate / scale:.{digits}f}{unit}"
        f" (95 % interval {low:.{digits}f} to {high:.{digits}f}), {verdict(estimate, interval, limit)}"
    )


def targets(
    cold: dict[str, list[Load]], slow: dict[str, list[Load]], repeat: list[Load], repeat_bare: list[Load]
) -> list[str]:
    """The issue's targets, each with its estimate, interval and verdict, for those the run measured."""
    lines = []
    if slow["game"]:
        readies = [load.ready for load in slow["game"]]
        wires = [load.wire for load in slow["game"]]
        lines.append(
            target_line(
                "first visit at 10 Mbit/s, ready",
                statistics.median(readies),
                median_interval(readies),
                FIRST_VISIT_MS,
                " ms",
            )
        )
        if not any(math.isnan(wire) for wire in wires):
            lines.append(
                target_line(
                    "first visit at 10 Mbit/s, over the wire before ready",
                    statistics.median(wires),
                    median_interval(wires),
                    FIRST_VISIT_BYTES,
                    " MB",
                )
            )
    bare_second = [load for load in repeat_bare if load.visit == 2]
    if repeat and bare_second:
        ratio = median(repeat, "ready") / median(bare_second, "ready")
        lines.append(
            target_line(
                "repeat visit, table (service worker) / bare page (HTTP cache)",
                ratio,
                ratio_interval(repeat, bare_second),
                REPEAT_RATIO,
            )
        )
    if cold["game"] and cold["bare"]:
        ratio = median(cold["game"], "ready") / median(cold["bare"], "ready")
        lines.append(
            target_line("cold visit, table / bare page", ratio, ratio_interval(cold["game"], cold["bare"]), COLD_RATIO)
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time cold and warm boots of the table and of a bare PyScript page.")
    parser.add_argument("--loads", type=int, default=5, help="loads of each page and each kind (default 5)")
    parser.add_argument("--visits", type=int, default=2, help="warm visits measured per profile (default 2)")
    parser.add_argument(
        "--stay", type=float, default=5, help="seconds a first visit stays open after it is ready (default 5)"
    )
    parser.add_argument(
        "--gap",
        type=float,
        default=GAP,
        help="seconds between closing a page and the next load, as between a person's visits (default %(default)g)",
    )
    parser.add_argument("--no-warm", dest="warm", action="store_false", help="cold loads only")
    parser.add_argument(
        "--slow", type=int, default=3, help="first visits of each page at an emulated 10 Mbit/s (default 3; 0: none)"
    )
    parser.add_argument(
        "--base", type=Path, help="another build (./scripts/build --out DIR) to compare first visits at 10 Mbit/s with"
    )
    args = parser.parse_args(argv)
    if args.base is not None and not (args.base / "index.html").is_file():
        print(f"bench_boot: {args.base} has no index.html", file=sys.stderr)
        return 1
    if not (DIST / "index.html").is_file():
        print("bench_boot: dist/ is missing; run ./scripts/build first", file=sys.stderr)
        return 1
    chromium = shutil.which("chromium")
    if chromium is None:
        print("bench_boot: chromium is missing; run ./scripts/setup", file=sys.stderr)
        return 1
    cold: dict[str, list[Load]] = {"game": [], "bare": []}
    warm: dict[str, list[Load]] = {"game http": [], "bare http": [], "game worker": []}
    slow: dict[str, list[Load]] = {"game": [], "bare": [], **({"base": []} if args.base else {})}
    failed: list[str] = []
    print(f"start: {load_average()}", flush=True)
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        root = Path(folder)
        make_site(root, args.base)
        server, base = start_server(root, compress=True)
        processes = BrowserProcesses()
        browser = playwright.chromium.launch(executable_path=chromium, args=[*CHROMIUM_ARGS, processes.mark])
        try:
            cold_load(browser, processes, f"{base}bare/", args.gap)  # warm the browser process itself, not counted
            for index in range(args.loads):
                order = ("game", "bare") if index % 2 == 0 else ("bare", "game")
                for name in order:
                    try:
                        load = cold_load(browser, processes, f"{base}{name}/", args.gap)
                    except PlaywrightError as error:  # a renderer that crashed: counted, and the run goes on
                        failed.append(f"cold {index + 1} {name}: {str(error).splitlines()[0]}")
                        print(f"  {failed[-1]}", flush=True)
                        continue
                    cold[name].append(replace(load, pair=index + 1))
                    print(f"  cold {index + 1} {name}: {describe(load)}", flush=True)
            browser.close()
            for index in range(args.slow):
                names = list(slow)
                for name in names[index % len(names) :] + names[: index % len(names)]:
                    try:
                        load = slow_first_visit(
                            playwright, chromium, f"{base}{name}/", args.gap, offline=name != "bare"
                        )
                    except PlaywrightError as error:
                        failed.append(f"10 Mbit/s {index + 1} {name}: {str(error).splitlines()[0]}")
                        print(f"  {failed[-1]}", flush=True)
                        continue
                    slow[name].append(replace(load, pair=index + 1))
                    print(f"  first visit at 10 Mbit/s {index + 1} {name}: {describe(load)}", flush=True)
            for index in range(args.loads if args.warm else 0):
                kinds = list(warm)
                for kind in kinds[index % len(kinds) :] + kinds[: index % len(kinds)]:
                    name, cache = kind.split()
                    try:
                        loads = warm_loads(
                            playwright,
                            chromium,
                            f"{base}{name}/",
                            "worker" if cache == "worker" else "http",
                            args.visits,
                            args.stay,
                            args.gap,
                        )
                    except PlaywrightError as error:  # a renderer that crashed: counted, and the round goes on
                        failed.append(f"warm {index + 1} {kind}: {str(error).splitlines()[0]}")
                        print(f"  {failed[-1]}", flush=True)
                        continue
                    warm[kind].extend(replace(load, pair=index + 1) for load in loads)
                    for load in loads:
                        print(f"  warm {index + 1} {kind}, visit {load.visit}: {describe(load)}", flush=True)
        finally:
            browser.close()
            server.shutdown()
            server.server_close()
    print(
        f"date: {dt.date.today().isoformat()}, {args.loads} loads of each kind, alternating, {args.gap:g} s apart"
        f" (first visits stay {args.stay:g} s); end: {load_average()}"
    )
    if cold["game"] and cold["bare"]:
        report_cold(cold)
    if all(slow.values()):
        report_slow(slow)
    if failed:
        print(f"{len(failed)} load(s) or warm round(s) failed and are left out: " + "; ".join(failed))
    for line in targets(cold, slow, [load for load in warm["game worker"] if load.visit == 2], warm["bare http"]):
        print(line)
    for visit in range(2, args.visits + 2 if args.warm else 2):
        chosen = {kind: [load for load in loads if load.visit == visit] for kind, loads in warm.items()}
        if not all(chosen.values()):
            continue
        report(f"visit {visit}, table, HTTP cache", chosen["game http"])
        report(f"visit {visit}, bare page, HTTP cache", chosen["bare http"])
        report(f"visit {visit}, table, service worker", chosen["game worker"])
        for field, unit in (("ready", "time"), ("cpu", "CPU")):
            http, bare_http = median(chosen["game http"], field), median(chosen["bare http"], field)
            worker = median(chosen["game worker"], field)
            print(
                f"visit {visit} {unit} ratios: table / bare (HTTP cache) {http / bare_http:.3f}"
                f" {interval_text(chosen['game http'], chosen['bare http'], field)},"
                f" {paired_text(chosen['game http'], chosen['bare http'], field)};"
                f" table, service worker / HTTP cache {worker / http:.3f}"
                f" {interval_text(chosen['game worker'], chosen['game http'], field)},"
                f" {paired_text(chosen['game worker'], chosen['game http'], field)};"
                f" table, service worker / bare (HTTP cache) {worker / bare_http:.3f}"
                f" {interval_text(chosen['game worker'], chosen['bare http'], field)},"
                f" {paired_text(chosen['game worker'], chosen['bare http'], field)}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
