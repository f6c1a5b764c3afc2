"""What the page imports to open: the table and nothing the first screen does not need.

Every module imported before the table is ready costs the browser time on
every visit; the Learn and History views, the review, the drawers, the
computer players, the puzzles with their rating library, the sounds and the
command-line tools load later (on demand, or just after the table is ready).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.helpers import ROOT

LATER = (
    "hearts.analysis",
    "hearts.arena",
    "hearts.bots",
    "hearts.cli",
    "hearts.learn",
    "hearts.par",
    "hearts.puzzles",
    "hearts.web.history.adapter",
    "hearts.web.history.stage",
    "hearts.web.history.state",
    "hearts.web.learn",
    "hearts.web.par.compare",
    "hearts.web.puzzles",
    "hearts.web.review.history_layer",
    "hearts.web.review.sheet",
    "hearts.web.review.summary",
    "hearts.web.settings.state",
    "hearts.web.settings.form",
    "hearts.web.settings.views",
    "hearts.web.statistics",
    "hearts.web.storage.puzzle_progress",
    "hearts.web.storage.puzzle_records",
    "hearts.web.storage.reviews",
    "hearts.web.share.views",
    "hearts.web.ui.dialogs",
    "hearts.web.table.sounds",
    "glicko2",
    "unicodedata",
    "urllib.parse",
)
"""Modules the page must not import to open."""

BROWSER_STUBS = {
    "js.py": "def __getattr__(name):\n    raise AttributeError(name)\n",
    "pyodide/__init__.py": "",
    "pyodide/ffi.py": "def create_proxy(f):\n    return f\n\ndef to_js(x, **_):\n    return x\n",
}
"""Just enough of Pyodide's ``js`` and ``pyodide.ffi`` to import the page's modules under CPython."""


def imported_by(statements: str, stubs: Path) -> set[str]:
    """The modules a fresh interpreter holds after running ``statements`` with the package on its path."""
    for name, text in BROWSER_STUBS.items():
        path = stubs / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    code = f"import sys; {statements}; print('\\n'.join(sys.modules))"
    done = subprocess.run(
        [sys.executable, "-S", "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": f"{ROOT}:{stubs}"},
    )
    return set(done.stdout.split())


def test_the_page_imports_what_the_first_screen_needs(tmp_path: Path) -> None:
    modules = imported_by("import hearts.web.app", tmp_path)
    assert {"hearts.web.app", "hearts.web.table.adapter", "hearts.web.table.views", "hearts.round"} <= modules
    late = sorted(name for name in modules if any(name == m or name.startswith(m + ".") for m in LATER))
    assert late == []


def test_reading_the_address_loads_neither_urllib_nor_unicodedata(tmp_path: Path) -> None:
    """Reading the address is done by hand: those modules cost the browser a tenth of a second to load."""
    modules = imported_by(
        "import hearts.web.table.session, hearts.web.table.views, hearts.web.address as a;"
        " a.parse_address('?deal=%3Cb%3E+1')",
        tmp_path,
    )
    assert "hearts.web.address" in modules
    assert sorted(m for m in ("urllib.parse", "unicodedata", "ipaddress") if m in modules) == []


def test_the_router_loads_learn_for_a_learn_address_only(tmp_path: Path) -> None:
    """Learn's content is read with Learn's first address, not with the page's."""
    elsewhere = imported_by(
        "import hearts.web.router as r; [r.parse_route(f) for f in ('', '#settings', '#history/5-1-a', '#learning')]",
        tmp_path,
    )
    assert "hearts.web.router" in elsewhere and "hearts.learn" not in elsewhere
    assert "hearts.learn.session" in imported_by("import hearts.web.router as r; r.parse_route('#learn/faq')", tmp_path)
