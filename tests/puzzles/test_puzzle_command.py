"""``python -m hearts puzzle``: one puzzle posed in the terminal, answered, and judged."""

from __future__ import annotations

import random

import pytest

from hearts.cards import parse_cards
from hearts.cli import main
from hearts.puzzle_command import choose_puzzle
from hearts.puzzles import load_puzzles

PUZZLES = load_puzzles()


def drawn(seed: int) -> str:
    puzzle = choose_puzzle(PUZZLES, None, None, random.Random(seed))
    assert puzzle is not None
    return puzzle.id


def test_a_right_answer_is_said_right(capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = next(p for p in PUZZLES if p.id == drawn(4))
    assert main(["puzzle", "--seed", "4", "--answer", puzzle.answer[0]]) == 0
    out = capsys.readouterr().out
    assert f"Puzzle {puzzle.id}" in out
    assert "Right: " in out and "Every choice, in points behind the best:" in out


def test_a_wrong_answer_says_what_it_loses(capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = next(p for p in PUZZLES if p.id == drawn(5))
    wrong = next(name for name in puzzle.values if name not in puzzle.answer)
    assert main(["puzzle", "--seed", "5", "--answer", wrong]) == 0
    out = capsys.readouterr().out
    assert "Not the best: " in out and " loses " in out


def test_an_illegal_answer_is_refused_in_words(capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = next(p for p in PUZZLES if p.id == drawn(6))
    legal = set(puzzle.view().legal_plays)
    illegal = next(c for c in parse_cards("2C 3C AS AH AD KS KH KD 7S 7H") if c not in legal)
    assert main(["puzzle", "--seed", "6", "--answer", illegal.code]) == 1
    assert "is not a legal choice here" in capsys.readouterr().out


def test_the_answer_is_read_until_legal(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = next(p for p in PUZZLES if p.id == drawn(7))
    typed = iter(["ZZ", puzzle.answer[0]])
    monkeypatch.setattr("builtins.input", lambda prompt: next(typed))
    assert main(["puzzle", "--seed", "7"]) == 0
    out = capsys.readouterr().out
    assert "ZZ is not a legal choice here." in out and "Right: " in out


def test_a_theme_chooses_its_puzzles_and_an_empty_one_says_so(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    themed = [p for p in PUZZLES if "queen" in p.themes]
    assert themed
    for seed in range(5):
        chosen = choose_puzzle(PUZZLES, "queen", None, random.Random(seed))
        assert chosen is not None and "queen" in chosen.themes
    uncounted = tuple(p for p in PUZZLES if "counting" not in p.themes)
    assert choose_puzzle(uncounted, "counting", None, random.Random(0)) is None
    monkeypatch.setattr("hearts.puzzle_command.load_puzzles", lambda: uncounted)
    assert main(["puzzle", "--theme", "counting", "--answer", "2C"]) == 1
    assert "No puzzle has the theme counting." in capsys.readouterr().err


def test_the_puzzle_is_posed_in_the_language_asked(capsys: pytest.CaptureFixture[str]) -> None:
    puzzle = next(p for p in PUZZLES if p.id == drawn(4))
    assert main(["puzzle", "--seed", "4", "--answer", puzzle.answer[0], "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith(f"Problème {puzzle.id} : place ")
    assert "Juste : " in out
