"""A redraw patches the table in place, in Chromium: the focused card is the very same element afterwards."""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from tests.helpers.pages import open_tab

pytestmark = pytest.mark.browser

KEEP = """() => {
  window.keptCard = document.activeElement;
  window.keptHand = [...document.querySelectorAll('#hand [data-card]')];
  return window.keptCard.dataset.card || null;
}"""

SAME = """() => ({
  focused: document.activeElement === window.keptCard,
  connected: window.keptCard.isConnected,
  pressed: window.keptCard.getAttribute('aria-pressed'),
  handKept: window.keptHand.every((card) => card.isConnected
    && card === document.querySelector(`#hand [data-card="${card.dataset.card}"]`)),
})"""


def test_focus_stays_on_the_same_card_element_through_a_redraw(browser: Browser, site_url: str) -> None:
    tab = open_tab(browser, f"{site_url}?deal=48213907", settings={"animation": "off"})
    page = tab.page
    try:
        page.locator("#hand [data-card]").first.focus()
        page.keyboard.press("ArrowRight")
        code = page.evaluate(KEEP)
        assert code
        page.keyboard.press("Space")  # the card is chosen for the pass: the hand is drawn again
        page.wait_for_function("() => window.keptCard.getAttribute('aria-pressed') === 'true'", timeout=30_000)
        assert page.evaluate(SAME) == {"focused": True, "connected": True, "pressed": "true", "handKept": True}
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Space")  # another card chosen: the first stays the same element, chosen
        page.wait_for_function(
            "() => document.querySelectorAll('#hand [aria-pressed=\"true\"]').length === 2", timeout=30_000
        )
        after = page.evaluate(SAME)
        assert after["connected"] and after["handKept"] and after["pressed"] == "true"
        assert not tab.problems, tab.problems
    finally:
        tab.close()
