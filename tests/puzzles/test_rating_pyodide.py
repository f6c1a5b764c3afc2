"""The puzzle rating on the page's Python (Pyodide, run in Node.js): its library imported from a late part as the
build ships it, the same numbers as on CPython."""

from __future__ import annotations

import base64
import io
import json
import shutil
import zipfile
from pathlib import Path

import pytest

from hearts.puzzles.rating import NEW_PLAYER, update
from tests.helpers import ROOT
from tests.helpers.scripts import load_script, run_in_pyodide

PYODIDE = ROOT / "node_modules" / "pyodide"

pytestmark = pytest.mark.node


@pytest.mark.skipif(shutil.which("node") is None or not PYODIDE.is_dir(), reason="node and npm packages not installed")
def test_the_rating_library_comes_with_a_late_part_and_rates_as_on_cpython(tmp_path: Path) -> None:
    late_libraries = load_script("late_libraries")
    written = late_libraries.stage_libraries(tmp_path)
    part = io.BytesIO()
    with zipfile.ZipFile(part, "w") as archive:
        for path in written:
            archive.write(path, path.relative_to(tmp_path).as_posix())
    games = [(1500.0, True), (1720.0, False), (1300.0, False), (2100.0, True)]
    script = tmp_path / "rating.py"
    script.write_text(
        "import base64, json, sys\n"
        "try:\n"
        "    import glicko2\n"
        "except ImportError:\n"
        "    print('not before the part')\n"
        "else:\n"
        "    raise SystemExit('glicko2 was importable before its part came')\n"
        "from hearts.web.parts import Parts\n"
        f"open('/tmp/later.zip', 'wb').write(base64.b64decode({base64.b64encode(part.getvalue()).decode()!r}))\n"
        "parts = Parts()\n"
        "parts.expect(['later'])\n"
        "parts.add('later', '/tmp/later.zip')\n"
        "from hearts.puzzles.rating import NEW_PLAYER, update\n"
        "import glicko2\n"
        "print(glicko2.__file__)\n"
        "rating = NEW_PLAYER\n"
        "after = []\n"
        f"for puzzle, right in {games!r}:\n"
        "    rating = update(rating, puzzle, right)\n"
        "    after.append([rating.value, rating.deviation, rating.volatility])\n"
        "print(sys.version.split()[0])\n"
        "print(json.dumps(after))\n",
        encoding="utf-8",
    )
    done = run_in_pyodide(script)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert lines[0] == "not before the part" and lines[1] == "/tmp/later.zip/glicko2/__init__.py"
    assert lines[2].startswith("3.14")
    rating = NEW_PLAYER
    expected: list[float] = []
    for puzzle, right in games:
        rating = update(rating, puzzle, right)
        expected.extend([rating.value, rating.deviation, rating.volatility])
    assert [value for numbers in json.loads(lines[3]) for value in numbers] == pytest.approx(expected, rel=1e-12)
