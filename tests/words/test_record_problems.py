"""Every fault the record's readers raise is worded by :mod:`hearts.words.records`, the same as the engine's English."""

from __future__ import annotations

import re

from hearts.errors import RecordFault
from hearts.words.records import fault_text
from tests.helpers import ROOT

RAISED = re.compile(r"""(?:RecordFault|_?fault)\(\s*"([a-z0-9-]+)"(.*?)\)""", re.S)


COUNTED = ("pass-size", "no-such-deal", "deal-not-over", "par-unfinished")


def raised_faults() -> set[str]:
    found: set[str] = set()
    for path in (ROOT / "hearts").rglob("*.py"):
        if "words" not in path.relative_to(ROOT).parts:
            found.update(kind for kind, __ in RAISED.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_fault_raised_has_its_sentence() -> None:
    values = {
        "detail": "x",
        "format": "'x'",
        "version": 9,
        "reads": 1,
        "length": 5,
        "most": 4,
        "name": "'x'",
        "seat": "'x'",
        "level": "'x'",
        "written": "9, 4, 13, 0",
        "scored": "9, 4, 0, 13",
    }
    kinds = raised_faults()
    assert len(kinds) >= 34
    for kind in kinds:
        counted = {"count": 3, "given": 2, "deal": 4} if kind in COUNTED else {}
        assert fault_text(RecordFault(kind, {**values, **counted})), kind


def test_a_fault_is_worded_as_the_engine_says_it_in_english() -> None:
    assert fault_text(RecordFault("pass-size", {"count": 3, "given": 2})) == "A pass is three cards, not 2."
    assert (
        fault_text(RecordFault("no-such-deal", {"count": 1, "deal": 2})) == "The record has 1 deal; there is no deal 2."
    )
    assert fault_text(RecordFault("link-too-long", {"most": 20000})) == (
        "The game link is far too long (a whole game is under 20,000 characters)."
    )
    assert fault_text(RecordFault("something-new")) == ""
