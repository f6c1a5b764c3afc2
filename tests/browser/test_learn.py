"""The Learn view in Chromium: reached from the table, a lesson completed by tapping cards, a wrong tap's reason,
progress kept after a reload, the quick reference printed on one page, screenshots on desktop and phone, and the
table playing on (its keys its own) while Learn lies over it."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts.cards import Card, Suit
from hearts.learn import PlayPosition, lesson_by_id
from hearts.legality import Illegal
from hearts.words import illegal_text
from tests.helpers.pages import QUICK, open_tab, play_first_legal, play_until, said_last, screenshot, trick

pytestmark = pytest.mark.browser

BOOT_TIMEOUT = 90_000
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}


def boot(browser: Browser, url: str, viewport: dict[str, int], problems: list[str]) -> Page:
    context = browser.new_context(viewport=viewport, reduced_motion="reduce")  # type: ignore[arg-type]
    page = context.new_page()
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.goto(url)
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT)
    return page


@pytest.fixture()
def problems() -> Iterator[list[str]]:
    found: list[str] = []
    yield found
    assert found == [], found


def tap(page: Page, code: str, *, disabled: bool = False) -> None:
    """Tap a card of the practice hand on its visible left edge (cards in a fan overlap).

    A card marked aria-disabled can still be tapped (to hear why it may not be played); Playwright needs
    ``force`` for that.
    """
    page.locator(f'#learn [data-learn-card="{code}"]').click(position={"x": 8, "y": 24}, force=disabled)


def feedback(page: Page) -> str:
    return " ".join(page.locator("#learn-feedback").inner_text().split())


def test_a_lesson_completed_by_tapping_cards(
    browser: Browser, site_url: str, artifacts: Path, problems: list[str]
) -> None:
    page = boot(browser, site_url, DESKTOP, problems)
    expect(page.locator("#learn")).to_be_hidden()
    page.get_by_role("link", name="Learn").first.click()
    expect(page.get_by_role("heading", name="Learn Hearts")).to_be_visible()
    expect(page.locator("#app")).to_be_hidden()
    expect(page.locator("#learn-deal")).to_contain_text("pass left")
    assert page.locator("#learn-hearts .learn-trick .card").count() >= 8  # tricks drawn with card pictures
    screenshot(page, str(artifacts / "learn-rules-desktop.png"))

    page.get_by_role("link", name="Practice").click()
    page.get_by_role("link", name="Discarding the queen").click()
    lesson = lesson_by_id("queen")
    first, second, third = lesson.positions

    # Position 1: a legal but wrong card gets the lesson's explanation, then the right card.
    expect(page.locator(".task-text")).to_have_text(first.task_text.plain())
    hand = page.locator("#learn .learn-hand button.card")
    assert hand.count() == 12
    names = hand.evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    assert names == [c.name for c in first.round().hand(0)]
    tap(page, "3C")
    expect(page.locator("#learn-feedback")).to_have_class(re.compile(r"\bwrong\b"))
    assert feedback(page) == f"Not the best. {first.judge(Card.parse('3C')).message} Try again."
    screenshot(page, str(artifacts / "learn-wrong-tap-desktop.png"))
    tap(page, "QS")
    assert feedback(page) == f"Right. {first.judge(Card.parse('QS')).message}"
    expect(page.locator(".learn-trick .at-south .card")).to_have_attribute("aria-label", re.compile("^Queen of spades"))
    page.get_by_role("button", name="Next position").click()

    # Position 2: an illegal card is marked aria-disabled and its tap shows the engine's reason.
    expect(page.locator(".task-text")).to_have_text(second.task_text.plain())
    club = page.locator('#learn [data-learn-card="6C"]')
    expect(club).to_have_attribute("aria-disabled", "true")
    tap(page, "6C", disabled=True)
    fact = second.round().why_illegal(Card.parse("6C"))
    assert fact == Illegal("must-follow", Card.parse("6C"), Suit.SPADES)
    reason = illegal_text(fact)
    assert reason == "You have a spade, so you must follow spades."
    assert feedback(page) == f"Not allowed. {reason} Try again."
    expect(said_last(page)).to_have_text(f"Not allowed. {reason}")  # said aloud too
    screenshot(page, str(artifacts / "learn-illegal-tap-desktop.png"))
    tap(page, "QS")
    expect(page.locator("#learn-feedback")).to_have_class(re.compile(r"\bright\b"))
    page.get_by_role("button", name="Next position").click()

    # Position 3: the first trick; the queen and hearts are refused by the engine.
    expect(page.locator('#learn [data-learn-card="QS"]')).to_have_attribute("aria-disabled", "true")
    tap(page, "KD")
    expect(page.locator(".lesson-done")).to_have_text("Lesson complete.")
    screenshot(page, str(artifacts / "learn-lesson-done-desktop.png"))

    stored = page.evaluate("localStorage.getItem('hearts.learn')")
    assert stored is not None and all(p.id in stored for p in (first, second, third))
    page.goto(site_url + "#learn/practice")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT)
    item = page.locator(".lesson-item", has=page.get_by_role("link", name="Discarding the queen"))
    expect(item.locator(".lesson-state")).to_have_text("Done")
    screenshot(page, str(artifacts / "learn-practice-desktop.png"))

    page.get_by_role("link", name="Back to the table").click()
    expect(page.locator("#learn")).to_be_hidden()
    expect(page.locator("#hand button.card").first).to_be_visible()
    assert page.locator("#learn [style], #learn script").count() == 0
    page.context.close()


def test_the_counting_lesson_completed_by_tapping_cards(
    browser: Browser, site_url: str, artifacts: Path, problems: list[str]
) -> None:
    page = boot(browser, site_url + "#learn/practice", DESKTOP, problems)
    page.get_by_role("link", name="Counting the cards").click()
    lesson = lesson_by_id("counting")
    for number, position in enumerate(lesson.positions):
        assert isinstance(position, PlayPosition)
        expect(page.locator(".task-text")).to_have_text(position.task_text.plain())
        wrong = next(answer for answer in position.answers if not answer.correct).card_list[0]
        tap(page, wrong.code)
        expect(page.locator("#learn-feedback")).to_have_class(re.compile(r"\bwrong\b"))
        assert feedback(page) == f"Not the best. {position.judge(wrong).message} Try again."
        right = position.accepted[0]
        tap(page, right.code)
        assert feedback(page) == f"Right. {position.judge(right).message}"
        if number < len(lesson.positions) - 1:
            page.get_by_role("button", name="Next position").click()
    expect(page.locator(".lesson-done")).to_have_text("Lesson complete.")
    screenshot(page, str(artifacts / "learn-counting-done-desktop.png"))
    stored = page.evaluate("localStorage.getItem('hearts.learn')")
    assert stored is not None and all(position.id in stored for position in lesson.positions)
    page.context.close()


def test_a_pass_lesson_and_the_phone_layout(
    browser: Browser, site_url: str, artifacts: Path, problems: list[str]
) -> None:
    page = boot(browser, site_url + "#learn/practice/pass", PHONE, problems)
    expect(page.get_by_role("heading", name="The pass")).to_be_visible()
    for code in ("4C", "7C", "9C"):
        tap(page, code)
    expect(page.locator('#learn [data-learn-card="4C"]')).to_have_attribute("aria-pressed", "true")
    page.get_by_role("button", name="Pass").click()
    expect(page.locator("#learn-feedback")).to_have_class(re.compile(r"\bwrong\b"))
    for code in ("4C", "7C", "9C", "QS", "AH", "KH"):
        tap(page, code)
    page.get_by_role("button", name="Pass").click()
    expect(page.locator("#learn-feedback")).to_have_class(re.compile(r"\bright\b"))
    screenshot(page, str(artifacts / "learn-pass-phone.png"), full_page=True)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= PHONE["width"], "the Learn view must not scroll sideways on a phone"
    for route, tab, name in (
        ("#learn", "Rules", "rules"),
        ("#learn/practice/follow", "Practice", "practice"),
        ("#learn/faq", "Questions", "faq"),
        ("#learn/tips", "Tips", "tips"),
    ):
        page.evaluate(f"location.hash = '{route}'")
        expect(page.locator('.learn-tab[aria-current="page"]')).to_have_text(tab)
        assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"], route
        screenshot(page, str(artifacts / f"learn-{name}-phone.png"))
    page.context.close()


def test_the_quick_reference_prints_on_one_page(
    browser: Browser, site_url: str, artifacts: Path, problems: list[str]
) -> None:
    page = boot(browser, site_url + "#learn/reference", DESKTOP, problems)
    expect(page.get_by_role("heading", name="Hearts in one page")).to_be_visible()
    headings = page.locator(".quick-ref-item h3").all_inner_texts()
    assert [h.strip().lower() for h in headings] == ["deal", "pass", "start", "hearts", "score", "end"]
    screenshot(page, str(artifacts / "learn-reference-desktop.png"))
    page.emulate_media(media="print")
    expect(page.locator(".learn-top")).to_be_hidden()
    expect(page.locator("#app")).to_be_hidden()
    pdf = page.pdf(format="A4", print_background=False)
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 1
    (artifacts / "learn-reference-print.pdf").write_bytes(pdf)
    page.context.close()


def test_the_table_plays_on_under_learn_and_its_keys_stay_on_the_table(browser: Browser, site_url: str) -> None:
    tab = open_tab(browser, f"{site_url}?deal=48213907", settings={**QUICK, "pace": "relaxed"})
    page = tab.page
    assert play_until(page, "mid-trick") == "mid-trick"
    page.evaluate("location.hash = '#learn'")
    expect(page.get_by_role("heading", name="Learn Hearts")).to_be_visible()
    page.keyboard.press("h")  # the table's Hint key, pressed in Learn
    page.go_back()
    expect(page.locator("#learn")).to_be_hidden()
    page.wait_for_timeout(1000)
    expect(page.locator("#hand .card.hinted")).to_have_count(0)
    play_first_legal(page)
    page.evaluate("location.hash = '#learn/faq'")
    expect(page.locator("#learn")).to_be_visible()
    assert len(trick(page)) < 4
    expect(page.locator("#trick .card")).to_have_count(4)  # the computer players play on, unseen
    expect(page.locator("#learn")).to_be_visible()
    page.go_back()
    expect(page.locator("#learn")).to_be_hidden()
    assert tab.problems == [], tab.problems
    tab.close()
