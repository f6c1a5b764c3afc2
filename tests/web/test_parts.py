"""The page's late parts on CPython: modules found in a part's zip, and calls that wait for a part."""

from __future__ import annotations

import asyncio
import importlib
import sys
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts.web.parts import PARTS, LateScreen, Parts, ZipFinder


@pytest.fixture
def late_zip(tmp_path: Path) -> Iterator[Path]:
    """A package begun on the path (``early_pkg`` with one module) and a zip with more of it and a module of its own."""
    package = tmp_path / "start" / "early_pkg"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("BEGUN = True\n")
    (package / "first.py").write_text("WHERE = 'start'\n")
    archive = tmp_path / "late.zip"
    with zipfile.ZipFile(archive, "w") as late:
        late.writestr("early_pkg/second.py", "from .first import WHERE\nHERE = 'late'\n")
        late.writestr("early_pkg/inner/__init__.py", "")
        late.writestr("early_pkg/inner/deep.py", "DEEP = 3\n")
        late.writestr("late_alone.py", "ALONE = 1\n")
    sys.path.insert(0, str(tmp_path / "start"))
    meta_path = list(sys.meta_path)
    yield archive
    sys.path.remove(str(tmp_path / "start"))
    sys.meta_path[:] = meta_path
    for name in [name for name in sys.modules if name.startswith(("early_pkg", "late_alone"))]:
        del sys.modules[name]
    importlib.invalidate_caches()


def test_a_parts_zip_gives_the_modules_the_start_lacks_of_any_package(late_zip: Path) -> None:
    import early_pkg  # noqa: F401  (begun before the part comes)

    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("early_pkg.second")
    parts = Parts()
    parts.expect(["late"])
    parts.add("late", str(late_zip))
    second = importlib.import_module("early_pkg.second")
    assert (second.WHERE, second.HERE) == ("start", "late")
    assert second.__file__ is not None and second.__file__.startswith(str(late_zip))
    assert importlib.import_module("early_pkg.inner.deep").DEEP == 3  # a package of the zip, and its modules
    assert importlib.import_module("late_alone").ALONE == 1
    assert importlib.import_module("early_pkg.first").__file__ == str(late_zip.parent / "start/early_pkg/first.py")
    with pytest.raises(ModuleNotFoundError):
        importlib.import_module("early_pkg.nowhere")


def test_a_finder_of_a_zip_gone_finds_nothing(tmp_path: Path) -> None:
    assert ZipFinder(str(tmp_path / "gone.zip")).find_spec("anything.at_all") is None


def test_calls_wait_for_their_part_in_order_while_progress_shows() -> None:
    parts = Parts()
    shown: list[bool] = []
    calls: list[str] = []
    parts.on_waiting = shown.append
    parts.expect(["later", "library"])
    parts.when("unknown", lambda: calls.append("now"))
    assert calls == ["now"] and shown == []
    parts.when("later", lambda: calls.append("first"))
    parts.when("later", lambda: calls.append("second"))
    parts.when("library", lambda: calls.append("library"))
    assert (calls, shown, parts.waiting) == (["now"], [True], 3)
    parts.add("later", "/nowhere/later.zip", install=False)
    assert (calls, shown, parts.waiting) == (["now", "first", "second"], [True], 1)
    parts.add("library", "/nowhere/library.zip", install=False)
    assert (calls, shown, parts.waiting) == (["now", "first", "second", "library"], [True, False], 0)
    parts.when("later", lambda: calls.append("after"))
    assert calls[-1] == "after" and shown == [True, False]


def test_a_coroutine_waits_for_its_part_and_a_cancelled_one_is_left_alone() -> None:
    parts = Parts()
    parts.expect(["later"])
    done: list[str] = []

    async def needs(name: str) -> None:
        await parts.wait("later")
        done.append(name)

    async def scene() -> None:
        waiting = asyncio.ensure_future(needs("waited"))
        dropped = asyncio.ensure_future(needs("dropped"))
        await asyncio.sleep(0)
        dropped.cancel()
        await asyncio.sleep(0)
        assert done == [] and parts.waiting == 2
        parts.add("later", "/nowhere/later.zip", install=False)
        await waiting
        await parts.wait("later")  # here: at once
        done.append("again")

    asyncio.run(scene())
    assert done == ["waited", "again"]


def test_on_cpython_nothing_is_expected_so_nothing_waits() -> None:
    calls: list[int] = []
    PARTS.when("later", lambda: calls.append(1))
    assert calls == [1] and PARTS.arrived("library")


def test_a_quiet_call_waits_without_progress() -> None:
    parts = Parts()
    shown: list[bool] = []
    calls: list[str] = []
    parts.on_waiting = shown.append
    parts.expect(["later"])
    parts.when("later", lambda: calls.append("warm up"), quiet=True)
    assert (calls, shown, parts.waiting) == ([], [], 0)
    parts.when("later", lambda: calls.append("asked"))
    assert (shown, parts.waiting) == ([True], 1)
    parts.add("later", "/nowhere/later.zip", install=False)
    assert (calls, shown) == (["warm up", "asked"], [True, False])


class Shown:
    """A screen that notes what it is told."""

    def __init__(self, log: list[str]) -> None:
        self.log = log

    def show(self, route: str) -> None:
        self.log.append(f"show {route}")

    def hide(self) -> None:
        self.log.append("hide")


def test_a_late_screen_is_made_once_its_part_comes_if_still_wanted() -> None:
    parts = Parts()
    parts.expect(["later"])
    log: list[str] = []

    def make() -> Shown:
        log.append("made")
        return Shown(log)

    screen = LateScreen(make, "later", parts)
    screen.show("#history")
    screen.show("#history/1")  # the route changed within it while its part was on its way
    assert log == [] and parts.waiting == 1
    parts.add("later", "/nowhere/later.zip", install=False)
    assert log == ["made", "show #history/1"]
    screen.hide()
    screen.show("#history")
    assert log == ["made", "show #history/1", "hide", "show #history"]


def test_a_late_screen_left_before_its_part_comes_is_not_shown() -> None:
    parts = Parts()
    parts.expect(["later"])
    log: list[str] = []
    screen = LateScreen(lambda: Shown(log), "later", parts)
    screen.show("#learn")
    screen.hide()
    parts.add("later", "/nowhere/later.zip", install=False)
    assert log == []
    screen.show("#learn/faq")
    assert log == ["show #learn/faq"]


def test_every_waiting_call_is_made_though_one_fails() -> None:
    parts = Parts()
    parts.expect(["later"])
    calls: list[str] = []

    def failing() -> None:
        raise RuntimeError("a bug")

    parts.when("later", failing)
    parts.when("later", lambda: calls.append("made"))
    with pytest.raises(RuntimeError, match="a bug"):
        parts.add("later", "/nowhere/later.zip", install=False)
    assert calls == ["made"] and parts.arrived("later") and parts.waiting == 0
