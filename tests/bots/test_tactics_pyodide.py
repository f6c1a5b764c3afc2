"""The Expert makes the same choices on the page's Python (Pyodide, run in Node.js) as on CPython.

Every sixth position of the tactics suite (plays and passes of every theme)
is decided on both interpreters with the table's seed for its seat, by the
Expert on a lighter search (:mod:`tests.helpers.expert`): every part of the
search runs, only fewer times, and the same numbers give the same choices.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from hearts import bots
from hearts.cards import format_cards
from tests.helpers import ROOT, tactics
from tests.helpers.expert import light_expert
from tests.helpers.scripts import run_in_pyodide

PYODIDE = ROOT / "node_modules" / "pyodide"

pytestmark = pytest.mark.node
STEP = 6

SCRIPT = """
import json, sys
from hearts import bots
from hearts.cards import format_cards
from tests.helpers import tactics
from tests.helpers.expert import light_expert
print(sys.version.split()[0])
with light_expert():
    print(json.dumps([choice(t) for t in tactics.load()[::STEP]]))
"""

CHOICE = """
def choice(tactic):
    view = tactic.view()
    bot = bots.create("expert", bots.seed_for(tactic.game, tactic.hand, tactic.seat))
    if view.phase == "passing":
        return format_cards(bot.choose_pass(view))
    return bot.choose_play(view).code
"""


def _choices_here() -> list[str]:
    found = []
    with light_expert():
        for tactic in tactics.load()[::STEP]:
            view = tactic.view()
            bot = bots.create("expert", bots.seed_for(tactic.game, tactic.hand, tactic.seat))
            found.append(format_cards(bot.choose_pass(view)) if view.phase == "passing" else bot.choose_play(view).code)
    return found


@pytest.mark.skipif(shutil.which("node") is None or not PYODIDE.is_dir(), reason="node and npm packages not installed")
def test_the_expert_chooses_the_same_on_pyodide(tmp_path: Path) -> None:
    script = tmp_path / "choices.py"
    script.write_text(CHOICE + SCRIPT.replace("STEP", str(STEP)), encoding="utf-8")
    done = run_in_pyodide(script)
    assert done.returncode == 0, done.stderr
    version, choices = done.stdout.strip().splitlines()[-2:]
    assert version.startswith("3.14")
    here = _choices_here()
    assert len(here) >= 20
    assert any(" " in choice for choice in here)  # passes are among them
    assert json.loads(choices) == here
