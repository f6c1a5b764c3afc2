"""The shipped puzzles: each replays to its position, its answer is legal and clear, and judging works."""

from __future__ import annotations

import datetime as dt
import gzip
import json
import random
from typing import Any

import pytest

from hearts.cards import parse_cards
from hearts.puzzles import (
    THEMES,
    DamagedPuzzle,
    IllegalAnswer,
    Position,
    Puzzle,
    daily,
    judge,
    load_puzzles,
    read_puzzles,
)
from tests.helpers.positions import hidden_swap

PUZZLES = load_puzzles()
CLEAR = 2.0


def lines() -> list[dict[str, Any]]:
    return [json.loads(line) for line in _raw_text().splitlines() if line.strip()]


def _raw_text() -> str:
    from importlib import resources

    raw = resources.files("hearts.puzzles").joinpath("data", "puzzles.jsonl.gz").read_bytes()
    return gzip.decompress(raw).decode("utf-8")


def packed(rows: list[Any]) -> bytes:
    return gzip.compress("".join(json.dumps(row) + "\n" for row in rows).encode("utf-8"))


def test_the_set_is_there_and_every_puzzle_replays_to_its_seats_decision() -> None:
    assert len(PUZZLES) >= 12
    for puzzle in PUZZLES:
        rnd = puzzle.position.round()
        view = puzzle.view()
        assert view.seat == puzzle.seat
        if puzzle.kind == "play":
            assert rnd.to_play == puzzle.seat and view.phase == "playing"
        else:
            assert view.phase == "passing" and view.passed is None


def test_every_puzzle_is_rated_on_the_players_scale_and_themed() -> None:
    ratings = [puzzle.rating for puzzle in PUZZLES]
    assert all(rating is not None and 400.0 <= rating <= 2600.0 for rating in ratings)
    assert len(set(ratings)) >= 4  # easy and hard puzzles alike
    assert all(set(puzzle.themes) <= set(THEMES) for puzzle in PUZZLES)
    assert {"counting", "pass"} <= {theme for puzzle in PUZZLES for theme in puzzle.themes}


def test_every_answer_is_legal_and_clearly_best() -> None:
    for puzzle in PUZZLES:
        view = puzzle.view()
        for name in puzzle.answer:
            cards = parse_cards(name)
            if puzzle.kind == "play":
                assert cards == [cards[0]] and cards[0] in view.legal_plays, puzzle.id
            else:
                assert len(set(cards)) == view.rules.pass_count and set(cards) <= set(view.hand), puzzle.id
            assert puzzle.behind(name) == pytest.approx(0.0, abs=0.2)
        for name, cells in puzzle.values.items():
            if name not in puzzle.answer:
                assert all(behind >= CLEAR and behind > 3 * se for behind, se in cells), (puzzle.id, name)
        if puzzle.kind == "play":
            assert set(puzzle.values) == {card.code for card in view.legal_plays}, puzzle.id


def test_the_view_is_exactly_the_seats_own() -> None:
    rng = random.Random(70)
    swapped = 0
    for puzzle in PUZZLES:
        rnd = puzzle.position.round()
        assert puzzle.view() == rnd.view(puzzle.seat)
        for _ in range(4):
            other = hidden_swap(rnd, puzzle.seat, rng, swaps=rng.randrange(1, 4))
            if other is None:
                continue
            assert any(other.hand_mask(s) != rnd.hand_mask(s) for s in range(4))
            assert Position.of_round(other, puzzle.seat).view() == puzzle.view(), puzzle.id
            swapped += 1
            break
    assert swapped >= len(PUZZLES) // 2


def test_a_right_answer_loses_nothing_and_a_wrong_one_its_value() -> None:
    puzzle = PUZZLES[0]
    right = judge(puzzle, puzzle.answer[0])
    assert (right.right, right.value, right.best, right.loss, right.reason) == (True, 0.0, 0.0, 0.0, None)
    wrong_name = next(name for name in puzzle.values if name not in puzzle.answer)
    wrong = judge(puzzle, parse_cards(wrong_name))
    assert not wrong.right and wrong.choice == wrong_name
    assert wrong.loss == pytest.approx(puzzle.behind(wrong_name)) and wrong.loss is not None and wrong.loss >= CLEAR
    assert wrong.reason == puzzle.facts.get(wrong_name)


def test_an_illegal_answer_is_refused() -> None:
    puzzle = next(p for p in PUZZLES if p.kind == "play")
    view = puzzle.view()
    illegal = next(card for card in parse_cards("2C 3C 4C 5C 6C AS AH AD KS") if card not in view.legal_plays)
    with pytest.raises(IllegalAnswer):
        judge(puzzle, illegal)
    with pytest.raises(IllegalAnswer):
        judge(puzzle, "XX")
    with pytest.raises(IllegalAnswer):
        judge(puzzle, [card.code for card in view.legal_plays[:2]])


def test_a_pass_is_three_cards_of_the_hand() -> None:
    data = lines()[0]
    position = Position.from_data(data["position"])
    hand = parse_cards(position.hands[position.seat])
    pass_position = Position(position.hands, "left", position.rules, None, "", position.seat)
    best = " ".join(card.code for card in sorted(hand[:3]))
    other = " ".join(card.code for card in sorted(hand[3:6]))
    puzzle = Puzzle.from_data(
        data
        | {
            "id": "pass",
            "position": pass_position.to_data(),
            "kind": "pass",
            "answer": [best],
            "values": {best: [[0.0, 0.0]], other: [[3.0, 0.5]]},
            "facts": {},
        }
    )
    assert judge(puzzle, hand[:3]).right
    assert judge(puzzle, list(reversed(hand[3:6]))).loss == 3.0
    unrated = judge(puzzle, hand[6:9])
    assert not unrated.right and unrated.loss is None
    with pytest.raises(IllegalAnswer):
        judge(puzzle, hand[:2])
    with pytest.raises(IllegalAnswer):
        judge(puzzle, [hand[0], hand[0], hand[1]])


def test_the_daily_puzzle_is_the_same_for_a_date_and_differs_across_dates() -> None:
    day = dt.date(2026, 12, 7)
    assert daily(day) == daily(dt.date(2026, 12, 7))
    days = [daily(day + dt.timedelta(days=n)).id for n in range(len(PUZZLES))]
    assert len(set(days)) == len(PUZZLES)
    with pytest.raises(TypeError):
        daily("2026-12-07")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "damage",
    [
        lambda row: row | {"kind": "pass"},
        lambda row: row | {"answer": ["2S"] if "2S" not in row["values"] else ["3S"]},
        lambda row: row | {"position": row["position"] | {"seat": 7}},
        lambda row: row | {"position": row["position"] | {"rules": {"moon": "sideways"}}},
        lambda row: row | {"values": {name: [["many", 0.1]] for name in row["values"]}},
        lambda row: row | {"themes": ["juggling"]},
        lambda row: row | {"facts": {name: {"type": "nonsense"} for name in row["values"]}},
        lambda row: {key: value for key, value in row.items() if key != "position"},
        lambda row: [row],
    ],
)
def test_a_damaged_puzzle_is_refused(damage: Any) -> None:
    row = lines()[0]
    with pytest.raises(DamagedPuzzle):
        read_puzzles(packed([damage(row)]))


@pytest.mark.parametrize(
    "position",
    [
        {"plays": "AS AS"},
        {"seat": 1},
        {"passes": ["2C 3C 4C", "5C 6C 7C", "8C 9C TC", "JC QC KC"]},
    ],
)
def test_a_position_that_does_not_replay_is_refused_when_posed(position: dict[str, Any]) -> None:
    row = lines()[0]
    if position.get("seat") == row["position"]["seat"]:
        position = {"seat": 2}
    (puzzle,) = read_puzzles(packed([row | {"position": row["position"] | position}]))
    with pytest.raises(DamagedPuzzle):
        puzzle.view()
    with pytest.raises(DamagedPuzzle):
        judge(puzzle, puzzle.answer[0])


def test_a_damaged_set_is_refused() -> None:
    row = lines()[0]
    with pytest.raises(DamagedPuzzle, match="compressed"):
        read_puzzles(b"not gzip")
    with pytest.raises(DamagedPuzzle, match="compressed"):
        read_puzzles(packed([row])[:-12])  # cut short
    with pytest.raises(DamagedPuzzle, match="not JSON"):
        read_puzzles(gzip.compress(b"{\n"))
    with pytest.raises(DamagedPuzzle, match="repeats"):
        read_puzzles(packed([row, row]))
    with pytest.raises(DamagedPuzzle, match="empty"):
        read_puzzles(gzip.compress(b"\n"))
    assert read_puzzles(packed([row]))[0] == PUZZLES[0]
