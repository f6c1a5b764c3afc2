"""Your own mistakes as puzzles: a decision the review marked a mistake or a blunder, kept when its answer is clear.

A reviewed decision labelled ``mistake`` or ``blunder`` is posed again from the
position it was made in (:func:`mistake_position`), if it passes the same test
of clarity as the puzzle set's positions (:mod:`hearts.puzzles.clarity`). Its
puzzle (:func:`own_puzzle_steps`) is the set's form
(:meth:`hearts.puzzles.Puzzle.from_data`), its id :data:`OWN_PREFIX` and its
key (:func:`mistake_key`: the game, the deal and the step, so the same
decision is never kept twice), its themes decided as the set's are, its
rating ``null`` (it is not rated: it comes back by spaced repetition).
"""

from __future__ import annotations

from typing import Any, Final

from ..analysis import DealReview, Decision
from ..bots.base import run_steps
from ..cards import format_cards
from ..record import GameRecord
from .clarity import FACTOR, Steps, clear_answer_steps
from .making import puzzle_data_steps
from .position import Position

__all__ = [
    "OWN_LABELS",
    "OWN_PREFIX",
    "mistake_key",
    "mistake_position",
    "own_mistakes",
    "own_puzzle",
    "own_puzzle_steps",
]

OWN_PREFIX: Final = "own/"
"""Your own puzzles' ids begin with this (the set's are numbers and slashes)."""
OWN_LABELS: Final = ("mistake", "blunder")
"""The review's labels that make a decision one of your own puzzles, if its answer is clear."""


def mistake_key(match_id: str, deal: int, step: int) -> str:
    """The key of a decision: the game, the deal (0 for the first) and the step (cards played before it)."""
    return f"{match_id}/{deal}/{step}"


def own_mistakes(review: DealReview) -> list[Decision]:
    """The decisions of ``review`` marked a mistake or a blunder, in the order they were made."""
    return [decision for decision in review.decisions if decision.label in OWN_LABELS]


def mistake_position(record: GameRecord, deal: int, seat: int, decision: Decision) -> Position:
    """The position ``seat`` made ``decision`` in, in deal ``deal`` of ``record``."""
    played = record.replay().rounds[deal]
    dealt = tuple(format_cards(played.dealt_hand(s)) for s in range(4))
    passes = None
    if decision.kind == "play" and played.pass_direction != "hold":
        passes = tuple(format_cards(played.passed(s) or ()) for s in range(4))
    position = Position(
        (dealt[0], dealt[1], dealt[2], dealt[3]),
        played.pass_direction,
        played.rules,
        (passes[0], passes[1], passes[2], passes[3]) if passes is not None else None,
        format_cards(played.cards_played[: decision.step]) if decision.kind == "play" else "",
        seat,
    )
    position.round()  # raises DamagedPuzzle if it is not the seat's decision
    return position


def own_puzzle_steps(
    record: GameRecord, review: DealReview, decision: Decision, key: str, factor: int = FACTOR
) -> Steps[dict[str, Any] | None]:
    """The puzzle of one reviewed decision of yours (as data), or ``None`` when its answer is not clear; in slices."""
    position = mistake_position(record, review.deal_index, review.seat, decision)
    view = position.view()
    runs, answer = yield from clear_answer_steps(view, factor)
    if answer is None:
        return None
    ident = OWN_PREFIX + key
    return (yield from puzzle_data_steps(ident, record.game_number, review.deal_index, position, view, runs, answer))


def own_puzzle(
    record: GameRecord, review: DealReview, decision: Decision, key: str, factor: int = FACTOR
) -> dict[str, Any] | None:
    """:func:`own_puzzle_steps` run to its end."""
    return run_steps(own_puzzle_steps(record, review, decision, key, factor))
