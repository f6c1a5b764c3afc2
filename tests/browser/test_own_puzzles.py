"""Your puzzles in the browser: a reviewed mistake kept as your own puzzle in the background, and Statistics'
puzzles section."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import date, timedelta
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from hearts.web.storage.puzzle_progress import PUZZLES_SLOT, PuzzleProgress, encode_puzzle_progress
from hearts.words import grouped
from tests.helpers.pages import (
    PHONE,
    POLL,
    REVIEW_TIMEOUT,
    at_the_score_sheet,
    envelope,
    open_tab,
    saved_data,
    screenshot,
    scroll_to,
    storage,
)

pytestmark = pytest.mark.browser

GAME = 3
MISTAKE_STEP = 43
"""In game 3's first deal played by first legal cards, South's one mistake or blunder is its play at card 44, with a
clear answer (few cards are hidden by then: every layout is tried, so the check is quick)."""


def test_a_reviewed_mistake_becomes_your_puzzle_while_the_page_answers(
    browser: Browser, site_url: str, artifacts: Path
) -> None:
    tab = at_the_score_sheet(browser, site_url, GAME, "own")
    page = tab.page
    try:
        page.get_by_role("button", name="Review this deal", exact=True).click()
        page.locator("#sheet .review-card.done").wait_for(timeout=REVIEW_TIMEOUT)
        # The mistakes are checked in the background: the page answers a tap at once meanwhile.
        page.get_by_role("button", name="Back to the scores", exact=True).click()
        expect(page.get_by_role("button", name="Next deal", exact=True)).to_be_visible(timeout=2_000)
        key = f"{saved_data(storage(page))['match']}/0/{MISTAKE_STEP}"
        page.wait_for_function(
            f"() => (localStorage.getItem('{PUZZLES_SLOT.key}') || '').includes('{key}')",
            polling=POLL,
            timeout=REVIEW_TIMEOUT,
        )
        own = json.loads(storage(page)[PUZZLES_SLOT.key])["data"]["own"]
        assert [entry["key"] for entry in own if entry["key"] == key] == [key]
        (entry,) = [entry for entry in own if entry["key"] == key]
        assert entry["puzzle"]["answer"] == ["AH"] and entry["puzzle"]["id"] == "own/" + key
        assert not tab.problems
    finally:
        tab.close()


@dataclass(frozen=True)
class Rated:
    id: str
    rating: float
    themes: frozenset[str]


def test_statistics_shows_the_puzzle_rating_and_the_themes(browser: Browser, site_url: str, artifacts: Path) -> None:
    progress = PuzzleProgress()
    themes = ("duck", "queen", "pass", "moon_stop")
    for n in range(12):
        puzzle = Rated(f"p{n}", 1400.0 + 30 * n, frozenset({themes[n % 4]}))
        progress = progress.answered(puzzle, n % 4 != 1, date(2026, 12, 1) + timedelta(days=n))
    stored = {PUZZLES_SLOT.key: envelope(encode_puzzle_progress(progress))}
    tab = open_tab(browser, site_url, stored=stored, viewport=PHONE)
    page = tab.page
    try:
        page.evaluate("location.hash = 'statistics'")
        section = page.locator("#panel .puzzle-stats")
        expect(section).to_be_visible(timeout=15_000)
        expect(section.locator("svg.rating-chart circle")).to_have_count(12)
        expect(section.locator(".stat-value").first).to_have_text(grouped(round(progress.rating.value)))
        rows = section.locator("tbody tr")
        expect(rows).to_have_count(4)
        expect(rows.first).to_contain_text("The Q♠")
        scroll_to(section)
        screenshot(page, str(artifacts / "statistics-puzzles-phone.png"))
        assert not tab.problems
    finally:
        tab.close()
