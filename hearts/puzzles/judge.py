"""Judging an answer to a puzzle: right or wrong, and what it is worth against the best.

>>> from hearts.puzzles import load_puzzles
>>> puzzle = load_puzzles()[0]
>>> judge(puzzle, puzzle.answer[0]).right
True
>>> runner_up(puzzle).loss >= 2.0
True
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..analysis import Reason
from ..cards import Card, InvalidCard, format_cards, parse_cards
from .errors import IllegalAnswer
from .puzzle import Puzzle

__all__ = ["Judgement", "RunnerUp", "judge", "runner_up"]


@dataclass(frozen=True, slots=True)
class Judgement:
    """How an answer went: right or wrong, its value, the best's, and the points it loses."""

    choice: str
    """The answer given, as card codes (sorted, for a pass)."""
    right: bool
    value: float | None
    """Points the answer rates behind the best (0 for a right one; ``None``: a pass the search did not rate)."""
    best: float
    """The best choice's value: 0, every value being measured from it."""
    loss: float | None
    """Points lost against the best (``value`` less ``best``; ``None`` when not rated)."""
    reason: Reason | None
    """Why the answer is worse than the best, when the review says (``None`` for a right answer)."""


def _name(puzzle: Puzzle, answer: str | Card | Sequence[Card] | Sequence[str]) -> str:
    """The answer as a choice's name, checked to be legal at the puzzle's position."""
    try:
        if isinstance(answer, Card):
            cards = [answer]
        elif isinstance(answer, str):
            cards = parse_cards(answer)
        else:
            cards = parse_cards(list(answer))
    except InvalidCard as error:
        raise IllegalAnswer(f"{answer!r} is not a card or cards: {error}") from error
    view = puzzle.view()
    if puzzle.kind == "play":
        if len(cards) != 1 or cards[0] not in view.legal_plays:
            raise IllegalAnswer(f"{format_cards(cards)} is not a legal play here: {format_cards(view.legal_plays)}.")
    else:
        count = view.rules.pass_count
        if len(set(cards)) != count or len(cards) != count or not set(cards) <= set(view.hand):
            raise IllegalAnswer(f"A pass is {count} different cards of the hand, not {format_cards(cards)}.")
    return format_cards(sorted(cards))


def judge(puzzle: Puzzle, answer: str | Card | Sequence[Card] | Sequence[str]) -> Judgement:
    """Judge ``answer`` (a card, the cards of a pass, or their codes); :class:`IllegalAnswer` if it is no choice."""
    name = _name(puzzle, answer)
    right = name in puzzle.answer
    value = 0.0 if right else puzzle.behind(name)
    return Judgement(name, right, value, 0.0, value, None if right else puzzle.facts.get(name))


@dataclass(frozen=True, slots=True)
class RunnerUp:
    """The choice that comes closest to the answer: what a right answer was chosen over."""

    choice: str
    loss: float
    """Points it rates behind the best (at least the set's two, for a puzzle of the set)."""
    reason: Reason | None
    """Why it is worse than the best, when the review says."""


def runner_up(puzzle: Puzzle) -> RunnerUp | None:
    """The rated choice, other than the answers, that loses the least; ``None`` if there is none."""
    others = [
        (loss, name)
        for name in puzzle.values
        if name not in puzzle.answer and (loss := puzzle.behind(name)) is not None
    ]
    if not others:
        return None
    loss, name = min(others)
    return RunnerUp(name, loss, puzzle.facts.get(name))
