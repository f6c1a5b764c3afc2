"""The project's scripts (scripts/*.py) as modules, for the tests of the build, the offline files and the server.

Also :func:`run_in_pyodide`, which runs a Python script on the page's interpreter.
"""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from tests.helpers import ROOT

SCRIPTS = ROOT / "scripts"


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


def run_in_pyodide(script: Path) -> subprocess.CompletedProcess[str]:
    """Run a Python script on the page's interpreter (Pyodide in Node.js, ``scripts/run_in_pyodide.mjs``)."""
    return subprocess.run(
        ["node", str(SCRIPTS / "run_in_pyodide.mjs"), str(ROOT / "node_modules" / "pyodide"), str(script)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
