"""Your puzzles, as the browser keeps them: the puzzle rating and its history, each puzzle's results, the streaks,
the tallies per theme, the pass through the set, the puzzle of the day's results, and your own mistakes to solve
again.

Plain Python: every change is a new :class:`PuzzleProgress`, the day given by the caller; the page stores it through
:class:`~hearts.web.storage.store.Storage` under :data:`PUZZLES_SLOT`. A rated puzzle answered moves the rating
(:mod:`hearts.puzzles.rating`), adds a point to its history, an attempt to the puzzle's results, and counts in the
streak and in each of its themes. The pass (the ids done since the set, or a theme's part of it, last ran out) is
what :func:`hearts.puzzles.choose.next_puzzle` reads and returns.

Your own mistakes come back by spaced repetition (:class:`OwnPuzzle`): due :data:`FIRST_WAIT` days after they are
added, :data:`WAIT_AFTER_RIGHT` days after a right answer and :data:`WAIT_AFTER_MISS` after a miss, retired once
answered right :data:`RIGHT_TO_RETIRE` times. What a mistake's puzzle is, the review decides: it is kept as it came
(any JSON value).

Reading it back refuses what cannot be trusted as a whole (not an object, a damaged rating or streak, a part that is
not a list or an object) with its fault; an entry that cannot be read (a point of the history, an attempt, a theme's
tally, a day's result, a mistake) is left out on its own, and the rest kept, with a notice; the text as it was is
kept as a backup either way (:class:`~hearts.web.storage.store.Storage`).

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Puzzle:
...     id: str
...     rating: float
...     themes: frozenset[str]
>>> progress = PuzzleProgress().answered(Puzzle("p1", 1500.0, frozenset({"duck"})), True, date(2026, 12, 7))
>>> round(progress.rating.value), progress.streak, progress.best_streak, progress.themes["duck"]
(1675, 1, 1, ThemeTally(tried=1, right=1))
>>> decode_puzzle_progress(encode_puzzle_progress(progress)).value == progress
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace
from datetime import date, timedelta
from typing import Any, Final, TypeVar

from ...puzzles.choose import RatedPuzzle
from ...puzzles.rating import NEW_PLAYER, Rating, update
from ...words.catalog import ngettext
from .puzzle_records import (
    FIRST_WAIT,
    RIGHT_TO_RETIRE,
    WAIT_AFTER_MISS,
    WAIT_AFTER_RIGHT,
    Attempt,
    DailyResult,
    OwnPuzzle,
    RatingPoint,
    ThemeTally,
    due_today,
    is_id,
    read_count,
    read_day,
    read_rating,
)
from .slots import Decoded, Slot, StoredDataError, read_each

__all__ = [
    "FIRST_WAIT",
    "MAX_ATTEMPTS",
    "MAX_DAILY",
    "MAX_DONE",
    "MAX_HISTORY",
    "MAX_OWN",
    "MAX_PUZZLES",
    "PUZZLES_SLOT",
    "PUZZLES_VERSION",
    "RIGHT_TO_RETIRE",
    "WAIT_AFTER_MISS",
    "WAIT_AFTER_RIGHT",
    "Attempt",
    "DailyResult",
    "OwnPuzzle",
    "PuzzleProgress",
    "RatingPoint",
    "ThemeTally",
    "decode_puzzle_progress",
    "due_today",
    "encode_puzzle_progress",
    "read_day",
    "read_rating",
]

PUZZLES_VERSION: Final = 1

MAX_HISTORY: Final = 2000
"""Points of the rating's history kept (the newest)."""
MAX_ATTEMPTS: Final = 20
"""Attempts kept per puzzle (the newest)."""
MAX_PUZZLES: Final = 5000
"""Puzzles whose results are kept (those answered last)."""
MAX_DAILY: Final = 1000
"""Days whose puzzle of the day's result is kept (the latest)."""
MAX_OWN: Final = 300
"""Mistakes kept (retired ones leave first, then the oldest)."""
MAX_DONE: Final = 5000
"""Ids kept in the pass through the set."""
MAX_THEMES: Final = 100
"""Themes with a tally kept."""


T = TypeVar("T")
K = TypeVar("K")


@dataclass(frozen=True, slots=True)
class PuzzleProgress:
    """Everything the browser keeps of your puzzles."""

    rating: Rating = NEW_PLAYER
    history: tuple[RatingPoint, ...] = ()
    """The rating after each rated puzzle, oldest first."""
    results: Mapping[str, tuple[Attempt, ...]] = field(default_factory=dict)
    """Each puzzle's attempts, oldest first; the puzzles in the order they were last answered."""
    streak: int = 0
    """Rated puzzles answered right in a row, up to the last."""
    best_streak: int = 0
    themes: Mapping[str, ThemeTally] = field(default_factory=dict)
    done: frozenset[str] = frozenset()
    """The ids done in this pass through the set (:func:`hearts.puzzles.choose.next_puzzle`)."""
    daily: Mapping[date, DailyResult] = field(default_factory=dict)
    """The puzzle of the day's result, by day."""
    own: tuple[OwnPuzzle, ...] = ()
    """Your own mistakes as puzzles, in the order they were added."""

    def answered(self, puzzle: RatedPuzzle, right: bool, today: date) -> PuzzleProgress:
        """After a rated puzzle answered on ``today``: the rating, its history, the puzzle's results, the streak and
        each of its themes' tallies. The pass is the caller's to set (:meth:`with_done`)."""
        rating = update(self.rating, puzzle.rating, right)
        history = (*self.history, RatingPoint(today, round(rating.value, 1)))[-MAX_HISTORY:]
        results = dict(self.results)
        attempts = (*results.pop(puzzle.id, ()), Attempt(today, right))[-MAX_ATTEMPTS:]
        results[puzzle.id] = attempts
        streak = self.streak + 1 if right else 0
        themes = dict(self.themes)
        for theme in sorted(puzzle.themes):
            themes[theme] = themes.get(theme, ThemeTally()).answered(right)
        return replace(
            self,
            rating=rating,
            history=history,
            results=_newest(results, MAX_PUZZLES),
            streak=streak,
            best_streak=max(self.best_streak, streak),
            themes=_newest(themes, MAX_THEMES),
        )

    def with_done(self, done: AbstractSet[str]) -> PuzzleProgress:
        """The pass through the set as :func:`~hearts.puzzles.choose.next_puzzle` left it."""
        return replace(self, done=frozenset(sorted(done)[:MAX_DONE]))

    def attempts(self, puzzle_id: str) -> tuple[Attempt, ...]:
        return self.results.get(puzzle_id, ())

    def daily_answered(self, day: date, puzzle_id: str, right: bool) -> PuzzleProgress:
        """The puzzle of ``day`` answered: the first answer of the day is the one kept."""
        if day in self.daily:
            return self
        daily = dict(self.daily)
        daily[day] = DailyResult(puzzle_id, right)
        return replace(self, daily={key: daily[key] for key in sorted(daily)[-MAX_DAILY:]})

    def mistake_added(self, key: str, puzzle: Any, today: date) -> PuzzleProgress:
        """A mistake of yours made a puzzle (``puzzle``: any JSON value), due :data:`FIRST_WAIT` days from
        ``today``; one with the same key already kept stays as it is."""
        if any(entry.key == key for entry in self.own):
            return self
        added = OwnPuzzle(key, puzzle, today, today + timedelta(days=FIRST_WAIT))
        return replace(self, own=_room_for_mistakes((*self.own, added)))

    def mistake_answered(self, key: str, right: bool, today: date) -> PuzzleProgress:
        """A mistake of yours answered on ``today`` (one not kept: unchanged)."""
        return replace(
            self, own=tuple(entry.attempted(right, today) if entry.key == key else entry for entry in self.own)
        )

    def mistakes_due(self, today: date) -> list[OwnPuzzle]:
        return due_today(self.own, today)


def _newest(entries: dict[str, T], count: int) -> dict[str, T]:
    """The last ``count`` entries of a dict, in their order."""
    if len(entries) <= count:
        return entries
    return dict(list(entries.items())[-count:])


def _room_for_mistakes(own: tuple[OwnPuzzle, ...]) -> tuple[OwnPuzzle, ...]:
    """At most :data:`MAX_OWN` mistakes: the retired ones leave first, then the oldest."""
    extra = len(own) - MAX_OWN
    if extra <= 0:
        return own
    leaving = {id(entry) for entry in [e for e in own if e.retired][:extra]}
    kept = tuple(entry for entry in own if id(entry) not in leaving)
    return kept[len(kept) - MAX_OWN :]


# ------------------------------------------------------------------------------------------------- stored form


def encode_puzzle_progress(progress: PuzzleProgress) -> dict[str, Any]:
    rating = progress.rating
    return {
        "rating": {"value": rating.value, "deviation": rating.deviation, "volatility": rating.volatility},
        "streak": {"current": progress.streak, "best": progress.best_streak},
        "history": [point.to_data() for point in progress.history],
        "results": {key: [attempt.to_data() for attempt in attempts] for key, attempts in progress.results.items()},
        "themes": {theme: tally.to_data() for theme, tally in progress.themes.items()},
        "done": sorted(progress.done),
        "daily": {day.isoformat(): progress.daily[day].to_data() for day in sorted(progress.daily)},
        "own": [entry.to_data() for entry in progress.own],
    }


def _part(data: dict[str, Any], name: str, kind: type[list[Any]] | type[dict[str, Any]]) -> Any:
    raw = data.get(name)
    if not isinstance(raw, kind):
        raise StoredDataError("entries-wrong-form", name)
    return raw


def _keyed(raws: dict[str, Any], read_key: Callable[[str], K], read: Callable[[object], T]) -> tuple[dict[K, T], int]:
    """Each entry of ``raws`` with its key read by ``read_key`` and its value by ``read``, and how many of them could
    not be read (left out)."""
    entries, bad = read_each(list(raws.items()), lambda item: _entry(item, read_key, read))
    return dict(entries), bad


def _entry(item: object, read_key: Callable[[str], K], read: Callable[[object], T]) -> tuple[K, T]:
    key, value = item if isinstance(item, tuple) else ("", None)
    return read_key(key), read(value)


def _name(raw: str) -> str:
    if not is_id(raw):
        raise StoredDataError("entry-no-puzzle")
    return raw


def decode_puzzle_progress(data: object) -> Decoded[PuzzleProgress]:
    """Your puzzle progress from stored data: refused whole (:class:`StoredDataError`) when the rating, the streak
    or the form of a part cannot be read; an entry that cannot be read is left out on its own, with a notice."""
    if not isinstance(data, dict):
        raise StoredDataError("wrong-form")
    rating = read_rating(data.get("rating"))
    raw_streak = data.get("streak")
    if not isinstance(raw_streak, dict):
        raise StoredDataError("count-not-whole", "streak")
    streak, best = read_count(raw_streak.get("current"), "current"), read_count(raw_streak.get("best"), "best")
    if streak > best:
        raise StoredDataError("counts-disagree", "streak")
    history, bad = read_each(_part(data, "history", list)[-MAX_HISTORY:], RatingPoint.from_data)
    results: dict[str, tuple[Attempt, ...]] = {}
    for key, raw_attempts in _part(data, "results", dict).items():
        if not is_id(key) or not isinstance(raw_attempts, list):
            bad += 1
            continue
        attempts, bad_attempts = read_each(raw_attempts[-MAX_ATTEMPTS:], Attempt.from_data)
        bad += bad_attempts
        if attempts:
            results[key] = tuple(attempts)
    themes, bad_themes = _keyed(_part(data, "themes", dict), _name, ThemeTally.from_data)
    daily, bad_daily = _keyed(_part(data, "daily", dict), read_day, DailyResult.from_data)
    own, bad_own = read_each(_part(data, "own", list), OwnPuzzle.from_data)
    raw_done = _part(data, "done", list)
    done = [item for item in raw_done if is_id(item)]
    bad += bad_themes + bad_daily + bad_own + len(raw_done) - len(done)
    progress = PuzzleProgress(
        rating=rating,
        history=tuple(history),
        results=_newest(results, MAX_PUZZLES),
        streak=streak,
        best_streak=best,
        themes=_newest(themes, MAX_THEMES),
        done=frozenset(sorted(done)[:MAX_DONE]),
        daily={day: daily[day] for day in sorted(daily)[-MAX_DAILY:]},
        own=_room_for_mistakes(tuple(own)),
    )
    if not bad:
        return Decoded(progress)
    left_out = ngettext(
        "{count} entry of your puzzle progress could not be read, so it is left out.",
        "{count} entries of your puzzle progress could not be read, so they are left out.",
        bad,
    ).format(count=bad)
    return Decoded(progress, left_out)


PUZZLES_SLOT: Final[Slot[PuzzleProgress]] = Slot(
    name="puzzles",
    version=PUZZLES_VERSION,
    label="your puzzle progress",
    consequence="the puzzles start afresh",
    decode=decode_puzzle_progress,
    encode=encode_puzzle_progress,
    default=PuzzleProgress,
)
"""Where your puzzle progress is kept."""
