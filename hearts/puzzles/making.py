"""A puzzle's data made from a clear decision: its answer, every choice's values, the facts and the themes.

:func:`puzzle_data` turns a position whose reference runs
(:mod:`hearts.puzzles.clarity`) agree on a clear answer into the data
:meth:`hearts.puzzles.Puzzle.from_data` reads: the set's finder
(``research/puzzles.py``) writes it a line per puzzle, and your own mistakes
(:mod:`hearts.puzzles.own`) are kept as it.
"""

from __future__ import annotations

import dataclasses
import statistics
from collections.abc import Sequence
from typing import Any, Final

from ..analysis import ChoiceKind, evaluate_steps, explain, label_for
from ..bots.base import run_steps
from ..cards import CARDS, Card, parse_cards
from ..round import Round
from ..view import SeatView
from .clarity import Rating, Steps, groups
from .position import Position
from .themes import themes

__all__ = ["REVIEW_SEED", "choice_names", "puzzle_data", "puzzle_data_steps", "review_facts_steps"]

REVIEW_SEED: Final = 0xFAC75
"""The seed of the review's evaluation that gives a puzzle its facts."""


def choice_names(view: SeatView, rating: Rating) -> dict[str, str]:
    """Each legal choice's name and the name the rating gives its group (a pass names itself)."""
    if view.phase == "passing":
        return {name: name for name in rating.names}
    return {CARDS[card].code: CARDS[rep].code for card, rep in groups(view).items()}


def review_facts_steps(
    view: SeatView, rnd: Round, answer: Sequence[str], gaps: dict[str, float], ses: dict[str, float]
) -> Steps[dict[str, Any]]:
    """For every other choice, the review's reason against the answer (as data), from the position as it stood; in
    slices (the review's evaluation yields after each sampled deal)."""
    kind: ChoiceKind = "pass" if view.phase == "passing" else "play"
    chosen: tuple[Card, ...] = tuple(parse_cards(answer[0])) if kind == "pass" else ()
    evaluation = yield from evaluate_steps(view, REVIEW_SEED, chosen)
    best = evaluation.value_of(parse_cards(answer[0]) if kind == "pass" else Card.parse(answer[0]))
    facts: dict[str, Any] = {}
    if best is None:
        return facts
    for name, gap in gaps.items():
        if name in answer:
            continue
        cards = parse_cards(name)
        yours = evaluation.value_of(cards if kind == "pass" else cards[0])
        if yours is None:
            continue
        yours = dataclasses.replace(yours, cost=gap, se=ses[name])
        reason = explain(kind, label_for(gap, ses[name]), yours, best, view, rnd)
        facts[name] = reason.to_data()
    return facts


def puzzle_data(
    ident: str, game: int, hand: int, position: Position, view: SeatView, runs: Sequence[Rating], answer: Sequence[str]
) -> dict[str, Any]:
    """The puzzle of a clear decision: everything to replay it, judge an answer, and explain it."""
    return run_steps(puzzle_data_steps(ident, game, hand, position, view, runs, answer))


def puzzle_data_steps(
    ident: str, game: int, hand: int, position: Position, view: SeatView, runs: Sequence[Rating], answer: Sequence[str]
) -> Steps[dict[str, Any]]:
    """:func:`puzzle_data` in slices."""
    names = choice_names(view, runs[0])
    answers = sorted({name for name, rep in names.items() if rep in answer})
    values: dict[str, list[list[float]]] = {}
    for name, rep in names.items():
        cells = []
        for run in runs:
            i = run.names.index(rep)
            cells.append([round(run.behind[i], 3), round(run.errors[i], 3)])
        values[name] = cells
    gaps = {name: statistics.fmean(c[0] for c in cells) for name, cells in values.items()}
    ses = {name: max(c[1] for c in cells) for name, cells in values.items()}
    facts = yield from review_facts_steps(view, position.round(), answers, gaps, ses)
    return {
        "id": ident,
        "game": game,
        "hand": hand,
        "position": position.to_data(),
        "kind": position.kind,
        "answer": answers,
        "values": values,
        "methods": [run.method for run in runs],
        "facts": facts,
        "themes": themes(view, position.kind, facts, answers, values),
        "rating": None,
    }
