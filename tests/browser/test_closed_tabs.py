"""Nothing is lost when a tab closes right after a move, and another tab's play is noticed, in Chromium.

A tab is closed right after a pass, and again right after a card: another tab of the site finds the move in the
saved game, and the game opened again is where it was. History, which a card alone does not write, is written as
the page is left. Two tabs of one browser share the game: when one plays on, the other learns it from the
browser's ``storage`` event and says so at its next move.
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
    watcher = context.new_page()  # a file of the site in another tab: the same storage, and no game playing
    watcher.route("**/favicon.ico", lambda route: route.fulfill(body=""))
    watcher.goto(f"{site_url}pyscript.toml")
    page = opened(context, f"{site_url}?deal={GAME}")
    passed = pass_first_three(page)
    page.close(run_before_unload=True)  # right after the pass, closed as a person closes a tab
    saved = saved_data(storage(watcher))
    record = GameRecord.from_data(saved["record"])
    assert sorted(card.name for card in record.deals[0].passes[0] or ()) == sorted(passed)
    page = opened(context, site_url)
    assert game_number(page) == GAME and not set(passed) & set(hand(page))
    play_until(page, "turn")
    played = play_first_legal(page)
    page.close(run_before_unload=True)  # right after the card
    record = GameRecord.from_data(saved_data(storage(watcher))["record"])
    assert played in [card.name for card in record.deals[0].plays]
    page = opened(context, site_url)
    assert played not in hand(page)
    assert wait_for_move(page) in ("turn", "continue")  # and the game goes on


def test_history_is_written_when_the_page_is_left(context: BrowserContext, site_url: str) -> None:
    page = opened(context, f"{site_url}?deal={GAME}")
    play_until(page, "turn")
    match_id = saved_data(storage(page))["match"]
    page.wait_for_timeout(3000)  # the game entered History in idle time
    before = kept_in_history(page, match_id)
    played = play_first_legal(page)
    assert kept_in_history(page, match_id) == before  # a card alone does not write History
    page.evaluate("() => window.dispatchEvent(new PageTransitionEvent('pagehide'))")  # as the browser does
    kept = kept_in_history(page, match_id)
    assert played in [card.name for card in kept.deals[0].plays]
    saved = GameRecord.from_data(saved_data(storage(page))["record"]).deals[0]  # the computers may play on
    assert kept.deals[0].passes == saved.passes and saved.plays[: len(kept.deals[0].plays)] == kept.deals[0].plays


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
