"""At the table in Chromium: the last trick seen again, claiming the rest, forced cards and the hand's order."""

from __future__ import annotations

from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts import Card
from hearts.claim import play_out
from hearts.deals import deal_hands
from hearts.web.storage.saved_game import SavedGame
from hearts.web.table.hand_order import arrange
from tests.helpers.a11y import audit, check
from tests.helpers.matches import claimable_match
from tests.helpers.pages import (
    PHONE,
    POLL,
    QUICK,
    envelope,
    hand,
    open_tab,
    play_until,
    resize,
    screenshot,
    scroll_to,
    tap,
    trick,
    wait_for_move,
)

pytestmark = pytest.mark.browser

GAME = 48213907


def _focused_card(page: Page) -> str | None:
    return page.evaluate("() => document.activeElement && document.activeElement.getAttribute('data-card')")


def test_the_last_trick_opens_by_button_key_and_pile_and_closes_back_to_the_hand(
    browser: Browser, site_url: str, artifacts: Path
) -> None:
    tab = open_tab(browser, f"{site_url}?deal={GAME}", settings=QUICK, bypass_csp=True)
    page = tab.page
    view = page.locator("#lasttrick")
    expect(page.locator("#pile .pile")).to_have_count(0)  # nothing taken yet
    play_until(page, "continue")
    page.get_by_role("button", name="Continue", exact=True).click()
    play_until(page, "turn")
    status = page.locator(".status").inner_text()

    page.get_by_role("button", name="Last trick", exact=True).click()  # the control
    expect(view).to_be_visible()
    expect(view.locator(".card")).to_have_count(4)
    labels = view.locator(".card").evaluate_all("els => els.map(e => e.ariaLabel)")
    assert sum("(led)" in label for label in labels) == 1
    assert {label.split(", played by ")[1].removesuffix(" (led)") for label in labels} == {
        "You",
        "West",
        "North",
        "East",
    }
    expect(view.locator(".last-trick-caption")).to_contain_text("led ·")
    expect(view.locator(".last-trick-caption")).to_contain_text("took it")
    expect(view.locator(".winner")).to_have_count(1)
    expect(page.locator("#live")).to_contain_text("Last trick:")
    assert page.evaluate("document.body.dataset.turn") == "you"  # looking changes nothing
    assert page.locator(".status").inner_text() == status
    screenshot(page, str(artifacts / "last-trick-desktop.png"))
    check(audit(page, "last trick", "green"))  # axe-core finds nothing to mend
    page.get_by_role("button", name="Last trick", exact=True).click()  # the same control closes it
    expect(view).to_be_hidden()
    assert _focused_card(page) is not None

    first = hand(page)[0]
    page.locator(f'#hand button.card[aria-label="{first}"]').focus()
    page.keyboard.press("l")
    expect(view).to_be_visible()
    page.keyboard.press("Escape")
    expect(view).to_be_hidden()
    assert _focused_card(page) is not None  # focus is back on the hand

    page.locator("#pile .pile").click()  # the pile of taken cards
    expect(view).to_be_visible()
    page.keyboard.press("L")
    expect(view).to_be_hidden()
    assert _focused_card(page) is not None

    resize(page, PHONE)
    page.locator("#pile .pile").click()
    expect(view).to_be_visible()
    screenshot(page, str(artifacts / "last-trick-phone.png"))
    view.get_by_role("button", name="Close").click()
    expect(view).to_be_hidden()
    assert _focused_card(page) is not None
    assert page.evaluate("document.body.dataset.turn") == "you"
    tab.close()
    assert tab.problems == []


def test_a_claim_plays_the_rest_out_and_scores_the_deal_exactly(
    browser: Browser, site_url: str, artifacts: Path
) -> None:
    match = claimable_match(GAME, 4)
    expected = match.round.copy()
    play_out(expected)
    saved = SavedGame.of(match, f"{GAME}-1-c1a1", "medium")
    stored = {"hearts.game": envelope(saved.to_data())}
    tab = open_tab(browser, site_url, stored=stored, settings=QUICK, bypass_csp=True)
    page = tab.page
    claim = page.get_by_role("button", name="Claim the rest", exact=True)
    expect(claim).to_be_visible()
    expect(page.locator(".claim-note")).to_contain_text("The rest is yours, whatever anyone plays.")
    screenshot(page, str(artifacts / "claim-desktop.png"))
    check(audit(page, "claim offered", "green"))
    resize(page, PHONE)
    screenshot(page, str(artifacts / "claim-phone.png"))
    claim.click()
    sheet = page.locator("#sheet")
    expect(sheet).to_be_visible()
    rows = sheet.locator("tbody tr")
    deal = [int(rows.nth(i).locator("td").nth(1).inner_text()) for i in range(4)]
    order = (0, 1, 2, 3)  # the sheet lists South, West, North, East
    assert deal == [expected.points[seat] for seat in order]
    expect(page.locator("#live")).to_contain_text("You claimed the last")
    screenshot(page, str(artifacts / "claim-scored-phone.png"))
    tab.close()
    assert tab.problems == []


def _game_south_opens() -> int:
    """A game whose first deal gives South the 2 of clubs."""
    two = Card.parse("2C")
    return next(n for n in range(GAME, GAME + 500) if two in deal_hands(n, 0)[0])


def test_a_forced_card_is_played_for_you_after_a_pause_and_announced(browser: Browser, site_url: str) -> None:
    game = _game_south_opens()
    tab = open_tab(browser, f"{site_url}?deal={game}", settings={**QUICK, "forced_cards": True})
    page = tab.page
    assert wait_for_move(page) == "pass"
    for name in hand(page)[-3:]:  # keep the 2 of clubs
        tap(page, name)
    page.get_by_role("button", name="Pass", exact=True).click()
    page.wait_for_selector('#hand .card.hinted[data-card="2C"]', timeout=20_000)  # marked during the pause
    expect(page.locator("#live")).to_contain_text("Only the 2 of clubs can be played: playing it for you.")
    page.wait_for_function(
        "() => [...document.querySelectorAll('#trick .card')].some(c => c.ariaLabel === '2 of clubs, played by You')",
        polling=POLL,
    )
    assert "2 of clubs" not in " ".join(hand(page))
    assert any(label.startswith("2 of clubs, played by You") for label in trick(page))
    tab.close()
    assert tab.problems == []


def test_the_hand_order_setting_orders_what_is_drawn_and_the_keyboard(
    browser: Browser, site_url: str, artifacts: Path
) -> None:
    tab = open_tab(browser, f"{site_url}?deal={GAME}", settings=QUICK)
    page = tab.page
    dealt = deal_hands(GAME, 0)[0]
    assert hand(page) == [card.name for card in arrange(dealt)]  # today's order: ♣ ♦ ♠ ♥, low to high
    page.goto(f"{site_url}?deal={GAME}#settings")
    page.wait_for_selector("#panel:not([hidden]) .settings-panel")
    page.select_option("#set-suit_order", "hearts-first")
    page.select_option("#set-rank_order", "descending")
    resize(page, PHONE)
    scroll_to(page.locator("#set-suit_order"))
    screenshot(page, str(artifacts / "settings-hand-phone.png"))
    page.keyboard.press("Escape")
    expect(page.locator("#panel")).to_be_hidden()
    resize(page, {"width": 1280, "height": 800})
    wanted = [card.name for card in arrange(dealt, "hearts-first", "descending")]
    expect(page.locator("#hand button.card").first).to_have_attribute("aria-label", wanted[0])
    assert hand(page) == wanted
    xs = page.locator("#hand button.card").evaluate_all("els => els.map(e => e.getBoundingClientRect().left)")
    assert xs == sorted(xs)  # drawn left to right in that order
    page.locator(f'#hand button.card[aria-label="{wanted[0]}"]').focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.ariaLabel") == wanted[1]
    screenshot(page, str(artifacts / "hand-order-desktop.png"))
    kept = page.evaluate("JSON.parse(localStorage.getItem('hearts.settings')).data")
    assert kept["suit_order"] == "hearts-first" and kept["rank_order"] == "descending"
    tab.close()
    assert tab.problems == []
