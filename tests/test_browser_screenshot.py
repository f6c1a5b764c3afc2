"""The browser tests' screenshot helper: a screenshot that goes unanswered is asked for again, then given up."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from tests.browser.pages import screenshot


class FakePage:
    """A page whose first ``hangs`` screenshots time out."""

    def __init__(self, hangs: int) -> None:
        self.hangs = hangs
        self.calls: list[str] = []
        self.viewport_size: dict[str, int] | None = {"width": 390, "height": 844}

    def screenshot(self, **kwargs: Any) -> None:
        self.calls.append(f"shot {kwargs['timeout']}")
        if self.hangs:
            self.hangs -= 1
            raise PlaywrightTimeoutError("Timeout exceeded")
        Path(kwargs["path"]).write_bytes(b"png")

    def wait_for_function(self, script: str, **kwargs: Any) -> None:
        self.calls.append("frame")

    def set_viewport_size(self, size: dict[str, int]) -> None:
        self.calls.append(f"size {size['width']}")


def test_a_screenshot_answered_at_once_is_taken_once(tmp_path: Path) -> None:
    page = FakePage(hangs=0)
    screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
    assert page.calls == ["shot 15000"]
    assert (tmp_path / "a.png").read_bytes() == b"png"


def test_an_unanswered_screenshot_is_asked_again_after_a_fresh_frame(tmp_path: Path) -> None:
    page = FakePage(hangs=1)
    screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
    assert page.calls == ["shot 15000", "frame", "size 391", "size 390", "frame", "shot 30000"]
    assert (tmp_path / "a.png").exists()


def test_a_screenshot_unanswered_twice_warns_and_goes_on(tmp_path: Path) -> None:
    page = FakePage(hangs=2)
    with pytest.warns(UserWarning, match="a.png"):
        screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
    assert not (tmp_path / "a.png").exists()


def test_a_page_that_draws_no_frame_fails(tmp_path: Path) -> None:
    page = FakePage(hangs=1)

    def frozen(script: str, **kwargs: Any) -> None:
        raise PlaywrightTimeoutError("Timeout exceeded")

    page.wait_for_function = frozen  # type: ignore[method-assign]
    with pytest.raises(PlaywrightTimeoutError):
        screenshot(page, tmp_path / "a.png")  # type: ignore[arg-type]
