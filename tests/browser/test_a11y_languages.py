"""Every language the player may choose, in Chromium: axe-core finds nothing, and nothing overflows at 360 px.

One tab per language (chosen in the stored settings, as Settings keeps it), its kept game one trick from the end of
its deal, looks at a few views: the deal's score sheet, then the next deal's table while passing, the Settings
drawer and Learn's first page. In each, axe-core (loaded and run as in
``test_a11y.py``: :mod:`tests.helpers.a11y`) reports no violation of any rule, with the gradients as they are and,
in English, flattened to their worst case for contrast (a language changes the words, not their colours). Each, and
History's list of games, must also pass the layout check of :mod:`tests.helpers.layout` at 360 px wide (no
sideways scroll, no text wider than its box, no controls over each other), which a language's own long words (a
compound, say) can fail where the pseudo-language's do not.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts.words.languages import ENGLISH, LANGUAGES
from tests.helpers.a11y import audit, check
from tests.helpers.layout import NARROW, layout_problems
from tests.helpers.pages import (
    DESKTOP,
    VIEW_TIMEOUT,
    act,
    close_drawer,
    last_trick,
    open_drawer,
    open_tab,
    play_until,
    resize,
    show,
    wait_for_move,
)

pytestmark = pytest.mark.browser

GAME = 48213907
FAST = {"animation": "off", "pause_after_trick": False}
"""No animation and no pause after each trick: a deal plays in seconds."""


def look(page: Page, view: str, language: str, *, scrolled: str | None = None, narrow: bool = True) -> list[str]:
    """Audit the view with axe at the desktop's size, then (``narrow``) check its layout at 360 px (``scrolled``: a
    part of the view that scrolls, looked at from its top and its end); what is wrong with the layout, by view."""
    check(audit(page, view, language, flat=language == ENGLISH))  # the flattened contrast: colours, not words
    if not narrow:
        return []
    resize(page, NARROW)
    found = [f"{view}: {problem}" for problem in layout_problems(page)]
    if scrolled is not None:
        page.locator(scrolled).evaluate("part => part.scrollTo(0, part.scrollHeight)")
        found += [f"{view}, its end: {problem}" for problem in layout_problems(page, at_top=False)]
        page.locator(scrolled).evaluate("part => part.scrollTo(0, 0)")
    resize(page, DESKTOP)
    return found


@pytest.fixture(scope="module")
def one_trick_left() -> str:
    """The stored game of a deal one trick from its end: the score sheet comes after a few cards, not a whole deal."""
    return last_trick(GAME, f"{GAME}-1-a11y")


@pytest.mark.parametrize("language", LANGUAGES)
def test_axe_and_the_narrow_layout_in_every_language(
    browser: Browser, site_url: str, language: str, one_trick_left: str
) -> None:
    settings = {**FAST, "language": language}
    wrong: list[str] = []
    # One tab whose kept game is a deal at its last trick: the score sheet and History, then the next deal's pass.
    tab = open_tab(browser, site_url, stored={"hearts.game": one_trick_left}, settings=settings, bypass_csp=True)
    page = tab.page
    try:
        expect(page.locator("html")).to_have_attribute("lang", language)
        assert play_until(page, "sheet", auto=True) == "sheet"
        wrong += look(page, "score sheet", language)
        show(page, "#history")
        expect(page.locator("#history-title")).to_be_visible(timeout=VIEW_TIMEOUT)
        resize(page, NARROW)
        wrong += [f"history: {problem}" for problem in layout_problems(page)]
        resize(page, DESKTOP)
        show(page, "")
        expect(page.locator("#history")).to_be_hidden()
        act(page, "next-deal")
        assert wait_for_move(page) == "pass"
        wrong += look(page, "table, passing", language)
        open_drawer(page, "settings")
        wrong += look(page, "settings drawer", language, scrolled="#panel .panel-card")
        close_drawer(page)
        show(page, "#learn")
        expect(page.locator("#learn-title")).to_be_visible(timeout=VIEW_TIMEOUT)
        wrong += look(page, "learn", language)
    finally:
        tab.close()
    assert wrong == [], "\n".join(wrong)
    assert tab.problems == []
