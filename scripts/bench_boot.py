"""How long the table takes to boot, against a bare PyScript page on the same vendored runtime.

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

Warm loads (``--warm``, on by default) are second visits with a profile on
disk, as a person's browser has: the table and the bare page with the
browser's HTTP cache only (service workers blocked), and the table answered
by its service worker (after the first visit has cached every file). Each
warm load gets a fresh profile, whose first visit is not counted.

Every load also reports where its time went: the first paint, the runtime
fetched (``pyodide.asm.wasm`` received), the interpreter started (PyScript's
"Loaded interpreter"), and ready. The load average is printed with each load.

    .venv/bin/python scripts/bench_boot.py [--loads 5] [--no-warm]

Needs dist/ (./scripts/build) and Debian's chromium (./scripts/setup).
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import shutil
import statistics
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from playwright.sync_api import Browser, Page, Playwright, ViewportSize, sync_playwright

sys.path.insert(0, str(Path(__file__).resolve().parent))
from serve import start_server

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]

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
BARE_CONFIG = 'interpreter = "../game/pyodide/pyodide.mjs"\n'
BARE_MAIN = """import js

js.document.body.setAttribute("data-ready", f"{js.performance.now():.0f}")
print("ready")
"""


def make_site(root: Path) -> None:
    """``root/game`` is dist/; ``root/bare`` is a page that only prints "ready", on dist/'s runtime."""
    (root / "game").symlink_to(DIST, target_is_directory=True)
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

    @property
    def after_interpreter(self) -> float:
        return self.ready - self.interpreter


def load_average() -> str:
    return "load {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())


def measure(page: Page, url: str) -> Load:
    """Open ``url`` in ``page`` and wait until it is ready."""
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT)
    found = page.evaluate(
        """() => ({
        ready: Number(document.body.dataset.ready),
        interpreter: window.__interpreterLoaded ?? NaN,
        paint: performance.getEntriesByName("first-contentful-paint").map((e) => e.startTime)[0] ?? NaN,
        runtime: performance.getEntriesByType("resource")
          .filter((e) => e.name.endsWith("/pyodide.asm.wasm")).map((e) => e.responseEnd)[0] ?? NaN,
        worker: navigator.serviceWorker?.controller != null,
        })"""
    )
    return Load(
        paint=float(found["paint"]),
        runtime=float(found["runtime"]),
        interpreter=float(found["interpreter"]),
        ready=float(found["ready"]),
        served_by_worker=bool(found["worker"]),
    )


def cold_load(browser: Browser, url: str) -> Load:
    """One load in a fresh context: nothing cached."""
    context = browser.new_context(viewport=VIEWPORT)
    try:
        page = context.new_page()
        page.add_init_script(INTERPRETER_WATCH)
        return measure(page, url)
    finally:
        context.close()


def warm_load(playwright: Playwright, chromium: str, url: str, cache: Cache) -> Load:
    """A second visit with a fresh profile on disk: the first visit fills the cache and is not counted.

    ``cache`` "http": service workers blocked, the browser's HTTP cache only; "worker": the page's
    service worker has cached every file and answers the second visit.
    """
    with tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            executable_path=chromium,
            args=CHROMIUM_ARGS,
            viewport=VIEWPORT,
            service_workers="allow" if cache == "worker" else "block",
        )
        try:
            context.add_init_script(INTERPRETER_WATCH)
            first = context.pages[0] if context.pages else context.new_page()
            measure(first, url)
            if cache == "worker":
                first.wait_for_function("navigator.serviceWorker.controller !== null", timeout=BOOT_TIMEOUT)
            first.close()
            load = measure(context.new_page(), url)
            if load.served_by_worker != (cache == "worker"):
                raise RuntimeError(f"the second visit of {url} was not answered as expected ({cache})")
            return load
        finally:
            context.close()


def median(loads: list[Load], field: str) -> float:
    return statistics.median(float(getattr(load, field)) for load in loads)


def report(title: str, loads: list[Load]) -> None:
    readies = sorted(round(load.ready) for load in loads)
    print(
        f"{title}: ready median {median(loads, 'ready'):.0f} ms {readies}; medians of first paint "
        f"{median(loads, 'paint'):.0f}, runtime fetched {median(loads, 'runtime'):.0f}, interpreter started "
        f"{median(loads, 'interpreter'):.0f}, after the interpreter {median(loads, 'after_interpreter'):.0f} ms"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time cold and warm boots of the table and of a bare PyScript page.")
    parser.add_argument("--loads", type=int, default=5, help="loads of each page and each kind (default 5)")
    parser.add_argument("--no-warm", dest="warm", action="store_false", help="cold loads only")
    args = parser.parse_args(argv)
    if not (DIST / "index.html").is_file():
        print("bench_boot: dist/ is missing; run ./scripts/build first", file=sys.stderr)
        return 1
    chromium = shutil.which("chromium")
    if chromium is None:
        print("bench_boot: chromium is missing; run ./scripts/setup", file=sys.stderr)
        return 1
    cold: dict[str, list[Load]] = {"game": [], "bare": []}
    warm: dict[str, list[Load]] = {"game http": [], "bare http": [], "game worker": []}
    print(f"start: {load_average()}", flush=True)
    with tempfile.TemporaryDirectory() as folder, sync_playwright() as playwright:
        root = Path(folder)
        make_site(root)
        server, base = start_server(root)
        browser = playwright.chromium.launch(executable_path=chromium, args=CHROMIUM_ARGS)
        try:
            cold_load(browser, f"{base}bare/")  # warm the browser process itself, not counted
            for index in range(args.loads):
                order = ("game", "bare") if index % 2 == 0 else ("bare", "game")
                for name in order:
                    load = cold_load(browser, f"{base}{name}/")
                    cold[name].append(load)
                    print(
                        f"  cold {index + 1} {name}: ready at {load.ready:.0f} ms"
                        f" ({load.after_interpreter:.0f} ms after the interpreter), {load_average()}",
                        flush=True,
                    )
            browser.close()
            for index in range(args.loads if args.warm else 0):
                kinds = list(warm)
                for kind in kinds[index % len(kinds) :] + kinds[: index % len(kinds)]:
                    name, cache = kind.split()
                    load = warm_load(playwright, chromium, f"{base}{name}/", "worker" if cache == "worker" else "http")
                    warm[kind].append(load)
                    print(
                        f"  warm {index + 1} {kind}: ready at {load.ready:.0f} ms"
                        f" ({load.after_interpreter:.0f} ms after the interpreter), {load_average()}",
                        flush=True,
                    )
        finally:
            browser.close()
            server.shutdown()
            server.server_close()
    game, bare = median(cold["game"], "ready"), median(cold["bare"], "ready")
    print(f"date: {dt.date.today().isoformat()}, {args.loads} loads of each kind, alternating; end: {load_average()}")
    print(f"table (cards can be tapped): median {game:.0f} ms  {sorted(round(t.ready) for t in cold['game'])}")
    print(f"bare PyScript page (ready):  median {bare:.0f} ms  {sorted(round(t.ready) for t in cold['bare'])}")
    print(f"ratio table / bare: {game / bare:.3f} (the table adds {100 * (game / bare - 1):+.1f} %)")
    game_after, bare_after = median(cold["game"], "after_interpreter"), median(cold["bare"], "after_interpreter")
    print(f"from the interpreter loaded to ready: table {game_after:.0f} ms, bare {bare_after:.0f} ms (medians)")
    own = game_after - bare_after
    print(f"the table's own part: {own:.0f} ms = {100 * own / bare:.1f} % of the bare boot")
    print(f"table's first paint (loading screen): median {median(cold['game'], 'paint'):.0f} ms")
    report("cold table", cold["game"])
    report("cold bare page", cold["bare"])
    if args.warm:
        report("warm table, HTTP cache", warm["game http"])
        report("warm bare page, HTTP cache", warm["bare http"])
        report("warm table, service worker", warm["game worker"])
        http, worker = median(warm["game http"], "ready"), median(warm["game worker"], "ready")
        warm_bare = median(warm["bare http"], "ready")
        print(f"warm ratio table / bare (HTTP cache): {http / warm_bare:.3f}")
        print(f"warm table, service worker / HTTP cache: {worker / http:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
