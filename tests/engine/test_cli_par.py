"""``python -m hearts par``: each finished deal's points against its par, and the game's.

What the command prints does not depend on the Expert's budget: the tests run it, and the pars they
check it against, with the Expert on a lighter search (:mod:`tests.helpers.expert`).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from hearts.cli import main
from hearts.par import par_deal
from hearts.record import GameRecord
from tests.helpers import ROOT
from tests.helpers.expert import light_expert
from tests.helpers.matches import play_match


@pytest.fixture(autouse=True)
def lighter_expert() -> Iterator[None]:
    with light_expert():
        yield


def game_file(tmp_path: Path) -> tuple[Path, GameRecord]:
    """Game 7: two deals over, the third five cards in."""
    record = GameRecord.from_match(play_match(7, seed=3, stop_after=56 * 2 + 8 + 5))
    path = tmp_path / "game.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path, record


def test_par_prints_each_deal_and_the_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, record = game_file(tmp_path)
    assert main(["par", str(path), "--seat", "west", "--level", "easy"]) == 0
    lines = capsys.readouterr().out.splitlines()
    match = record.replay()
    pars = [par_deal(record, index, "easy", 1).par for index in range(2)]
    took = [match.rounds[index].points[1] for index in range(2)]
    assert lines[0] == "Game 7: each deal played again with the Expert in West's seat, against Easy players."
    for index in range(2):
        assert lines[1 + index].startswith(f"Deal  {index + 1}: West took {took[index]}; par {pars[index]}: ")
        assert f"the Expert took {pars[index]} with it)" in lines[1 + index]
    assert lines[3] == "Deal  3: not over, so no par yet"
    difference = sum(took) - sum(pars)
    said = "on par" if difference == 0 else f"{abs(difference)} {'over' if difference > 0 else 'under'} par"
    assert lines[4] == f"Game: West took {sum(took)}; par {sum(pars)}: {said}"


def test_par_takes_the_par_the_record_keeps(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, record = game_file(tmp_path)
    kept = record.with_par(0, par_deal(record, 0, "medium"))
    path.write_text(kept.to_compact(), encoding="utf-8")
    assert main(["par", str(path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("the Expert in South's seat, against Medium players.")
    assert f"par {kept.deals[0].par.par}: " in lines[1]  # type: ignore[union-attr]


def test_par_speaks_the_language_asked_for(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path, __ = game_file(tmp_path)
    assert main(["par", str(path), "--level", "easy", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Game 7" not in out and "par" in out
    assert out.splitlines()[0].endswith("adversaires\u202f: joueurs de niveau facile.")  # no capital mid-sentence


def test_par_refuses_a_damaged_record_and_an_unknown_level(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format":"hearts-record","version":1,"game":7,"deals":[{"plays":"3C"}]}', encoding="utf-8")
    assert main(["par", str(path)]) == 1
    assert capsys.readouterr().err == "hearts par: deal 1: Cards were played before every seat had passed.\n"
    done = subprocess.run(
        [sys.executable, "-m", "hearts", "par", str(path), "--level", "grandmaster"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2 and "'grandmaster' is not a level: use easy, medium, hard, expert" in done.stderr
