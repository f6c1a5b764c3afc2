"""The puzzles in Chromium, in one tab: reached from the top bar, one answered right by a tap and one wrong by the
keys (each choice's value, the reason and the rating's change shown and said), the next puzzle, the rating kept
after a reload, the Expert playing the deal on from the answer and its replay stepped by button and key; screenshots
on desktop and phone."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts.cards import parse_cards
from hearts.puzzles import Puzzle, load_puzzles
from hearts.web.puzzles.state import from_south
from hearts.words import card_symbols
from hearts.words.review import reason_text
from tests.helpers.pages import DESKTOP, PHONE, Tab, open_tab, reload, resize, said_last, screenshot

pytestmark = pytest.mark.browser

PUZZLES = {puzzle.id: puzzle for puzzle in load_puzzles()}


SAME_CHANCE = """(() => {
  let state = 20261207;
  Math.random = () => { state = (state * 1103515245 + 12345) % 2147483648; return state / 2147483648; };
})();"""
"""The page's chance the same on every run (the view draws its puzzles from ``Math.random``): the same puzzles."""


@pytest.fixture(scope="module")
def tab(browser: Browser, site_url: str) -> Iterator[Tab]:
    opened = open_tab(browser, site_url, settings={"animation": "off"}, before=SAME_CHANCE)
    yield opened
    assert opened.problems == [], opened.problems
    opened.close()


def posed(page: Page) -> Puzzle:
    """The puzzle shown, as the page poses it (from South)."""
    ident = page.locator("#puzzles section.puzzle").get_attribute("data-puzzle-id")
    assert ident in PUZZLES
    return from_south(PUZZLES[ident])


def feedback(page: Page) -> str:
    return " ".join(page.locator("#puzzle-feedback").inner_text().split())


def rating(page: Page) -> str:
    return page.locator("#puzzle-my-rating").inner_text()


def card(page: Page, code: str) -> str:
    return f'#puzzles [data-puzzle-card="{code}"]'


def test_the_puzzles_open_from_the_top_bar(tab: Tab, artifacts: Path) -> None:
    page = tab.page
    expect(page.locator("#puzzles")).to_be_hidden()
    page.locator(".topbar a[href='#puzzles']").click()
    expect(page.get_by_role("heading", name="Puzzles", exact=True)).to_be_visible()
    expect(page.locator("#app")).to_be_hidden()
    puzzle = posed(page)
    question = "Your play" if puzzle.kind == "play" else "Your pass"
    expect(page.locator("#puzzle-question")).to_have_text(question)
    expect(said_last(page)).to_have_text(re.compile(f"^{question}. Rated "))
    assert rating(page) == "Your rating: 1500"
    hand = page.locator("#puzzles .puzzle-hand button.card")
    assert hand.count() == len(puzzle.view().hand)
    screenshot(page, artifacts / "puzzles-question-desktop.png", full_page=True)


def test_a_right_answer_by_a_tap(tab: Tab, artifacts: Path) -> None:
    page = tab.page
    puzzle = posed(page)
    best = puzzle.answer[0]
    for code in best.split():
        page.locator(card(page, code)).click(position={"x": 8, "y": 24})
    if puzzle.kind == "pass":
        page.locator("[data-puzzle-action=pass]").click()
    expect(page.locator("#puzzle-feedback")).to_have_class(re.compile(r"\bright\b"))
    shown = feedback(page)
    assert shown.startswith(f"Right: {card_symbols(parse_cards(best))} is the best choice.")
    assert re.search(r"Rating: 1500 → \d+ \(\+\d+\)$", shown), shown
    expect(said_last(page)).to_have_text(shown)
    assert int(rating(page).split()[-1]) > 1500
    rows = page.locator("#puzzles .puzzle-values tbody tr")
    assert rows.count() == len(puzzle.values)
    screenshot(page, artifacts / "puzzles-right-desktop.png", full_page=True)


def test_a_wrong_answer_by_the_keys(tab: Tab, artifacts: Path) -> None:
    page = tab.page
    before = rating(page)
    first = posed(page)
    page.keyboard.press("n")
    expect(page.locator("#puzzle-feedback")).not_to_have_class(re.compile(r"\bright\b"))
    page.locator('[data-puzzle-mode="duck"]').click()
    expect(page.locator('[data-puzzle-mode="duck"]')).to_have_attribute("aria-pressed", "true")
    puzzle = posed(page)
    assert puzzle.id != first.id and "duck" in puzzle.themes and puzzle.kind == "play"
    view = puzzle.view()
    codes = [c.code for c in view.hand]
    illegal = [c for c in view.hand if c not in view.legal_plays]
    if illegal:
        expect(page.locator(card(page, illegal[0].code))).to_have_attribute("aria-disabled", "true")
    wrong = next(c for c in view.legal_plays if c.code not in puzzle.answer and c.code in puzzle.facts)
    page.locator(card(page, codes[0])).focus()
    for _ in range(codes.index(wrong.code)):
        page.keyboard.press("ArrowRight")
    expect(page.locator(card(page, wrong.code))).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#puzzle-feedback")).to_have_class(re.compile(r"\bwrong\b"))
    shown = feedback(page)
    assert shown.startswith(f"Not the best: {wrong.symbol} loses ")
    assert reason_text(puzzle.facts[wrong.code]) in shown
    assert re.search(r"Rating: \d+ → \d+ \(−\d+\)$", shown), shown
    expect(said_last(page)).to_have_text(shown)
    assert int(rating(page).split()[-1]) < int(before.split()[-1])
    mine = page.locator('#puzzles .puzzle-values tr[aria-current="true"]')
    expect(mine).to_contain_text(wrong.symbol)
    expect(mine).to_contain_text("yours")
    expect(page.locator('[data-puzzle-action="next"]')).to_be_focused()
    screenshot(page, artifacts / "puzzles-wrong-desktop.png", full_page=True)
    resize(page, PHONE)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    screenshot(page, artifacts / "puzzles-wrong-phone.png", full_page=True)
    page.keyboard.press("n")
    expect(page.locator(".puzzle-result")).to_have_count(0)
    screenshot(page, artifacts / "puzzles-question-phone.png", full_page=True)
    earlier = page.locator("#puzzles .puzzle-earlier summary")
    if earlier.count():
        earlier.click()
    page.locator("#puzzles .puzzle-cards-out summary").click()
    expect(page.locator("#puzzles .co-suits")).to_be_visible()
    screenshot(page, artifacts / "puzzles-open-phone.png", full_page=True)
    resize(page, DESKTOP)


def test_the_rating_is_kept_after_a_reload(tab: Tab) -> None:
    page = tab.page
    kept = rating(page)
    assert page.evaluate("localStorage.getItem('hearts.puzzles')") is not None
    reload(page)
    expect(page.locator("#puzzles h1")).to_have_text("Puzzles")
    assert rating(page) == kept


def test_the_expert_plays_on_from_the_answer(tab: Tab, artifacts: Path) -> None:
    page = tab.page
    page.locator('[data-puzzle-mode="last_tricks"]').click()
    puzzle = posed(page)
    assert "last_tricks" in puzzle.themes
    page.locator(card(page, puzzle.answer[0])).click(position={"x": 8, "y": 24})
    page.get_by_role("button", name="Watch the Expert play on").click()
    rest = page.locator("#puzzles .puzzle-rest")
    expect(rest).to_be_visible(timeout=30_000)
    expect(page.locator("#puzzle-rest-title")).to_be_focused()
    count = rest.locator(".step-count")
    steps = 52 - len(parse_cards(puzzle.position.plays))
    expect(count).to_have_text(f"Step 1 of {steps}")
    answered = f"Trick {len(puzzle.view().tricks) + 1}: South "
    expect(rest.locator(".replay-words")).to_contain_text(answered)
    expect(said_last(page)).to_contain_text(answered)
    expect(rest.locator("[data-puzzle-action=back]")).to_have_attribute("aria-disabled", "true")
    hand = rest.locator(".replay-hand.at-south .rank")
    held = hand.count()
    rest.get_by_role("button", name="Forward one step").click()
    expect(count).to_have_text(f"Step 2 of {steps}")
    first_words = rest.locator(".replay-words").inner_text()
    expect(said_last(page)).to_have_text(first_words)
    page.keyboard.press("ArrowLeft")
    expect(count).to_have_text(f"Step 1 of {steps}")
    expect(said_last(page)).to_contain_text(answered)
    page.keyboard.press("End")
    expect(count).to_have_text(f"Step {steps} of {steps}")
    expect(hand).to_have_count(0)
    assert held > 0
    end = rest.locator(".replay-end")
    expect(end).to_have_text(re.compile(r"^Points in this deal: You \d+, West \d+, North \d+, East \d+"))
    expect(said_last(page)).to_contain_text("Deal score: South ")
    page.keyboard.press("Home")
    screenshot(page, artifacts / "puzzles-expert-desktop.png", full_page=True)
    resize(page, PHONE)
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    rest.scroll_into_view_if_needed()
    screenshot(page, artifacts / "puzzles-expert-phone.png", full_page=True)
    modes = page.locator("#puzzles .puzzle-modes")
    box = modes.bounding_box()
    chip = page.locator("#puzzles .puzzle-mode").first.bounding_box()
    assert box is not None and chip is not None and box["height"] < 2 * chip["height"]  # one row on a phone
    resize(page, DESKTOP)
    page.get_by_role("link", name="Back to the table").click()
    expect(page.locator("#puzzles")).to_be_hidden()
    expect(page.locator("#hand button.card").first).to_be_visible()
    resize(page, PHONE)
    expect(page.locator(".topbar a[href='#puzzles']")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    screenshot(page, artifacts / "puzzles-table-phone.png")
    resize(page, DESKTOP)
