"""The table in Chromium: a whole deal played by tapping, served from dist/ with no other host asked.

The tests of this module share one page (each boot of Pyodide costs seconds)
and run in order: boot, pass, an illegal tap, the rest of the deal, the score
sheet and the next deal. A second page checks the phone layout.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Locator, Page, Request, Route, expect

from tests.helpers import DIST
from tests.helpers.pages import POLL, QUICK, envelope, hand, screenshot, seed_script
from tests.helpers.scripts import load_script

precompress = load_script("precompress")

pytestmark = pytest.mark.browser

GAME = 48213907
"""A numbered game: South is dealt the same cards every run."""
BOOT_TIMEOUT = 90_000
CARD_NAME = re.compile(r"^(Ace|King|Queen|Jack|10|[2-9]) of (clubs|diamonds|spades|hearts)$")
REASON = re.compile(
    r"^(You have an? \w+, so you must follow \w+\."
    r"|Hearts have not been broken yet|No points on the first trick|The 2 of clubs leads)"
)
TRICK_NEWS = re.compile(r"^(You|West|North|East) took the trick with the .+: (no points|-?\d+ points?)\.$")
LOCAL_HOSTS = ("127.0.0.1", "localhost")


@dataclass
class Visit:
    """A page of the table and everything it asked for or complained about."""

    page: Page
    context: BrowserContext
    requests: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)


def open_table(browser: Browser, url: str, **context_args: object) -> Visit:
    context = browser.new_context(reduced_motion="reduce", **context_args)  # type: ignore[arg-type]
    context.add_init_script(seed_script({"hearts.settings": envelope(QUICK)}))  # computer players without a pause
    page = context.new_page()
    visit = Visit(page, context)

    def record(request: Request) -> None:
        visit.requests.append(request.url)
        host = urlsplit(request.url).hostname
        if request.url.startswith(("http:", "https:", "ws:", "wss:")) and host not in LOCAL_HOSTS:
            visit.foreign.append(request.url)

    def refuse_other_hosts(route: Route) -> None:
        host = urlsplit(route.request.url).hostname
        if route.request.url.startswith(("http:", "https:")) and host not in LOCAL_HOSTS:
            route.abort()
        else:
            route.continue_()

    def console(message: ConsoleMessage) -> None:
        if message.type in ("error", "warning"):
            visit.problems.append(f"console {message.type}: {message.text}")

    context.on("request", record)
    context.route("**/*", refuse_other_hosts)
    page.on("console", console)
    page.on("pageerror", lambda error: visit.problems.append(f"page error: {error}"))
    page.on("response", lambda r: visit.problems.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page.goto(url)
    expect(page.locator("#loading")).to_be_visible()
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT)
    return visit


def press_card(card: Locator, *, tap: bool = False, force: bool = False) -> None:
    """Tap a card of the fanned hand where a finger would: on its visible left edge."""
    spot = {"x": 8, "y": 30}
    if tap:
        card.tap(position=spot, force=force)
    else:
        card.click(position=spot, force=force)


def wait_for_move(page: Page) -> str:
    """Wait until the person can do something; say what: "turn", "continue" or "sheet"."""
    try:
        handle = page.wait_for_function(
            """() => {
            if (!document.getElementById('sheet').hidden) return 'sheet';
            if (document.querySelector('[data-action=continue]')) return 'continue';
            if (document.body.dataset.turn === 'you') return 'turn';
            return false;
            }""",
            polling=POLL,
            timeout=30_000,
        )
    except Exception:
        screenshot(page, "test-artifacts/stuck.png")
        raise
    return str(handle.json_value())


@pytest.fixture(scope="module")
def desktop(browser: Browser, site_url: str) -> Iterator[Visit]:
    visit = open_table(browser, f"{site_url}?deal={GAME}", viewport={"width": 1280, "height": 800})
    yield visit
    visit.context.close()


def test_boot_shows_the_table_with_your_hand(desktop: Visit, artifacts: Path) -> None:
    page = desktop.page
    expect(page.locator("#loading")).to_be_hidden()
    expect(page.get_by_role("region", name="Trick")).to_be_visible()
    expect(page.get_by_role("region", name="Scores")).to_contain_text("Total")
    names = hand(page)
    assert len(names) == 13 and all(CARD_NAME.match(name) for name in names), names
    expect(page.locator(".status")).to_contain_text("Pass 3 cards to the left")
    for seat in ("West", "North", "East"):
        expect(page.locator(f"#{seat.lower()}")).to_contain_text(f"{seat}")
        expect(page.locator(f"#{seat.lower()}")).to_contain_text("13 cards")
    expect(page.locator("#info")).to_contain_text(f"Game {GAME}")
    screenshot(page, artifacts / "table-1280x800-pass.png")


def test_pass_needs_exactly_three_cards(desktop: Visit, artifacts: Path) -> None:
    page = desktop.page
    pass_button = page.get_by_role("button", name="Pass", exact=True)
    expect(pass_button).to_have_attribute("aria-disabled", "true")
    pass_button.click(force=True)  # a tap on the disabled button is still heard, and explained
    expect(page.locator(".reason")).to_have_text("Pass exactly three cards, not 0.")
    names = hand(page)
    for name in names[:4]:
        press_card(page.get_by_role("button", name=name, exact=True))
    expect(page.locator(".reason")).to_contain_text("You have chosen three cards")
    chosen = [name for name in names[:3]]
    for name in chosen:
        expect(page.get_by_role("button", name=name, exact=True)).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_role("button", name=names[3], exact=True)).to_have_attribute("aria-pressed", "false")
    press_card(page.get_by_role("button", name=chosen[0], exact=True))
    expect(pass_button).to_have_attribute("aria-disabled", "true")
    press_card(page.get_by_role("button", name=chosen[0], exact=True))
    expect(pass_button).not_to_have_attribute("aria-disabled", "true")
    screenshot(page, artifacts / "table-1280x800-three-chosen.png")
    pass_button.click()
    received = page.locator("#hand .card.received")
    expect(received).to_have_count(3)
    screenshot(page, artifacts / "table-1280x800-received.png")
    after = hand(page)
    assert len(after) == 13 and not set(chosen) & set(after)


def test_dimmed_card_explains_why(desktop: Visit, artifacts: Path) -> None:
    page = desktop.page
    while True:
        move = wait_for_move(page)
        if move == "continue":
            page.get_by_role("button", name="Continue", exact=True).click()
            continue
        assert move == "turn"
        dimmed = page.locator('#hand .card[aria-disabled="true"]')
        if dimmed.count():
            break
        press_card(page.locator('#hand .card[aria-disabled="false"]').first)
    legal = page.locator('#hand .card[aria-disabled="false"]')
    assert legal.count() >= 1
    expect(legal.first).to_have_class(re.compile(r"\blegal\b"))
    before = hand(page)
    press_card(dimmed.first, force=True)
    expect(page.locator(".reason")).to_have_text(REASON)
    assert hand(page) == before
    expect(page.locator("#live p").last).to_have_text(REASON)
    screenshot(page, artifacts / "table-1280x800-reason.png")


def test_whole_deal_to_the_score_sheet(desktop: Visit, artifacts: Path) -> None:
    page = desktop.page
    shot_trick = False
    while True:
        move = wait_for_move(page)
        if move == "sheet":
            break
        if move == "continue":
            news = page.locator(".status").inner_text()
            assert TRICK_NEWS.match(news), news
            expect(page.locator("#trick .card")).to_have_count(4)
            if not shot_trick:
                screenshot(page, artifacts / "table-1280x800-trick.png")
                shot_trick = True
            page.get_by_role("button", name="Continue", exact=True).click()
            continue
        press_card(page.locator('#hand .card[aria-disabled="false"]').first)
    sheet = page.get_by_role("dialog")
    expect(sheet).to_contain_text("Deal 1 is over")
    deal = [int(text) for text in sheet.locator("tbody td:nth-child(3)").all_inner_texts()]
    totals = [int(text) for text in sheet.locator("tbody td:nth-child(4)").all_inner_texts()]
    assert sum(deal) in (26, 78) and deal == totals
    scores = page.get_by_role("region", name="Scores")
    assert [int(t) for t in scores.locator("tr.total td").all_inner_texts()] == totals
    assert hand(page) == []
    screenshot(page, artifacts / "table-1280x800-score-sheet.png")
    page.get_by_role("button", name="Next deal", exact=True).click()
    expect(sheet).to_be_hidden()
    expect(page.locator(".status")).to_contain_text("Pass 3 cards to the right")
    assert len(hand(page)) == 13


def test_new_game_offers_the_levels_and_deals_another_game(desktop: Visit, artifacts: Path) -> None:
    page = desktop.page
    page.get_by_role("button", name="New game", exact=True).click()
    sheet = page.get_by_role("dialog")
    expect(sheet).to_contain_text("Computer players")
    for level in ("Easy", "Medium", "Hard", "Expert"):
        expect(sheet.get_by_role("radio", name=re.compile(f"^{level}"))).to_have_count(1)
    expect(sheet.get_by_role("radio", name=re.compile("^Medium"))).to_be_checked()
    sheet.get_by_role("radio", name=re.compile("^Hard")).check()
    screenshot(page, artifacts / "table-1280x800-new-game.png")
    page.get_by_role("button", name="Keep playing", exact=True).click()
    expect(sheet).to_be_hidden()
    expect(page.locator("#info")).to_contain_text(f"Game {GAME}")
    page.get_by_role("button", name="New game", exact=True).click()
    expect(sheet.get_by_role("radio", name=re.compile("^Hard"))).to_be_checked()
    sheet.get_by_role("button", name="New game", exact=True).click()
    expect(sheet).to_be_hidden()
    expect(page.locator(".level-chip")).to_have_text("Hard")
    expect(page.locator("#info")).not_to_contain_text(f"Game {GAME}")
    assert len(hand(page)) == 13
    expect(page.locator(".status")).to_contain_text("Pass 3 cards to the left")


def test_no_other_host_and_only_runtime_files_loaded(desktop: Visit) -> None:
    assert desktop.foreign == []
    assert desktop.problems == []
    asked = {urlsplit(url).path.split("/", 2)[2] for url in desktop.requests}
    runtime = {  # each file as the page asks for it (a host may send its .br or .gz sibling in its place)
        path.relative_to(DIST).as_posix()
        for folder in ("pyodide", "pyscript")
        for path in (DIST / folder).iterdir()
        if precompress.sibling_of(path) is None
    }
    assert runtime <= asked, f"built but never loaded: {sorted(runtime - asked)}"
    assert {path for path in asked if path.startswith(("pyodide/", "pyscript/"))} == runtime


def test_phone_layout(browser: Browser, site_url: str, artifacts: Path) -> None:
    visit = open_table(
        browser,
        f"{site_url}?deal={GAME}",
        viewport={"width": 390, "height": 844},
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
    )
    page = visit.page
    try:
        cards = page.locator("#hand button.card")
        expect(cards).to_have_count(13)
        for index in range(13):
            box = cards.nth(index).bounding_box()
            assert box is not None and box["width"] >= 44 and box["x"] >= 0 and box["x"] + box["width"] <= 390
        screenshot(page, artifacts / "table-390x844-pass.png")
        for name in hand(page)[-3:]:
            press_card(page.get_by_role("button", name=name, exact=True), tap=True)
        page.get_by_role("button", name="Pass", exact=True).tap()
        assert wait_for_move(page) in ("turn", "continue")
        screenshot(page, artifacts / "table-390x844-play.png")
        assert visit.foreign == [] and visit.problems == []
    finally:
        visit.context.close()
