"""The table while Chromium samples the page's memory allocations: it starts and plays a whole deal.

Chromium samples native memory allocations (its heap profiler, which is on in a share of browsers, and
DevTools' memory sampling) and records the stack of each one it samples. On the separate stacks that
WebAssembly's stack switching gives Python's coroutines, that walk ran past the stack's end and crashed the
tab: seven loads in eight at this sampling interval, and now and then with no sampling asked for. So the
runtime starts with stack switching hidden and Python runs on the page's own stack (assets/runtime.mjs).
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser

from tests.helpers.pages import DESKTOP, QUICK, envelope, play_until, seed_script, wait_ready

pytestmark = pytest.mark.browser

SAMPLING_BYTES = 4096
"""Mean bytes between two sampled allocations: small enough that a sample lands on Python's stack in nearly
every load that runs Python there."""
REMEMBER_STACK_SWITCHING = "window.__stackSwitching ??= typeof WebAssembly.Suspending;"


def test_the_table_survives_sampled_allocations(browser: Browser, site_url: str) -> None:
    context = browser.new_context(viewport=DESKTOP, reduced_motion="reduce")  # type: ignore[arg-type]
    context.add_init_script(seed_script({"hearts.settings": envelope(QUICK)}, before=REMEMBER_STACK_SWITCHING))
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: problems.append(m.text) if m.type in ("error", "warning") else None)
    page.on("pageerror", lambda error: problems.append(str(error)))
    context.new_cdp_session(page).send("Memory.startSampling", {"samplingInterval": SAMPLING_BYTES})
    try:
        page.goto(site_url)
        wait_ready(page)  # a crash raises "Page crashed" here or while playing
        assert play_until(page, "sheet") == "sheet"  # the pass, thirteen tricks, the computer players' turns
        assert page.get_by_role("button", name="Next deal", exact=True).count() == 1
        # The page's WebAssembly is as the browser made it once the runtime has started.
        assert page.evaluate("typeof WebAssembly.Suspending") == page.evaluate("window.__stackSwitching")
        assert problems == []
    finally:
        context.close()
