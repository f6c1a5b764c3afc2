"""The built site the browser and site tests use: made once per run, beside the other tests.

``./scripts/test`` asks for a fresh build (``pytest --build-site``): the run's first process starts
``./scripts/build`` in the background as soon as it starts and holds the build's lock until it ends, so the tests
that need ``dist/`` wait for it while every other test runs on. Building takes one core for a minute or more
(Pyodide compiles the package, finds the modules it imports and writes its memory snapshot; brotli at quality 11):
on its own, before the tests, it would leave the other core idle.

Without ``--build-site``, a test that needs the site builds it only if ``dist/`` has none
(:func:`site_ready`), one process at a time.
"""

from __future__ import annotations

import fcntl
import hashlib
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Final

from . import ROOT

BUILD: Final = ROOT / "scripts" / "build"


def lock_path(dist: Path) -> Path:
    """The lock a build of ``dist`` is made under (the same file in every process of the run)."""
    key = hashlib.sha256(str(dist).encode()).hexdigest()[:16]
    return Path(tempfile.gettempdir()) / f"hearts-build-{key}.lock"


@contextmanager
def held(dist: Path) -> Iterator[None]:
    """Hold the build lock of ``dist``: wait for a build under way in another process."""
    with lock_path(dist).open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        yield


class Background:
    """A build started by this process, its lock held until it ends (see the module's docstring)."""

    def __init__(self, dist: Path) -> None:
        self.dist = dist
        self.log = tempfile.TemporaryFile(mode="w+")  # noqa: SIM115 (written by the build while it runs)
        self.returncode: int | None = None
        self._lock: IO[str] = lock_path(dist).open("w")
        fcntl.flock(self._lock, fcntl.LOCK_EX)  # taken before any test can look for the site
        self._process = subprocess.Popen(
            [str(BUILD), "--out", str(dist)], stdout=self.log, stderr=subprocess.STDOUT, text=True
        )
        self._waiting = threading.Thread(target=self._wait, name="site build", daemon=True)
        self._waiting.start()

    def _wait(self) -> None:
        try:
            self.returncode = self._process.wait()
        finally:
            self._lock.close()  # lets the other processes' tests have the site

    def join(self) -> None:
        """Wait for the build to end."""
        self._waiting.join()

    def output(self) -> str:
        self.log.seek(0)
        return self.log.read()


started: Background | None = None
"""The build this process started for the run, if any (the xdist controller's, or the only process's)."""


def start(dist: Path) -> None:
    """Start building ``dist`` in the background for this run (``pytest --build-site``)."""
    global started
    started = Background(dist)


def site_ready(dist: Path) -> str | None:
    """Make sure ``dist`` holds a built site: wait for the run's build (in this process or another), or build it
    here if there is none. ``None`` once it is there, else what the build said."""
    if started is not None:
        started.join()
        if started.returncode != 0:
            return f"./scripts/build failed:\n{started.output()}"
    with held(dist):
        if (dist / "index.html").is_file():
            return None
        built = subprocess.run([str(BUILD), "--out", str(dist)], capture_output=True, text=True, check=False)
        if built.returncode != 0:
            return f"dist/ could not be built:\n{built.stdout}\n{built.stderr}"
    return None
