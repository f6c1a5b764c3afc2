"""The computer players as the page uses them: seeded bots whose thinking yields to the browser.

This is the one place the page meets :mod:`hearts.bots`. Decisions are run
in slices (the bots' step generators) and control goes back to the event loop
whenever a slice budget is spent, so the page keeps drawing and answering
taps while a strong level searches.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Generator
from typing import Final, TypeVar

from .. import bots
from ..cards import Card
from ..view import SeatView

__all__ = ["DEFAULT_LEVEL", "LEVELS", "Computers", "hint_pass", "hint_play", "think"]

LEVELS: Final = tuple(bots.LEVELS)
"""Level names, easiest first."""
LEVEL_TITLES: Final = {level: level.capitalize() for level in LEVELS}
LEVEL_DESCRIPTIONS: Final = dict(bots.LEVELS)
DEFAULT_LEVEL: Final = "medium"
SLICE_BUDGET: Final = 0.03
"""Seconds of thinking before control goes back to the page (well under a frame budget of 200 ms)."""

_T = TypeVar("_T")


async def think(steps: Generator[None, None, _T], budget: float = SLICE_BUDGET) -> _T:
    """Run a bot's step generator to its answer, yielding to the event loop every ``budget`` seconds."""
    deadline = time.perf_counter() + budget
    while True:
        try:
            next(steps)
        except StopIteration as done:
            value: _T = done.value
            return value
        if time.perf_counter() >= deadline:
            await asyncio.sleep(0)
            deadline = time.perf_counter() + budget


class Computers:
    """The three computer players of one game at one level.

    Each seat's bot is seeded from the game number, the deal and the seat
    (``bots.seed_for``), so a numbered game plays the same way every time the
    person makes the same choices.
    """

    def __init__(self, level: str, game_number: int) -> None:
        if level not in LEVELS:
            raise ValueError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
        self.level = level
        self.game_number = game_number
        self._bots: dict[tuple[int, int], bots.Bot] = {}

    def bot(self, hand_index: int, seat: int) -> bots.Bot:
        key = (hand_index, seat)
        found = self._bots.get(key)
        if found is None:
            found = self._bots[key] = bots.create(self.level, seed=bots.seed_for(self.game_number, hand_index, seat))
        return found

    async def choose_pass(self, view: SeatView, hand_index: int) -> tuple[Card, ...]:
        return await think(self.bot(hand_index, view.seat).pass_steps(view))

    async def choose_play(self, view: SeatView, hand_index: int) -> Card:
        return await think(self.bot(hand_index, view.seat).play_steps(view))


async def hint_pass(view: SeatView, seed: int) -> tuple[Card, ...]:
    """The three cards the Expert level would pass."""
    return await think(bots.hint_pass_steps(view, seed))


async def hint_play(view: SeatView, seed: int) -> Card:
    """The card the Expert level would play."""
    return await think(bots.hint_play_steps(view, seed))
