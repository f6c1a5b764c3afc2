"""The levels are named once: every list of them is the one tuple of :mod:`hearts.levels`."""

from __future__ import annotations

import re

from hearts import bots
from hearts.levels import LEVELS
from hearts.record.par import PAR_LEVELS
from hearts.web.storage.settings import DIFFICULTY_IDS
from hearts.words import level_name
from tests.helpers import ROOT

WRITTEN_OUT = re.compile(r"""["']easy["'],\s*["']medium["'],\s*["']hard["'],\s*["']expert["']""")


def test_every_list_of_levels_is_the_one_tuple() -> None:
    assert LEVELS == ("easy", "medium", "hard", "expert")
    assert bots.LEVELS is LEVELS and PAR_LEVELS is LEVELS and DIFFICULTY_IDS is LEVELS
    assert [bots.create(level).level for level in LEVELS] == list(LEVELS)
    assert [level_name(level) for level in LEVELS] == ["Easy", "Medium", "Hard", "Expert"]


def test_no_other_module_writes_the_levels_out() -> None:
    written = [
        path.relative_to(ROOT).as_posix()
        for folder in ("hearts", "scripts", "bench", "research")
        for path in (ROOT / folder).rglob("*.py")
        if WRITTEN_OUT.search(path.read_text(encoding="utf-8"))
    ]
    assert written == ["hearts/levels.py"]
