"""A site served for the offline tests: a copy of dist/ on 127.0.0.1 under a sub-path, stopped and started again on
the same port, recording what the browser asked for; and a Chromium profile on disk (a service worker needs one)."""

from __future__ import annotations

import functools
import http.server
import threading
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urljoin, urlsplit

from playwright.sync_api import BrowserContext, BrowserType, Page, ViewportSize

from tests.helpers.pages import DESKTOP, QUICK, envelope, seed_script
from tests.helpers.scripts import load_script

SUB_PATH = "hearts/"
INSTALL_TIMEOUT = 120_000
"""Caching the whole site (14 MB) on a busy machine."""

serve = load_script("serve")


@dataclass
class Site:
    """A copy of dist/ served at ``/hearts/`` on 127.0.0.1; stops and starts again on the same port."""

    root: Path
    port: int = 0
    asked: list[str] = field(default_factory=list)
    server: http.server.ThreadingHTTPServer | None = None

    @property
    def folder(self) -> Path:
        return self.root / SUB_PATH.rstrip("/")

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/{SUB_PATH}"

    def start(self) -> None:
        asked = self.asked

        class Recording(serve.QuietHandler):  # type: ignore[misc, name-defined]
            def do_GET(self) -> None:
                asked.append(urlsplit(self.path).path)
                super().do_GET()

        handler = functools.partial(Recording, directory=str(self.root))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        if self.server is not None:
            self.server.shutdown()
            self.server.server_close()
            self.server = None

    def get(self, path: str) -> bytes:
        with urllib.request.urlopen(urljoin(self.url, path), timeout=10) as response:
            return bytes(response.read())


def open_profile(browser_type: BrowserType, launch_args: dict[str, Any], profile: Path) -> tuple[BrowserContext, Page]:
    """Chromium with a profile on disk (a service worker needs one), at desktop size, quick settings; its tab."""
    context = browser_type.launch_persistent_context(
        str(profile),
        **launch_args,
        viewport=ViewportSize(width=DESKTOP["width"], height=DESKTOP["height"]),
        reduced_motion="reduce",
    )
    context.add_init_script(seed_script({"hearts.settings": envelope(QUICK)}))
    return context, context.pages[0] if context.pages else context.new_page()
