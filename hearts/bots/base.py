"""The common shape of every computer player."""

from __future__ import annotations

from collections.abc import Generator
from typing import ClassVar, TypeVar

from ..cards import Card, cards_from_mask
from ..view import SeatView
from .rng import Rng, decision_seed

__all__ = ["Bot", "PassSteps", "PlaySteps", "check_pass_view", "check_play_view", "run_steps"]

PlaySteps = Generator[None, None, Card]
"""Yields after each small slice of work; its return value is the chosen card."""
PassSteps = Generator[None, None, tuple[Card, ...]]
"""Yields after each small slice of work; its return value is the cards to pass."""


_T = TypeVar("_T")


def run_steps(steps: Generator[None, None, _T]) -> _T:
    """Drive a step generator to the end and return its value."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            value: _T = done.value
            return value


def check_play_view(view: SeatView) -> None:
    """Raise ``ValueError`` unless it is this seat's turn to play."""
    if view.phase != "playing" or view.to_play != view.seat or not view.legal_plays:
        raise ValueError("It is not this seat's turn to play.")


def check_pass_view(view: SeatView) -> None:
    """Raise ``ValueError`` unless this seat still has to choose its pass."""
    if view.phase != "passing" or view.pass_direction == "hold" or view.passed is not None:
        raise ValueError("This seat has no cards to pass now.")


class Bot:
    """A computer player of one level, with its own seed.

    Subclasses implement :meth:`play_steps` and :meth:`pass_steps`, or the
    simpler :meth:`_play` and :meth:`_pass` that the default step methods call.
    """

    level: ClassVar[str] = ""

    def __init__(self, seed: int = 0) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"A bot's seed is a whole number, not {seed!r}.")
        self.seed = seed

    def choose_play(self, view: SeatView) -> Card:
        """A legal card for the seat to play now."""
        return run_steps(self.play_steps(view))

    def choose_pass(self, view: SeatView) -> tuple[Card, ...]:
        """The cards of the seat's hand to pass (as many as the rules say), sorted."""
        return run_steps(self.pass_steps(view))

    def play_steps(self, view: SeatView) -> PlaySteps:
        """:meth:`choose_play` in small slices (see the package docs)."""
        check_play_view(view)
        card = self._play(view, Rng(decision_seed(self.seed, view)))
        yield from ()
        return card

    def pass_steps(self, view: SeatView) -> PassSteps:
        """:meth:`choose_pass` in small slices (see the package docs)."""
        check_pass_view(view)
        mask = self._pass(view, Rng(decision_seed(self.seed, view)))
        yield from ()
        return tuple(cards_from_mask(mask))

    def _play(self, view: SeatView, rng: Rng) -> Card:
        raise NotImplementedError

    def _pass(self, view: SeatView, rng: Rng) -> int:
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seed={self.seed}>"
