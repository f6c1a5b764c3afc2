"""Reviewing a deal from its score sheet, and the play checker, as a player meets them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from hearts.analysis import analysis_seed, evaluate
from hearts.cards import Card
from hearts.record import GameRecord
from hearts.seats import SOUTH
from hearts.view import SeatView
from hearts.web.review.run import check_question
from tests.helpers.pages import (
    DESKTOP,
    PHONE,
    POLL,
    QUICK,
    REVIEW_TIMEOUT,
    last_trick,
    open_tab,
    pass_first_three,
    play_until,
    resize,
    saved_data,
    screenshot,
    scroll_to,
    storage,
    tap,
    wait_for_move,
)

pytestmark = pytest.mark.browser

GAME = 424242

GIVEN_UP_LINK = "AQAAAAUAAoEHKheSaC2MoMjw0AAjGHGpHtvOlMLILpqIzQEtPwkORKs3yZz01W0V2YD43BFyh5RiCg"
"""Game 5's first deal: South (a Hard player, against three Easy ones) gives up a chance at the moon on trick 9."""

WATCH_ANALYSIS = """() => {
  window.analysing = false;
  new MutationObserver(() => {
    if (document.querySelector("#sheet .review-card[aria-busy]")) window.analysing = true;
  }).observe(document.getElementById("sheet"), { childList: true, subtree: true, attributes: true });
}"""
"""Sets ``window.analysing`` once the score sheet shows a review's progress (an analysis under way)."""


def test_review_a_played_deal_from_the_score_sheet(browser: Browser, site_url: str, artifacts: Path) -> None:
    # Game 424242's first deal from its last trick: the score sheet after a few taps, not a whole deal.
    tab = open_tab(browser, site_url, stored={"hearts.game": last_trick(GAME, f"{GAME}-1-review")}, settings=QUICK)
    page = tab.page
    try:
        assert play_until(page, "sheet") == "sheet"
        review = page.get_by_role("button", name="Review this deal", exact=True)
        expect(review).to_be_visible()
        page.evaluate(WATCH_ANALYSIS)
        review.click()
        expect(page.locator("#sheet .review-card")).to_be_visible()
        page.locator("#sheet .review-card.done").wait_for(timeout=REVIEW_TIMEOUT)
        assert page.evaluate("window.analysing") is True  # the first review is analysed, its progress shown
        items = page.locator("#sheet .rv-item")
        assert items.count() == 14  # the pass and thirteen cards
        labels = items.locator(".rv-label").all_inner_texts()
        assert len(labels) == 14 and set(labels) <= {"Forced", "Best", "Good", "Inaccuracy", "Mistake", "Blunder"}
        assert all(text.strip() for text in items.locator(".rv-reason").all_inner_texts())
        assert page.locator("#sheet .rv-headline").inner_text()
        outcome = page.locator("#sheet .rv-outcome").inner_text()
        assert outcome.startswith("You took ") or "shot the moon" in outcome, outcome
        screenshot(page, str(artifacts / "review-desktop.png"))
        costly = page.locator("#sheet .rv-largest a")
        if costly.count():
            costly.first.click()
            page.wait_for_timeout(400)
            assert "#review-step" not in page.url
        resize(page, PHONE)
        page.locator("#sheet .review-card").evaluate("card => card.scrollTop = 0")
        page.wait_for_timeout(200)
        screenshot(page, str(artifacts / "review-phone.png"))
        page.locator("#sheet .rv-list").evaluate("list => list.scrollIntoView()")
        screenshot(page, str(artifacts / "review-phone-list.png"))
        kept = json.loads(storage(page)["hearts.reviews"])["data"]["entries"]
        assert len(kept) == 1 and kept[0]["deal"] == 0 and len(kept[0]["review"]["decisions"]) == 14
        # Back to the scores, and the review again: kept, not analysed twice.
        page.get_by_role("button", name="Back to the scores", exact=True).click()
        expect(page.get_by_role("button", name="Next deal", exact=True)).to_be_visible()
        page.evaluate("window.analysing = false")
        page.get_by_role("button", name="Review this deal", exact=True).click()
        expect(page.locator("#sheet .review-card.done")).to_be_visible()
        assert page.evaluate("window.analysing") is False  # shown done at once: no progress, no analysis
        assert page.locator("#sheet .rv-item").count() == 14
        # In History, the same review lies over the game's replay: kept with the game, not analysed again.
        page.get_by_role("button", name="Back to the scores", exact=True).click()
        match_id = saved_data(storage(page))["match"]
        page.evaluate(f"location.hash = 'history/{match_id}'")
        summary = page.locator("#replay-summary")
        expect(summary.locator(".rv-headline")).to_be_visible(timeout=15_000)
        assert summary.locator("[data-history-action=review]").count() == 0
        jumps = summary.locator(".rv-jump")
        resize(page, DESKTOP)
        if jumps.count():
            jumps.first.click()
            verdict = page.locator("#replay-review")
            expect(verdict.locator(".rv-label")).to_be_visible()
            assert verdict.locator(".rv-reason").inner_text()
        scroll_to(summary)
        screenshot(page, str(artifacts / "review-history-desktop.png"))
        resize(page, PHONE)
        scroll_to(page.locator("#replay-stage"))
        screenshot(page, str(artifacts / "review-history-phone.png"))
        page.evaluate("location.hash = ''")
        page.wait_for_timeout(300)
        # The statistics show the points lost, with the chart.
        page.evaluate("location.hash = 'statistics'")
        section = page.locator("#panel .decisions")
        expect(section).to_be_visible(timeout=10_000)
        expect(section.locator("svg.lost-chart polyline")).to_have_count(1)
        scroll_to(section)
        screenshot(page, str(artifacts / "review-statistics-phone.png"))
        # A moon given up, in a deal opened from a game link: its odds are told as a best case. (What the summary
        # says of a moon that came off is the review's words, tests/bots/test_analysis.py.)
        page.evaluate(f"location.hash = '#game={GIVEN_UP_LINK}'")
        page.get_by_role("button", name="Review this deal", exact=True).click()
        trick_nine = summary.locator(".rv-jump", has_text="Trick 9")
        expect(trick_nine).to_be_visible(timeout=REVIEW_TIMEOUT)
        trick_nine.click()
        reason = page.locator("#replay-review .rv-reason")
        expect(reason).to_contain_text("It gave up your shot at the moon")
        expect(reason).to_contain_text("A best case: in those deals the others see a moon coming late.")
        scroll_to(page.locator("#replay-review"))
        screenshot(page, str(artifacts / "review-moon-given-up-phone.png"))
        assert not tab.problems
    finally:
        tab.close()


def _south_view(page_storage: dict[str, str]) -> tuple[GameRecord, SeatView]:
    saved = saved_data(page_storage)
    record = GameRecord.from_data(saved["record"])
    match = record.replay()
    return record, match.round.view(SOUTH)


def test_the_play_checker_asks_before_a_costly_card_only(browser: Browser, site_url: str, artifacts: Path) -> None:
    settings = {**QUICK, "play_checker": True, "checker_threshold": "1"}
    tab = open_tab(browser, f"{site_url}?game=77", settings=settings)
    page = tab.page
    try:
        found = None
        for _ in range(60):  # play the Expert's cards until one of South's possible cards is clearly costly
            move = wait_for_move(page)
            if move == "sheet":
                break
            if move == "continue":
                page.get_by_role("button", name="Continue", exact=True).click()
            elif move == "pass":
                pass_first_three(page)
            else:
                record, view = _south_view(storage(page))
                evaluation = evaluate(view, analysis_seed(record.game_number, len(record.deals) - 1, SOUTH))
                costly = [v for v in evaluation.choices if check_question(evaluation, v.cards[0], 1.0)]
                if costly:
                    found = (evaluation, costly[-1])
                    break
                tap(page, evaluation.best.cards[0].name)  # the Expert's own card: played without a question
                page.wait_for_function("document.body.dataset.turn !== 'you'", polling=POLL)
                assert page.locator("#sheet .check-card").count() == 0
            page.wait_for_timeout(30)
        assert found is not None, "no costly card came up"
        evaluation, worst = found
        card: Card = worst.cards[0]
        best: Card = evaluation.best.cards[0]
        tap(page, card.name)
        dialog = page.locator("#sheet .check-card")
        expect(dialog).to_be_visible(timeout=20_000)
        text = dialog.locator("#check-text").inner_text()
        assert text.startswith(f"The Expert would play the {_named(best)} here: about {worst.cost:.1f} points better.")
        assert text.endswith(f"Play the {_named(card)} anyway?")
        screenshot(page, str(artifacts / "checker-desktop.png"))
        page.get_by_role("button", name="Choose again", exact=True).click()
        expect(dialog).to_have_count(0)
        assert page.evaluate("document.body.dataset.turn") == "you"
        tap(page, best.name)  # the Expert's own card: no question, it is played
        page.wait_for_function(
            "document.body.dataset.turn !== 'you' || !document.getElementById('sheet').hidden", polling=POLL
        )
        assert page.locator("#sheet .check-card").count() == 0
        assert best.name in page.locator("#trick").inner_html() or page.evaluate("document.body.dataset.turn") != "you"
        marked = json.loads(storage(page)["hearts.reviews"])["data"]["checked"]
        assert len(marked) == 1
        assert not tab.problems
    finally:
        tab.close()


def _named(card: Card) -> str:
    name = card.name
    return name if name[0].isdigit() else name[0].upper() + name[1:]
