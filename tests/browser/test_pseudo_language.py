"""Every view in the pseudo-language, in Chromium: no word escaped the catalogs, and nothing overflows at 360 px.

The pseudo-language ``en-XA`` (built from the template with the catalogs) writes every message accented, about
40 % longer and inside ``⟦ ⟧``. One tab walks every view a player meets: the table while passing and playing (a
refused card's reason, a trick taken, the last trick again), the score sheet and a deal's review, the new-game
menu and the share box, History with a game's replay and its review, Settings, Statistics, every page of Learn
and every practice lesson, the puzzles, and a notice. In each view:

- every shown text and every accessible name (``aria-label``, ``title``, ``alt``, ``placeholder``, the
  document's title) is inside ``⟦ ⟧``, apart from what is not words: see :data:`NOT_WORDS`;
- at 360 px wide nothing scrolls sideways, no text is cut by its box (``scrollWidth > clientWidth`` on an
  element that holds text) and no two buttons overlap.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Final

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts.learn import LESSONS
from hearts.words.forms import FORMS
from hearts.words.languages import NATIVE_NAMES, PSEUDO
from tests.helpers.layout import NARROW, layout_problems
from tests.helpers.pages import (
    DESKTOP,
    QUICK,
    VIEW_TIMEOUT,
    Tab,
    act,
    close_drawer,
    hand,
    last_trick,
    open_drawer,
    open_tab,
    play_until,
    resize,
    review_deal,
    screenshot,
    show,
    tap,
    wait_for_move,
)

pytestmark = pytest.mark.browser

GAME = 7

SHOWN_WORDS = """() => {
  const found = [];
  const shown = (element) => !element.closest("[hidden], #loading") && getComputedStyle(element).display !== "none";
  let block = {text: "", outside: "", depth: 0};
  const read = (words) => {
    block.text += words;
    for (const letter of words) {
      if (letter === "⟦") block.depth += 1;
      else if (letter === "⟧") block.depth = Math.max(0, block.depth - 1);
      else if (block.depth === 0) block.outside += letter;
    }
  };
  const walk = (element) => {
    const inline = getComputedStyle(element).display.startsWith("inline");
    const outer = block;
    if (!inline) block = {text: "", outside: "", depth: 0};
    for (const node of element.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) read(node.textContent);
      else if (node.nodeType === Node.ELEMENT_NODE && shown(node)) walk(node);
      if (!inline && node.nodeType === Node.ELEMENT_NODE) read(" ");
    }
    if (!inline) {
      if (block.text.trim()) found.push([block.text.trim(), block.outside]);
      block = outer;
    }
  };
  walk(document.body);
  const names = ["aria-label", "title", "alt", "placeholder", "aria-valuetext", "aria-roledescription"];
  for (const element of document.body.querySelectorAll(names.map((name) => `[${name}]`).join(", "))) {
    if (!shown(element)) continue;
    for (const name of names) {
      const value = element.getAttribute(name);
      if (value && value.trim()) found.push([value.trim(), null]);
    }
  }
  for (const element of document.body.querySelectorAll("*")) {
    if (!shown(element)) continue;
    for (const pseudo of ["::before", "::after"]) {
      const content = getComputedStyle(element, pseudo).content;
      const attribute = /^attr\\(([\\w-]+)\\)$/.exec(content);
      const drawn = attribute ? element.getAttribute(attribute[1]) : /^".*"$/.test(content) ? content.slice(1, -1) : "";
      if (drawn && drawn.trim()) found.push([drawn.trim(), null]);
    }
  }
  found.push([document.title, null]);
  return found;
}"""
"""Every text the page shows, by block (a paragraph, a button, a cell: the text of its inline elements together,
with the part outside ``⟦ ⟧``), every accessible name and description of a shown element, every word the
stylesheet draws (a ``::before`` or ``::after`` whose content is text or an attribute), and the title."""

_MONTHS: Final = "|".join(FORMS["en"].months)
NOT_WORDS: Final = {
    "card": r"(?<![^\W\d_])(?:10|[2-9JQKA])(?![^\W\d_])[♣♦♠♥]?|[♣♦♠♥]",
    "date": rf"\b(?:{_MONTHS}) \d{{1,2}}, \d{{4}}(?:, \d{{1,2}}:\d\d\u202f[AP]M)?",
    "number": r"[−+-]?\d[\d\u202f\xa0.,]*\s?%?",
    "game link": r"[A-Za-z0-9_-]{40,}",
}
"""What may show outside ``⟦ ⟧``, since it is not words: a card's rank and suit (``Q♠``, ``10``), a date (the
pseudo-language writes dates and numbers as English does: it has no forms of its own), a number, and a game link's
code (in the share box's field and History's link). Each language's own name is kept too, in Settings' list only
(see :func:`words_left`)."""

EVERY_NOT_WORD: Final = re.compile("|".join(f"(?:{pattern})" for pattern in NOT_WORDS.values()))


def outside_brackets(words: str) -> str:
    """What ``words`` holds outside ``⟦ ⟧`` (which may nest: a message inside a message)."""
    depth, outside = 0, []
    for letter in words:
        if letter == "⟦":
            depth += 1
        elif letter == "⟧":
            depth = max(0, depth - 1)
        elif depth == 0:
            outside.append(letter)
    return "".join(outside)


def words_left(page: Page) -> list[str]:
    """Every shown text with a letter outside the brackets once what is not words is taken out."""
    names = set(NATIVE_NAMES.values())
    in_settings = page.locator("#set-language").is_visible()
    left = set()
    for words, outside in page.evaluate(SHOWN_WORDS):
        if in_settings and words in names:
            continue
        rest = EVERY_NOT_WORD.sub("", outside_brackets(words) if outside is None else outside)
        if re.search(r"[^\W\d_]", rest):
            left.add(words if len(words) < 160 else words[:160] + "…")
    return sorted(left)


def report(found: dict[str, list[str]]) -> str:
    return "\n".join(f"{view}:\n  " + "\n  ".join(items) for view, items in found.items())


class Walk:
    """One tab in the pseudo-language, and what each view it looked at showed wrong."""

    def __init__(self, tab: Tab, artifacts: Path) -> None:
        self.tab = tab
        self.page = tab.page
        self.artifacts = artifacts
        self.english: dict[str, list[str]] = {}
        self.layout: dict[str, list[str]] = {}

    def look(self, view: str, scrolled: str | None = None) -> None:
        """Check the view as it is, at the desktop's width and at 360 px (``scrolled``: a scrolling part of the
        view, looked at from its top to its end)."""
        page = self.page
        for size in (DESKTOP, NARROW):
            resize(page, size)
            page.wait_for_timeout(100)
            if size is NARROW:
                screenshot(page, self.artifacts / f"en-XA-360-{re.sub(r'[^a-z0-9]+', '-', view.lower())}.png")
            stops = [0.0, 0.5, 1.0] if scrolled and page.locator(scrolled).count() else [0.0]
            for stop in stops:
                if scrolled and page.locator(scrolled).count():
                    page.locator(scrolled).first.evaluate("(e, at) => e.scrollTo(0, at * e.scrollHeight)", stop)
                english = words_left(page)
                if english:
                    self.english.setdefault(view, [])
                    self.english[view] += [w for w in english if w not in self.english[view]]
                if size is NARROW:
                    wrong = layout_problems(page, at_top=stop == 0)
                    if wrong:
                        self.layout.setdefault(view, [])
                        self.layout[view] += [w for w in wrong if w not in self.layout[view]]
            if scrolled and page.locator(scrolled).count():
                page.locator(scrolled).first.evaluate("e => e.scrollTo(0, 0)")
        resize(page, DESKTOP)

    def verdict(self) -> None:
        """Fail on anything found wrong since the last verdict, naming each view and what it showed."""
        english, layout = self.english, self.layout
        self.english, self.layout = {}, {}
        assert not english and not layout, f"English:\n{report(english)}\nLayout at 360 px:\n{report(layout)}"


@pytest.fixture(scope="module")
def walk(browser: Browser, site_url: str, artifacts: Path) -> Iterator[Walk]:
    # Game 7's first deal two tricks from its end: the score sheet after a few cards, not a whole deal.
    stored = {"hearts.game": last_trick(GAME, f"{GAME}-1-pseudo", tricks=2)}
    tab = open_tab(browser, f"{site_url}?lang={PSEUDO}", stored=stored, settings=QUICK)
    yield Walk(tab, artifacts)
    tab.close()
    assert tab.problems == []


def test_the_table_sheet_and_review(walk: Walk) -> None:
    page = walk.page
    expect(page.locator("html")).to_have_attribute("lang", PSEUDO)
    expect(page.locator(".loading-title")).to_contain_text("⟦")  # the loading screen, from locale/loading.json
    # The first deal's last tricks, its score sheet and its review.
    play_until(page, "continue")
    walk.look("table, a trick taken")
    act(page, "continue")
    pile = page.locator("#pile [data-action='last-trick']")
    if pile.count():
        pile.click()
        expect(page.locator("#lasttrick")).to_be_visible()
        walk.look("table, the last trick again")
        pile.click()
    play_until(page, "sheet")
    walk.look("score sheet", "#sheet .sheet-card")
    review_deal(page)
    walk.look("review", "#sheet .review-card")
    act(page, "close-review")
    # The next deal: the pass, a card refused, the new-game menu and the share box.
    act(page, "next-deal")
    assert wait_for_move(page) == "pass"
    walk.look("table, passing")
    for card in hand(page)[:3]:
        tap(page, card)
    walk.look("table, three cards chosen")
    act(page, "pass")
    play_until(page, "mid-trick")
    refused = page.locator('#hand .card[aria-disabled="true"]')
    if refused.count():
        refused.first.click(position={"x": 8, "y": 30}, force=True)
        expect(page.locator(".reason")).to_be_visible()
    walk.look("table, your turn")
    act(page, "new-game-menu")
    expect(page.locator("#sheet")).to_be_visible()
    walk.look("new-game menu", "#sheet .sheet-card")
    act(page, "close-sheet")
    act(page, "share")
    expect(page.locator("#share")).to_be_visible()
    walk.look("share box")
    page.locator("#share [data-share-action=close]").click()
    expect(page.locator("#share")).to_be_hidden()
    walk.verdict()


def test_history_and_a_replay(walk: Walk) -> None:
    page = walk.page
    show(page, "#history")
    expect(page.locator("#history-title")).to_be_visible(timeout=VIEW_TIMEOUT)
    walk.look("History")
    page.locator(".history-game .replay-link").first.click()
    expect(page.locator("#replay-stage")).to_be_visible()
    for __ in range(6):
        page.keyboard.press("ArrowRight")
    walk.look("History, a replay")
    jumps = page.locator("#replay-summary .rv-jump")
    if jumps.count():
        jumps.first.click()
        expect(page.locator("#replay-review .rv-label")).to_be_visible()
    walk.look("History, a replay with its review")
    show(page, "")
    expect(page.locator("#history")).to_be_hidden()
    walk.verdict()


def test_settings_and_statistics(walk: Walk) -> None:
    page = walk.page
    for drawer in ("settings", "statistics"):
        open_drawer(page, drawer)
        expect(page.locator("#panel-title")).to_contain_text("⟦")
        walk.look(drawer, "#panel .panel-card")
        close_drawer(page)
    walk.verdict()


LEARN_PAGES: Final = (
    "#learn",
    "#learn/practice",
    "#learn/reference",
    "#learn/faq",
    "#learn/tips",
    *(f"#learn/practice/{lesson.id}" for lesson in LESSONS),
)


def test_every_learn_page_and_lesson(walk: Walk) -> None:
    page = walk.page
    for address in LEARN_PAGES:
        show(page, address)
        expect(page.locator("#learn-title")).to_be_visible(timeout=VIEW_TIMEOUT)
        walk.look(address, "#learn")
    show(page, "#learn/practice/queen")
    expect(page.locator("#learn-title")).to_be_visible()
    page.locator("#learn [data-learn-card]").first.click(position={"x": 8, "y": 24}, force=True)
    expect(page.locator("#learn-feedback")).not_to_be_empty()
    walk.look("a lesson's feedback", "#learn")
    show(page, "")
    expect(page.locator("#learn")).to_be_hidden()
    walk.verdict()


def test_the_puzzles(walk: Walk) -> None:
    """A puzzle posed, answered (its values, reason and rating's change), the earlier tricks and the cards still
    out opened, and the Expert playing the deal on."""
    page = walk.page
    show(page, "#puzzles")
    expect(page.locator("#puzzles-title")).to_be_visible(timeout=VIEW_TIMEOUT)
    page.locator('[data-puzzle-mode="last_tricks"]').click()  # a deal near its end: the Expert plays on in a moment
    expect(page.locator('[data-puzzle-mode="last_tricks"]')).to_have_attribute("aria-pressed", "true")
    walk.look("puzzles, a question", "#puzzles")
    hand = page.locator("#puzzles .puzzle-hand button.card")
    hand.and_(page.locator('[aria-disabled="false"]')).first.click(position={"x": 8, "y": 24})
    if page.locator("[data-puzzle-action=pass]").count():  # a pass: two more cards, then Pass
        for _ in range(2):
            hand.and_(page.locator('[aria-pressed="false"]')).first.click(position={"x": 8, "y": 24})
        page.locator("[data-puzzle-action=pass]").click()
    expect(page.locator("#puzzles .puzzle-result")).to_be_visible()
    for more in page.locator("#puzzles details.puzzle-more summary").all():
        more.click()
    walk.look("puzzles, answered", "#puzzles")
    page.locator("[data-puzzle-action=watch]").click()
    expect(page.locator("#puzzles .puzzle-rest")).to_be_visible(timeout=VIEW_TIMEOUT)
    walk.look("puzzles, the Expert playing on", "#puzzles")
    show(page, "")
    expect(page.locator("#puzzles")).to_be_hidden()
    walk.verdict()


def test_a_notice(walk: Walk, site_url: str) -> None:
    """A game number out of range: the notice names the range (numbers as the language writes them)."""
    page = walk.page
    page.goto(f"{site_url}?deal=99999999999&lang={PSEUDO}")
    page.wait_for_selector("body[data-ready]", state="attached")
    expect(page.locator("#notice")).to_be_visible()
    walk.look("a notice")
    walk.verdict()
