"""A game in French and in Polish with their real catalogs, in Chromium.

For each language one tab starts in English with a kept game two tricks from the end of its first deal, plays
into a trick, then switches the language in Settings: the page speaks the language at once (``<html lang>``, the
drawer, the prompt, the cards' names) and the game goes on where it was (the same hand, the same cards on the
trick, the same scores and stored game). The deal is played out in the language; its score sheet, the deal's
review, the next pass, History with the game's replay and a Learn lesson are checked for the language's words: the
catalog's words for each (worded here by :mod:`hearts.words` in that language), and a few real words written out
(:data:`REAL`), so that a catalog that fell back to English would fail. After a reload the page still speaks the
language chosen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, Final, TypeVar

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts.cards import Card
from hearts.learn import lesson_by_id
from hearts.record import GameRecord
from hearts.record.replay import replay_game
from hearts.words import card_name, step_words
from hearts.words.catalog import gettext, pgettext, use_language
from hearts.words.languages import ENGLISH
from hearts.words.review import label_title
from tests.helpers.pages import (
    VIEW_TIMEOUT,
    act,
    close_drawer,
    hand,
    last_trick,
    open_drawer,
    open_tab,
    pass_first_three,
    play_until,
    reload,
    review_deal,
    saved_data,
    show,
    storage,
    totals,
    wait_for_move,
)

pytestmark = pytest.mark.browser

GAME: Final = 7
FAST: Final = {"animation": "off", "pause_after_trick": False}
"""No animation and no pause after each trick: a deal plays in seconds."""

REAL: Final = {
    "fr": {"pass": "Passer", "settings": "Réglages", "learn": "Apprendre", "sheet": "La manche 1 est terminée"},
    "pl": {"pass": "Przekaż", "settings": "Ustawienia", "learn": "Nauka", "sheet": "Koniec rozdania 1"},
}
"""A few words of each language as its players read them (the pass button, Settings' title, Learn's link in the
top bar, the score sheet's title)."""

LABELS: Final = ("forced", "best", "good", "inaccuracy", "mistake", "blunder")
"""A verdict's labels in the review."""

T = TypeVar("T")


def said_in(language: str, words: Callable[[], T]) -> T:
    """``words()`` worded in ``language`` (as the page words it there)."""
    use_language(language)
    try:
        return words()
    finally:
        use_language(ENGLISH)


def hand_codes(page: Page) -> list[str]:
    return [str(code) for code in page.locator("#hand button.card").evaluate_all("els => els.map(e => e.dataset.card)")]


def table_now(page: Page) -> dict[str, Any]:
    """The game on the table, in no language: the hand's cards, the trick's card pictures, the scores, the game's
    number and the stored game."""
    return {
        "hand": hand_codes(page),
        "trick": page.locator("#trick .card svg").evaluate_all("els => els.map(e => e.outerHTML)"),
        "totals": totals(page),
        "game": page.locator("#info .game-no").inner_text().split()[-1],
        "stored": saved_data(storage(page))["record"],
    }


@pytest.fixture(params=["fr", "pl"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    tag: str = request.param
    yield tag


def test_a_game_in_the_language_chosen_mid_game(browser: Browser, site_url: str, language: str) -> None:
    # Game 7's first deal two tricks from its end (North leads the next): into a trick after a few taps.
    stored_game = last_trick(GAME, f"{GAME}-1-{language}", tricks=2)
    tab = open_tab(browser, site_url, stored={"hearts.game": stored_game}, settings=FAST)
    page = tab.page
    real = REAL[language]
    try:
        expect(page.locator("html")).to_have_attribute("lang", "en")
        assert play_until(page, "mid-trick", auto=True) == "mid-trick"
        before = table_now(page)
        english_status = page.locator("#prompt .status").inner_text()

        # Settings → Language: the page speaks the language at once, and the game is the same.
        open_drawer(page, "settings")
        page.locator("#set-language").select_option(language)
        expect(page.locator("html")).to_have_attribute("lang", language)
        expect(page.locator("#panel-title")).to_have_text(said_in(language, lambda: pgettext("drawer", "Settings")))
        expect(page.locator("#panel-title")).to_have_text(real["settings"])
        close_drawer(page)
        assert table_now(page) == before
        status = page.locator("#prompt .status")
        expect(status).not_to_have_text(english_status)
        expect(status).to_have_text(said_in(language, lambda: gettext("Your turn.")))
        names = said_in(language, lambda: [card_name(Card.parse(code)) for code in before["hand"]])
        assert hand(page) == names
        expect(page.locator(".topbar .learn-link")).to_have_text(real["learn"])

        # The deal played out: its score sheet and its review.
        assert play_until(page, "sheet", auto=True) == "sheet"
        title = said_in(language, lambda: pgettext("heading", "Deal {number} is over").format(number=1))
        expect(page.locator("#sheet-title")).to_have_text(title)
        expect(page.locator("#sheet-title")).to_have_text(real["sheet"])
        expect(page.locator("#sheet [data-action=next-deal]")).to_have_text(
            said_in(language, lambda: pgettext("button", "Next deal"))
        )
        review_deal(page)
        labels = said_in(language, lambda: {label_title(label) for label in LABELS})
        shown = set(page.locator("#sheet .rv-item .rv-label").all_inner_texts())
        assert shown and shown <= labels, shown
        act(page, "close-review")

        # The next deal's pass, in the language.
        act(page, "next-deal")
        assert wait_for_move(page) == "pass"
        expect(page.locator("[data-action=pass]")).to_have_text(said_in(language, lambda: pgettext("button", "Pass")))
        expect(page.locator("[data-action=pass]")).to_have_text(real["pass"])
        pass_first_three(page)
        assert wait_for_move(page, auto=True) == "turn"

        # History and the game's replay.
        record = GameRecord.from_data(saved_data(storage(page))["record"])
        first = replay_game(record).deals[0].steps
        show(page, "#history")
        expect(page.locator("#history-title")).to_have_text(
            said_in(language, lambda: pgettext("heading", "History")), timeout=VIEW_TIMEOUT
        )
        page.locator(".history-game .replay-link").first.click()
        expect(page.locator("#replay-words")).to_have_text(said_in(language, lambda: step_words(first[0])))
        page.keyboard.press("ArrowRight")
        expect(page.locator("#replay-words")).to_have_text(said_in(language, lambda: step_words(first[1])))
        show(page, "")
        expect(page.locator("#history")).to_be_hidden()

        # A Learn lesson.
        lesson = lesson_by_id("queen")
        show(page, "#learn/practice/queen")
        expect(page.locator("#learn-title")).to_be_visible(timeout=VIEW_TIMEOUT)
        expect(page.locator("#learn")).to_contain_text(said_in(language, lambda: lesson.title_text))
        task = said_in(language, lambda: lesson.positions[0].task_text.plain())
        expect(page.locator(".task-text")).to_have_text(task)
        show(page, "")
        expect(page.locator("#learn")).to_be_hidden()

        # The choice is kept: after a reload, the page speaks the language from its first draw.
        kept = hand_codes(page)
        reload(page)
        expect(page.locator("html")).to_have_attribute("lang", language)
        assert hand_codes(page) == kept
        open_drawer(page, "settings")
        expect(page.locator("#set-language")).to_have_value(language)
        close_drawer(page)
    finally:
        tab.close()
    assert tab.problems == []
