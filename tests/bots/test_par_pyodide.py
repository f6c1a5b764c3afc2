"""Par is the same on the page's Python (Pyodide, run in Node.js) as on CPython, card for card.

Both interpreters run par with the Expert on a lighter search (:mod:`tests.helpers.expert`): par's own code
runs all of it, and the same numbers give the same cards whatever the Expert's budget.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from hearts.par import par_deal
from hearts.record import GameRecord
from tests.helpers import ROOT
from tests.helpers.expert import light_expert
from tests.helpers.matches import play_match
from tests.helpers.scripts import run_in_pyodide

PYODIDE = ROOT / "node_modules" / "pyodide"

pytestmark = pytest.mark.node


@pytest.mark.skipif(shutil.which("node") is None or not PYODIDE.is_dir(), reason="node and npm packages not installed")
def test_par_is_the_same_on_pyodide(tmp_path: Path) -> None:
    record = GameRecord.from_match(play_match(7, seed=3, stop_after=56 + 4 + 5))
    script = tmp_path / "par.py"
    script.write_text(
        "import json, sys\n"
        "from hearts.par import par_deal\n"
        "from hearts.record import GameRecord\n"
        "from tests.helpers.expert import light_expert\n"
        f"record = GameRecord.from_json({record.to_json()!r})\n"
        "print(sys.version.split()[0])\n"
        "with light_expert():\n"
        "    print(json.dumps([par_deal(record, 0, level, seat).to_data() for level, seat in"
        " (('medium', 0), ('expert', 2))]))\n",
        encoding="utf-8",
    )
    done = run_in_pyodide(script)
    assert done.returncode == 0, done.stderr
    version, data = done.stdout.strip().splitlines()[-2:]
    assert version.startswith("3.14")
    with light_expert():
        here = [par_deal(record, 0, level, seat).to_data() for level, seat in (("medium", 0), ("expert", 2))]
    assert json.loads(data) == here
