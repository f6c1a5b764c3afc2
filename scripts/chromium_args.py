"""How the project launches Debian's Chromium: the browser tests (tests/conftest.py) and the benchmarks alike.

Playwright cannot download its own browsers on these machines, so every launch passes
``executable_path=shutil.which("chromium")`` and these arguments.
"""

from __future__ import annotations

from typing import Final

CHROMIUM_ARGS: Final = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    # Chromium's headless browser still builds its omnibox popup (a page of its own, in its own renderer) for every
    # new tab: about a second of processor time during a page's start on two cores (docs/lab/NOTEBOOK.md).
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI",
]
"""The arguments of every launch."""
