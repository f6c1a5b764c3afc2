"""The table by keyboard alone, in Chromium: a whole deal (the pass and thirteen tricks) with no mouse or touch.

Every key goes through ``page.keyboard``; the DOM is only read. After each
key the focused element is checked: never lost to the page's body, shown
with the focus ring, on screen and not covered. What a screen reader would
hear is recorded from the live region (a MutationObserver collects every
line added to it): each of the 52 cards played, each trick's winner and
points, and whose turn it is.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.helpers.pages import Tab, hand, open_tab, resize, screenshot, wait_for_move

pytestmark = pytest.mark.browser

GAME = 48213907
CARD = r"(?:Ace|King|Queen|Jack|10|[2-9]) of (?:clubs|diamonds|spades|hearts)"
PLAYED = re.compile(rf"^(?:You play|(?:West|North|East) plays) the ({CARD})\.")
TOOK = re.compile(rf"(You|West|North|East) took the trick with the {CARD}: (no points|-?\d+ points?)\.$")

LISTEN = """() => {
  window.heard = [];
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) window.heard.push(node.textContent);
  }).observe(document.getElementById('live'), {childList: true});
}"""

FOCUS = r"""() => {
  const a = document.activeElement;
  if (!a || a === document.body) return null;
  const r = a.getBoundingClientRect();
  const x = r.left + Math.min(r.width / 2, 20), y = r.top + Math.min(r.height / 2, 20);
  const top = document.elementFromPoint(x, y);
  return {
    card: a.dataset.card || null, action: a.dataset.action || null, tag: a.tagName.toLowerCase(), id: a.id,
    name: a.getAttribute('aria-label') || a.textContent.trim(),
    ring: a.matches(':focus-visible') && getComputedStyle(a).outlineStyle !== 'none',
    onScreen: r.width > 0 && r.left >= 0 && r.top >= 0 && r.right <= innerWidth && r.bottom <= innerHeight,
    onTop: !!top && (top === a || a.contains(top)),
    inSheet: !!a.closest('#sheet'),
    ringColour: getComputedStyle(a).outlineColor,
    behind: (() => {
      for (let e = a.parentElement; e; e = e.parentElement) {
        const colour = getComputedStyle(e).backgroundColor;
        if (!/rgba\(.*, 0\)$/.test(colour) && colour !== 'transparent') return colour;
      }
      return 'rgb(255, 255, 255)';
    })(),
  };
}"""


def luminance(colour: str) -> float:
    """The relative luminance of a CSS ``rgb(...)``/``rgba(...)`` colour (its alpha ignored)."""
    values = [float(v) for v in re.findall(r"[\d.]+", colour)[:3]]

    def channel(c: float) -> float:
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(v) for v in values)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def focus(page: Page) -> dict[str, Any]:
    """The focused element, checked: not lost, with a visible focus ring, on screen and on top."""
    found = page.evaluate(FOCUS)
    assert found is not None, "focus was lost to the page"
    assert found["ring"], f"no visible focus ring on {found}"
    assert found["onScreen"] and found["onTop"], f"focused element hidden: {found}"
    ring = contrast(found["ringColour"], found["behind"])
    assert ring >= 3, f"focus ring {found['ringColour']} on {found['behind']}: contrast {ring:.2f} (WCAG asks 3)"
    return dict(found)


def press(page: Page, key: str) -> dict[str, Any]:
    page.keyboard.press(key)
    return focus(page)


def heard(page: Page) -> list[str]:
    return [str(line) for line in page.evaluate("() => window.heard")]


def codes(page: Page) -> list[str]:
    return [str(c) for c in page.locator("#hand button.card").evaluate_all("els => els.map(e => e.dataset.card)")]


def legal_codes(page: Page) -> list[str]:
    return [
        str(c)
        for c in page.locator('#hand button.card[aria-disabled="false"]').evaluate_all(
            "els => els.map(e => e.dataset.card)"
        )
    ]


def go_to_card(page: Page, code: str) -> dict[str, Any]:
    """Move along the hand with the arrow keys until ``code`` has focus."""
    now = focus(page)
    for _ in range(14):
        if now["card"] == code:
            return now
        order = codes(page)
        assert now["card"] in order, now
        key = "ArrowRight" if order.index(code) > order.index(now["card"]) else "ArrowLeft"
        now = press(page, key)
    raise AssertionError(f"arrow keys never reached {code}")


@pytest.fixture(scope="module")
def tab(browser: Browser, site_url: str) -> Iterator[Tab]:
    opened = open_tab(browser, f"{site_url}?deal={GAME}", settings={"animation": "off"})
    opened.page.evaluate(LISTEN)
    yield opened
    opened.close()


def test_the_hand_is_one_stop_in_the_tab_order(tab: Tab) -> None:
    page = tab.page
    stops = []
    for _ in range(20):
        now = press(page, "Tab")
        stops.append(now["card"] or now["action"] or now["name"])
        if now["card"]:
            break
    assert stops[-1] == codes(page)[0], stops
    assert "pass" in stops and "hint" in stops and "new-game-menu" in stops
    before = press(page, "Shift+Tab")
    assert before["card"] is None and before["action"] == stops[-2]  # one Shift+Tab leaves the hand
    back = press(page, "Tab")
    assert back["card"] == codes(page)[0]
    tabbable = page.locator('#hand button.card[tabindex="0"]')
    expect(tabbable).to_have_count(1)


def test_arrows_choose_three_with_space_and_enter_and_p_passes(tab: Tab, artifacts: Path) -> None:
    page = tab.page
    order = codes(page)
    assert press(page, "ArrowRight")["card"] == order[1]
    assert press(page, "End")["card"] == order[-1]
    assert press(page, "ArrowRight")["card"] == order[-1]
    assert press(page, "Home")["card"] == order[0]
    resize(page, {"width": 390, "height": 844})  # a phone: the hand in two rows, 7 and 6
    assert press(page, "ArrowDown")["card"] == order[7]
    assert press(page, "ArrowDown")["card"] == order[7]
    screenshot(page, artifacts / "keyboard-390x844-second-row.png")
    assert press(page, "ArrowUp")["card"] == order[0]
    resize(page, {"width": 1280, "height": 800})  # one row: Down is the next card again
    assert press(page, "ArrowDown")["card"] == order[1]
    assert press(page, "ArrowUp")["card"] == order[0]
    assert press(page, "Space")["card"] == order[0]  # chosen, and focus stays on it
    expect(page.locator(f'#hand [data-card="{order[0]}"]')).to_have_attribute("aria-pressed", "true")
    press(page, "ArrowRight")
    assert press(page, "Enter")["card"] == order[1]
    expect(page.locator('#hand [aria-pressed="true"]')).to_have_count(2)
    press(page, "p")  # two chosen: the engine says why nothing happens
    expect(page.locator(".reason")).to_have_text("Pass exactly three cards, not 2.")
    assert heard(page)[-1] == "Pass exactly three cards, not 2."
    press(page, "ArrowRight")
    press(page, "ArrowRight")
    press(page, "Space")
    chosen = [order[0], order[1], order[3]]
    assert sorted(codes(page)[i] for i in range(13) if codes(page)[i] in chosen) == sorted(chosen)
    expect(page.locator('#hand [aria-pressed="true"]')).to_have_count(3)
    screenshot(page, artifacts / "keyboard-1280x800-three-chosen.png")
    page.keyboard.press("P")
    for card in chosen:  # passed once the computer players have chosen theirs, a moment later
        expect(page.locator(f'#hand [data-card="{card}"]')).to_have_count(0)
    after = focus(page)
    assert after["card"] is not None and after["card"] not in chosen  # focus moved to the card in its place
    assert wait_for_move(page) in ("turn", "continue")
    assert not set(chosen) & set(codes(page))
    focus(page)
    assert any(line.startswith("You passed the ") for line in heard(page))


def test_a_whole_deal_by_keyboard(tab: Tab, artifacts: Path) -> None:
    page = tab.page
    tricks = 0
    plays = 0
    hinted = explained = False
    continue_keys = ["c", "Enter"]
    play_keys = ["Enter", "Space"]
    while True:
        move = wait_for_move(page)
        if move == "sheet":
            break
        if move == "continue":
            if tricks == 0:
                screenshot(page, artifacts / "keyboard-1280x800-trick.png")
            now = press(page, continue_keys[tricks % 2])
            tricks += 1
            assert now["card"] is not None or now["inSheet"], now
            continue
        assert move == "turn"
        legal = legal_codes(page)
        dimmed = [code for code in codes(page) if code not in legal]
        if not explained and dimmed:
            go_to_card(page, dimmed[0])
            before = codes(page)
            press(page, "Enter")
            expect(page.locator(".reason")).not_to_be_empty()
            reason = page.locator(".reason").inner_text()
            assert heard(page)[-1] == reason and codes(page) == before
            screenshot(page, artifacts / "keyboard-1280x800-reason.png")
            explained = True
        if not hinted:
            press(page, "h")
            expect(page.locator("#hand .card.hinted")).to_have_count(1, timeout=30_000)
            suggestion = page.locator("#hand .card.hinted").get_attribute("aria-label")
            assert f"Hint: play the {suggestion}." in heard(page)
            hinted = True
        target = legal[-1] if plays % 3 == 2 else legal[0]
        go_to_card(page, target)
        now = press(page, play_keys[plays % 2])
        plays += 1
        assert target not in codes(page)
        # Your last card: the prompt keeps focus until Continue comes, then hands it on (the others may have
        # played their cards already).
        assert now["card"] is not None or now["id"] == "prompt" or now["action"] == "continue", now
    assert (tricks, plays) == (13, 13) and explained and hinted
    sheet = page.get_by_role("dialog")
    expect(sheet).to_contain_text("Deal 1 is over")
    now = focus(page)
    assert now["action"] == "next-deal" and now["inSheet"]
    headers = sheet.locator("table.sheet-table th")
    scopes = headers.evaluate_all("els => els.map(e => e.getAttribute('scope'))")
    assert scopes == ["col"] * 4 + ["row"] * 4
    screenshot(page, artifacts / "keyboard-1280x800-score-sheet.png")

    lines = heard(page)
    named = [found.group(1) for line in lines if (found := PLAYED.match(line))]
    assert len(named) == 52 and len(set(named)) == 52, named  # every card of the deck, each said once
    took = [line for line in lines if TOOK.search(line)]
    assert len(took) == 13
    assert sum(line.endswith("Your turn.") or line in ("Your lead.",) for line in lines) >= 1
    assert any(line.startswith("Deal 1 is over.") for line in lines)

    after = press(page, "Enter")  # Next deal
    expect(sheet).to_be_hidden()
    assert after["card"] in codes(page) and len(codes(page)) == 13


def test_escape_closes_the_new_game_sheet_and_tab_stays_inside_it(tab: Tab) -> None:
    page = tab.page
    for _ in range(20):
        now = press(page, "Shift+Tab")
        if now["action"] == "new-game-menu":
            break
    else:
        raise AssertionError("the New game button was never reached")
    now = press(page, "Enter")
    sheet = page.locator("#sheet")
    expect(sheet).to_be_visible()
    assert now["inSheet"] and now["action"] == "new-game"
    for _ in range(12):
        assert press(page, "Tab")["inSheet"]
    for _ in range(3):
        assert press(page, "Shift+Tab")["inSheet"]
    before = hand(page)
    now = press(page, "Escape")
    expect(sheet).to_be_hidden()
    assert now["action"] == "new-game-menu"
    assert hand(page) == before and tab.problems == []
