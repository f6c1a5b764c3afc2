"""The review gives the same numbers on the page's Python (Pyodide, run in Node.js) as on CPython.

Both interpreters review with a lighter search (:mod:`tests.helpers.expert`): the review's own code runs all of
it, and the same numbers give the same values to the last bit whatever the budget.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from hearts.analysis import review_deal
from tests.helpers import ROOT
from tests.helpers.expert import light_review
from tests.helpers.reviews import planted_record
from tests.helpers.scripts import run_in_pyodide

PYODIDE = ROOT / "node_modules" / "pyodide"

pytestmark = pytest.mark.node


@pytest.mark.skipif(shutil.which("node") is None or not PYODIDE.is_dir(), reason="node and npm packages not installed")
def test_the_review_is_the_same_on_pyodide(tmp_path: Path) -> None:
    script = tmp_path / "review.py"
    script.write_text(
        "import json, sys\n"
        "from hearts.analysis import review_deal\n"
        "from hearts.record import GameRecord\n"
        "from tests.helpers.expert import light_review\n"
        f"record = GameRecord.from_json({planted_record().to_json()!r})\n"
        "print(sys.version.split()[0])\n"
        "with light_review():\n"
        "    review = review_deal(record, 0)\n"
        "print(json.dumps(review.to_data()))\n"
        "print(json.dumps([[d.cost, d.se] for d in review.decisions]))\n",
        encoding="utf-8",
    )
    done = run_in_pyodide(script)
    assert done.returncode == 0, done.stderr
    version, data, exact = done.stdout.strip().splitlines()[-3:]
    assert version.startswith("3.14")
    with light_review():
        review = review_deal(planted_record(), 0)
    assert any(d.cost for d in review.decisions)  # the values compared are not all zero
    assert json.loads(data) == review.to_data()
    assert json.loads(exact) == [[d.cost, d.se] for d in review.decisions]  # to the last bit
