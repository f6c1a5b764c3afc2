"""The table's layouts in Chromium: small and large phones upright, a phone on its side, a tablet, desktops.

For every size, at every turn of a whole deal (13 cards in hand down to 1),
on the score sheet and in the Learn view and the drawers: nothing scrolls
sideways (``scrollWidth <= innerWidth``); the table's regions (top bar,
scores, the four seats, the trick, the prompt, the hand) do not overlap and
stay on screen; every card of the hand is at least 44 px wide and shows a
strip at least 44 px wide to tap, measured with ``elementFromPoint`` (the
part of the card not covered by the next card or the second row). One
browser context with touch for the phones and the tablet, one for the
desktops; with ``--screenshots``, pictures of each stage at each size go to test-artifacts/.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.helpers.pages import (
    Tab,
    hand,
    open_tab,
    pass_first_three,
    play_first_legal,
    press,
    resize,
    screenshot,
    wait_for_move,
)

pytestmark = pytest.mark.browser

GAME = 48213907
TAP = 44
"""The smallest width a finger can tap: WCAG 2.5.5 and the platforms' guidelines."""
TOUCH = {"390x844": (390, 844), "360x640": (360, 640), "844x390": (844, 390), "820x1180": (820, 1180)}
DESKTOP = {"1280x800": (1280, 800), "1920x1080": (1920, 1080)}
LOADS = 30_000
"""How long a view may take to appear the first time (its Python modules are imported then)."""
REGIONS = (".topbar", "#scores", "#north", "#west", "#trick", "#east", "#prompt", "#south", "#hand")

MEASURE = """(regions) => {
  const se = document.scrollingElement;
  const boxes = {};
  for (const selector of regions) {
    const element = document.querySelector(selector);
    const r = element.getBoundingClientRect();
    if (getComputedStyle(element).display === 'none' || r.width === 0 || r.height === 0) continue;
    boxes[selector] = [r.left, r.top, r.right, r.bottom];
  }
  const cards = [...document.querySelectorAll('#hand button.card')].map((card) => {
    const r = card.getBoundingClientRect();
    let strip = 0;
    for (const dy of [6, 16, 30, r.height * 0.45, r.height - 10]) {
      const y = r.top + dy;
      if (y < 0 || y >= innerHeight) continue;
      let run = 0, best = 0;
      for (let x = Math.max(0, Math.floor(r.left)); x <= Math.min(innerWidth - 1, Math.ceil(r.right)); x++) {
        const hit = document.elementFromPoint(x, y);
        if (hit && hit.closest('#hand button.card') === card) { run++; best = Math.max(best, run); } else run = 0;
      }
      strip = Math.max(strip, best);
    }
    const name = card.getAttribute('aria-label');
    return {name, width: r.width, left: r.left, right: r.right, bottom: r.bottom, strip};
  });
  return {scrollWidth: se.scrollWidth, innerWidth, innerHeight, boxes, cards};
}"""


def overlap(a: list[float], b: list[float]) -> float:
    width = min(a[2], b[2]) - max(a[0], b[0])
    height = min(a[3], b[3]) - max(a[1], b[1])
    return max(0.0, width) * max(0.0, height)


def check_table(page: Page, size: str) -> dict[str, Any]:
    """The table at this size: no sideways scrolling, regions apart and on screen, cards wide enough to tap."""
    found = dict(page.evaluate(MEASURE, list(REGIONS)))
    width = found["innerWidth"]
    assert found["scrollWidth"] <= width, f"{size}: the page scrolls sideways ({found['scrollWidth']} > {width})"
    boxes = found["boxes"]
    for name, box in boxes.items():
        assert box[0] >= -0.5 and box[2] <= width + 0.5, f"{size}: {name} goes off screen: {box}"
    names = sorted(boxes)
    for i, first in enumerate(names):
        for second in names[i + 1 :]:
            shared = overlap(boxes[first], boxes[second])
            assert shared <= 1, f"{size}: {first} and {second} overlap by {shared:.0f} px²: {boxes}"
    for card in found["cards"]:
        assert card["width"] >= TAP, f"{size}: {card['name']} is {card['width']:.1f} px wide"
        assert card["strip"] >= TAP, f"{size}: only {card['strip']} px of the {card['name']} can be tapped"
        assert card["left"] >= 0 and card["right"] <= width, f"{size}: {card['name']} is off screen"
        assert card["bottom"] <= found["innerHeight"] + 0.5, f"{size}: {card['name']} is below the screen"
    return found


def resize_to(page: Page, size: tuple[int, int]) -> None:
    """The viewport at ``size``: what is measured next reads the layout, which the browser brings up to date first."""
    resize(page, {"width": size[0], "height": size[1]})


def play_deal_checking(page: Page, sizes: dict[str, tuple[int, int]], artifacts: Path) -> dict[str, list[int]]:
    """Play a deal by the simple policy, checking every size at the pass and at every turn; shots of some stages."""
    first = next(iter(sizes.values()))
    strips: dict[str, list[int]] = {name: [] for name in sizes}

    def check_all(stage: str | None) -> None:
        for name, size in sizes.items():
            resize_to(page, size)
            found = check_table(page, name)
            strips[name].append(min((card["strip"] for card in found["cards"]), default=999))
            if stage is not None:
                screenshot(page, artifacts / f"layout-{name}-{stage}.png")
        resize_to(page, first)

    check_all("pass")
    pass_first_three(page)
    shot_reason = shot_trick = shot_late = False
    while True:
        move = wait_for_move(page)
        if move == "sheet":
            break
        if move == "continue":
            if not shot_trick:
                check_all("trick")
                shot_trick = True
            press(page, page.get_by_role("button", name="Continue", exact=True))
            continue
        assert move == "turn"
        dimmed = page.locator('#hand .card[aria-disabled="true"]')
        if not shot_reason and dimmed.count():
            dimmed.first.click(position={"x": 8, "y": 20}, force=True)
            expect(page.locator(".reason")).to_be_visible()
            check_all("reason")
            shot_reason = True
        elif not shot_late and len(hand(page)) <= 7:
            check_all("seven-cards")
            shot_late = True
        else:
            check_all(None)
        play_first_legal(page)
    assert shot_trick and shot_late
    for name, size in sizes.items():
        resize_to(page, size)
        found = dict(page.evaluate(MEASURE, list(REGIONS)))
        assert found["scrollWidth"] <= found["innerWidth"], name
        box = page.locator("#sheet .sheet-card").bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= size[0], (name, box)
        assert box["y"] >= 0 and box["y"] + box["height"] <= size[1], (name, box)
        screenshot(page, artifacts / f"layout-{name}-score-sheet.png")
    resize_to(page, first)
    return strips


def check_views(page: Page, sizes: dict[str, tuple[int, int]], artifacts: Path) -> None:
    """The Learn view, the two drawers and the new-game sheet fit every size too (up and down, never sideways)."""
    for address, shot in (("#learn/practice/queen", "learn"), ("#settings", "settings"), ("#statistics", "statistics")):
        page.evaluate("(hash) => { location.hash = hash; }", address)
        target = page.locator("#learn") if shot == "learn" else page.locator("#panel")
        expect(target).to_be_visible(timeout=LOADS)  # the first visit loads the view's modules
        for name, size in sizes.items():
            resize_to(page, size)
            width = page.evaluate("() => [document.scrollingElement.scrollWidth, innerWidth]")
            assert width[0] <= width[1], f"{shot} at {name} scrolls sideways: {width}"
            card = page.locator("#panel .panel-card") if shot != "learn" else page.locator("#learn .learn-content")
            box = card.bounding_box()
            assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= size[0] + 0.5, (shot, name, box)
            screenshot(page, artifacts / f"layout-{name}-{shot}.png")
        page.evaluate("() => { location.hash = ''; }")
        expect(target).to_be_hidden()
    press(page, page.get_by_role("button", name="Next deal", exact=True))
    press(page, page.get_by_role("button", name="New game", exact=True))
    sheet = page.locator("#sheet .sheet-card")
    expect(sheet).to_be_visible()
    for name, size in sizes.items():
        resize_to(page, size)
        box = sheet.bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= size[0] + 0.5, (name, box)
        assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth"), name
        for item in page.locator("#sheet .menu-item").all():  # each choice's words stay inside its button
            outer, words = item.locator("button").bounding_box(), item.locator(".menu-note").bounding_box()
            assert outer is not None and words is not None
            assert words["y"] + words["height"] <= outer["y"] + outer["height"] + 0.5, (name, outer, words)
        screenshot(page, artifacts / f"layout-{name}-new-game.png")
    press(page, page.get_by_role("button", name="Keep playing", exact=True))
    expect(sheet).to_be_hidden()


@pytest.fixture(scope="module")
def touch(browser: Browser, site_url: str) -> Iterator[Tab]:
    opened = open_tab(
        browser,
        f"{site_url}?deal={GAME}",
        settings={"animation": "off"},
        viewport={"width": 390, "height": 844},
        device_scale_factor=2,
        is_mobile=True,
        has_touch=True,
    )
    yield opened
    opened.close()


@pytest.fixture(scope="module")
def desktop(browser: Browser, site_url: str) -> Iterator[Tab]:
    opened = open_tab(browser, f"{site_url}?deal={GAME}", settings={"animation": "off"})
    yield opened
    opened.close()


def test_phones_and_tablet_through_a_whole_deal(touch: Tab, artifacts: Path) -> None:
    strips = play_deal_checking(touch.page, TOUCH, artifacts)
    (artifacts / "layout-touch-strips.json").write_text(json.dumps(strips), encoding="utf-8")  # px, each turn
    for name, found in strips.items():
        assert len(found) >= 13 and min(found) >= TAP, (name, found)
    check_views(touch.page, TOUCH, artifacts)
    assert touch.problems == []


def test_desktops_through_a_whole_deal(desktop: Tab, artifacts: Path) -> None:
    strips = play_deal_checking(desktop.page, DESKTOP, artifacts)
    (artifacts / "layout-desktop-strips.json").write_text(json.dumps(strips), encoding="utf-8")  # px, each turn
    for name, found in strips.items():
        assert len(found) >= 13 and min(found) >= TAP, (name, found)
    check_views(desktop.page, DESKTOP, artifacts)
    assert desktop.problems == []
