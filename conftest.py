"""Doctest collection of the package: modules that run only in the browser are left out.

``hearts/web`` holds a few modules that import ``js`` (PyScript on Pyodide);
CPython cannot import them, so their doctests are not collected. Everything
else in the package is plain Python and is collected as usual.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

_DIRECT = r"^(?:import js\b|from js\b|from pyodide\b|import pyodide\b)"
_KIT = Path(__file__).parent / "hearts" / "web" / "ui"
_KIT_IN_BROWSER = sorted(
    path.stem for path in _KIT.glob("*.py") if re.search(_DIRECT, path.read_text(encoding="utf-8"), re.MULTILINE)
)
"""The kit's modules that import ``js`` or ``pyodide`` themselves (``dom``, ``events``, ``live``, ``panel``…)."""
_BROWSER_IMPORT = re.compile(
    _DIRECT + r"|^from \.+(?:ui\.)?(?:" + "|".join(_KIT_IN_BROWSER) + r") import", re.MULTILINE
)
"""A browser module imports ``js`` or ``pyodide``, or one of the kit's modules that does."""


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Skip package modules that import the browser's ``js``/``pyodide`` modules, and every conftest.py.

    A conftest.py holds fixtures, not doctests; bench/tests and research/tests each have one outside a package,
    which pytest loads as ``conftest`` twice, so collecting them as modules too would clash.
    """
    if collection_path.name == "conftest.py":
        return True
    if collection_path.suffix != ".py" or "hearts" not in collection_path.parts:
        return None
    try:
        text = collection_path.read_text(encoding="utf-8")
    except OSError:
        return None
    return True if _BROWSER_IMPORT.search(text) else None


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--screenshots",
        action="store_true",
        help="the browser tests save screenshots of what they see in test-artifacts/ (for people to look at)",
    )
    parser.addoption(
        "--build-site",
        action="store_true",
        help="build dist/ afresh for the run, in the background while the tests that do not need it run",
    )


def pytest_configure(config: pytest.Config) -> None:
    """``--screenshots`` reaches the page driver (``tests/helpers/pages.py``) in every worker through the
    environment; ``--build-site`` starts the site's build in the run's first process (the controller when there
    are workers), before any test looks for it (``tests/helpers/site_build.py``)."""
    if config.getoption("--screenshots", default=False):
        os.environ["HEARTS_SCREENSHOTS"] = "1"
    if config.getoption("--build-site", default=False) and not hasattr(config, "workerinput"):
        from tests.helpers import DIST, site_build

        site_build.start(DIST)


def pytest_unconfigure(config: pytest.Config) -> None:
    """The run ends with the site built, whatever its tests needed."""
    from tests.helpers import site_build

    if site_build.started is not None:
        site_build.started.join()


BROWSER_TESTS = "tests/browser/"
EACH_TEST_ALONE = ("test_a11y_languages", "test_languages", "test_layouts")
"""Browser modules whose tests share no tab (each opens its own, or its own module fixture): handed out one test at
a time, so that their long tests run on both workers at once."""


HEAVIEST_BROWSER_MODULES = (
    "test_fast_start",
    "test_pseudo_language",
    "test_bad_input",
    "test_offline",
    "test_settings_stats",
    "test_history",
    "test_a11y",
    "test_review",
    "test_saved_play",
    "test_own_puzzles",
    "test_layouts",
    "test_parts",
    "test_learn",
    "test_closed_tabs",
    "test_conveniences",
    "test_house_rules",
    "test_par",
    "test_a11y_languages",
    "test_languages",
    "test_cards_out",
    "test_stability",
    "test_keyboard",
    "test_puzzles",
    "test_table",
    "test_stored_before",
    "test_patching",
    "test_pages",
)
"""The browser modules, the heaviest first (their seconds under ``--durations`` on a 2-core machine; a module of
:data:`EACH_TEST_ALONE` by its longest test, since its tests are handed out one by one). The workers take them one
by one as they become free, so the last to be handed out are the short ones and the workers finish close together
(the suite lasts as long as its slowest worker). A module not named here comes after them, in the order of its
path."""


SITE_FIXTURES = frozenset({"built_site", "site_url"})
"""The fixtures that need the built site (tests/conftest.py)."""


def _order(item: pytest.Item) -> tuple[bool, int]:
    """Every other test first (those that need the built site last among them, so that the site's build, started
    with the run, has time to end), then the browser modules, the heaviest first."""
    path = item.nodeid.replace("\\", "/").split("::")[0]
    if not path.startswith(BROWSER_TESTS):
        return (False, 1 if SITE_FIXTURES & set(getattr(item, "fixturenames", ())) else 0)
    name = path.removeprefix(BROWSER_TESTS).removesuffix(".py")
    heaviest = HEAVIEST_BROWSER_MODULES
    return (True, heaviest.index(name) if name in heaviest else len(heaviest))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the browser tests last, the heaviest modules first (:data:`HEAVIEST_BROWSER_MODULES`).

    Playwright's synchronous API keeps an event loop running in the main thread for the rest of the session,
    after which ``asyncio.run`` in the page-logic tests would fail; running the browser tests last keeps every
    other test on a thread with no loop. With several workers (``-n``), each worker runs its share in this
    order (see :func:`pytest_xdist_make_scheduler`). The sort is stable: within a module, the tests keep their order.
    """
    items.sort(key=_order)


def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """Hand out the tests in their order, each one alone but a browser module's all together (apart from those of
    :data:`EACH_TEST_ALONE`).

    A worker runs what it is given in the order given, so every worker runs its browser tests after all its
    others; a browser module's tests run on one worker, in order, since they may share a tab or a served copy
    of the site (and its browser, one per worker).
    """
    from xdist.scheduler import LoadScopeScheduling

    class BrowserModulesTogether(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            path = nodeid.replace("\\", "/").split("::")[0]
            if not path.startswith(BROWSER_TESTS) or path.removeprefix(BROWSER_TESTS)[:-3] in EACH_TEST_ALONE:
                return nodeid
            return path

    config.option.loadscopereorder = False  # keep the order above
    return BrowserModulesTogether(config, log)
