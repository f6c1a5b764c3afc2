"""Offline play, installation and the Content-Security-Policy, in Chromium with a real (on-disk) profile.

A copy of dist/ is served under a sub-path by a server the tests stop and
start again on the same port. The tests of this module share one tab and run
in order: the first visit caches every file; the manifest and icons make the
game installable; the policy names no other origin and is enforced; with the
server stopped a reload boots, a kept deal is played to its end and every view opens
(the review, History, the drawers, Learn: the late parts come from the
worker's cache); a new build (one
file changed in the copy, the service worker written again) is offered with
"A new version is ready — Reload", and Reload brings it in, keeps the game in
progress and deletes the old cache. No request ever leaves 127.0.0.1. Last,
in a profile of its own, a runtime file unlike the one the build listed is
never kept.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

import pytest
from playwright.sync_api import BrowserContext, BrowserType, Page, Request, expect

from hearts.web.parts import LATE_PARTS
from tests.helpers import DIST
from tests.helpers.offline import INSTALL_TIMEOUT, SUB_PATH, Site, open_profile
from tests.helpers.pages import POLL, REVIEW_TIMEOUT, hand, last_trick, play_until, seed_script, totals, wait_ready
from tests.helpers.png import read_png
from tests.helpers.scripts import load_script

pytestmark = pytest.mark.browser

GAME = 48213907
LOCAL_HOSTS = ("127.0.0.1", "localhost")
KEYWORDS = {"'self'", "'none'", "'wasm-unsafe-eval'", "'unsafe-eval'"}
"""Every source the policy may name: no host, no scheme, no 'unsafe-inline'."""
WATCH_POLICY = """
window.__violations = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
});
"""
WATCH_BAR = """
window.__bar = [];
addEventListener("DOMContentLoaded", () => {
  const bar = document.getElementById("loading-bar");
  new MutationObserver((records) => window.__bar.push(...records.map((r) => Number(r.oldValue))))
    .observe(bar, { attributes: true, attributeFilter: ["aria-valuenow"], attributeOldValue: true });
  window.__barNow = () => [...window.__bar, Number(bar.getAttribute("aria-valuenow"))];
});
"""


serve = load_script("serve")
offline_files = load_script("offline_files")
build_site = load_script("build_site")


@dataclass
class Visit:
    """The tab every test of the module uses, and what it asked for or complained about."""

    page: Page
    context: BrowserContext
    requests: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory, built_site: Path) -> Iterator[Site]:
    if not (built_site / "sw.js").is_file():
        pytest.fail("dist/ has no sw.js: run ./scripts/build")
    served = Site(tmp_path_factory.mktemp("served"))
    shutil.copytree(DIST, served.folder)
    served.start()
    yield served
    served.stop()


@pytest.fixture(scope="module")
def visit(
    browser_type: BrowserType,
    browser_type_launch_args: dict[str, Any],
    site: Site,
    tmp_path_factory: pytest.TempPathFactory,
) -> Iterator[Visit]:
    context, page = open_profile(browser_type, browser_type_launch_args, tmp_path_factory.mktemp("profile"))
    context.add_init_script(WATCH_POLICY + WATCH_BAR)
    tab = Visit(page, context)

    def record(request: Request) -> None:
        tab.requests.append(request.url)
        host = urlsplit(request.url).hostname
        if request.url.startswith(("http:", "https:", "ws:", "wss:")) and host not in LOCAL_HOSTS:
            tab.foreign.append(request.url)

    context.on("request", record)
    page.on("console", lambda m: tab.problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda error: tab.problems.append(f"page error: {error}"))
    yield tab
    context.close()


def cached_urls(page: Page) -> dict[str, list[str]]:
    """Every cache of the origin and the URLs it holds."""
    return dict(
        page.evaluate(
            """async () => {
            const found = {};
            for (const name of await caches.keys()) {
              found[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
            }
            return found;
            }"""
        )
    )


def runtime_sources(page: Page) -> list[tuple[str, str]]:
    """Each request of the page for the runtime's WebAssembly: the file name and query it asked for, and the
    worker's route for it (the source matched and the one that answered; blank for a request that failed)."""
    found = page.evaluate(
        """performance.getEntriesByType("resource").filter((e) => /[/]pyodide[.]asm[.]wasm([?]|$)/.test(e.name))
        .map((e) => [e.name.split("/").pop(), e.workerMatchedSourceType + " " + e.workerFinalSourceType])"""
    )
    return [(name, way.strip()) for name, way in found]


def runtime_hash(site: Site) -> str:
    """The start of the SHA-256 of the served runtime's WebAssembly, in hex."""
    return hashlib.sha256((site.folder / "pyodide" / "pyodide.asm.wasm").read_bytes()).hexdigest()[:16]


def violations(page: Page) -> list[str]:
    return [str(item) for item in page.evaluate("window.__violations")]


def png_size_and_corner(data: bytes) -> tuple[int, int, int, int]:
    """Width, height, and the alpha of the top-left and middle pixels of one of the build's PNGs."""
    width, height, pixels = read_png(data)
    middle = ((height // 2) * width + width // 2) * 4
    return width, height, pixels[3], pixels[middle + 3]


def test_first_visit_caches_every_file_of_the_site(visit: Visit, site: Site) -> None:
    page = visit.page
    page.goto(f"{site.url}?deal={GAME}")
    wait_ready(page)
    assert len(hand(page)) == 13
    # The loading bar followed PyScript's steps, each further on; the steps' times were kept for next time.
    seen = page.evaluate("window.__barNow()")
    assert [value for index, value in enumerate(seen) if index == 0 or value != seen[index - 1]] == [
        3,
        6,
        8,
        86,
        87,
        89,
        90,
        92,
    ], seen
    kept = json.loads(page.evaluate("localStorage.getItem('hearts.boot')"))
    assert set(kept) == {"interpreter", "table"} and all(value > 0 for value in kept.values())
    expect(page.locator("html")).to_have_attribute("data-offline", "ready", timeout=INSTALL_TIMEOUT)
    # Nothing of the worker's was in the way of the first boot: the worker was registered once the table was
    # ready. The runtime came from the network, its WebAssembly at its content address; the worker took its own
    # copies from the HTTP cache, so each of the runtime's files was downloaded once.
    served = page.evaluate(
        """performance.getEntriesByType("resource")
        .filter((e) => /pyodide[.]mjs$|pyodide[.]asm[.]js$|python_stdlib_compiled[.]zip$/.test(e.name))
        .map((e) => e.workerStart > 0)"""
    )
    assert served == [False, False, False], served
    assert runtime_sources(page) == [(f"pyodide.asm.wasm?v={runtime_hash(site)}", "")]
    runtime = [path for path in site.asked if path.startswith(f"/{SUB_PATH}pyodide/")]
    loaded = [*build_site.PYODIDE_FILES, build_site.classic_runtime.SCRIPT, "python_stdlib_compiled.zip"]
    assert sorted(runtime) == sorted(f"/{SUB_PATH}pyodide/{name}" for name in loaded), site.asked
    # On this fast line the first visit asked for the snapshot at once and started from it (unless a very busy
    # machine had it come too late: then the page stopped its download and started the precompiled way); the
    # worker, installed once the late parts had come, took its copy from the HTTP cache, so it too was downloaded
    # once (else fetched again, in full). The late parts came once: the worker took the page's copies.
    way = page.evaluate("[document.body.dataset.start, document.body.dataset.startFallback]")
    early = page.evaluate("performance.getEntriesByName('hearts:snapshot-early')[0].detail")
    assert early["asked"], early  # the line's round trip was under 20 ms
    if early["used"]:
        assert way == ["snapshot", None] and site.asked.count(f"/{SUB_PATH}snapshot.bin") == 1
    else:
        assert way == ["precompiled", None] and site.asked.count(f"/{SUB_PATH}snapshot.bin") == 2
    late = [path for path in site.asked if path.startswith(f"/{SUB_PATH}parts/")]
    assert sorted(late) == sorted(f"/{SUB_PATH}parts/{name}.zip" for name in LATE_PARTS), site.asked
    scope = page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.scope)")
    assert scope == site.url  # the worker covers the sub-path, not the whole host
    version = offline_files.written_version(site.folder)
    files = offline_files.precache(site.folder)
    assert files[0][0] == "./" and {"index.html", "hearts.zip", "pyodide/pyodide.asm.wasm"} <= {f for f, *_ in files}
    held = [path for path, *_ in files] + list(offline_files.INFLATED.values())  # and the snapshot inflated
    assert {name: sorted(urls) for name, urls in cached_urls(page).items()} == {
        f"hearts {site.url} {version}": sorted(urljoin(site.url, path) for path in held),
    }


def test_manifest_and_icons_make_the_game_installable(visit: Visit, site: Site) -> None:
    page = visit.page
    session = visit.context.new_cdp_session(page)
    found = session.send("Page.getAppManifest")
    assert found["url"] == site.url + "manifest.webmanifest" and found["errors"] == []
    manifest = found["manifest"]
    assert manifest["name"] == "Hearts" and manifest["display"] == "kStandalone"
    assert manifest["startUrl"] == site.url and manifest["scope"] == site.url and manifest["id"] == site.url
    assert manifest["themeColor"] == "rgba(14,42,28,1)"  # index.html's theme-color, #0e2a1c
    assert session.send("Page.getInstallabilityErrors")["installabilityErrors"] == []

    data = json.loads(found["data"])
    pictures = [icon for icon in data["icons"] if icon["type"] == "image/png"]
    assert {icon["purpose"] for icon in pictures} == {"any", "maskable"}
    assert {icon["sizes"] for icon in pictures} >= {"192x192", "512x512"}
    for icon in pictures:
        width, height, corner, middle = png_size_and_corner(site.get(icon["src"]))
        assert f"{width}x{height}" == icon["sizes"]
        assert middle == 255
        assert corner == (255 if icon["purpose"] == "maskable" else 0), icon  # maskable icons fill their square
    apple = page.locator('link[rel="apple-touch-icon"]').get_attribute("href")
    assert apple is not None and png_size_and_corner(site.get(apple))[:3] == (180, 180, 255)
    assert site.get("assets/icon.svg").decode().startswith("<svg")


def test_the_policy_names_no_other_origin_and_is_enforced(visit: Visit, site: Site) -> None:
    page = visit.page
    policy = page.locator('meta[http-equiv="Content-Security-Policy"]').get_attribute("content")
    assert policy is not None
    directives = {part.split()[0]: part.split()[1:] for part in policy.split(";") if part.strip()}
    assert directives["default-src"] == ["'self'"]
    assert directives["object-src"] == ["'none'"]
    for name, sources in directives.items():
        assert set(sources) <= KEYWORDS, f"{name} names {sources}"
    assert "'unsafe-eval'" not in directives.get("style-src", []) and "style-src" in directives
    with urllib.request.urlopen(site.url, timeout=10) as response:  # the local server sends it too
        assert response.headers["Content-Security-Policy"] == f"{policy}; frame-ancestors 'none'"
    assert violations(page) == []  # the boot and the first screen needed nothing else
    page.evaluate(
        """() => {
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.body.append(script);
        const image = document.createElement("img");
        image.src = "https://example.com/tracker.png";
        document.body.append(image);
        const styled = document.createElement("div");
        styled.innerHTML = '<p id="styled" style="color: rgb(1, 2, 3)">x</p>';
        document.body.append(styled);
        }"""
    )
    page.wait_for_function("window.__violations.length >= 3", polling=POLL)
    assert page.evaluate("window.__injected") is None
    assert page.evaluate("getComputedStyle(document.getElementById('styled')).color") != "rgb(1, 2, 3)"
    found = violations(page)
    assert any(item.startswith("script-src") for item in found), found
    assert any(item.startswith("img-src") and "example.com" in item for item in found), found
    assert any(item.startswith("style-src") for item in found), found
    page.evaluate("window.__violations = []")
    visit.problems[:] = [problem for problem in visit.problems if "Content Security Policy" not in problem]
    visit.foreign[:] = [url for url in visit.foreign if url != "https://example.com/tracker.png"]


def test_with_the_server_stopped_a_reload_boots_plays_a_deal_to_its_end_and_opens_every_view(
    visit: Visit, site: Site
) -> None:
    page = visit.page
    # The game kept one trick from the end of its first deal: the whole deal's moves played, the last few by taps.
    visit.context.add_init_script(seed_script({"hearts.game": last_trick(GAME, f"{GAME}-1-offline")}))
    site.stop()
    page.reload()  # the runtime's WebAssembly from the HTTP cache, everything else from the worker's
    wait_ready(page)
    assert page.evaluate("[document.body.dataset.start, document.body.dataset.startFallback]") == ["snapshot", None]
    assert runtime_sources(page) == [(f"pyodide.asm.wasm?v={runtime_hash(site)}", "network network")]
    visit.context.new_cdp_session(page).send("Network.clearBrowserCache")
    asked_before = len(visit.requests)
    page.reload()  # the worker finds the HTTP cache empty: its own copy, by its static route
    wait_ready(page)
    assert runtime_sources(page) == [("pyodide.asm.wasm", "cache cache")]
    expect(page.locator("#info")).to_contain_text(f"Game {GAME}")
    assert len(visit.requests) > asked_before + 20  # the whole boot was asked for, and answered from the cache
    # The site's files came from the worker's cache by its static route, without running its script.
    sources = page.evaluate(
        """Object.fromEntries(performance.getEntriesByType("resource")
        .filter((e) => /hearts[.]zip$|pyscript[/]core[.]js$|runtime[.]mjs$/.test(e.name))
        .map((e) => [e.name.split("/").pop(), e.workerMatchedSourceType + " " + e.workerFinalSourceType]))"""
    )
    assert sources == dict.fromkeys(["core.js", "runtime.mjs", "hearts.zip"], "cache cache"), sources
    assert play_until(page, "sheet") == "sheet"
    sheet = page.get_by_role("dialog")
    expect(sheet).to_contain_text("Deal 1 is over")
    deal = [int(text) for text in sheet.locator("tbody td:nth-child(3)").all_inner_texts()]
    assert sum(deal) in (26, 78) and totals(page) == deal
    # The late parts came from the worker's cache too, and every view opens: the review, History with a replay,
    # the drawers, Learn.
    page.wait_for_selector("body[data-parts-ready]", state="attached")
    parts = page.evaluate(
        """performance.getEntriesByType("resource").filter((e) => /[/]parts[/]/.test(e.name))
        .map((e) => [e.name.split("/").pop(), e.workerFinalSourceType])"""
    )
    assert sorted(parts) == sorted([f"{name}.zip", "cache"] for name in LATE_PARTS), parts
    page.get_by_role("button", name="Review this deal", exact=True).click()
    page.locator("#sheet .review-card.done").wait_for(timeout=REVIEW_TIMEOUT)
    page.get_by_role("button", name="Back to the scores", exact=True).click()
    page.evaluate("location.hash = '#history'")
    expect(page.locator("#history-title")).to_have_text("History")
    page.locator(".history-game .replay-link").first.click()
    expect(page.locator("#replay-title")).to_contain_text("Deal 1 of 1")
    for drawer in ("Settings", "Statistics"):
        page.evaluate(f"location.hash = '#{drawer.lower()}'")
        expect(page.locator("#panel-title")).to_have_text(drawer)
    for address, heading in (
        ("#learn", "Learn Hearts"),
        ("#learn/practice/queen", "Discarding the queen"),
        ("#puzzles", "Puzzles"),
    ):
        page.evaluate(f"location.hash = '{address}'")
        expect(page.get_by_role("heading", name=heading, exact=True)).to_be_visible()
    expect(page.locator("#puzzles #puzzle-question")).to_have_text(re.compile(r"^Your (play|pass)$"))
    page.evaluate("location.hash = ''")
    expect(page.get_by_role("dialog")).to_contain_text("Deal 1 is over")
    assert violations(page) == []


def test_a_new_build_is_offered_and_replaces_the_old_cache(visit: Visit, site: Site) -> None:
    page = visit.page
    old_version = offline_files.written_version(site.folder)
    page.get_by_role("button", name="Next deal", exact=True).click()
    expect(page.get_by_role("dialog")).to_be_hidden()
    before = (hand(page), totals(page))
    assert len(before[0]) == 13 and sum(before[1]) in (26, 78)

    index = site.folder / "index.html"
    index.write_text(index.read_text().replace("<head>", '<head>\n  <meta name="build" content="next">', 1))
    offline_files.write_service_worker(site.folder)
    new_version = offline_files.written_version(site.folder)
    assert new_version != old_version
    site.asked.clear()
    site.start()  # the same port: the same origin, so the same service worker and caches

    page.reload()
    wait_ready(page)
    assert page.locator('meta[name="build"]').count() == 0  # this load is still the cached version
    banner = page.locator("#update")
    expect(banner).to_be_visible(timeout=INSTALL_TIMEOUT)
    expect(banner).to_contain_text("A new version is ready")
    assert set(cached_urls(page)) == {f"hearts {site.url} {old_version}", f"hearts {site.url} {new_version}"}
    # Only what changed was downloaded; every other file came from the old cache, its digest checked.
    assert set(site.asked) == {f"/{SUB_PATH}sw.js", f"/{SUB_PATH}", f"/{SUB_PATH}index.html"}, site.asked

    with page.expect_navigation():
        banner.get_by_role("button", name="Reload").click()
    wait_ready(page)
    assert page.locator('meta[name="build"]').get_attribute("content") == "next"
    expect(page.locator("#update")).to_be_hidden()
    assert list(cached_urls(page)) == [f"hearts {site.url} {new_version}"]
    assert (hand(page), totals(page)) == before  # the game in progress carried on
    assert page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.waiting === null)")


def test_nothing_asked_of_other_hosts_and_no_errors(visit: Visit) -> None:
    assert visit.foreign == []
    assert visit.problems == []
    assert violations(visit.page) == []


def test_a_runtime_file_unlike_the_listed_one_is_never_kept(
    browser_type: BrowserType,
    browser_type_launch_args: dict[str, Any],
    site: Site,
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """A server that sends another runtime file than the build listed (an upload half done): the game
    still starts from it; the worker keeps every other file but not that one, and the page knows it cannot play
    offline yet and says which file is amiss."""
    stale = site.root / "stale"
    shutil.copytree(DIST, stale)
    lock = stale / "pyodide" / "pyodide-lock.json"
    lock.write_bytes(lock.read_bytes() + b"\n")
    url = f"http://127.0.0.1:{site.port}/stale/"
    context, page = open_profile(browser_type, browser_type_launch_args, tmp_path_factory.mktemp("stale-profile"))
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text) if message.type == "warning" else None)
    try:
        page.goto(url)
        wait_ready(page)
        assert len(hand(page)) == 13
        expect(page.locator("html")).to_have_attribute("data-offline", "incomplete", timeout=INSTALL_TIMEOUT)
        # Told only once every other file is in: the next visit fetches the one file that was not.
        stored = {stored_url for urls in cached_urls(page).values() for stored_url in urls}
        listed = {urljoin(url, path) for path, *_ in offline_files.precache(DIST)}
        assert stored >= listed - {urljoin(url, "pyodide/pyodide-lock.json")}
        assert urljoin(url, "pyodide/pyodide-lock.json") not in stored
        # The console names the file, whether the worker's message or its failure reached the page first.
        reason = "pyodide-lock.json: not the file this version lists"
        for _ in range(50):  # the worker's message may come just after its failure
            if any(reason in text for text in warnings):
                break
            page.wait_for_timeout(100)
        told = [text for text in warnings if "offline play is not available yet" in text]
        named = [text for text in told if reason in text]
        assert len(named) == 1 and "pyodide.asm.js" not in named[0], warnings
        assert len(told) <= 2, warnings
    finally:
        context.close()
