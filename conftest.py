"""Doctest collection of the package: modules that run only in the browser are left out.

``hearts/web`` holds a few modules that import ``js`` (PyScript on Pyodide);
CPython cannot import them, so their doctests are not collected. Everything
else in the package is plain Python and is collected as usual.
"""

from __future__ import annotations

import re
from pathlib import Path

_BROWSER_IMPORT = re.compile(r"^(import js\b|from js\b|from pyodide\b|import pyodide\b)", re.MULTILINE)


def pytest_ignore_collect(collection_path: Path) -> bool | None:
    """Skip package modules that import the browser's ``js``/``pyodide`` modules."""
    if collection_path.suffix != ".py" or "hearts" not in collection_path.parts:
        return None
    try:
        text = collection_path.read_text(encoding="utf-8")
    except OSError:
        return None
    return True if _BROWSER_IMPORT.search(text) else None
