"""Every fault the record's readers raise is worded by :mod:`hearts.words.records`, the same as the engine's English."""

from __future__ import annotations

import re

import pytest

from hearts.errors import InvalidRecord, RecordFault
from hearts.record import GameRecord
from hearts.words import record_problem
from hearts.words.catalog import use_language
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
        "game": "0",
        "lowest": 1,
        "highest": 4_294_967_295,
        "text": "'ZZ'",
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


def test_a_game_number_or_a_card_a_record_gets_wrong_is_a_fault_worded_in_the_players_language() -> None:
    data = {"format": "hearts-record", "version": 1, "game": 0, "deals": []}
    with pytest.raises(InvalidRecord) as refused:
        GameRecord.from_data(data)
    assert refused.value.fault == RecordFault("bad-game-number", {"game": "0", "lowest": 1, "highest": 4_294_967_295})
    assert record_problem(refused.value) == "game: A game number is a whole number from 1 to 4,294,967,295, not 0."
    with pytest.raises(InvalidRecord) as card:
        GameRecord.from_data({**data, "game": 5, "deals": [{"passes": [None] * 4, "plays": "ZZ"}]}).replay()
    assert card.value.fault == RecordFault("not-a-card", {"text": "'ZZ'"})
    use_language("de")
    assert record_problem(refused.value) == (
        "Spiel: Eine Spielnummer ist eine ganze Zahl von 1 bis 4.294.967.295, nicht 0."
    )
    assert record_problem(card.value).endswith(
        "'ZZ' ist keine Karte: Schreibe einen Rang (2-10, J, Q, K oder A) und dann eine Farbe (C, D, S oder H),"
        " z. B. QS oder 10H."
    )
