"""What a browser kept before the page took its present layout opens as it was: the game part-way into its second
deal, the settings, History with the first deal's review kept in its first form (its reasons as sentences), the
reviewed deals in the statistics. The stored data (``tests/data/browser_storage_first_format.json``) was written by
that version of the page, played by the tests' simple policy; ``shown`` is what that page showed."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, expect

from tests.helpers import DATA
from tests.helpers.pages import hand, open_tab, storage, totals, trick

pytestmark = pytest.mark.browser

KEPT = json.loads((DATA / "browser_storage_first_format.json").read_text(encoding="utf-8"))


def test_a_browser_kept_by_the_earlier_page_opens_as_it_was(browser: Browser, site_url: str) -> None:
    shown = KEPT["shown"]
    tab = open_tab(browser, site_url, stored=KEPT["storage"])
    page = tab.page
    try:
        # The game resumes where it was, in the settings kept.
        assert hand(page) == shown["hand"]
        assert [name.split(",")[0] for name in trick(page)] == [name.split(",")[0] for name in shown["trick"]]
        assert totals(page) == [int(total) for total in shown["totals"]]
        root = page.locator("html")
        expect(root).to_have_attribute("data-table", "blue")
        expect(root).to_have_class("four-colour")
        # History: the game, and its first deal's review as it was kept, worded as it was.
        match_id = json.loads(KEPT["storage"]["hearts.game"])["data"]["match"]
        page.evaluate(f"location.hash = 'history/{match_id}'")
        summary = page.locator("#replay-summary")
        expect(summary.locator(".rv-outcome")).to_have_text(shown["outcome"], timeout=15_000)
        assert summary.locator("[data-history-action=review]").count() == 0  # kept: nothing to analyse again
        jumps = summary.locator(".rv-jump")
        assert jumps.count() >= 1
        for index in range(jumps.count()):
            jumps.nth(index).click()
            reason = page.locator("#replay-review .rv-reason").inner_text()
            assert reason in shown["reasons"], reason
        # The statistics count the reviewed deal's points lost.
        page.evaluate("location.hash = 'statistics'")
        section = page.locator("#panel .decisions")
        expect(section).to_be_visible(timeout=10_000)
        expect(section.locator("svg.lost-chart polyline")).to_have_count(1)
        # Nothing was lost or rewritten as unreadable.
        assert not [key for key in storage(page) if key.startswith("hearts.backup.")]
        assert page.locator("#notice").is_hidden()
        assert tab.problems == [], tab.problems
    finally:
        tab.close()
