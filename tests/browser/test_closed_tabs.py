"""Nothing is lost when a tab closes right after a move, and another tab's play is noticed, in Chromium.

A tab is closed right after a pass, and again right after a card; opened again, the game is where it was, the
saved game holding the move and History too (written as the page went). Two tabs of one browser share the game:
when one plays on, the other learns it from the browser's ``storage`` event and says so at its next move.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, expect

from hearts.record import GameRecord
from tests.helpers.pages import (
    QUICK,
    envelope,
    game_number,
    hand,
    notice,
    pass_first_three,
    play_first_legal,
    play_until,
    saved_data,
    seed_script,
    storage,
    wait_for_move,
    wait_ready,
)

pytestmark = pytest.mark.browser

GAME = 48213907


@pytest.fixture
def context(browser: Browser) -> Iterator[BrowserContext]:
    """A browser whose tabs share one localStorage, with settings that keep the tests quick; no tab may report
    an error."""
    made = browser.new_context(reduced_motion="reduce")
    made.add_init_script(seed_script({"hearts.settings": envelope(QUICK)}))
    problems: list[str] = []
    made.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
    made.on("weberror", lambda error: problems.append(str(error.error)))
    yield made
    made.close()
    assert problems == []


def opened(context: BrowserContext, url: str) -> Page:
    page = context.new_page()
    page.goto(url)
    wait_ready(page)
    return page


def kept_in_history(page: Page, match_id: str) -> GameRecord:
    games = json.loads(storage(page)["hearts.history"])["data"]["games"]
    (game,) = [game for game in games if game["id"] == match_id]
    return GameRecord.from_compact(game["record"])


def test_a_tab_closed_right_after_a_pass_or_a_card_finds_them_when_opened_again(
    context: BrowserContext, site_url: str
) -> None:
    page = opened(context, f"{site_url}?deal={GAME}")
    passed = pass_first_three(page)
    page.close()  # right after the pass
    page = opened(context, site_url)
    assert game_number(page) == GAME and not set(passed) & set(hand(page))
    saved = saved_data(storage(page))
    record = GameRecord.from_data(saved["record"])
    assert record.deals[0].passes[0] is not None
    kept = kept_in_history(page, saved["match"]).deals[0]  # History was written as the page went
    assert kept.passes == record.deals[0].passes
    play_until(page, "turn")
    played = play_first_legal(page)
    page.close()  # right after the card
    page = opened(context, site_url)
    assert played not in hand(page)
    record = GameRecord.from_data(saved_data(storage(page))["record"])
    assert record.deals[0].plays and played in [card.name for card in record.deals[0].plays]
    kept = kept_in_history(page, saved["match"]).deals[0]  # the computers here may have played on since
    assert played in [card.name for card in kept.plays] and record.deals[0].plays[: len(kept.plays)] == kept.plays
    assert wait_for_move(page) in ("turn", "continue")  # and the game goes on


def test_another_tab_playing_the_same_game_is_noticed_through_the_storage_event(
    context: BrowserContext, site_url: str
) -> None:
    here = opened(context, f"{site_url}?deal={GAME}")
    pass_first_three(here)
    play_until(here, "turn")
    there = opened(context, site_url)  # the same game, resumed in a second tab
    assert game_number(there) == GAME
    play_first_legal(there)  # it plays on, the computers after it
    wait_for_move(there)
    play_first_legal(here)
    assert "open in another tab too" in notice(here)
    expect(here.locator("#notice")).to_contain_text("the tab you play in last")
