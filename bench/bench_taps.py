"""How soon the page answers a tap at the table, as the browser counts it for INP (results in docs/BENCHMARKS.md).

    ./scripts/build && .venv/bin/python bench/bench_taps.py --runs 3

Chromium at 390×844 with a long History (200 finished games, 50 kept reviews, in the stored forms of
``hearts/web/storage/``, put in localStorage before the page starts) plays whole deals against Medium players, by
clicks (a card, Pass, Continue) and by keys (Enter on a focused card, P to pass, C to continue), each trick waiting
for Continue. The processor is slowed ``--rate`` times through the Chrome DevTools Protocol
(``Emulation.setCPUThrottlingRate``, sent once the page is ready), and runs again unslowed. Every interaction's Event
Timing entries (``PerformanceObserver`` of type ``event``) give its duration (input to the next paint, the longest
of its events, as INP takes it), its input delay and its processing time; each tap is labelled on this side (its
element may be gone after the redraw), and the tap that opens the score sheet is named. A tap the browser does not
report took under 16 ms (the observer's least threshold) and counts as 16.

``--expert`` also taps an empty spot of the table while three Expert players think, at ``--rate``: its input delay is
how long the page keeps a person waiting before it even starts to answer.

``--profile`` traces one card tap at ``--rate`` (``Tracing.start``/``Tracing.end``) and sums the main thread's time by
kind (script, style, layout, paint, garbage collection), and times the same kind of tap inside the page's Python
(``time.perf_counter`` around the view, the markup and the DOM writes, and cProfile's largest entries).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
for _folder in (ROOT, ROOT / "bench", ROOT / "scripts"):
    if str(_folder) not in sys.path:
        sys.path.insert(0, str(_folder))

from bench_boot import BOOTSTRAP_SEED, DIST, load_average, middle_95  # noqa: E402
from bench_par_page import served_chromium  # noqa: E402

GAME = 48213907
SETTINGS = {"animation": "off", "pace": "quick", "pause_after_trick": True, "difficulty": "medium"}
HISTORY_GAMES = 200
KEPT_REVIEWS = 50

WATCH = """
window.benchTaps = [];
window.benchEvents = [];
window.benchNext = null;
const label = (event) => {
  if (window.benchNext !== null) {
    window.benchTaps.push([window.benchNext, event.timeStamp]);
    window.benchNext = null;
  }
};
addEventListener("pointerdown", label, { capture: true });
addEventListener("keydown", label, { capture: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    window.benchEvents.push([e.name, e.interactionId, e.startTime, e.duration, e.processingStart, e.processingEnd]);
  }
}).observe({ type: "event", durationThreshold: 16, buffered: true });
"""
"""Before the page starts: label each tap by the time of its first event, and keep every Event Timing entry."""

STATE = """() => {
  const sheet = document.getElementById('sheet');
  if (sheet && !sheet.hidden) return ['sheet'];
  const next = document.querySelector('[data-action=continue]');
  if (next) return ['continue'];
  if (document.body.dataset.turn === 'you') {
    const card = document.querySelector('#hand .card[aria-disabled="false"]');
    if (card) return ['play', card.dataset.card];
  }
  const choices = [...document.querySelectorAll('#hand .card[aria-pressed]')];
  if (choices.length) {
    const picked = choices.filter(c => c.getAttribute('aria-pressed') === 'true').length;
    if (picked < 3) return ['choose', choices.find(c => c.getAttribute('aria-pressed') === 'false').dataset.card];
    if (document.querySelector('[data-action=pass]')) return ['pass'];
  }
  return ['wait'];
}"""
"""What the person does next: choose a card to pass, pass, play their first legal card, continue; or wait."""

CENTRE = """(selector) => {
  const box = document.querySelector(selector).getBoundingClientRect();
  return [box.left + box.width / 2, box.top + Math.min(box.height / 2, 20)];
}"""


@dataclass(frozen=True)
class Tap:
    """One interaction: what it was, and what the browser measured of it (milliseconds)."""

    mode: str
    rate: float
    run: int
    label: str
    duration: float
    delay: float
    processing: float
    opened_sheet: bool = False


def stored_values() -> dict[str, str]:
    """localStorage as a player with a long History has it: 200 finished games, 50 kept reviews."""
    from hearts import Rules
    from hearts.web.storage.history import History, HistoryEntry, encode_history
    from hearts.web.storage.reviews import ReviewBook, ReviewEntry, encode_reviews
    from tests.helpers.matches import play_match
    from tests.helpers.pages import envelope
    from tests.helpers.reviews import planted_review

    played = [
        HistoryEntry.of_match(f"{9 + n}-1-a", play_match(9 + n, Rules(), seed=n), "2026-12-01 09:30", "medium")
        for n in range(4)
    ]
    games = tuple(replace(played[n % len(played)], id=f"{1000 + n}-1-{n:x}") for n in range(HISTORY_GAMES))
    review = planted_review()
    reviews = ReviewBook(
        tuple(ReviewEntry(games[n].id, 0, "medium", review.total_cost, False, review) for n in range(KEPT_REVIEWS))
    )
    return {
        "hearts.history": envelope(encode_history(History(games))),
        "hearts.reviews": envelope(encode_reviews(reviews)),
    }


def open_table(
    browser: Any, url: str, stored: dict[str, str], rate: float, *, level: str = "medium", init: str = ""
) -> Any:
    """A tab of the table at phone size with ``stored`` in localStorage, its processor slowed ``rate`` times."""
    from tests.helpers.pages import PHONE, open_tab

    tab = open_tab(
        browser, url, stored=stored, settings={**SETTINGS, "difficulty": level}, before=WATCH + init, viewport=PHONE
    )
    session = tab.context.new_cdp_session(tab.page)
    session.send("Emulation.setCPUThrottlingRate", {"rate": rate})
    tab.page.wait_for_timeout(500)
    return tab


def act(page: Any, mode: str, step: list[str]) -> str:
    """Do ``step`` by a click or a key; its label."""
    kind = step[0]
    label = f"{kind} {step[1]}" if len(step) > 1 else kind
    page.evaluate("(label) => { window.benchNext = label; }", label)
    if mode == "keys":
        if kind in ("choose", "play"):
            page.evaluate("(code) => document.querySelector(`#hand [data-card='${code}']`).focus()", step[1])
            page.keyboard.press("Enter")
        else:
            page.keyboard.press({"pass": "p", "continue": "c"}[kind])
        return label
    selector = {"pass": "[data-action=pass]", "continue": "[data-action=continue]"}.get(kind)
    x, y = page.evaluate(CENTRE, selector or f"#hand [data-card='{step[1]}']")
    page.mouse.click(x, y)
    return label


def play_deal(page: Any, mode: str) -> list[str]:
    """Play the deal to its score sheet; the labels of the taps in order."""
    labels: list[str] = []
    last: list[str] | None = None
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        step = page.evaluate(STATE)
        if step == ["sheet"]:
            return labels
        if step == ["wait"] or step == last:
            page.wait_for_timeout(40)
            last = None if step == ["wait"] else last
            continue
        labels.append(act(page, mode, step))
        last = step
        page.wait_for_timeout(60)
    raise SystemExit("bench_taps: the deal did not reach its score sheet")


def collected(page: Any, mode: str, rate: float, run: int) -> list[Tap]:
    """The labelled taps of the tab with their Event Timing figures (a tap unreported took under 16 ms)."""
    page.wait_for_timeout(1500)
    labels = page.evaluate("window.benchTaps")
    events = page.evaluate("window.benchEvents")
    taps = []
    for index, (label, stamp) in enumerate(labels):
        end = labels[index + 1][1] if index + 1 < len(labels) else float("inf")
        mine = [e for e in events if stamp - 0.5 <= e[2] < end and e[1]]
        if mine:
            ids = {e[1] for e in mine}
            first = min(ids, key=lambda i: min(e[2] for e in mine if e[1] == i))
            group = [e for e in mine if e[1] == first]
            start = min(e[2] for e in group)
            duration = max(e[3] for e in group)
            delay = min(e[4] for e in group) - start
            processing = sum(e[5] - e[4] for e in group)
        else:
            duration, delay, processing = 16.0, 0.0, 0.0
        taps.append(Tap(mode, rate, run, label, duration, delay, processing))
    if taps:  # the last tap (Continue after the last trick) opens the score sheet
        taps[-1] = replace(taps[-1], opened_sheet=True)
    return taps


def played_taps(
    browser: Any, url: str, stored: dict[str, str], rate: float, mode: str, run: int, init: str = ""
) -> list[Tap]:
    tab = open_table(browser, url, stored, rate, init=init)
    try:
        play_deal(tab.page, mode)
        return collected(tab.page, mode, rate, run)
    finally:
        tab.close()


def expert_delays(
    browser: Any, url: str, stored: dict[str, str], rate: float, taps: int, init: str = ""
) -> list[float]:
    """Input delays (ms) of taps on an empty spot of the table while Expert players think."""
    tab = open_table(browser, url, stored, rate, level="expert", init=init)
    page = tab.page
    rng = random.Random(BOOTSTRAP_SEED)
    tapped = 0
    try:
        while tapped < taps:
            step = page.evaluate(STATE)
            if step == ["sheet"]:
                break
            if page.evaluate("document.body.dataset.turn") == "computer":
                page.evaluate("() => { window.benchNext = 'thinking'; }")
                page.mouse.click(195, 60)
                tapped += 1
                page.wait_for_timeout(rng.randint(150, 400))
                continue
            if step != ["wait"]:
                act(page, "clicks", step)
            page.wait_for_timeout(60)
        page.wait_for_timeout(1000)
        stamps = [t[1] for t in page.evaluate("window.benchTaps") if t[0] == "thinking"]
        events = page.evaluate("window.benchEvents")
        delays = []
        for stamp in stamps:  # a tap the browser does not report took under 16 ms in all: its delay counts as 0
            found = [e[4] - e[2] for e in events if e[0] == "pointerdown" and abs(e[2] - stamp) < 0.5]
            delays.append(found[0] if found else 0.0)
        return delays
    finally:
        tab.close()


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def interval(values: list[float], q: float, rounds: int = 2000) -> tuple[float, float]:
    """A 95 % bootstrap interval (fixed seed) of the ``q`` quantile of ``values``."""
    rng = random.Random(BOOTSTRAP_SEED)
    return middle_95([quantile(rng.choices(values, k=len(values)), q) for _ in range(rounds)])


def summary(name: str, values: list[float]) -> str:
    if not values:
        return f"{name}: none"
    median, p90 = quantile(values, 0.5), quantile(values, 0.9)
    (m_low, m_high), (p_low, p_high) = interval(values, 0.5), interval(values, 0.9)
    return (
        f"{name}: median {median:.0f} ms ({m_low:.0f}–{m_high:.0f}), p90 {p90:.0f} ms ({p_low:.0f}–{p_high:.0f}),"
        f" max {max(values):.0f} ms, {len(values)} taps"
    )


def report(taps: list[Tap]) -> None:
    for rate in sorted({t.rate for t in taps}, reverse=True):
        for mode in ("clicks", "keys", "all"):
            mine = [t for t in taps if t.rate == rate and (mode == "all" or t.mode == mode)]
            if not mine:
                continue
            print(f"CPU ÷{rate:g}, {mode}:")
            print("  " + summary("duration", [t.duration for t in mine]))
            print("  " + summary("input delay", [t.delay for t in mine]))
            print("  " + summary("processing", [t.processing for t in mine]))
            sheet = [t.duration for t in mine if t.opened_sheet]
            print(f"  the tap that opens the score sheet: {[round(d) for d in sheet]} ms")
            worst = sorted(mine, key=lambda t: -t.duration)[:5]
            print("  slowest: " + ", ".join(f"{t.label} {t.duration:.0f} (run {t.run})" for t in worst))
            runs = sorted({t.run for t in mine})
            medians = [statistics.median(t.duration for t in mine if t.run == r) for r in runs]
            print(f"  median of each run: {[round(m) for m in medians]}")


# ------------------------------------------------------------------ the profile

TRACE_KINDS = {
    "script (Python and JavaScript)": ("FunctionCall", "EventDispatch", "TimerFire", "RunMicrotasks", "v8.execute"),
    "HTML parsing": ("ParseHTML", "ParseAuthorStyleSheet"),
    "style": ("UpdateLayoutTree", "RecalculateStyles", "ScheduleStyleRecalculation"),
    "layout": ("Layout", "UpdateLayout", "IntersectionObserverController::computeIntersections"),
    "paint and commit": ("Paint", "PaintImage", "UpdateLayer", "CompositeLayers", "Commit", "PrePaint", "Layerize"),
    "garbage collection": (
        "MinorGC",
        "MajorGC",
        "V8.GC_SCAVENGER",
        "BlinkGC.AtomicPhase",
        "V8.GCScavenger",
        "V8.GC_MARK_COMPACTOR",
    ),
}

PROFILE = """
import time, cProfile, pstats, io
import __main__
from hearts.web.table import adapter as _adapter
page = __main__.page
_times = {}
_profiler = [None]
_inside = [0]
def _timed(name, function, outer=False):
    def timed(*args, **kwargs):
        if not (outer or _inside[0]):
            return function(*args, **kwargs)
        _inside[0] += 1
        t = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            _inside[0] -= 1
            _times[name] = _times.get(name, 0.0) + time.perf_counter() - t
    return timed
_adapter.fill = _timed("fill", _adapter.fill)
_views = "trees" if hasattr(page.regions, "trees") else "markup"  # a build before the regions kept their trees
setattr(page.regions, _views, _timed("views", getattr(page.regions, _views)))
page.controller.on_save = _timed("save", page.controller.on_save)
page.after_draw = _timed("after draw", page.after_draw)
page.voice.after_draw = _timed("voice", page.voice.after_draw)
page._restore_focus = _timed("focus", page._restore_focus)
page.controller.tap_card = _timed("tap in all", page.controller.tap_card, outer=True)
page.controller.press = _timed("button in all", page.controller.press, outer=True)
def bench_start(profiled):
    _times.clear()
    _profiler[0] = cProfile.Profile() if profiled else None
    if profiled:
        _profiler[0].enable()
def bench_stop():
    profiler = _profiler[0]
    out = io.StringIO()
    if profiler is not None:
        profiler.disable()
        pstats.Stats(profiler, stream=out).sort_stats("cumulative").print_stats(32)
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(16)
    return [{k: round(v * 1000, 1) for k, v in _times.items()}, out.getvalue()]
"""
"""Python run in the page: each part of a tap's handler timed (``time.perf_counter``; what follows the handler, such
as the computers' cards, is not counted), and cProfile over all that runs from the tap for 600 ms, on request."""

HOOK = """
import("./pyscript/core.js").then(({ hooks }) => {
  hooks.main.onReady.add((wrap) => { window.benchPython = wrap.interpreter; });
});
"""
"""Keeps the page's interpreter where the profile can reach it."""

CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,v8,blink.user_timing"


def python_ready(page: Any) -> None:
    """The profile's Python in the page, once the page's interpreter and the late part of the standard library
    (``cProfile`` comes with it) are there."""
    page.wait_for_function("window.benchPython !== undefined", timeout=60_000)
    for _ in range(60):
        try:
            page.evaluate("(code) => window.benchPython.runPython(code)", PROFILE)
            return
        except Exception as error:  # the late part has not come yet
            if "No module named" not in str(error):
                raise
            page.wait_for_timeout(500)
    raise SystemExit("bench_taps: the page's standard library never had cProfile")


def python_call(page: Any, name: str, *args: Any) -> Any:
    return page.evaluate(
        "([name, args]) => { const r = window.benchPython.globals.get(name)(...args);"
        " return r && r.toJs ? r.toJs({dict_converter: Object.fromEntries}) : r; }",
        [name, list(args)],
    )


def advance_to(page: Any, kind: str) -> list[str]:
    """Tap on (clicks) until the person's next step is ``kind``; that step."""
    while (step := page.evaluate(STATE))[0] != kind:
        if step[0] != "wait":
            act(page, "clicks", step)
        page.wait_for_timeout(60)
    page.wait_for_timeout(300)
    return step


def measured_tap(page: Any, session: Any, step: list[str], rate: float, *, traced: bool, profiled: bool) -> str:
    """Click ``step`` with its Python parts timed (cProfile if ``profiled``), traced if ``traced``; a report."""
    chunks: list[dict[str, Any]] = []
    if traced:
        session.on("Tracing.dataCollected", lambda data: chunks.extend(data["value"]))
        session.send("Tracing.start", {"categories": CATEGORIES, "transferMode": "ReportEvents"})
    python_call(page, "bench_start", profiled)
    act(page, "clicks", step)
    page.wait_for_timeout(600)
    parts, listing = python_call(page, "bench_stop")
    lines = []
    if traced:
        done = {"yes": False}
        session.on("Tracing.tracingComplete", lambda _: done.update(yes=True))
        session.send("Tracing.end")
        while not done["yes"]:
            page.wait_for_timeout(50)
        lines.append(f"  Chrome trace of the renderer's main thread at CPU ÷{rate:g}, summed by kind (600 ms):")
        lines += [f"    {kind}: {ms:.1f} ms" for kind, ms in traced_kinds(chunks).items()]
    tap = collected(page, "clicks", rate, 0)[-1]
    lines.append(f"  Event Timing: duration {tap.duration:.0f} ms, processing {tap.processing:.0f} ms")
    lines.append("  Python (ms): " + ", ".join(f"{name} {ms}" for name, ms in parts.items()))
    if profiled:
        lines.append("\n".join(listing.splitlines()[:70]))
    return "\n".join(lines)


def profile_tap(browser: Any, url: str, stored: dict[str, str], rate: float, init: str = "") -> None:
    """The game's first tap and a card tap at ``rate``: traced and summed by kind, their Python timed by part; then
    the same taps again under cProfile, in a second tab."""
    for profiled in (False, True):
        tab = open_table(browser, url, stored, rate, init=init + HOOK)
        page = tab.page
        session = tab.context.new_cdp_session(page)
        try:
            python_ready(page)
            page.wait_for_timeout(300)
            step = advance_to(page, "choose")
            print(f"the game's first tap ({' '.join(step)}){', under cProfile' if profiled else ''}:")
            print(measured_tap(page, session, step, rate, traced=not profiled, profiled=profiled))
            for n in range(1 if profiled else 4):
                step = advance_to(page, "play")
                print(f"a card tap ({' '.join(step)}){', under cProfile' if profiled else ''}:")
                print(measured_tap(page, session, step, rate, traced=not profiled and n == 0, profiled=profiled))
        finally:
            tab.close()


def traced_kinds(events: list[dict[str, Any]]) -> dict[str, float]:
    """Milliseconds of the main thread's top-level work by kind in the 600 ms from the tap's first event."""
    main = [e for e in events if e.get("name") == "thread_name" and e["args"].get("name") == "CrRendererMain"]
    thread = main[0]["tid"] if main else None
    dispatches = [
        e
        for e in events
        if e.get("name") == "EventDispatch"
        and e.get("args", {}).get("data", {}).get("type") in ("pointerdown", "mousedown", "pointerup", "click")
        and e.get("tid") == thread
    ]
    start = min((e["ts"] for e in dispatches), default=min(e["ts"] for e in events if "ts" in e))
    window = [e for e in events if e.get("tid") == thread and e.get("ph") == "X" and start <= e["ts"] < start + 600_000]
    totals = {kind: 0.0 for kind in TRACE_KINDS}
    for event in window:
        for kind, names in TRACE_KINDS.items():
            if event["name"] in names:
                totals[kind] += event.get("dur", 0) / 1000
    for kind in ("pointerdown", "click"):
        handlers = [e for e in dispatches if e["args"]["data"]["type"] == kind]
        totals[f"of it the {kind} handlers"] = sum(e.get("dur", 0) for e in handlers) / 1000
    return totals


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=3, help="deals per way of playing and speed")
    parser.add_argument("--rate", type=float, default=4.0, help="how many times the processor is slowed")
    parser.add_argument("--no-unslowed", action="store_true", help="only at --rate")
    parser.add_argument("--modes", default="clicks,keys")
    parser.add_argument("--expert", type=int, default=0, help="taps while Expert players think")
    parser.add_argument("--profile", action="store_true", help="trace and time one card tap instead")
    parser.add_argument("--init", type=Path, help="JavaScript run before the page starts (to try a variant of it)")
    parser.add_argument("--site", type=Path, default=DIST, help="the built site to serve (default dist/)")
    args = parser.parse_args(argv)
    init = args.init.read_text(encoding="utf-8") if args.init else ""
    print(f"before: {load_average()}")
    stored = stored_values()
    print(f"stored: History {len(stored['hearts.history']):,} characters, reviews {len(stored['hearts.reviews']):,}")
    rates = [args.rate] if args.no_unslowed else [args.rate, 1.0]
    taps: list[Tap] = []
    with served_chromium("bench_taps", args.site) as (browser, url):
        if args.profile:
            profile_tap(browser, url, stored, args.rate, init)
            print(f"after: {load_average()}")
            return 0
        for run in range(args.runs):
            for rate in rates:
                for mode in args.modes.split(","):
                    taps += played_taps(browser, url, stored, rate, mode, run, init)
        if args.expert:
            delays = expert_delays(browser, url, stored, args.rate, args.expert, init)
            print(summary(f"input delay of a tap while Expert players think, CPU ÷{args.rate:g}", delays))
    report(taps)
    print(f"after: {load_average()}")
    if os.environ.get("BENCH_TAPS_JSON"):
        Path(os.environ["BENCH_TAPS_JSON"]).write_text(json.dumps([t.__dict__ for t in taps]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
