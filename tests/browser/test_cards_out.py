"""The cards still out beside the table, in Chromium: turned on in Settings, it matches the engine's view of your
seat after every card of a whole deal; it fits a phone without covering the hand or the trick; off, it stays hidden."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, FloatRect, Page, ViewportSize, expect

from hearts.counting import CardsOut, cards_out
from hearts.seats import EAST, NORTH, SOUTH, WEST
from hearts.web.storage.saved_game import decode_saved_game
from hearts.web.storage.settings import TABLE_COLOURS
from hearts.web.ui.cards_out import SUITS
from tests.helpers.a11y import audit, check
from tests.helpers.pages import (
    PHONE,
    QUICK,
    VIEW_TIMEOUT,
    act,
    open_tab,
    pass_first_three,
    play_first_legal,
    resize,
    saved_data,
    screenshot,
    wait_for_move,
)

pytestmark = pytest.mark.browser

GAME = 48213907
SMALL_PHONE: ViewportSize = {"width": 360, "height": 780}
DESKTOP: ViewportSize = {"width": 1280, "height": 800}

WATCH = """() => {
  window.__counted = [];
  const panel = document.getElementById('cardsout');
  const take = () => {
    const shot = {hidden: panel.hidden, game: localStorage.getItem('hearts.game'),
                  moves: localStorage.getItem('hearts.moves')};
    if (!panel.hidden) {
      shot.suits = {};
      shot.voids = {};
      for (const row of panel.querySelectorAll('tr[data-suit]')) {
        shot.suits[row.dataset.suit] = [...row.querySelectorAll('.co-rank')].map((e) => e.textContent);
        shot.voids[row.dataset.suit] = row.querySelector('.co-void').dataset.seats;
      }
      const points = panel.querySelectorAll('.co-points td[data-seat]');
      shot.points = [...points].map((td) => [td.dataset.seat, td.textContent]);
      const pass = panel.querySelector('.co-pass');
      shot.passed = pass && {
        seat: pass.dataset.seat,
        cards: [...pass.querySelectorAll('[data-card]')].map((e) => [e.dataset.card, e.classList.contains('out')]),
      };
    }
    window.__counted.push(shot);
  };
  const watch = new MutationObserver(take);
  for (const id of ['trick', 'cardsout']) {
    watch.observe(document.getElementById(id), {childList: true, subtree: true, attributes: true, characterData: true});
  }
  take();
}"""
"""Keeps what the panel shows and the saved game at once, after every change of the trick (every card) or the panel."""


def expected(facts: CardsOut) -> dict[str, Any]:
    """The panel's contents as the snapshot reads them, from the engine's facts."""
    seats = (SOUTH, WEST, NORTH, EAST)
    passed = facts.passed
    return {
        "suits": {suit.letter: [card.rank_text for card in facts.out(suit)] for suit in SUITS},
        "voids": {suit.letter: " ".join(str(seat) for seat in seats if facts.is_void(seat, suit)) for suit in SUITS},
        "points": [[str(seat), str(facts.taken[seat])] for seat in seats],
        "passed": None
        if passed is None
        else {"seat": str(passed.receiver), "cards": [[card.code, card in passed.out] for card in passed.cards]},
    }


def facts_of(game: str, moves: str) -> tuple[CardsOut, int]:
    """The engine's facts for South from the game the page saved (its header and moves), and how many cards have
    been played."""
    saved = decode_saved_game(saved_data({"hearts.game": game, "hearts.moves": moves})).value
    assert saved is not None
    view = saved.restore().round.view(SOUTH)
    return cards_out(view), view.played_mask.bit_count()


def snapshots(page: Page) -> list[dict[str, Any]]:
    return list(page.evaluate("() => window.__counted.splice(0)"))


def switch_cards_out(page: Page, on: bool) -> None:
    """Settings → the cards still out, as a person turns it on or off."""
    page.locator(".topbar a[href='#settings']").click()
    expect(page.locator("#panel")).to_be_visible(timeout=VIEW_TIMEOUT)
    switch = page.locator("#set-cards_out")
    if on:
        switch.check()
    else:
        switch.uncheck()
    page.locator("#panel [data-panel-action=close]").click()
    expect(page.locator("#panel")).to_be_hidden()


def choose_colour(page: Page, colour: str) -> None:
    page.locator(".topbar a[href='#settings']").click()
    expect(page.locator("#panel")).to_be_visible(timeout=VIEW_TIMEOUT)
    page.locator(f"#set-table-{colour}").check()
    expect(page.locator("html")).to_have_attribute("data-table", colour)
    page.locator("#panel [data-panel-action=close]").click()
    expect(page.locator("#panel")).to_be_hidden()


def box(page: Page, selector: str) -> FloatRect:
    found = page.locator(selector).bounding_box()
    assert found is not None, selector
    return found


def apart(a: FloatRect, b: FloatRect) -> bool:
    return (
        a["x"] + a["width"] <= b["x"] + 0.5
        or b["x"] + b["width"] <= a["x"] + 0.5
        or a["y"] + a["height"] <= b["y"] + 0.5
        or b["y"] + b["height"] <= a["y"] + 0.5
    )


def shots(page: Page, artifacts: Path) -> None:
    """The panel at a phone, a small phone and a desktop: within the screen's width, clear of the hand and trick."""
    for name, size in (("390x844", PHONE), ("360x780", SMALL_PHONE), ("1280x800", DESKTOP)):
        resize(page, size)
        panel = box(page, "#cardsout")
        width = page.evaluate("() => document.documentElement.clientWidth")
        assert panel["x"] >= 0 and panel["x"] + panel["width"] <= width + 0.5, name
        assert page.evaluate("() => document.documentElement.scrollWidth <= document.documentElement.clientWidth")
        assert apart(panel, box(page, "#hand")) and apart(panel, box(page, "#trick")), name
        screenshot(page, artifacts / f"cards-out-{name}.png", full_page=True)
    resize(page, DESKTOP)


def test_the_cards_still_out_follow_a_whole_deal_and_stay_hidden_when_off(
    browser: Browser, site_url: str, artifacts: Path
) -> None:
    tab = open_tab(browser, f"{site_url}?deal={GAME}", settings=QUICK, bypass_csp=True)
    page = tab.page
    panel = page.locator("#cardsout")
    expect(panel).to_be_hidden()
    switch_cards_out(page, True)
    expect(panel).to_be_visible()
    page.evaluate(WATCH)
    checked: set[int] = set()
    shot_taken = False
    for _ in range(200):
        move = wait_for_move(page)
        for snapshot in snapshots(page):
            assert not snapshot["hidden"]
            if snapshot["game"] is None:  # nothing kept before the first pass
                continue
            facts, played = facts_of(snapshot["game"], snapshot["moves"])
            shown = {key: snapshot[key] for key in ("suits", "voids", "points", "passed")}
            assert shown == expected(facts), f"after {played} cards"
            checked.add(played)
        if move == "sheet":
            break
        if move == "pass":
            pass_first_three(page)
        elif move == "continue":
            if not shot_taken and len(checked) > 20:
                shot_taken = True
                shots(page, artifacts)
                for colour in TABLE_COLOURS:
                    choose_colour(page, colour)
                    check(audit(page, "the cards still out", colour, contrast_only=colour != TABLE_COLOURS[0]))
                choose_colour(page, "green")
            act(page, "continue")
        else:
            play_first_legal(page)
    assert checked == set(range(53)), sorted(set(range(53)) - checked)  # every card of the deal, and before the first
    assert shot_taken
    # Off again: hidden, and it stays hidden through the next deal's first trick.
    act(page, "next-deal")
    switch_cards_out(page, False)
    expect(panel).to_be_hidden()
    page.evaluate(WATCH)
    for _ in range(40):
        move = wait_for_move(page)
        if move == "continue":
            break
        if move == "pass":
            pass_first_three(page)
        else:
            play_first_legal(page)
    taken = snapshots(page)
    assert len(taken) > 4 and all(snapshot["hidden"] for snapshot in taken)
    assert tab.problems == []
    tab.close()
