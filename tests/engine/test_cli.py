"""The command line: numbered deals and record checking."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from hearts import Match, Rules, deal_hands
from hearts.cli import format_hand, main
from hearts.record import GameRecord


def test_deal_prints_the_four_hands(capsys: object) -> None:
    assert main(["deal", "48213907", "--hand", "1"]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    lines = out.splitlines()
    assert lines[0] == "Game 48213907, hand 1 (pass right)"
    hands = deal_hands(48213907, 1)
    for seat, name in enumerate(["South", "West", "North", "East"]):
        assert lines[seat + 1] == f"{name:<6} {format_hand(hands[seat])}"


@pytest.mark.parametrize(
    ("arguments", "first_line"),
    [
        (["--hand", "3"], "Game 48213907, hand 3 (hold: no passing)"),
        (["--hand", "3", "--rules", "no-hold"], "Game 48213907, hand 3, no-hold rules (pass left)"),
        (["--hand", "2", "--rules", "black-maria"], "Game 48213907, hand 2, black-maria rules (pass right)"),
    ],
)
def test_deal_names_the_pass_of_the_rules(capsys: object, arguments: list[str], first_line: str) -> None:
    assert main(["deal", "48213907", *arguments]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert out.splitlines()[0] == first_line


def test_deal_rejects_bad_numbers() -> None:
    result = subprocess.run([sys.executable, "-m", "hearts", "deal", "0"], capture_output=True, text=True, check=False)
    assert result.returncode == 2
    assert "game numbers run from 1 to 4294967295" in result.stderr


@pytest.mark.parametrize(("hand", "said"), [("-1", "from 0 to 4294967295"), ("x", "'x' is not a whole number")])
def test_deal_rejects_a_bad_hand_index_in_the_players_language(hand: str, said: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "hearts", "deal", "5", "--hand", hand], capture_output=True, text=True, check=False
    )
    assert result.returncode == 2 and said in result.stderr and "Traceback" not in result.stderr
    german = subprocess.run(
        [sys.executable, "-m", "hearts", "deal", "5", "--hand", "-1", "--lang", "de"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert german.returncode == 2 and "Runden-Indizes reichen von 0 bis 4294967295" in german.stderr


def test_replay_prints_scores(tmp_path: Path, capsys: object) -> None:
    from tests.helpers.matches import play_match

    match = play_match(2024, Rules(), seed=9)
    path = tmp_path / "game.json"
    path.write_text(GameRecord.from_match(match).to_json(), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    assert f"Game 2024: {len(match.rounds)} deals, record is valid." in out
    assert (
        "Totals : "
        + "  ".join(f"{n} {p:>3}" for n, p in zip(["South", "West", "North", "East"], match.totals, strict=True))
        in out
    )
    assert "Winner: " in out


def test_replay_reports_bad_records(tmp_path: Path, capsys: object) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format":"hearts-record","version":1,"game":5,"deals":[{"plays":"3C"}]}', encoding="utf-8")
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err  # type: ignore[attr-defined]
    assert "deal 1: Cards were played before every seat had passed." in err
    assert main(["replay", str(tmp_path / "missing.json")]) == 2


def test_partial_record_is_reported_in_progress(tmp_path: Path, capsys: object) -> None:
    match = Match(3)
    rnd = match.round
    for seat in range(4):
        rnd.pass_cards(seat, rnd.hand(seat)[-3:])
    rnd.play(rnd.legal_plays()[0])
    path = tmp_path / "partial.json"
    path.write_text(GameRecord.from_match(match).to_json(), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "(in progress, 1 card played)" in capsys.readouterr().out  # type: ignore[attr-defined]
