"""The computer players as the page uses them: seeded bots whose thinking yields to the browser.

This is the one place the page meets :mod:`hearts.bots`. Decisions are run
in slices (the bots' step generators) and control goes back to the event loop
whenever a slice budget is spent, so the page keeps drawing and answering
taps while a strong level searches.

:mod:`hearts.bots` (every level, Expert's search included) comes with a late
part of the page's code (:mod:`hearts.web.parts`), not with the start: the
person's cards can be tapped before it is here, a computer player's move or a
hint waits for it (:func:`ready`), and the page imports it (:func:`load`) as
soon as it has come.
"""

from __future__ import annotations

from collections.abc import Generator
from types import ModuleType
from typing import TYPE_CHECKING, Final

from ...cards import Card
from ...view import SeatView
from ..parts import LATER, PARTS
from ..slicer import think
from ..storage.settings import DIFFICULTY_IDS

if TYPE_CHECKING:
    from ...bots import Bot

__all__ = [
    "DEFAULT_LEVEL",
    "LEVELS",
    "Computers",
    "hint_pass",
    "hint_play",
    "load",
    "ready",
]

LEVELS: Final = DIFFICULTY_IDS
"""Level ids, easiest first: those the settings offer, which are ``hearts.bots.LEVELS`` (a test keeps them equal)."""
DEFAULT_LEVEL: Final = "medium"


def load() -> ModuleType:
    """The :mod:`hearts.bots` package, imported on first use (its part of the page's code must have come)."""
    from ... import bots

    return bots


async def ready() -> None:
    """Return once :mod:`hearts.bots` can be imported: its part of the page's code has come."""
    await PARTS.wait(LATER)


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
        self._bots: dict[tuple[int, int], Bot] = {}

    def bot(self, hand_index: int, seat: int) -> Bot:
        key = (hand_index, seat)
        found = self._bots.get(key)
        if found is None:
            bots = load()
            found = self._bots[key] = bots.create(self.level, seed=bots.seed_for(self.game_number, hand_index, seat))
        return found

    async def choose_pass(self, view: SeatView, hand_index: int) -> tuple[Card, ...]:
        await ready()
        return await think(self.bot(hand_index, view.seat).pass_steps(view))

    async def choose_play(self, view: SeatView, hand_index: int) -> Card:
        await ready()
        return await think(self.bot(hand_index, view.seat).play_steps(view))


async def hint_pass(view: SeatView, seed: int) -> tuple[Card, ...]:
    """The three cards the Expert level would pass."""
    await ready()
    steps: Generator[None, None, tuple[Card, ...]] = load().hint_pass_steps(view, seed)
    return await think(steps)


async def hint_play(view: SeatView, seed: int) -> Card:
    """The card the Expert level would play."""
    await ready()
    steps: Generator[None, None, Card] = load().hint_play_steps(view, seed)
    return await think(steps)
