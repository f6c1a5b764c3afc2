"""The browser tests' helpers for a tab that stops drawing: waits on a timer, frames checked after a resize, a
screenshot that goes unanswered asked for again, then given up."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.helpers.pages import (
    FRAME_TIMEOUT,
    NEXT_FRAME,
    POLL,
    SCREENSHOTS,
    keep_drawing,
    resize,
    screenshot,
    wait_for_move,
)

STOPPED = "visibility hidden, focus false"


class FakePage:
    """A page whose first ``hangs`` screenshots time out, and whose frame checks answer ``frames`` in turn
    ('' for a frame drawn; once they run out, every check finds a frame)."""

    def __init__(self, hangs: int = 0, frames: tuple[str, ...] = ()) -> None:
        self.hangs = hangs
        self.frames = list(frames)
        self.calls: list[str] = []
        self.viewport_size: dict[str, int] | None = {"width": 390, "height": 844}

    def screenshot(self, **kwargs: Any) -> None:
        self.calls.append(f"shot {kwargs['timeout']}")
        if self.hangs:
            self.hangs -= 1
            raise PlaywrightTimeoutError("Timeout exceeded")
        Path(kwargs["path"]).write_bytes(b"png")

    def evaluate(self, script: str, arg: Any = None) -> str:
        assert script == NEXT_FRAME and arg == FRAME_TIMEOUT
        self.calls.append("frame")
        return self.frames.pop(0) if self.frames else ""

    def bring_to_front(self) -> None:
        self.calls.append("front")

    def set_viewport_size(self, size: dict[str, int]) -> None:
        self.calls.append(f"size {size['width']}")
        self.viewport_size = size


@pytest.fixture
def shots_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """A run with ``--screenshots``."""
    monkeypatch.setenv(SCREENSHOTS, "1")


def test_without_screenshots_asked_for_the_page_is_not_touched(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SCREENSHOTS, raising=False)
    page = FakePage()
    screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
    assert page.calls == []
    assert not (tmp_path / "a.png").exists()


@pytest.mark.usefixtures("shots_asked")
def test_a_screenshot_answered_at_once_is_taken_once(tmp_path: Path) -> None:
    page = FakePage()
    screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
    assert page.calls == ["frame", "shot 10000"]
    assert (tmp_path / "a.png").read_bytes() == b"png"


@pytest.mark.usefixtures("shots_asked")
def test_an_unanswered_screenshot_is_asked_again_once_the_page_draws(tmp_path: Path) -> None:
    page = FakePage(hangs=1)
    screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
    assert page.calls == ["frame", "shot 10000", "frame", "shot 10000"]
    assert (tmp_path / "a.png").exists()


@pytest.mark.usefixtures("shots_asked")
def test_a_screenshot_unanswered_twice_warns_and_goes_on(tmp_path: Path) -> None:
    page = FakePage(hangs=2)
    with pytest.warns(UserWarning, match="did not take the screenshot a.png"):
        screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
    assert not (tmp_path / "a.png").exists()


@pytest.mark.usefixtures("shots_asked")
def test_a_page_that_stopped_drawing_is_not_asked_for_a_screenshot(tmp_path: Path) -> None:
    page = FakePage(frames=(STOPPED, STOPPED, STOPPED))
    with pytest.warns(UserWarning) as warned:
        screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
    assert [str(w.message) for w in warned] == [
        f"headless Chromium stopped drawing the page ({STOPPED})",
        "headless Chromium did not take the screenshot a.png",
    ]
    assert not any(call.startswith("shot") for call in page.calls)
    assert not (tmp_path / "a.png").exists()


@pytest.mark.usefixtures("shots_asked")
def test_a_screenshot_unanswered_on_a_page_that_then_stops_drawing_is_not_asked_again(tmp_path: Path) -> None:
    page = FakePage(hangs=1, frames=("", STOPPED, STOPPED, STOPPED))
    with pytest.warns(UserWarning) as warned:
        screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
    assert str(warned[-1].message) == "headless Chromium did not take the screenshot a.png"
    assert [call for call in page.calls if call.startswith("shot")] == ["shot 10000"]


def test_a_page_that_draws_is_left_alone() -> None:
    page = FakePage()
    assert keep_drawing(page)  # type: ignore[arg-type]
    assert page.calls == ["frame"]


def test_a_page_that_stopped_drawing_is_brought_to_the_front() -> None:
    page = FakePage(frames=(STOPPED,))
    keep_drawing(page)  # type: ignore[arg-type]
    assert page.calls == ["frame", "front", "frame"]


def test_a_page_still_not_drawing_at_the_front_has_its_viewport_nudged_and_put_back() -> None:
    page = FakePage(frames=(STOPPED, STOPPED))
    keep_drawing(page)  # type: ignore[arg-type]
    assert page.calls == ["frame", "front", "frame", "size 391", "size 390", "frame"]
    assert page.viewport_size == {"width": 390, "height": 844}


def test_a_page_that_never_draws_again_warns_with_its_state_and_goes_on() -> None:
    page = FakePage(frames=(STOPPED, STOPPED, STOPPED))
    with pytest.warns(UserWarning, match=f"stopped drawing the page \\({STOPPED}\\)"):
        assert not keep_drawing(page)  # type: ignore[arg-type]
    assert page.calls == ["frame", "front", "frame", "size 391", "size 390", "frame"]


def test_a_resize_sets_the_viewport_then_checks_for_a_frame() -> None:
    page = FakePage()
    resize(page, {"width": 1280, "height": 800})  # type: ignore[arg-type]
    assert page.calls == ["size 1280", "frame"]


class Handle:
    def json_value(self) -> str:
        return "turn"


def test_waiting_for_a_move_checks_on_a_timer_not_on_frames() -> None:
    asked: list[dict[str, Any]] = []

    class Waiting:
        def wait_for_function(self, script: str, **kwargs: Any) -> Handle:
            asked.append(kwargs)
            return Handle()

    assert wait_for_move(Waiting()) == "turn"  # type: ignore[arg-type]
    assert asked[0]["polling"] == POLL and asked[0]["arg"] is False
