"""Shared fixtures: Debian's Chromium for pytest-playwright and the built site served locally."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import DIST, ROOT, site_build
from tests.helpers.scripts import load_script

ARTIFACTS = ROOT / "test-artifacts"
SUB_PATH = "hearts-table/"
"""The site is served from a sub-path, as it may be on a real host."""

CHROMIUM_ARGS = load_script("chromium_args").CHROMIUM_ARGS


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    """Launch Debian's chromium instead of a browser downloaded by Playwright."""
    executable = shutil.which("chromium")
    if executable is None:
        pytest.fail("Chromium is missing: run ./scripts/setup (it installs Debian's chromium).")
    return {**browser_type_launch_args, "executable_path": executable, "args": CHROMIUM_ARGS}


@pytest.fixture(scope="session")
def built_site() -> Path:
    """dist/: the run's fresh build once it is done (``--build-site``, as ./scripts/test asks), or the one there,
    or one made now by ./scripts/build (by one process at a time, the others wait for it)."""
    problem = site_build.site_ready(DIST)
    if problem is not None:
        pytest.fail(problem)
    return DIST


@pytest.fixture(scope="session")
def site_url(built_site: Path) -> Iterator[str]:
    """dist/ (built by ./scripts/build) served on 127.0.0.1 under a sub-path; yields the page's URL."""
    serve = load_script("serve")
    with tempfile.TemporaryDirectory() as root:
        (Path(root) / SUB_PATH.rstrip("/")).symlink_to(built_site, target_is_directory=True)
        server, base = serve.start_server(Path(root))
        try:
            yield base + SUB_PATH
        finally:
            server.shutdown()
            server.server_close()


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """Where tests save screenshots (test-artifacts/, ignored by git)."""
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture(autouse=True)
def english_after_each_test() -> Iterator[None]:
    """Every test starts and ends in English, whatever language a test chose."""
    from hearts.words.catalog import use_language
    from hearts.words.languages import ENGLISH

    use_language(ENGLISH)
    yield
    use_language(ENGLISH)
