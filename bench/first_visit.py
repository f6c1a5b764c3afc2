"""A first visit on an emulated slow line, and the bytes that come over the wire before the hand can be tapped.

Each visit runs in a browser of its own, started for it (nothing cached, no
compiled code kept from an earlier visit), with DevTools' network emulation
(:data:`SLOW_NETWORK`) on the page. Bytes are counted as DevTools counts them:
the encoded length of each request's ``Network.loadingFinished`` (the
response's headers and its body as it came, compressed), from the page's own
DevTools session; a request that failed (a download the page stopped) counts
the encoded lengths of the chunks that came (``Network.dataReceived``); a
response served by the service worker or from the browser's cache counts
nothing, as nothing came over the wire for it. The service worker's own
requests come from Playwright, which reads the same ``Network.loadingFinished``
length of the worker's DevTools session (``Request.sizes()``: headers and
encoded body). The network emulation applies to the page only: the worker's
downloads, which start once the table is ready, are not slowed.

Bytes are counted until the page marks itself ready (``data-ready``: the
moment the hand can be tapped, by the page's clock), and in all once the
network has been quiet (no request and no byte) for :data:`QUIET` seconds (for the table, after its
service worker reported every file kept, ``html[data-offline=ready]``).
"""

from __future__ import annotations

import contextlib
import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from playwright.sync_api import BrowserContext, CDPSession, Page, Request
from playwright.sync_api import Error as PlaywrightError

SLOW_NETWORK = {"offline": False, "latency": 40, "downloadThroughput": 10e6 / 8, "uploadThroughput": 5e6 / 8}
"""An emulated 10 Mbit/s line (40 ms latency) for first visits, as Chrome DevTools' throttling gives it."""
QUIET = 2.0
"""Seconds without a byte or a request after which a first visit's downloads are over."""
SETTLE_LIMIT = 120.0
"""Seconds after ready at most to wait for the service worker and a quiet network."""
MB = 1e6
"""Bytes in a megabyte, as the targets count them."""


@dataclass(frozen=True)
class Transfer:
    """One request's bytes over the wire."""

    url: str
    end: float
    """Wall-clock seconds (Unix time) when its last byte came, or when it failed."""
    size: int
    """Bytes over the wire: the response's headers and its encoded body."""
    worker: bool = False
    """Made by the service worker (not by the page)."""


def bytes_by(transfers: list[Transfer], moment: float) -> int:
    """Bytes of the transfers over by ``moment`` (wall-clock seconds)."""
    return sum(transfer.size for transfer in transfers if transfer.end <= moment)


def bytes_in_all(transfers: list[Transfer]) -> int:
    return sum(transfer.size for transfer in transfers)


@dataclass
class _Request:
    url: str
    skipped: bool = False
    chunks: int = 0
    end: float | None = None
    size: int = 0


NOT_OVER_THE_WIRE = ("fromServiceWorker", "fromDiskCache", "fromPrefetchCache", "fromEarlyHints")
"""Flags of a DevTools response that came from somewhere else than the network."""


@dataclass
class PageWire:
    """The page's requests as its DevTools session reports them (see the module), for :func:`transfers`.

    Feed it the events with :meth:`event` (:meth:`listen` subscribes it to a session).
    """

    requests: dict[str, _Request] = field(default_factory=dict)
    clock: float | None = None
    """Wall-clock seconds minus DevTools' monotonic seconds (from the first request's ``wallTime``)."""
    last: float = field(default_factory=time.monotonic)
    """When (this process's monotonic clock) the last event came."""

    METHODS = (
        "Network.requestWillBeSent",
        "Network.responseReceived",
        "Network.dataReceived",
        "Network.loadingFinished",
        "Network.loadingFailed",
    )

    def listen(self, session: CDPSession) -> None:
        for method in self.METHODS:
            session.on(method, self.handler(method))

    def handler(self, method: str) -> Callable[[dict[str, Any]], None]:
        return lambda params: self.event(method, params)

    def event(self, method: str, params: dict[str, Any]) -> None:
        self.last = time.monotonic()
        key = str(params.get("requestId"))
        if method == "Network.requestWillBeSent":
            url = str(params["request"]["url"])
            if self.clock is None:
                self.clock = float(params["wallTime"]) - float(params["timestamp"])
            if key not in self.requests:  # a redirect keeps its request's id
                self.requests[key] = _Request(url, skipped=url.startswith(("data:", "blob:")))
            return
        request = self.requests.get(key)
        if request is None:
            return
        if method == "Network.responseReceived":
            response = params["response"]
            request.skipped = request.skipped or any(response.get(flag) for flag in NOT_OVER_THE_WIRE)
        elif method == "Network.dataReceived":
            request.chunks += int(params.get("encodedDataLength", 0))
        elif method == "Network.loadingFinished":
            request.end, request.size = float(params["timestamp"]), int(params["encodedDataLength"])
        elif method == "Network.loadingFailed":
            request.end, request.size = float(params["timestamp"]), request.chunks

    def pending(self) -> int:
        """Requests started and not over."""
        return sum(1 for request in self.requests.values() if request.end is None)

    def transfers(self) -> list[Transfer]:
        """The requests over, with bytes that came over the wire."""
        clock = self.clock or 0.0
        return [
            Transfer(request.url, request.end + clock, request.size)
            for request in self.requests.values()
            if request.end is not None and not request.skipped
        ]


@dataclass
class WorkerWire:
    """The service worker's requests, as Playwright reports them for the browser context."""

    started: list[Request] = field(default_factory=list)
    over: list[Request] = field(default_factory=list)
    last: float = field(default_factory=time.monotonic)

    def listen(self, context: BrowserContext) -> None:
        context.on("request", lambda request: self.seen(request, self.started))
        context.on("requestfinished", lambda request: self.seen(request, self.over))
        context.on("requestfailed", lambda request: self.seen(request, self.over))

    def seen(self, request: Request, into: list[Request]) -> None:
        if request.service_worker is not None:
            self.last = time.monotonic()
            into.append(request)

    def pending(self) -> int:
        return len(self.started) - len(self.over)

    def transfers(self) -> list[Transfer]:
        """The worker's requests that came over the wire (a failed one counts nothing: its size is unknown)."""
        found = []
        for request in self.over:
            if request.failure is not None:
                continue
            try:
                response = request.response()
                sizes = request.sizes()
            except PlaywrightError:
                continue
            if response is None or response.from_service_worker:
                continue
            size = int(sizes["responseHeadersSize"]) + int(sizes["responseBodySize"])
            timing = request.timing
            end = (float(timing["startTime"]) + max(float(timing["responseEnd"]), 0.0)) / 1000
            found.append(Transfer(request.url, end, max(size, 0), worker=True))
        return found


@dataclass(frozen=True)
class Wire:
    """A first visit's bytes over the wire."""

    before_ready: float
    """Bytes over before the page was ready (the hand tappable)."""
    in_all: float
    """Bytes over once the downloads were over."""
    worker: float
    """Of ``in_all``, the service worker's."""

    @staticmethod
    def unknown() -> Wire:
        return Wire(math.nan, math.nan, math.nan)


def count(transfers: list[Transfer], ready: float) -> Wire:
    """The bytes of ``transfers``: before ``ready`` (wall-clock seconds), in all, and the worker's."""
    worker = [transfer for transfer in transfers if transfer.worker]
    return Wire(bytes_by(transfers, ready), bytes_in_all(transfers), bytes_in_all(worker))


def ready_moment(page: Page) -> float:
    """The wall-clock second the page marked itself ready (``data-ready`` is milliseconds since navigation)."""
    return float(page.evaluate("(performance.timeOrigin + Number(document.body.dataset.ready)) / 1000"))


def wait_until_quiet(page: Page, page_wire: PageWire, worker_wire: WorkerWire, *, offline: bool) -> None:
    """Wait until the visit's downloads are over: the service worker has kept every file (``offline``), then
    nothing in flight for :data:`QUIET` seconds; :data:`SETTLE_LIMIT` seconds at most."""
    limit = time.monotonic() + SETTLE_LIMIT
    if offline:
        with contextlib.suppress(PlaywrightError):  # a worker that could not keep every file: wait for quiet
            page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=SETTLE_LIMIT * 1000)
    while time.monotonic() < limit:  # a download on the page reports its chunks as they come
        page.wait_for_timeout(250)
        if not worker_wire.pending() and time.monotonic() - max(page_wire.last, worker_wire.last) >= QUIET:
            return
