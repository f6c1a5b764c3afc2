"""A deal of house rules in Chromium: Spot hearts, four cards passed and the 10 of diamonds scoring −10.

The person passes four cards (the Pass button waits for the fourth), plays the
deal out by the first legal card, and the score sheet is checked against the
engine replaying the saved record. Screenshots of Settings' rules go to
test-artifacts/ at 1280x800 and 390x844.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts import Rules
from hearts.record import GameRecord
from hearts.web.storage.settings import Settings
from tests.helpers.pages import (
    DESKTOP,
    PHONE,
    chosen,
    hand,
    open_tab,
    play_first_legal,
    saved_data,
    screenshot,
    scroll_to,
    storage,
    tap,
    wait_for_move,
)

pytestmark = pytest.mark.browser

HOUSE = Rules(card_values="spot", pass_count=4, bonus_card="TD")
GAME = 2718
SEATS = {"You": 0, "West": 1, "North": 2, "East": 3}


def sheet_rows(page: Page) -> dict[str, list[str]]:
    rows = page.get_by_role("dialog").locator("tbody tr")
    cells = [[t.strip() for t in row.locator("th, td").all_inner_texts()] for row in rows.all()]
    return {row[0]: row for row in cells}


def number(text: str) -> int:
    return int(text.replace("−", "-"))


def test_a_deal_of_spot_hearts_with_four_cards_passed_and_the_ten_of_diamonds(
    browser: Browser, site_url: str, artifacts: Path
) -> None:
    settings = {"animation": "off", "pause_after_trick": False, "rules": HOUSE.to_dict()}
    tab = open_tab(browser, f"{site_url}?deal={GAME}", settings=settings)
    page = tab.page
    try:
        assert wait_for_move(page, auto=True) == "pass"
        expect(page.locator(".status").first).to_contain_text("choose four")
        cards = hand(page)[:4]
        for name in cards[:3]:
            tap(page, name)
        expect(page.locator(".picked")).to_have_text("3 of 4 chosen")
        expect(page.get_by_role("button", name="Pass", exact=True)).to_be_disabled()
        tap(page, cards[3])
        assert sorted(chosen(page)) == sorted(cards)
        expect(page.locator(".picked")).to_have_text("4 of 4 chosen")
        page.get_by_role("button", name="Pass", exact=True).click()
        while (move := wait_for_move(page, auto=True)) != "sheet":
            assert move == "turn", move
            play_first_legal(page)
            page.wait_for_timeout(20)
        screenshot(page, artifacts / "house-rules-spot-sheet-1280x800.png")
        saved = saved_data(storage(page))
        match = GameRecord.from_data(saved["record"]).replay()
        assert match.rules == HOUSE
        rnd = match.rounds[0]
        assert rnd.is_over
        assert sorted(card.name for card in rnd.passed(0) or ()) == sorted(cards)
        rows = sheet_rows(page)
        for label, seat in SEATS.items():
            assert number(rows[label][2]) == rnd.points[seat], (label, rows[label])
            assert number(rows[label][3]) == match.totals[seat], (label, rows[label])
        expected = {129 - 10} if rnd.moon_shooter is None else {3 * 129 - 10, -129 - 10}
        assert sum(rnd.points) in expected
        assert tab.problems == []
    finally:
        tab.close()


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["1280x800", "390x844"])
def test_screenshots_of_the_rules_in_settings(
    browser: Browser, site_url: str, artifacts: Path, viewport: dict[str, int]
) -> None:
    stored_rules = Rules.preset("black-maria").with_options(pass_count=4)
    tab = open_tab(browser, f"{site_url}?deal=5", settings=Settings(rules=stored_rules).to_data(), viewport=viewport)
    page = tab.page
    size = f"{viewport['width']}x{viewport['height']}"
    try:
        page.get_by_role("link", name="Settings", exact=True).click()
        expect(page.locator("#panel")).to_be_visible()
        group = page.locator(".rules-group")
        expect(page.get_by_label("Rule set")).to_have_value("custom")
        expect(page.get_by_label("Cards passed")).to_have_value("4")
        expect(page.get_by_label("Card values")).to_have_value("black-maria")
        scroll_to(group)
        screenshot(page, artifacts / f"settings-rules-{size}.png")
        scroll_to(page.locator("#set-rule-no_tricks_bonus"))
        screenshot(page, artifacts / f"settings-rules-more-{size}.png")
        page.get_by_label("Cards passed").select_option("3")  # now plain Black Maria, a preset …
        expect(page.get_by_label("Rule set")).to_have_value("black-maria")
        expect(page.locator("details.house-rules")).to_have_attribute("open", "")  # … yet the list stays open
        page.get_by_label("Rule set").select_option("spot")
        expect(page.locator("#next-note")).to_contain_text("Spot hearts")
        expect(page.get_by_label("Card values")).to_have_value("spot")
        expect(page.locator(".rules-now")).to_contain_text("Queen of spades 25")
        width = page.locator("#panel .panel-card").evaluate("card => card.scrollWidth")
        assert width <= viewport["width"]
        page.get_by_role("button", name="Close", exact=True).click()
        page.evaluate("() => { location.hash = '#learn/reference'; }")
        reference = page.locator("#learn")
        expect(reference).to_contain_text("Pass four cards right")  # the game in progress: Black Maria, 4 cards
        expect(reference).to_contain_text("43 in all")
        screenshot(page, artifacts / f"learn-reference-black-maria-{size}.png")
        page.evaluate("() => { location.hash = '#learn/practice'; }")
        expect(page.locator(".lesson-rules")).to_contain_text("The lessons teach the standard rules")
        screenshot(page, artifacts / f"learn-practice-black-maria-{size}.png")
        assert tab.problems == []
    finally:
        tab.close()
