"""Saved play in Chromium: a reload resumes exactly where the game was, at every kind of moment.

One page plays game 48213907 and is reloaded mid-pass (with cards chosen),
mid-trick, at a trick pause and at the score sheet; each time the hand, the
trick, the scores and the address come back the same. The same page then
shares the game's address, restarts the game and deals the daily game.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, expect

from hearts.deals import daily_game_number
from hearts.web.table.state import Table
from tests.helpers.pages import (
    QUICK,
    Tab,
    chosen,
    game_number,
    hand,
    open_tab,
    pass_first_three,
    play_until,
    reload,
    screenshot,
    storage,
    tap,
    totals,
    trick,
    wait_for_move,
)

pytestmark = pytest.mark.browser

GAME = 48213907


SOUND_PROBE = """
window.sounds = {contexts: 0, voices: 0};
if (window.AudioContext) {
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...args) { super(...args); window.sounds.contexts += 1; }
    createOscillator() { window.sounds.voices += 1; return super.createOscillator(); }
    createBufferSource() { window.sounds.voices += 1; return super.createBufferSource(); }
  };
}
"""
"""Counts the audio contexts the page makes and the voices it plays."""


@pytest.fixture(scope="module")
def tab(browser: Browser, site_url: str) -> Iterator[Tab]:
    opened = open_tab(browser, f"{site_url}?deal={GAME}", settings=QUICK, before=SOUND_PROBE)
    yield opened
    opened.close()
    assert opened.problems == []


def snapshot(tab: Tab) -> dict[str, object]:
    page = tab.page
    return {
        "game": game_number(page),
        "hand": hand(page),
        "chosen": chosen(page),
        "trick": trick(page),
        "totals": totals(page),
        "status": page.locator(".status").inner_text(),
        "deal": page.locator("#info .deal-no").inner_text(),
        "address": page.url.split("/")[-1],
    }


def test_nothing_is_saved_before_the_person_acts(tab: Tab) -> None:
    page = tab.page
    assert game_number(page) == GAME
    assert page.url.endswith(f"?deal={GAME}")
    assert "hearts.game" not in storage(page)
    assert page.evaluate("() => window.sounds.contexts") == 0  # no sound before the first tap


def test_reload_mid_pass_keeps_the_chosen_cards(tab: Tab) -> None:
    page = tab.page
    first = hand(page)
    tap(page, first[4])
    tap(page, first[7])
    before = snapshot(tab)
    assert before["chosen"] == [first[4], first[7]]
    reload(page)
    assert snapshot(tab) == before
    expect(page.get_by_role("button", name="Pass", exact=True)).to_have_attribute("aria-disabled", "true")
    tap(page, first[4])  # put back: the page keeps that too
    reload(page)
    assert chosen(page) == [first[7]]


def test_reload_mid_trick_resumes_the_same_position(tab: Tab) -> None:
    page = tab.page
    tap(page, chosen(page)[0])  # start the pass afresh
    assert chosen(page) == []
    passed = pass_first_three(page)
    assert play_until(page, "mid-trick") == "mid-trick"
    before = snapshot(tab)
    assert before["trick"] and not set(passed) & set(before["hand"])  # type: ignore[arg-type]
    reload(page)
    assert snapshot(tab) == before
    expect(page.locator("#live")).to_contain_text(f"Game {GAME} resumed at deal 1.")
    assert wait_for_move(page) == "turn"


def test_reload_at_a_trick_pause_shows_the_finished_trick(tab: Tab) -> None:
    page = tab.page
    assert play_until(page, "continue") == "continue"
    before = snapshot(tab)
    assert len(before["trick"]) == 4  # type: ignore[arg-type]
    assert re.match(r"^(You|West|North|East) took the trick", str(before["status"]))
    reload(page)
    assert snapshot(tab) == before
    expect(page.locator("#trick .card.winner")).to_have_count(1)
    page.get_by_role("button", name="Continue", exact=True).click()
    # The finished trick is cleared (a computer may already have led to the next one).
    expect(page.locator("#trick .card.winner")).to_have_count(0)


def test_reload_at_the_score_sheet_and_after_the_next_deal(tab: Tab, artifacts: Path) -> None:
    page = tab.page
    assert play_until(page, "sheet") == "sheet"
    sheet = page.get_by_role("dialog")
    expect(sheet).to_contain_text("Deal 1 is over")
    sheet_totals = [int(t) for t in sheet.locator("tbody td:nth-child(4)").all_inner_texts()]
    before = snapshot(tab)
    reload(page)
    expect(sheet).to_contain_text("Deal 1 is over")
    assert [int(t) for t in sheet.locator("tbody td:nth-child(4)").all_inner_texts()] == sheet_totals
    assert snapshot(tab) == before
    screenshot(page, artifacts / "saved-play-1280x800-score-sheet-after-reload.png")
    page.get_by_role("button", name="Next deal", exact=True).click()
    expect(page.locator(".status")).to_contain_text("Pass 3 cards to the right")
    dealt = hand(page)
    reload(page)
    assert hand(page) == dealt and totals(page) == sheet_totals
    expect(page.locator("#info .deal-no")).to_have_text("Deal 2")


def test_share_shows_the_address_selected_and_copies_it(tab: Tab, artifacts: Path) -> None:
    page = tab.page
    dialog = page.get_by_role("dialog", name=f"Share game {GAME}")
    for allowed in (False, True):
        if allowed:
            tab.context.grant_permissions(["clipboard-read", "clipboard-write"])
        page.get_by_role("button", name=f"Share game {GAME}").click()
        expect(dialog).to_be_visible()
        field = dialog.get_by_label("Address of the game")
        expect(field).to_have_value(re.compile(rf"^http://127\.0\.0\.1:\d+/hearts-table/\?deal={GAME}$"))
        expect(field).to_be_focused()
        status = dialog.get_by_role("status").first
        expect(status).to_have_text(re.compile("is copied|copy it yourself"))
        selected = page.evaluate(
            "() => { const f = document.activeElement; return f.value.slice(f.selectionStart, f.selectionEnd); }"
        )
        assert selected == field.input_value()
        if allowed:
            expect(status).to_contain_text("is copied")
            assert page.evaluate("() => navigator.clipboard.readText()") == field.input_value()
            screenshot(page, artifacts / "share-1280x800.png")
        for key in ["Tab"] * 6 + ["Shift+Tab"] * 7:  # the keyboard stays in the box, round and round
            page.keyboard.press(key)
            expect(dialog.locator(":focus")).to_have_count(1)
        page.keyboard.press("Escape")
        expect(dialog).to_be_hidden()
        expect(page.get_by_role("button", name=f"Share game {GAME}")).to_be_focused()  # back to what opened it


def test_restart_deals_the_same_first_hand_again(tab: Tab) -> None:
    page = tab.page
    page.get_by_role("button", name="New game", exact=True).click()
    page.get_by_role("button", name="Restart this game", exact=True).click()
    expect(page.locator("#info .deal-no")).to_have_text("Deal 1")
    assert game_number(page) == GAME
    assert hand(page) == [card.name for card in Table(GAME).hand]
    assert totals(page) == [0, 0, 0, 0]


def test_daily_deal_is_todays_game(tab: Tab) -> None:
    page = tab.page
    page.get_by_role("button", name="New game", exact=True).click()
    page.get_by_role("button", name="Daily deal", exact=True).click()
    expect(page.locator("#info .daily-chip")).to_have_text("Daily deal")
    number = daily_game_number(dt.date.today())
    assert game_number(page) == number and page.url.endswith(f"?deal={number}")
    assert hand(page) == [card.name for card in Table(number).hand]


def test_sounds_are_made_in_code_and_can_be_turned_off(tab: Tab) -> None:
    page = tab.page
    pass_first_three(page)
    play_until(page, "continue")
    page.wait_for_function("() => window.sounds.voices >= 4")  # cards played, a trick taken: each once painted
    assert page.evaluate("() => window.sounds.contexts") == 1
    page.get_by_role("link", name="Settings", exact=True).click()
    page.locator("#panel").get_by_role("switch", name=re.compile("^Sounds")).uncheck()
    page.keyboard.press("Escape")
    before = page.evaluate("() => window.sounds.voices")
    page.get_by_role("button", name="Continue", exact=True).click()
    play_until(page, "continue")
    assert page.evaluate("() => window.sounds.voices") == before
