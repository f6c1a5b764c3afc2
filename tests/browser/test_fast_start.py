"""Starting from the build's snapshot, and falling back without it, in Chromium with a profile on disk.

Four copies of dist/ are served side by side, each under its own sub-path (so each has its own service
worker and its own files in the HTTP cache, while the game's storage, kept per origin, is shared): the
build as it is, the same again for a first visit on a slow line, one whose snapshot is damaged, and one
whose hearts.zip is not the one the snapshot was made with (the rest of the site listed again, as a
half-published build would have it). A first visit on this fast line (127.0.0.1) downloads the snapshot at
once and starts from it, and the worker stores the page's copy; once its table is ready it has the browser
keep the runtime's compiled code, which the next visit reads back; the next visits start from the worker's
copy, each with a game number of its own, and play a whole deal. A first visit on a slow line (DevTools'
emulated 40 ms latency) never asks for the snapshot before its hand is tappable: it starts the precompiled
way, and the next visit starts from the copy the worker fetched. The damaged and the mismatched copies, a
browser without DecompressionStream and a snapshot gone from the server and the caches start the precompiled
way and resume the same saved game. The tests share one tab and run in order.
"""

from __future__ import annotations

import gzip
import hashlib
import shutil
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest
from playwright.sync_api import BrowserType, Page, expect

from tests.helpers import DIST
from tests.helpers.offline import INSTALL_TIMEOUT, Site, open_profile
from tests.helpers.pages import (
    POLL,
    REVIEW_TIMEOUT,
    game_number,
    hand,
    play_first_legal,
    play_until,
    storage,
    totals,
    wait_for_move,
    wait_ready,
)
from tests.helpers.scripts import load_script

pytestmark = pytest.mark.browser

GAME = 48213907
HIDE_DECOMPRESSION = "if (sessionStorage.getItem('hide-decompression')) delete globalThis.DecompressionStream;"

FORGET = """(copy) => caches.keys()
  .then((names) => Promise.all(names.map(async (name) => (await caches.open(name)).delete(copy))))"""
"""Delete a URL from every cache of the origin."""

offline_files = load_script("offline_files")


@dataclass
class Tab:
    page: Page
    problems: list[str] = field(default_factory=list)


def copy_site(root: Path, name: str) -> Path:
    folder = root / name
    shutil.copytree(DIST, folder)
    return folder


def damage_snapshot(folder: Path) -> None:
    snapshot = folder / "snapshot.bin"
    data = bytearray(snapshot.read_bytes())
    middle = len(data) // 2
    data[middle : middle + 64] = bytes(64)
    snapshot.write_bytes(bytes(data))
    offline_files.write_service_worker(folder)


def change_package(folder: Path) -> None:
    with zipfile.ZipFile(folder / "hearts.zip", "a") as archive:
        archive.writestr("hearts/NEXT.txt", "a later build\n")
    offline_files.write_service_worker(folder)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, built_site: Path) -> Iterator[Site]:
    if not (built_site / "snapshot.bin").is_file():
        pytest.fail("dist/ has no snapshot.bin: run ./scripts/build")
    served = Site(tmp_path_factory.mktemp("fast-start"))
    copy_site(served.root, "hearts")
    copy_site(served.root, "slow")
    damage_snapshot(copy_site(served.root, "damaged"))
    change_package(copy_site(served.root, "mismatched"))
    served.start()
    yield served
    served.stop()


@pytest.fixture(scope="module")
def tab(
    browser_type: BrowserType,
    browser_type_launch_args: dict[str, Any],
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Tab]:
    context, page = open_profile(browser_type, browser_type_launch_args, tmp_path_factory.mktemp("profile"))
    context.add_init_script(HIDE_DECOMPRESSION)
    found = Tab(page)
    page.on("console", lambda m: found.problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda error: found.problems.append(f"page error: {error}"))
    yield found
    context.close()


def start(page: Page) -> tuple[str | None, str | None]:
    """How the page started (body[data-start]) and why not from the snapshot (body[data-start-fallback])."""
    wait_ready(page)
    way, fallback = page.evaluate("[document.body.dataset.start, document.body.dataset.startFallback ?? null]")
    return way, fallback


def early_snapshot(page: Page) -> dict[str, Any]:
    """What a first visit decided about the snapshot (assets/runtime.mjs, "hearts:snapshot-early"): whether it
    asked for it (the line's round trip, ``roundTrip``, under 20 ms), and whether it waited for it, with how
    much of it had come when Pyodide was to start and how long the rest would take."""
    found: dict[str, Any] = page.evaluate("performance.getEntriesByName('hearts:snapshot-early')[0]?.detail ?? null")
    return found


Way = tuple[str | None, str | None]
"""How a page started (body[data-start]) and why not from the snapshot (body[data-start-fallback])."""

SNAPSHOT_ASKED = "performance.getEntriesByType('resource').filter((entry) => /snapshot[.]bin$/.test(entry.name)).length"
"""How many times the page itself asked for the snapshot (the service worker's own requests are not the page's)."""


def first_visit(page: Page, url: str, way: Way = ("snapshot", None)) -> Way:
    """A first visit on this fast line: it asks for the snapshot at once, and starts ``way`` when the snapshot is in
    time, as it is unless the machine is very busy, and else the precompiled way, which is not a failure; the worker
    is installed after the table is ready and its late parts have come."""
    page.goto(url)
    found = start(page)
    early = early_snapshot(page)
    # It asks at once where the line's round trip is under 20 ms, as this one's is unless the machine is very busy.
    assert early["asked"] == (early["roundTrip"] < 20), early
    assert found == (way if early["used"] else ("precompiled", None)), (found, early)
    expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=INSTALL_TIMEOUT)
    assert page.locator("body[data-parts-ready]").count() == 1  # before the worker was installed
    if early["used"]:
        assert page.evaluate(SNAPSHOT_ASKED) == 1
    return found


SLOW_LINE = {"offline": False, "latency": 40, "downloadThroughput": 2_000_000, "uploadThroughput": 1_000_000}
"""16 Mbit/s and 40 ms, DevTools' emulation (the benchmark's slow line has the same latency at 10 Mbit/s)."""


def test_a_first_visit_starts_from_the_snapshot_it_downloads_at_once(tab: Tab, site: Site) -> None:
    page = tab.page
    found = first_visit(page, site.url)
    for attempt in range(1, 3):  # a very busy machine: the first visit of another copy of the site
        if found == ("snapshot", None):
            break
        found = first_visit(page, f"http://127.0.0.1:{site.port}/{copy_site(site.root, f'first-{attempt}').name}/")
    assert found == ("snapshot", None), early_snapshot(page)
    early = early_snapshot(page)  # when Pyodide was to start, the snapshot was in or nearly
    assert early["total"] == (site.folder / "snapshot.bin").stat().st_size and early["left"] <= 250, early
    assert page.evaluate("performance.getEntriesByName('hearts:snapshot-kept').length") == 0  # no worker's copy yet


CODE_KEY = "hearts.runtime-code"
"""Where assets/runtime.mjs notes the copy of the runtime whose compiled code the browser has been led to keep."""


def traced(page: Page, url: str) -> list[dict[str, Any]]:
    """The trace events of V8's compilation (of scripts and of WebAssembly) and of Chromium's code cache while
    ``url`` loads until ready."""
    session = page.context.new_cdp_session(page)
    events: list[dict[str, Any]] = []
    done: list[bool] = []
    session.on("Tracing.dataCollected", lambda message: events.extend(message["value"]))
    session.on("Tracing.tracingComplete", lambda _: done.append(True))
    categories = ["v8.wasm", "devtools.timeline", "disabled-by-default-devtools.timeline"]
    session.send("Tracing.start", {"traceConfig": {"includedCategories": categories}, "transferMode": "ReportEvents"})
    try:
        page.goto(url)
        wait_ready(page)
    finally:
        session.send("Tracing.end")
        while not done:
            page.wait_for_timeout(50)
        session.detach()
    return events


def test_the_next_visit_reads_the_runtimes_compiled_code_back(tab: Tab, site: Site) -> None:
    """Once the first visit's table is ready it has the browser keep the runtime's compiled code (runtime.mjs,
    keepCompiledCode): the next visit reads it back, and compiles almost none of the runtime's functions on the
    page's main thread, where a start without it compiles some 1,900. The runtime's JavaScript half, loaded as a
    classic script (scripts/classic_runtime.py), is read back compiled too, where a module would be compiled again."""
    page = tab.page
    folder = page.url.split("?")[0]  # the copy of the site the first visit used
    runtime = urljoin(folder, "pyodide/" + offline_files.content_address(site.folder / "pyodide", "pyodide.asm.wasm"))
    page.wait_for_function(
        "([key, copy]) => localStorage.getItem(key) === copy",
        arg=[CODE_KEY, f"{runtime} address"],
        polling=POLL,
        timeout=60_000,
    )
    for _visit in range(3):  # a very busy machine may write the code cache after the next visit began
        events = traced(page, folder)
        if any(event.get("name") == "v8.wasm.moduleCacheHit" for event in events):
            break
    assert start(page) == ("snapshot", None)
    threads = {
        (event["pid"], event["tid"]): event["args"]["name"]
        for event in events
        if event.get("ph") == "M" and event.get("name") == "thread_name"
    }
    hits = [event for event in events if event.get("name") == "v8.wasm.moduleCacheHit"]
    compiled_on_main = [
        event
        for event in events
        if event.get("name") == "wasm.CompileLazy" and threads.get((event["pid"], event["tid"])) == "CrRendererMain"
    ]
    assert [hit["args"]["url"] for hit in hits] == [runtime]
    assert len(compiled_on_main) < 100, len(compiled_on_main)
    script = urljoin(folder, "pyodide/pyodide.asm.js")
    compiled = [event["args"]["data"] for event in events if event.get("name") in ("v8.compile", "v8.compileModule")]
    read_back = [data.get("consumedCacheSize", 0) for data in compiled if data.get("url") == script]
    assert len(read_back) == 1 and read_back[0] > 1_000_000, read_back
    assert not any(data.get("url", "").endswith(".asm.mjs") for data in compiled)


def test_a_first_visit_on_a_slow_line_never_asks_for_the_snapshot_before_its_hand(tab: Tab, site: Site) -> None:
    page = tab.page
    folder = "/slow/"
    session = page.context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", SLOW_LINE)
    try:
        page.goto(f"http://127.0.0.1:{site.port}{folder}")
        assert start(page) == ("precompiled", None)  # not a failure
        asked_before_ready = [path for path in site.asked if path.startswith(folder)]
        early = early_snapshot(page)
        assert not early["asked"] and not early["used"] and early["roundTrip"] >= 40, early
        assert f"{folder}pyodide/pyodide.asm.js" in asked_before_ready  # the server log covers this visit
        assert f"{folder}snapshot.bin" not in asked_before_ready, asked_before_ready
        expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=INSTALL_TIMEOUT)
        assert page.evaluate(SNAPSHOT_ASKED) == 0  # the page never asked for it: the worker fetched it
        assert site.asked.count(f"{folder}snapshot.bin") == 1
    finally:
        session.send("Network.emulateNetworkConditions", {**SLOW_LINE, "latency": 0, "downloadThroughput": -1})
        session.detach()
    page.reload()  # the worker fetched the snapshot for this visit
    assert start(page) == ("snapshot", None)
    assert page.evaluate("performance.getEntriesByName('hearts:snapshot-kept').length") == 1


def test_later_visits_start_from_the_snapshot_each_with_its_own_game(tab: Tab, site: Site) -> None:
    page = tab.page
    page.goto(site.url)
    assert start(page) == ("snapshot", None)
    numbers = [game_number(page)]
    for _ in range(2):  # nothing played, no ?deal= in the address: each load deals a new random game
        page.goto(site.url)
        assert start(page) == ("snapshot", None)
        numbers.append(game_number(page))
    assert len(set(numbers)) == 3, numbers


def test_a_start_from_the_snapshot_plays_a_whole_deal(tab: Tab, site: Site) -> None:
    page = tab.page
    page.goto(f"{site.url}?deal={GAME}")
    assert start(page) == ("snapshot", None)
    assert game_number(page) == GAME and len(hand(page)) == 13
    assert play_until(page, "sheet") == "sheet"
    sheet = page.get_by_role("dialog")
    expect(sheet).to_contain_text("Deal 1 is over")
    deal = [int(text) for text in sheet.locator("tbody td:nth-child(3)").all_inner_texts()]
    assert sum(deal) in (26, 78) and totals(page) == deal
    # The deal's par, worked out in the background once it ended, is kept before the tests after this one compare
    # what the game keeps across a reload.
    page.locator("#sheet .par-card.done").wait_for(timeout=REVIEW_TIMEOUT)


REBUILT_DIGEST = """async (copy) => {
  const buffer = await (await caches.match(copy)).arrayBuffer();
  const [magic, length, size, count] = new Uint32Array(buffer, 0, 4);
  const whole = new Uint8Array(length);
  let at = 16 + 4 * count;
  for (const index of new Uint32Array(buffer, 16, count)) {
    const part = new Uint8Array(buffer, at, Math.min(size, length - index * size));
    if (part.every((byte) => byte === 0)) return "a page of zeros is kept";
    whole.set(part, index * size);
    at += part.length;
  }
  const hex = [...new Uint8Array(await crypto.subtle.digest("SHA-256", whole))];
  return {magic, size, count, bytes: buffer.byteLength, rest: buffer.byteLength - at,
    digest: hex.map((byte) => byte.toString(16).padStart(2, "0")).join("")};
}"""
"""The service worker's copy of the snapshot rebuilt from its format (sw.js's PAGES) and its SHA-256."""


def test_the_worker_keeps_the_snapshot_inflated_without_its_zero_pages(tab: Tab, site: Site) -> None:
    page = tab.page
    page.goto(site.url)
    assert start(page) == ("snapshot", None)
    assert page.evaluate("performance.getEntriesByName('hearts:snapshot-kept').length") == 1  # restored from it
    inflated = gzip.decompress((site.folder / "snapshot.bin").read_bytes())
    found = page.evaluate(REBUILT_DIGEST, urljoin(site.url, offline_files.INFLATED["snapshot.bin"]))
    assert found["digest"] == hashlib.sha256(inflated).hexdigest()
    assert (found["magic"], found["size"], found["rest"]) == (0x31706868, 65536, 0)
    assert found["bytes"] < len(inflated) * 0.6, found  # nearly half the snapshot is zeros


def test_a_damaged_copy_of_the_worker_starts_from_the_compressed_snapshot(tab: Tab, site: Site) -> None:
    page = tab.page
    copy = urljoin(site.url, offline_files.INFLATED["snapshot.bin"])
    truncate = """async (copy) => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        const found = await cache.match(copy);
        if (!found) continue;
        const headers = new Headers(found.headers);
        const bytes = (await found.arrayBuffer()).slice(0, 1 << 20);
        await cache.put(copy, new Response(bytes, { headers }));
        return true;
      }
      return false;
    }"""
    assert page.evaluate(truncate, copy)
    before = before_reload(page)
    page.reload()
    assert start(page) == ("snapshot", None)  # from snapshot.bin, inflated here
    assert page.evaluate("performance.getEntriesByName('hearts:snapshot-kept').length") == 0
    resumes_and_plays(page, before)


def kept(page: Page) -> dict[str, str]:
    """What the game keeps in the browser: the saved game, History, statistics and settings (not the loading
    screen's timings, which every load updates), as the page leaves them when it goes: History, which lags behind
    the cards of a deal, is written first, as the browser's ``pagehide`` has it written."""
    page.evaluate("() => window.dispatchEvent(new PageTransitionEvent('pagehide'))")
    return {key: value for key, value in storage(page).items() if key != "hearts.boot"}


def before_reload(page: Page) -> tuple[dict[str, str], int, list[str]]:
    """What the game keeps, its number and your hand."""
    return kept(page), game_number(page), hand(page)


def resumes_and_plays(page: Page, before: tuple[dict[str, str], int, list[str]]) -> None:
    """The saved game exactly as it was left, and play goes on: a card of the next turn is played."""
    assert before_reload(page) == before
    assert play_until(page, "turn") == "turn"
    left = len(hand(page))
    play_first_legal(page)
    expect(page.locator("#hand button.card")).to_have_count(left - 1)
    wait_for_move(page)  # the others have played on and the table waits for you: nothing changes the saved game now


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        ("damaged", "another snapshot than the snapshot's"),
        ("mismatched", "another hearts.zip than the snapshot's"),
    ],
)
def test_a_snapshot_unlike_the_build_is_never_restored(tab: Tab, site: Site, name: str, reason: str) -> None:
    page = tab.page
    saved = kept(page)
    first_visit(page, f"http://127.0.0.1:{site.port}/{name}/", ("precompiled", reason))  # its own download refused
    assert kept(page) == saved
    page.reload()  # the worker holds the site: the snapshot is tried, and refused
    assert start(page) == ("precompiled", reason)
    before = before_reload(page)
    page.reload()
    assert start(page) == ("precompiled", reason)
    resumes_and_plays(page, before)


def test_a_browser_without_decompression_starts_without_the_snapshot(tab: Tab, site: Site) -> None:
    page = tab.page
    page.goto(site.url)
    assert start(page) == ("snapshot", None)
    before = before_reload(page)
    # A browser without it: its worker could not keep the snapshot inflated either.
    copy = urljoin(site.url, offline_files.INFLATED["snapshot.bin"])
    assert page.evaluate("(copy) => caches.match(copy).then((found) => found?.ok)", copy)
    page.evaluate(FORGET, copy)
    page.evaluate("sessionStorage.setItem('hide-decompression', '1')")
    page.reload()
    assert start(page) == ("precompiled", "no DecompressionStream")
    page.evaluate("sessionStorage.removeItem('hide-decompression')")
    resumes_and_plays(page, before)


def test_a_missing_snapshot_falls_back(tab: Tab, site: Site) -> None:
    page = tab.page
    page.goto(site.url)
    assert start(page) == ("snapshot", None)
    before = before_reload(page)
    (site.folder / "snapshot.bin").rename(site.root / "snapshot.bin")  # gone from the server and the caches
    for name in ("snapshot.bin", *offline_files.INFLATED.values()):
        page.evaluate(FORGET, urljoin(site.url, name))
    # And from the browser's HTTP cache, where the worker would otherwise find the copy it last fetched.
    page.context.new_cdp_session(page).send("Network.clearBrowserCache")
    try:
        page.reload()
        assert start(page) == ("precompiled", "snapshot.bin: HTTP 404")
        resumes_and_plays(page, before)
    finally:
        (site.root / "snapshot.bin").rename(site.folder / "snapshot.bin")
    # The browser reports the failed request (and so may the worker, asked for every file): nothing else.
    tab.problems[:] = [problem for problem in tab.problems if "404" not in problem]


def test_no_errors(tab: Tab) -> None:
    assert tab.problems == []
