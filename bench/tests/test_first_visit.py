"""How a first visit's bytes over the wire are counted (bench/first_visit.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import first_visit

CLOCK = 1_700_000_000.0
"""Wall-clock seconds at DevTools' monotonic second 0 in these events."""


def sent(key: str, url: str, at: float) -> tuple[str, dict[str, Any]]:
    return "Network.requestWillBeSent", {
        "requestId": key,
        "request": {"url": url},
        "timestamp": at,
        "wallTime": CLOCK + at,
    }


def answered(key: str, **flags: bool) -> tuple[str, dict[str, Any]]:
    return "Network.responseReceived", {"requestId": key, "response": {"status": 200, **flags}}


def chunk(key: str, size: int) -> tuple[str, dict[str, Any]]:
    return "Network.dataReceived", {"requestId": key, "dataLength": size * 3, "encodedDataLength": size}


def finished(key: str, at: float, size: int) -> tuple[str, dict[str, Any]]:
    return "Network.loadingFinished", {"requestId": key, "timestamp": at, "encodedDataLength": size}


def failed(key: str, at: float) -> tuple[str, dict[str, Any]]:
    return "Network.loadingFailed", {"requestId": key, "timestamp": at, "canceled": True}


def test_the_page_counts_what_came_over_the_wire_and_when() -> None:
    wire = first_visit.PageWire()
    events = [
        sent("1", "http://host/", 10.0),
        answered("1"),
        finished("1", 10.1, 2_000),
        sent("2", "http://host/runtime.wasm", 10.2),
        answered("2"),
        chunk("2", 1_000_000),
        chunk("2", 1_800_000),
        finished("2", 12.5, 2_800_300),  # the finished length is the one counted, headers included
        sent("3", "http://host/snapshot.bin", 10.2),
        answered("3"),
        chunk("3", 14_000),
        failed("3", 11.0),  # stopped by the page: the chunks that came
        sent("4", "http://host/hearts.zip", 12.6),
        answered("4", fromServiceWorker=True),
        finished("4", 12.7, 700_000),
        sent("5", "http://host/icon.svg", 12.6),
        answered("5", fromDiskCache=True),
        finished("5", 12.7, 0),
        sent("6", "data:image/png;base64,AAAA", 12.6),
        finished("6", 12.6, 0),
        sent("7", "http://host/late.zip", 13.0),
        answered("7"),
        chunk("7", 400_000),
    ]
    for method, params in events:
        wire.event(method, params)
    assert wire.pending() == 1  # late.zip is still coming
    assert sorted((t.url.rsplit("/", 1)[1], round(t.end - CLOCK, 3), t.size) for t in wire.transfers()) == sorted(
        [("", 10.1, 2_000), ("runtime.wasm", 12.5, 2_800_300), ("snapshot.bin", 11.0, 14_000)]
    )
    transfers = wire.transfers()
    assert first_visit.bytes_by(transfers, CLOCK + 11.0) == 16_000
    assert first_visit.bytes_by(transfers, CLOCK + 12.5) == 2_816_300
    assert first_visit.count(transfers, CLOCK + 12.0) == first_visit.Wire(16_000, 2_816_300, 0)


@dataclass
class FakeResponse:
    from_service_worker: bool = False


@dataclass
class FakeRequest:
    """What the worker's count reads of a Playwright request."""

    url: str
    size: tuple[int, int]
    end: float
    failure: str | None = None
    service_worker: object | None = object()
    served: FakeResponse | None = None

    def response(self) -> FakeResponse | None:
        return self.served if self.served is not None else FakeResponse()

    def sizes(self) -> dict[str, int]:
        return {"responseHeadersSize": self.size[0], "responseBodySize": self.size[1]}

    @property
    def timing(self) -> dict[str, float]:
        return {"startTime": (CLOCK + self.end - 0.5) * 1000, "responseEnd": 500.0}


def test_the_worker_counts_its_downloads_and_not_its_failures_or_the_page_requests() -> None:
    wire = first_visit.WorkerWire()
    requests = [
        FakeRequest("http://host/snapshot.bin", (300, 5_500_000), 20.0),
        FakeRequest("http://host/hearts.zip", (0, 0), 19.0),  # from the HTTP cache: nothing over the wire
        FakeRequest("http://host/late.zip", (300, 1_000), 19.5, failure="net::ERR_ABORTED"),
        FakeRequest("http://host/page.js", (300, 9_999), 18.0, service_worker=None),  # the page's own
    ]
    for request in requests:
        wire.seen(request, wire.started)  # type: ignore[arg-type]
        wire.seen(request, wire.over)  # type: ignore[arg-type]
    assert wire.pending() == 0
    found = wire.transfers()
    assert [(t.url, t.size, round(t.end - CLOCK, 3), t.worker) for t in found] == [
        ("http://host/snapshot.bin", 5_500_300, 20.0, True),
        ("http://host/hearts.zip", 0, 19.0, True),
    ]
    assert first_visit.count(found, CLOCK + 19.5) == first_visit.Wire(0, 5_500_300, 5_500_300)
