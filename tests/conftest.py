"""Shared fixtures: Debian's Chromium for pytest-playwright and the built site served locally."""

from __future__ import annotations

import fcntl
import hashlib
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import DIST, ROOT
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
    """dist/, built by ./scripts/build if it is not there yet (by one worker at a time, the others wait for it)."""
    lock = Path(tempfile.gettempdir()) / f"hearts-build-{hashlib.sha256(str(DIST).encode()).hexdigest()[:16]}.lock"
    with lock.open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        if not (DIST / "index.html").is_file():
            built = subprocess.run(
                [str(ROOT / "scripts" / "build"), "--out", str(DIST)], capture_output=True, text=True, check=False
            )
            if built.returncode != 0:
                pytest.fail(f"dist/ could not be built:\n{built.stdout}\n{built.stderr}")
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
