"""The project's scripts (scripts/*.py) as modules, for the tests of the build, the offline files and the server.

Also :func:`run_in_pyodide`, which runs a Python script on the page's interpreter.
"""

from __future__ import annotations

import atexit
import importlib.util
import json
import queue
import subprocess
import sys
import tempfile
import threading
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import IO, Final

from tests.helpers import ROOT

SCRIPTS = ROOT / "scripts"
TIMEOUT: Final = 600.0
"""Seconds a script may run on the page's interpreter."""


def load_script(name: str) -> ModuleType:
    """``scripts/<name>.py``, loaded once under its own name; scripts/ goes on the path, as they import each other."""
    if name in sys.modules:
        return sys.modules[name]
    if str(SCRIPTS) not in sys.path:
        sys.path.insert(0, str(SCRIPTS))
    spec = importlib.util.spec_from_file_location(name, SCRIPTS / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


class PyodideServer:
    """One Pyodide in Node.js (``scripts/run_in_pyodide.mjs --serve``) that runs scripts one after another, each as
    on a fresh interpreter: the tests of one process pay for the interpreter's start once."""

    def __init__(self) -> None:
        self._log = tempfile.TemporaryFile(mode="w+", encoding="utf-8")  # noqa: SIM115 (open while the server runs)
        self._process = subprocess.Popen(
            ["node", str(SCRIPTS / "run_in_pyodide.mjs"), str(ROOT / "node_modules" / "pyodide"), "--serve"],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log,
            text=True,
            encoding="utf-8",
        )
        self._answers: queue.Queue[str] = queue.Queue()
        assert self._process.stdout is not None
        threading.Thread(target=self._read, args=(self._process.stdout,), daemon=True).start()

    def _read(self, stdout: IO[str]) -> None:
        for line in stdout:
            self._answers.put(line)
        self._answers.put("")  # the server has ended

    @property
    def alive(self) -> bool:
        return self._process.poll() is None

    def run(self, script: Path) -> subprocess.CompletedProcess[str]:
        """Run ``script``; a server that ends or does not answer in time is stopped, and its error log returned."""
        args = ["run_in_pyodide", str(script)]
        assert self._process.stdin is not None
        try:
            self._process.stdin.write(json.dumps({"script": str(script), "args": []}) + "\n")
            self._process.stdin.flush()
            answer = self._answers.get(timeout=TIMEOUT)
        except (OSError, queue.Empty) as error:
            answer, failure = "", f"{type(error).__name__}: {error}\n"
        else:
            failure = "the interpreter ended\n"
        if not answer:
            self.close()
            self._log.seek(0)
            log = self._log.read()
            self._log.close()
            return subprocess.CompletedProcess(args, 1, "", log + failure)
        data = json.loads(answer)
        return subprocess.CompletedProcess(args, data["returncode"], data["stdout"], data["stderr"])

    def close(self) -> None:
        if self.alive:
            self._process.kill()
        self._process.wait()


@cache
def _server() -> PyodideServer:
    server = PyodideServer()
    atexit.register(server.close)
    return server


def run_in_pyodide(script: Path) -> subprocess.CompletedProcess[str]:
    """Run a Python script on the page's interpreter (Pyodide in Node.js, ``scripts/run_in_pyodide.mjs``), as on a
    fresh one; the interpreter is started once per test process."""
    if not _server().alive:
        _server.cache_clear()
    return _server().run(script)
