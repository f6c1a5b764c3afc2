"""`research/agreement.py`: how often the rules of thumb play the card a player played."""

from __future__ import annotations

from typing import Any

import agreement
import pytest

from hearts.arena import run_duplicate
from hearts.cards import format_cards


def _rows(seats: tuple[str, ...], deals: int, *, passing: bool) -> list[dict[str, Any]]:
    """Games as ``bench_bots.py --save`` writes them."""
    result = run_duplicate(seats, deals, 7, passing=passing)
    return [
        {
            "seats": list(seats),
            "seed": 7,
            "deal": deal.deal,
            "rotation": deal.rotation,
            "labels": list(deal.labels),
            "points": list(deal.points),
            "moon": deal.moon_shooter,
            "ms": {},
            "cards": format_cards(deal.cards),
        }
        for deal in result.results
    ]


@pytest.fixture(scope="module")
def counts() -> dict[tuple[str, str, str], list[int]]:
    return agreement.agreement_counts(_rows(("hard", "easy", "easy", "easy"), 2, passing=False))


def test_the_rules_of_thumb_agree_with_every_choice_of_the_hard_level(counts: dict[Any, list[int]]) -> None:
    for kind in agreement.KINDS:
        agreed, total = counts[("hard", kind, "all")]
        assert total > 0
        assert agreed == total


def test_a_player_with_other_rules_is_counted_apart_and_agrees_less(counts: dict[Any, list[int]]) -> None:
    agreed = sum(counts[("easy", kind, "all")][0] for kind in agreement.KINDS)
    total = sum(counts[("easy", kind, "all")][1] for kind in agreement.KINDS)
    assert 0 < agreed < total
    # Every choice falls in one part of the deal, and the parts add up to the whole.
    for label in ("hard", "easy"):
        for kind in agreement.KINDS:
            parts = [counts.get((label, kind, part), [0, 0]) for part in agreement.PARTS]
            assert [sum(p[0] for p in parts), sum(p[1] for p in parts)] == counts[(label, kind, "all")]


def test_the_report_gives_each_player_and_kind_of_choice(counts: dict[Any, list[int]]) -> None:
    report = agreement.agreement_report(counts)
    lines = report.splitlines()
    hard_leads = next(line for line in lines if line.split()[:2] == ["hard", "lead"])
    assert "100.0% of" in hard_leads
    assert any(line.split()[:2] == ["easy", "discard"] for line in lines)
    assert "tricks 10-13" in lines[1]


def test_games_played_with_passing_are_refused_with_a_clear_message() -> None:
    rows = _rows(("hard", "hard", "hard", "hard"), 1, passing=True)  # deal 0 passes to the left
    with pytest.raises(agreement.AgreementError, match="without passing"):
        agreement.agreement_counts(rows)


def test_the_command_line_reads_saved_files_and_reports_bad_input(tmp_path: Any, capsys: Any) -> None:
    saved = tmp_path / "run.jsonl"
    rows = _rows(("hard", "easy", "easy", "easy"), 1, passing=False)
    saved.write_text("".join(agreement.json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    assert agreement.main([str(saved)]) == 0
    assert "hard" in capsys.readouterr().out
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"seed": 1}\n', encoding="utf-8")
    with pytest.raises(SystemExit, match="agreement: a saved game has no .deal. field"):
        agreement.main([str(broken)])
