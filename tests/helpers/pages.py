"""The browser tests' page driver: open a tab with stored data, play by the DOM, open the views.

Every action finds what it taps by a stable attribute (``data-action``, ``data-panel-action``, an id, a card's
code or the address), never by its words, so the same flows run in any language.
"""

from __future__ import annotations

import json
import os
import re
import warnings
import weakref
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, BrowserContext, Locator, Page, ViewportSize, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from hearts.web.storage.saved_game import SavedGame
from hearts.web.storage.saved_play import SavedPlay
from hearts.web.storage.slots import MemoryStore
from hearts.web.storage.store import Storage
from tests.helpers.matches import play_match

BOOT_TIMEOUT = 90_000
MOVE_TIMEOUT = 45_000
DESKTOP: ViewportSize = {"width": 1280, "height": 800}
PHONE: ViewportSize = {"width": 390, "height": 844}
VIEW_TIMEOUT = 30_000
"""How long a view may take to appear the first time (its Python modules are imported then)."""
REVIEW_TIMEOUT = 300_000
"""How long the Expert may take over a deal's review or its par before the page is taken to have hung: a bound, not
a measure (a deal's review takes seconds; a machine shared several times over stretches it tenfold)."""
QUICK = {"animation": "off"}
"""Stored settings that keep the tests quick: no animation, computer players without a pause."""


def envelope(data: object, version: int = 1) -> str:
    """Stored text as the page writes it."""
    return json.dumps({"version": version, "data": data})


def last_trick(game: int, match_id: str, *, tricks: int = 1) -> str:
    """The stored game (``hearts.game``) of game ``game``'s first deal ``tricks`` tricks from its end, every seat
    having passed its first three cards and played its first legal card: the score sheet comes after a few cards,
    not a whole deal played by taps."""
    match = play_match(game, seed=None, stop_after=4 + 4 * (13 - tricks))  # four passes, then the tricks played
    return envelope(SavedGame.of(match, match_id, "medium").to_data())


def seed_script(values: dict[str, str], *, before: str = "") -> str:
    """JavaScript for ``add_init_script``: put ``values`` in localStorage before the first load of the tab only.

    ``before`` runs first on every load (to break the storage, say).
    """
    return (
        f"{before}\n"
        "try { if (!sessionStorage.getItem('seeded')) {"
        f" const values = {json.dumps(values)};"
        " for (const [k, v] of Object.entries(values)) localStorage.setItem(k, v);"
        " sessionStorage.setItem('seeded', '1'); } } catch (e) {}"
    )


@dataclass
class Tab:
    """A page of the game and the errors it reported."""

    page: Page
    context: BrowserContext
    problems: list[str] = field(default_factory=list)

    def close(self) -> None:
        self.context.close()


def open_tab(
    browser: Browser,
    url: str,
    *,
    stored: dict[str, str] | None = None,
    settings: dict[str, Any] | None = None,
    before: str = "",
    viewport: ViewportSize = DESKTOP,
    **context_args: Any,
) -> Tab:
    """A fresh browser context with ``stored`` keys (and ``settings``) in its localStorage, showing ``url``."""
    values = dict(stored or {})
    if settings is not None:
        values["hearts.settings"] = envelope(settings)
    context = browser.new_context(viewport=viewport, reduced_motion="reduce", **context_args)  # type: ignore[arg-type]
    if values or before:
        context.add_init_script(seed_script(values, before=before))
    page = context.new_page()
    tab = Tab(page, context)
    page.on("console", lambda m: tab.problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda error: tab.problems.append(f"page error: {error}"))
    page.goto(url)
    wait_ready(page)
    return tab


def at_the_score_sheet(browser: Browser, url: str, game: int, name: str) -> Tab:
    """A tab with game ``game``'s first deal from its last trick (:func:`last_trick`, match ``{game}-1-{name}``),
    played to its score sheet: the sheet after a few taps, not a whole deal."""
    tab = open_tab(browser, url, stored={"hearts.game": last_trick(game, f"{game}-1-{name}")}, settings=QUICK)
    assert play_until(tab.page, "sheet") == "sheet"
    return tab


POLL = 100
"""Milliseconds between checks while a test waits for the page: checks on a timer, not on the page's frames, so that
a wait never depends on the browser drawing (see ``draws``)."""
FRAME_TIMEOUT = 5_000
"""Milliseconds a page may take to draw its next frame before the browser is taken to have stopped drawing it."""
SHOT_TIMEOUT = 10_000
"""Milliseconds a screenshot of a page that draws may take before it is asked for again (one takes well under a
second)."""
SCREENSHOTS = "HEARTS_SCREENSHOTS"
"""Set (by pytest's ``--screenshots``) when the browser tests should save their screenshots for people to look at."""

NEXT_FRAME = """(ms) => new Promise((answer) => {
  requestAnimationFrame(() => answer(''));
  setTimeout(() => answer(`visibility ${document.visibilityState}, focus ${document.hasFocus()}`), ms);
})"""
"""Resolves with '' once the page draws a frame, or with the page's visibility and focus after ``ms`` milliseconds."""


def draws(page: Page) -> str:
    """'' if ``page`` draws a frame within FRAME_TIMEOUT, else what the page says of its visibility and focus.

    Now and then headless Chromium stops drawing a tab after its viewport changed size (seen on busy machines; why
    is not known). Such a tab still runs its scripts, timers and layout, so the game goes on, but nothing that waits
    for a frame (a screenshot, Playwright's check that an element is stable) is ever answered.
    """
    return str(page.evaluate(NEXT_FRAME, FRAME_TIMEOUT))


def keep_drawing(page: Page) -> bool:
    """Make sure ``page`` draws frames: if it stopped, bring it to the front, then nudge its viewport a pixel and back.

    Whether it draws. A page that still draws nothing gets a warning naming its state: what the tests assert reads
    the DOM and its layout, which do not wait for frames, so the test goes on.
    """
    if not (state := draws(page)):
        NOT_DRAWING.discard(page)
        return True
    page.bring_to_front()
    if not draws(page):
        NOT_DRAWING.discard(page)
        return True
    size = page.viewport_size
    if size is not None:
        page.set_viewport_size({"width": size["width"] + 1, "height": size["height"]})
        page.set_viewport_size(size)
        if not draws(page):
            NOT_DRAWING.discard(page)
            return True
    warnings.warn(f"headless Chromium stopped drawing the page ({state})", stacklevel=3)
    NOT_DRAWING.add(page)
    return False


NOT_DRAWING: weakref.WeakSet[Page] = weakref.WeakSet()
"""The pages :func:`keep_drawing` found drawing no frame: :func:`press` clicks on them without waiting for one."""


def press(page: Page, target: Locator, **options: Any) -> None:
    """Click ``target`` as a player does. On a page that draws no frame (see :func:`keep_drawing`), Playwright's
    wait for the element to hold still never ends: there the click goes without it (``force``), the element found
    and hit where the layout puts it, as the page still lays itself out and answers input."""
    if page not in NOT_DRAWING:
        try:
            target.click(timeout=CLICK_TIMEOUT, **options)
            return
        except PlaywrightTimeoutError:
            if keep_drawing(page):
                raise
    target.click(force=True, **options)


CLICK_TIMEOUT = 10_000
"""How long a click may wait for its element to be visible, enabled and still."""


def resize(page: Page, size: ViewportSize) -> None:
    """Give ``page`` a viewport of ``size``, as a player turning a phone or resizing a window does, and make sure the
    browser draws it at that size."""
    page.set_viewport_size(size)
    keep_drawing(page)


def scroll_to(element: Locator) -> None:
    """Scroll ``element`` to the middle of the view if it is not all in view, at once and without waiting for a
    frame (Playwright's ``scroll_into_view_if_needed`` first waits for the element to stay still over two)."""
    element.evaluate("element => element.scrollIntoViewIfNeeded(true)")


def screenshot(page: Page, path: str | Path, *, full_page: bool = False) -> None:
    """Save a screenshot of ``page`` at ``path`` for a person to look at, when the run asks for them
    (``./scripts/test tests/browser --screenshots``); otherwise nothing, since no test asserts what a picture shows.

    Asked for only once the page is seen to draw (``keep_drawing``: one frame, unless it stopped); one that goes
    unanswered all the same is asked for once more after ``keep_drawing``. A page that does not draw, or a second
    request unanswered, leaves the test going on with a warning: the screenshot is for people, and what the test
    asserts does not depend on it. A tab that stopped drawing so costs a test at most a few frame checks, not the
    minutes of screenshot requests that can never be answered.
    """
    if not os.environ.get(SCREENSHOTS):
        return
    if not keep_drawing(page):
        warnings.warn(f"headless Chromium did not take the screenshot {Path(path).name}", stacklevel=2)
        return
    try:
        page.screenshot(path=path, full_page=full_page, timeout=SHOT_TIMEOUT)
        return
    except PlaywrightTimeoutError:
        pass
    if keep_drawing(page):
        try:
            page.screenshot(path=path, full_page=full_page, timeout=SHOT_TIMEOUT)
            return
        except PlaywrightTimeoutError:
            pass
    warnings.warn(f"headless Chromium did not take the screenshot {Path(path).name}", stacklevel=2)


def wait_ready(page: Page) -> None:
    page.wait_for_selector("body[data-ready]", state="attached", timeout=BOOT_TIMEOUT)


def reload(page: Page) -> None:
    page.reload()
    wait_ready(page)


def said_last(page: Page) -> Locator:
    """The last line of the page's polite live region, after checking the region is rendered: a live region in a
    hidden part of the page (the table while History or Learn shows) says nothing."""
    assert page.evaluate("() => document.getElementById('live').getClientRects().length > 0")
    return page.locator("#live p").last


def hand(page: Page) -> list[str]:
    return [str(n) for n in page.locator("#hand button.card").evaluate_all("els => els.map(e => e.ariaLabel)")]


def chosen(page: Page) -> list[str]:
    return [
        str(n)
        for n in page.locator('#hand button.card[aria-pressed="true"]').evaluate_all("els => els.map(e => e.ariaLabel)")
    ]


def trick(page: Page) -> list[str]:
    return [str(n) for n in page.locator("#trick .card").evaluate_all("els => els.map(e => e.ariaLabel)")]


def totals(page: Page) -> list[int]:
    return [int(t) for t in page.locator("#scores tr.total td").all_inner_texts()]


def game_number(page: Page) -> int:
    """The number of the game on the table (the digits of the top bar's "Game 48213907", in any language)."""
    return int(re.sub(r"\D", "", page.locator("#info .game-no").inner_text()))


def tap(page: Page, name: str) -> None:
    """Tap a card of the fanned hand on its visible left edge."""
    press(page, page.locator(f'#hand button.card[aria-label="{name}"]'), position={"x": 8, "y": 30})


def wait_for_move(page: Page, *, auto: bool = False) -> str:
    """Wait until the person can act: "sheet", "continue", "turn" or "pass".

    ``auto``: play continues by itself after each trick, so a trick's pause is not waited for.
    """
    handle = page.wait_for_function(
        """(auto) => {
        if (!document.getElementById('sheet').hidden) return 'sheet';
        if (!auto && document.querySelector('[data-action=continue]')) return 'continue';
        if (document.body.dataset.turn === 'you') return 'turn';
        if (document.querySelector('#hand [aria-pressed]')) return 'pass';
        return false;
        }""",
        arg=auto,
        polling=POLL,
        timeout=MOVE_TIMEOUT,
    )
    return str(handle.json_value())


def pass_first_three(page: Page) -> list[str]:
    """Choose the first three cards of the hand and pass them."""
    cards = hand(page)[:3]
    for name in cards:
        if name not in chosen(page):
            tap(page, name)
    act(page, "pass")
    return cards


def act(page: Page, action: str) -> None:
    """Press the shown button of the table or its sheet that does ``action`` (its ``data-action``: ``pass``,
    ``continue``, ``next-deal``, ``review``, ``close-review``, ``new-game-menu``, ``share``…)."""
    press(page, page.locator(f"[data-action='{action}']:visible"))


def play_first_legal(page: Page) -> str:
    card = page.locator('#hand .card[aria-disabled="false"]').first
    name = str(card.get_attribute("aria-label"))
    press(page, card, position={"x": 8, "y": 30})
    return name


def play_until(page: Page, stop: str, *, auto: bool = False, limit: int = 400) -> str:
    """Play by the simple policy (first three cards passed, first legal card played) until ``stop`` happens.

    ``stop`` is "sheet", "continue", "mid-trick" (your turn with cards already on the trick) or "turn".
    Returns what stopped play. ``auto``: play continues by itself after each trick.
    """
    for _ in range(limit):
        move = wait_for_move(page, auto=auto)
        if move == stop:
            return move
        if stop == "mid-trick" and move == "turn" and trick(page):
            return stop
        if move == "sheet":
            if page.locator("#sheet [data-action=next-deal]").count():
                act(page, "next-deal")
                continue
            return move
        if move == "continue":
            act(page, "continue")
        elif move == "pass":
            pass_first_three(page)
        else:
            play_first_legal(page)
        page.wait_for_timeout(30)
    raise AssertionError(f"{stop} never happened")


def show(page: Page, address: str) -> None:
    """Go to ``address`` within the page (``#settings``, ``#learn/faq``, ``#history/<id>``, ``''`` for the table)."""
    page.evaluate("(hash) => { location.hash = hash; }", address)


def open_drawer(page: Page, name: str) -> None:
    """Open the ``settings`` or ``statistics`` drawer by its link in the top bar, or by its address while a
    sheet covers the table."""
    if page.locator("#sheet").is_visible():
        show(page, f"#{name}")
    else:
        page.locator(f".topbar a[href='#{name}']").click()
    expect(page.locator("#panel")).to_be_visible(timeout=VIEW_TIMEOUT)


def close_drawer(page: Page) -> None:
    page.locator("#panel [data-panel-action=close]").click()
    expect(page.locator("#panel")).to_be_hidden()


def review_deal(page: Page) -> None:
    """On the score sheet, ask for the deal's review and wait for it to be done."""
    act(page, "review")
    page.locator("#sheet .review-card.done").wait_for(timeout=REVIEW_TIMEOUT)


def notice(page: Page) -> str:
    box = page.locator("#notice")
    expect(box).to_be_visible()
    return " ".join(box.locator(".notice-text").inner_text().split())


def storage(page: Page) -> dict[str, str]:
    return dict(page.evaluate("() => Object.fromEntries(Object.entries(localStorage))"))


def saved_data(stored: dict[str, str]) -> dict[str, Any]:
    """The game saved in ``stored`` (a tab's localStorage) in its whole form, the record inline
    (:meth:`~hearts.web.storage.saved_game.SavedGame.to_data`), read from its header and moves as the page reads
    them."""
    saved = SavedPlay(Storage(MemoryStore(dict(stored)))).load()
    assert saved is not None, "no saved game could be read"
    return saved.to_data()
