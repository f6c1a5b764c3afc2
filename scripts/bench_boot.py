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

    .venv/bin/python scripts/bench_boot.py [--loads 5]

Needs dist/ (./scripts/build) and Debian's chromium (./scripts/setup).
"""

from __future__ import annotations

import argparse
import datetime as dt
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

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


def cold_load(browser: Browser, url: str) -> tuple[float, float, float]:
    """One load in a fresh context: ms until ready, ms from the interpreter loaded to ready, ms to first paint."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    try:
        page = context.new_page()
        page.add_init_script(INTERPRETER_WATCH)
        page.goto(url)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
        ready = float(page.evaluate("document.body.dataset.ready"))
        interpreter = float(page.evaluate("window.__interpreterLoaded ?? NaN"))
        paint = page.evaluate("performance.getEntriesByName('first-contentful-paint').map(e => e.startTime)[0] ?? -1")
        return ready, ready - interpreter, float(paint)
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Time cold boots of the table and of a bare PyScript page.")
    parser.add_argument("--loads", type=int, default=5, help="cold loads of each page (default 5)")
    args = parser.parse_args(argv)
    if not (DIST / "index.html").is_file():
        print("bench_boot: dist/ is missing; run ./scripts/build first", file=sys.stderr)
        return 1
    chromium = shutil.which("chromium")
    if chromium is None:
        print("bench_boot: chromium is missing; run ./scripts/setup", file=sys.stderr)
        return 1
    times: dict[str, list[float]] = {"game": [], "bare": []}
    after: dict[str, list[float]] = {"game": [], "bare": []}
    paints: list[float] = []
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
                    ready, rest, paint = cold_load(browser, f"{base}{name}/")
                    times[name].append(ready)
                    after[name].append(rest)
                    if name == "game":
                        paints.append(paint)
                    print(f"  load {index + 1} {name}: ready at {ready:.0f} ms ({rest:.0f} ms after the interpreter)")
        finally:
            browser.close()
            server.shutdown()
            server.server_close()
    game, bare = statistics.median(times["game"]), statistics.median(times["bare"])
    print(f"date: {dt.date.today().isoformat()}, {args.loads} cold loads each, alternating")
    print(f"table (cards can be tapped): median {game:.0f} ms  {sorted(round(t) for t in times['game'])}")
    print(f"bare PyScript page (ready):  median {bare:.0f} ms  {sorted(round(t) for t in times['bare'])}")
    print(f"ratio table / bare: {game / bare:.3f} (the table adds {100 * (game / bare - 1):+.1f} %)")
    game_after, bare_after = statistics.median(after["game"]), statistics.median(after["bare"])
    print(f"from the interpreter loaded to ready: table {game_after:.0f} ms, bare {bare_after:.0f} ms (medians)")
    own = game_after - bare_after
    print(f"the table's own part: {own:.0f} ms = {100 * own / bare:.1f} % of the bare boot")
    print(f"table's first paint (loading screen): median {statistics.median(paints):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
