"""The puzzle of the day: the same puzzle for everyone on a date, another the next day.

The set is put in one fixed shuffled order (:class:`hearts.deals.SplitMix64`,
seeded by :data:`DAILY_SEED`) and the days walk through it, one puzzle a day:
two dates less than the set's size apart never share a puzzle.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Sequence
from typing import Final

from ..deals import SplitMix64
from .collection import load_puzzles
from .puzzle import Puzzle

__all__ = ["DAILY_SEED", "daily"]

DAILY_SEED: Final = 0x9A221E
"""The seed of the days' order through the set."""


def daily(date: _dt.date, puzzles: Sequence[Puzzle] | None = None) -> Puzzle:
    """The puzzle of ``date`` (from the shipped set unless ``puzzles`` are given)."""
    if not isinstance(date, _dt.date):
        raise TypeError(f"daily needs a date, not {date!r}.")
    chosen = load_puzzles() if puzzles is None else puzzles
    if not chosen:
        raise ValueError("There is no puzzle to choose from.")
    order = list(range(len(chosen)))
    SplitMix64(DAILY_SEED).shuffle(order)
    return chosen[order[date.toordinal() % len(chosen)]]
