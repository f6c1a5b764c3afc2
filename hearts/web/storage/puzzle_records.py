"""The parts of your puzzle progress, each with its stored form: an attempt at a puzzle, a point of the rating's
history, a theme's tally, a day's puzzle of the day, one of your own mistakes to solve again (spaced repetition:
due :data:`FIRST_WAIT` days after it is added, :data:`WAIT_AFTER_RIGHT` days after a right answer and
:data:`WAIT_AFTER_MISS` after a miss, retired once answered right :data:`RIGHT_TO_RETIRE` times), and the readers
the whole progress shares (:mod:`.puzzle_progress`). Reading one back refuses it with its fault
(:class:`~.slots.StoredDataError`)."""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from typing import Any, Final

from ...puzzles.rating import Rating
from .slots import StoredDataError

__all__ = [
    "FIRST_WAIT",
    "RIGHT_TO_RETIRE",
    "WAIT_AFTER_MISS",
    "WAIT_AFTER_RIGHT",
    "Attempt",
    "DailyResult",
    "OwnPuzzle",
    "RatingPoint",
    "ThemeTally",
    "due_today",
    "is_id",
    "read_count",
    "read_day",
    "read_rating",
]

FIRST_WAIT: Final = 3
"""Days before a mistake just added comes back."""
WAIT_AFTER_RIGHT: Final = 7
"""Days before a mistake answered right comes back."""
WAIT_AFTER_MISS: Final = 1
"""Days before a mistake answered wrong comes back."""
RIGHT_TO_RETIRE: Final = 2
"""Right answers after which a mistake no longer comes back."""

_MAX_ID: Final = 80
"""The longest puzzle id or theme read back."""
_MAX_KEY: Final = 200
"""The longest key of a mistake read back."""
_MAX_COUNT: Final = 10**9
_RATINGS: Final = (-20_000.0, 20_000.0)
"""Ratings read back lie within these (far beyond any player's, so that no rating the game works out is refused)."""
_MAX_DEVIATION: Final = 10_000.0
_MAX_VOLATILITY: Final = 10.0
_DAY = re.compile(r"\d{4}-\d{2}-\d{2}")


def read_day(raw: object) -> date:
    """A day as stored (``"2026-12-07"``); :class:`StoredDataError` (``entry-no-date``) for anything else."""
    if not isinstance(raw, str) or not _DAY.fullmatch(raw):
        raise StoredDataError("entry-no-date")
    try:
        return date.fromisoformat(raw)
    except ValueError as error:
        raise StoredDataError("entry-no-date", raw) from error


def _is_number(raw: object, low: float, high: float) -> bool:
    return not isinstance(raw, bool) and isinstance(raw, (int, float)) and math.isfinite(raw) and low <= raw <= high


def is_id(raw: object, longest: int = _MAX_ID) -> bool:
    return isinstance(raw, str) and 0 < len(raw) <= longest


def read_count(raw: object, name: str, most: int = _MAX_COUNT) -> int:
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise StoredDataError("count-not-whole", name)
    if not 0 <= raw <= most:
        raise StoredDataError("count-out-of-range", name)
    return raw


def _pair(raw: object) -> list[Any]:
    if not isinstance(raw, list) or len(raw) != 2:
        raise StoredDataError("entry-not-an-object")
    return raw


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answer to a puzzle: the day and whether it was right."""

    day: date
    right: bool

    def to_data(self) -> list[Any]:
        return [self.day.isoformat(), self.right]

    @classmethod
    def from_data(cls, raw: object) -> Attempt:
        day, right = _pair(raw)
        if not isinstance(right, bool):
            raise StoredDataError("entry-no-result")
        return cls(read_day(day), right)


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The rating after a puzzle answered on ``day``, to a tenth of a point."""

    day: date
    value: float

    def to_data(self) -> list[Any]:
        return [self.day.isoformat(), self.value]

    @classmethod
    def from_data(cls, raw: object) -> RatingPoint:
        day, value = _pair(raw)
        if not _is_number(value, *_RATINGS):
            raise StoredDataError("entry-no-rating")
        return cls(read_day(day), float(value))


@dataclass(frozen=True, slots=True)
class ThemeTally:
    """Puzzles of one theme answered, and how many right."""

    tried: int = 0
    right: int = 0

    def answered(self, right: bool) -> ThemeTally:
        return ThemeTally(self.tried + 1, self.right + right)

    def to_data(self) -> dict[str, int]:
        return {"tried": self.tried, "right": self.right}

    @classmethod
    def from_data(cls, raw: object) -> ThemeTally:
        if not isinstance(raw, dict):
            raise StoredDataError("entry-not-an-object")
        tally = cls(read_count(raw.get("tried"), "tried"), read_count(raw.get("right"), "right"))
        if tally.right > tally.tried:
            raise StoredDataError("counts-disagree")
        return tally


@dataclass(frozen=True, slots=True)
class DailyResult:
    """The puzzle of a day and whether it was answered right (the first answer that day)."""

    puzzle_id: str
    right: bool

    def to_data(self) -> dict[str, Any]:
        return {"puzzle": self.puzzle_id, "right": self.right}

    @classmethod
    def from_data(cls, raw: object) -> DailyResult:
        if not isinstance(raw, dict):
            raise StoredDataError("entry-not-an-object")
        puzzle_id, right = raw.get("puzzle"), raw.get("right")
        if not isinstance(puzzle_id, str) or not is_id(puzzle_id):
            raise StoredDataError("entry-no-puzzle")
        if not isinstance(right, bool):
            raise StoredDataError("entry-no-result")
        return cls(puzzle_id, right)


@dataclass(frozen=True, slots=True)
class OwnPuzzle:
    """One of your own mistakes as a puzzle: its key, the puzzle as the review made it (any JSON value, kept as it
    came), the day it was added, the day it is next due, and its right answers so far."""

    key: str
    puzzle: Any
    added: date
    due: date
    right: int = 0

    @property
    def retired(self) -> bool:
        """Answered right often enough: it no longer comes back."""
        return self.right >= RIGHT_TO_RETIRE

    def is_due(self, today: date) -> bool:
        return not self.retired and self.due <= today

    def attempted(self, right: bool, today: date) -> OwnPuzzle:
        """This mistake after an answer on ``today``: back in :data:`WAIT_AFTER_RIGHT` days after a right one (or
        retired), in :data:`WAIT_AFTER_MISS` after a miss."""
        wait = WAIT_AFTER_RIGHT if right else WAIT_AFTER_MISS
        return replace(self, due=today + timedelta(days=wait), right=min(self.right + right, RIGHT_TO_RETIRE))

    def to_data(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "puzzle": self.puzzle,
            "added": self.added.isoformat(),
            "due": self.due.isoformat(),
            "right": self.right,
        }

    @classmethod
    def from_data(cls, raw: object) -> OwnPuzzle:
        if not isinstance(raw, dict):
            raise StoredDataError("entry-not-an-object")
        key = raw.get("key")
        if not isinstance(key, str) or not is_id(key, _MAX_KEY) or "puzzle" not in raw:
            raise StoredDataError("entry-no-puzzle")
        added, due = read_day(raw.get("added")), read_day(raw.get("due"))  # in any order: clocks are set back
        return cls(key, raw["puzzle"], added, due, read_count(raw.get("right"), "right", RIGHT_TO_RETIRE))


def due_today(own: Iterable[OwnPuzzle], today: date) -> list[OwnPuzzle]:
    """The mistakes due on ``today`` (not retired), the longest overdue first, then the oldest added."""
    return sorted((entry for entry in own if entry.is_due(today)), key=lambda entry: (entry.due, entry.added))


def read_rating(raw: object) -> Rating:
    """A rating as stored; :class:`StoredDataError` (``rating-damaged``) unless each number is one a rating has."""
    if not isinstance(raw, dict):
        raise StoredDataError("rating-damaged")
    value, deviation, volatility = raw.get("value"), raw.get("deviation"), raw.get("volatility")
    if not (
        _is_number(value, *_RATINGS)
        and _is_number(deviation, 0.0, _MAX_DEVIATION)
        and _is_number(volatility, 0.0, _MAX_VOLATILITY)
        and deviation
        and volatility
    ):
        raise StoredDataError("rating-damaged")
    assert isinstance(value, (int, float)) and isinstance(deviation, (int, float))
    assert isinstance(volatility, (int, float))
    return Rating(float(value), float(deviation), float(volatility))
