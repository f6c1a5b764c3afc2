"""Your own mistakes as puzzles: a reviewed blunder with a clear answer becomes a puzzle; an unclear one does not."""

from __future__ import annotations

import dataclasses
import json
from functools import cache
from typing import Any

from hearts.analysis import Decision
from hearts.cards import format_cards
from hearts.puzzles import Puzzle, judge, load_puzzles
from hearts.puzzles.own import OWN_PREFIX, mistake_key, mistake_position, own_mistakes, own_puzzle
from tests.helpers.reviews import PLANTED_STEP, planted_record, planted_review

UNCLEAR_STEP = 21
"""South's play at card 22 of the planted deal: the reference finds choices within two points of its best."""


def blunder() -> Decision:
    (found,) = own_mistakes(planted_review())
    return found


@cache
def blunder_puzzle() -> dict[str, Any]:
    data = own_puzzle(planted_record(), planted_review(), blunder(), mistake_key("m1", 0, PLANTED_STEP))
    assert data is not None
    return data


def test_only_mistakes_and_blunders_are_checked() -> None:
    found = blunder()
    assert (found.label, found.step) == ("blunder", PLANTED_STEP)


def test_a_blunder_with_a_clear_answer_becomes_a_puzzle_whose_answer_is_the_reviews_best() -> None:
    decision = blunder()
    data = json.loads(json.dumps(blunder_puzzle()))  # kept as JSON
    puzzle = Puzzle.from_data(data)
    assert puzzle.id == OWN_PREFIX + "m1/0/31" and puzzle.id.startswith(OWN_PREFIX)
    assert puzzle.answer == (format_cards(decision.best),)
    assert judge(puzzle, puzzle.answer[0]).right
    assert not judge(puzzle, format_cards(decision.choice)).right
    assert puzzle.seat == planted_review().seat and puzzle.rating is None
    assert "queen" in puzzle.themes  # decided as the set's themes are


def test_the_puzzle_replays_to_the_position_the_mistake_was_made_in() -> None:
    puzzle = Puzzle.from_data(blunder_puzzle())
    rnd = puzzle.position.round()
    record = planted_record()
    played = record.replay().rounds[0]
    assert rnd.cards_played == played.cards_played[:PLANTED_STEP]
    assert puzzle.position == mistake_position(record, 0, planted_review().seat, blunder())
    assert blunder().choice[0] in puzzle.view().legal_plays


def test_an_unclear_mistake_makes_no_puzzle() -> None:
    (decision,) = [d for d in planted_review().decisions if d.step == UNCLEAR_STEP]
    marked = dataclasses.replace(decision, label="mistake")
    assert own_puzzle(planted_record(), planted_review(), marked, "m1/0/21") is None


def test_a_puzzles_data_round_trips() -> None:
    for puzzle in (Puzzle.from_data(blunder_puzzle()), *load_puzzles()):
        assert Puzzle.from_data(json.loads(json.dumps(puzzle.to_data()))) == puzzle
