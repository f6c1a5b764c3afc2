"""Storage that cannot be trusted and addresses that make no sense, in Chromium.

Each kind of bad storage is put in place before the page loads: text that is
not JSON, wrong types, a game record the engine rejects, data from a newer
version, a browser that refuses storage altogether, a full storage. The page
always starts, says once in plain words what could not be restored, keeps
the unreadable text under a backup key and keeps whatever is still readable.
Every kind of bad ``?deal=`` gets a message naming the allowed range, shown
as text, never as HTML.
"""

from __future__ import annotations

import json
import re

import pytest
from playwright.sync_api import Browser, Page, expect

from hearts import Match
from hearts.record import GameRecord
from tests.helpers.pages import (
    QUICK,
    Tab,
    chosen,
    envelope,
    game_number,
    hand,
    notice,
    open_tab,
    pass_first_three,
    reload,
    storage,
    tap,
    wait_for_move,
    wait_ready,
)

pytestmark = pytest.mark.browser

RANGE = "game numbers are whole numbers from 1 to 4,294,967,295"
DENY_STORAGE = (
    "Object.defineProperty(window, 'localStorage', {configurable: true,"
    " get() { throw new DOMException('The operation is insecure.', 'SecurityError'); }});"
)
FULL_STORAGE = (
    "Storage.prototype.setItem = function () {"
    " throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };"
)


def notice_is_text(page: Page) -> None:
    """The notice holds only the elements the page made: no markup from the message."""
    tags = page.locator("#notice *").evaluate_all("els => els.map(e => e.tagName)")
    assert set(tags) <= {"DIV", "P", "BUTTON"}, tags


def dismiss(page: Page) -> None:
    page.locator("#notice").get_by_role("button", name="Dismiss").click()
    expect(page.locator("#notice")).to_be_hidden()


def playable(tab: Tab) -> None:
    """The table works: thirteen cards, a pass goes through and play reaches the person."""
    page = tab.page
    assert len(hand(page)) == 13
    pass_first_three(page)
    assert wait_for_move(page) in ("turn", "continue")


def test_damaged_text_wrong_types_and_partly_bad_settings(browser: Browser, site_url: str) -> None:
    stored = {
        "hearts.game": "{not json at all",
        "hearts.statistics": envelope([1, 2, 3]),
        "hearts.settings": envelope({"table": "purple", "sounds": "loud", "animation": "off"}),
    }
    tab = open_tab(browser, site_url, stored=stored)
    page = tab.page
    try:
        said = notice(page)
        assert "Your game in progress could not be read (the stored text is damaged), so a new game was dealt." in said
        assert "Your statistics could not be read (they are not in the expected form)" in said
        assert "Some of your settings could not be read (sounds), so they went back to their defaults." in said
        assert said.count("A copy of the old data was kept.") == 3
        notice_is_text(page)
        expect(page.locator("html")).to_have_attribute("data-table", "purple")  # the readable setting is kept
        kept = storage(page)
        assert kept["hearts.backup.game.1"] == "{not json at all"
        assert json.loads(kept["hearts.backup.statistics.1"])["data"] == [1, 2, 3]
        assert json.loads(kept["hearts.backup.settings.1"])["data"]["sounds"] == "loud"
        assert "hearts.game" not in kept and "hearts.statistics" not in kept
        assert json.loads(kept["hearts.settings"])["data"]["table"] == "purple"
        dismiss(page)
        playable(tab)
        reload(page)  # told once: nothing is left to complain about
        expect(page.locator("#notice")).to_be_hidden()
        assert tab.problems == []
    finally:
        tab.close()


def tampered_game() -> dict[str, object]:
    match = Match(5)
    rnd = match.round
    for seat in range(4):
        rnd.pass_cards(seat, rnd.hand(seat)[:3])
    for _ in range(6):
        rnd.play(rnd.legal_plays()[0])
    record = GameRecord.from_match(match).to_data()
    plays = record["deals"][0]["plays"].split()
    plays[0] = "AH"  # a heart led to the first trick: the engine refuses it
    record["deals"][0]["plays"] = " ".join(plays)
    return {"record": record, "match": "5-1-1", "difficulty": "easy"}


def test_a_tampered_game_and_data_from_a_newer_version(browser: Browser, site_url: str) -> None:
    future_settings = envelope({"table": "red", "hologram": True}, version=99)
    stored = {"hearts.game": envelope(tampered_game()), "hearts.settings": future_settings}
    tab = open_tab(browser, site_url, stored=stored)
    page = tab.page
    try:
        said = notice(page)
        assert "Your game in progress could not be read (it does not describe a possible game)" in said
        assert "Your settings came from a newer version of this game, so they are back to their defaults." in said
        notice_is_text(page)
        assert game_number(page) != 5
        expect(page.locator("html")).to_have_attribute("data-table", "green")
        kept = storage(page)
        assert json.loads(kept["hearts.backup.game.1"])["data"]["match"] == "5-1-1"
        assert kept["hearts.backup.settings.1"] == future_settings
        playable(tab)
        assert tab.problems == []
    finally:
        tab.close()


def test_a_browser_that_refuses_storage(browser: Browser, site_url: str) -> None:
    tab = open_tab(browser, site_url, before=DENY_STORAGE, settings=QUICK)
    page = tab.page
    try:
        said = notice(page)
        assert "Your browser would not let the game read your settings" in said
        assert "your game in progress" in said and "your statistics" in said
        notice_is_text(page)
        dismiss(page)
        playable(tab)
        page.get_by_role("link", name="Statistics", exact=True).click()
        expect(page.locator("#panel")).to_contain_text("Games played")
        page.keyboard.press("Escape")
        assert tab.problems == []
    finally:
        tab.close()


def test_a_full_storage_says_the_game_cannot_be_kept(browser: Browser, site_url: str) -> None:
    tab = open_tab(browser, site_url, before=FULL_STORAGE)
    page = tab.page
    try:
        expect(page.locator("#notice")).to_be_hidden()  # reading works
        tap(page, hand(page)[0])
        said = notice(page)
        assert said.startswith("Your browser would not let the game save your game in progress")
        assert "storage may be full or turned off" in said
        assert chosen(page) == [hand(page)[0]]
        playable(tab)
        assert tab.problems == []
    finally:
        tab.close()


BAD_DEALS = [
    ("", "The address asks for a game without giving its number"),
    ("4294967296", 'The address asks for game "4294967296"'),
    ("<script>window.pwned=1</script>", 'The address asks for game "<script>window.pwned=1<…"'),
]
"""Three bad addresses, each a page loaded afresh (every kind of bad number is worded in tests/web/test_address.py)."""


def test_every_bad_deal_address_is_explained_as_text(browser: Browser, site_url: str) -> None:
    tab = open_tab(browser, f"{site_url}?deal=", settings=QUICK)
    page = tab.page
    try:
        for index, (value, start) in enumerate(BAD_DEALS):
            if index:
                page.goto(f"{site_url}?deal={value}")
                wait_ready(page)
            said = notice(page)
            assert said.startswith(start) and RANGE in said, (value, said)
            notice_is_text(page)
            assert page.evaluate("() => window.pwned") is None
            number = game_number(page)
            assert 1 <= number <= 4_294_967_295
            assert page.url.endswith(f"?deal={number}")  # the address now names the game being played
            assert len(hand(page)) == 13
            if index == 0:
                first = number
                tap(page, hand(page)[2])  # a card picked: this game is now saved
                picked = chosen(page)
            else:
                assert number == first and chosen(page) == picked  # a bad address never replaces it
        assert tab.problems == []
    finally:
        tab.close()


def test_a_good_address_after_a_bad_one_plays_that_game(browser: Browser, site_url: str) -> None:
    tab = open_tab(browser, f"{site_url}?deal=%3Cb%3Ebold%3C%2Fb%3E")
    page = tab.page
    try:
        assert re.search(r'"<b>bold</b>"', notice(page))
        notice_is_text(page)
        page.goto(f"{site_url}?deal=48213907")
        wait_ready(page)
        assert game_number(page) == 48213907
        expect(page.locator("#notice")).to_be_hidden()
        assert tab.problems == []
    finally:
        tab.close()
