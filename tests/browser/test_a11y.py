"""An automated accessibility audit with axe-core, in Chromium: the table at each stage, the score sheet,
the new-game sheet, Settings, Statistics and every Learn page, in every table colour.

axe-core comes from npm as a development dependency (package.json); it is
read from node_modules/ and put into the page by the test
(``page.add_script_tag(path=...)``), never copied into dist/. The page's
Content-Security-Policy forbids inline scripts, so the audited browser
context bypasses it (only here: every other test keeps it).

Two runs per view and colour: the page as it is, which must have no
violation of any rule (serious, critical, moderate or minor); and the same page with its gradients
(the felt, the room around it) painted in their lightest colour, where axe
can measure every text's contrast exactly: no colour-contrast violation at
all, and nothing left for a person to review. A colour changes only colours, so the first run checks every rule
in the first colour and colour contrast alone in the others. The numbers are written to
test-artifacts/axe-report.json.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts.web.storage.settings import TABLE_COLOURS
from tests.helpers import ROOT
from tests.helpers.a11y import AXE, REPORT, audit, check
from tests.helpers.pages import Tab, open_tab, play_until

pytestmark = pytest.mark.browser

GAME = 48213907
THEMES = tuple(TABLE_COLOURS)
LOADS = 30_000
"""How long a view may take to appear the first time (its Python modules are imported then)."""
LEARN_PAGES = ("#learn", "#learn/practice", "#learn/practice/queen", "#learn/reference", "#learn/faq", "#learn/tips")


def choose_theme(page: Page, theme: str, *, audit_drawer: bool = False) -> None:
    """Pick the table colour in the Settings drawer, as a person would (auditing the drawer on the way)."""
    page.get_by_role("link", name="Settings", exact=True).click()
    expect(page.locator("#panel")).to_be_visible(timeout=LOADS)
    page.locator(f"#set-table-{theme}").check()
    expect(page.locator("html")).to_have_attribute("data-table", theme)
    if audit_drawer:
        check(audit(page, "settings drawer", theme, contrast_only=theme != THEMES[0]))
    page.get_by_role("button", name="Close", exact=True).click()
    expect(page.locator("#panel")).to_be_hidden()


@pytest.fixture(scope="module")
def tab(browser: Browser, site_url: str, artifacts: Path) -> Iterator[Tab]:
    assert AXE.is_file(), "axe-core is missing: run ./scripts/setup (npm ci installs the development dependencies)"
    opened = open_tab(browser, f"{site_url}?deal={GAME}", settings={"animation": "off"}, bypass_csp=True)
    yield opened
    opened.close()
    (artifacts / "axe-report.json").write_text(json.dumps(REPORT, indent=1), encoding="utf-8")


def test_axe_is_not_shipped_with_the_site(site_url: str) -> None:
    from tests.helpers import DIST

    shipped = [path for path in DIST.rglob("*") if "axe" in path.name.lower()]
    assert shipped == []
    assert "axe-core" in json.loads((ROOT / "package.json").read_text())["devDependencies"]


def test_table_while_passing_in_every_colour(tab: Tab) -> None:
    for theme in THEMES:
        choose_theme(tab.page, theme, audit_drawer=True)
        check(audit(tab.page, "table, passing", theme, contrast_only=theme != THEMES[0]))


def test_table_at_play_with_a_refused_card_and_a_trick_in_every_colour(tab: Tab) -> None:
    page = tab.page
    play_until(page, "mid-trick")
    dimmed = page.locator('#hand .card[aria-disabled="true"]')
    if dimmed.count():
        dimmed.first.click(position={"x": 8, "y": 30}, force=True)
        expect(page.locator(".reason")).to_be_visible()
    for theme in THEMES:
        choose_theme(page, theme)
        check(audit(page, "table, your turn", theme, contrast_only=theme != THEMES[0]))
    play_until(page, "continue")
    for theme in THEMES:
        choose_theme(page, theme)
        check(audit(page, "table, trick taken", theme, contrast_only=theme != THEMES[0]))


def paint(page: Page, theme: str) -> None:
    """Show the page in ``theme`` where the Settings drawer cannot be reached (a sheet covers the table).

    The drawer does exactly this (see :func:`choose_theme`): it sets ``data-table`` on ``<html>``.
    """
    page.evaluate("(theme) => document.documentElement.setAttribute('data-table', theme)", theme)


def test_score_sheet_new_game_sheet_and_statistics_in_every_colour(tab: Tab) -> None:
    page = tab.page
    chosen = str(page.locator("html").get_attribute("data-table"))
    assert play_until(page, "sheet") == "sheet"
    for theme in THEMES:
        paint(page, theme)
        check(audit(page, "score sheet", theme, contrast_only=theme != THEMES[0]))
    paint(page, chosen)
    page.locator("#sheet").get_by_role("button", name="Next deal", exact=True).click()
    expect(page.locator("#sheet")).to_be_hidden()
    page.get_by_role("button", name="New game", exact=True).click()
    expect(page.locator("#sheet")).to_be_visible()
    for theme in THEMES:
        paint(page, theme)
        check(audit(page, "new-game sheet", theme, contrast_only=theme != THEMES[0]))
    paint(page, chosen)
    page.get_by_role("button", name="Keep playing", exact=True).click()
    expect(page.locator("#sheet")).to_be_hidden()
    page.get_by_role("link", name="Statistics", exact=True).click()
    expect(page.locator("#panel")).to_be_visible(timeout=LOADS)
    for theme in THEMES:
        paint(page, theme)
        check(audit(page, "statistics drawer", theme, contrast_only=theme != THEMES[0]))
    paint(page, chosen)
    page.get_by_role("button", name="Close", exact=True).click()
    expect(page.locator("#panel")).to_be_hidden()


def test_every_learn_page_in_every_colour(tab: Tab) -> None:
    page = tab.page
    chosen = str(page.locator("html").get_attribute("data-table"))
    for address in LEARN_PAGES:
        page.evaluate("(hash) => { location.hash = hash; }", address)
        expect(page.locator("#learn")).to_be_visible(timeout=LOADS)
        expect(page.locator("#learn-title")).to_be_visible(timeout=LOADS)
        for theme in THEMES:
            paint(page, theme)
            check(audit(page, f"learn {address}", theme, contrast_only=theme != THEMES[0]))
        paint(page, chosen)
    page.evaluate("() => { location.hash = ''; }")
    expect(page.locator("#learn")).to_be_hidden()
    assert tab.problems == []
