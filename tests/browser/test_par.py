"""A deal's par as a player meets it: on the score sheet once the deal is over, the Expert's play of the hand in
History's replay, and the points against par in Statistics."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from tests.helpers.pages import (
    DESKTOP,
    PHONE,
    REVIEW_TIMEOUT,
    at_the_score_sheet,
    resize,
    screenshot,
    scroll_to,
    storage,
)

pytestmark = pytest.mark.browser

GAME = 424242


def test_par_on_the_score_sheet_the_experts_replay_and_statistics(
    browser: Browser, site_url: str, artifacts: Path
) -> None:
    tab = at_the_score_sheet(browser, site_url, GAME, "par")
    page = tab.page
    try:
        card = page.locator("#sheet .par-card")
        expect(card).to_be_visible()
        # Play goes on meanwhile: the sheet's buttons are there while par is computed. (How long the page's tasks
        # are while par runs is a benchmark's question, in bench/.)
        expect(page.get_by_role("button", name="Next deal", exact=True)).to_be_enabled()
        page.locator("#sheet .par-card.done").wait_for(timeout=REVIEW_TIMEOUT)
        result = page.locator("#sheet .par-result").inner_text()
        assert result.startswith("Par ") and " — you took " in result and "the Expert took" in result, result
        assert "the review is another measure" in page.locator("#sheet .par-note").inner_text().lower()
        kept = json.loads(storage(page)["hearts.pars"])["data"]["entries"]
        assert len(kept) == 1 and kept[0]["deal"] == 0
        resize(page, DESKTOP)
        screenshot(page, str(artifacts / "par-sheet-desktop.png"))
        resize(page, PHONE)
        scroll_to(card)
        screenshot(page, str(artifacts / "par-sheet-phone.png"))
        # The Expert's play of your hand, in History's replay, stepped with the replay's keys.
        page.get_by_role("link", name="Watch the Expert play this hand").click()
        page.wait_for_url("**/1/par")
        compare = page.locator(".par-compare")
        expect(compare).to_be_visible(timeout=15_000)
        assert "you took" in compare.inner_text()
        stage = page.locator("#replay-stage")
        first = stage.get_attribute("data-step")
        page.get_by_role("button", name="Forward one step").click()
        expect(stage).not_to_have_attribute("data-step", first or "")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("End")
        expect(page.locator(".replay-end")).to_be_visible()
        last = stage.get_attribute("data-step")
        assert last and last != first
        page.keyboard.press("Home")
        expect(stage).to_have_attribute("data-step", first or "")
        for __ in range(6):
            page.keyboard.press("ArrowRight")
        resize(page, DESKTOP)
        scroll_to(page.locator("#replay-title"))
        screenshot(page, str(artifacts / "par-replay-desktop.png"))
        resize(page, PHONE)
        scroll_to(page.locator("#replay-title"))
        screenshot(page, str(artifacts / "par-replay-phone.png"))
        page.get_by_role("link", name="Back to your play of this deal").click()
        expect(page.locator(".par-compare")).to_have_count(0)
        # History lists the deal's par beside its points.
        page.evaluate("location.hash = 'history'")
        table = page.locator(".history-game .deal-table").first
        expect(table.locator("thead th.par")).to_have_text("Par", timeout=15_000)
        assert table.locator("tbody td.par").first.inner_text().strip().isdigit()
        screenshot(page, str(artifacts / "par-history-phone.png"))
        resize(page, DESKTOP)
        screenshot(page, str(artifacts / "par-history-desktop.png"))
        resize(page, PHONE)
        # Statistics show the points against par.
        page.evaluate("location.hash = 'statistics'")
        section = page.locator("#panel .par-stats")
        expect(section).to_be_visible(timeout=15_000)
        expect(section.locator("svg.par-chart polyline")).to_have_count(1)
        scroll_to(section)
        screenshot(page, str(artifacts / "par-statistics-phone.png"))
        resize(page, DESKTOP)
        scroll_to(section)
        screenshot(page, str(artifacts / "par-statistics-desktop.png"))
        assert not tab.problems, tab.problems
    finally:
        tab.close()
