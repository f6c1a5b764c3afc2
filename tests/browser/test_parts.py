"""The page in parts: the table plays before its late parts have come, and every module comes from a part loaded.

The late parts (hearts/web/parts.py) are held back by the test, as a slow line would: the hand is tappable and
a card is played while they are still on their way, with only the start part's modules imported; the computer
players' moves, Settings and Learn wait for them with "Loading" showing. Once they come, Learn opens by itself
(Settings, left meanwhile, does not), and a walk through every view (the table through a deal, the score sheet,
a review, History with a replay and a link, Settings, Statistics, every page of Learn, a puzzle rating moved with
its library from PyPI) finds each module the page has imported in a part the build made and the page had loaded:
the start part (hearts.zip and the standard library the interpreter starts on) or a late part listed in
``<body data-parts>``. The two tests share one tab and run in order.
"""

from __future__ import annotations

import json
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, Route, expect

from hearts.learn import LESSONS, rule_sections
from hearts.learn.session import PAGES, LearnRoute
from hearts.rules import Rules
from hearts.web.parts import FOLDER, LATE_PARTS, LATER
from tests.helpers import DIST
from tests.helpers.pages import (
    BOOT_TIMEOUT,
    POLL,
    QUICK,
    REVIEW_TIMEOUT,
    envelope,
    hand,
    play_until,
    seed_script,
    tap,
    wait_ready,
)

pytestmark = pytest.mark.browser

GAME = 7
"""A game whose first deal gives South the two of clubs: with no passing, the person leads at once."""
NO_PASSING = {**QUICK, "pause_after_trick": False, "rules": Rules(pass_cycle=("hold",)).to_dict()}
MOON_LINK = "AQAAAEMAAoDKygglmI5JoLMz0AGBhGpnnDiAluNtQxvvMxOwEoMKoqZEJX0z3Z1UYLFDTL2iyS2V4g"
"""A link to a played deal (game 67's first)."""
STDLIB = "/lib/python314.zip/"
HOME = "/home/pyodide/"

PROBE = """
import js, json, sys
def origin(module):
    spec = getattr(module, "__spec__", None)
    return (getattr(spec, "origin", None) if spec is not None else None) or getattr(module, "__file__", None)
found = {name: origin(module) for name, module in list(sys.modules.items())}
js.document.body.setAttribute("data-probe", json.dumps(found))
"""
"""Python run in the page's interpreter: every module imported, with the file it came from."""
RATE = """
import js
from hearts.puzzles.rating import NEW_PLAYER, update
moved = ["up" if update(NEW_PLAYER, 1500.0, right).value > NEW_PLAYER.value else "down" for right in (True, False)]
js.document.body.setAttribute("data-rated", " ".join(moved))
"""
"""Python run in the page's interpreter: a puzzle rating moved up and down (its library comes with a late part)."""


@dataclass
class Held:
    """The requests for the late parts, held until let go."""

    routes: list[Route] = field(default_factory=list)
    holding: bool = True

    def take(self, route: Route) -> None:
        if self.holding:
            self.routes.append(route)
        else:
            route.continue_()

    def let_go(self) -> None:
        self.holding = False
        for route in self.routes:
            route.continue_()
        self.routes.clear()


@dataclass
class Tab:
    page: Page
    held: Held
    problems: list[str] = field(default_factory=list)


@pytest.fixture(scope="module")
def tab(browser: Browser, site_url: str) -> Iterator[Tab]:
    context = browser.new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce")
    context.add_init_script(seed_script({"hearts.settings": envelope(NO_PASSING)}))
    held = Held()
    context.route(f"**/{FOLDER}/*.zip", held.take)
    page = context.new_page()
    opened = Tab(page, held)
    page.on("console", lambda m: opened.problems.append(f"console: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda error: opened.problems.append(f"page error: {error}"))
    page.goto(f"{site_url}?deal={GAME}")
    wait_ready(page)
    yield opened
    held.let_go()
    context.close()


def zip_modules(path: Path) -> set[str]:
    with zipfile.ZipFile(path) as archive:
        return {name for name in archive.namelist() if name.endswith((".py", ".pyc"))}


def run_python(page: Page, code: str) -> None:
    """Run ``code`` in the page's interpreter (a ``<script type="py">`` added to the page)."""
    page.evaluate(
        """(code) => { const s = document.createElement('script'); s.type = 'py'; s.textContent = code;
        document.body.append(s); }""",
        code,
    )


def probe(page: Page) -> dict[str, str | None]:
    """Every module the page's interpreter has imported, and where from (a file, or None for a built-in one)."""
    page.evaluate("document.body.removeAttribute('data-probe')")
    run_python(page, PROBE)
    page.wait_for_selector("body[data-probe]", state="attached", timeout=BOOT_TIMEOUT)
    found: dict[str, str | None] = json.loads(page.evaluate("document.body.dataset.probe"))
    return found


def not_from_a_loaded_part(modules: dict[str, str | None], loaded: list[str]) -> list[str]:
    """The modules that came from no part the build made and the page had loaded (``loaded``: the late parts)."""
    parts = {
        f"{STDLIB}": zip_modules(DIST / "pyodide" / "python_stdlib_compiled.zip"),
        f"{HOME}hearts.zip/": zip_modules(DIST / "hearts.zip"),
        **{f"{HOME}{FOLDER}/{name}.zip/": zip_modules(DIST / FOLDER / f"{name}.zip") for name in loaded},
    }
    strays = []
    for name, origin in sorted(modules.items()):
        if origin is None or origin in ("built-in", "frozen", "javascript") or origin.startswith(f"{HOME}pyscript/"):
            continue  # in the runtime, JavaScript, or PyScript's own package, written by PyScript as it starts
        prefix = next((prefix for prefix in parts if origin.startswith(prefix)), None)
        if prefix is None or origin.removeprefix(prefix) not in parts[prefix]:
            strays.append(f"{name} from {origin}")
    return strays


def arrived(page: Page) -> list[str]:
    return str(page.evaluate("document.body.dataset.parts ?? ''")).split()


def test_a_card_is_played_before_the_late_parts_come_with_the_start_part_alone(tab: Tab) -> None:
    page = tab.page
    for _ in range(100):  # the page asks for its late parts as soon as it is idle after the hand is tappable
        if tab.held.routes:
            break
        page.wait_for_timeout(POLL)
    assert tab.held.routes
    assert arrived(page) == []
    # A first visit on this fast line starts from the snapshot it downloads at once (or, on a very busy machine,
    # the precompiled way): either holds only the start part's modules.
    way = page.evaluate("[document.body.dataset.start, document.body.dataset.startFallback ?? null]")
    assert way in (["snapshot", None], ["precompiled", None]), way
    before = probe(page)
    strays = not_from_a_loaded_part(before, [])
    assert strays == [], strays
    assert not any(origin and f"/{FOLDER}/" in origin for origin in before.values())
    assert "hearts.web.app" in before and "hearts.analysis" not in before and "hearts.learn" not in before
    page.wait_for_function("document.body.dataset.turn === 'you'", polling=POLL)
    first = hand(page)[0]
    assert first.startswith("2") and "club" in first.lower(), first
    tap(page, first)
    expect(page.locator("#hand button.card")).to_have_count(12)
    assert tab.held.routes and arrived(page) == []  # played with the late parts still on their way
    # The computer players' moves wait for their part, and so does Learn: the page says it is loading.
    expect(page.locator("#waiting")).to_be_visible()
    expect(page.locator("#waiting")).to_have_text("Loading")
    assert page.locator("#trick .card").count() == 1
    page.evaluate("location.hash = '#settings'")  # asked for, then left for Learn before its part comes
    page.wait_for_timeout(300)
    expect(page.locator("#panel")).to_be_hidden()
    page.evaluate("location.hash = '#learn'")
    page.wait_for_timeout(300)
    expect(page.locator("#learn")).to_be_hidden()
    expect(page.locator("#waiting")).to_be_visible()
    assert tab.problems == []


def test_once_they_come_every_view_opens_and_imports_only_modules_of_the_parts_loaded(tab: Tab) -> None:
    page = tab.page
    tab.held.let_go()
    # Learn, asked for before its part had come, opens by itself; the computer players play on.
    expect(page.get_by_role("heading", name="Learn Hearts")).to_be_visible(timeout=BOOT_TIMEOUT)
    expect(page.locator("#panel")).to_be_hidden()  # Settings, no longer asked for, stays closed
    page.wait_for_selector("body[data-parts-ready]", state="attached", timeout=BOOT_TIMEOUT)
    assert arrived(page) == list(LATE_PARTS)
    expect(page.locator("#waiting")).to_be_hidden()
    page.evaluate("location.hash = ''")
    expect(page.locator("#learn")).to_be_hidden()
    # The table through a deal, the score sheet and its review.
    assert play_until(page, "sheet", auto=True) == "sheet"
    page.get_by_role("button", name="Review this deal", exact=True).click()
    page.locator("#sheet .review-card.done").wait_for(timeout=REVIEW_TIMEOUT)
    page.get_by_role("button", name="Back to the scores", exact=True).click()
    # History: the game just played, its replay, and a linked game.
    page.evaluate("location.hash = '#history'")
    expect(page.locator("#history-title")).to_have_text("History")
    page.locator(".history-game .replay-link").first.click()
    page.get_by_role("button", name="Forward one step").click()
    page.evaluate(f"location.hash = '#game={MOON_LINK}'")
    expect(page.locator("#replay-title")).to_be_visible()
    # The drawers.
    page.evaluate("location.hash = '#settings'")
    expect(page.locator("#panel-title")).to_have_text("Settings")
    page.evaluate("location.hash = '#statistics'")
    expect(page.locator("#panel-title")).to_have_text("Statistics")
    # Every page of Learn.
    routes = [LearnRoute(page_name) for page_name in PAGES]
    routes += [LearnRoute("rules", section.id) for section in rule_sections(Rules())]
    routes += [LearnRoute("practice", lesson.id) for lesson in LESSONS]
    for route in routes:
        page.evaluate(f"location.hash = '{route.hash}'")
        expect(page.locator("#learn")).to_be_visible()
        expect(page.locator("#learn h1, #learn h2").first).to_be_visible()
    page.evaluate("location.hash = ''")
    expect(page.locator("#learn")).to_be_hidden()
    # The puzzle rating, with its library from PyPI, as the late part brought them.
    run_python(page, RATE)
    page.wait_for_selector("body[data-rated]", state="attached", timeout=BOOT_TIMEOUT)
    assert page.evaluate("document.body.dataset.rated") == "up down"
    after = probe(page)
    assert not_from_a_loaded_part(after, arrived(page)) == []
    assert {"hearts.analysis", "hearts.learn", "hearts.web.history.adapter", "hearts.bots"} <= set(after)
    assert str(after["glicko2.glicko2"]).startswith(f"{HOME}{FOLDER}/{LATER}.zip/glicko2/")
    assert tab.problems == []
